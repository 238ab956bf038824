"""The Builders: Middle Ages (Bombyx 2013): a complete rules engine for 2-4 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from masterbuilders.builders.evaluation import evaluate
from masterbuilders.builders.invariants import check
from masterbuilders.builders.state import BuildersState
from masterbuilders.engine import GameSpec, register


def _new_game(num_players: int, options: Mapping[str, Any]) -> BuildersState:
    return BuildersState(num_players, dict(options))


SPEC = register(
    GameSpec(
        name="builders",
        title="The Builders: Middle Ages",
        min_players=2,
        max_players=4,
        has_chance=True,
        has_private_information=False,
        max_game_length=100_000,
        factory=_new_game,
        rules_reference="shared/reference/the-builders-middle-ages/rules.md",
        invariants=check,
        evaluate=evaluate,
    )
)

__all__ = ["SPEC", "BuildersState"]
