"""Turning a state into a value per seat in [0, 1] (win share), for search and lookahead."""

from __future__ import annotations

import math

from masterbuilders.engine import GameState, get_game

WIN_WEIGHT = 0.85
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


def estimates(state: GameState) -> list[float]:
    """The game's own estimate of each seat's final score."""
    spec = get_game(state.game_name)
    assert spec.evaluate is not None, f"{spec.name} has no evaluation function"
    return [spec.evaluate(state, seat) for seat in range(state.num_players)]


def heuristic_values(state: GameState, temperature: float) -> list[float]:
    """Win shares estimated from the evaluation: a softmax of the estimated scores."""
    if state.is_terminal():
        return terminal_values(state)
    return softmax(estimates(state), temperature)


def softmax(est: list[float], temperature: float) -> list[float]:
    """Win shares from estimated scores."""
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [w / total for w in weights]
