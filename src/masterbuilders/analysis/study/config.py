"""What a study plays: its options (`StudyConfig`), its games as jobs, the data experiments
and the restricted subjects it chooses, and the game's study hooks."""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from fnmatch import fnmatch
from typing import Any

from masterbuilders.ai.arena import lineups
from masterbuilders.analysis.restricted import (
    Subject,
    subjects,
)
from masterbuilders.engine import get_game
from masterbuilders.engine.study import Experiment, StudyHooks, experiments, named_experiment

SMALL_SAMPLE = 30
"""Fewer seat-games than this on either side of a comparison: the report warns."""


def hooks_of(game: str) -> StudyHooks:
    """The study hooks the game declares (`GameSpec.study`)."""
    spec = get_game(game)
    if not spec.study:
        raise ValueError(f"{spec.title} declares no study hooks (GameSpec.study)")
    hooks: StudyHooks = importlib.import_module(spec.study).HOOKS
    return hooks


@dataclass(frozen=True)
class StudyConfig:
    """What a study plays: the game, seats, agents (one name: every seat plays it; several: seats
    rotated as in a tournament), games, the first seed, games per data experiment (on the
    uncertain values `values` chooses and on those `experiments` names), and games per card or
    board location that one seat is forbidden (restricted play)."""

    game: str
    players: int
    agents: tuple[str, ...]
    games: int
    seed: int = 1
    variant_games: int = 0
    values: str = "*"
    """Which uncertain values the experiments change: a pattern of their paths (fnmatch)."""
    command: str = ""
    restricted_games: int = 0
    """Games per card or board location with one seat forbidden it (0: no restricted play)."""
    experiments: tuple[tuple[str, Any], ...] = ()
    """Data experiments on values one names, whatever their mark, each (path, the value to play),
    e.g. ("numbers.starting_vp", [2, 7]) (`parse_experiment` reads `path=JSON`): played on the
    study's first `variant_games` seeds like the uncertain values (and instead of the pattern's
    experiment on the same path), reported with them."""

    def lineup(self, index: int) -> tuple[str, ...]:
        if len(self.agents) == 1:
            return self.agents * self.players
        plan = lineups(self.agents, self.players)
        return plan[index % len(plan)]

    def jobs(self) -> list[Job]:
        """Every game of the study: game `i` has seed `seed + i` and the `i`-th lineup, whatever
        the number of games, so a study extended with more games equals one played in one go."""
        return [Job(self.game, self.lineup(i), i, self.seed + i) for i in range(self.games)]

    def variant_jobs(self, exp: Experiment) -> list[Job]:
        return [
            Job(self.game, self.lineup(i), i, self.seed + i, exp.path, exp.alternative)
            for i in range(self.variant_games)
        ]

    def restricted_jobs(self, subject: Subject) -> list[Job]:
        """Game `i` forbids `subject` to seat `i % players`, on the seed and lineup of the study's
        own game `i` (its pair, where every seat plays the standard agent)."""
        return [
            Job(
                self.game,
                self.lineup(i),
                i,
                self.seed + i,
                restricted=subject.key,
                seat=i % self.players,
            )
            for i in range(self.restricted_games)
        ]


@dataclass(frozen=True)
class Job:
    game: str
    lineup: tuple[str, ...]
    index: int
    seed: int
    variant: str = ""
    """The data value's path this game changes ('' for the data as it is)."""
    value: Any = None
    restricted: str = ""
    """What seat `seat` is forbidden in this game: a restricted-play subject's key ('' for
    nothing)."""
    seat: int = 0


def parse_experiment(text: str) -> tuple[str, Any]:
    """A named data experiment as written on the command line, `path=value` with the value in
    JSON (`numbers.starting_vp=[2,7]`, `craftsmen.sculptor-r4.cost=3`, `x.flag=true`): its path
    and value. A ValueError (one line) for anything else."""
    path, eq, value = text.partition("=")
    path = path.strip()
    if not eq or not path or any(c.isspace() for c in path):
        raise ValueError(
            f"--experiment {text!r} is not PATH=VALUE (e.g. numbers.starting_vp=[2,7])"
        )
    try:
        return path, json.loads(value)
    except json.JSONDecodeError:
        raise ValueError(
            f"--experiment {text!r}: the value {value.strip()!r} is not JSON "
            '(e.g. 3, true, [2,7], "text")'
        ) from None


def named_experiments(config: StudyConfig) -> list[Experiment]:
    """The experiments `config.experiments` names (engine.study.named_experiment): a ValueError
    (one line, naming the option) for a path that names no value or several, the data's own
    value, or two experiments on one value."""
    if not config.experiments:
        return []
    hooks = hooks_of(config.game)
    out: list[Experiment] = []
    for path, value in config.experiments:
        try:
            value = json.loads(json.dumps(value))
        except (TypeError, ValueError):
            raise ValueError(f"--experiment {path}: the value {value!r} is not JSON") from None
        try:
            exp = named_experiment(hooks, path, value)
        except ValueError as exc:
            title = get_game(config.game).title
            raise ValueError(f"--experiment {path}={json.dumps(value)} ({title}): {exc}") from None
        if any(e.path == exp.path for e in out):
            raise ValueError(f"--experiment names {exp.path} twice: one experiment per value")
        out.append(exp)
    return out


def chosen_experiments(config: StudyConfig) -> list[Experiment]:
    """The data experiments the study runs: those it names (`StudyConfig.experiments`), then the
    measurable values its pattern chooses (but those it names)."""
    if not config.variant_games:
        return []
    named = named_experiments(config)
    paths = {e.path for e in named}
    measurable, _ = experiments(hooks_of(config.game))
    return named + [e for e in measurable if fnmatch(e.path, config.values) and e.path not in paths]


def restricted_subjects(config: StudyConfig) -> list[Subject]:
    """What restricted play forbids, one at a time: every card a seat can claim and every board
    location (none without restricted games)."""
    if not config.restricted_games:
        return []
    return subjects(hooks_of(config.game))


def total_games(config: StudyConfig) -> int:
    """Games the whole study plays: the study's own, those of its data experiments and those of
    restricted play."""
    return (
        config.games
        + config.variant_games * len(chosen_experiments(config))
        + config.restricted_games * len(restricted_subjects(config))
    )
