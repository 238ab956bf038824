"""Round set-up (§2.1, §3.0), the chance draws it makes, and the end of a round (§5)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations
from typing import Final

from masterbuilders.engine import CHANCE, PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.actions import act
from masterbuilders.pillars.data import METAL
from masterbuilders.pillars.effects import sees_event
from masterbuilders.pillars.model import (
    BUILDERS,
    CH_CRAFTSMEN,
    CH_EVENT,
    CH_PRIVILEGES,
    CH_RESOURCES,
    DATA,
    GAME_OVER_STEP,
    LAST_ROUND_PRIVILEGES,
    RESOURCE_CARDS,
    ROUND_CRAFTSMEN,
    ROUNDS,
    Decision,
    Table,
    craftsman_named,
    event_named,
    listed,
    privilege_named,
    resource_card_named,
)

CARRY_TO_SUPPLY: Final[int] = DATA.number("resource_cards_in_supply")
COURT_METAL: Final[int] = DATA.number("court_metal")


def _pair_outcomes(kind: str, cards: list[str], k: int) -> list[tuple[Action, float]]:
    return _pairs(kind, tuple(cards), k)


@cache
def _pairs(kind: str, cards: tuple[str, ...], k: int) -> list[tuple[Action, float]]:
    """Every unordered k-subset of `cards`, equally likely (cached: decks repeat across games)."""
    combos = list(combinations(cards, k))
    p = 1.0 / len(combos)
    return [(act(kind, "+".join(c)), p) for c in combos]


# ---- advantage cards ---------------------------------------------------------------------------
def step_privileges(s: Table) -> None:
    """Start of round: the top 2 advantage cards go face up to Kingsbridge (§3.0). Before round 6
    these are always the 2 last-round cards (§2.1, §9); earlier, 2 of the unseen regular cards."""
    if s.round == ROUNDS:
        s.kingsbridge = list(LAST_ROUND_PRIVILEGES)
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-kingsbridge-last", cards=_names(s.kingsbridge)))
        s.next_step()
    else:
        s.push(CH_PRIVILEGES, CHANCE)


def _privilege_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    return _pair_outcomes("deal-privileges", s.priv_deck, DATA.number("privileges_per_round"))


def _apply_privileges(s: Table, frame: Frame, action: Action) -> None:
    cards = action.target.split("+")
    for c in cards:
        s.priv_deck.remove(c)
    s.kingsbridge = cards
    s.frames.pop()
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-kingsbridge", cards=_names(cards)))
    s.next_step()


def _names(ids: list[str]) -> Msg:
    """'A and B' (the two advantage cards of a round; one where only one is left)."""
    return listed([privilege_named(i) for i in ids if i])


# ---- craftsmen -----------------------------------------------------------------------------------
def step_craftsmen(s: Table) -> None:
    """The round's 4 craftsmen: 2 face up to Shiring, 2 to the Phase I supply (§3.0, §5)."""
    s.push(CH_CRAFTSMEN, CHANCE)


def _craftsmen_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    return _pair_outcomes(
        "deal-shiring", list(ROUND_CRAFTSMEN[s.round]), DATA.number("craftsmen_to_shiring")
    )


def _apply_craftsmen(s: Table, frame: Frame, action: Action) -> None:
    shiring = action.target.split("+")
    s.shiring = shiring
    s.supply_cards = [c for c in ROUND_CRAFTSMEN[s.round] if c not in shiring]
    s.frames.pop()
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-craftsmen",
                shiring=tuple(craftsman_named(c) for c in shiring),
                hire=tuple(craftsman_named(c) for c in s.supply_cards),
            ),
        )
    s.next_step()


# ---- resource cards ------------------------------------------------------------------------------
def step_resources(s: Table) -> None:
    """Shuffle the 9 resource cards; 7 join the supply, 2 are set aside this round (§3.0, §5)."""
    s.push(CH_RESOURCES, CHANCE)


def _resource_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    return _pair_outcomes("set-aside", list(RESOURCE_CARDS), len(RESOURCE_CARDS) - CARRY_TO_SUPPLY)


