"""The Pillars' own estimate of a seat's final VP from any state (used by greedy and search).

Everything is counted in VP: VP already scored, plus what the seat's gold, cubes, craftsmen,
placed workers and master builders are likely still to become. The weights (`PARAMETERS`) are
heuristics, not rules; `expert` plays with weights tuned by self-play (`TUNED`, ai.tune;
BENCHMARKS.md "Computer opponents")."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from statistics import fmean
from typing import Any, Final

from masterbuilders.engine import GameState
from masterbuilders.engine.tuning import Tuned
from masterbuilders.pillars import effects
from masterbuilders.pillars.board import SELL_PRICE, TAX_FACES
from masterbuilders.pillars.data import Craftsman
from masterbuilders.pillars.model import (
    DATA,
    GAME_OVER_STEP,
    GOLD_CAP,
    LOCATION_SPACES,
    ROUNDS,
    SPACE_INDEX,
    Player,
    Table,
    event_named,
    step_of,
)

CATHEDRAL_STEP: Final = step_of("cathedral")
PRODUCTION_STEP: Final = step_of("production")
WOOL_STEP: Final = step_of("wool")
MEAN_TAX: Final = fmean(TAX_FACES)
"""What a place at the King's court saves on average (§4.9)."""
PRIORY_VP: Final = {loc.id: loc.vp for loc in DATA.locations}["priory"]

PARAMETERS: Final[dict[str, float]] = {
    "gold": 0.16,
    "gold_last_round": 0.08,
    "gold_per_vp": 6.0,
    "unused_cube": 0.5,
    "convert_now": 0.95,
    "convert_later": 0.75,
    "craftsman_future": 0.35,
    "craftsman_rounds": 3.0,
    "court_metal": 1.0,
    "space_archbishop": 0.6,
    "space_kingsbridge": 1.8,
    "space_castle": 1.2,
    "space_market": 0.8,
    "space_startplayer": 0.5,
    "production_card": 0.5,
    "free_placement_gold": 4.0,
}
"""The evaluation's weights: VP per gold while rounds remain (`gold`) and in the last one; a cube
no craftsman uses is worth its sale price at `gold_per_vp` gold per VP, times `unused_cube`; what
the cubes at hand become this round (`convert_now`, before the cathedral) or later; a craftsman's
yield per round in the rounds to come (`craftsman_future`, over at most `craftsman_rounds`); the
first court space's metal; a master builder on a space still to act; a production card per
round; the free-placement card in gold."""
TUNED: Final = Tuned.load("masterbuilders.pillars", "tuned.json", PARAMETERS)
"""The weights tuned by self-play that `expert` plays with (the defaults while none are tuned)."""


def _gold_vp(s: Table, w: Mapping[str, float]) -> float:
    """What a gold piece is worth: it buys craftsmen, cubes and placements while rounds remain;
    in the last round after the cathedral it only breaks ties."""
    rounds_left = ROUNDS - s.round + (1 if s.step <= CATHEDRAL_STEP else 0)
    if rounds_left <= 0:
        return 0.001
    return w["gold"] if rounds_left > 1 else w["gold_last_round"]


@cache
def _scoring_order(craftsmen: tuple[str, ...]) -> tuple[Craftsman, ...]:
    """The craftsmen that turn cubes or gold into VP, best VP per input first."""
    roles = {role for cid in craftsmen for role in DATA.craftsmen[cid].roles}
    options = []
    for cid in craftsmen:
        c = DATA.craftsmen[cid]
        if c.automatic or not c.vp or (c.needs and c.needs not in roles):
            continue
        cost = sum(c.inputs) + c.gold_in / 3
        options.append((c.vp / max(cost, 0.5), c))
    options.sort(key=lambda x: -x[0])
    return tuple(c for _, c in options)


