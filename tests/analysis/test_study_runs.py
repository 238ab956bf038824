"""Robust study runs (issue 39, "Robust runs"): bad options and directories are refused with one
line and exit code 2 before anything is made; a study extends with more games exactly; no game
counts twice; a cut last line loses no later record; two runs cannot share a directory at once;
the board-space experiments play or are refused by the data loader with the rule."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from masterbuilders.analysis.study.config import StudyConfig
from masterbuilders.analysis.study.runner import LOCK, open_study, read_lines, run_study
from masterbuilders.cli.main import app
from masterbuilders.engine.data import VARIANT_ENV

TINY = ["study", "builders", "-a", "random", "-p", "2", "-n", "2", "-w", "1"]
"""The cheapest study the command runs: 2 games of random players."""


def _study(*args: str) -> tuple[int, list[str]]:
    """Run `masterbuilders study` with `args`: its exit code and its lines of output."""
    result = CliRunner().invoke(app, [*TINY, *args])
    return result.exit_code, result.output.strip().splitlines()


def _snapshot(root: Path) -> dict[str, bytes | None]:
    """Every path under `root` with its bytes (None for a directory)."""
    return {
        str(p.relative_to(root)): None if p.is_dir() else p.read_bytes()
        for p in sorted(root.rglob("*"))
    }


def _refused(args: list[str], said: str, root: Path) -> None:
    """The command refuses `args`: exit code 2, one line 'error: ...' that says `said`, no
    traceback, and `root` as it was."""
    before = _snapshot(root)
    code, lines = _study(*args)
    assert code == 2, lines
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: "), lines
    assert said in lines[0], lines
    assert _snapshot(root) == before


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["-n", "0"], "--games must be at least 1 (not 0)"),
        (["-n", "-5"], "--games must be at least 1 (not -5)"),
        (["-w", "0"], "--workers must be at least 1 (not 0)"),
        (["-w", "-2"], "--workers must be at least 1 (not -2)"),
        (["--variant-games", "-1"], "--variant-games must be 0 or more (not -1)"),
        (["--variant-games", "3"], "at most --games"),
        (["--variant-games", "1", "--values", "no.such.*"], "chooses no uncertain data value"),
        (["-p", "9"], "not 9"),
    ],
)
def test_bad_numbers_are_refused_before_anything_is_made(
    args: list[str], said: str, tmp_path: Path
) -> None:
    """Issue 39: `--games 0` was a traceback that left a directory later runs refused; every
    nonsense number is now one line, exit code 2, and no directory."""
    out = tmp_path / "study"
    _refused([*args, "-o", str(out)], said, tmp_path)
    assert not out.exists()


def test_impossible_directories_are_refused(tmp_path: Path) -> None:
    """Issue 39: a directory under a regular file (impossible for root too) and a regular file
    as the directory: one line each, nothing made."""
    plain = tmp_path / "plain.txt"
    plain.write_text("not a directory\n")
    _refused(["-o", str(plain / "study")], f"{plain} is a file, not a directory", tmp_path)
    _refused(["-o", str(plain / "deeper" / "study")], "cannot be made", tmp_path)
    _refused(["-o", str(plain)], f"--out {plain} is a file, not a directory", tmp_path)
    assert plain.read_text() == "not a directory\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes in a read-only directory")
def test_read_only_directory_is_refused(tmp_path: Path) -> None:
    """Issue 39: an unwritable directory was a traceback; now one line and nothing made."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        _refused(["-o", str(locked / "study")], "no permission to write", tmp_path)
        _refused(["-o", str(locked)], "no permission to write", tmp_path)
    finally:
        locked.chmod(0o700)
    assert list(locked.iterdir()) == []


