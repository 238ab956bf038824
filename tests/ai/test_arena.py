"""The arena: seat rotation, statistics, ratings from a library, output files, the Ray backend."""

from __future__ import annotations

import csv
import json
import statistics
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.ai.arena import Tournament, lineups, run, wilson
from masterbuilders.analysis.tournament import agent_stats, save


def test_lineups_rotate_every_agent_through_every_seat() -> None:
    assert lineups(["a", "b"], 2) == [("a", "b"), ("b", "a")]
    four = lineups(["h", "g", "g", "r"], 4)
    assert len(four) == 4 and all(sorted(x) == ["g", "g", "h", "r"] for x in four)
    assert [x[0] for x in four] == ["h", "g", "g", "r"]
    three = lineups(["a", "b", "c"], 2)
    assert len(three) == 6
    with pytest.raises(ValueError, match="need at least"):
        lineups(["a"], 2)


def test_wilson_interval() -> None:
    low, high = wilson(95, 100)
    assert 0.88 < low < 0.9 and 0.97 < high < 0.99
    assert wilson(0, 0) == (0.0, 1.0)


def _check_outputs(t: Tournament, out: Path) -> None:
    files = save(t, out)
    assert [f.name for f in files] == [
        "tournament.json",
        "games.csv",
        "agents.csv",
        "tournament.png",
    ]
    data = json.loads((out / "tournament.json").read_text())
    assert data["games"] == len(data["outcomes"]) == t.games
    stats = {s["agent"]: s for s in data["agent_stats"]}
    assert sum(s["wins"] for s in stats.values()) == pytest.approx(t.games)
    for s in stats.values():
        assert s["win_rate_low"] <= s["win_rate"] <= s["win_rate_high"]
        assert s["trueskill_sigma"] > 0
    rows = list(csv.reader((out / "games.csv").open()))
    header = ["index", "seed", "rounds", "decisions", "ended_by", "seat0_agent"]
    assert len(rows) == t.games + 1 and rows[0][:6] == header
    by_index = {o.index: o for o in t.outcomes}
    for row in rows[1:]:
        o = by_index[int(row[0])]
        assert [int(row[2]), int(row[3]), row[4]] == [o.rounds, sum(o.decisions), o.ended_by]
    length = data["length"]
    assert length["median_rounds"] == statistics.median(o.rounds for o in t.outcomes)
    assert length["median_decisions"] == statistics.median(sum(o.decisions) for o in t.outcomes)
    assert length["ended_by_default"] == sum(o.ended_by != "rules" for o in t.outcomes)
    assert (out / "tournament.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_local_tournament_in_worker_processes(tmp_path: Path) -> None:
    t = run(Tournament("pillars", ["greedy", "random"], 2, 6, seed=3), workers=2)
    assert sorted(o.index for o in t.outcomes) == list(range(6))
    assert [o.lineup for o in sorted(t.outcomes, key=lambda o: o.index)][:2] == [
        ["greedy", "random"],
        ["random", "greedy"],
    ]
    greedy = next(s for s in agent_stats(t) if s["agent"] == "greedy")
    assert greedy["win_rate"] >= 0.5  # greedy does not lose to random (it wins ~100%)
    assert (
        greedy["trueskill_mu"]
        > next(s for s in agent_stats(t) if s["agent"] == "random")["trueskill_mu"]
    )
    _check_outputs(t, tmp_path / "local")


@pytest.mark.slow
def test_same_seed_same_tournament() -> None:
    a = run(Tournament("builders", ["greedy", "random"], 2, 2, seed=8))
    b = run(Tournament("builders", ["greedy", "random"], 2, 2, seed=8))
    assert [o.scores for o in a.outcomes] == [o.scores for o in b.outcomes]


@pytest.mark.slow
def test_a_tournament_resumes_where_it_stopped() -> None:
    whole = run(Tournament("builders", ["greedy", "random"], 2, 4, seed=8))
    first = sorted(whole.outcomes, key=lambda o: o.index)[:2]
    resumed = Tournament("builders", ["greedy", "random"], 2, 4, seed=8, outcomes=list(first))
    played: list[int] = []
    run(resumed, on_result=lambda o: played.append(o.index))
    assert sorted(played) == [2, 3]
    key = lambda o: o.index  # noqa: E731
    assert [o.scores for o in sorted(resumed.outcomes, key=key)] == [
        o.scores for o in sorted(whole.outcomes, key=key)
    ]


@pytest.mark.slow
@pytest.mark.xdist_group("ray")
def test_ray_backend_on_a_local_instance(tmp_path: Path, ray_local: Any) -> None:
    t = run(Tournament("pillars", ["greedy", "random"], 2, 4, seed=5), backend="ray")
    local = run(Tournament("pillars", ["greedy", "random"], 2, 4, seed=5))
    key = lambda o: o.index  # noqa: E731
    assert [o.scores for o in sorted(t.outcomes, key=key)] == [
        o.scores for o in sorted(local.outcomes, key=key)
    ]
    _check_outputs(t, tmp_path / "ray")


def test_tournament_command_writes_its_files(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from masterbuilders.cli.main import app

    out = tmp_path / "cli"
    result = CliRunner().invoke(
        app,
        [
            "tournament",
            "pillars",
            "--agents",
            "greedy,random",
            "--games",
            "2",
            "--players",
            "2",
            "--workers",
            "1",
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output and (out / "tournament.json").exists()
    bad = CliRunner().invoke(
        app, ["tournament", "pillars", "--agents", "nobody,random", "--games", "2"]
    )
    assert bad.exit_code == 2 and "unknown agent" in bad.output