def conversion(p: Player, have: list[int], gold: int, w: Mapping[str, float]) -> float:
    """VP the player's craftsmen could make from `have` this round (greedy by VP per cube)."""
    cubes = have[:]
    vp = 0.0
    boost = p.boost if not p.boosted else 0
    for c in _scoring_order(tuple(p.craftsmen)):
        uses = c.capacity + (p.boost if p.boosted == c.id else 0)
        if boost and effects.boost_applies(c.id):
            uses, boost = uses + boost, 0
        for r, n in enumerate(c.inputs):
            if n:
                uses = min(uses, cubes[r] // n)
        if c.gold_in:
            uses = min(uses, gold // c.gold_in)
        for r, n in enumerate(c.inputs):
            cubes[r] -= n * uses
        gold -= c.gold_in * uses
        vp += c.vp * uses
    unused = float(sum(SELL_PRICE[r] * n for r, n in enumerate(cubes))) / w["gold_per_vp"]
    return vp + unused * w["unused_cube"]


def evaluate_all(state: GameState, params: Mapping[str, float] | None = None) -> list[float]:
    """Estimated final VP of every seat, with the weights `params` (default `PARAMETERS`)."""
    assert isinstance(state, Table)
    w = PARAMETERS if params is None else params
    return [_value(state, seat, w) for seat in range(state.num_players)]


def evaluate(state: GameState, seat: int) -> float:
    """Estimated final VP of `seat`."""
    assert isinstance(state, Table)
    return _value(state, seat, PARAMETERS)


def _value(s: Table, seat: int, w: Mapping[str, float]) -> float:
    p = s.players[seat]
    rounds_left = ROUNDS - s.round
    value = float(p.vp)
    gold_vp = _gold_vp(s, w)
    value += p.gold * gold_vp
    before_cathedral = s.step <= CATHEDRAL_STEP
    have = [p.res[r] + p.owed[r] for r in range(4)]
    if s.step <= PRODUCTION_STEP:
        for cid in p.cards:
            rc = DATA.resource_cards[cid]
            have[rc.resource] += max(0, rc.yield_ + p.prod_change)
        if s.step < WOOL_STEP:
            value += min(p.wool, GOLD_CAP - p.gold) * gold_vp
    if before_cathedral or rounds_left > 0:
        value += conversion(p, have, p.gold, w) * (
            w["convert_now"] if before_cathedral else w["convert_later"]
        )
    future = min(rounds_left, w["craftsman_rounds"])
    if future > 0:
        for cid in p.craftsmen:
            c = DATA.craftsmen[cid]
            per_round = c.vp * (1 if c.automatic else c.capacity) * w["craftsman_future"]
            value += (per_round + c.gold * gold_vp) * future
    value += _placed_builders(s, seat, gold_vp, rounds_left, w)
    if effects.held(p, effects.FREE_PLACEMENT):
        value += w["free_placement_gold"] * gold_vp
    for r in range(3):
        value += rounds_left * w["production_card"] * effects.production_bonus(p, r)
    return value


def _placed_builders(
    s: Table, seat: int, gold_vp: float, rounds_left: int, w: Mapping[str, float]
) -> float:
    """What the seat's master builders on spaces whose location has not acted yet will bring."""
    value = 0.0
    for name, i in SPACE_INDEX.items():
        if s.spaces[i] != seat:
            continue
        loc = name.split("-")[0]
        if s.step > step_of(_LOCATION_STEP[loc]):
            continue
        if loc == "priory":
            value += PRIORY_VP[LOCATION_SPACES["priory"].index(i)]
        elif loc == "court":
            first = i == LOCATION_SPACES["court"][0] and s.court_metal
            value += MEAN_TAX * gold_vp + (w["court_metal"] if first else 0.0)
        elif loc == "shiring":
            cid = s.shiring[LOCATION_SPACES["shiring"].index(i)]
            if cid:
                c = DATA.craftsmen[cid]
                per_round = c.vp * (1 if c.automatic else c.capacity) * w["craftsman_future"]
                value += per_round * max(1, min(rounds_left, w["craftsman_rounds"]))
        else:
            value += w[f"space_{loc}"]
    return value


_LOCATION_STEP: Final = {
    "archbishop": "event",
    "kingsbridge": "kingsbridge",
    "priory": "priory",
    "court": "court",
    "shiring": "shiring",
    "castle": "castle",
    "market": "market",
    "startplayer": "startplayer",
}


VALUE_INPUTS: Final = ("estimated final VP", "VP", "gold")
"""What the calibrated win probability reads of each seat (analysis.winprob): the estimate with the
tuned weights (as expert plays), the VP and the gold held, all seen by every seat."""


def value_inputs(state: GameState) -> tuple[float, list[list[float]]]:
    """The game's progress (rounds played, and the steps of this one) and `VALUE_INPUTS` per seat."""
    assert isinstance(state, Table)
    progress = min(
        1.0, (state.round - 1 + min(state.step, GAME_OVER_STEP) / GAME_OVER_STEP) / ROUNDS
    )
    estimates = evaluate_all(state, TUNED.params)
    return progress, [
        [estimates[i], float(p.vp), float(p.gold)] for i, p in enumerate(state.players)
    ]


def review_marks(before: GameState, after: GameState) -> list[dict[str, Any]]:
    """What the review's graph marks after one action: a new round (§3), an event turned over
    (§4.1, its card named)."""
    assert isinstance(before, Table) and isinstance(after, Table)
    marks: list[dict[str, Any]] = []
    if after.round != before.round:
        marks.append({"kind": "round", "round": after.round})
    if after.event_revealed and (not before.event_revealed or after.event != before.event):
        words = event_named(after.event).to_json()
        marks.append({"kind": "event", "card": after.event, "words": words})
    return marks
