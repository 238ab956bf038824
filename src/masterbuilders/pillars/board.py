"""Phase III board actions 1-12 and 14 (§4.1-§4.12, §4.14): event and Archbishop, wool mill,
Kingsbridge, priory, production, King's court, Shiring, Shiring Castle, the market, starting player."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine import CHANCE, PUBLIC, Action
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars import effects
from masterbuilders.pillars.actions import DECLINE, LEAVE, PROTECT, act
from masterbuilders.pillars.data import METAL, RES_INDEX, RESOURCES, SAND, STONE, WOOD
from masterbuilders.pillars.economy import (
    gain_gold,
    gain_vp,
    pay_with_shortfall,
    spend,
    take_from_supply,
)
from masterbuilders.pillars.model import (
    ARCHBISHOP,
    CH_EVENT,
    CH_TAX,
    DATA,
    DISCARD,
    LOCATION_SPACES,
    MARKET,
    PRIORY,
    SPACE_INDEX,
    Decision,
    Table,
    craftsman_named,
    event_named,
    gold,
    privilege_named,
    res,
)

BUY_PRICE: Final = [DATA.number("buy_price").get(r, 0) for r in RESOURCES]
SELL_PRICE: Final = [DATA.number("sell_price")[r] for r in RESOURCES]
MARKET_TYPES: Final = (STONE, WOOD, SAND)
PRODUCTION_ORDER: Final = (WOOD, STONE, SAND)
"""Actions 6-8: forest, quarry, gravel pit (§3.0 table)."""
TAX_FACES: Final[list[int]] = DATA.number("tax_die")
LOCATIONS: Final = {loc.id: loc for loc in DATA.locations}
ROLES: Final = DATA.roles
SELLS_STONE: Final = ROLES["sells-stone"]
BUYS_WOOD: Final = ROLES["buys-wood"]
ARCHBISHOP_SPACES: Final = LOCATION_SPACES["archbishop"]
"""The Archbishop's seat's spaces, in space order (C§5a: 1 by default, C§7 D4; an experiment may
give it more, each player there choosing once, §4.2)."""


# ---- 1-2: event and Archbishop's seat (§4.1, §4.2) ---------------------------------------------------
def step_event(s: Table) -> None:
    """Reveal the event; each player with a builder at the Archbishop's seat chooses protection or
    a market cube (once, however many of its spaces he holds; in space order); holders of a
    protection card may play it; then the event applies to each player in turn order, except
    those protected from a negative event (§4.1, §4.2; pillars.effects)."""
    if s.sub == 0:
        if not s.event:
            s.push(CH_EVENT, CHANCE)
            return
        ev = DATA.events[s.event]
        s.event_revealed = True
        s.events_seen.append(s.event)
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "pillars-log-event-positive" if ev.positive else "pillars-log-event-negative",
                    event=event_named(ev.id),
                    does=effects.describe_event(ev.id),
                ),
            )
        s.sub = 1
    if s.sub == 1:
        while s.cursor < len(ARCHBISHOP_SPACES):
            seat = s.spaces[ARCHBISHOP_SPACES[s.cursor]]
            earlier = [s.spaces[i] for i in ARCHBISHOP_SPACES[: s.cursor]]
            s.cursor += 1
            first_here = seat >= 0 and seat not in earlier
            if first_here and _archbishop_legal(s, Frame(ARCHBISHOP, seat, 0)):
                s.push(ARCHBISHOP, seat)
                return
        s.sub = 2
        s.cursor = 0
    if s.sub == 2:
        while s.cursor < s.num_players:
            seat = s.seat_at(s.cursor)
            s.cursor += 1
            if effects.offers_protection(s, seat):
                effects.offer(s, seat, effects.EVENT_PROTECTION)
                return
        s.sub = 3
        s.cursor = 0
    while s.cursor < s.num_players:
        seat = s.seat_at(s.cursor)
        s.cursor += 1
        if effects.resolve_event(s, seat):
            return
    s.next_step()


def _archbishop_legal(s: Table, frame: Frame) -> list[Action]:
    """Protection, where the revealed event would touch the player (§4.1, §4.2: a negative event,
    not a city wall in round 6 nor a cold winter without resource cards), or 1 cube of a market
    type still in stock (C§7 D5); without protection to take he may also decline."""
    shield = effects.protection_helps(s, frame.seat)
    out = [PROTECT] if shield else []
    out += [act("take-cube", RESOURCES[r]) for r in MARKET_TYPES if s.market[r] > 0]
    if not shield and out:
        out.append(DECLINE)
    return out


def _archbishop_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    s.frames.pop()
    if action.kind == "protect":
        p.protected = True
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-archbishop-protects", seat=s.seat_said(seat)))
    elif action.kind == "take-cube":
        r = RES_INDEX[action.target]
        s.market[r] -= 1
        p.res[r] += 1
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "pillars-log-archbishop-cube",
                    seat=s.seat_said(seat),
                    cube=res(action.target, 1),
                ),
            )


def _archbishop_explain(s: Table, frame: Frame, action: Action) -> Msg:
    if action.kind == "take-cube":
        if action.target == "metal":
            return Msg("pillars-refuse-archbishop-metal", rule="§4.2")
        return Msg(
            "pillars-refuse-archbishop-none-left",
            resource=_said_resource(action.target),
            rule="§4.2",
        )
    if action.kind == "protect":
        ev = DATA.events[s.event]
        if ev.positive:
            return Msg("pillars-refuse-protect-positive", rule="§4.1, §4.2")
        return Msg(
            "pillars-refuse-protect-untouched", event=event_named(s.event), rule="§4.1, §4.2"
        )
    if effects.protection_helps(s, frame.seat):
        return Msg("pillars-refuse-archbishop-choose", rule="§4.2")
    return Msg("pillars-refuse-archbishop-cube", rule="§4.2")


def _said_resource(name: str) -> Msg | str:
    """A resource by its name where `name` is one (a typed action may name anything)."""
    return Msg(f"pillars-resource-{name}") if name in RES_INDEX else name


def _archbishop_describe(s: Table, frame: Frame) -> Msg:
    if effects.protection_helps(s, frame.seat):
        return Msg("pillars-decide-archbishop", event=event_named(s.event))
    return Msg("pillars-decide-archbishop-harmless", event=event_named(s.event))


# ---- 3: wool mill (§4.3) -------------------------------------------------------------------------
def step_wool_mill(s: Table) -> None:
    """1 gold per worker in the wool mill, up to 30 gold; the workers return (§4.3)."""
    for seat in s.turn_order():
        p = s.players[seat]
        if p.wool:
            got = gain_gold(p, p.wool)
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-wool-mill", seat=s.seat_said(seat), n=got))
        p.wool = 0
    s.next_step()


# ---- 4: Kingsbridge (§4.4) ------------------------------------------------------------------------
def step_kingsbridge(s: Table) -> None:
    """Each Kingsbridge builder takes the advantage card above its space; unclaimed cards leave the
    game (§4.4). Immediate cards act now and are discarded (§9)."""
    for i, space in enumerate(LOCATION_SPACES["kingsbridge"]):
        card = s.kingsbridge[i]
        seat = s.spaces[space]
        if not card:
            continue
        if seat < 0:
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-unclaimed", card=privilege_named(card)))
            continue
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "pillars-log-takes-privilege",
                    seat=s.seat_said(seat),
                    card=privilege_named(card),
                ),
            )
        effects.take_privilege(s, seat, card)
    s.kingsbridge = ["", ""]
    s.next_step()


# ---- 5: priory (§4.5) --------------------------------------------------------------------------------
def step_priory(s: Table) -> None:
    """First space 2 VP, second space 1 VP (§4.5); a priory-bonus card adds its VP for each of its
    owner's builders there, or once (C§3 #10, cards.toml `per_builder`)."""
    rewarded: set[int] = set()
    for vp, space in zip(LOCATIONS["priory"].vp, LOCATION_SPACES["priory"], strict=True):
        seat = s.spaces[space]
        if seat < 0:
            continue
        p = s.players[seat]
        bonus, per_builder = effects.priory_bonus(p)
        if seat in rewarded and not per_builder:
            bonus = 0
        rewarded.add(seat)
        gain_vp(p, vp + bonus, PRIORY)
        if s.logging:
            extra: Msg | str = Msg("pillars-priory-bonus", n=bonus) if bonus else ""
            s.note(
                PUBLIC,
                Msg("pillars-log-priory", seat=s.seat_said(seat), n=vp + bonus, extra=extra),
            )
    s.next_step()


