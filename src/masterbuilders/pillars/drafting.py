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


def _draft_explain(s: Table, frame: Frame, action: Action) -> str:
    p = s.players[frame.seat]
    t = action.target
    if action.kind == "take":
        rc = DATA.resource_cards.get(t)
        if rc is None or t not in s.supply_cards:
            return f"cannot take {t}: it is not a resource card in the supply (§3.1.2)"
        return (
            f"cannot take {t}: it needs {rc.workers} workers and you have {p.free_workers()} "
            "available (§3.1.2)"
        )
    if action.kind == "hire":
        c = DATA.craftsmen.get(t)
        if c is None or t not in s.supply_cards:
            return f"cannot hire {t}: it is not a craftsman in the supply (§3.1.2)"
        return f"cannot hire {t}: it costs {c.cost} gold and you have {p.gold} (§3.1.2)"
    return (
        f"'{action}' is not a Phase I choice: take a resource card, hire a craftsman or pass (§3.1)"
    )


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


def discard_explain(s: Table, frame: Frame, action: Action) -> str:
    p = s.players[frame.seat]
    return (
        f"you employ {len(p.craftsmen)} craftsmen but have room for {p.limit}: discard one of "
        f"{', '.join(p.craftsmen)} (§3.1.3)"
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
