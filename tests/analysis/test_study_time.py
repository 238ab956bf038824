"""The study's game over time and its figures per agent (issue 39): each traced game records, at
the end of every round, each seat's win probability, score and resources; lead changes,
decisiveness and drama are computed as defined on hand-made courses; the report shows them (and a
study traced before, without them, still renders); a mixed study's per-agent figures are those a
recount of games.csv gives."""

from __future__ import annotations

import csv
import json
import statistics
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.ai.arena import wilson
from masterbuilders.analysis.report.findings import findings
from masterbuilders.analysis.report.page import write_report
from masterbuilders.analysis.study.config import Job, StudyConfig, restricted_subjects
from masterbuilders.analysis.study.course import (
    decisive_round,
    drama,
    gap,
    lead_changes,
    time_course,
    winner_chance,
)
from masterbuilders.analysis.study.figures import summarize
from masterbuilders.analysis.study.runner import run_study
from masterbuilders.analysis.study.trace import EVALUATION, MODEL, trace_game

STUDIES = Path(__file__).resolve().parents[2] / "docs" / "study"
RESOURCES = {"pillars": ["gold", "stone", "wood", "sand", "metal"], "builders": ["coins"]}


def _shares(ranks: list[int]) -> list[float]:
    winners = ranks.count(1)
    return [1.0 / winners if r == 1 else 0.0 for r in ranks]


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_every_round_is_traced_at_its_end(game: str) -> None:
    """One entry per round played; each seat's win probability (from the calibrated model) sums
    to 1 at every round's end; the last entry is the final result: the winner's probability is
    its share of the win, the scores are the final scores."""
    config = StudyConfig(game, 2, ("random",), 3, seed=7)
    for job in config.jobs():
        g = trace_game(job)
        t = g["time"]
        assert t["from"] == MODEL
        assert t["resources"] == RESOURCES[game]
        assert len(t["win"]) == len(t["score"]) == len(t["held"]) == g["rounds"]
        for win, score, held in zip(t["win"], t["score"], t["held"], strict=True):
            assert len(win) == len(score) == len(held) == 2
            assert sum(win) == pytest.approx(1.0, abs=0.002)
            assert all(len(seat) == len(RESOURCES[game]) and min(seat) >= 0 for seat in held)
        assert t["win"][-1] == _shares(g["ranks"])
        assert t["score"][-1] == g["scores"]


