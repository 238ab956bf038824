"""The Pillars of the Earth for learning code: the action enumeration and the view-based observation
encoder.

Every code is built from the game's data tables (cards.toml) and the engine's own action tables,
so it never depends on what happened to be seen in play (the tables and the layout are in the
compiled `pillars.observation`). `encode_view` computes the observation from one seat's **view**
only (the dict `state.view(seat)` returns): it is the definition the fast `observation.observe`,
which reads the state, is tested against. Seats are rotated so that block ``p0`` is always the
observing seat, ``p1`` the next seat clockwise, and so on (padded to 4).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from masterbuilders.pillars.data import RESOURCES
from masterbuilders.pillars.observation import (
    ACTIONS,
    BLOCKS,
    CARD_INDEX,
    CHANCE,
    CRAFT_INDEX,
    CRAFTSMEN,
    EVENT_INDEX,
    KINDS,
    LAYOUT,
    MARKET,
    MAX_PLAYERS,
    PHASES,
    PRIVILEGE_INDEX,
    PRIVILEGES,
    RESOURCE_CARDS,
    SPACE_INDEX,
    SUPPLY_INDEX,
    WORKER_FIELDS,
    observe,
)

__all__ = ["ACTIONS", "CHANCE", "LAYOUT", "encode_view", "observe"]


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
        out[i + CRAFT_INDEX[c["id"]]] = 1.0
    i += len(CRAFTSMEN)
    out[i] = p["craftsman_limit"]
    i += 1
    for pid in p["privileges"]:
        out[i + PRIVILEGE_INDEX[pid]] = 1.0
    i += len(PRIVILEGES)
    for cid in p["resource_cards"]:
        out[i + CARD_INDEX[cid]] = 1.0
    i += len(RESOURCE_CARDS)
    for k in WORKER_FIELDS:
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
        out[i + CRAFT_INDEX[p["boosted"]]] = 1.0


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
        obs[BLOCKS[name].start + index] = value

    put("players", n - 2)
    put("round", min(view["round"], 6))
    put("phase", PHASES.get(view["phase"], len(PHASES) - 1))
    decision = view["decision"]
    if decision["seat"] == me:
        put("my_turn", 0)
        for text in decision.get("legal_actions", ()):
            put("kinds", KINDS.index(text.split()[0]))
    put("start", rel(view["starting_player"]))
    board = view["board"]
    width = MAX_PLAYERS + 1
    for space, owner in board["spaces"].items():
        put("spaces", SPACE_INDEX[space] * width + (0 if owner < 0 else 1 + rel(owner)))
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
            put("kingsbridge", PRIVILEGE_INDEX[pid])
    for cid in board["shiring"]:
        if cid:
            put("shiring", CRAFT_INDEX[cid])
    for cid in board["supply_cards"]:
        put("supply_cards", SUPPLY_INDEX[cid])
    for cid in board["set_aside_resource_cards"]:
        put("set_aside", CARD_INDEX[cid])
    for i, r in enumerate(MARKET):
        put("market", i, board["market"][r])
    numbers = [board["court_metal"], *(board["supply"][r] for r in RESOURCES)]
    numbers += [board["castle_gray"], board["tax"]]
    for i, v in enumerate(numbers):
        put("numbers", i, v)
    for place, seat in enumerate(board["market_order"]):
        put("market_order", rel(seat), place + 1)
    put("event", 0 if view["event"] is None else 1 + EVENT_INDEX[view["event"]["id"]])
    coming = view["private"].get("coming_event")
    put("coming", 0 if coming is None else 1 + EVENT_INDEX[coming["id"]])
    for e in view["events_seen"]:
        put("seen", EVENT_INDEX[e])
    put("left", 0, view["events_left"])
    put("left", 1, view["privileges_unseen"])
    for p in view["players"]:
        _player_block(obs[BLOCKS[f"p{rel(p['seat'])}"]], p)
    return obs
