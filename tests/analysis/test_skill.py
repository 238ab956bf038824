"""Skill and luck (issue 39, "Skill and luck"): the luck-and-depth model of Jerdee & Newman
recovers known parameters from synthetic results, reads pure skill as no luck and coin flips as
all luck, and says when the pairs played cannot tell; depth counts 60% steps as defined; win rate
and mean rank per agent on constructed games; a tiny real ladder runs, and resumes and extends to
the same figures byte for byte; the command refuses bad options with one line and exit code 2.

Whether the real levels beat each other is a measurement, not a test: `masterbuilders ladder`."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from masterbuilders.ai.arena import GameOutcome, wilson
from masterbuilders.analysis.skill.ladder import LadderConfig, ladder_jobs, share
from masterbuilders.analysis.skill.luck import depth_steps, fit_luck
from masterbuilders.analysis.skill.models import (
    ALPHA_ML,
    ALPHA_NO_SKILL,
    ALPHA_NOT_IDENTIFIED,
    Comparisons,
    win_probability,
)
from masterbuilders.analysis.skill.rates import agent_rates
from masterbuilders.analysis.skill.run import LOCK, read_games, run_ladder
from masterbuilders.cli.main import app


def synthetic(
    strengths: list[float], alpha: float, games: int, seed: int, pairs: str = "all"
) -> Comparisons:
    """Results drawn from the model itself: every pair (or adjacent pairs) plays `games` games,
    rung i beating rung j with probability alpha / 2 + (1 - alpha) * logistic(s_i - s_j)."""
    rng = np.random.default_rng(seed)
    k = len(strengths)
    pairings = (
        [(i, j) for i in range(k) for j in range(i + 1, k)]
        if pairs == "all"
        else [(i, i + 1) for i in range(k - 1)]
    )
    rows = []
    for i, j in pairings:
        p = float(win_probability(alpha, strengths[i] - strengths[j]))
        rows.append((i, j, float(rng.binomial(games, p)), float(games)))
    return Comparisons.of([f"rung{n}" for n in range(k)], rows)


# ---- the model -----------------------------------------------------------------------------------


def test_fit_recovers_luck_depth_and_ratings() -> None:
    """3000 games among 4 rungs of known strengths, a third of games decided by luck (alpha
    0.3): the fit finds alpha, beta and every strength close to the truth, inside its intervals."""
    truth = [-3.0, -1.0, 1.0, 3.0]
    beta = math.sqrt(2 * np.mean(np.square(truth)))  # the paper's scale: ratings' mean square 1/2
    fit = fit_luck(synthetic(truth, 0.3, 500, seed=11), bootstrap=100, seed=3)
    assert fit["alpha_rule"] == ALPHA_ML and fit["identified"]
    assert fit["alpha"] == pytest.approx(0.3, abs=0.06)
    assert fit["alpha_low"] < 0.3 < fit["alpha_high"]
    assert fit["alpha_high"] - fit["alpha_low"] < 0.2
    assert fit["beta"] == pytest.approx(beta, abs=0.4)
    assert fit["beta_low"] < beta < fit["beta_high"]
    for row, s in zip(fit["ratings"], truth, strict=True):
        assert row["strength"] == pytest.approx(s, abs=0.4), row
        assert row["strength_low"] < s < row["strength_high"], row
        assert row["rating"] == pytest.approx(s / beta, abs=0.1), row
    assert sum(r["strength"] for r in fit["ratings"]) == pytest.approx(0, abs=1e-6)
    assert np.mean([r["rating"] ** 2 for r in fit["ratings"]]) == pytest.approx(0.5)
    # plain Bradley-Terry, without luck, squeezes the strengths together
    spread = [r["bradley_terry"] for r in fit["ratings"]]
    assert spread == sorted(spread) and spread[-1] - spread[0] < 0.6 * (truth[-1] - truth[0])
    assert "Jerdee" in fit["reference"] and "Bradley" in fit["bradley_terry_reference"]


def test_pure_skill_gives_no_luck() -> None:
    """Games decided by skill alone (alpha 0): the luck index is 0 and its interval small."""
    fit = fit_luck(synthetic([-2.0, -0.7, 0.7, 2.0], 0.0, 500, seed=5), bootstrap=20)
    assert fit["alpha_rule"] == ALPHA_ML
    assert fit["alpha"] < 0.03
    assert fit["alpha_low"] == 0.0 and fit["alpha_high"] < 0.1
    assert fit["depth"]["steps"] == 3


def test_coin_flips_give_all_luck() -> None:
    """Games that are coin flips whatever the strengths (alpha 1): no skill effect, luck 1."""
    fit = fit_luck(synthetic([-2.0, -0.7, 0.7, 2.0], 1.0, 500, seed=5), bootstrap=20)
    assert fit["alpha_rule"] == ALPHA_NO_SKILL
    assert fit["skill_effect_p"] >= 0.05
    assert fit["alpha"] == 1.0 and fit["alpha_high"] == 1.0
    assert fit["beta"] == 0.0
    assert [r["strength"] for r in fit["ratings"]] == [0.0] * 4
    assert fit["depth"]["steps"] == 0 and fit["depth"]["chain"] == ["rung0"]


def test_adjacent_pairs_alone_leave_luck_unidentified() -> None:
    """Along a chain of pairs every alpha up to the most luck the win rates allow fits equally:
    alpha is reported as not identified, with that range as its interval, and the strengths
    are plain Bradley-Terry's, which reproduce each pair's win rate."""
    c = synthetic([-1.5, -0.5, 0.5, 1.5], 0.2, 400, seed=2, pairs="adjacent")
    fit = fit_luck(c, bootstrap=20)
    assert fit["alpha"] is None and fit["alpha_rule"] == ALPHA_NOT_IDENTIFIED
    assert not fit["identified"]
    rates = c.wins / c.games
    most = 2 * float(np.min(np.minimum(rates, 1 - rates)))
    assert fit["alpha_low"] == 0.0 and fit["alpha_high"] >= most - 0.01
    s = [r["strength"] for r in fit["ratings"]]
    for n, rate in enumerate(rates):
        assert float(win_probability(0.0, s[n] - s[n + 1])) == pytest.approx(rate, abs=1e-3)


def test_results_that_do_not_connect_the_rungs_are_refused() -> None:
    c = Comparisons.of(["a", "b", "c", "d"], [(0, 1, 3.0, 5.0), (2, 3, 1.0, 5.0)])
    with pytest.raises(ValueError, match="do not connect"):
        fit_luck(c, bootstrap=0)


def test_comparisons_add_up_either_way_round() -> None:
    c = Comparisons.of(["a", "b"], [(0, 1, 3.0, 5.0), (1, 0, 1.5, 4.0)])
    assert c.i.tolist() == [0] and c.j.tolist() == [1]
    assert c.wins.tolist() == [5.5] and c.games.tolist() == [9.0]


# ---- depth ----------------------------------------------------------------------------------------


def test_depth_counts_60_percent_steps_against_the_last_rung_counted() -> None:
    """[0, 0.5, 0.9, 1.0, 2.0] logits: 0.5 beats 0 62% (a step); 0.9 beats 0.5 only 59.9% (none);
    1.0 beats 0.5 62% (a step, though it beats 0.9, its neighbour, far less); 2.0 beats 1.0 73%."""
    strengths = [0.0, 0.5, 0.9, 1.0, 2.0]
    assert depth_steps(strengths) == (3, [0, 1, 3, 4])
    # luck halves every edge: 0.5 over 0 is now 56% and 0.9 over 0 the first step (60.5%)
    assert depth_steps(strengths, alpha=0.5) == (2, [0, 2, 4])


def test_depth_edges() -> None:
    """Exactly 60% counts; a ladder upside down, one rung or none has no step."""
    edge = math.log(0.6 / 0.4)
    assert depth_steps([0.0, edge]) == (1, [0, 1])
    assert depth_steps([0.0, edge - 1e-6]) == (0, [0])
    assert depth_steps([2.0, 1.0, 0.0]) == (0, [0])
    assert depth_steps([0.0]) == (0, [0])
    assert depth_steps([]) == (0, [])


# ---- win rate and mean rank per agent ---------------------------------------------------------------


def _outcome(index: int, lineup: list[str], ranks: list[int]) -> GameOutcome:
    n = len(lineup)
    return GameOutcome(index, index, lineup, [0] * n, ranks, [0] * n, [0.0] * n, [0.0] * n)


def test_agent_rates_on_constructed_games() -> None:
    """Three games of a mixed study: a shared first place counts half to each; a study's traced
    game (a dict) counts like a tournament outcome; a failed game is left out."""
    games: list[Any] = [
        _outcome(0, ["hard", "easy"], [1, 2]),
        _outcome(1, ["easy", "hard", "easy"], [1, 1, 3]),
        {"index": 2, "lineup": ["hard", "medium"], "ranks": [2, 1]},
        {"index": 3, "error": "KeyError: 'x'"},
    ]
    rows = {r["agent"]: r for r in agent_rates(games, ["easy", "medium", "hard", "expert"])}
    assert list(rows) == ["easy", "medium", "hard", "expert"]
    hard, easy, medium = rows["hard"], rows["easy"], rows["medium"]
    assert (hard["seats"], hard["wins"], hard["win_rate"]) == (3, 1.5, 0.5)
    assert (hard["win_rate_low"], hard["win_rate_high"]) == wilson(1.5, 3)
    assert hard["mean_rank"] == pytest.approx(4 / 3)
    half = 1.96 * float(np.std([1, 1, 2], ddof=1)) / math.sqrt(3)
    assert 4 / 3 - half < 1  # the normal interval is kept within the ranks there are
    assert hard["mean_rank_low"] == 1.0
    assert hard["mean_rank_high"] == pytest.approx(4 / 3 + half)
    assert hard["fair_share"] == pytest.approx((1 / 2 + 1 / 3 + 1 / 2) / 3)
    assert (easy["seats"], easy["wins"], easy["mean_rank"]) == (3, 0.5, pytest.approx(2.0))
    # one entry: the interval of its mean rank is every rank its game had
    assert (medium["seats"], medium["win_rate"], medium["mean_rank"]) == (1, 1.0, 1.0)
    assert (medium["mean_rank_low"], medium["mean_rank_high"]) == (1.0, 2.0)
    assert rows["expert"]["seats"] == 0 and math.isnan(rows["expert"]["win_rate"])


# ---- the ladder -------------------------------------------------------------------------------------


def test_head_to_head_share_and_rotated_seats() -> None:
    """At 3 and 4 players two rungs share the table: the winner's rung takes the game, a first
    place shared by both splits it; over a cycle of games each rung holds every seat equally."""
    assert share(_outcome(0, ["a", "b", "a"], [3, 1, 2]), "b") == 1.0
    assert share(_outcome(0, ["a", "b", "a", "b"], [1, 1, 3, 4]), "a") == 0.5
    assert share(_outcome(0, ["a", "b", "a", "b"], [1, 3, 1, 2]), "a") == 1.0
    for players, cycle in ((2, 2), (3, 6), (4, 2)):
        config = LadderConfig("builders", players, ("random", "easy"), cycle)
        seats = [j.lineup for j in ladder_jobs(config)]
        for seat in range(players):
            held = [lineup[seat] for lineup in seats]
            assert held.count("random") == held.count("easy"), (players, seats)
        assert all(set(lineup) == {"random", "easy"} for lineup in seats)


def test_jobs_do_not_depend_on_the_number_of_games() -> None:
    """More games extend the schedule: the first games keep their index, seed and seats."""
    small = ladder_jobs(LadderConfig("builders", 3, ("random", "easy", "medium"), 2, 7, "all"))
    large = ladder_jobs(LadderConfig("builders", 3, ("random", "easy", "medium"), 5, 7, "all"))
    assert large[: len(small)] == small
    assert [j.index for j in large] == list(range(15))
    assert [j.seed for j in large] == [7 + i for i in range(15)]


TINY = LadderConfig("builders", 2, ("random", "easy", "medium"), 2, 5, "adjacent")
"""A tiny real ladder: 2 games for each of its 2 pairs."""


@pytest.fixture(scope="module")
def whole(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny ladder played in one run."""
    out = tmp_path_factory.mktemp("whole")
    run_ladder(TINY, out, workers=1, bootstrap=50)
    return out


