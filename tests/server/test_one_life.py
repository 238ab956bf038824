"""One life of a game: the same seed and the same decisions give the same game through `simulate`,
`play` (the terminal) and the server (a practice game with that seed): one record, three paths.
And every finished server game's record passes `verify`."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from masterbuilders.cli.play import PROMPT, REVIEW_PROMPT, TerminalGame, new_match
from masterbuilders.engine import CHANCE, GameRecord, verify
from masterbuilders.i18n import text as words
from tests.server.client import HTTP, create, view, wait_for
from tests.server.conftest import Server

pytestmark = pytest.mark.slow


def _decisions(record: GameRecord) -> list[tuple[int, str]]:
    """The seats' decisions of a record, in order (chance outcomes left out)."""
    state = record.new_state()
    out = []
    for action in record.actions:
        if state.current_player() != CHANCE:
            out.append((state.current_player(), str(action)))
        state.apply(action)
    return out


def _via_the_terminal(game: str, seed: int, decisions: list[tuple[int, str]], tmp: Path) -> dict:
    """The decisions typed at `play`'s prompts, every seat a person at one screen."""
    answers = iter(text for _, text in decisions)

    def ask(prompt: str) -> str:
        if prompt == words(REVIEW_PROMPT):
            return "n"
        return "" if prompt.startswith("Pass the screen") else next(answers)

    match = new_match(game, ["you", "you"], seed)
    console = Console(file=io.StringIO(), width=150)
    assert TerminalGame(match, console, 0.0, tmp / "t.json", io=ask).run() == 0
    assert PROMPT  # the same prompt a person sees
    return dict(json.loads((tmp / "t.json").read_text()))


def _via_the_server(base: str, game: str, seed: int, decisions: list[tuple[int, str]]) -> dict:
    """A practice game with the seed; both seats people, sending the decisions over HTTP."""
    g = create(
        base,
        {
            "game": game,
            "players": 2,
            "seed": seed,
            "practice": True,
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    )
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    for seat, text in decisions:
        v = wait_for(base, g["id"], tokens[seat], lambda v, s=seat: v["to_move"] == s)
        r = HTTP.post(
            f"{base}/api/games/{g['id']}/actions",
            json={"version": v["version"], "action": text},
            headers={"authorization": f"Bearer {tokens[seat]}"},
            timeout=10,
        )
        assert r.status_code == 200, r.text
    assert view(base, g["id"])["view"]["decision"]["over"]
    return dict(HTTP.get(f"{base}/api/games/{g['id']}/record", timeout=10).json())


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_one_record_three_paths(game: str, sqlite_server: Server, tmp_path: Path) -> None:
    seed = 5
    subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "simulate", game, "--players", "2",
         "--games", "1", "--seed", str(seed), "--records", str(tmp_path)],
        check=True, capture_output=True,
    )  # fmt: skip
    simulated = json.loads((tmp_path / f"{seed}.json").read_text())
    decisions = _decisions(GameRecord.from_json(simulated))
    assert len(decisions) > 50
    played = _via_the_terminal(game, seed, decisions, tmp_path)
    served = _via_the_server(sqlite_server.base, game, seed, decisions)
    assert simulated["actions"] == played["actions"] == served["actions"]
    assert simulated["seed"] == played["seed"] == served["seed"] == str(seed)
    for record in (simulated, played, served):
        assert verify(GameRecord.from_json(record)).problems == []


def test_a_server_game_is_provably_fair(sqlite_server: Server) -> None:
    """A game not marked practice: a secret seed of 256 bits, only its commitment shown while the
    game runs (the record holds no seed), revealed in the record once it is over, and `verify`
    (the command) passes on it and fails on a record with one chance outcome changed."""
    base = sqlite_server.base
    bots = [{"kind": "bot", "level": "random"}] * 2
    g = create(base, {"game": "builders", "players": 2, "seats": bots})
    summary = HTTP.get(f"{base}/api/games/{g['id']}", timeout=10).json()
    assert len(summary["commitment"]) == 64 and summary["practice"] is False
    early = HTTP.get(f"{base}/api/games/{g['id']}/record", timeout=10)
    assert early.status_code == 409 or early.json().get("seed") is None
    wait_for(base, g["id"], None, lambda v: v["view"]["decision"]["over"], timeout=120)
    record = HTTP.get(f"{base}/api/games/{g['id']}/record", timeout=10).json()
    assert len(record["seed"]) == 64 and record["commitment"] == summary["commitment"]
    path = sqlite_server.workdir / "fair.json"
    path.write_text(json.dumps(record))
    ok = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "verify", str(path)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert ok.returncode == 0 and "fair" in ok.stdout, ok.stdout + ok.stderr
    fair = GameRecord.from_json(record)
    state = fair.new_state()
    for i, action in enumerate(fair.actions):
        if state.is_chance() and i > 20:
            others = [a for a, _ in state.chance_outcomes() if a != action]
            if others:
                record["actions"][i] = str(others[0])
                break
        state.apply(action)
    path.write_text(json.dumps(record))
    bad = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "verify", str(path)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert bad.returncode == 1 and "chance outcome" in bad.stdout


def test_a_chosen_seed_needs_a_practice_game(sqlite_server: Server) -> None:
    r = HTTP.post(
        f"{sqlite_server.base}/api/games",
        json={"game": "pillars", "players": 2, "seed": 3},
        timeout=10,
    )
    assert r.status_code == 400 and "practice" in r.json()["error"]["message"]
