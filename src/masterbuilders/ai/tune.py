"""Tuning a game's evaluation weights by self-play: a coordinate search in which each weight in turn
is scaled by each factor, the candidate plays the current weights (seats rotated, seeded), and it
is kept when it wins at least `accept` of the games; the result is then played against the
game's defaults and saved, with how it was found, where the game keeps its tuned weights."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from masterbuilders.ai.arena import Tournament, run, wilson
from masterbuilders.engine import get_game


@dataclass
class Trial:
    """One candidate against the current weights."""

    weight: str
    factor: float
    value: float
    win_share: float
    games: int
    kept: bool


@dataclass
class TuneResult:
    params: dict[str, float]
    trials: list[Trial] = field(default_factory=list)
    versus_defaults: dict[str, Any] = field(default_factory=dict)


def agent_with(agent: str, params: Mapping[str, float]) -> str:
    """`agent` (a make_agent spec such as 'greedy:beam=6') playing with the weights `params`."""
    name, _, opts = agent.partition(":")
    given = [o for o in opts.split(",") if o]
    weights = [f"{k}={v:.6g}" for k, v in params.items()]
    return f"{name}:{','.join(given + weights)}"


def match(
    game: str,
    players: int,
    first: str,
    second: str,
    games: int,
    seed: int,
    workers: int,
) -> float:
    """Win share of agent `first` against `second` (for more than 2 players, `first` holds one seat
    and `second` the others), seats rotated."""
    lineup = [first] + [second] * (players - 1)
    t = run(Tournament(game, lineup, players, games, seed), workers=workers)
    return statistics.fmean(o.win_share(o.lineup.index(first)) for o in t.outcomes)


def tune(
    game: str,
    agent: str,
    players: int = 2,
    games: int = 40,
    rounds: int = 1,
    factors: tuple[float, ...] = (0.6, 1.6),
    accept: float = 0.56,
    verify_games: int = 100,
    seed: int = 1,
    workers: int = 1,
    on_trial: Callable[[Trial], None] | None = None,
) -> TuneResult:
    """Coordinate search over the game's evaluation weights for `agent` (see the module)."""
    spec = get_game(game)
    if not spec.parameters:
        raise ValueError(f"{spec.title}'s evaluation takes no weights to tune")
    defaults = dict(spec.parameters)
    current = dict(defaults)
    result = TuneResult(current)
    trial_seed = seed
    for _ in range(rounds):
        for weight in defaults:
            for factor in factors:
                candidate = {**current, weight: current[weight] * factor}
                share = match(
                    game,
                    players,
                    agent_with(agent, candidate),
                    agent_with(agent, current),
                    games,
                    trial_seed,
                    workers,
                )
                trial_seed += games
                kept = share >= accept
                trial = Trial(weight, factor, candidate[weight], share, games, kept)
                result.trials.append(trial)
                if on_trial:
                    on_trial(trial)
                if kept:
                    current = candidate
                    break
    result.params = current
    share = match(
        game,
        players,
        agent_with(agent, current),
        agent_with(agent, defaults),
        verify_games,
        trial_seed,
        workers,
    )
    low, high = wilson(share * verify_games, verify_games)
    result.versus_defaults = {
        "games": verify_games,
        "win_share": round(share, 4),
        "interval_95": [round(low, 4), round(high, 4)],
    }
    return result
