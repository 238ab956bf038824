"""The Builders: Middle Ages (Bombyx 2013): a complete rules engine for 2-4 players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from masterbuilders.builders.evaluation import (
    PARAMETERS,
    TUNED,
    VALUE_INPUTS,
    evaluate,
    evaluate_all,
    review_marks,
    value_inputs,
)
from masterbuilders.builders.game import BuildersState
from masterbuilders.builders.invariants import check
from masterbuilders.engine import GameSpec, SearchDefaults, register


def _new_game(num_players: int, options: Mapping[str, Any]) -> BuildersState:
    return BuildersState(num_players, dict(options))


SET_UP_WORKERS_1 = 6
"""Workers a set-up of rules version 1 turned over before the first player was drawn (the line
of five and the deck's face-up next card); version 2's turns over five."""


def _rules_of_log(head: Sequence[str], created: float) -> int | None:
    """The rules version of a stored game, by its set-up: None where the set-up is not complete."""
    texts = list(head)
    first = next((i for i, t in enumerate(texts) if t.startswith("first-player ")), None)
    if first is None:
        return None
    workers = sum(1 for t in texts[:first] if t.startswith("reveal-worker "))
    return 1 if workers >= SET_UP_WORKERS_1 else 2


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
        package="masterbuilders.builders",
        # 2: the worker deck has no face-up next card (commit 70f6f3e, §A4 step 3): a set-up
        # reveals five workers, not six, and a recruited worker's space is refilled by a draw
        rules_version=2,
        rules_of_log=_rules_of_log,
        invariants=check,
        evaluate=evaluate,
        evaluate_all=evaluate_all,
        parameters=PARAMETERS,
        tuned=TUNED,
        renderer=("masterbuilders.builders", "renderer.js"),
        catalogs="masterbuilders.builders",
        codec="masterbuilders.builders.codec",
        study="masterbuilders.builders.study",
        value_inputs=value_inputs,
        value_input_names=VALUE_INPUTS,
        value_model=("masterbuilders.builders", "value.json"),
        review_marks=review_marks,
        review_horizon=8,
        review_agent="greedy:beam=1,tuned=1",
        search=SearchDefaults(
            temperature=3.0,
            plan_turn=True,
            levels={
                "easy": (
                    "greedy:beam=1,epsilon=0.3",
                    "plans its turn one choice at a time, and plays a random action 30% of the time",
                ),
                "medium": ("greedy:beam=1", "plans its turn one choice at a time"),
                "hard": (
                    "greedy:beam=2,tuned=1",
                    "plans its whole turn, following the 2 most promising runs of actions "
                    "(each starting differently), judging with weights tuned by self-play",
                ),
                "expert": (
                    "greedy:beam=16,tuned=1",
                    "plans its whole turn like hard, following the 16 most promising runs",
                ),
            },
        ),
    )
)

__all__ = ["SPEC", "BuildersState"]
