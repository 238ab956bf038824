"""The Pillars' own estimate of a seat's final VP from any state (used by greedy and search).

Everything is counted in VP: VP already scored, plus what the seat's gold, cubes, craftsmen,
placed workers and master builders are likely still to become. The weights are heuristics,
tuned by playing (see BENCHMARKS.md), not rules."""

from __future__ import annotations

from functools import cache

from masterbuilders.engine import GameState
from masterbuilders.pillars import effects
from masterbuilders.pillars.data import Craftsman
from masterbuilders.pillars.state import (
    DATA,
    LOCATION_SPACES,
    ROUNDS,
    SPACE_INDEX,
    STEP_KEYS,
    PillarsState,
    Player,
)

CATHEDRAL_STEP = STEP_KEYS.index("cathedral")
SELL_VP = {0: 4 / 6, 1: 3 / 6, 2: 2 / 6, 3: 5 / 6}
"""A cube nobody can build with is worth its sale price at ~6 gold per VP."""
BUILDER_SPACE_VALUE = {
    "archbishop": 0.6,
    "kingsbridge": 1.8,
    "castle": 1.2,
    "market": 0.8,
    "startplayer": 0.5,
}


def _gold_vp(s: PillarsState) -> float:
    """What a gold piece is worth: it buys craftsmen, cubes and placements while rounds remain;
    in the last round after the cathedral it only breaks ties."""
    rounds_left = ROUNDS - s.round + (1 if s.step <= CATHEDRAL_STEP else 0)
    if rounds_left <= 0:
        return 0.001
    return 0.16 if rounds_left > 1 else 0.08


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


def conversion(p: Player, have: list[int], gold: int) -> float:
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
    vp += sum(SELL_VP[r] * n for r, n in enumerate(cubes)) * 0.5
    return vp


def evaluate(state: GameState, seat: int) -> float:
    """Estimated final VP of `seat`."""
    assert isinstance(state, PillarsState)
    s = state
    p = s.players[seat]
    rounds_left = ROUNDS - s.round
    value = float(p.vp)
    gold_vp = _gold_vp(s)
    value += p.gold * gold_vp
    before_cathedral = s.step <= CATHEDRAL_STEP
    have = [p.res[r] + p.owed[r] for r in range(4)]
    if s.step <= STEP_KEYS.index("production"):
        for cid in p.cards:
            rc = DATA.resource_cards[cid]
            have[rc.resource] += max(0, rc.yield_ + p.prod_change)
        if s.step < STEP_KEYS.index("wool"):
            value += min(p.wool, 30 - p.gold) * gold_vp
    if before_cathedral or rounds_left > 0:
        value += conversion(p, have, p.gold) * (0.95 if before_cathedral else 0.75)
    # craftsmen: what they may still make in future rounds
    future = rounds_left
    if future > 0:
        for cid in p.craftsmen:
            c = DATA.craftsmen[cid]
            per_round = c.vp * (1 if c.automatic else c.capacity) * 0.35 + c.gold * gold_vp
            value += per_round * min(future, 3)
    # master builders already placed whose location has not acted yet
    for name, i in SPACE_INDEX.items():
        if s.spaces[i] != seat:
            continue
        loc = name.split("-")[0]
        if s.step > STEP_KEYS.index(_LOCATION_STEP[loc]):
            continue
        if loc == "priory":
            value += 2 if i == LOCATION_SPACES["priory"][0] else 1
        elif loc == "court":
            value += 3.3 * gold_vp + (
                1.0 if i == LOCATION_SPACES["court"][0] and s.court_metal else 0
            )
        elif loc == "shiring":
            cid = s.shiring[LOCATION_SPACES["shiring"].index(i)]
            if cid:
                c = DATA.craftsmen[cid]
                value += (c.vp * (1 if c.automatic else c.capacity) * 0.35) * max(
                    1, min(rounds_left, 3)
                )
        else:
            value += BUILDER_SPACE_VALUE[loc]
    if effects.held(p, effects.FREE_PLACEMENT):
        value += 4 * gold_vp
    for r in range(3):
        value += rounds_left * 0.5 * effects.production_bonus(p, r)
    return value


_LOCATION_STEP = {
    "archbishop": "event",
    "kingsbridge": "kingsbridge",
    "priory": "priory",
    "court": "court",
    "shiring": "shiring",
    "castle": "castle",
    "market": "market",
    "startplayer": "startplayer",
}
