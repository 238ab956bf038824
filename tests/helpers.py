"""Shared helpers for tests: snapshots, seeded random play with checks after every step."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from masterbuilders.engine import CHANCE, TERMINAL, Action, GameState, get_game, sample_chance


def _canonical(obj: Any) -> Any:
    if isinstance(obj, (int, float, str, bool, type(None), Action)):
        return obj
    if isinstance(obj, (list, tuple)):
        return [_canonical(x) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((_canonical(x) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {repr(k): _canonical(v) for k, v in obj.items()}
    fields: dict[str, Any] = {}
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                fields[name] = _canonical(getattr(obj, name))
    fields.update({k: _canonical(v) for k, v in getattr(obj, "__dict__", {}).items()})
    return (type(obj).__name__, fields)


def snapshot(state: GameState) -> str:
    """The complete internal state, canonical (two equal snapshots mean identical states)."""
    return repr(_canonical(state))


def all_views(state: GameState) -> list[str]:
    return [json.dumps(state.view(s), sort_keys=True) for s in [None, *range(state.num_players)]]


def random_game(
    game: str,
    players: int,
    seed: int,
    each_step: Callable[[GameState, Action | None], None] | None = None,
) -> tuple[GameState, list[Action]]:
    """Play one uniformly random game with checked applies; call `each_step` after every step."""
    spec = get_game(game)
    state = spec.new_game(players)
    rng = random.Random(seed)
    actions: list[Action] = []
    if each_step:
        each_step(state, None)
    for _ in range(spec.max_game_length):
        player = state.current_player()
        if player == TERMINAL:
            return state, actions
        if player == CHANCE:
            action = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            assert legal, "a seat must decide but has no legal action"
            action = rng.choice(legal)
        state.apply(action)
        actions.append(action)
        if each_step:
            each_step(state, action)
    raise AssertionError(f"{game} did not end within {spec.max_game_length} steps")
