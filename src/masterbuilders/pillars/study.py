"""What a balance study counts in The Pillars of the Earth: craftsmen hired (§3.1, §4.10),
advantage cards taken (§4.4), events that came up (§4.1), and the face-down event only its
watchers see (C§3 #11)."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import GameState
from masterbuilders.engine.study import Card, StudyHooks
from masterbuilders.pillars.data import raw_toml
from masterbuilders.pillars.effects import sees_event
from masterbuilders.pillars.model import (
    ARCHBISHOP,
    BUILD,
    DATA,
    DISCARD,
    DRAFT,
    KEEP,
    LOSE,
    MARKET,
    PLACE,
    PLACE_FREE,
    RETURN,
    STARTING_CRAFTSMEN,
    USE_CARD,
    Table,
)

KINDS: Final = {
    DRAFT: "Phase I: draft a card (§3.1)",
    DISCARD: "Phase I: discard a craftsman over the limit (§3.1.3)",
    RETURN: "Phase II: return the drawn master builder? (§3.2.1)",
    PLACE: "Phase II: place a master builder (§3.2)",
    PLACE_FREE: "Phase II: place a passed master builder free (§3.2.4)",
    ARCHBISHOP: "Phase III: Archbishop's seat (§4.2)",
    USE_CARD: "use an advantage card (§9)",
    LOSE: "Phase III: lose a craftsman to an event (§4.1)",
    MARKET: "Phase III: resource market (§4.12)",
    BUILD: "Phase III: craftsmen work on the cathedral (§4.13)",
    KEEP: "Phase III: return cubes over the carry-over limit (§4.13)",
}
"""Each seat decision's kind in the players' words."""


def _table(state: GameState) -> Table:
    assert isinstance(state, Table)
    return state


def decision_kind(state: GameState) -> str:
    return KINDS[_table(state).frames[-1].kind]


def round_of(state: GameState) -> int:
    return _table(state).round


def first_player(state: GameState) -> int:
    """The starting player (asked at the first decision: the first round's, §2.1, the seat with
    the least gold)."""
    return _table(state).start


def holdings(state: GameState) -> list[frozenset[str]]:
    """Each seat's craftsmen (but the starting three everyone has) and the advantage cards it
    took (immediate ones included)."""
    return [
        frozenset(c for c in p.craftsmen if c not in STARTING_CRAFTSMEN) | frozenset(p.taken)
        for p in _table(state).players
    ]


def revealed(state: GameState) -> frozenset[str]:
    s = _table(state)
    return frozenset(s.events_seen)


def hidden(state: GameState, seat: int) -> int:
    """1 while the round's event lies face down and the seat holds no card to look at it."""
    s = _table(state)
    return int(bool(s.event) and not s.event_revealed and not sees_event(s.players[seat]))


CARDS: Final = {
    **{
        c.id: Card(f"{c.name} (round {c.round})", "craftsman")
        for c in DATA.craftsmen.values()
        if c.round
    },
    **{p.id: Card(p.name, "advantage card") for p in DATA.privileges.values()},
    **{e.id: Card(e.name, "event") for e in DATA.events.values()},
}

HOOKS: Final = StudyHooks(
    decision_kind=decision_kind,
    round_of=round_of,
    first_player=first_player,
    holdings=holdings,
    revealed=revealed,
    hidden=hidden,
    cards=CARDS,
    tiebreaks=("most gold (§6)",),
    raw_data=raw_toml,
)
