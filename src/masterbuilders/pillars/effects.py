"""The advantage cards and events of the Pillars by effect name (§4.1, §4.2, §9; C§3, C§4): what each
effect does, when it fires, and its description built from its parameters in cards.toml.

This is the only module that knows which card carries which effect: rules code asks "does this
player hold the no-tax effect" (`held(p, NO_TAX)`), never for a card id. Whatever an effect does
to a player for one round lives on that player (`Player.reset_round_effects`), so a player who is
exempt from an event (the Archbishop's protection, §4.2; Thomas, C§3 #13) is never touched by it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from masterbuilders.engine import PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.actions import DECLINE, act
from masterbuilders.pillars.data import RES_INDEX, RESOURCES, Event, Privilege
from masterbuilders.pillars.economy import (
    VP_FLOOR,
    gain_gold,
    gain_vp,
    lose_vp,
    pay_with_shortfall,
    take_from_supply,
)
from masterbuilders.pillars.model import (
    CARDS,
    DATA,
    LOSE,
    PRIVILEGE_IDS,
    ROUNDS,
    USE_CARD,
    Decision,
    Player,
    Table,
    craftsman_named,
    event_named,
    gold,
    listed,
    privilege_named,
    res,
    vp,
)

# ---- effect names: the `effect` values of cards.toml ------------------------------------------
GAIN: Final = "gain"
PRODUCTION: Final = "production"
BLACK_WORKER: Final = "black-worker"
CRAFTSMAN_LIMIT: Final = "craftsman-limit"
FIXED_TAX: Final = "fixed-tax"
PRIORY_BONUS: Final = "priory-bonus"
SEE_EVENT: Final = "see-event"
NO_TAX: Final = "no-tax"
EVENT_PROTECTION: Final = "event-protection"
FREE_PLACEMENT: Final = "free-placement"
PAY_GOLD: Final = "pay-gold"
BUILDER_LIMIT: Final = "two-builders-next-round"
LOSE_CRAFTSMAN: Final = "lose-craftsman"
LOSE_VP: Final = "lose-vp"
PRODUCTION_CHANGE: Final = "production-change"
WOOL_MILL_GOLD: Final = "wool-mill-gold"
CAPACITY_BOOST: Final = "capacity-boost"

BUILDERS_WITH_CITY_WALL: Final[int] = DATA.number("master_builders_with_city_wall")
SHORTFALL_GOLD_PER_VP: Final[int] = DATA.number("shortfall_gold_per_vp")
CRAFTSMAN_LIMIT_BASE: Final[int] = DATA.number("craftsman_limit")


# ---- what a player holds ----------------------------------------------------------------------
def held(p: Player, effect: str) -> str | None:
    """The first advantage card in front of `p` that has `effect`, or None."""
    for pid in p.privileges:
        if DATA.privileges[pid].effect == effect:
            return pid
    return None


def card_with(effect: str) -> str:
    """The one advantage card that has `effect` (for the once-cards' action text, `use CARD`)."""
    cards = [pid for pid, pr in DATA.privileges.items() if pr.effect == effect]
    if len(cards) != 1:
        raise ValueError(f"{len(cards)} advantage cards have the effect {effect!r}; expected 1")
    return cards[0]


def use_action(effect: str) -> Action:
    """The action that plays the once-card with `effect` (§9 type 2): `use CARD`."""
    return act("use", card_with(effect))


def spend_card(s: Table, seat: int, effect: str, why: Msg) -> None:
    """Remove the once-card with `effect` from `seat`'s advantages: it is used up (§9)."""
    pid = held(s.players[seat], effect)
    assert pid is not None
    s.players[seat].privileges.remove(pid)
    if s.logging:
        s.note(
            PUBLIC,
            Msg("pillars-log-uses", seat=s.seat_said(seat), card=privilege_named(pid), why=why),
        )


def production_bonus(p: Player, r: int) -> int:
    """Extra cubes of type `r` in every production from permanent cards (§4.6-4.8 tip, C§3 #1-3)."""
    return sum(
        int(DATA.privileges[pid].params["amount"])
        for pid in p.privileges
        if DATA.privileges[pid].effect == PRODUCTION
        and RES_INDEX[DATA.privileges[pid].params["resource"]] == r
    )


def tax_due(tax: int, p: Player) -> int:
    """The tax `p` owes when the die shows `tax`: nothing with a used tax exemption (§9), at most
    the fixed tax of a fixed-tax card (C§3 #9)."""
    if p.tax_free:
        return 0
    pid = held(p, FIXED_TAX)
    if pid is not None:
        return min(tax, int(DATA.privileges[pid].params["amount"]))
    return tax


def priory_bonus(p: Player) -> tuple[int, bool]:
    """VP a priory-bonus card adds, and whether for each of the owner's builders at the priory
    (cards.toml `per_builder`, a DEFAULT) rather than once per round (C§3 #10)."""
    pid = held(p, PRIORY_BONUS)
    if pid is None:
        return 0, False
    params = DATA.privileges[pid].params
    return int(params["amount"]), bool(params["per_builder"])


def sees_event(p: Player) -> bool:
    """Whether `p` looks at the coming event at the start of each round (C§3 #11)."""
    return held(p, SEE_EVENT) is not None


# ---- taking an advantage card (§4.4, §9) ------------------------------------------------------
def gain(s: Table, seat: int, params: dict[str, Any], why: Msg) -> None:
    """Gold (capped at 30, §4.3), VP, and cubes from the board's supply (owed if it is empty)."""
    p = s.players[seat]
    got: list[Msg] = []
    if params.get("gold"):
        got.append(gold(gain_gold(p, params["gold"])))
    if params.get("vp"):
        gain_vp(p, params["vp"], CARDS)
        got.append(vp(params["vp"]))
    for r in RESOURCES:
        if params.get(r):
            owed = take_from_supply(s, p, RES_INDEX[r], params[r])
            cubes = res(r, params[r])
            got.append(Msg("pillars-owed", cubes=cubes, owed=owed) if owed else cubes)
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-receives", seat=s.seat_said(seat), got=tuple(got), why=why))


def take_privilege(s: Table, seat: int, pid: str) -> None:
    """`seat` takes advantage card `pid`: an immediate card acts and is discarded; any other stays
    in front of its owner (§9), and a card that changes what he owns does so now (C§7 D6)."""
    pr = DATA.privileges[pid]
    p = s.players[seat]
    p.taken += (pid,)
    if pr.kind == "immediate" and pr.effect == GAIN:
        gain(s, seat, pr.params, privilege_named(pid))
        return
    if pr.effect == BLACK_WORKER:
        p.black += int(pr.params["amount"])
    elif pr.effect == CRAFTSMAN_LIMIT:
        p.limit += int(pr.params["amount"])
    p.privileges.append(pid)


# ---- events (§4.1, §4.2) ----------------------------------------------------------------------
@dataclass(frozen=True)
class EventEffect:
    """What an event effect does to one player (`resolve`: True when it waits for his decision),
    and whether it would change anything for him (`affects`: protection from it, the Archbishop's
    or Thomas's, is offered only where it protects, §4.2, C§3 #13)."""

    resolve: Callable[[Table, int, Event], bool]
    affects: Callable[[Table, int, Event], bool]


def _pay_gold(s: Table, seat: int, ev: Event) -> bool:
    paid, lost = pay_with_shortfall(s.players[seat], int(ev.params["amount"]))
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-event-pays",
                seat=s.seat_said(seat),
                paid=paid,
                lost=Msg("pillars-and-loses-vp", n=lost) if lost else "",
                event=event_named(ev.id),
            ),
        )
    return False


