"""Phase III action 13 (§4.13, §7, §8): craftsmen turn cubes and gold into VP, one small decision per
craftsman in the order the player chooses (§7.1 prescribes none), then the 5-cube carry-over limit,
one cube at a time."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import PUBLIC, Action
from masterbuilders.engine.data import require
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.actions import DONE, act
from masterbuilders.pillars.data import RES_INDEX, RESOURCES
from masterbuilders.pillars.economy import gain_gold, gain_vp, spend
from masterbuilders.pillars.effects import boost_applies
from masterbuilders.pillars.model import (
    BUILD,
    CRAFTSMEN,
    DATA,
    FORMULAS,
    GOLD_CAP,
    KEEP,
    ROUNDS,
    Decision,
    Player,
    Table,
    craftsman_named,
    gold,
    listed,
    res,
    vp,
)

CARRY_LIMIT: Final[int] = DATA.number("carry_over_limit")
require(DATA.number("special_craftsmen_order"), "player-chooses", "special_craftsmen_order")


def capacity(p: Player, cid: str) -> int:
    """A craftsman's uses this round: his arrow, plus what the Archbishop event still offers or
    gave him (chosen when he works, C§4 #10 and cards.toml `chosen`)."""
    base = DATA.craftsmen[cid].capacity
    if p.boosted:
        return base + p.boost if p.boosted == cid else base
    return base + p.boost if p.boost and boost_applies(cid) else base


def max_uses(p: Player, cid: str) -> int:
    """How often `cid` can work now: capacity, the cubes and gold at hand, and the mortar mixer a
    mason needs (§7, §8). An automatic craftsman works once (C§7 D1)."""
    c = DATA.craftsmen[cid]
    if c.automatic:
        return 1
    if c.needs and not p.has_role(c.needs):
        return 0
    most = capacity(p, cid)
    for r, n in enumerate(c.inputs):
        if n:
            most = min(most, p.have(r) // n)
    if c.gold_in:
        most = min(most, p.gold // c.gold_in)
    return most


def step_cathedral(s: Table) -> None:
    """Each player in turn order, starting player first, builds with his craftsmen (§4.13). A
    craftsman who must hold a resource to work (the tool maker: metal) counts what his owner holds
    as building begins, before any craftsman uses it up (C§7 D1); if he holds none, he is done."""
    if s.cursor >= s.num_players:
        s.next_step()
        return
    seat = s.seat_at(s.cursor)
    s.cursor += 1
    p = s.players[seat]
    idle = 0
    for i, cid in enumerate(p.craftsmen):
        holds = DATA.craftsmen[cid].holds
        if holds is not None and p.have(holds) < 1:
            idle |= 1 << i
    s.push(BUILD, seat, idle)


def _used(frame: Frame, p: Player, cid: str) -> bool:
    return bool(frame.data & (1 << p.craftsmen.index(cid)))


def _work(s: Table, seat: int, cid: str, n: int) -> None:
    """Craftsman `cid` works `n` times: inputs used up (owed cubes first), VP and gold earned; more
    uses than his arrow take the Archbishop event's boost (C§4 #10)."""
    p = s.players[seat]
    c = DATA.craftsmen[cid]
    if not c.automatic and n > c.capacity:
        p.boosted = cid
    for r, k in enumerate(c.inputs):
        if k:
            spend(s, p, r, k * n)
    if c.gold_in:
        p.gold -= c.gold_in * n
    gain_vp(p, c.vp * n, CRAFTSMEN)
    got = gain_gold(p, c.gold * n) if c.gold else 0
    if not s.logging:
        return
    ins = [res(RESOURCES[r], k * n) for r, k in enumerate(c.inputs) if k]
    if c.gold_in:
        ins.append(gold(c.gold_in * n))
    outs = tuple(([vp(c.vp * n)] if c.vp else []) + ([gold(got)] if c.gold else []))
    holding: Msg | str = ""
    if c.holds is not None:
        holding = Msg("pillars-holding", resource=Msg(f"pillars-resource-{RESOURCES[c.holds]}"))
    s.note(
        PUBLIC,
        Msg(
            "pillars-log-works" if ins else "pillars-log-earns",
            seat=s.seat_said(seat),
            craftsman=craftsman_named(cid),
            ins=tuple(ins),
            outs=outs,
            holding=holding,
            rule="§7.1" if c.automatic else "§4.13",
        ),
    )


def _build_legal(s: Table, frame: Frame) -> list[Action]:
    """Documented order: craftsmen in row order, each with 1..n uses; then done. An automatic
    craftsman may work at any point of the player's building, and works at 'done' if unused."""
    p = s.players[frame.seat]
    out = []
    for i, cid in enumerate(p.craftsmen):
        if frame.data & (1 << i):
            continue
        out += [act("use", cid, n) for n in range(1, max_uses(p, cid) + 1)]
    out.append(DONE)
    return out


def _build_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    s.frames.pop()
    if action.kind == "done":
        for i, cid in enumerate(p.craftsmen):
            if DATA.craftsmen[cid].automatic and not frame.data & (1 << i):
                _work(s, seat, cid, 1)
        if s.round < ROUNDS and p.total_resources() > CARRY_LIMIT:
            s.push(KEEP, seat)
        return
    _work(s, seat, action.target, action.count)
    s.push(BUILD, seat, frame.data | (1 << p.craftsmen.index(action.target)))


def _build_explain(s: Table, frame: Frame, action: Action) -> Msg:
    p = s.players[frame.seat]
    if action.kind != "use":
        return Msg("pillars-refuse-build-choice", action=str(action), rule="§4.13")
    cid = action.target
    c = DATA.craftsmen.get(cid)
    if c is None or cid not in p.craftsmen:
        employed = listed([craftsman_named(x) for x in p.craftsmen]) if p.craftsmen else "-"
        return Msg("pillars-refuse-build-not-employed", code=cid, craftsmen=employed, rule="§4.13")
    named = craftsman_named(cid)
    if c.automatic and c.holds is not None and _used(frame, p, cid) and action.count == 1:
        what = Msg(f"pillars-resource-{RESOURCES[c.holds]}")
        return Msg("pillars-refuse-build-held", craftsman=named, what=what, rule="§7.1, C§7 D1")
    if _used(frame, p, cid):
        return Msg("pillars-refuse-build-worked", craftsman=named, rule="§7")
    if c.automatic:
        return Msg("pillars-refuse-build-once", craftsman=named, code=cid, rule="C§7 D1")
    if c.needs and not p.has_role(c.needs):
        role = DATA.roles[c.needs]
        return Msg(
            "pillars-refuse-build-role",
            craftsman=named,
            role=Msg(f"pillars-role-{role.id}"),
            rule=Msg(f"pillars-role-rule-{role.id}"),
        )
    if action.count > capacity(p, cid):
        return Msg("pillars-refuse-build-capacity", craftsman=named, n=capacity(p, cid), rule="§7")
    if action.count < 1:
        return Msg("pillars-refuse-build-how-many", code=cid, rule="§4.13")
    return Msg(
        "pillars-refuse-build-short",
        craftsman=named,
        n=action.count,
        formula=FORMULAS[cid],
        rule="§7",
    )


def _build_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-build")


def _keep_legal(s: Table, frame: Frame) -> list[Action]:
    p = s.players[frame.seat]
    return [act("drop", RESOURCES[r]) for r in range(4) if p.have(r)]


def _keep_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    s.frames.pop()
    spend(s, p, RES_INDEX[action.target], 1)
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-drops", seat=s.seat_said(seat), cube=res(action.target, 1)))
    if p.total_resources() > CARRY_LIMIT:
        s.push(KEEP, seat)


def _keep_explain(s: Table, frame: Frame, action: Action) -> Msg:
    if action.kind == "drop":
        name = action.target
        what = Msg(f"pillars-resource-{name}") if name in RESOURCES else name
        return Msg("pillars-refuse-drop-none", what=what, rule="§4.13")
    return Msg("pillars-refuse-drop-choice", action=str(action), rule="§4.13")


def _keep_describe(s: Table, frame: Frame) -> Msg:
    return Msg(
        "pillars-decide-keep", limit=CARRY_LIMIT, have=s.players[frame.seat].total_resources()
    )


DECISIONS: Final = {
    BUILD: Decision(_build_legal, _build_apply, _build_explain, _build_describe),
    KEEP: Decision(_keep_legal, _keep_apply, _keep_explain, _keep_describe),
}
OUTCOMES: Final[dict[int, object]] = {}


# ---- the routine "work my craftsmen to the full" (issue 37) ---------------------------------------
def worked_to_the_full(s: Table, frame: Frame) -> Action | None:
    """The choice of the page's routine "at the cathedral, work my craftsmen to the full" at this
    building decision (§4.13, §7): of the craftsmen still to work, the uses that turn the most of
    the player's cubes into VP this round (ties: more gold kept under the cap of §4.3, then fewer
    cubes spent), the first of
    them in row order, and 'done' once none is left. It never spends gold: while a craftsman who
    takes gold (the goldsmith) could still work, the choice is the player's (None). The
    Archbishop event's extra use goes to one craftsman at most (C§4 #10)."""
    p = s.players[frame.seat]
    free = [c for i, c in enumerate(p.craftsmen) if not frame.data & (1 << i)]
    if any(DATA.craftsmen[c].gold_in and max_uses(p, c) for c in free):
        return None
    workers = [c for c in free if not DATA.craftsmen[c].automatic and max_uses(p, c)]
    have = [p.have(r) for r in range(4)]
    room = max(0, GOLD_CAP - p.gold)
    best: tuple[tuple[int, int, int], list[int]] = ((0, 0, 0), [0] * len(workers))
    counts = [0] * len(workers)

    def search(k: int, vp: int, gold: int, spent: int, boosted: bool) -> None:
        nonlocal best
        if k == len(workers):
            score = (vp, min(gold, room), -spent)  # gold over the cap is lost (§4.3)
            if score > best[0]:
                best = (score, counts.copy())
            return
        c = DATA.craftsmen[workers[k]]
        top = capacity(p, workers[k])
        for r, need in enumerate(c.inputs):
            if need:
                top = min(top, have[r] // need)
        for n in range(top, -1, -1):
            extra = n > c.capacity
            if extra and boosted:
                continue
            for r, need in enumerate(c.inputs):
                have[r] -= need * n
            counts[k] = n
            search(k + 1, vp + c.vp * n, gold + c.gold * n, spent + sum(c.inputs) * n,
                   boosted or extra)  # fmt: skip
            for r, need in enumerate(c.inputs):
                have[r] += need * n
        counts[k] = 0

    search(0, 0, 0, 0, False)
    for cid, n in zip(workers, best[1], strict=True):
        if n:
            return act("use", cid, n)
    return DONE
