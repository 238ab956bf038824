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


def spend_card(s: Table, seat: int, effect: str, why: str) -> None:
    """Remove the once-card with `effect` from `seat`'s advantages: it is used up (§9)."""
    pid = held(s.players[seat], effect)
    assert pid is not None
    s.players[seat].privileges.remove(pid)
    if s.logging:
        s.note(PUBLIC, f"{s.seat_name(seat)} uses {DATA.privileges[pid].name}: {why} (§9)")


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
def gain(s: Table, seat: int, params: dict[str, Any], why: str) -> None:
    """Gold (capped at 30, §4.3), VP, and cubes from the board's supply (owed if it is empty)."""
    p = s.players[seat]
    got = []
    if params.get("gold"):
        got.append(f"{gain_gold(p, params['gold'])} gold")
    if params.get("vp"):
        gain_vp(p, params["vp"], CARDS)
        got.append(f"{params['vp']} VP")
    for r in RESOURCES:
        if params.get(r):
            owed = take_from_supply(s, p, RES_INDEX[r], params[r])
            got.append(f"{params[r]} {r}" + (f" ({owed} owed)" if owed else ""))
    if s.logging:
        s.note(PUBLIC, f"{s.seat_name(seat)} receives {', '.join(got)}: {why}")


def take_privilege(s: Table, seat: int, pid: str) -> None:
    """`seat` takes advantage card `pid`: an immediate card acts and is discarded; any other stays
    in front of its owner (§9), and a card that changes what he owns does so now (C§7 D6)."""
    pr = DATA.privileges[pid]
    p = s.players[seat]
    p.taken += (pid,)
    if pr.kind == "immediate" and pr.effect == GAIN:
        gain(s, seat, pr.params, pr.name)
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
    lost_text = f" and loses {lost} VP" if lost else ""
    if s.logging:
        s.note(PUBLIC, f"{s.seat_name(seat)} pays {paid} gold{lost_text} ({ev.name}, §4.1)")
    return False