# ---- 6-8: production (§4.6-4.8) --------------------------------------------------------------------
def step_production(s: Table) -> None:
    """Forest, quarry, gravel pit: each player's cards yield 2, 3 or 4 cubes (changed for him by a
    production event, C§4 #5, #8), plus his production advantage cards; cubes come from the board
    and are owed when it is empty; cards and workers return (§4.6-4.8)."""
    for r in PRODUCTION_ORDER:
        for seat in s.turn_order():
            p = s.players[seat]
            n = 0
            for cid in p.cards:
                rc = DATA.resource_cards[cid]
                if rc.resource == r:
                    n += max(0, rc.yield_ + p.prod_change)
            n += effects.production_bonus(p, r)
            if n:
                owed = take_from_supply(s, p, r, n)
                if s.logging:
                    owing: Msg | str = Msg("pillars-owed-empty", n=owed) if owed else ""
                    s.note(
                        PUBLIC,
                        Msg(
                            "pillars-log-produces",
                            seat=s.seat_said(seat),
                            cubes=res(RESOURCES[r], n),
                            owed=owing,
                        ),
                    )
    for p in s.players:
        p.cards = []
        p.placed = 0
    s.next_step()


# ---- 9: King's court (§4.9) -------------------------------------------------------------------------
def step_court(s: Table) -> None:
    """Roll the tax die; the first court space takes the metal; tax-free builders pay nothing; the
    tax-exemption card may be used after the roll; shortfall costs VP (§4.9)."""
    if s.sub == 0:
        s.sub = 1
        s.push(CH_TAX, CHANCE)
        return
    if s.sub == 1:
        first = s.spaces[LOCATION_SPACES["court"][0]]
        if first >= 0 and s.court_metal:
            s.court_metal = 0
            s.players[first].res[METAL] += 1
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-kings-metal", seat=s.seat_said(first)))
        s.sub = 2
    exempt = {s.spaces[i] for i in LOCATION_SPACES["court"] if s.spaces[i] >= 0}
    if s.sub == 2:
        while s.cursor < s.num_players:
            seat = s.seat_at(s.cursor)
            s.cursor += 1
            p = s.players[seat]
            held = effects.held(p, effects.NO_TAX)
            if seat not in exempt and held and effects.tax_due(s.tax, p) > 0:
                effects.offer(s, seat, effects.NO_TAX)
                return
        s.sub = 3
    for seat in s.turn_order():
        p = s.players[seat]
        name = s.seat_said(seat)
        if seat in exempt:
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-tax-exempt", seat=name))
            continue
        due = effects.tax_due(s.tax, p)
        if due == 0:
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-tax-free", seat=name))
            continue
        paid, lost = pay_with_shortfall(p, due)
        if s.logging:
            lost_vp: Msg | str = Msg("pillars-and-loses-vp", n=lost) if lost else ""
            s.note(PUBLIC, Msg("pillars-log-tax", seat=name, paid=paid, lost=lost_vp))
    s.next_step()


