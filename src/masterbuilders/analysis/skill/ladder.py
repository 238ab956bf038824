"""The skill ladder's plan and figures: its rungs and the pairs they play (`LadderConfig`), each
game a job with its seed, and the figures of the games played (head to head, the fit, depth)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from masterbuilders.ai.agents import LEVELS
from masterbuilders.ai.arena import GameOutcome, lineups, play_one, wilson
from masterbuilders.analysis.skill.luck import fit_luck
from masterbuilders.analysis.skill.models import (
    BOOTSTRAP,
    HEAD_TO_HEAD,
    PREDICTIONS,
    Comparisons,
    win_probability,
)
from masterbuilders.analysis.skill.rates import agent_rates

RUNGS = ("random", *LEVELS)
"""The default ladder, weakest first."""
PAIRINGS = ("adjacent", "all")
"""Which pairs of rungs a ladder plays: adjacent rungs only, or every pair."""


@dataclass(frozen=True)
class LadderConfig:
    """What a ladder plays: the game, players per game, its rungs weakest first, games per pair
    of rungs, the first seed and which pairs (`PAIRINGS`)."""

    game: str
    players: int = 2
    rungs: tuple[str, ...] = RUNGS
    games: int = 100
    seed: int = 1
    pairs: str = "adjacent"

    def pairings(self) -> list[tuple[int, int]]:
        """The pairs of rungs played, (weaker, stronger) by their places on the ladder."""
        n = len(self.rungs)
        if self.pairs == "all":
            return [(a, b) for a in range(n) for b in range(a + 1, n)]
        return [(a, a + 1) for a in range(n - 1)]

    def lineup(self, weaker: str, stronger: str, k: int) -> tuple[str, ...]:
        """The seats of game `k` of a pair: the two rungs alternately (`arena.lineups` rotates
        them over games); with an odd number of seats every game is followed by its mirror."""
        base = [weaker if s % 2 == 0 else stronger for s in range(self.players)]
        plan = lineups(base, self.players)
        if self.players % 2:
            mirrored = lineups([stronger if a == weaker else weaker for a in base], self.players)
            plan = [lu for pair in zip(plan, mirrored, strict=True) for lu in pair]
        return plan[k % len(plan)]

    def command(self) -> str:
        """The command that plays this ladder."""
        return (
            f"masterbuilders ladder {self.game} --players {self.players} "
            f"--levels {','.join(self.rungs)} --games {self.games} --pairs {self.pairs} "
            f"--seed {self.seed}"
        )


@dataclass(frozen=True)
class LadderJob:
    """One game of a ladder, as `arena.play_one` takes it."""

    game: str
    lineup: tuple[str, ...]
    index: int
    seed: int


def ladder_jobs(config: LadderConfig) -> list[LadderJob]:
    """Every game of the ladder: game `k` of pair `p` (of `P`) is index `k * P + p`, seed
    `seed + index`, whatever the number of games, so that more games extend a ladder exactly."""
    pairs = config.pairings()
    jobs = []
    for k in range(config.games):
        for p, (a, b) in enumerate(pairs):
            index = k * len(pairs) + p
            lineup = config.lineup(config.rungs[a], config.rungs[b], k)
            jobs.append(LadderJob(config.game, lineup, index, config.seed + index))
    return jobs


def play_job(job: LadderJob) -> GameOutcome:
    """A ladder game: its rungs played `untimed` (a ladder is reproducible from its seed)."""
    from masterbuilders.ai.agents import untimed

    specs = [untimed(job.game, rung) for rung in job.lineup]
    return play_one(job.game, job.lineup, job.index, job.seed, specs)


def share(outcome: GameOutcome, rung: str) -> float:
    """The head-to-head share of `rung` in a ladder game: the win shares of its seats."""
    return sum(outcome.win_share(s) for s, name in enumerate(outcome.lineup) if name == rung)


def _round(value: Any) -> Any:
    """Floats to 6 decimals (nan as None), in nested figures: stable, readable JSON."""
    if isinstance(value, float):
        return None if math.isnan(value) else round(value, 6)
    if isinstance(value, dict):
        return {k: _round(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_round(v) for v in value]
    return value


def ladder_results(
    config: LadderConfig, outcomes: Sequence[GameOutcome], bootstrap: int = BOOTSTRAP
) -> dict[str, Any]:
    """The ladder's figures from its games (those of `ladder_jobs`; nothing else, so the same
    games give the same figures byte for byte): per pair played, how often the stronger rung won
    (95% Wilson interval, games, the model's prediction); depth; the luck-and-depth fit
    (`fit_luck`) with plain Bradley-Terry beside it; each rung's win rate and mean rank over all
    its ladder games (`agent_rates`)."""
    from masterbuilders.engine import get_game

    pairs = config.pairings()
    by_index = {o.index: o for o in outcomes}
    shares: list[list[float]] = [[] for _ in pairs]
    for job in ladder_jobs(config):
        o = by_index.get(job.index)
        if o is None:
            continue
        a, b = pairs[job.index % len(pairs)]
        shares[job.index % len(pairs)].append(share(o, config.rungs[b]))
    played = [n for n, s in enumerate(shares) if s]
    if not played:
        raise ValueError("the ladder has no games yet")
    c = Comparisons.of(
        config.rungs,
        [(pairs[n][1], pairs[n][0], sum(shares[n]), len(shares[n])) for n in played],
    )
    by_pair = {(pairs[n][1], pairs[n][0]): np.array(shares[n]) for n in played}
    # Comparisons orders each pair (lower index first): the weaker rung's shares
    outcomes_of = [1 - by_pair[(int(j), int(i))] for i, j in zip(c.i, c.j, strict=True)]
    luck = fit_luck(c, bootstrap, config.seed, outcomes_of)
    strength = [r["strength"] for r in luck["ratings"]]
    alpha = luck.pop("predict_alpha")
    depth = luck.pop("depth")
    rows = []
    for n in played:
        a, b = pairs[n]
        wins, games = sum(shares[n]), len(shares[n])
        low, high = wilson(wins, games)
        rows.append(
            {
                "weaker": config.rungs[a],
                "stronger": config.rungs[b],
                "adjacent": b == a + 1,
                "games": games,
                "stronger_wins": wins,
                "win_rate": wins / games,
                "win_rate_low": low,
                "win_rate_high": high,
                "predicted": float(win_probability(alpha, strength[b] - strength[a])),
            }
        )
    ordered = sorted(outcomes, key=lambda o: o.index)
    figures = {
        "game": config.game,
        "title": get_game(config.game).title,
        "players": config.players,
        "rungs": list(config.rungs),
        "pairs": config.pairs,
        "games_per_pair": config.games,
        "seed": config.seed,
        "command": config.command(),
        "games": sum(len(s) for s in shares),
        "head_to_head": HEAD_TO_HEAD,
        "steps": [r for r in rows if r["adjacent"]],
        "pairings": rows,
        "depth": {**depth, "predictions": PREDICTIONS[luck["alpha_rule"]]},
        "luck": luck,
        "per_rung": agent_rates(ordered, config.rungs),
    }
    return dict(_round(figures))
