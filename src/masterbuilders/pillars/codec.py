"""The Pillars of the Earth for learning code: the action enumeration and the observation encoder.

Every code is built from the game's data tables (cards.toml) and the engine's own action tables,
so it never depends on what happened to be seen in play. The observation is computed from one
seat's **view** only (the dict `state.view(seat)` returns); seats are rotated so that block
``p0`` is always the observing seat, ``p1`` the next seat clockwise, and so on (padded to 4).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from masterbuilders.engine import Action
from masterbuilders.engine.encoding import ActionCodec, Layout, canonical_pair, one_of
from masterbuilders.pillars.board import BUY_ACTIONS, SELL_ACTIONS, TAX_FACES
from masterbuilders.pillars.data import COLORS, RESOURCES
from masterbuilders.pillars.effects import CAPACITY_BOOST
from masterbuilders.pillars.model import DATA, ROUND, SPACES

MAX_PLAYERS = 4
CRAFTSMEN = tuple(DATA.craftsmen)
PRIVILEGES = tuple(DATA.privileges)
EVENTS = tuple(DATA.events)
RESOURCE_CARDS = tuple(DATA.resource_cards)
MARKET = RESOURCES[:3]
BOOST = max(int(e.params["amount"]) for e in DATA.events.values() if e.effect == CAPACITY_BOOST)
MAX_USES = max(c.capacity for c in DATA.craftsmen.values()) + BOOST
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


ACTIONS = ActionCodec("pillars", _player_actions())
"""Every decision a seat can face, one code each (see `ActionCodec.ranges()` for the runs)."""
CHANCE = ActionCodec("pillars chance", _chance_actions(), canonical=canonical_pair)
"""Every chance outcome (card deals, bag draws, events, the tax die)."""

_KINDS = tuple(dict.fromkeys(a.kind for a in ACTIONS.actions))
_SPACE = one_of(SPACES)
_CRAFT = one_of(CRAFTSMEN)
_PRIV = one_of(PRIVILEGES)
_EVENT = one_of(EVENTS)
_RCARD = one_of(RESOURCE_CARDS)
_SUPPLY = one_of(RESOURCE_CARDS + CRAFTSMEN)
_PHASE = one_of((*(step.name for step in ROUND), "game over"))
_WORKERS = ("total", "on_cards", "wool_mill", "gray", "gray_next_round", "black")


def _build_layout() -> tuple[Layout, dict[str, slice]]:
    lay = Layout()
    s: dict[str, slice] = {}
    s["players"] = lay.add("players", 3, "one-hot: 2, 3 or 4 players")
    s["round"] = lay.add("round", 7, "one-hot: round 0 (before the first) .. 6")
    s["phase"] = lay.add(
        "phase", len(_PHASE), "one-hot: the step of the round (pillars.model.ROUND)"
    )
    s["my_turn"] = lay.add("my_turn", 1, "1 when the observing seat must decide now")
    s["kinds"] = lay.add("decision_kinds", len(_KINDS), "multi-hot: action kinds legal for me now")
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
    s["supply_cards"] = lay.add("supply_cards", len(_SUPPLY), "multi-hot: cards in the draft")
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


_PLAYER_SIZE = (
    1 + 2 + 4 + 4 + len(CRAFTSMEN) + 1 + len(PRIVILEGES) + len(RESOURCE_CARDS) + 6 + 4 + 4 + 6
) + len(CRAFTSMEN)
LAYOUT, _S = _build_layout()


def _player_block(out: np.ndarray, p: dict[str, Any]) -> None:
    """Write one player's public data into `out` (its block)."""
    i = 0
    out[i] = 1.0
    out[i + 1] = p["gold"]
    out[i + 2] = p["vp"]
    i += 3
    for r in RESOURCES:
        out[i] = p["resources"][r]
        out[i + 4] = p["owed"][r]
        i += 1
    i += 4
    for c in p["craftsmen"]:
        out[i + _CRAFT[c["id"]]] = 1.0
    i += len(CRAFTSMEN)
    out[i] = p["craftsman_limit"]
    i += 1
    for pid in p["privileges"]:
        out[i + _PRIV[pid]] = 1.0
    i += len(PRIVILEGES)
    for cid in p["resource_cards"]:
        out[i + _RCARD[cid]] = 1.0
    i += len(RESOURCE_CARDS)
    for k in _WORKERS:
        out[i] = p["workers"][k]
        i += 1
    for r in p["bought"]:
        out[i + RESOURCES.index(r)] = 1.0
    i += 4
    for r in p["sold"]:
        out[i + RESOURCES.index(r)] = 1.0
    i += 4
    out[i] = float(p["protected"])
    out[i + 1] = float(p["tax_free"])
    out[i + 2] = p["capacity_boost"]
    out[i + 3] = p["master_builders"]
    out[i + 4] = p["master_builders_next_round"]
    out[i + 5] = p["production_change"]
    i += 6
    if p["boosted"]:
        out[i + _CRAFT[p["boosted"]]] = 1.0