def _tax_outcomes(s: Table, frame: Frame) -> list[tuple[Action, float]]:
    n = len(TAX_FACES)
    return [(act("tax", "", v), TAX_FACES.count(v) / n) for v in sorted(set(TAX_FACES))]


def _tax_apply(s: Table, frame: Frame, action: Action) -> None:
    s.tax = action.count
    s.frames.pop()
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-tax-die", n=s.tax))


def _tax_legal(s: Table, frame: Frame) -> list[Action]:
    return [a for a, _ in _tax_outcomes(s, frame)]


def _tax_explain(s: Table, frame: Frame, action: Action) -> Msg:
    faces = ", ".join(str(f) for f in TAX_FACES)
    return Msg("pillars-refuse-tax-face", action=str(action), faces=faces, rule="§4.9")


def _tax_describe(s: Table, frame: Frame) -> Msg:
    return Msg("pillars-decide-tax")


# ---- 10: Shiring (§4.10) -------------------------------------------------------------------------------
def step_shiring(s: Table) -> None:
    """Each Shiring builder takes the craftsman above its space for free; the craftsman limit applies
    (§4.10, §3.1.3). Unclaimed craftsmen leave the game."""
    while s.cursor < 2:
        i = s.cursor
        s.cursor += 1
        cid = s.shiring[i]
        seat = s.spaces[LOCATION_SPACES["shiring"][i]]
        if not cid:
            continue
        s.shiring[i] = ""
        if seat < 0:
            if s.logging:
                s.note(PUBLIC, Msg("pillars-log-shiring-unclaimed", craftsman=craftsman_named(cid)))
            continue
        p = s.players[seat]
        p.craftsmen.append(cid)
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-shiring", seat=s.seat_said(seat), craftsman=craftsman_named(cid)),
            )
        if len(p.craftsmen) > p.limit:
            s.push(DISCARD, seat)
            return
    s.next_step()


