"""The figures of a study as types: what `summarize` computes, study.json holds and the report
reads (issue 55). Typed to their leaves: the top level, the games' shape, the outcomes by
position, the corrections for multiple tests; an interval is a map of its numbers (`Interval`).
Still maps of their JSON, to be typed next: the cards, the table's cards, the experiments,
restricted play, the game over time, the agents' rates and the ladder. study.json is read back
with `json.loads`; a study made before a part existed lacks it (the `NotRequired` keys)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

Method = Literal["fdr_bh", "holm"]
"""A correction for multiple tests (analysis.stats.METHODS)."""
Interval = dict[str, float]
"""An estimate with its 95% interval: `n`, `mean` or `rate` or `diff`, `low`, `high`, and once
tested its `p` and `q` (analysis.stats)."""


class Spread(TypedDict, total=False):
    """Mean, median, the 10th and 90th percentiles, range and histogram of a sample (only `n`
    where it is empty)."""

    n: int
    mean: float
    median: float
    p10: float
    p90: float
    min: float
    max: float
    histogram: dict[str, int]


class Hidden(TypedDict):
    """How often a seat decides without seeing everything."""

    decisions_share: float
    facts_per_game: float


class Shape(TypedDict):
    """How a game runs (`figures.shape`)."""

    rounds: Spread
    decisions_per_game: Spread
    decisions_per_seat: list[Spread]
    chance_per_game: Spread
    branching: dict[str, Spread]
    branching_all: Spread
    hidden: list[Hidden]
    ended_by: dict[str, int]


class Position(TypedDict):
    """One position in the turn order (0: the first player)."""

    position: int
    win: Interval
    rank: Interval
    score: Interval
    scores: Spread


class Outcomes(TypedDict):
    """Scores, win rate and mean rank by position, the margin of victory, ties (`figures.outcomes`)."""

    positions: list[Position]
    equal_share: float
    margin: Spread
    score_ties: Interval
    settled_by: dict[str, int]
    shared_wins: Interval


class Family(TypedDict):
    """One family of tests: how many it holds and how many survive the correction."""

    tests: int
    surviving: int


class Corrections(TypedDict):
    """How the study's tests were corrected for their number (analysis.stats.annotate)."""

    method: Method
    name: str
    alpha: float
    families: dict[str, Family]


class StudyFigures(TypedDict):
    """Every figure of a study (study.json)."""

    game: str
    title: str
    players: int
    agents: list[str]
    games: int
    seed: int
    command: str
    small_sample: int
    shape: Shape
    outcomes: Outcomes
    cards: list[dict[str, Any]]
    table_cards: list[dict[str, Any]]
    experiments: dict[str, Any]
    restricted: NotRequired[dict[str, Any]]
    time: NotRequired[dict[str, Any]]
    corrections: NotRequired[Corrections]
    agent_rates: NotRequired[list[dict[str, Any]]]
    ladder: NotRequired[dict[str, Any]]