def encode_view(view: dict[str, Any]) -> np.ndarray:
    """The flat float32 observation of `view` (a seat's view) in the layout `LAYOUT`."""
    obs = np.zeros(LAYOUT.size, dtype=np.float32)
    n = view["num_players"]
    me: int | None = view["viewer"]
    if me is None:
        raise ValueError("observations are made for a seat: pass state.view(seat)")

    def rel(seat: int) -> int:
        return int((seat - me) % n)

    def put(name: str, index: int, value: float = 1.0) -> None:
        obs[_S[name].start + index] = value

    put("players", n - 2)
    put("round", min(view["round"], 6))
    put("phase", _PHASE.get(view["phase"], len(_PHASE) - 1))
    decision = view["decision"]
    if decision["seat"] == me:
        put("my_turn", 0)
        for text in decision.get("legal_actions", ()):
            put("kinds", _KINDS.index(text.split()[0]))
    put("start", rel(view["starting_player"]))
    board = view["board"]
    width = MAX_PLAYERS + 1
    for space, owner in board["spaces"].items():
        put("spaces", _SPACE[space] * width + (0 if owner < 0 else 1 + rel(owner)))
    put("cost", 0, board["cost"])
    for seat in range(n):
        put("bag", rel(seat), board["bag"][seat])
        put("aside", rel(seat), board["set_aside_builders"][seat])
    for place, seat in enumerate(board["passed_queue"]):
        put("queue", rel(seat), place + 1)
    put("drawn", 0 if board["drawn"] < 0 else 1 + rel(board["drawn"]))
    put("flags", 0, float(board["return_used"]))
    for pid in board["kingsbridge"]:
        if pid:
            put("kingsbridge", _PRIV[pid])
    for cid in board["shiring"]:
        if cid:
            put("shiring", _CRAFT[cid])
    for cid in board["supply_cards"]:
        put("supply_cards", _SUPPLY[cid])
    for cid in board["set_aside_resource_cards"]:
        put("set_aside", _RCARD[cid])
    for i, r in enumerate(MARKET):
        put("market", i, board["market"][r])
    numbers = [board["court_metal"], *(board["supply"][r] for r in RESOURCES)]
    numbers += [board["castle_gray"], board["tax"]]
    for i, v in enumerate(numbers):
        put("numbers", i, v)
    for place, seat in enumerate(board["market_order"]):
        put("market_order", rel(seat), place + 1)
    put("event", 0 if view["event"] is None else 1 + _EVENT[view["event"]["id"]])
    coming = view["private"].get("coming_event")
    put("coming", 0 if coming is None else 1 + _EVENT[coming["id"]])
    for e in view["events_seen"]:
        put("seen", _EVENT[e])
    put("left", 0, view["events_left"])
    put("left", 1, view["privileges_unseen"])
    for p in view["players"]:
        _player_block(obs[_S[f"p{rel(p['seat'])}"]], p)
    return obs