def _apply_resources(s: Table, frame: Frame, action: Action) -> None:
    aside = action.target.split("+")
    s.set_aside = aside
    s.supply_cards = [c for c in RESOURCE_CARDS if c not in aside] + s.supply_cards
    s.frames.pop()
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-resource-cards",
                cards=tuple(map(resource_card_named, s.supply_cards[:CARRY_TO_SUPPLY])),
            ),
        )
    s.next_step()


# ---- the event (drawn early only when somebody may look at it) ----------------------------------
def step_event_preview(s: Table) -> None:
    """A see-event card: at the start of each round its owner may look at the coming event card
    (C§3 #11). The event is then drawn now (seen only by that owner); otherwise it is drawn when
    revealed."""
    if s.event:
        for seat, p in enumerate(s.players):
            if sees_event(p) and s.logging:
                s.note(seat, Msg("pillars-log-see-event", event=event_named(s.event)))
        s.next_step()
    elif any(sees_event(p) for p in s.players):
        s.push(CH_EVENT, CHANCE)
    else:
        s.next_step()


def event_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    p = 1.0 / len(s.event_deck)
    return [(act("event", e), p) for e in s.event_deck]


def apply_event_draw(s: Table, frame: Frame, action: Action) -> None:
    s.event_deck.remove(action.target)
    s.event = action.target
    s.frames.pop()


# ---- end of round (§5) -----------------------------------------------------------------------------
def step_end_of_round(s: Table) -> None:
    """After round 6 the game ends (§6). Otherwise prepare the next round (§5): restock the market
    to 4/4/4 and the court's metal, return used gray workers, reset the cost marker."""
    if s.round == ROUNDS:
        s.note(PUBLIC, Msg("pillars-log-game-over"))
        s.step = GAME_OVER_STEP
        return
    stock = DATA.number("market_stock")
    for i, name in enumerate(("stone", "wood", "sand")):
        want = stock[name] - s.market[i]
        move = max(0, min(want, s.supply[i]))
        s.market[i] += move
        s.supply[i] -= move
    if not s.court_metal:
        s.court_metal = min(COURT_METAL, s.supply[METAL])
        s.supply[METAL] -= s.court_metal
    for p in s.players:
        s.castle_gray += p.gray
        p.gray = p.gray_next
        p.gray_next = 0
        p.bought = p.sold = 0
        p.reset_round_effects()
        p.builders, p.builders_next = p.builders_next, BUILDERS
    s.round += 1
    s.cost_idx = 0
    s.return_used = False
    s.drawn = -1
    s.queue = []
    s.spaces = [-1] * len(s.spaces)
    s.tax = 0
    s.event = ""
    s.event_revealed = False
    s.kingsbridge = ["", ""]
    s.shiring = ["", ""]
    s.supply_cards = []
    s.set_aside = []
    s.step = 0
    s.sub = 0
    s.cursor = 0
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-round", round=s.round, seat=s.seat_said(s.start)))


def chance_decision(
    outcomes: Callable[[Table, Frame], list[tuple[Action, float]]],
    apply: Callable[[Table, Frame, Action], None],
    what: Msg,
) -> Decision:
    """A chance frame: its legal actions are its outcomes."""

    def legal(s: Table, frame: Frame) -> list[Action]:
        return [a for a, _ in outcomes(s, frame)]

    def explain(s: Table, frame: Frame, action: Action) -> Msg:
        return Msg("pillars-refuse-outcome", action=str(action))

    def describe(s: Table, frame: Frame) -> Msg:
        return what

    return Decision(legal, apply, explain, describe)


DECISIONS: Final = {
    CH_PRIVILEGES: chance_decision(
        _privilege_outcomes, _apply_privileges, Msg("pillars-decide-deal-privileges")
    ),
    CH_CRAFTSMEN: chance_decision(
        _craftsmen_outcomes, _apply_craftsmen, Msg("pillars-decide-deal-craftsmen")
    ),
    CH_RESOURCES: chance_decision(
        _resource_outcomes, _apply_resources, Msg("pillars-decide-set-aside")
    ),
    CH_EVENT: chance_decision(event_outcomes, apply_event_draw, Msg("pillars-decide-event")),
}
OUTCOMES: Final = {
    CH_PRIVILEGES: _privilege_outcomes,
    CH_CRAFTSMEN: _craftsmen_outcomes,
    CH_RESOURCES: _resource_outcomes,
    CH_EVENT: event_outcomes,
}