def test_a_tiny_ladder_has_the_documented_figures(whole: Path) -> None:
    figures = json.loads((whole / "ladder.json").read_text())
    assert figures["command"] == (
        "masterbuilders ladder builders --players 2 --levels random,easy,medium --games 2 "
        "--pairs adjacent --seed 5"
    )
    assert figures["games"] == 4 and figures["rungs"] == ["random", "easy", "medium"]
    assert [(s["weaker"], s["stronger"]) for s in figures["steps"]] == [
        ("random", "easy"),
        ("easy", "medium"),
    ]
    assert figures["pairings"] == figures["steps"]
    for row in figures["pairings"]:
        assert row["games"] == 2
        assert 0 <= row["win_rate_low"] <= row["win_rate"] <= row["win_rate_high"] <= 1
        assert row["win_rate"] == row["stronger_wins"] / 2
        assert 0 <= row["predicted"] <= 1
    depth = figures["depth"]
    assert 0 <= depth["steps"] <= 2 and depth["chain"][0] == "random"
    assert len(depth["chain"]) == depth["steps"] + 1 and depth["threshold"] == 0.6
    luck = figures["luck"]
    assert not luck["identified"] and "Jerdee" in luck["reference"]
    # adjacent pairs alone: alpha not identified, or the games too few to show skill at all
    assert (luck["alpha_rule"], luck["alpha"]) in (
        (ALPHA_NOT_IDENTIFIED, None),
        (ALPHA_NO_SKILL, 1),
    )
    assert 0 <= luck["alpha_low"] <= luck["alpha_high"] <= 1
    assert [r["rung"] for r in luck["ratings"]] == ["random", "easy", "medium"]
    for r in luck["ratings"]:
        assert r["strength_low"] <= r["strength"] <= r["strength_high"]
    assert [r["agent"] for r in figures["per_rung"]] == ["random", "easy", "medium"]
    assert [r["seats"] for r in figures["per_rung"]] == [2, 4, 2]
    assert sum(r["wins"] for r in figures["per_rung"]) == pytest.approx(4)
    assert (whole / "ladder.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not (whole / LOCK).exists()
    assert json.loads((whole / "config.json").read_text())["games"] == 2


def test_a_ladder_resumed_and_extended_equals_one_run(whole: Path, tmp_path: Path) -> None:
    """Stopped after one game per pair (the smaller run), its log then cut mid-line with a
    game repeated, the ladder extended to two games per pair plays only the missing games and
    writes ladder.json and ladder.png byte for byte as the one run did."""
    grown = tmp_path / "grown"
    half = LadderConfig(TINY.game, TINY.players, TINY.rungs, 1, TINY.seed, TINY.pairs)
    run_ladder(half, grown, workers=1, bootstrap=50)
    log = grown / "games.jsonl"
    first = log.read_text().splitlines()
    assert [json.loads(line)["index"] for line in first] == [0, 1]
    log.write_text("\n".join(first) + "\n" + first[0] + "\n" + first[1][:40])
    calls: list[int] = []
    figures = run_ladder(TINY, grown, workers=1, on_game=lambda: calls.append(1), bootstrap=50)
    assert len(calls) == 4 and figures["games"] == 4
    lines = log.read_text().splitlines()
    assert lines[:2] == first  # the games played before are kept as they were
    assert [json.loads(line)["index"] for line in lines] == list(range(4))
    for name in ("ladder.json", "ladder.png"):
        assert (grown / name).read_bytes() == (whole / name).read_bytes(), name


def test_a_record_after_a_cut_line_is_read(tmp_path: Path) -> None:
    """A line cut short with a whole record written right after it: the record counts, once."""
    game = json.dumps(
        {
            "index": 4,
            "seed": 9,
            "lineup": ["a", "b"],
            "scores": [1, 2],
            "ranks": [2, 1],
            "decisions": [1, 1],
            "think_seconds": [0.0, 0.0],
            "max_think_seconds": [0.0, 0.0],
        }
    )
    log = tmp_path / "games.jsonl"
    log.write_text(game[:30] + game + "\n" + game + "\n")
    (read,) = read_games(log)
    assert (read.index, read.seed, read.ranks) == (4, 9, [2, 1])


# ---- the command ------------------------------------------------------------------------------------


def _snapshot(root: Path) -> dict[str, bytes | None]:
    return {
        str(p.relative_to(root)): None if p.is_dir() else p.read_bytes()
        for p in sorted(root.rglob("*"))
    }


def _refused(args: list[str], said: str, root: Path) -> None:
    """`masterbuilders ladder builders ARGS` exits 2 with one line that says `said`, and leaves
    `root` as it was."""
    before = _snapshot(root)
    result = CliRunner().invoke(app, ["ladder", "builders", *args])
    lines = result.output.strip().splitlines()
    assert result.exit_code == 2, lines
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: ") and said in lines[0], lines
    assert _snapshot(root) == before


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["-n", "0"], "--games must be at least 1 (not 0)"),
        (["-w", "0"], "--workers must be at least 1 (not 0)"),
        (["--pairs", "some"], "--pairs is 'adjacent' or 'all'"),
        (["--levels", "easy"], "at least two levels"),
        (["--levels", "easy,medium,easy"], "names 'easy' twice"),
        (["--levels", "easy,grandmaster"], "unknown agent 'grandmaster'"),
        (["-p", "9"], "not 9"),
        (["--backend", "cloud"], "--backend is 'local' or 'ray'"),
    ],
)
def test_bad_options_are_refused_before_anything_is_made(
    args: list[str], said: str, tmp_path: Path
) -> None:
    out = tmp_path / "ladder"
    _refused([*args, "-o", str(out)], said, tmp_path)
    assert not out.exists()


