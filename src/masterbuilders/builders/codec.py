"""The Builders: Middle Ages for learning code: the action enumeration and the observation encoder.

Built from the card tables: 42 building cards (34 buildings, 8 machines) and 50 worker ids (42
worker cards and the 8 machines, which join a team as workers once built, §A6). The observation is
computed from one seat's **view**; seats are rotated so that block ``p0`` is the observer.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.model import APPRENTICES, DATA, TAKE_COINS
from masterbuilders.engine import Action
from masterbuilders.engine.encoding import ActionCodec, Layout, one_of

MAX_PLAYERS = 4
BUILDINGS = tuple(DATA.buildings)
"""Every building-card id (buildings and machines): the sites a worker can be sent to."""
WORKERS = tuple(DATA.workers)
"""Every worker id (worker cards and machines)."""


def _player_actions() -> list[Action]:
    out = [Action("end"), Action("buy-action")]
    out += [Action("take-coins", "", n) for n in range(1, len(TAKE_COINS) + 1)]
    out += [Action("start", b) for b in BUILDINGS]
    out += [Action("recruit", w) for w in WORKERS if not w.startswith("m")]
    out += [Action("send", f"{w}@{b}") for w in WORKERS for b in BUILDINGS if w != b]
    return out


def _chance_actions() -> list[Action]:
    out = [Action("first-player", f"p{i + 1}") for i in range(MAX_PLAYERS)]
    out += [Action("deal-apprentice", w) for w in APPRENTICES]
    out += [Action("reveal-building", b) for b in BUILDINGS]
    out += [Action("reveal-worker", w) for w in WORKERS if not w.startswith("m")]
    return out


ACTIONS = ActionCodec("builders", _player_actions())
"""Every decision of a turn (§A5), one code each (`send` is worker x site)."""
CHANCE = ActionCodec("builders chance", _chance_actions())
"""Every chance outcome: first player, the apprentices dealt, each card revealed."""

_KINDS = tuple(dict.fromkeys(a.kind for a in ACTIONS.actions))
_B = one_of(BUILDINGS)
_W = one_of(WORKERS)
_R = len(RESOURCES)


def _build_layout() -> tuple[Layout, dict[str, slice]]:
    lay = Layout()
    s: dict[str, slice] = {}
    s["players"] = lay.add("players", 3, "one-hot: 2, 3 or 4 players")
    s["my_turn"] = lay.add("my_turn", 1, "1 when the observing seat must decide now")
    s["kinds"] = lay.add("decision_kinds", len(_KINDS), "multi-hot: action kinds legal for me now")
    s["turn"] = lay.add("turn", MAX_PLAYERS, "one-hot: whose turn it is (relative seat)")
    s["first"] = lay.add("first_player", MAX_PLAYERS, "one-hot: the first player (relative)")
    s["numbers"] = lay.add("numbers", 3, "actions left this turn; turns played; last round (0/1)")
    s["b_row"] = lay.add("building_row", len(BUILDINGS), "multi-hot: building cards on offer")
    s["b_next"] = lay.add(
        "building_next", len(BUILDINGS), "one-hot: the building deck's face-up top card (§A4)"
    )
    s["w_row"] = lay.add("worker_row", len(WORKERS), "multi-hot: worker cards on offer")
    s["decks"] = lay.add(
        "deck_sizes", 2, "cards left in the building and worker decks (workers face down, §A4)"
    )
    s["sent"] = lay.add("sent_this_turn", len(BUILDINGS), "per site: workers sent there this turn")
    s["on_site"] = lay.add(
        "on_site", len(WORKERS) * len(BUILDINGS), "worker x site: 1 when the worker works there"
    )
    for i in range(MAX_PLAYERS):
        s[f"p{i}"] = lay.add(
            f"p{i}",
            _PLAYER_SIZE,
            f"rel. seat {i}: present, coins, VP, score; team (multi-hot over workers); "
            "sites (multi-hot over buildings); resources gathered per site (4 per building); "
            "finished (multi-hot over buildings)",
        )
    return lay, s


_PLAYER_SIZE = 4 + len(WORKERS) + len(BUILDINGS) + len(BUILDINGS) * _R + len(BUILDINGS)
LAYOUT, _S = _build_layout()


def _player_block(out: np.ndarray, p: dict[str, Any]) -> None:
    out[0] = 1.0
    out[1] = p["coins"]
    out[2] = p["vp"]
    out[3] = p["score"]
    i = 4
    for w in p["team"]:
        out[i + _W[w["id"]]] = 1.0
    i += len(WORKERS)
    sites = i
    have = sites + len(BUILDINGS)
    for site in p["sites"]:
        b = _B[site["id"]]
        out[sites + b] = 1.0
        for r, name in enumerate(RESOURCES):
            out[have + b * _R + r] = site["have"][name]
    i = have + len(BUILDINGS) * _R
    for card in p["finished"]:
        out[i + _B[card["id"]]] = 1.0


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
    decision = view["decision"]
    if decision["seat"] == me:
        put("my_turn", 0)
        for text in decision.get("legal_actions", ()):
            put("kinds", _KINDS.index(text.split()[0]))
    if decision["seat"] is not None:
        put("turn", rel(decision["seat"]))
    put("first", rel(view["first_player"]))
    put("numbers", 0, decision["actions_left"])
    put("numbers", 1, view["turns_played"])
    put("numbers", 2, float(view["last_round"]))
    for card in view["buildings"]["row"]:
        if card:
            put("b_row", _B[card["id"]])
    if view["buildings"]["next"]:
        put("b_next", _B[view["buildings"]["next"]["id"]])
    for card in view["workers"]["row"]:
        if card:
            put("w_row", _W[card["id"]])
    put("decks", 0, view["buildings"]["deck_size"])
    put("decks", 1, view["workers"]["deck_size"])
    for site, count in view["sent_this_turn"].items():
        put("sent", _B[site], count)
    width = len(BUILDINGS)
    for p in view["players"]:
        for site in p["sites"]:
            for w in site["workers"]:
                put("on_site", _W[w["id"]] * width + _B[site["id"]])
        _player_block(obs[_S[f"p{rel(p['seat'])}"]], p)
    return obs
