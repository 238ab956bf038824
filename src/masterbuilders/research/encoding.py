"""Fixed integer codes for actions and chance outcomes, and the flat observation layout helper.

The engine speaks `Action(kind, target, count)`; learning code wants integers and arrays. An
`ActionCodec` is a fixed, documented enumeration of every action a game can ever offer (built from
the game's data tables, not from play), so `encode`/`decode` are stable across versions of a game
and across player counts. Chance outcomes get a codec of their own (OpenSpiel numbers chance
outcomes separately from player actions).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import SupportsIndex

from masterbuilders.engine.actions import Action
from masterbuilders.engine.errors import MasterbuildersError


class CodecError(MasterbuildersError):
    """An integer that is no action code, or an action the codec does not know."""

    code = "codec_error"


def _same(action: Action) -> Action:
    return action


def canonical_pair(action: Action) -> Action:
    """Chance outcomes that deal an unordered set of cards (``a+b``) have one code whatever the
    order the deck lists them in: the parts are sorted."""
    if "+" not in action.target:
        return action
    return Action(action.kind, "+".join(sorted(action.target.split("+"))), action.count)


class ActionCodec:
    """A bijection between a fixed list of actions and ``range(size)``."""

    def __init__(
        self,
        name: str,
        actions: Iterable[Action],
        canonical: Callable[[Action], Action] | None = None,
    ) -> None:
        self.name = name
        self._canonical = canonical or _same
        self.actions: tuple[Action, ...] = tuple(self._canonical(a) for a in actions)
        self._index: dict[Action, int] = {}
        for i, a in enumerate(self.actions):
            if a in self._index:
                raise ValueError(f"{name}: action {a} listed twice")
            self._index[a] = i

    @property
    def size(self) -> int:
        return len(self.actions)

    def encode(self, action: Action) -> int:
        """The code of `action` (raises CodecError for an action outside the enumeration)."""
        code = self._index.get(action)
        if code is None:
            code = self._index.get(self._canonical(action))
            if code is None:
                raise CodecError(f"{self.name}: '{action}' is not in the action enumeration")
        return code

    def decode(self, code: object) -> Action:
        """The action with code `code` (raises CodecError outside ``range(size)``)."""
        if not isinstance(code, int) and isinstance(code, SupportsIndex):
            code = operator.index(code)  # numpy integers
        if not isinstance(code, int) or isinstance(code, bool) or not 0 <= code < self.size:
            raise CodecError(f"{self.name}: {code!r} is not an action code (0..{self.size - 1})")
        return self.actions[code]

    def encode_all(self, actions: Iterable[Action]) -> list[int]:
        return [self.encode(a) for a in actions]

    def describe(self) -> list[tuple[int, str]]:
        """(code, text form) for every code, for documentation."""
        return [(i, str(a)) for i, a in enumerate(self.actions)]

    def ranges(self) -> list[tuple[str, int, int]]:
        """(kind, first code, last code) for each run of one action kind, for documentation."""
        out: list[tuple[str, int, int]] = []
        for i, a in enumerate(self.actions):
            if out and out[-1][0] == a.kind and out[-1][2] == i - 1:
                out[-1] = (a.kind, out[-1][1], i)
            else:
                out.append((a.kind, i, i))
        return out


@dataclass(frozen=True)
class Block:
    """One named block of a flat observation vector."""

    name: str
    offset: int
    size: int
    doc: str

    @property
    def slice(self) -> slice:
        return slice(self.offset, self.offset + self.size)


class Layout:
    """The documented layout of a flat observation: consecutive named blocks."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.size = 0

    def add(self, name: str, size: int, doc: str) -> slice:
        block = Block(name, self.size, size, doc)
        self.blocks.append(block)
        self.size += size
        return block.slice

    def block(self, name: str) -> Block:
        for b in self.blocks:
            if b.name == name:
                return b
        raise KeyError(name)

    def markdown(self) -> str:
        """The layout as a Markdown table (offset, size, name, meaning)."""
        rows = ["| offset | size | block | meaning |", "|---:|---:|---|---|"]
        rows += [f"| {b.offset} | {b.size} | `{b.name}` | {b.doc} |" for b in self.blocks]
        return "\n".join(rows)


def starts(blocks: dict[str, slice]) -> dict[str, int]:
    """Where each named block begins (int offsets, for encoders that write entry by entry)."""
    out: dict[str, int] = {}
    for name, part in blocks.items():
        start: int = part.start
        out[name] = start
    return out


def one_of(ids: Sequence[str]) -> dict[str, int]:
    """Index of each id (for one-hot and multi-hot blocks)."""
    return {x: i for i, x in enumerate(ids)}
