"""Phase I (§3.1): drafting resource cards and craftsmen in turn order, pass-and-out, the craftsman
limit, and the remaining workers going to the wool mill."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.actions import PASS, act
from masterbuilders.pillars.model import (
    DATA,
    DISCARD,
    DRAFT,
    Decision,
    Outcomes,
    Table,
    craftsman_named,
    listed,
    resource_card_named,
)


def step_draft(s: Table) -> None:
    """Players take one card each in turn, clockwise from the starting player, or pass and are out;
    Phase I ends when the 9 cards are gone or everyone has passed (§3.1.1). `cursor` holds the
    next seat; `sub` is a bit set of the seats that passed."""
    n = s.num_players
    if s.sub == 0 and s.cursor == 0:
        s.cursor = s.start
        s.sub = 1 << n  # marks "started"; low bits are the passed seats
    passed = s.sub & ((1 << n) - 1)
    if not s.supply_cards or passed == (1 << n) - 1:
        for cid in s.supply_cards:
            if cid in DATA.craftsmen and s.logging:
                s.note(PUBLIC, Msg("pillars-log-not-hired", craftsman=craftsman_named(cid)))
        s.supply_cards = []
        s.next_step()
        return
    seat = s.cursor
    while passed & (1 << seat):
        seat = (seat + 1) % n
    s.cursor = seat
    s.push(DRAFT, seat)


def _after_turn(s: Table, seat: int) -> None:
    s.cursor = (seat + 1) % s.num_players


def _draft_legal(s: Table, frame: Frame) -> list[Action]:
    """Documented order: resource cards (supply order), then craftsmen, then pass."""
    p = s.players[frame.seat]
    free = p.free_workers()
    out = []
    for cid in s.supply_cards:
        rc = DATA.resource_cards.get(cid)
        if rc is not None:
            if rc.workers <= free:
                out.append(act("take", cid))
        elif DATA.craftsmen[cid].cost <= p.gold:
            out.append(act("hire", cid))
    out.append(PASS)
    return out


def _draft_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    s.frames.pop()
    name = s.seat_said(seat)
    if action.kind == "pass":
        s.sub |= 1 << seat
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-passes", seat=name))
    elif action.kind == "take":
        rc = DATA.resource_cards[action.target]
        s.supply_cards.remove(action.target)
        p.cards.append(action.target)
        p.placed += rc.workers
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "pillars-log-takes-card",
                    seat=name,
                    card=resource_card_named(action.target),
                    workers=rc.workers,
                ),
            )
    else:
        c = DATA.craftsmen[action.target]
        s.supply_cards.remove(action.target)
        p.gold -= c.cost
        p.craftsmen.append(c.id)
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-hires", seat=name, craftsman=craftsman_named(c.id), cost=c.cost),
            )
        if len(p.craftsmen) > p.limit:
            s.push(DISCARD, seat)
    _after_turn(s, seat)


def _draft_explain(s: Table, frame: Frame, action: Action) -> Msg:
    p = s.players[frame.seat]
    t = action.target
    if action.kind == "take":
        rc = DATA.resource_cards.get(t)
        if rc is None or t not in s.supply_cards:
            return Msg("pillars-refuse-take-supply", code=t, rule="§3.1.2")
        needs = Msg("pillars-workers", n=rc.workers)
        return Msg(
            "pillars-refuse-take-workers",
            card=resource_card_named(t),
            needs=needs,
            free=p.free_workers(),
            rule="§3.1.2",
        )
    if action.kind == "hire":
        c = DATA.craftsmen.get(t)
        if c is None or t not in s.supply_cards:
            return Msg("pillars-refuse-hire-supply", code=t, rule="§3.1.2")
        return Msg(
            "pillars-refuse-hire-gold",
            craftsman=craftsman_named(t),
            cost=c.cost,
            gold=p.gold,
            rule="§3.1.2",
        )
    return Msg("pillars-refuse-draft", action=str(action), rule="§3.1")


def _draft_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-draft")


def discard_legal(s: Table, frame: Frame) -> list[Action]:
    """Any of the player's craftsmen may go, including the one just taken (§3.1.3); row order."""
    return [act("discard", c) for c in dict.fromkeys(s.players[frame.seat].craftsmen)]


def discard_apply(s: Table, frame: Frame, action: Action) -> None:
    p = s.players[frame.seat]
    p.craftsmen.remove(action.target)
    s.frames.pop()
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-discards",
                seat=s.seat_said(frame.seat),
                limit=p.limit,
                craftsman=craftsman_named(action.target),
            ),
        )


def discard_explain(s: Table, frame: Frame, action: Action) -> Msg:
    p = s.players[frame.seat]
    names = listed([craftsman_named(c) for c in p.craftsmen])
    return Msg(
        "pillars-refuse-discard", n=len(p.craftsmen), limit=p.limit, craftsmen=names, rule="§3.1.3"
    )


def discard_describe(s: Table, frame: Frame) -> Msg:
    p = s.players[frame.seat]
    return Msg("pillars-decide-discard", limit=p.limit)


def step_wool_mill_workers(s: Table) -> None:
    """Workers still in a player's supply at the end of Phase I go to the wool mill (§3.1.4)."""
    for seat, p in enumerate(s.players):
        p.wool = p.free_workers()
        if p.wool and s.logging:
            s.note(PUBLIC, Msg("pillars-log-to-wool-mill", seat=s.seat_said(seat), n=p.wool))
    s.next_step()


DECISIONS: Final = {
    DRAFT: Decision(_draft_legal, _draft_apply, _draft_explain, _draft_describe),
    DISCARD: Decision(discard_legal, discard_apply, discard_explain, discard_describe),
}
OUTCOMES: Final[dict[int, Outcomes]] = {}