def _builder_limit(s: Table, seat: int, ev: Event) -> bool:
    if not _has_next_round(s, seat, ev):
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-untouched", seat=s.seat_said(seat), event=event_named(ev.id)),
            )
        return False
    s.players[seat].builders_next = BUILDERS_WITH_CITY_WALL
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-builder-limit",
                seat=s.seat_said(seat),
                n=BUILDERS_WITH_CITY_WALL,
                event=event_named(ev.id),
            ),
        )
    return False


def _lose_craftsman(s: Table, seat: int, ev: Event) -> bool:
    if s.players[seat].craftsmen:
        s.push(LOSE, seat)
        return True
    return False


def _lose_vp(s: Table, seat: int, ev: Event) -> bool:
    lost = lose_vp(s.players[seat], int(ev.params["amount"]))
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-event-loses", seat=s.seat_said(seat), n=lost, event=event_named(ev.id)
            ),
        )
    return False


def _production_change(s: Table, seat: int, ev: Event) -> bool:
    s.players[seat].prod_change = int(ev.params["amount"])
    return False


def _gain_event(s: Table, seat: int, ev: Event) -> bool:
    gain(s, seat, ev.params, event_named(ev.id))
    return False


def _wool_mill_gold(s: Table, seat: int, ev: Event) -> bool:
    p = s.players[seat]
    got = gain_gold(p, min(p.wool, int(ev.params["amount"])))
    if s.logging:
        s.note(
            PUBLIC,
            Msg("pillars-log-wool-gold", seat=s.seat_said(seat), n=got, event=event_named(ev.id)),
        )
    return False


