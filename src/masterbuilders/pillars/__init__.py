"""The Pillars of the Earth (Kosmos 2006): a complete rules engine for 2-4 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from masterbuilders.engine import GameSpec, register
from masterbuilders.pillars.state import PillarsState, _install

_install()

from masterbuilders.pillars.evaluation import evaluate  # noqa: E402  (needs the installed tables)
from masterbuilders.pillars.invariants import check  # noqa: E402


def _new_game(num_players: int, options: Mapping[str, Any]) -> PillarsState:
    return PillarsState(num_players, dict(options))


SPEC = register(
    GameSpec(
        name="pillars",
        title="The Pillars of the Earth",
        min_players=2,
        max_players=4,
        has_chance=True,
        has_private_information=True,
        max_game_length=20_000,
        factory=_new_game,
        rules_reference="shared/reference/pillars-of-the-earth/rules.md",
        invariants=check,
        evaluate=evaluate,
    )
)

__all__ = ["SPEC", "PillarsState"]
