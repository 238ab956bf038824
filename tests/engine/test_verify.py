"""`masterbuilders verify` checks what it is given instead of trusting it (issue 36): it fails
closed on a record without a commitment, shows the commitment and the SHA-256 of the seed for the
player to compare, refuses every malformed record with one `error:` line (exit 2, never a
traceback), and an error raised while a Match is built surfaces as itself in both builds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.engine import (
    GameRecord,
    InvalidOptionsError,
    MasterbuildersError,
    Match,
    ParseError,
    UniformRandomAgent,
    UnknownGameError,
    commitment,
    play_game,
    verify,
)
from masterbuilders.i18n import text

SEED = "issue-36-seed"


@pytest.fixture(scope="module")
def fair() -> dict[str, Any]:
    """The JSON of a finished two-player game of The Builders, played with a secret seed."""
    played = play_game("builders", [UniformRandomAgent(), UniformRandomAgent()], seed=SEED)
    assert played.state.is_terminal()
    return played.record.to_json()


def run_verify(path: Path) -> subprocess.CompletedProcess[str]:
    """The real command in its own process, in an 80-column terminal (rich wraps at its width)."""
    return subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "verify", str(path)],
        capture_output=True, text=True, env={**os.environ, "COLUMNS": "80"}, timeout=60,
    )  # fmt: skip


def shown(stdout: str, label: str) -> str:
    """The value printed after `label` on its own line."""
    lines = [line for line in stdout.splitlines() if line.startswith(label)]
    assert len(lines) == 1, stdout
    return lines[0].removeprefix(label).strip()


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data))
    return path


def test_a_fair_record_verifies_and_shows_its_commitment(
    fair: dict[str, Any], tmp_path: Path
) -> None:
    """Exit 0, and both the commitment the record carries and the SHA-256 of its seed are printed
    (equal), so the player can compare them with the commitment shown when the game began."""
    done = run_verify(write(tmp_path, fair))
    assert done.returncode == 0, done.stdout + done.stderr
    recorded = shown(done.stdout, "commitment in the record:")
    computed = shown(done.stdout, "SHA-256 of its seed:")
    assert recorded == computed == commitment(SEED) == fair["commitment"]
    assert "fair:" in done.stdout and done.stderr == ""


def test_a_record_without_commitment_cannot_be_verified(
    fair: dict[str, Any], tmp_path: Path
) -> None:
    """Fail closed (issue 36): `commitment: null` is no proof of a fair game, so verify exits 1 and
    says the record cannot be verified, instead of "fair: the seed matches its commitment"."""
    done = run_verify(write(tmp_path, {**fair, "commitment": None}))
    assert done.returncode == 1, done.stdout + done.stderr
    assert shown(done.stdout, "commitment in the record:") == "none"
    assert shown(done.stdout, "SHA-256 of its seed:") == commitment(SEED)
    assert "cannot be verified" in done.stdout and "not fair" in done.stdout
    assert "fair:" not in done.stdout.replace("not fair:", "")
    found = verify(GameRecord.from_json({**fair, "commitment": None}))
    assert any("no commitment" in text(problem) for problem in found.problems)


def test_a_tampered_seed_fails_and_shows_both_hashes(fair: dict[str, Any], tmp_path: Path) -> None:
    """A seed other than the committed one: exit 1, and the two differing hashes are shown."""
    done = run_verify(write(tmp_path, {**fair, "seed": SEED + "x"}))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "does not match the commitment" in done.stdout
    assert shown(done.stdout, "commitment in the record:") == commitment(SEED)
    assert shown(done.stdout, "SHA-256 of its seed:") == commitment(SEED + "x")


DEEP = "[" * 100_000 + "]" * 100_000


def _malformed(fair: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """Name -> (the file's text, what the error line must name). Each changes one thing of the
    fair record, so nothing else could be the reason for the refusal."""

    def changed(**fields: Any) -> str:
        return json.dumps({**fair, **fields})

    actions = list(fair["actions"])
    return {
        "deeply nested arrays": (DEEP, "nested too deeply"),
        "deeply nested options": (
            changed(options={}).replace('"options": {}', '"options": ' + DEEP),
            "nested too deeply",
        ),
        "infinite player count": (
            changed(num_players=2).replace('"num_players": 2', '"num_players": 1e400'),
            "num_players",
        ),
        "player count as text": (changed(num_players="2"), "num_players"),
        "player count true": (changed(num_players=True), "num_players"),
        "negative player count": (changed(num_players=-1), "players, not -1"),
        "huge player count": (changed(num_players=10**30), "players, not 1000000"),
        "player count of 5000 digits": (
            changed(num_players=2).replace('"num_players": 2', '"num_players": ' + "9" * 5000),
            "not a JSON game record",
        ),
        "unknown game": (changed(game="chess"), "unknown game 'chess'"),
        "game as a list": (changed(game=["builders"]), "'game'"),
        "actions as text": (changed(actions="pass"), "'actions'"),
        "actions as an object": (changed(actions={"0": "pass"}), "'actions'"),
        "an action that is a number": (
            changed(actions=[*actions[:5], 7, *actions[5:]]),
            "action 5",
        ),
        "bad action text": (changed(actions=[*actions[:3], "fly to the moon!"]), "action 3"),
        "options as a list": (changed(options=[1, 2]), "'options'"),
        "seats as text": (changed(seats="alice"), "'seats'"),
        "seed as an object": (changed(seed={"x": 1}), "'seed'"),
        "commitment as a number": (changed(commitment=12345), "'commitment'"),
        "practice as text": (changed(practice="yes"), "'practice'"),
        "format true": (changed(format=True), "format"),
        "an unknown field": (changed(cheat=True), "unknown field(s) in the game record: cheat"),
        "garbage after the record": (changed() + " garbage", "Extra data"),
        "not UTF-8": ("\udcff", "not a JSON game record"),
    }


CASES = list(_malformed({"actions": []}))  # the names only


@pytest.mark.parametrize("case", CASES)
def test_a_malformed_record_is_refused_in_one_line(
    case: str, fair: dict[str, Any], tmp_path: Path
) -> None:
    """Issue 36: every malformed record ends in one `error: ...` line naming what is wrong and
    exit 2, never a traceback (deep nesting, inf, wrong types, unknown game, bad actions, extra
    fields or text)."""
    text, named = _malformed(fair)[case]
    path = tmp_path / "record.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    done = run_verify(path)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr[-2000:]
    assert done.returncode == 2, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stdout
    assert named in lines[0] and done.stderr == ""


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"num_players": 1e400}, ParseError),
        ({"num_players": "2"}, ParseError),
        ({"game": "chess"}, UnknownGameError),
        ({"num_players": 9}, InvalidOptionsError),
        ({"actions": "pass"}, ParseError),
        ({"commitment": 12345}, ParseError),
        ({"cheat": True}, ParseError),
    ],
)
def test_loading_a_record_raises_the_engines_own_errors(
    fields: dict[str, Any], error: type[MasterbuildersError], fair: dict[str, Any]
) -> None:
    """The engine refuses bad input with its own error types (DESIGN.md, Errors), at load time,
    not later while replaying."""
    with pytest.raises(error):
        GameRecord.from_json({**fair, **fields})


def test_a_record_nested_too_deeply_raises_a_parse_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    with pytest.raises(ParseError, match="nested too deeply"):
        GameRecord.load(path)


@pytest.mark.parametrize(
    ("game", "players", "error"),
    [("chess", 2, UnknownGameError), ("pillars", 9, InvalidOptionsError)],
)
def test_an_error_while_building_a_match_surfaces_as_itself(
    game: str, players: int, error: type[MasterbuildersError]
) -> None:
    """Issue 36: compiled (mypyc), a constructor whose `__new__` took `*args, **kwargs` dropped an
    exception raised in `Match.__init__` when compiled code built the Match (`verify`,
    `from_record`), and a SystemError or AttributeError on a half-built Match came out instead."""
    with pytest.raises(error):
        Match(game, players, "s")
    record = GameRecord(game, players, {}, "s", [], commitment=commitment("s"))
    with pytest.raises(error):
        Match.from_record(record)
    with pytest.raises(error):
        verify(record)
    match = Match("pillars", 2, "s")
    match.advance_chance()
    copy = match.clone()  # allocated without __init__: an independent copy
    copy.apply(copy.state.legal_actions()[0], copy.state.current_player())
    assert len(copy.steps) == len(match.steps) + 1 and copy.seed == match.seed == "s"