def _capacity_boost(s: Table, seat: int, ev: Event) -> bool:
    s.players[seat].boost = int(ev.params["amount"])
    return False


def _always(s: Table, seat: int, ev: Event) -> bool:
    return True


def _pays(s: Table, seat: int, ev: Event) -> bool:
    """Paying the event's gold takes gold from `seat`, or VP for the gold he lacks (§4.1)."""
    p = s.players[seat]
    shortfall_vp = int(ev.params["amount"]) // SHORTFALL_GOLD_PER_VP
    return p.gold > 0 or (p.vp > VP_FLOOR and shortfall_vp > 0)


def _has_next_round(s: Table, seat: int, ev: Event) -> bool:
    """The city wall limits the next round's master builders (§3.2.5): after round 6 there is
    none (§6)."""
    return s.round < ROUNDS


def _has_vp(s: Table, seat: int, ev: Event) -> bool:
    return s.players[seat].vp > VP_FLOOR


def _has_craftsmen(s: Table, seat: int, ev: Event) -> bool:
    return bool(s.players[seat].craftsmen)


def _has_resource_cards(s: Table, seat: int, ev: Event) -> bool:
    """A production change works on resource cards taken this round (C§4 #5, #8)."""
    return bool(s.players[seat].cards)


EVENT_EFFECTS: Final[dict[str, EventEffect]] = {
    PAY_GOLD: EventEffect(_pay_gold, _pays),
    BUILDER_LIMIT: EventEffect(_builder_limit, _has_next_round),
    LOSE_CRAFTSMAN: EventEffect(_lose_craftsman, _has_craftsmen),
    LOSE_VP: EventEffect(_lose_vp, _has_vp),
    PRODUCTION_CHANGE: EventEffect(_production_change, _has_resource_cards),
    GAIN: EventEffect(_gain_event, _always),
    WOOL_MILL_GOLD: EventEffect(_wool_mill_gold, _always),
    CAPACITY_BOOST: EventEffect(_capacity_boost, _always),
}


def resolve_event(s: Table, seat: int) -> bool:
    """Apply the revealed event to `seat` unless a negative event finds him protected (§4.1, §4.2);
    True when that waits for his decision."""
    ev = DATA.events[s.event]
    if not ev.positive and s.players[seat].protected:
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-protected", seat=s.seat_said(seat), event=event_named(ev.id)),
            )
        return False
    return EVENT_EFFECTS[ev.effect].resolve(s, seat, ev)


def protection_helps(s: Table, seat: int) -> bool:
    """Whether protection from the revealed event would change something for `seat`: the event is
    negative, he is not protected yet, and it would touch him (§4.1, §4.2; not, e.g., a city wall
    in round 6 or a cold winter for a player without resource cards)."""
    ev = DATA.events[s.event]
    return (
        not ev.positive
        and not s.players[seat].protected
        and EVENT_EFFECTS[ev.effect].affects(s, seat, ev)
    )


def offers_protection(s: Table, seat: int) -> bool:
    """Whether `seat` may now play a once-card protecting him from the revealed event: he holds one
    and the protection would change something for him (C§3 #13)."""
    return held(s.players[seat], EVENT_PROTECTION) is not None and protection_helps(s, seat)


def boost_applies(cid: str) -> bool:
    """Whether the capacity-boost event may raise craftsman `cid` (C§4 #10): he has a capacity
    arrow and is not among the cards the event excludes."""
    excluded = [
        e.params.get("excluded", []) for e in DATA.events.values() if e.effect == CAPACITY_BOOST
    ]
    return not DATA.craftsmen[cid].automatic and all(cid not in ex for ex in excluded)