def _builder_limit(s: Table, seat: int, ev: Event) -> bool:
    if not _has_next_round(s, seat, ev):
        if s.logging:
            s.note(
                PUBLIC,
                f"{s.seat_name(seat)} is not touched by {ev.name}: there is no next round "
                "(§3.2.5, §6)",
            )
        return False
    s.players[seat].builders_next = BUILDERS_WITH_CITY_WALL
    if s.logging:
        s.note(
            PUBLIC,
            f"{s.seat_name(seat)} may place only {BUILDERS_WITH_CITY_WALL} master builders next round "
            f"({ev.name}, §3.2.5)",
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
        s.note(PUBLIC, f"{s.seat_name(seat)} loses {lost} VP ({ev.name})")
    return False


def _production_change(s: Table, seat: int, ev: Event) -> bool:
    s.players[seat].prod_change = int(ev.params["amount"])
    return False


def _gain_event(s: Table, seat: int, ev: Event) -> bool:
    gain(s, seat, ev.params, ev.name)
    return False


def _wool_mill_gold(s: Table, seat: int, ev: Event) -> bool:
    p = s.players[seat]
    got = gain_gold(p, min(p.wool, int(ev.params["amount"])))
    if s.logging:
        s.note(
            PUBLIC,
            f"{s.seat_name(seat)} receives {got} gold for workers in the wool mill ({ev.name})",
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
            s.note(PUBLIC, f"{s.seat_name(seat)} is protected from {ev.name} (§4.2)")
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


ONCE_EFFECTS: Final[dict[str, tuple[Callable[[Player], None], str, str]]] = {
    NO_TAX: (_exempt_from_tax, "pays no tax this round", "§9"),
    EVENT_PROTECTION: (_protect, "protected from this event", "C§3 #13"),
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


def _use_explain(s: Table, frame: Frame, action: Action) -> str:
    pid = PRIVILEGE_IDS[frame.data]
    return f"'{action}' is not a choice now: 'use {pid}' ({DATA.privileges[pid].name}) or 'decline' (§9)"


def _use_describe(s: Table, frame: Frame) -> str:
    pr = DATA.privileges[PRIVILEGE_IDS[frame.data]]
    _, _, rule = ONCE_EFFECTS[pr.effect]
    if pr.effect == NO_TAX:
        moment = f"The tax is {tax_due(s.tax, s.players[frame.seat])} gold."
    else:
        moment = f"The negative event {DATA.events[s.event].name} is revealed."
    return f"{moment} Play {pr.name} (once per game: {describe_privilege(pr.id)}) now? ({rule})"


def _lose_legal(s: Table, frame: Frame) -> list[Action]:
    return [act("lose", c) for c in dict.fromkeys(s.players[frame.seat].craftsmen)]


def _lose_apply(s: Table, frame: Frame, action: Action) -> None:
    s.players[frame.seat].craftsmen.remove(action.target)
    s.frames.pop()
    name = DATA.craftsmen[action.target].title
    if s.logging:
        s.note(
            PUBLIC,
            f"{s.seat_name(frame.seat)} loses the {name}; it leaves the game (§4.1)",
        )


def _lose_explain(s: Table, frame: Frame, action: Action) -> str:
    return (
        f"choose one of your craftsmen to lose: {', '.join(s.players[frame.seat].craftsmen)} (§4.1)"
    )


def _lose_describe(s: Table, frame: Frame) -> str:
    return (
        f"Event {DATA.events[s.event].name}: choose a craftsman to lose; it leaves the game (§4.1)"
    )


DECISIONS: Final = {
    USE_CARD: Decision(_use_legal, _use_apply, _use_explain, _use_describe),
    LOSE: Decision(_lose_legal, _lose_apply, _lose_explain, _lose_describe),
}
OUTCOMES: Final[dict[int, object]] = {}


# ---- descriptions from the parameters ---------------------------------------------------------
def _gain_text(params: dict[str, Any]) -> str:
    keys = ("gold", "vp", *RESOURCES)
    parts = [f"{params[k]} {'VP' if k == 'vp' else k}" for k in keys if params.get(k)]
    return " and ".join(parts)


PRIVILEGE_TEXT: Final[dict[str, Callable[[dict[str, Any]], str]]] = {
    GAIN: lambda prm: f"you immediately receive {_gain_text(prm)}",
    PRODUCTION: lambda prm: (
        f"each round, you receive {prm['amount']} additional {prm['resource']} production"
    ),
    BLACK_WORKER: lambda prm: (
        f"the black worker joins your workers: {prm['amount']} more worker every round"
    ),
    CRAFTSMAN_LIMIT: lambda prm: (
        f"room for {CRAFTSMAN_LIMIT_BASE + int(prm['amount'])} craftsmen instead of {CRAFTSMAN_LIMIT_BASE}"
    ),
    FIXED_TAX: lambda prm: f"you never pay more than {prm['amount']} gold tax",
    PRIORY_BONUS: lambda prm: (
        f"+{prm['amount']} VP "
        + (
            "for each of your master builders at the priory"
            if prm["per_builder"]
            else "when you have a master builder at the priory"
        )
    ),
    SEE_EVENT: lambda prm: "at the start of each round you look at the coming event card",
    NO_TAX: lambda prm: "in one round of your choice you pay no tax (decided after the tax die)",
    EVENT_PROTECTION: lambda prm: (
        "in one round of your choice you are protected from the negative event (decided after it is revealed)"
    ),
    FREE_PLACEMENT: lambda prm: (
        "in one round of your choice, place one of your drawn master builders for free"
    ),
}

EVENT_TEXT: Final[dict[str, Callable[[dict[str, Any]], str]]] = {
    PAY_GOLD: lambda prm: (
        f"every player pays {prm['amount']} gold; who cannot loses 1 VP per {SHORTFALL_GOLD_PER_VP} gold missing"
    ),
    BUILDER_LIMIT: lambda prm: (
        f"next round each player may place only {BUILDERS_WITH_CITY_WALL} master builders"
    ),
    LOSE_CRAFTSMAN: lambda prm: "every player loses a craftsman of his choice",
    LOSE_VP: lambda prm: f"every player loses {prm['amount']} VP",
    PRODUCTION_CHANGE: lambda prm: (
        f"each resource card produces {abs(int(prm['amount']))} cube {'more' if int(prm['amount']) > 0 else 'less'} this round"
    ),
    GAIN: lambda prm: f"every player receives {_gain_text(prm)}",
    WOOL_MILL_GOLD: lambda prm: (
        f"every player receives 1 gold per worker in the wool mill, at most {prm['amount']}"
    ),
    CAPACITY_BOOST: lambda prm: (
        f"each player raises the capacity of one of his craftsmen by {prm['amount']} when it works this round "
        f"(not the {' or the '.join(DATA.craftsmen[c].title for c in prm.get('excluded', []))})"
    ),
}


def describe_privilege(pid: str) -> str:
    """What advantage card `pid` does, from its parameters."""
    pr: Privilege = DATA.privileges[pid]
    return PRIVILEGE_TEXT[pr.effect](pr.params)


def describe_event(eid: str) -> str:
    """What event `eid` does, from its parameters; negative events spare a protected player."""
    ev = DATA.events[eid]
    text = EVENT_TEXT[ev.effect](ev.params)
    return text if ev.positive else f"{text} (negative: the protected player is spared, §4.2)"


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
