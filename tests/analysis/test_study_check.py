"""Data experiments on a value one names (issue 39, the statistics check): `StudyConfig.experiments`
and `masterbuilders study --experiment PATH=JSON` replay the study's seeds with any marked value
changed to the value named (a CONF value too, such as the planted `numbers.starting_vp = [2, 7]`:
5 VP more for the seat in position 1), report it with the uncertain values' experiments and with
each position's paired change in win share and final score; a malformed or impossible one is
refused with one line and exit code 2 before anything is made. benchmarks/study_check.py runs the
check itself at full size."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest
from typer.testing import CliRunner

from masterbuilders.analysis.study.config import StudyConfig, chosen_experiments, parse_experiment
from masterbuilders.analysis.study.runner import read_lines, run_study
from masterbuilders.cli.main import app

PLANTED = ("starting_vp", [2, 7])
TINY = ["study", "pillars", "-a", "random", "-p", "2", "-n", "2", "-w", "1"]


def _study(*args: str) -> tuple[int, list[str]]:
    result = CliRunner().invoke(app, [*TINY, *args])
    return result.exit_code, result.output.strip().splitlines()


def test_named_experiment_is_played_and_reported_with_its_seats(tmp_path: Path) -> None:
    """The planted advantage, named by the end of its path: its games are played in processes
    that load the changed data, reported as a named experiment with each position's paired change
    in win share (tested and corrected in its family) and in final score, recomputed here from
    the logs; the pattern chooses nothing else (values '')."""
    config = StudyConfig(
        "pillars", 2, ("random",), 4, seed=3, variant_games=4, values="", experiments=(PLANTED,)
    )
    figures = run_study(config, tmp_path, workers=1)
    (row,) = figures["experiments"]["values"]
    assert row["path"] == "numbers.starting_vp"
    assert (row["value"], row["alternative"], row["conf"]) == (2, [2, 7], "CONF")
    assert row["named"] is True and row["games"] == 4 and "refused" not in row
    assert figures["experiments"]["named"] == ["numbers.starting_vp=[2, 7]"]
    base = {g["index"]: g for g in read_lines(tmp_path / "games.jsonl")}
    variants = read_lines(tmp_path / "variants.jsonl")
    assert {v["variant"] for v in variants} == {"numbers.starting_vp"}
    assert sorted(v["index"] for v in variants) == [0, 1, 2, 3]
    seats = row["seats"]
    assert [s["position"] for s in seats] == [0, 1]
    for s in seats:
        k = s["position"]
        diffs = [
            v["scores"][(v["first"] + k) % 2]
            - base[v["index"]]["scores"][(base[v["index"]]["first"] + k) % 2]
            for v in variants
        ]
        assert s["score_diff"]["mean"] == pytest.approx(statistics.fmean(diffs))
        assert s["score_diff"]["low"] <= s["score_diff"]["mean"] <= s["score_diff"]["high"]
        assert {"diff", "low", "high", "base", "p", "q"} <= set(s)
    # the seats' mean score change is the mean of the positions' changes
    assert row["score"]["mean"] == pytest.approx(
        statistics.fmean(s["score_diff"]["mean"] for s in seats)
    )
    # 5 VP planted at the start: the last seat's score moves by about that (random players
    # barely notice VP), the first seat's by about nothing
    assert seats[1]["score_diff"]["low"] <= 5 <= seats[1]["score_diff"]["high"]
    assert figures["corrections"]["families"]["data values: seats' win rates"]["tests"] == 2
    config_json = json.loads((tmp_path / "config.json").read_text())
    assert config_json["experiments"] == [["numbers.starting_vp", [2, 7]]]


def test_named_experiment_replaces_the_patterns_on_its_value() -> None:
    """A named value the pattern also chooses is played once, at the value named."""
    pattern = StudyConfig("pillars", 2, ("random",), 2, variant_games=1, values="locations.court.*")
    (chosen,) = chosen_experiments(pattern)
    named = StudyConfig(
        "pillars",
        2,
        ("random",),
        2,
        variant_games=1,
        values="locations.court.*",
        experiments=((chosen.path, 6), PLANTED),
    )
    found = {e.path: e.alternative for e in chosen_experiments(named)}
    assert found == {chosen.path: 6, "numbers.starting_vp": [2, 7]}


def test_cli_plays_a_named_experiment_and_resumes_it_by_its_whole_path(tmp_path: Path) -> None:
    """`--experiment starting_vp=[2,7]` replays every seed (--variant-games defaults to --games)
    and no uncertain value (--values defaults to none); the same study named by its whole path
    resumes (nothing more played), a run without it is another study."""
    out = tmp_path / "study"
    code, lines = _study("-o", str(out), "--experiment", "starting_vp=[2,7]")
    assert code == 0, lines
    figures = json.loads((out / "study.json").read_text())
    (row,) = figures["experiments"]["values"]
    assert row["path"] == "numbers.starting_vp" and row["games"] == 2
    assert len(row["seats"]) == 2 and all("score_diff" in s for s in row["seats"])
    before = (out / "variants.jsonl").read_bytes()
    code, lines = _study("-o", str(out), "--experiment", "numbers.starting_vp=[2, 7]")
    assert code == 0, lines
    assert (out / "variants.jsonl").read_bytes() == before
    code, lines = _study("-o", str(out))
    assert code == 2 and len(lines) == 1 and "holds another study" in lines[0], lines


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--experiment", "starting_vp"], "is not PATH=VALUE"),
        (["--experiment", "=3"], "is not PATH=VALUE"),
        (["--experiment", "starting_vp=[2,7"], "is not JSON"),
        (["--experiment", "starting_vp=seven"], "is not JSON"),
        (["--experiment", "no.such.value=3"], "names no marked data value"),
        (["--experiment", "spaces=2"], "names several data values"),
        (["--experiment", "starting_vp=2"], "the data's value already"),
        (
            ["--experiment", "starting_vp=[2,7]", "--experiment", "numbers.starting_vp=3"],
            "twice",
        ),
        (["--experiment", "starting_vp=[2,7]", "--variant-games", "0"], "--variant-games 1"),
        (["--experiment", "starting_vp=[2,7]", "--variant-games", "3"], "at most --games"),
    ],
)
def test_malformed_experiment_is_refused_with_one_line(
    args: list[str], said: str, tmp_path: Path
) -> None:
    out = tmp_path / "study"
    code, lines = _study("-o", str(out), *args)
    assert code == 2, lines
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: ") and said in lines[0], lines
    assert not out.exists()


def test_parse_experiment_reads_json_values() -> None:
    assert parse_experiment("numbers.starting_vp=[2, 7]") == ("numbers.starting_vp", [2, 7])
    assert parse_experiment(" x.flag =true") == ("x.flag", True)
    assert parse_experiment('a.b="c=d"') == ("a.b", "c=d")