# ---- the once-cards' decision: use it now, or keep it (§9) -------------------------------------
def offer(s: Table, seat: int, effect: str) -> None:
    """Ask `seat` whether to play his once-card with `effect` now."""
    pid = held(s.players[seat], effect)
    assert pid is not None
    s.push(USE_CARD, seat, PRIVILEGE_IDS.index(pid))


def _exempt_from_tax(p: Player) -> None:
    p.tax_free = True


def _protect(p: Player) -> None:
    p.protected = True


ONCE_EFFECTS: Final[dict[str, tuple[Callable[[Player], None], Msg, str]]] = {
    NO_TAX: (_exempt_from_tax, Msg("pillars-why-no-tax"), "§9"),
    EVENT_PROTECTION: (_protect, Msg("pillars-why-protected"), "C§3 #13"),
}
"""The once-cards offered at a moment of the round: what playing one does, how the log says it,
the rule. (The free placement is a choice of the placement decision itself, §3.2.3.)"""


def _use_legal(s: Table, frame: Frame) -> list[Action]:
    return [act("use", PRIVILEGE_IDS[frame.data]), DECLINE]


def _use_apply(s: Table, frame: Frame, action: Action) -> None:
    s.frames.pop()
    if action.kind == "use":
        effect = DATA.privileges[PRIVILEGE_IDS[frame.data]].effect
        apply, why, _ = ONCE_EFFECTS[effect]
        apply(s.players[frame.seat])
        spend_card(s, frame.seat, effect, why)


def _use_explain(s: Table, frame: Frame, action: Action) -> Msg:
    pid = PRIVILEGE_IDS[frame.data]
    return Msg(
        "pillars-refuse-use", action=str(action), code=pid, card=privilege_named(pid), rule="§9"
    )


def _use_describe(s: Table, frame: Frame) -> Msg:
    pr = DATA.privileges[PRIVILEGE_IDS[frame.data]]
    _, _, rule = ONCE_EFFECTS[pr.effect]
    if pr.effect == NO_TAX:
        moment = Msg("pillars-moment-tax", n=tax_due(s.tax, s.players[frame.seat]))
    else:
        moment = Msg("pillars-moment-event", event=event_named(s.event))
    return Msg(
        "pillars-decide-use",
        moment=moment,
        card=privilege_named(pr.id),
        does=describe_privilege(pr.id),
        rule=rule,
    )


def _lose_legal(s: Table, frame: Frame) -> list[Action]:
    return [act("lose", c) for c in dict.fromkeys(s.players[frame.seat].craftsmen)]


def _lose_apply(s: Table, frame: Frame, action: Action) -> None:
    s.players[frame.seat].craftsmen.remove(action.target)
    s.frames.pop()
    if s.logging:
        s.note(
            PUBLIC,
            Msg(
                "pillars-log-loses-craftsman",
                seat=s.seat_said(frame.seat),
                craftsman=craftsman_named(action.target),
            ),
        )


def _lose_explain(s: Table, frame: Frame, action: Action) -> Msg:
    names = listed([craftsman_named(c) for c in s.players[frame.seat].craftsmen])
    return Msg("pillars-refuse-lose", craftsmen=names, rule="§4.1")


def _lose_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-lose", event=event_named(s.event))


DECISIONS: Final = {
    USE_CARD: Decision(_use_legal, _use_apply, _use_explain, _use_describe),
    LOSE: Decision(_lose_legal, _lose_apply, _lose_explain, _lose_describe),
}
OUTCOMES: Final[dict[int, object]] = {}


# ---- descriptions from the parameters ---------------------------------------------------------
def _gains(params: dict[str, Any]) -> Msg:
    """'8 gold', '1 stone and 1 wood': what a card or an event gives."""
    parts = [gold(int(params["gold"]))] if params.get("gold") else []
    parts += [vp(int(params["vp"]))] if params.get("vp") else []
    parts += [res(r, int(params[r])) for r in RESOURCES if params.get(r)]
    return listed(parts)


def _excluded(cids: list[str]) -> Msg | str:
    """'the Bellmaker or the Organ Builder'."""
    if not cids:
        return ""
    out: Msg = Msg("pillars-the", craftsman=craftsman_named(cids[0]))
    for cid in cids[1:]:
        out = Msg("pillars-or-the", a=out, craftsman=craftsman_named(cid))
    return out


