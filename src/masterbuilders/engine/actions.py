"""The action value shared by all games: small, frozen, hashable, with text and JSON forms that round-trip."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Final

from masterbuilders.engine.errors import ParseError

_TOKEN: Final = re.compile(r"^[a-z][a-z0-9!+#@._-]*$")


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a verb (`kind`), an optional object (`target`) and an optional number (`count`).

    The text form is ``kind [target] [count]``, e.g. ``place kingsbridge-1``, ``buy wood 2``, ``pass``.
    Integer indices exist only in the research codec (interop/), never here.
    """

    kind: str
    target: str = ""
    count: int = 0
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.kind, self.target, self.count)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        """Field by field, as the dataclass's own would, but compiled and with the cached hash
        first: codes and membership tests compare actions on every environment step (issue 40)."""
        if not isinstance(other, Action):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.kind == other.kind
            and self.target == other.target
            and self.count == other.count
        )

    def __reduce__(self) -> tuple[type[Action], tuple[str, str, int]]:
        """Pickle by value: the cached hash of strings differs between processes."""
        return (Action, (self.kind, self.target, self.count))

    def __str__(self) -> str:
        parts = [self.kind]
        if self.target:
            parts.append(self.target)
        if self.count:
            parts.append(str(self.count))
        return " ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``{"kind": ..., "target": ..., "count": ...}`` (empty fields omitted)."""
        out: dict[str, Any] = {"kind": self.kind}
        if self.target:
            out["target"] = self.target
        if self.count:
            out["count"] = self.count
        return out

    @staticmethod
    def from_json(data: Any) -> Action:
        """Parse the JSON form (a dict as produced by `to_json`, or the text form as a string)."""
        if isinstance(data, str):
            return parse_action(data)
        if not isinstance(data, dict):
            raise ParseError(f"an action must be an object or a string, not {type(data).__name__}")
        unknown = set(data) - {"kind", "target", "count"}
        if unknown:
            raise ParseError(f"unknown action field(s): {', '.join(sorted(unknown))}")
        kind = data.get("kind")
        target = data.get("target", "")
        count = data.get("count", 0)
        if not isinstance(kind, str) or not _TOKEN.match(kind):
            raise ParseError("action field 'kind' must be a lower-case word")
        if not isinstance(target, str) or (target and not _TOKEN.match(target)):
            raise ParseError("action field 'target' must be a lower-case word")
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_COUNT:
            raise ParseError(f"action field 'count' must be an integer between 0 and {MAX_COUNT}")
        return Action(kind, target, count)


MAX_COUNT: Final = 10_000
"""The largest number an action carries (a guard: no game needs more)."""


def _number(word: str) -> bool:
    """A plain decimal number (ASCII digits only: '²' or '٣' are digits to Python, not to us)."""
    return word.isascii() and word.isdecimal() and len(word) <= 6


def parse_action(text: str) -> Action:
    """Parse the text form ``kind [target] [count]``; the inverse of ``str(action)``."""
    if not isinstance(text, str) or len(text) > 200:
        raise ParseError("an action is a short line of text such as 'pass' or 'buy wood 2'")
    tokens = text.strip().lower().split()
    if not tokens:
        raise ParseError("empty action: type one of the legal actions, e.g. 'pass'")
    kind, rest = tokens[0], tokens[1:]
    target = ""
    count = 0
    if rest and not _number(rest[0]):
        target, rest = rest[0], rest[1:]
    if rest:
        if not _number(rest[0]) or len(rest) > 1:
            raise ParseError(f"cannot read {text!r}: expected 'kind [target] [number]'")
        count = int(rest[0])
        if count > MAX_COUNT:
            raise ParseError(f"cannot read {text!r}: numbers go up to {MAX_COUNT}")
    if not _TOKEN.match(kind) or (target and not _TOKEN.match(target)):
        raise ParseError(f"cannot read {text!r}: words may use a-z, 0-9 and - only")
    return Action(kind, target, count)
