"""The Pillars of the Earth for learning code, compiled with the engine: the action enumeration,
the observation layout, and `observe`, which writes one seat's observation straight from the state
into a float buffer (no view built; issue 40).

The view (`pillars.views`) stays the definition of what a seat may see: `codec.encode_view` encodes
a view, and a test compares it with `observe` on thousands of positions of recorded games (identical
arrays). `observe` reads only what the view shows: the public table, the seat's own legal action
kinds, and Ellen's look at the coming event for the seat that has it (C§4), never a deck's order.
Seats are rotated so that block ``p0`` is always the observing seat (padded to 4).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from masterbuilders.engine import Action
from masterbuilders.pillars.board import BUY_ACTIONS, SELL_ACTIONS, TAX_FACES
from masterbuilders.pillars.data import COLORS, RESOURCES
from masterbuilders.pillars.effects import CAPACITY_BOOST, sees_event
from masterbuilders.pillars.model import DATA, ROUND, SPACES, Player, Table
from masterbuilders.pillars.placement import cost
from masterbuilders.pillars.views import EVENTS_REMOVED, privileges_in_pile
from masterbuilders.research.encoding import ActionCodec, Layout, canonical_pair, one_of, starts

MAX_PLAYERS: Final = 4
CRAFTSMEN: Final = tuple(DATA.craftsmen)
PRIVILEGES: Final = tuple(DATA.privileges)
EVENTS: Final = tuple(DATA.events)
RESOURCE_CARDS: Final = tuple(DATA.resource_cards)
MARKET: Final = RESOURCES[:3]
BOOST: Final = max(
    int(e.params["amount"]) for e in DATA.events.values() if e.effect == CAPACITY_BOOST
)
MAX_USES: Final = max(c.capacity for c in DATA.craftsmen.values()) + BOOST
"""A craftsman works at most its capacity, plus the capacity an event may add (C§4 #10)."""


def _player_actions() -> list[Action]:
    out = [Action(k) for k in ("pass", "keep", "return", "protect", "decline")]
    out += [Action(k) for k in ("leave", "done")]
    out += [Action("place", s) for s in SPACES]
    out += [Action("take", c) for c in RESOURCE_CARDS]
    out += [Action("hire", c) for c in CRAFTSMEN]
    out += [Action("discard", c) for c in CRAFTSMEN]
    out += [Action("lose", c) for c in CRAFTSMEN]
    out += [Action("take-cube", r) for r in MARKET]
    out += [a for row in BUY_ACTIONS for a in row]
    out += [a for row in SELL_ACTIONS for a in row]
    out += [Action("drop", r) for r in RESOURCES]
    out += [Action("use", p) for p in PRIVILEGES if DATA.privileges[p].kind == "once"]
    out += [Action("use", c, n) for c in CRAFTSMEN for n in range(1, MAX_USES + 1)]
    return out


def _chance_actions() -> list[Action]:
    regular = [p for p in PRIVILEGES if not DATA.privileges[p].last_round]
    out = [Action("deal-privileges", "+".join(c)) for c in combinations(regular, 2)]
    for r in range(1, 7):
        cards = [c for c in CRAFTSMEN if DATA.craftsmen[c].round == r]
        out += [Action("deal-shiring", "+".join(c)) for c in combinations(cards, 2)]
    out += [Action("set-aside", "+".join(c)) for c in combinations(RESOURCE_CARDS, 2)]
    out += [Action("draw-builder", c) for c in COLORS]
    out += [Action("event", e) for e in EVENTS]
    out += [Action("tax", "", v) for v in sorted(set(TAX_FACES))]
    return out


ACTIONS: Final = ActionCodec("pillars", _player_actions())
"""Every decision a seat can face, one code each (see `ActionCodec.ranges()` for the runs)."""
CHANCE: Final = ActionCodec("pillars chance", _chance_actions(), canonical=canonical_pair)
"""Every chance outcome (card deals, bag draws, events, the tax die)."""

KINDS: Final = tuple(dict.fromkeys(a.kind for a in ACTIONS.actions))
SPACE_INDEX: Final = one_of(SPACES)
CRAFT_INDEX: Final = one_of(CRAFTSMEN)
PRIVILEGE_INDEX: Final = one_of(PRIVILEGES)
EVENT_INDEX: Final = one_of(EVENTS)
CARD_INDEX: Final = one_of(RESOURCE_CARDS)
SUPPLY_INDEX: Final = one_of(RESOURCE_CARDS + CRAFTSMEN)
PHASES: Final = one_of((*(step.name for step in ROUND), "game over"))
WORKER_FIELDS: Final = ("total", "on_cards", "wool_mill", "gray", "gray_next_round", "black")


def _build_layout() -> tuple[Layout, dict[str, slice]]:
    lay = Layout()
    s: dict[str, slice] = {}
    s["players"] = lay.add("players", 3, "one-hot: 2, 3 or 4 players")
    s["round"] = lay.add("round", 7, "one-hot: round 0 (before the first) .. 6")
    s["phase"] = lay.add(
        "phase", len(PHASES), "one-hot: the step of the round (pillars.model.ROUND)"
    )
    s["my_turn"] = lay.add("my_turn", 1, "1 when the observing seat must decide now")
    s["kinds"] = lay.add("decision_kinds", len(KINDS), "multi-hot: action kinds legal for me now")
    s["start"] = lay.add("starting_player", MAX_PLAYERS, "one-hot: starting player (relative)")
    s["spaces"] = lay.add(
        "spaces", len(SPACES) * (MAX_PLAYERS + 1), "per board space: one-hot empty / rel. seat"
    )
    s["cost"] = lay.add("cost", 1, "current master-builder cost (gold)")
    s["bag"] = lay.add("bag", MAX_PLAYERS, "per rel. seat: master builders in the bag")
    s["aside"] = lay.add("set_aside_builders", MAX_PLAYERS, "per rel. seat: builders set aside")
    s["queue"] = lay.add("passed_queue", MAX_PLAYERS, "per rel. seat: place in the passed queue")
    s["drawn"] = lay.add("drawn", MAX_PLAYERS + 1, "one-hot: nobody / rel. seat of drawn builder")
    s["flags"] = lay.add("flags", 1, "the starting player's return used")
    s["kingsbridge"] = lay.add("kingsbridge", len(PRIVILEGES), "multi-hot: advantage cards there")
    s["shiring"] = lay.add("shiring", len(CRAFTSMEN), "multi-hot: craftsmen at Shiring")
    s["supply_cards"] = lay.add("supply_cards", len(SUPPLY_INDEX), "multi-hot: cards in the draft")
    s["set_aside"] = lay.add("set_aside_cards", len(RESOURCE_CARDS), "multi-hot: set aside")
    s["market"] = lay.add("market", 3, "cubes in the resource market: stone, wood, sand")
    s["numbers"] = lay.add(
        "numbers", 7, "court metal; supply stone, wood, sand, metal; castle gray; tax"
    )
    s["market_order"] = lay.add("market_order", MAX_PLAYERS, "per rel. seat: place at market")
    s["event"] = lay.add("event", len(EVENTS) + 1, "one-hot: none / the revealed event")
    s["coming"] = lay.add("coming_event", len(EVENTS) + 1, "one-hot: none / Ellen's private look")
    s["seen"] = lay.add("events_seen", len(EVENTS), "multi-hot: events revealed so far")
    s["left"] = lay.add("counts", 2, "events left; advantage cards unseen")
    for i in range(MAX_PLAYERS):
        s[f"p{i}"] = lay.add(
            f"p{i}",
            _PLAYER_SIZE,
            f"rel. seat {i}: present, gold, VP, resources x4, owed x4, craftsmen (multi-hot), "
            "limit, advantage cards (multi-hot), resource cards (multi-hot), workers x6, "
            "bought x4, sold x4, protected, tax free, capacity boost to choose, master builders "
            "this and next round, production change, boosted craftsman (one-hot)",
        )
    return lay, s


_PLAYER_SIZE: Final = (
    1 + 2 + 4 + 4 + len(CRAFTSMEN) + 1 + len(PRIVILEGES) + len(RESOURCE_CARDS) + 6 + 4 + 4 + 6
) + len(CRAFTSMEN)
LAYOUT, BLOCKS = _build_layout()
AT: Final = starts(BLOCKS)


PLAYERS: Final = AT["players"]
ROUND_AT: Final = AT["round"]
PHASE_AT: Final = AT["phase"]
MY_TURN: Final = AT["my_turn"]
KINDS_AT: Final = AT["kinds"]
START_AT: Final = AT["start"]
SPACES_AT: Final = AT["spaces"]
COST_AT: Final = AT["cost"]
BAG_AT: Final = AT["bag"]
ASIDE_AT: Final = AT["aside"]
QUEUE_AT: Final = AT["queue"]
DRAWN_AT: Final = AT["drawn"]
FLAGS_AT: Final = AT["flags"]
KINGSBRIDGE_AT: Final = AT["kingsbridge"]
SHIRING_AT: Final = AT["shiring"]
SUPPLY_CARDS_AT: Final = AT["supply_cards"]
SET_ASIDE_AT: Final = AT["set_aside"]
MARKET_AT: Final = AT["market"]
NUMBERS_AT: Final = AT["numbers"]
MARKET_ORDER_AT: Final = AT["market_order"]
EVENT_AT: Final = AT["event"]
COMING_AT: Final = AT["coming"]
SEEN_AT: Final = AT["seen"]
LEFT_AT: Final = AT["left"]
PLAYER_AT: Final = [AT[f"p{i}"] for i in range(MAX_PLAYERS)]
KIND_INDEX: Final = {k: i for i, k in enumerate(KINDS)}
PHASE_INDEX: Final = [PHASES[step.name] for step in ROUND]
EVENTS_IN_PLAY: Final = len(EVENTS) - EVENTS_REMOVED


def observe(s: Table, seat: int, legal: list[Action] | None, out: Any) -> None:
    """Write the observation of `seat` into `out` (a zeroed float buffer of LAYOUT.size entries,
    e.g. a memoryview of a float32 array): the same numbers `codec.encode_view(s.view(seat))` gives.
    `legal` is the seat's legal actions when it is to decide (their kinds are observed), else None."""
    n = s.num_players
    out[PLAYERS + n - 2] = 1.0
    out[ROUND_AT + min(s.round, 6)] = 1.0
    out[PHASE_AT + (PHASE_INDEX[s.step] if s.step < len(ROUND) else len(PHASES) - 1)] = 1.0
    if legal is not None:
        out[MY_TURN] = 1.0
        for a in legal:
            out[KINDS_AT + KIND_INDEX[a.kind]] = 1.0
    out[START_AT + (s.start - seat) % n] = 1.0
    width = MAX_PLAYERS + 1
    for i, owner in enumerate(s.spaces):
        out[SPACES_AT + i * width + (0 if owner < 0 else 1 + (owner - seat) % n)] = 1.0
    _num(out, COST_AT, cost(s))
    for other in range(n):
        r = (other - seat) % n
        _num(out, BAG_AT + r, s.bag[other])
        _num(out, ASIDE_AT + r, s.builder_aside[other])
    for place, other in enumerate(s.queue):
        _num(out, QUEUE_AT + (other - seat) % n, place + 1)
    out[DRAWN_AT + (0 if s.drawn < 0 else 1 + (s.drawn - seat) % n)] = 1.0
    out[FLAGS_AT] = 1.0 if s.return_used else 0.0
    for pid in s.kingsbridge:
        if pid:
            out[KINGSBRIDGE_AT + PRIVILEGE_INDEX[pid]] = 1.0
    for cid in s.shiring:
        if cid:
            out[SHIRING_AT + CRAFT_INDEX[cid]] = 1.0
    for cid in s.supply_cards:
        out[SUPPLY_CARDS_AT + SUPPLY_INDEX[cid]] = 1.0
    for cid in s.set_aside:
        out[SET_ASIDE_AT + CARD_INDEX[cid]] = 1.0
    for i in range(3):
        _num(out, MARKET_AT + i, s.market[i])
    _num(out, NUMBERS_AT, s.court_metal)
    for i in range(4):
        _num(out, NUMBERS_AT + 1 + i, s.supply[i])
    _num(out, NUMBERS_AT + 5, s.castle_gray)
    _num(out, NUMBERS_AT + 6, s.tax)
    for place, other in enumerate(s.market_slots):
        _num(out, MARKET_ORDER_AT + (other - seat) % n, place + 1)
    revealed = bool(s.event) and s.event_revealed
    coming = bool(s.event) and not s.event_revealed and sees_event(s.players[seat])
    out[EVENT_AT + (1 + EVENT_INDEX[s.event] if revealed else 0)] = 1.0
    out[COMING_AT + (1 + EVENT_INDEX[s.event] if coming else 0)] = 1.0
    for e in s.events_seen:
        out[SEEN_AT + EVENT_INDEX[e]] = 1.0
    _num(out, LEFT_AT, EVENTS_IN_PLAY - len(s.events_seen))
    _num(out, LEFT_AT + 1, privileges_in_pile(s))
    for other in range(n):
        _player(s.players[other], PLAYER_AT[(other - seat) % n], out)


def _num(out: Any, i: int, value: int) -> None:
    """`value` at `i`; a 0 is not written (the buffer is zeroed)."""
    if value:
        out[i] = float(value)


def _player(p: Player, i: int, out: Any) -> None:
    """One player's public data into the block at `i` (the layout of `codec._player_block`)."""
    out[i] = 1.0
    _num(out, i + 1, p.gold)
    _num(out, i + 2, p.vp)
    i += 3
    for r in range(4):
        _num(out, i + r, p.res[r])
        _num(out, i + 4 + r, p.owed[r])
    i += 8
    for c in p.craftsmen:
        out[i + CRAFT_INDEX[c]] = 1.0
    i += len(CRAFTSMEN)
    _num(out, i, p.limit)
    i += 1
    for pid in p.privileges:
        out[i + PRIVILEGE_INDEX[pid]] = 1.0
    i += len(PRIVILEGES)
    for cid in p.cards:
        out[i + CARD_INDEX[cid]] = 1.0
    i += len(RESOURCE_CARDS)
    _num(out, i, p.workers())
    _num(out, i + 1, p.placed)
    _num(out, i + 2, p.wool)
    _num(out, i + 3, p.gray)
    _num(out, i + 4, p.gray_next)
    _num(out, i + 5, p.black)
    i += 6
    for r in range(4):
        if p.bought & (1 << r):
            out[i + r] = 1.0
        if p.sold & (1 << r):
            out[i + 4 + r] = 1.0
    i += 8
    out[i] = 1.0 if p.protected else 0.0
    out[i + 1] = 1.0 if p.tax_free else 0.0
    _num(out, i + 2, p.boost if not p.boosted else 0)
    _num(out, i + 3, p.builders)
    _num(out, i + 4, p.builders_next)
    _num(out, i + 5, p.prod_change)
    i += 6
    if p.boosted:
        out[i + CRAFT_INDEX[p.boosted]] = 1.0
