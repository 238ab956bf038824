"""The Pillars of the Earth (Kosmos 2006): a complete rules engine for 2-4 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from masterbuilders.engine import GameSpec, SearchDefaults, register
from masterbuilders.pillars.state import PillarsState, _install

_install()

from masterbuilders.pillars.evaluation import (  # noqa: E402  (needs the installed tables)
    PARAMETERS,
    TUNED,
    evaluate,
    evaluate_all,
)
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
        evaluate_all=evaluate_all,
        parameters=PARAMETERS,
        tuned=TUNED,
        search=SearchDefaults(
            temperature=3.0,
            plan_turn=False,
            levels={
                "easy": (
                    "greedy:epsilon=0.3",
                    "looks one decision ahead, and plays a random action 30% of the time",
                ),
                "medium": ("greedy", "looks one decision ahead"),
                "hard": (
                    "mcts:iterations=2000,seconds=0.95",
                    "searches 2000 possible continuations (ISMCTS) per decision",
                ),
                "expert": (
                    "mcts:iterations=12000,seconds=0.9",
                    "searches up to 12000 continuations (ISMCTS), under a second per decision",
                ),
            },
        ),
    )
)

__all__ = ["SPEC", "PillarsState"]
