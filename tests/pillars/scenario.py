"""Helpers that build exact Pillars situations for scenario tests."""

from __future__ import annotations

from masterbuilders.pillars.flow import advance
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import SPACE_INDEX, step_of


def new(players: int = 2) -> PillarsState:
    return PillarsState(players, {})


def deal_round(
    s: PillarsState,
    privileges: str = "aliena+tom",
    shiring: str | None = None,
    set_aside: str = "sand-4+stone-4",
) -> PillarsState:
    """Resolve the round set-up chance draws with chosen outcomes."""
    from masterbuilders.pillars.model import ROUND_CRAFTSMEN

    if s.round < 6:
        s.apply_text(f"deal-privileges {privileges}")
    s.apply_text(f"deal-shiring {shiring or '+'.join(ROUND_CRAFTSMEN[s.round][:2])}")
    s.apply_text(f"set-aside {set_aside}")
    return s


def jump(s: PillarsState, step: str, **spaces: str) -> PillarsState:
    """Go straight to a round step, with master builders on the named spaces (space=color)."""
    from masterbuilders.pillars.data import COLORS

    s.frames.clear()
    for space, color in spaces.items():
        s.spaces[SPACE_INDEX[space.replace("_", "-")]] = COLORS.index(color)
    s.step = step_of(step)
    s.sub = 0
    s.cursor = 0
    advance(s)
    return s


def do(s: PillarsState, *texts: str) -> PillarsState:
    for t in texts:
        s.apply_text(t)
    return s


def legal(s: PillarsState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def ellen_game(event: str, players: int = 3, owner: int = 1) -> PillarsState:
    """Round 1 after set-up, with seat `owner` holding Ellen: the event is drawn face down and only
    the owner knows it (C§3 #11)."""
    s = new(players)
    s.players[owner].privileges.append("ellen")
    do(
        s,
        "deal-privileges aliena+tom",
        "deal-shiring mason-r1+toolmaker-r1",
        "set-aside sand-4+stone-4",
    )
    do(s, f"event {event}")
    return s