def test_unusable_directories_are_refused(tmp_path: Path) -> None:
    """A file for a directory, another ladder's directory, and fewer games than it holds."""
    plain = tmp_path / "plain.txt"
    plain.write_text("not a directory\n")
    _refused(["-o", str(plain)], "is a file, not a directory", tmp_path)
    _refused(["-o", str(plain / "ladder")], "is a file, not a directory", tmp_path)
    held = tmp_path / "held"
    held.mkdir()
    config = {"game": "builders", "players": 2, "rungs": ["random", "easy"], "games": 3}
    (held / "config.json").write_text(json.dumps({**config, "seed": 4, "pairs": "adjacent"}))
    base = ["--levels", "random,easy", "-o", str(held)]
    _refused([*base, "-n", "3", "--seed", "5"], "its seed is 4, not 5", tmp_path)
    _refused([*base, "-n", "2", "--seed", "4"], "not shrink to 2", tmp_path)


def test_a_ladder_in_a_study_joins_its_figures_and_report(tmp_path: Path) -> None:
    """Issue 39 ("the skill ladder and luck index" in docs/study): a ladder played into a
    study's `ladder` directory joins the study's study.json and report (nothing replayed), and
    a study run again keeps it; a ladder of another count of players is not joined."""
    from masterbuilders.analysis.report.findings import findings
    from masterbuilders.analysis.study.config import StudyConfig
    from masterbuilders.analysis.study.runner import attach_ladder, run_study

    study = tmp_path / "study"
    run_study(StudyConfig("builders", 2, ("random",), 4, 3, 0), study, workers=1)
    before = (study / "report.html").read_text()
    assert "Skill and luck" not in before
    ladder = study / "ladder"
    run_ladder(TINY, ladder, workers=1, bootstrap=50)
    assert attach_ladder(ladder) == study / "report.html"
    figures = json.loads((study / "study.json").read_text())
    assert figures["ladder"] == json.loads((ladder / "ladder.json").read_text())
    report = (study / "report.html").read_text()
    assert "<h2>Skill and luck: the ladder</h2>" in report and "random &gt; easy" not in report
    assert "easy &gt; random" in report and "data:image/png;base64," in report
    said = [line for line in findings(figures) if line.startswith("Skill against luck")]
    assert len(said) == 1 and "4 ladder games, random < easy < medium" in said[0]
    assert f"{figures['ladder']['depth']['steps']} steps of 60%" in said[0]
    again = run_study(StudyConfig("builders", 2, ("random",), 4, 3, 0), study, workers=1)
    assert again["ladder"] == figures["ladder"]
    other = tmp_path / "other" / "ladder"
    run_study(StudyConfig("builders", 3, ("random",), 3, 3, 0), other.parent, workers=1)
    run_ladder(TINY, other, workers=1, bootstrap=50)
    assert attach_ladder(other) is None
    assert attach_ladder(tmp_path / "not-a-study" / "ladder") is None
