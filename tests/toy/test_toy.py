"""A third game needs one package and one entry point (issue 55): the toy game (tests/toy),
registered by a `masterbuilders.games` entry point in a distribution's metadata as an installed
plug-in would be, keeps the core interface's promises and is played by the command line, studied,
reviewed and served, with no change anywhere but its package and that entry point."""

from __future__ import annotations

import json
import os
import pickle
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from masterbuilders.engine.actions import Action
from masterbuilders.engine.errors import IllegalActionError
from masterbuilders.engine.message import Msg
from masterbuilders.engine.state import CHANCE, TERMINAL, sample_chance
from tests.server.client import HTTP, bearer
from tests.server.conftest import Server
from tests.server.test_accounts import Browser
from tests.toy import SPEC, ToyState

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xdist_group("toy")


@pytest.fixture(scope="module")
def plugged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a process that has the toy installed: a distribution's metadata
    declaring the entry point (what `pip install` of a game's package writes), on the path."""
    site = tmp_path_factory.mktemp("site")
    info = site / "masterbuilders_toy-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: masterbuilders-toy\nVersion: 1.0\n"
    )
    (info / "entry_points.txt").write_text("[masterbuilders.games]\ntoy = tests.toy:SPEC\n")
    path = os.pathsep.join(p for p in (str(site), str(ROOT), os.environ.get("PYTHONPATH")) if p)
    return {"PYTHONPATH": path}


def _random_game(players: int, seed: int) -> ToyState:
    rng = random.Random(seed)
    state = SPEC.new_game(players)
    assert isinstance(state, ToyState)
    while not state.is_terminal():
        if state.is_chance():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_toy_keeps_the_core_interfaces_promises(players: int) -> None:
    """Random games end within the declared length, each seat's view shows its own card alone
    until the end (§1), a refused action changes nothing and names its rule (§2.2)."""
    for seed in range(20):
        state = _random_game(players, seed)
        assert state.current_player() == TERMINAL and len(state.log) <= SPEC.max_game_length
        assert state.result().ranks[0] >= 1
        copy = state.clone()
        assert copy.view(None) == state.view(None) and copy.log == state.log
        assert copy.cards is not state.cards and copy.log is not state.log
        sent = pickle.loads(pickle.dumps(state))  # as the server's bot processes get a state
        assert sent.view(None) == state.view(None) and sent.log == state.log
    state = SPEC.new_game(players)
    rng = random.Random(1)
    while state.current_player() == CHANCE:
        state.apply(sample_chance(state, rng))
    assert isinstance(state, ToyState)
    for seat in range(players):
        cards = [p["card"] for p in state.view(seat)["players"]]
        assert cards == [state.cards[i] if i == seat else None for i in range(players)]
    state.apply(Action("swap"), 0)
    while state.current_player() != 0:
        if state.is_chance():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(Action("keep"))
    before = state.view(None)
    with pytest.raises(IllegalActionError) as refused:
        state.apply(Action("swap"), 0)
    said = refused.value.said
    assert isinstance(said, Msg) and said.args.get("rule") == "§2.2"
    assert state.view(None) == before


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """`masterbuilders ARGS` in a process of its own with `env` (the toy installed or not)."""
    return subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", *args],
        env=env, capture_output=True, text=True, timeout=300, cwd=ROOT,
    )  # fmt: skip


def test_a_third_game_plays_on_the_command_line(plugged: dict[str, str]) -> None:
    """`masterbuilders` lists the plugged-in game and simulates it like the shipped ones."""
    installed = {**os.environ, **plugged}
    listed = _cli("games", env=installed)
    assert listed.returncode == 0 and "toy: Toy (2-4 players)" in listed.stdout, listed
    played = _cli("simulate", "toy", "--players", "3", "--games", "5", "--seed", "2", env=installed)
    assert played.returncode == 0 and "decisions per game" in played.stdout, played
    unplugged = _cli("simulate", "toy", env=dict(os.environ))
    assert unplugged.returncode != 0 and "toy" in unplugged.stdout + unplugged.stderr


def test_a_third_game_is_studied_and_reviewed(plugged: dict[str, str], tmp_path: Path) -> None:
    """A balance study of the toy (its study hooks, tests/toy/study.py) and the review of one of
    its games (its win probability, tests/toy/value.json, trained by `train-value toy`) run as
    they run for the shipped games."""
    installed = {**os.environ, **plugged}
    study = tmp_path / "study"
    studied = _cli("study", "toy", "--agents", "easy", "--games", "24", "--workers", "1",
                   "--out", str(study), env=installed)  # fmt: skip
    assert studied.returncode == 0, studied.stderr
    figures = json.loads((study / "study.json").read_text())
    assert (figures["game"], figures["title"], figures["games"]) == ("toy", "Toy", 24)
    assert (study / "report.html").stat().st_size > 10_000
    records = tmp_path / "records"
    made = _cli("simulate", "toy", "--players", "2", "--games", "1", "--seed", "4",
                "--records", str(records), env=installed)  # fmt: skip
    assert made.returncode == 0, made.stderr
    reviewed = _cli("review", str(records / "4.json"), "--json", env=installed)
    assert reviewed.returncode == 0, reviewed.stderr
    review = json.loads(reviewed.stdout)
    assert review["game"] == "toy" and len(review["seats"]) == 2 and review["decisions"]
    trained = json.loads((ROOT / "tests" / "toy" / "value.json").read_text())["meta"]
    assert review["model"]["games"] == trained["games"], "the toy's own win probability"


def test_a_third_game_is_served(plugged: dict[str, str], tmp_path: Path) -> None:
    """A served toy game: the lobby lists it, a person plays a seat through the API against the
    game's computer level (played in the server's bot processes, which find the game by its entry
    point too), sees only their own card until the end, and the game's record has its result."""
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=plugged)
    server.start()
    try:
        b = Browser(server.base)
        meta = {g["name"]: g for g in b.get("/api/meta").json()["games"]}
        assert meta["toy"]["title"] == "Toy" and meta["toy"]["max_players"] == 4
        assert [lv["name"] for lv in meta["toy"]["levels"]] == ["easy"]
        created = b.post("/api/games", {"game": "toy", "players": 2,
                                        "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}]})  # fmt: skip
        assert created.status_code == 201, created.text
        gid, token = created.json()["id"], created.json()["join"][0]["token"]
        me = bearer(token)
        rng, deadline = random.Random(3), time.monotonic() + 60
        while True:
            seen = HTTP.get(f"{server.base}/api/games/{gid}/view", headers=me).json()
            cards = [p["card"] for p in seen["view"]["players"]]
            if seen["view"]["decision"]["over"]:
                break
            assert cards[1] is None, "the other seat's card reached this seat"
            legal = seen["view"]["decision"].get("legal_actions")
            if seen["to_move"] == 0 and legal:
                move = {"version": seen["version"], "action": rng.choice(legal)}
                sent = HTTP.post(f"{server.base}/api/games/{gid}/actions", json=move, headers=me)
                assert sent.status_code == 200, sent.text
            assert time.monotonic() < deadline, "the toy game did not end"
            time.sleep(0.02)
        assert all(card is not None for card in cards), "the cards are shown at the end (§3)"
        record = HTTP.get(f"{server.base}/api/games/{gid}/record").json()
        assert record["game"] == "toy" and len(record["actions"]) == 2 + 2 * 2 * 2
        replayed = SPEC.new_game(2)
        for action in record["actions"]:
            replayed.apply_text(action)
        scores = [p["score"] for p in seen["view"]["players"]]
        assert replayed.is_terminal() and list(replayed.result().scores) == scores
    finally:
        server.stop()
