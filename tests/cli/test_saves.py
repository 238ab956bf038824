"""The terminal's save file is a game record; a save of the earlier format still loads, and
`play --resume A --save B` saves to B."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from masterbuilders.cli.play import load_match, new_match
from masterbuilders.engine import GameRecord


def test_a_save_is_a_game_record_with_its_seats(tmp_path: Path) -> None:
    match = new_match("builders", ["you", "random"], 7)
    match.advance_chance()
    match.apply(match.state.legal_actions()[-1], match.state.current_player())
    match.record().save(tmp_path / "s.json")
    record = GameRecord.load(tmp_path / "s.json")
    assert record.seats == [{"kind": "human"}, {"kind": "bot", "level": "random"}]
    again = load_match(tmp_path / "s.json")
    assert again.record().actions == match.record().actions and again.seed == "7"


def test_a_save_of_the_earlier_format_loads_and_plays_on(tmp_path: Path) -> None:
    """Format 1 kept seats as names and every action with its actor; its chance outcomes are in
    the file, so the game resumes exactly where it stood."""
    match = new_match("pillars", ["you", "random"], 3)
    match.advance_chance()
    old = {
        "format": 1,
        "game": "pillars",
        "seats": ["you", "random"],
        "seed": 3,
        "actions": [[str(s.action), s.actor] for s in match.steps],
    }
    (tmp_path / "old.json").write_text(json.dumps(old))
    resumed = load_match(tmp_path / "old.json")
    assert [str(s.action) for s in resumed.steps] == [a for a, _ in old["actions"]]
    assert resumed.seats == [{"kind": "human"}, {"kind": "bot", "level": "random"}]


def test_a_record_without_seats_cannot_be_resumed(tmp_path: Path) -> None:
    record = GameRecord("pillars", 2, seed="1")
    record.save(tmp_path / "r.json")
    try:
        load_match(tmp_path / "r.json")
    except ValueError as exc:
        assert "names no seats" in str(exc)
    else:
        raise AssertionError("a record without seats was resumed")


def test_resume_saves_where_asked(tmp_path: Path) -> None:
    """`play --resume A --save B`: quitting saves to B and leaves A as it was; without --save it
    saves to A."""
    match = new_match("builders", ["you", "random"], 2)
    match.record().save(tmp_path / "a.json")
    before = (tmp_path / "a.json").read_text()
    play = [sys.executable, "-m", "masterbuilders.cli.main", "play", "--delay", "0"]
    done = subprocess.run(
        [*play, "--resume", "a.json", "--save", "b.json"],
        cwd=tmp_path, input="quit\n", capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert (tmp_path / "b.json").exists() and (tmp_path / "a.json").read_text() == before
    done = subprocess.run(
        [*play, "--resume", "a.json"],
        cwd=tmp_path, input="take-coins 1\nquit\n", capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert len(GameRecord.load(tmp_path / "a.json").actions) > len(match.steps)
