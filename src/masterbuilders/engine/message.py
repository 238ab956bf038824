"""What the engine says, in no language: a message id with its parameters (`Msg`).

Log lines, action labels, card and place names are made here as ids and parameters; words are
chosen only where a reader is, by `masterbuilders.i18n` from the catalogs (gettext `.po` files)
of that reader's language. So a game recorded today reads in any language later, and two players
of one game each read it in their own.

A parameter is an int, a str that is no word (a seat's name 'P1', a number the rules print), a
nested `Msg` (a card's name inside a log line), or a tuple of those (rendered as the language
lists things: 'A, B and C'). A message whose catalog entry has plural forms is chosen by its
parameter `n`.
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias, Union

Arg: TypeAlias = Union[int, str, "Msg", tuple[Any, ...]]

KEY: Final = "msg"
"""The key that marks a message in JSON (`{"msg": id, "args": {...}}`)."""


class Msg:
    """A message id and its named parameters; equal when both are."""

    __slots__ = ("args", "id")

    def __init__(self, id: str, **args: Arg) -> None:
        self.id = id
        self.args: dict[str, Arg] = args

    def to_json(self) -> dict[str, Any]:
        """{"msg": id, "args": {...}}, nested messages as the same; tuples as lists."""
        return {KEY: self.id, "args": {k: _arg_json(v) for k, v in self.args.items()}}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.id == other.id and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.args))))

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Arg]]]:
        """Pickled as its id and parameters (states with messages in their log go to the bot
        processes; a compiled class is rebuilt through `_rebuild`)."""
        return (_rebuild, (self.id, self.args))

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"Msg({self.id!r}{inner})"

    def __str__(self) -> str:
        """The message in no language: its id and parameters ('builders-refuse-coins
        (coins=3, cost=5, rule=§A5)'), for logs and programs; readers get it rendered."""
        if not self.args:
            return self.id
        return f"{self.id} ({', '.join(f'{k}={_arg_str(v)}' for k, v in self.args.items())})"


def _arg_str(value: Arg) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_arg_str(v) for v in value) + "]"
    return str(value)


def _rebuild(id: str, args: dict[str, Arg]) -> Msg:
    return Msg(id, **args)


def from_json(data: dict[str, Any]) -> Msg:
    """The message `Msg.to_json` wrote."""
    return Msg(str(data[KEY]), **{k: _arg_from(v) for k, v in data.get("args", {}).items()})


def is_message(data: object) -> bool:
    """Whether JSON data is a message (`Msg.to_json`)."""
    return isinstance(data, dict) and KEY in data and "args" in data and len(data) == 2


def _arg_json(value: Arg) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, tuple):
        return [_arg_json(v) for v in value]
    return value


def _arg_from(value: Any) -> Arg:
    if is_message(value):
        return from_json(value)
    if isinstance(value, list):
        return tuple(_arg_from(v) for v in value)
    if isinstance(value, int | str):
        return value
    raise ValueError(f"not a message parameter: {value!r}")


def as_json(said: Msg | str) -> Any:
    """What a game said, as JSON: a message's `to_json`, a plain text as it is (a reader renders
    either with masterbuilders.i18n.localize)."""
    return said.to_json() if isinstance(said, Msg) else said