PRIVILEGE_TEXT: Final[dict[str, Callable[[dict[str, Any]], Msg]]] = {
    GAIN: lambda prm: Msg("pillars-does-gain", gains=_gains(prm)),
    PRODUCTION: lambda prm: Msg(
        "pillars-does-production",
        amount=int(prm["amount"]),
        resource=Msg(f"pillars-resource-{prm['resource']}"),
    ),
    BLACK_WORKER: lambda prm: Msg("pillars-does-black-worker", amount=int(prm["amount"])),
    CRAFTSMAN_LIMIT: lambda prm: Msg(
        "pillars-does-craftsman-limit",
        limit=CRAFTSMAN_LIMIT_BASE + int(prm["amount"]),
        base=CRAFTSMAN_LIMIT_BASE,
    ),
    FIXED_TAX: lambda prm: Msg("pillars-does-fixed-tax", amount=int(prm["amount"])),
    PRIORY_BONUS: lambda prm: Msg(
        "pillars-does-priory-each" if prm["per_builder"] else "pillars-does-priory-once",
        amount=int(prm["amount"]),
    ),
    SEE_EVENT: lambda prm: Msg("pillars-does-see-event"),
    NO_TAX: lambda prm: Msg("pillars-does-no-tax"),
    EVENT_PROTECTION: lambda prm: Msg("pillars-does-event-protection"),
    FREE_PLACEMENT: lambda prm: Msg("pillars-does-free-placement"),
}

EVENT_TEXT: Final[dict[str, Callable[[dict[str, Any]], Msg]]] = {
    PAY_GOLD: lambda prm: Msg(
        "pillars-event-does-pay-gold", amount=int(prm["amount"]), per=SHORTFALL_GOLD_PER_VP
    ),
    BUILDER_LIMIT: lambda prm: Msg("pillars-event-does-builder-limit", n=BUILDERS_WITH_CITY_WALL),
    LOSE_CRAFTSMAN: lambda prm: Msg("pillars-event-does-lose-craftsman"),
    LOSE_VP: lambda prm: Msg("pillars-event-does-lose-vp", amount=int(prm["amount"])),
    PRODUCTION_CHANGE: lambda prm: Msg(
        "pillars-event-does-more" if int(prm["amount"]) > 0 else "pillars-event-does-less",
        n=abs(int(prm["amount"])),
    ),
    GAIN: lambda prm: Msg("pillars-event-does-gain", gains=_gains(prm)),
    WOOL_MILL_GOLD: lambda prm: Msg("pillars-event-does-wool-gold", amount=int(prm["amount"])),
    CAPACITY_BOOST: lambda prm: Msg(
        "pillars-event-does-capacity",
        amount=int(prm["amount"]),
        excluded=_excluded(list(prm.get("excluded", []))),
    ),
}


def describe_privilege(pid: str) -> Msg:
    """What advantage card `pid` does, from its parameters."""
    pr: Privilege = DATA.privileges[pid]
    return PRIVILEGE_TEXT[pr.effect](pr.params)


def describe_event(eid: str) -> Msg:
    """What event `eid` does, from its parameters; negative events spare a protected player."""
    ev = DATA.events[eid]
    text = EVENT_TEXT[ev.effect](ev.params)
    return text if ev.positive else Msg("pillars-event-negative", does=text)


def _check_tables() -> None:
    """Every effect named in the data has its rules here (fails at import, not in play)."""
    for pr in DATA.privileges.values():
        if pr.effect not in PRIVILEGE_TEXT:
            raise RuntimeError(f"advantage card {pr.id}: unknown effect {pr.effect!r}")
        if pr.kind == "once" and pr.effect not in ONCE_EFFECTS and pr.effect != FREE_PLACEMENT:
            raise RuntimeError(f"once-card {pr.id}: no moment to offer {pr.effect!r}")
    for ev in DATA.events.values():
        if ev.effect not in EVENT_EFFECTS:
            raise RuntimeError(f"event {ev.id}: unknown effect {ev.effect!r}")
    for effect in (*ONCE_EFFECTS, FREE_PLACEMENT):
        card_with(effect)


_check_tables()