def test_another_study_in_the_directory_is_refused(tmp_path: Path) -> None:
    """Issue 39: a directory holding a study refuses another seed or agent, and fewer games,
    with one line and without touching a file."""
    out = tmp_path / "study"
    code, lines = _study("-o", str(out), "--seed", "4")
    assert code == 0, lines
    _refused(["-o", str(out), "--seed", "5"], "its seed is 4, not 5", tmp_path)
    _refused(["-o", str(out), "--seed", "4", "-a", "greedy"], "holds another study", tmp_path)
    _refused(["-o", str(out), "--seed", "4", "-n", "1"], "not shrink to 1", tmp_path)


def test_extending_equals_one_run(tmp_path: Path) -> None:
    """Issue 39: a study of 6 games (2 per data value) extended to 10 (3 per value) plays only
    the new games and writes games.csv and study.json byte for byte as one run of 10."""

    def config(games: int, per_value: int) -> StudyConfig:
        return StudyConfig(
            "builders", 2, ("random",), games, 7, per_value, values="numbers.round_limit"
        )

    whole, grown = tmp_path / "whole", tmp_path / "grown"
    run_study(config(10, 3), whole, workers=1)
    run_study(config(6, 2), grown, workers=1)
    assert len(read_lines(grown / "games.jsonl")) == 6
    played: list[int] = []
    figures = run_study(config(10, 3), grown, workers=1, on_game=lambda: played.append(1))
    assert figures["games"] == 10
    assert len(played) == 10 + 3
    lines = (grown / "games.jsonl").read_text().splitlines()
    assert [json.loads(line)["index"] for line in lines] == list(range(10))
    for name in ("games.csv", "study.json", "games.jsonl"):
        assert (grown / name).read_bytes() == (whole / name).read_bytes(), name
    (row,) = figures["experiments"]["values"]
    assert row["games"] == 3
    assert json.loads((grown / "config.json").read_text())["games"] == 10


def test_read_lines_counts_each_game_once(tmp_path: Path) -> None:
    """Issue 39: two runs in one directory counted 80 games for 40; a game is its (variant,
    index), the first line of it counts."""
    log = tmp_path / "variants.jsonl"
    rows = [
        {"index": 0, "variant": "a", "scores": [1]},
        {"index": 0, "variant": "b", "scores": [2]},
        {"index": 0, "variant": "a", "scores": [3]},
        {"index": 1, "variant": "a", "scores": [4]},
    ]
    log.write_text("".join(json.dumps(r) + "\n" for r in rows))
    got = read_lines(log)
    assert [(g["variant"], g["index"], g["scores"]) for g in got] == [
        ("a", 0, [1]),
        ("b", 0, [2]),
        ("a", 1, [4]),
    ]


def test_resume_after_duplicated_lines_counts_each_game_once(tmp_path: Path) -> None:
    """Issue 39: a log whose games were written twice (two runs) resumes to the figures of one
    run, and the log is left with each game once."""
    config = StudyConfig("builders", 2, ("random",), 4, seed=21)
    once = run_study(config, tmp_path / "once", workers=1)
    out = tmp_path / "twice"
    run_study(config, out, workers=1)
    log = out / "games.jsonl"
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines + lines[::-1] + lines[1:2]) + "\n")
    assert len(read_lines(log)) == 4
    figures = run_study(config, out, workers=1)
    assert figures["games"] == 4
    assert figures == once
    assert (out / "study.json").read_bytes() == (tmp_path / "once" / "study.json").read_bytes()
    assert log.read_text().splitlines() == lines
    assert len((out / "games.csv").read_text().splitlines()) == 1 + 4


def test_cut_last_line_loses_no_later_record(tmp_path: Path) -> None:
    """Issue 39: a run killed mid-write leaves a cut last line; the next run's first record was
    written on that same line and lost. Now the cut line is dropped, every whole record kept,
    and each new record starts a line of its own."""
    config = StudyConfig("builders", 2, ("random",), 6, seed=11)
    run_study(config, tmp_path / "whole", workers=1)
    whole = (tmp_path / "whole" / "games.jsonl").read_text()
    lines = whole.splitlines()
    cut = tmp_path / "cut"
    cut.mkdir()
    (cut / "games.jsonl").write_text("\n".join(lines[:3]) + "\n" + lines[3][:40])
    run_study(config, cut, workers=1)
    assert (cut / "games.jsonl").read_text() == whole
    assert [g["index"] for g in read_lines(cut / "games.jsonl")] == list(range(6))
    again = run_study(config, cut, workers=1)
    assert again["games"] == 6
    assert (cut / "study.json").read_bytes() == (tmp_path / "whole" / "study.json").read_bytes()


