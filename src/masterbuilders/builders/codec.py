"""The Builders: Middle Ages for learning code: the action enumeration and the view-based
observation encoder.

The tables and the layout are in the compiled `builders.observation`. `encode_view` computes the
observation from one seat's **view**: it is the definition the fast `observation.observe`, which
reads the state, is tested against. Seats are rotated so that block ``p0`` is the observer.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.observation import (
    ACTIONS,
    BLOCKS,
    BUILDING_INDEX,
    BUILDINGS,
    CHANCE,
    KINDS,
    LAYOUT,
    N_RESOURCES,
    WORKER_INDEX,
    WORKERS,
    observe,
)

__all__ = ["ACTIONS", "CHANCE", "LAYOUT", "encode_view", "observe"]


def _player_block(out: np.ndarray, p: dict[str, Any]) -> None:
    out[0] = 1.0
    out[1] = p["coins"]
    out[2] = p["vp"]
    out[3] = p["score"]
    i = 4
    for w in p["team"]:
        out[i + WORKER_INDEX[w["id"]]] = 1.0
    i += len(WORKERS)
    sites = i
    have = sites + len(BUILDINGS)
    for site in p["sites"]:
        b = BUILDING_INDEX[site["id"]]
        out[sites + b] = 1.0
        for r, name in enumerate(RESOURCES):
            out[have + b * N_RESOURCES + r] = site["have"][name]
    i = have + len(BUILDINGS) * N_RESOURCES
    for card in p["finished"]:
        out[i + BUILDING_INDEX[card["id"]]] = 1.0


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
    decision = view["decision"]
    if decision["seat"] == me:
        put("my_turn", 0)
        for text in decision.get("legal_actions", ()):
            put("kinds", KINDS.index(text.split()[0]))
    if decision["seat"] is not None:
        put("turn", rel(decision["seat"]))
    put("first", rel(view["first_player"]))
    put("numbers", 0, decision["actions_left"])
    put("numbers", 1, view["turns_played"])
    put("numbers", 2, float(view["last_round"]))
    for card in view["buildings"]["row"]:
        if card:
            put("b_row", BUILDING_INDEX[card["id"]])
    if view["buildings"]["next"]:
        put("b_next", BUILDING_INDEX[view["buildings"]["next"]["id"]])
    for card in view["workers"]["row"]:
        if card:
            put("w_row", WORKER_INDEX[card["id"]])
    put("decks", 0, view["buildings"]["deck_size"])
    put("decks", 1, view["workers"]["deck_size"])
    for site, count in view["sent_this_turn"].items():
        put("sent", BUILDING_INDEX[site], count)
    width = len(BUILDINGS)
    for p in view["players"]:
        for site in p["sites"]:
            for w in site["workers"]:
                put("on_site", WORKER_INDEX[w["id"]] * width + BUILDING_INDEX[site["id"]])
        _player_block(obs[BLOCKS[f"p{rel(p['seat'])}"]], p)
    return obs