def test_without_a_trained_model_the_evaluation_gives_the_chances(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where no win probability is trained for the game, the softmax of its evaluation gives the
    chances, and the trace says so; the final result is still the shares of the win."""
    from masterbuilders.analysis import winprob

    monkeypatch.setattr(winprob, "load", lambda game: None)
    config = StudyConfig("pillars", 2, ("random",), 1, seed=5)
    (g,) = [trace_game(job) for job in config.jobs()]
    t = g["time"]
    assert t["from"] == EVALUATION
    assert len(t["win"]) == g["rounds"]
    assert all(sum(win) == pytest.approx(1.0, abs=0.002) for win in t["win"])
    assert t["win"][-1] == _shares(g["ranks"])
    figures = summarize(config, [g], [])
    assert figures["time"]["from"] == {EVALUATION: 1}
    (said,) = [s for s in findings(figures) if s.startswith("Over time")]
    assert "softmax of the game's evaluation" in said


def test_builders_building_points_never_fall() -> None:
    """The Builders: VP of buildings and machines are never lost (§A5.5, §A6), so a seat's score
    less its point per 10 coins never falls from one round to the next (the coins' points do,
    when they are spent). Pillars is not checked so: events and unpaid taxes take VP (§4.1,
    §4.9)."""
    config = StudyConfig("builders", 2, ("random",), 3, seed=2)
    fell = 0
    for job in config.jobs():
        t = trace_game(job)["time"]
        vp = [
            [score - held[0] // 10 for score, held in zip(scores, seats, strict=True)]
            for scores, seats in zip(t["score"], t["held"], strict=True)
        ]
        assert all(
            a <= b for before, after in pairwise(vp) for a, b in zip(before, after, strict=True)
        )
        fell += sum(
            1
            for before, after in pairwise(t["score"])
            for a, b in zip(before, after, strict=True)
            if b < a
        )
        assert vp[-1] != vp[0]
    assert fell, "no score fell when coins were spent: the check above would prove nothing"


def test_only_the_studys_own_games_trace_the_time() -> None:
    """A restricted-play game (and a data experiment's) does not record the rounds: the figures
    use the study's own games only."""
    config = StudyConfig("pillars", 2, ("random",), 1, seed=3, restricted_games=1)
    subject = restricted_subjects(config)[0]
    (job,) = config.restricted_jobs(subject)
    assert "time" not in trace_game(job)
    assert "time" in trace_game(Job("pillars", ("random", "random"), 0, 3))


COURSE = [
    [0.6, 0.4],  # seat 0 leads; the eventual winner (1) is 0.2 behind
    [0.45, 0.55],  # lead change 1
    [0.5, 0.5],  # a tie: the leaders are {0, 1}, lead change 2; the winner is not behind
    [0.3, 0.7],  # lead change 3
    [0.05, 0.95],  # above 0.9 from here on
    [0.0, 1.0],  # the result
]


def test_lead_changes_decisiveness_and_drama_on_a_constructed_course() -> None:
    assert lead_changes(COURSE) == 3
    assert [gap(w, [1]) for w in COURSE] == pytest.approx([0.2, 0, 0, 0, 0, 0])
    assert [winner_chance(w, [1]) for w in COURSE[:-1]] == [0.4, 0.55, 0.5, 0.7, 0.95]
    assert decisive_round(COURSE, [1]) == 5
    assert drama(COURSE, [1]) == pytest.approx(0.2 / 5)
    # above 0.9 from round 3 on, but not after round 4: decided from round 5
    dip = [[0.5, 0.5], [0.2, 0.8], [0.05, 0.95], [0.15, 0.85], [0.02, 0.98], [0.0, 1.0]]
    assert decisive_round(dip, [1]) == 5
    steady = [[0.5, 0.5], [0.08, 0.92], [0.05, 0.95], [0.0, 1.0]]
    assert decisive_round(steady, [1]) == 2
    assert lead_changes(steady) == 1
    # exactly 0.9 after the round before the last is not above it: the last round decided
    assert decisive_round([[0.3, 0.7], [0.1, 0.9], [0.0, 1.0]], [1]) is None
    # the leader overtaken in the last round counts as a change; the winner was behind throughout
    late = [[0.7, 0.3], [0.8, 0.2], [0.0, 1.0]]
    assert lead_changes(late) == 1
    assert drama(late, [1]) == pytest.approx((0.4 + 0.6) / 2)
    # a first place shared by seats 1 and 2: their probabilities together
    shared = [[0.5, 0.3, 0.2], [0.2, 0.4, 0.4], [0.0, 0.5, 0.5]]
    assert lead_changes(shared) == 1
    assert winner_chance(shared[1], [1, 2]) == pytest.approx(0.8)
    assert decisive_round(shared, [1, 2]) is None
    assert gap(shared[0], [1, 2]) == pytest.approx(0.2)


def _game(course: list[list[float]], ranks: list[int], first: int, scores: list[list[int]]) -> Any:
    return {
        "ranks": ranks,
        "first": first,
        "rounds": len(course),
        "time": {
            "from": MODEL,
            "resources": ["coins"],
            "win": course,
            "score": scores,
            "held": [[[10 * s] for s in row] for row in scores],
        },
    }


def test_time_figures_of_constructed_games() -> None:
    """Two hand-made games (and one traced before the rounds were recorded, left out): lead
    changes, decisiveness, the winner behind per round, and the curves by place in the turn
    order (the second game's first player is seat 1)."""
    one = _game(COURSE, [2, 1], 0, [[1, 0], [2, 2], [3, 4], [4, 6], [5, 8], [6, 10]])
    two = _game([[0.3, 0.7], [0.2, 0.8], [0.0, 1.0]], [2, 1], 1, [[0, 5], [1, 7], [2, 9]])
    old = {"ranks": [1, 2], "first": 0, "rounds": 6}
    t = time_course([one, two, old], 2)
    assert t is not None
    assert t["games"] == 2
    assert t["from"] == {MODEL: 2}
    assert t["lead_changes"]["histogram"] == {"0": 1, "3": 1}
    assert t["lead_changes"]["mean"] == 1.5
    assert t["decisive"]["round"]["histogram"] == {"5": 1}
    assert t["decisive"]["never"]["rate"] == 0.5
    assert t["decisive"]["before_end"]["histogram"] == {"1": 1}
    assert t["drama"]["mean"]["mean"] == pytest.approx((0.04 + 0.0) / 2)
    assert t["drama"]["behind"]["rate"] == 0.5
    first, second, third = t["rounds"][:3]
    assert (first["games"], first["went_on"]) == (2, 2)
    assert first["behind"]["rate"] == 0.5
    assert first["winner"]["mean"] == pytest.approx((0.4 + 0.7) / 2)
    # place 0 is seat 0 in game one and seat 1 in game two
    assert first["score"] == [(1 + 5) / 2, (0 + 0) / 2]
    assert first["held"][0] == {"coins": (10 + 50) / 2}
    assert second["behind"]["rate"] == 0.0
    assert (third["games"], third["went_on"]) == (2, 1)
    assert "behind" not in t["rounds"][-1]
    assert t["rounds"][-1]["score"] == [6, 10]
    assert time_course([old], 2) is None


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    out = tmp_path_factory.mktemp("mixed")
    config = StudyConfig("pillars", 2, ("random", "easy"), 8, seed=4)
    return out, run_study(config, out, workers=1)


def test_mixed_study_figures_per_agent_match_games_csv(mixed: tuple[Path, dict[str, Any]]) -> None:
    """Win rate (a shared first place counts 1/n; Wilson interval) and mean rank per agent,
    recounted from games.csv; each win rate's test against the fair share is corrected as a
    family of its own."""
    out, figures = mixed
    assert json.loads((out / "study.json").read_text()) == figures
    with (out / "games.csv").open() as f:
        rows = list(csv.DictReader(f))
    seats: dict[str, list[tuple[float, int]]] = {}
    for r in rows:
        ranks = [int(r[f"seat{s}_rank"]) for s in range(2)]
        for s in range(2):
            share = 1 / ranks.count(1) if ranks[s] == 1 else 0.0
            seats.setdefault(r[f"seat{s}_agent"], []).append((share, ranks[s]))
    per_agent = {a["agent"]: a for a in figures["agent_rates"]}
    assert list(per_agent) == ["random", "easy"]
    for agent, held in seats.items():
        row = per_agent[agent]
        wins = sum(w for w, _ in held)
        assert row["seats"] == len(held) == 8
        assert row["win_rate"] == pytest.approx(wins / len(held))
        assert (row["win_rate_low"], row["win_rate_high"]) == pytest.approx(wilson(wins, len(held)))
        assert row["mean_rank"] == pytest.approx(statistics.fmean(r for _, r in held))
        assert row["mean_rank_low"] <= row["mean_rank"] <= row["mean_rank_high"]
        assert row["fair_share"] == 0.5
        assert 0 <= row["p"] <= row["q"] <= 1
    assert figures["corrections"]["families"]["agents: win rate"]["tests"] == 2


def test_mixed_study_report_shows_time_and_agents(mixed: tuple[Path, dict[str, Any]]) -> None:
    """The report has both new sections; the findings say who won per agent after the first
    player's sentence and the game over time right after the game length's; the last round's
    mean scores are the final scores by place."""
    out, figures = mixed
    page = (out / "report.html").read_text()
    assert "<h2>Game shape over time</h2>" in page
    assert "<h2>Per agent</h2>" in page
    assert "calibrated win-probability model" in page
    said = findings(figures)
    length = next(i for i, s in enumerate(said) if s.startswith("A game lasted"))
    assert said[length + 1].startswith("Over time (8 games; each seat's chance to win from the")
    assert said[length - 1].startswith("Per agent (seats rotated): random won")
    t = figures["time"]
    assert [r["round"] for r in t["rounds"]] == [1, 2, 3, 4, 5, 6]
    for place, seat in enumerate(figures["outcomes"]["positions"]):
        assert t["rounds"][-1]["score"][place] == pytest.approx(seat["score"]["mean"])


def test_a_study_traced_before_renders_without_the_new_parts(tmp_path: Path) -> None:
    """A study traced before the rounds were recorded (every seat one agent) has no time or
    per-agent figures: its report and findings come out without those parts. (The committed
    studies of docs/study were played again since, so such figures are made from one of them
    with those parts taken out.)"""
    figures = json.loads((STUDIES / "pillars-2p" / "study.json").read_text())
    assert "time" in figures  # played with the rounds recorded
    figures.pop("time")
    figures.pop("agent_rates", None)
    said = findings(figures)
    assert said
    assert not any(s.startswith(("Over time", "Per agent")) for s in said)
    write_report(figures, tmp_path / "report.html")
    page = (tmp_path / "report.html").read_text()
    assert "<h2>Outcomes</h2>" in page
    assert "Game shape over time" not in page
    assert "<h2>Per agent</h2>" not in page
