"""Interned action values of the Pillars, so that legal-action lists allocate nothing new."""

from __future__ import annotations

from functools import cache
from typing import Final

from masterbuilders.engine import Action


@cache
def act(kind: str, target: str = "", count: int = 0) -> Action:
    """The one Action instance for (kind, target, count)."""
    return Action(kind, target, count)


PASS: Final = act("pass")
KEEP_BUILDER: Final = act("keep")
RETURN_BUILDER: Final = act("return")
PROTECT: Final = act("protect")
DECLINE: Final = act("decline")
LEAVE: Final = act("leave")
DONE: Final = act("done")
