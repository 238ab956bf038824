"""Phase II (§3.2): the blind bag draw, the falling cost track, passing and the queue of passed
master builders, the starting player's once-per-round return, the free-placement card, the city
wall's limit of master builders per player."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import CHANCE, PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars import effects
from masterbuilders.pillars.actions import KEEP_BUILDER, PASS, RETURN_BUILDER, act
from masterbuilders.pillars.data import COLORS
from masterbuilders.pillars.model import (
    BUILDERS,
    CH_BUILDER,
    COST_START,
    DATA,
    LOCATION_SPACES,
    PLACE,
    PLACE_FREE,
    RETURN,
    SPACE_INDEX,
    SPACE_LOCATION,
    SPACES,
    Decision,
    Table,
    privilege_named,
    space_name,
    step_of,
)

PHASE2_STEP: Final = step_of("builders")
FREE_PLACEMENT: Final = effects.use_action(effects.FREE_PLACEMENT)


def cost(s: Table) -> int:
    """The cost marker: 7 for the first placement or pass, one less after each, free from the
    eighth on (§3.2.3). With 2 players it is 0 once all 6 are drawn (§3.2.3); queued builders are
    always placed for free (§3.2.4)."""
    if s.step < PHASE2_STEP:
        return COST_START  # the marker waits next to 7 until Phase II (§2.1, §5)
    if s.drawn < 0 and not any(s.bag):
        return 0
    return max(0, COST_START - s.cost_idx)


def step_place_builders(s: Table) -> None:
    """Draw master builders one by one until the bag is empty, then place the passed ones for free
    in the order they passed (§3.2.1, §3.2.4)."""
    if s.sub == 0:
        s.bag = [BUILDERS] * s.num_players
        s.drawn_count = [0] * s.num_players
        s.builder_aside = [0] * s.num_players
        s.sub = 1
        s.note(PUBLIC, Msg("pillars-log-phase-2"))
    if sum(s.bag):
        s.push(CH_BUILDER, CHANCE)
        return
    if s.queue:
        seat = s.queue.pop(0)
        s.push(PLACE_FREE, seat, 0)
        return
    s.next_step()


DRAW_ACTIONS: Final = tuple(act("draw-builder", c) for c in COLORS)


def _draw_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    total = sum(s.bag)
    return [(DRAW_ACTIONS[c], n / total) for c, n in enumerate(s.bag) if n]


def _draw_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = COLORS.index(action.target)
    s.frames.pop()
    s.bag[seat] -= 1
    name = s.seat_said(seat)
    limit = s.players[seat].builders
    if s.drawn_count[seat] >= limit:
        s.builder_aside[seat] += 1
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-set-aside", seat=name, n=limit))
        return
    s.drawn_count[seat] += 1
    s.drawn = seat
    if s.logging:
        s.note(
            PUBLIC,
            Msg("pillars-log-draws", starter=s.seat_said(s.start), seat=name, cost=cost(s)),
        )
    s.push(PLACE, seat)
    if not s.return_used:
        s.push(RETURN, s.start)


# ---- the starting player's return (§3.2.1) ---------------------------------------------------------
def _return_legal(s: Table, frame: Frame) -> list[Action]:
    return [KEEP_BUILDER, RETURN_BUILDER]


def _return_apply(s: Table, frame: Frame, action: Action) -> None:
    s.frames.pop()
    if action is RETURN_BUILDER or action.kind == "return":
        seat = s.drawn
        s.frames.pop()  # the owner's placement decision is gone with the builder
        s.bag[seat] += 1
        s.drawn_count[seat] -= 1
        s.drawn = -1
        s.return_used = True
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-returns", starter=s.seat_said(frame.seat), seat=s.seat_said(seat)),
            )


def _return_explain(s: Table, frame: Frame, action: Action) -> Msg:
    return Msg("pillars-refuse-return", action=str(action), rule="§3.2.1")


def _return_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-return", seat=s.seat_said(s.drawn))


# ---- placing or passing (§3.2.3) ---------------------------------------------------------------------
PLACE_ACTIONS: Final = tuple(act("place", name) for name in SPACES)
FILLED_IN_ORDER: Final = {loc.id for loc in DATA.locations if loc.fill_in_order}
PLACE_GROUPS: Final[tuple[tuple[bool, tuple[int, ...]], ...]] = tuple(
    (loc.id in FILLED_IN_ORDER, LOCATION_SPACES[loc.id]) for loc in DATA.locations
)


def _free_spaces(s: Table) -> list[Action]:
    """Free spaces in board order. At the priory, the court and the market the spaces fill in
    placement order (§4.5, §4.9, §4.12; data mark INF), so only the first free one is offered."""
    spaces = s.spaces
    out = []
    for in_order, group in PLACE_GROUPS:
        for i in group:
            if spaces[i] < 0:
                out.append(PLACE_ACTIONS[i])
                if in_order:
                    break
    return out


def _skipped_space(s: Table, i: int) -> Msg:
    """Why free space `i` is not offered: an earlier space of its location is still free."""
    loc = SPACE_LOCATION[i]
    first = next(j for j in LOCATION_SPACES[loc] if s.spaces[j] < 0)
    rule = {"priory": "§4.5", "court": "§4.9", "market": "§4.12"}.get(loc, "§3.2.2")
    return Msg(
        "pillars-refuse-place-order",
        space=space_name(SPACES[i]),
        next=space_name(SPACES[first]),
        rule=rule,
    )


def _place_legal(s: Table, frame: Frame) -> list[Action]:
    """Documented order: free spaces in board order, then pass, then the free-placement card."""
    c = cost(s)
    p = s.players[frame.seat]
    out = _free_spaces(s) if p.gold >= c else []
    if c > 0:
        out.append(PASS)
        if effects.held(p, effects.FREE_PLACEMENT):
            out.append(FREE_PLACEMENT)
    return out


def _place(s: Table, seat: int, space: str, paid: int) -> None:
    s.spaces[SPACE_INDEX[space]] = seat
    if s.logging:
        s.note(
            PUBLIC,
            Msg("pillars-log-places", seat=s.seat_said(seat), space=space_name(space), paid=paid),
        )


def _place_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    c = cost(s)
    s.frames.pop()
    s.drawn = -1
    if action.kind == "place":
        p.gold -= c
        _place(s, seat, action.target, c)
        s.cost_idx += 1
    elif action.kind == "pass":
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-passes-placing", seat=s.seat_said(seat), cost=c))
        s.queue.append(seat)
        s.cost_idx += 1
    else:
        effects.spend_card(s, seat, effects.FREE_PLACEMENT, Msg("pillars-why-free-placement"))
        s.push(PLACE_FREE, seat, 1)


def _place_explain(s: Table, frame: Frame, action: Action) -> Msg:
    c = cost(s)
    p = s.players[frame.seat]
    if action.kind == "place":
        i = SPACE_INDEX.get(action.target)
        if i is None or action.count:
            return Msg("pillars-refuse-no-space", space=str(action)[6:], rule="§3.2.2")
        if s.spaces[i] >= 0:
            return Msg("pillars-refuse-space-taken", space=space_name(action.target), rule="§3.2.2")
        if p.gold >= c:
            return _skipped_space(s, i)
        return Msg("pillars-refuse-place-gold", cost=c, gold=p.gold, rule="§3.2.3")
    if action.kind == "pass":
        return Msg("pillars-refuse-pass", rule="§3.2.3")
    if action == FREE_PLACEMENT:
        name = privilege_named(action.target)
        if c == 0:
            return Msg("pillars-refuse-free-no-need", card=name, rule="§3.2.3")
        return Msg("pillars-refuse-free-not-held", card=name, rule="§9")
    return Msg("pillars-refuse-place", action=str(action), rule="§3.2.3")


def _place_describe(s: Table, frame: Frame) -> Msg:
    c = cost(s)
    if c:
        return Msg("pillars-decide-place", cost=c)
    return Msg("pillars-decide-place-last")


def _free_legal(s: Table, frame: Frame) -> list[Action]:
    return _free_spaces(s)


def _free_apply(s: Table, frame: Frame, action: Action) -> None:
    s.frames.pop()
    _place(s, frame.seat, action.target, 0)
    if frame.data:
        s.cost_idx += 1  # the free-placement card: the cost marker still moves (C§7 D2)


def _free_explain(s: Table, frame: Frame, action: Action) -> Msg:
    if action.kind == "place":
        i = SPACE_INDEX.get(action.target)
        if i is None or action.count:
            return Msg("pillars-refuse-no-space", space=str(action)[6:], rule="§3.2.2")
        return Msg("pillars-refuse-space-taken", space=space_name(action.target), rule="§3.2.2")
    return Msg("pillars-refuse-place-free", action=str(action), rule="§3.2.4")


def _free_describe(s: Table, frame: Frame) -> Msg:
    if frame.data:
        return Msg("pillars-decide-place-card")
    return Msg("pillars-decide-place-passed")


def _draw_explain(s: Table, frame: Frame, action: Action) -> Msg:
    return Msg("pillars-refuse-draw", action=str(action), bag=str(s.bag))


def _draw_legal(s: Table, frame: Frame) -> list[Action]:
    return [a for a, _ in _draw_outcomes(s, frame)]


def _draw_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-draw")


DECISIONS: Final = {
    CH_BUILDER: Decision(_draw_legal, _draw_apply, _draw_explain, _draw_describe),
    RETURN: Decision(_return_legal, _return_apply, _return_explain, _return_describe),
    PLACE: Decision(_place_legal, _place_apply, _place_explain, _place_describe),
    PLACE_FREE: Decision(_free_legal, _free_apply, _free_explain, _free_describe),
}
OUTCOMES: Final = {CH_BUILDER: _draw_outcomes}
