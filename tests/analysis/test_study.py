"""The balance study on small runs: every figure comes from the traced games (recomputed here from
games.csv), an interrupted run resumes to the same figures, a data experiment really plays the
changed value, and the games' study hooks name every card once."""

from __future__ import annotations

import csv
import json
import statistics
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.analysis.stats import adjust, p_rate
from masterbuilders.analysis.study.config import StudyConfig, hooks_of
from masterbuilders.analysis.study.figures import summarize
from masterbuilders.analysis.study.measures import rate
from masterbuilders.analysis.study.runner import read_lines, run_study
from masterbuilders.analysis.study.trace import trace_game
from masterbuilders.engine.data import VARIANT_ENV, apply_variant, marked_values
from masterbuilders.engine.study import experiments
from masterbuilders.pillars.model import DATA

STUDIES = Path(__file__).resolve().parents[2] / "docs" / "study"


@pytest.fixture(scope="session")
def pillars_study(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    out = tmp_path_factory.mktemp("pillars-study")
    config = StudyConfig(
        "pillars", 3, ("medium",), 12, seed=5, variant_games=3, values="craftsmen.sculptor-r4.*"
    )
    return out, run_study(config, out, workers=2)


@pytest.fixture(scope="session")
def builders_study(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    out = tmp_path_factory.mktemp("builders-study")
    config = StudyConfig("builders", 2, ("medium", "hard"), 10, seed=3)
    return out, run_study(config, out, workers=1)


def _rows(out: Path) -> list[dict[str, str]]:
    with (out / "games.csv").open() as f:
        return list(csv.DictReader(f))


def SHARED(test: Any) -> Any:
    """The tests that read the two studies above: slow (they play the studies' games), and in one
    process, which plays each study once."""
    return pytest.mark.slow(pytest.mark.xdist_group("study-fixtures")(test))


@SHARED
@pytest.mark.parametrize("which", ["pillars_study", "builders_study"])
def test_figures_recomputed_from_games_csv(which: str, request: pytest.FixtureRequest) -> None:
    out, figures = request.getfixturevalue(which)
    assert json.loads((out / "study.json").read_text()) == figures
    recompute(out, figures)


def test_committed_figures_recomputed_from_their_games() -> None:
    """The studies under docs/study/: their figures are their games' (games.csv)."""
    for path in sorted(STUDIES.glob("*/study.json")):
        recompute(path.parent, json.loads(path.read_text()))


def recompute(out: Path, figures: dict[str, Any]) -> None:
    """Recompute from games.csv the win rates and mean scores by place in the turn order, the
    game length, chance
    draws, decisions, every card's take rate and the margin of victory, and compare."""
    rows = _rows(out)
    players = figures["players"]
    assert len(rows) == figures["games"]
    # win rate by place in the turn order: a shared first place counts as a share; each with its
    # p-value against the equal share and its q-value corrected over the places (issue 39)
    p_values = []
    for place in range(players):
        wins = 0.0
        scores = []
        for r in rows:
            seat = (int(r["first"]) + place) % players
            ranks = [int(r[f"seat{s}_rank"]) for s in range(players)]
            if ranks[seat] == 1:
                wins += 1 / ranks.count(1)
            scores.append(int(r[f"seat{seat}_score"]))
        win = dict(figures["outcomes"]["positions"][place]["win"])
        p_values.append(p_rate(wins, len(rows), 1 / players))
        if "p" in win:  # the committed studies made before issue 39 have none
            assert win.pop("p") == pytest.approx(p_values[-1])
            win.pop("q")
        assert win == rate(wins, len(rows))
        mean_score = statistics.fmean(scores)
        assert figures["outcomes"]["positions"][place]["score"]["mean"] == pytest.approx(mean_score)
    qs = [p["win"].get("q") for p in figures["outcomes"]["positions"]]
    if None not in qs:
        method = figures["corrections"]["method"]
        assert qs == pytest.approx(adjust(p_values, method))
    rounds = [int(r["rounds"]) for r in rows]
    assert figures["shape"]["rounds"]["median"] == statistics.median(rounds)
    assert figures["shape"]["chance_per_game"]["mean"] == pytest.approx(
        statistics.fmean(int(r["chance"]) for r in rows)
    )
    decisions = [sum(int(r[f"seat{s}_decisions"]) for s in range(players)) for r in rows]
    assert figures["shape"]["decisions_per_game"]["mean"] == pytest.approx(
        statistics.fmean(decisions)
    )
    assert figures["shape"]["branching_all"]["n"] == sum(decisions)
    # how often each card was taken
    taken: Counter[str] = Counter()
    for r in rows:
        for s in range(players):
            taken.update(item.split("@")[0] for item in r[f"seat{s}_cards"].split())
    assert taken, "the seats took no card at all"
    for card in figures["cards"]:
        assert card["taken"] == rate(taken[card["card"]], len(rows) * players), card["name"]
    margins = []
    for r in rows:
        top = sorted((int(r[f"seat{s}_score"]) for s in range(players)), reverse=True)
        margins.append(top[0] - top[1])
    assert figures["outcomes"]["margin"]["mean"] == pytest.approx(statistics.fmean(margins))


@SHARED
def test_pillars_study_counts_events_and_immediate_cards(
    pillars_study: tuple[Path, dict[str, Any]],
) -> None:
    """Every round reveals an event (§4.1): 6 per game; immediate advantage cards count as taken
    (they act and are discarded, §9) as the cards kept do."""
    out, figures = pillars_study
    games = read_lines(out / "games.jsonl")
    assert all(len(g["revealed"]) == 6 for g in games)
    events = {e["card"]: e for e in figures["table_cards"]}
    shown = Counter(card for g in games for card, _ in g["revealed"])
    for card, count in shown.items():
        assert events[card]["came_up"]["n"] == len(games)
        assert events[card]["came_up"]["rate"] == count / len(games)
    hooks = hooks_of("pillars")
    kinds = {c["card"]: c["kind"] for c in figures["cards"]}
    assert set(kinds.values()) == {"craftsman", "advantage card"}
    took = {card for g in games for seat in g["acquired"] for card, _ in seat}
    immediate = {c for c in took if c in DATA.privileges and DATA.privileges[c].kind == "immediate"}
    assert immediate, "no immediate advantage card was counted in 12 games"
    assert all(hooks.cards[c].kind in ("craftsman", "advantage card") for c in took)


@SHARED
def test_experiment_plays_the_changed_value(pillars_study: tuple[Path, dict[str, Any]]) -> None:
    """Each chosen value was replayed on the study's first seeds; the games really differ from the
    same seeds' games with the data as it is wherever the changed card was used."""
    out, figures = pillars_study
    values = figures["experiments"]["values"]
    assert {v["path"] for v in values} == {
        p
        for p, m in marked_values(tomllib.loads(_cards_toml("pillars")))
        if p.startswith("craftsmen.sculptor-r4.") and m.conf in ("FAN", "DEFAULT")
    }
    variants = read_lines(out / "variants.jsonl")
    assert len(variants) == 3 * len(values)
    base = {g["index"]: g for g in read_lines(out / "games.jsonl")}
    assert all(v["games"] == 3 for v in values)
    assert any(v["scores"] != base[v["index"]]["scores"] for v in variants)
    for row in values:
        changed = [v for v in variants if v["variant"] == row["path"]]
        paired = [
            statistics.fmean(v["scores"]) - statistics.fmean(base[v["index"]]["scores"])
            for v in changed
        ]
        assert row["score"]["mean"] == pytest.approx(statistics.fmean(paired))


def test_a_variant_process_refuses_a_value_it_does_not_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game traced for an experiment in a process whose data was not changed is an error,
    not a game of the unchanged data counted as the experiment's."""
    from masterbuilders.analysis.study.config import Job

    monkeypatch.delenv(VARIANT_ENV, raising=False)
    job = Job("pillars", ("medium", "medium"), 0, 1, "craftsmen.sculptor-r4.cost", 8)
    assert "does not play" in trace_game(job)["error"]


def test_refused_reading_is_reported(tmp_path: Path) -> None:
    """A value the engine builds in (C6: one use of Take Coins per turn) cannot be changed by data:
    the experiment reports the engine's refusal instead of games."""
    config = StudyConfig(
        "builders", 2, ("easy",), 2, variant_games=1, values="numbers.take_coins_uses_per_turn"
    )
    figures = run_study(config, tmp_path, workers=1)
    (row,) = figures["experiments"]["values"]
    assert row["games"] == 0
    assert "the engine implements 1" in row["refused"]


@pytest.mark.slow
def test_resume_after_interruption(tmp_path: Path) -> None:
    """A study cut short (a last line half written) resumes to the figures of an uncut run; a
    study of another seed is refused there (more games extend it: issue 39,
    tests/analysis/test_study_runs.py)."""
    config = StudyConfig("builders", 2, ("easy",), 6, seed=11)
    whole = run_study(config, tmp_path / "whole", workers=1)
    cut = tmp_path / "cut"
    cut.mkdir()
    lines = (tmp_path / "whole" / "games.jsonl").read_text().splitlines()
    (cut / "games.jsonl").write_text("\n".join(lines[:3]) + "\n" + lines[3][:40])
    assert run_study(config, cut, workers=1) == whole
    other = StudyConfig("builders", 2, ("easy",), 6, seed=12)
    with pytest.raises(ValueError, match="another study"):
        run_study(other, cut, workers=1)


def test_summary_uses_only_the_games_given() -> None:
    """The figures are a function of the traced games: two games in, two games counted."""
    config = StudyConfig("builders", 2, ("easy",), 2, seed=2)
    games = [trace_game(job) for job in config.jobs()]
    figures = summarize(config, games, [])
    assert figures["games"] == 2
    assert figures["shape"]["rounds"]["n"] == 2
    assert sum(figures["shape"]["ended_by"].values()) == 2


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_hooks_name_every_card_once(game: str) -> None:
    hooks = hooks_of(game)
    names = Counter((c.kind, c.name) for c in hooks.cards.values())
    assert [n for n, k in names.items() if k > 1] == []
    measurable, other = experiments(hooks)
    assert all(e.conf in ("FAN", "DEFAULT") for e in measurable)
    assert all(e.card == "" or e.card in hooks.cards for e in measurable)
    assert all(not isinstance(m.value, (int, dict)) for _, m in other)


def test_apply_variant_names_the_bad_path() -> None:
    raw = tomllib.loads(_cards_toml("pillars"))
    with pytest.raises(KeyError, match=r"craftsmen\.nobody\.cost"):
        apply_variant(raw, {"craftsmen.nobody.cost": 3})
    changed = apply_variant(raw, {"locations.court.spaces": 5})
    assert dict(marked_values(changed))["locations.court.spaces"].value == 5


def _cards_toml(game: str) -> str:
    from importlib.resources import files

    return files(f"masterbuilders.{game}").joinpath("cards.toml").read_text()


def test_cli_study_refuses_bad_options(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from masterbuilders.cli.main import app

    result = CliRunner().invoke(
        app,
        ["study", "builders", "-a", "easy", "-n", "2", "--variant-games", "3", "-o", str(tmp_path)],
    )
    assert result.exit_code == 2
    assert "at most --games" in result.output
    result = CliRunner().invoke(
        app, ["study", "builders", "-a", "easy,medium,hard", "-p", "4", "-o", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert "4 players need one agent or at least 4" in result.output


def test_committed_studies_are_summarised_as_they_are() -> None:
    """docs/study/README.md's findings are generated from the committed studies' figures, and
    each study links a report that exists; the main README links the page."""
    from masterbuilders.analysis.report.page import markdown_summary
    from tests.generated import check

    found = sorted(STUDIES.glob("*/study.json"))
    assert found, "no study is committed under docs/study/"
    blocks = []
    for path in found:
        figures = json.loads(path.read_text())
        assert (path.parent / "report.html").exists()
        assert (path.parent / "games.csv").exists()
        blocks.append(markdown_summary(figures, path.parent.name))
    check(STUDIES / "README.md", {"findings": "\n".join(blocks).rstrip("\n")})
    readme = (STUDIES.parents[1] / "README.md").read_text()
    assert "docs/study/README.md" in readme


@pytest.mark.slow
@pytest.mark.xdist_group("ray")
def test_ray_backend_gives_the_local_figures(tmp_path: Path, ray_local: Any) -> None:
    """The same study on Ray (a local instance) and in local processes: the same figures, the
    data experiment's games included (played in Ray workers started with the changed value)."""
    config = StudyConfig(
        "pillars", 2, ("easy",), 4, seed=9, variant_games=2, values="locations.court.spaces"
    )
    on_ray = run_study(config, tmp_path / "ray", backend="ray")
    local = run_study(config, tmp_path / "local", workers=2)
    assert on_ray == local
    (row,) = local["experiments"]["values"]
    assert row["games"] == 2


@pytest.mark.slow
def test_builders_first_player_is_the_drawn_one() -> None:
    """The Builders draws its first player at set-up (§A4): the study counts places in the turn
    from that seat, not from seat 1."""
    config = StudyConfig("builders", 3, ("easy",), 6, seed=40)
    firsts = {trace_game(job)["first"] for job in config.jobs()}
    assert len(firsts) > 1
    assert all(0 <= f < 3 for f in firsts)