# ---- 11: Shiring Castle (§4.11) --------------------------------------------------------------------------
def step_castle(s: Table) -> None:
    """The castle builder takes 2 gray workers for the next round (§4.11)."""
    seat = s.spaces[SPACE_INDEX["castle"]]
    n = min(int(DATA.number("gray_workers_per_castle")), s.castle_gray)
    if seat >= 0 and n:
        s.castle_gray -= n
        s.players[seat].gray_next += n
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-castle", seat=s.seat_said(seat), n=n))
    s.next_step()


# ---- 12: the resource market (§4.12) ---------------------------------------------------------------------
def step_market(s: Table) -> None:
    """Market builders act in space order 1-4, one buy or sale of one type per turn, round and round
    until each has left (§4.12)."""
    if s.sub == 0:
        s.sub = 1
        s.market_slots = [s.spaces[i] for i in LOCATION_SPACES["market"] if s.spaces[i] >= 0]
        s.market_turn = 0
    if not s.market_slots:
        s.next_step()
        return
    s.push(MARKET, s.market_slots[s.market_turn])


BUY_ACTIONS: Final = tuple(
    tuple(act("buy", RESOURCES[r], n) for n in range(1, 5)) for r in range(3)
)
SELL_ACTIONS: Final = tuple(
    tuple(act("sell", RESOURCES[r], n) for n in range(1, 40)) for r in range(4)
)


