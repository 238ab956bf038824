"""What a balance study counts in The Pillars of the Earth: craftsmen hired (§3.1, §4.10),
advantage cards taken (§4.4), events that came up (§4.1), and the face-down event only its
watchers see (C§3 #11); what a decision claims (a craftsman hired in Phase I, the craftsman or
advantage card above a Shiring or Kingsbridge space) and which location a master builder visits;
each seat's VP, gold and resource cubes as the game goes on."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import Action, GameState
from masterbuilders.engine.study import Card, StudyHooks
from masterbuilders.pillars.data import RESOURCES, raw_toml
from masterbuilders.pillars.effects import sees_event
from masterbuilders.pillars.model import (
    ARCHBISHOP,
    BUILD,
    DATA,
    DISCARD,
    DRAFT,
    KEEP,
    LOCATION_SPACES,
    LOSE,
    MARKET,
    PLACE,
    PLACE_FREE,
    RETURN,
    SPACE_INDEX,
    SPACE_LOCATION,
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


def claims(state: GameState, action: Action) -> frozenset[str]:
    """What the deciding seat gets by `action`: the craftsman it hires in Phase I (§3.1.2), or,
    placing a master builder in Shiring or Kingsbridge, the craftsman (§4.10) or advantage card
    (§4.4) lying above that space, which it receives when Phase III reaches the location. Every
    other action claims nothing (resource cards are not counted; §4.11's gray workers neither)."""
    s = _table(state)
    kind = s.frames[-1].kind if s.frames else -1
    if kind == DRAFT and action.kind == "hire":
        return frozenset((action.target,))
    if kind in (PLACE, PLACE_FREE) and action.kind == "place":
        i = SPACE_INDEX[action.target]
        location = SPACE_LOCATION[i]
        if location == "shiring":
            row = s.shiring
        elif location == "kingsbridge":
            row = s.kingsbridge
        else:
            return frozenset()
        card = row[LOCATION_SPACES[location].index(i)]
        return frozenset((card,)) if card else frozenset()
    return frozenset()


def visits(state: GameState, action: Action) -> frozenset[str]:
    """The location of the space a master builder is placed on (§3.2.2); nothing otherwise."""
    s = _table(state)
    kind = s.frames[-1].kind if s.frames else -1
    if kind in (PLACE, PLACE_FREE) and action.kind == "place":
        return frozenset((SPACE_LOCATION[SPACE_INDEX[action.target]],))
    return frozenset()


def scores(state: GameState) -> list[int]:
    """Each seat's VP now (the final score, §6); events and unpaid taxes take VP away (§4.1, §4.9)."""
    return [p.vp for p in _table(state).players]


def resources(state: GameState) -> list[dict[str, int]]:
    """Each seat's gold (§4.3) and its building resource cubes by kind (§4.6-§4.8, §4.12)."""
    return [
        {"gold": p.gold, **dict(zip(RESOURCES, p.res, strict=True))} for p in _table(state).players
    ]


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
    claims=claims,
    claimable=frozenset(c for c, card in CARDS.items() if card.kind != "event"),
    visits=visits,
    locations={loc.id: Card(loc.name, "board location") for loc in DATA.locations},
    scores=scores,
    resources=resources,
)
