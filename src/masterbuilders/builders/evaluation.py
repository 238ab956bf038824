"""The Builders' own estimate of a seat's final score from any state (greedy, search and hints).

Counted in VP, as the rules score (§A6): VP of finished buildings and machines, 1 VP per 10 coins,
plus what the seat can still turn into VP before the game ends:
- each site under construction: its VP and coins, against what finishing it still costs: the worker
  power it still needs, covered by the seat's idle workers (machines work for free, §A5.6), paid
  in coins and in actions (one per worker sent, §A5.3) or in recruits where the team cannot cover it;
- the team's power for the buildings still to come, with diminishing returns, and only for the
  turns left: the race to 17 VP (tempo) ends the game, so late in the game only what can finish
  in time counts.
Unused actions and idle sites earn nothing. The weights (`PARAMETERS`) are heuristics; `expert`
plays with weights tuned by self-play (`TUNED`, ai.tune; BENCHMARKS.md "Computer opponents")."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from masterbuilders.builders.model import (
    COINS_PER_VP,
    DATA,
    END_VP,
    FREE_ACTIONS,
    TAKE_COINS,
    Player,
    Table,
)
from masterbuilders.engine import GameState
from masterbuilders.engine.tuning import Tuned

COIN_VP: Final = 1 / COINS_PER_VP
"""What a coin is worth at the end (§A6)."""
ACTION_COINS: Final = TAKE_COINS[-1] / len(TAKE_COINS)
"""What an action is worth in coins: the best rate of Take Coins (3 actions for 6 coins, §A5.4)."""
CLOCK_ROUNDS: Final = 16
"""Rounds by which a well-played game has ended (the ladder's games between `medium` or stronger
seats end in 6-14): the horizon shrinks with the rounds played even while nobody scores, so that
putting work off costs (without it, seats that had stopped scoring took coins for ever)..."""
CLOCK_TURNS: Final = 3.0
"""...but never below this many turns: a seat that believes the game ends next turn takes coins
rather than build (and with it, stalled games took coins for ever too)."""
VP_TEMPO: Final = 1.5
"""What a VP is worth against a VP's worth of coins: VP also bring the end of the game nearer
(17 VP, §A6), coins do not; at par, seats whose row offered only small buildings took coins
rather than finish the game."""
RECRUIT_UNITS: Final = 2
"""Units a recruit is counted to bring for a resource the team lacks, with one action to recruit,
one to send and a coin per unit. Below a laborer's 3 (§A5.2) on purpose: a row's worker seldom
fits a site's needs exactly, and at 3 a seat with one worker started site after site it never
staffed (medium against hard, 200 games: 2 ended at the round limit; at 2: none)."""

PARAMETERS: Final[dict[str, float]] = {
    "pace": 1.6,
    "yield": 1.3,
    "power_scale": 9.0,
    "action": 1.0,
    "slack": 1.0,
    "sites": 1.0,
    "machines": 1.0,
}
"""The evaluation's weights: `pace` VP a seat adds per turn in a well-played game (how fast the
leader approaches 17 VP); the team yields `yield` * (1 - exp(-power / power_scale)) VP per free
turn; `action` scales what an action costs (2 coins, the best Take Coins rate); a site counts in
full if it can finish `slack` turns before the end; `sites` and `machines` scale what sites and a
machine's future work are worth."""
TUNED: Final = Tuned.load("masterbuilders.builders", "tuned.json", PARAMETERS)
"""The weights tuned by self-play that `expert` plays with (the defaults while none are tuned)."""


WORKERS: Final[dict[str, tuple[tuple[int, int, int, int], int]]] = {
    w: (card.produces, card.cost) for w, card in DATA.workers.items()
}
"""Each worker's production and its cost in coins (a table: the planner reads it per candidate)."""


def _cover(need: list[int], idle: list[str], action_vp: float) -> tuple[int, int, int, list[str]]:
    """The cheapest way the idle workers cover `need`: coins paid, workers sent, units left
    uncovered, and the workers used (greedy: most needed units per coin and action first)."""
    n0, n1, n2, n3 = need
    left = idle[:]
    coins = 0
    used: list[str] = []
    while (n0 or n1 or n2 or n3) and left:
        best = ""
        best_rate = 0.0
        for w in left:
            (p0, p1, p2, p3), cost = WORKERS[w]
            gain = min(n0, p0) + min(n1, p1) + min(n2, p2) + min(n3, p3)
            if gain and gain / (cost * COIN_VP + action_vp) > best_rate:
                best, best_rate = w, gain / (cost * COIN_VP + action_vp)
        if not best:
            break
        (p0, p1, p2, p3), cost = WORKERS[best]
        n0, n1, n2, n3 = max(0, n0 - p0), max(0, n1 - p1), max(0, n2 - p2), max(0, n3 - p3)
        coins += cost
        used.append(best)
        left.remove(best)
    return coins, len(used), n0 + n1 + n2 + n3, used


def _power(p: Player) -> int:
    """Resource units the seat's workers and machines produce, idle or at a site."""
    total = 0
    for w in p.team:
        total += sum(WORKERS[w][0])
    for ws in p.sites.values():
        for w in ws:
            total += sum(WORKERS[w][0])
    return total


