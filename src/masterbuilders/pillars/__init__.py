"""The Pillars of the Earth (Kosmos 2006): a complete rules engine for 2-4 players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from masterbuilders.engine import GameSpec, SearchDefaults, register
from masterbuilders.pillars.evaluation import (
    PARAMETERS,
    TUNED,
    VALUE_INPUTS,
    evaluate,
    evaluate_all,
    review_marks,
    value_inputs,
)
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.invariants import check


def _new_game(num_players: int, options: Mapping[str, Any]) -> PillarsState:
    return PillarsState(num_players, dict(options))


RULES_2: Final = 1795453155.0
"""When version 2 of the rules was committed (ce37102, Unix time)."""


def _rules_of_log(head: Sequence[str], created: float) -> int | None:
    """The rules version of a stored game, by its date: one created before version 2 was played
    under version 1; one created after may still have been played by an older release (None)."""
    return 1 if created < RULES_2 else None


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
        package="masterbuilders.pillars",
        # 2: the card effects of the review of issue 21 (commit ce37102): exemptions per player,
        # the special craftsmen's order, the Archbishop's capacity at use ('use remigius')
        rules_version=2,
        rules_of_log=_rules_of_log,
        invariants=check,
        evaluate=evaluate,
        evaluate_all=evaluate_all,
        parameters=PARAMETERS,
        tuned=TUNED,
        renderer=("masterbuilders.pillars", "renderer.js"),
        catalogs="masterbuilders.pillars",
        codec="masterbuilders.pillars.codec",
        study="masterbuilders.pillars.study",
        value_inputs=value_inputs,
        value_input_names=VALUE_INPUTS,
        value_model=("masterbuilders.pillars", "value.json"),
        review_marks=review_marks,
        review_horizon=12,
        review_agent="greedy:tuned=1",
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
                    "mcts:iterations=8000,seconds=0.95",
                    "searches 8000 possible continuations (ISMCTS) per decision",
                ),
                "expert": (
                    "mcts:iterations=20000,seconds=0.8,tuned=1",
                    "searches 20000 continuations (ISMCTS), judging them with weights tuned by "
                    "self-play, under a second per decision",
                ),
            },
        ),
    )
)

__all__ = ["SPEC", "PillarsState"]