def test_record_swallowed_by_a_cut_line_is_recovered(tmp_path: Path) -> None:
    """Issue 39: a log written before the repair holds a cut line with a whole record after it
    on the same line; that record counts, and a resumed run replays only the cut game."""
    config = StudyConfig("builders", 2, ("random",), 5, seed=13)
    run_study(config, tmp_path / "whole", workers=1)
    whole = (tmp_path / "whole" / "games.jsonl").read_text()
    lines = whole.splitlines()
    out = tmp_path / "old"
    out.mkdir()
    damaged = [lines[0], lines[1][:50] + lines[2], lines[3]]
    (out / "games.jsonl").write_text("\n".join(damaged) + "\n")
    assert [g["index"] for g in read_lines(out / "games.jsonl")] == [0, 2, 3]
    played: list[int] = []
    figures = run_study(config, out, workers=1, on_game=lambda: played.append(1))
    assert figures["games"] == 5
    assert len(played) == 5
    assert sorted((out / "games.jsonl").read_text().splitlines()) == sorted(lines)


def test_a_second_run_at_once_is_refused(tmp_path: Path) -> None:
    """Issue 39: a study cannot run twice at once in one directory: while a run holds it, a
    second one gets one line naming the directory, exit code 2, and changes no file; the lock
    file goes with the run that held it."""
    out = tmp_path / "study"
    config = StudyConfig("builders", 2, ("random",), 2, seed=1, command="")
    with open_study(config, out, workers=1):
        assert (out / LOCK).exists()
        _refused(["-o", str(out), "--seed", "1"], f"{out} is in use", tmp_path)
        with pytest.raises(ValueError, match="another run of this study holds its lock"):
            run_study(config, out, workers=1)
        with (out / LOCK).open("a") as other, pytest.raises(BlockingIOError):
            fcntl.flock(other.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    assert not (out / "games.jsonl").exists()
    assert not (out / LOCK).exists()
    code, lines = _study("-o", str(out), "--seed", "1")
    assert code == 0, lines
    assert len(read_lines(out / "games.jsonl")) == 2
    assert sorted(p.name for p in out.iterdir()) == [
        "config.json",
        "games.csv",
        "games.jsonl",
        "report.html",
        "study.json",
        "variants.jsonl",
    ]


def test_board_space_experiments_play_or_say_why_not(tmp_path: Path) -> None:
    """Issue 39: `locations.archbishop.spaces` and `locations.startplayer.spaces` ended in an
    engine KeyError. A second Archbishop's seat space now plays (§4.2: each player there
    chooses); a second starting-player space is refused by the data loader, with its rule
    (§4.14: one next starting player), and reported as not measurable."""
    config = StudyConfig(
        "pillars", 2, ("random",), 1, seed=3, variant_games=1, values="locations.*[pr].spaces"
    )
    figures = run_study(config, tmp_path, workers=1)
    rows = {r["path"]: r for r in figures["experiments"]["values"]}
    assert sorted(rows) == ["locations.archbishop.spaces", "locations.startplayer.spaces"]
    arch = rows["locations.archbishop.spaces"]
    assert arch["alternative"] == 2
    assert arch["games"] == 1
    assert "refused" not in arch
    start = rows["locations.startplayer.spaces"]
    assert start["games"] == 0
    assert start["refused"].startswith("not measurable: cards.toml locations.startplayer.spaces")
    assert "= 2: the engine implements 1 (§4.14" in start["refused"]
    assert "KeyError" not in json.dumps(figures["experiments"])


def test_two_archbishop_spaces_give_each_player_there_a_choice() -> None:
    """Issue 39, §4.2 with the Archbishop's seat given 2 spaces (C§7 D4's alternative): in a
    round where two players hold its spaces, both choose protection or a cube, each once."""
    script = textwrap.dedent(
        """
        import json
        from collections import Counter
        from masterbuilders.ai.agents import Bot
        from masterbuilders.engine import Match, play_match
        from masterbuilders.pillars.model import ARCHBISHOP, LOCATION_SPACES

        spaces = LOCATION_SPACES["archbishop"]
        choices = Counter()
        both = 0
        def watch(state, player, legal):
            global both
            frame = state.frames[-1] if state.frames else None
            if frame is not None and frame.kind == ARCHBISHOP:
                choices[(seed, state.round, frame.seat)] += 1
                held = {state.spaces[i] for i in spaces} - {-1}
                both += len(held) == 2 and frame.seat in held
        for seed in range(1, 5):
            play_match(Match("pillars", 4, seed), [Bot("random")] * 4, watch=watch)
        print(json.dumps({"spaces": len(spaces), "most": max(choices.values()),
                          "rounds": len({k[:2] for k in choices}), "choices": len(choices),
                          "both": both}))
        """
    )
    env = {
        **os.environ,
        "MASTERBUILDERS_PURE": "1",
        VARIANT_ENV: json.dumps({"pillars": {"locations.archbishop.spaces": 2}}),
    }
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["spaces"] == 2
    assert seen["most"] == 1, "a player chose twice at the Archbishop's seat in one round"
    assert seen["choices"] > seen["rounds"], "no round gave two players the Archbishop's choice"
    assert seen["both"] >= 2


def test_loader_refuses_a_second_start_player_space(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 39, §4.14: the Pillars data loader refuses 2 starting-player spaces with the rule,
    and loads 2 Archbishop's seat spaces (its cache is bypassed: the game keeps its data)."""
    from masterbuilders.pillars.data import load

    monkeypatch.setenv(VARIANT_ENV, json.dumps({"pillars": {"locations.startplayer.spaces": 2}}))
    with pytest.raises(RuntimeError, match=r"startplayer\.spaces = 2: .*§4\.14"):
        load.__wrapped__()
    monkeypatch.setenv(VARIANT_ENV, json.dumps({"pillars": {"locations.archbishop.spaces": 2}}))
    spaces = {loc.id: loc.spaces for loc in load.__wrapped__().locations}
    assert spaces["archbishop"] == 2
    assert spaces["startplayer"] == 1


def test_levels_play_without_their_clock_in_a_study_and_a_ladder() -> None:
    """A study (and a ladder) plays each level by its search budget, not its clock: a seeded run
    is the same on a busy machine as on an idle one. A spec whose only budget is a clock keeps
    it."""
    from masterbuilders.ai.agents import levels, untimed
    from masterbuilders.analysis.study.config import Job
    from masterbuilders.analysis.study.trace import job_agents

    hard = levels("pillars")["hard"].agent
    assert "seconds=" in hard and "iterations=" in hard
    assert untimed("pillars", "hard") == hard.split(",seconds=")[0].replace("seconds=", "")
    assert "seconds" not in untimed("pillars", "expert")
    assert "iterations=20000" in untimed("pillars", "expert")
    assert untimed("pillars", "mcts:iterations=50,seconds=0.1,tuned=1") == (
        "mcts:iterations=50,tuned=1"
    )
    assert untimed("pillars", "mcts:seconds=0.5") == "mcts:seconds=0.5"
    assert untimed("builders", "hard") == levels("builders")["hard"].agent  # no clock there
    assert untimed("pillars", "medium") == "greedy"
    job = Job("pillars", ("hard", "expert"), 0, 1)
    assert [a.spec for a in job_agents(job)] == [untimed("pillars", "hard"),
                                                  untimed("pillars", "expert")]  # fmt: skip
