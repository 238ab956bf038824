"""Interned action values of the Pillars, so that legal-action lists allocate nothing new."""

from __future__ import annotations

from functools import cache

from masterbuilders.engine import Action


@cache
def act(kind: str, target: str = "", count: int = 0) -> Action:
    """The one Action instance for (kind, target, count)."""
    return Action(kind, target, count)


PASS = act("pass")
KEEP_BUILDER = act("keep")
RETURN_BUILDER = act("return")
PROTECT = act("protect")
DECLINE = act("decline")
LEAVE = act("leave")
DONE = act("done")