class _Plan:
    """How one seat would finish its sites, nearest first, with its idle workers."""

    __slots__ = ("near_vp", "sites")

    def __init__(self, p: Player, action_vp: float) -> None:
        idle = list(p.team)
        self.sites: list[tuple[str, int, int, int]] = []
        """(site, coins, sends, units uncovered)"""
        self.near_vp = p.vp
        """VP the seat holds or can finish with the workers it has."""
        needs: list[tuple[int, str, list[int]]] = []
        for b in p.sites:
            requires, have = DATA.buildings[b].requires, p.site_resources(b)
            need = [max(0, requires[i] - have[i]) for i in range(len(requires))]
            needs.append((sum(need), b, need))
        needs.sort(key=_total)
        for _, b, need in needs:
            coins, sends, missing, used = _cover(need, idle, action_vp)
            for w in used:
                idle.remove(w)
            self.sites.append((b, coins, sends, missing))
            if not missing:
                self.near_vp += DATA.buildings[b].vp


def _total(item: tuple[int, str, list[int]]) -> int:
    return item[0]


def turns_left(s: Table, seat: int, lead: int, pace: float) -> float:
    """How many more turns `seat` is likely to play: the leader's distance to 17 VP (`lead`: the
    most VP a seat holds or can finish with its workers) at `pace` VP per turn, but no more than
    the clock leaves (`CLOCK_ROUNDS`, `CLOCK_TURNS`); the last round leaves at most the current turn
    (§A6)."""
    started = 1.0 if (s.turn == seat and s.frames) else 0.0
    rounds = s.turns / s.num_players
    clock = max(CLOCK_TURNS, END_VP * (1 - rounds / CLOCK_ROUNDS) / pace)
    if s.final_round:
        behind = (seat - s.turn) % s.num_players
        last = (s.first - 1 - s.turn) % s.num_players
        return started + (1.0 if 0 < behind <= last else 0.0)
    return started + max(1.0, min((END_VP - lead) / pace, clock))


def evaluate_all(state: GameState, params: Mapping[str, float] | None = None) -> list[float]:
    """Estimated final score of every seat, with the weights `params` (default `PARAMETERS`)."""
    assert isinstance(state, Table)
    w = PARAMETERS if params is None else params
    action_vp = ACTION_COINS * COIN_VP * w["action"]
    plans = [_Plan(p, action_vp) for p in state.players]
    lead = max(plan.near_vp for plan in plans)
    return [
        _value(p, plans[seat], turns_left(state, seat, lead, w["pace"]), action_vp, w)
        for seat, p in enumerate(state.players)
    ]


def evaluate(state: GameState, seat: int) -> float:
    """Estimated final score of `seat`."""
    return evaluate_all(state)[seat]


def _value(
    p: Player, plan: _Plan, horizon: float, action_vp: float, w: Mapping[str, float]
) -> float:
    """VP and coins held, each site's reward against what finishing it still costs (counted if it
    can finish in time), and the team's yield for the turns the sites leave free."""
    power = _power(p)
    value = p.vp * VP_TEMPO + p.coins * COIN_VP
    cash = float(p.coins)
    busy = 0.0
    for b, coins, sends, missing in plan.sites:
        card = DATA.buildings[b]
        recruits = math.ceil(missing / RECRUIT_UNITS)
        coins += missing
        actions = sends + 2 * recruits
        cash -= coins
        earn = max(0.0, -cash) / ACTION_COINS
        cash = max(0.0, cash) + card.coins
        turns = (actions + earn) / FREE_ACTIONS
        reward = card.vp * VP_TEMPO + card.coins * COIN_VP
        if card.machine:
            reward += w["machines"] * _yield(sum(card.produces), power, horizon - busy - turns, w)
        cost = coins * COIN_VP + (actions + earn) * action_vp
        in_time = min(1.0, max(0.0, horizon - busy - turns + w["slack"]))
        value += w["sites"] * in_time * (reward - cost)
        busy += turns
    return value + _yield(0, power, horizon - busy, w)


def _yield(extra: int, power: int, turns: float, w: Mapping[str, float]) -> float:
    """VP the team's power yields in `turns` future turns (diminishing returns); with `extra`,
    what `extra` more units add."""
    if turns <= 0:
        return 0.0
    scale = w["power_scale"]
    base = 1 - math.exp(-power / scale)
    if extra:
        return w["yield"] * turns * ((1 - math.exp(-(power + extra) / scale)) - base)
    return w["yield"] * turns * base


VALUE_INPUTS: Final = ("estimated final score", "score", "coins")
"""What the calibrated win probability reads of each seat (analysis.winprob): the estimate with the
tuned weights (as hard and expert play), the score now (VP and a point per 10 coins, §A6) and the
coins held, all seen by every seat."""


def value_inputs(state: GameState) -> tuple[float, list[list[float]]]:
    """The game's progress (the leader's way to the 17 points that end it, §A6) and
    `VALUE_INPUTS` per seat."""
    assert isinstance(state, Table)
    progress = min(1.0, max(p.score() for p in state.players) / END_VP)
    estimates = evaluate_all(state, TUNED.params)
    return progress, [
        [estimates[i], float(p.score()), float(p.coins)] for i, p in enumerate(state.players)
    ]


def review_marks(before: GameState, after: GameState) -> list[dict[str, Any]]:
    """What the review's graph marks after one action: the start of each round of turns (every
    player has had as many turns, §A5)."""
    assert isinstance(before, Table) and isinstance(after, Table)
    n = after.num_players
    if after.turns != before.turns and after.turns % n == 0 and not after.is_terminal():
        return [{"kind": "round", "round": after.turns // n + 1}]
    return []