def _market_legal(s: Table, frame: Frame) -> list[Action]:
    """Documented order: buy stone, wood, sand (1..n each), sell stone, wood, sand, metal, leave."""
    p = s.players[frame.seat]
    out: list[Action] = []
    for r in MARKET_TYPES:
        if p.sold & (1 << r) or (r == WOOD and not p.has_role(BUYS_WOOD.id)):
            continue
        most = min(s.market[r], p.gold // BUY_PRICE[r])
        out += BUY_ACTIONS[r][:most]
    for r in range(4):
        if p.bought & (1 << r) or (r == STONE and not p.has_role(SELLS_STONE.id)):
            continue
        have = p.res[r] + p.owed[r]
        out += (
            SELL_ACTIONS[r][:have]
            if have < 40
            else [act("sell", RESOURCES[r], n) for n in range(1, have + 1)]
        )
    out.append(LEAVE)
    return out


def _market_apply(s: Table, frame: Frame, action: Action) -> None:
    seat = frame.seat
    p = s.players[seat]
    s.frames.pop()
    name = s.seat_said(seat)
    if action.kind == "leave":
        s.market_slots.pop(s.market_turn)
        if s.market_turn >= len(s.market_slots):
            s.market_turn = 0
        if s.logging:
            s.note(PUBLIC, Msg("pillars-log-market-leaves", seat=name))
        return
    r = RES_INDEX[action.target]
    n = action.count
    if action.kind == "buy":
        s.market[r] -= n
        p.res[r] += n
        p.gold -= n * BUY_PRICE[r]
        p.bought |= 1 << r
        if s.logging:
            s.note(
                PUBLIC,
                Msg(
                    "pillars-log-buys",
                    seat=name,
                    cubes=res(action.target, n),
                    price=gold(n * BUY_PRICE[r]),
                ),
            )
    else:
        spend(s, p, r, n)
        got = gain_gold(p, n * SELL_PRICE[r])
        p.sold |= 1 << r
        if s.logging:
            s.note(
                PUBLIC,
                Msg("pillars-log-sells", seat=name, cubes=res(action.target, n), price=gold(got)),
            )
    s.market_turn = (s.market_turn + 1) % len(s.market_slots)


def _market_explain(s: Table, frame: Frame, action: Action) -> Msg:
    p = s.players[frame.seat]
    r = RES_INDEX.get(action.target, -1)
    what = _said_resource(action.target)
    n = action.count
    if action.kind == "buy":
        if r == 3:
            return Msg("pillars-refuse-buy-metal", rule="§4.12")
        if r < 0:
            return Msg("pillars-refuse-buy-what", what=action.target, rule="§4.12")
        if r == WOOD and not p.has_role(BUYS_WOOD.id):
            return Msg(
                "pillars-refuse-buy-wood",
                role=Msg(f"pillars-role-{BUYS_WOOD.id}"),
                rule=Msg(f"pillars-role-rule-{BUYS_WOOD.id}"),
            )
        if p.sold & (1 << r):
            return Msg("pillars-refuse-buy-sold", what=what, rule="§4.12")
        if n < 1:
            return Msg("pillars-refuse-buy-how-many", rule="§4.12")
        if n > s.market[r]:
            return Msg("pillars-refuse-buy-left", n=n, what=what, left=s.market[r], rule="§4.12")
        price = n * BUY_PRICE[r]
        return Msg(
            "pillars-refuse-buy-gold", n=n, what=what, price=price, gold=p.gold, rule="§4.12"
        )
    if action.kind == "sell":
        if r < 0:
            return Msg("pillars-refuse-sell-what", what=action.target, rule="§4.12")
        if r == STONE and not p.has_role(SELLS_STONE.id):
            return Msg(
                "pillars-refuse-sell-stone",
                role=Msg(f"pillars-role-{SELLS_STONE.id}"),
                rule=Msg(f"pillars-role-rule-{SELLS_STONE.id}"),
            )
        if p.bought & (1 << r):
            return Msg("pillars-refuse-sell-bought", what=what, rule="§4.12")
        if n < 1:
            return Msg("pillars-refuse-sell-how-many", rule="§4.12")
        return Msg("pillars-refuse-sell-have", n=n, what=what, have=p.have(r), rule="§4.12")
    return Msg("pillars-refuse-market", action=str(action), rule="§4.12")


def _market_describe(s: Table, frame: Frame) -> Msg:
    buy = tuple(
        Msg("pillars-price", resource=Msg(f"pillars-resource-{RESOURCES[r]}"), n=BUY_PRICE[r])
        for r in MARKET_TYPES
    )
    sell = tuple(
        Msg("pillars-price", resource=Msg(f"pillars-resource-{RESOURCES[r]}"), n=SELL_PRICE[r])
        for r in range(4)
    )
    return Msg("pillars-decide-market", buy=buy, sell=sell)


# ---- 14: starting player (§4.14) -----------------------------------------------------------------------
def step_start_player(s: Table) -> None:
    """The builder on the starting-player space becomes starting player; otherwise the player
    clockwise of the current one (§4.14)."""
    seat = s.spaces[SPACE_INDEX["startplayer"]]
    s.start = seat if seat >= 0 else (s.start + 1) % s.num_players
    if s.logging:
        s.note(PUBLIC, Msg("pillars-log-next-start", seat=s.seat_said(s.start)))
    s.next_step()


DECISIONS: Final = {
    CH_TAX: Decision(_tax_legal, _tax_apply, _tax_explain, _tax_describe),
    ARCHBISHOP: Decision(
        _archbishop_legal, _archbishop_apply, _archbishop_explain, _archbishop_describe
    ),
    MARKET: Decision(_market_legal, _market_apply, _market_explain, _market_describe),
}
OUTCOMES: Final = {CH_TAX: _tax_outcomes}
