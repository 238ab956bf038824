"""Turning a state into a value per seat in [0, 1] (win share), for search and lookahead."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from masterbuilders.engine import Action, GameState, get_game


@dataclass(frozen=True)
class Weights:
    """Which weights an agent's evaluation plays with: the game's hand-set defaults or its weights
    tuned by self-play (`tuned`), with some set by name (`overrides`)."""

    tuned: bool = False
    overrides: tuple[tuple[str, float], ...] = ()

    def resolve(self, game: str) -> Mapping[str, float] | None:
        """The weights for `game` (None when its evaluation takes none and nothing is asked)."""
        spec = get_game(game)
        if not spec.parameters:
            if self.overrides:
                raise ValueError(f"{spec.title}'s evaluation takes no weights")
            return None
        base = spec.tuned.params if self.tuned and spec.tuned is not None else spec.parameters
        unknown = [k for k, _ in self.overrides if k not in base]
        if unknown:
            raise ValueError(f"{spec.title}'s evaluation has no weights {unknown}: {sorted(base)}")
        return {**base, **dict(self.overrides)}


DEFAULT_WEIGHTS: Final = Weights()


@dataclass(frozen=True)
class Candidate:
    """One action as an agent's analysis sees it (hints): how often its search tried it, the
    estimated chance to win and final score after it, and the line of play it expects."""

    action: Action
    visits: int
    win_probability: float
    expected_score: float
    line: tuple[Action, ...] = ()


WIN_WEIGHT: Final = 0.85
"""Terminal value: mostly the win share, a little of the normalised score, so margins count."""


def terminal_values(state: GameState) -> list[float]:
    result = state.result()
    winners = result.winners
    lo, hi = min(result.scores), max(result.scores)
    span = max(1, hi - lo)
    return [
        WIN_WEIGHT * (1.0 / len(winners) if i in winners else 0.0)
        + (1 - WIN_WEIGHT) * (score - lo) / span
        for i, score in enumerate(result.scores)
    ]


def estimates(state: GameState, params: Mapping[str, float] | None = None) -> list[float]:
    """The game's own estimate of each seat's final score, with its evaluation's weights `params`
    where it takes any (None: the defaults)."""
    spec = get_game(state.game_name)
    if spec.evaluate_all is not None:
        return spec.evaluate_all(state, params)
    assert spec.evaluate is not None, f"{spec.name} has no evaluation function"
    return [spec.evaluate(state, seat) for seat in range(state.num_players)]


def heuristic_values(
    state: GameState, temperature: float, params: Mapping[str, float] | None = None
) -> list[float]:
    """Win shares estimated from the evaluation: a softmax of the estimated scores."""
    if state.is_terminal():
        return terminal_values(state)
    return softmax(estimates(state, params), temperature)


def softmax(est: list[float], temperature: float) -> list[float]:
    """Win shares from estimated scores."""
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [w / total for w in weights]
