"""Takeovers that hold and limits that cannot be walked round (issue 36), on a real server process:
a seat whose time ran out is the bot's for the rest of the game and its token decides nothing;
a game counts as a game of bots only by what it is (its people timed out or left), not by how it
began; undo is bounded per decision and survives a restart; health clears once the database
answers again; a rematch is one new game for all seats."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.server.client import HTTP
from tests.server.conftest import Server

pytestmark = pytest.mark.slow

PERSON_AND_BOT = [{"kind": "human"}, {"kind": "bot", "level": "random"}]


def _server(tmp_path: Path, **env: str) -> Iterator[Server]:
    server = Server(
        f"sqlite:///{tmp_path / 'games.sqlite3'}",
        tmp_path,
        env={"MASTERBUILDERS_CREATIONS_PER_MINUTE": "1000", **env},
    )
    server.start()
    yield server
    server.stop()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from _server(tmp_path)


@pytest.fixture
def no_bot_games(tmp_path: Path) -> Iterator[Server]:
    """A server that plays no game of bots only (the limit at 0): any game that becomes one is
    over the limit."""
    yield from _server(tmp_path, MASTERBUILDERS_MAX_BOT_GAMES="0")


def _create(base: str, body: dict[str, Any]) -> dict[str, Any]:
    r = HTTP.post(f"{base}/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return dict(r.json())


def _auth(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def _view(base: str, gid: str, token: str | None = None) -> dict[str, Any]:
    r = HTTP.get(f"{base}/api/games/{gid}/view", headers=_auth(token) if token else {}, timeout=10)
    assert r.status_code == 200, r.text
    return dict(r.json())


def _until(pred: Callable[[], Any], seconds: float, what: str) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = pred()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _post(base: str, path: str, token: str | None, body: dict[str, Any]) -> httpx.Response:
    return HTTP.post(f"{base}{path}", json=body, headers=_auth(token) if token else {}, timeout=10)


def _timed_out_game(base: str, game: str = "pillars") -> tuple[str, str]:
    g = _create(
        base, {"game": game, "players": 2, "seats": PERSON_AND_BOT, "clock": {"seconds": 1}}
    )
    return g["id"], g["join"][0]["token"]


def test_a_timed_out_seat_is_the_bots_and_its_token_decides_nothing(server: Server) -> None:
    """Before: after the bank ran out the seat stayed `human`, the person's token still acted
    (131 of 194 actions accepted in 10 s) and undid the bot's moves."""
    gid, token = _timed_out_game(server.base)
    v = _until(
        lambda: (w := _view(server.base, gid, token))["seats"][0]["kind"] == "bot" and w,
        30,
        "the bot to take the seat",
    )
    assert any("Time ran out" in n["text"] for n in v["notices"])
    assert v["undo"] is False
    for path, body in (
        ("/actions", {"version": v["version"], "action": "x"}),
        ("/undo", {"version": v["version"]}),
    ):
        r = _post(server.base, f"/api/games/{gid}{path}", token, body)
        assert r.status_code == 409 and r.json()["error"]["code"] == "seat_taken_over", r.text
    server.kill9()
    server.start()
    after = _view(server.base, gid, token)
    assert after["seats"][0]["kind"] == "bot"
    r = _post(server.base, f"/api/games/{gid}/undo", token, {"version": after["version"]})
    assert r.status_code == 409 and r.json()["error"]["code"] == "seat_taken_over", r.text
    _until(lambda: _view(server.base, gid)["status"] == "finished", 120, "the game's end")


def test_a_game_whose_people_timed_out_or_left_is_a_game_of_bots_only(
    no_bot_games: Server,
) -> None:
    """Before: games created with a person and a 1 s clock became bot-only games beyond the limit,
    served in the people's class; leaving right after creating passed the limit too."""
    base = no_bot_games.base
    refused = HTTP.post(
        f"{base}/api/games",
        json={"game": "pillars", "players": 2, "seats": [{"kind": "bot"}, {"kind": "bot"}]},
        timeout=10,
    )
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "too_many_bot_games"
    # the last person cannot hand the game to bots: it would be one beyond the limit
    g = _create(base, {"game": "pillars", "players": 2, "seats": PERSON_AND_BOT})
    left = _post(base, f"/api/games/{g['id']}/leave", g["join"][0]["token"], {})
    assert left.status_code == 429 and left.json()["error"]["code"] == "too_many_bot_games"
    assert _view(base, g["id"])["seats"][0]["kind"] == "human"
    # a clock that runs out makes one: its bots wait for a place instead of playing
    gid, _ = _timed_out_game(base)
    _until(
        lambda: HTTP.get(f"{base}/api/health", timeout=10).json()["bot_games_waiting"] == 1,
        30,
        "the game to wait",
    )
    stopped = _view(base, gid)
    assert stopped["seats"][0]["kind"] == "bot" and stopped["waiting"] is True
    time.sleep(1.0)
    assert _view(base, gid)["version"] == stopped["version"]
    summary = HTTP.get(f"{base}/api/games/{gid}", timeout=10).json()
    assert summary["waiting"] is True


def _undoable_first_move(base: str) -> tuple[str, dict[int, str], dict[str, Any], Any]:
    """A two-person Pillars practice game played (first legal action each time) up to its first
    decision that can be taken back (BGA's policy: not a draw, nothing revealed); the seat's
    view after it and the action."""
    body = {
        "game": "pillars",
        "players": 2,
        "practice": True,
        "seed": 5,
        "seats": [{"kind": "human"}, {"kind": "human"}],
    }
    g = _create(base, body)
    gid = g["id"]
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    for _ in range(100):
        v = _until(lambda: (w := _view(base, gid))["to_move"] is not None and w, 30, "a decision")
        seat = v["to_move"]
        mine = _view(base, gid, tokens[seat])
        action = mine["view"]["decision"]["legal_actions"][0]
        r = _post(
            base,
            f"/api/games/{gid}/actions",
            tokens[seat],
            {"version": mine["version"], "action": action},
        )
        assert r.status_code == 200, r.text
        after = _view(base, gid, tokens[seat])
        if after["undo"]:
            return gid, tokens, after, action
    raise AssertionError("no decision that can be taken back in 100 steps")


def test_undo_is_bounded_per_decision_and_the_bound_survives_a_restart(server: Server) -> None:
    """Before: (move, undo) pairs grew a game's log without limit (119 pairs/s), and restoring
    replayed the whole game once per stored undo."""
    base = server.base
    gid, tokens, v, action = _undoable_first_move(base)
    token = tokens[v["seat"]]
    for _ in range(3):
        r = _post(base, f"/api/games/{gid}/undo", token, {"version": v["version"]})
        assert r.status_code == 200, r.text
        back = _view(base, gid, token)
        r = _post(
            base, f"/api/games/{gid}/actions", token, {"version": back["version"], "action": action}
        )
        assert r.status_code == 200, r.text
        v = _view(base, gid, token)
    assert v["undo"] is False
    r = _post(base, f"/api/games/{gid}/undo", token, {"version": v["version"]})
    assert r.status_code == 409 and r.json()["error"]["code"] == "undo_not_allowed"
    assert "at most 3 undos" in r.json()["error"]["message"]
    server.kill9()
    server.start()
    restored = _view(base, gid, token)
    assert restored["version"] == v["version"] and restored["view"] == v["view"]
    r = _post(base, f"/api/games/{gid}/undo", token, {"version": v["version"]})
    assert r.status_code == 409 and "at most 3 undos" in r.json()["error"]["message"]


def test_health_clears_once_the_database_answers_again(tmp_path: Path) -> None:
    """Before: a game held up while its person was to decide stayed listed as held up after the
    database recovered, until somebody acted."""
    gen = _server(
        tmp_path, MASTERBUILDERS_SQLITE_TIMEOUT="0.3", MASTERBUILDERS_SUBMIT_RETRY_SECONDS="0.5"
    )
    server = next(gen)
    try:
        base = server.base
        gid, tokens, v, _ = _undoable_first_move(base)
        token = tokens[v["seat"]]
        blocker = sqlite3.connect(tmp_path / "games.sqlite3", timeout=5)
        blocker.execute("BEGIN EXCLUSIVE")
        try:
            r = _post(base, f"/api/games/{gid}/undo", token, {"version": v["version"]})
            assert r.status_code == 503 and r.json()["error"]["code"] == "storage_unavailable"
            health = HTTP.get(f"{base}/api/health", timeout=10).json()
            assert gid in {d["id"] for d in health["degraded"]} and not health["ok"]
        finally:
            blocker.rollback()
            blocker.close()
        _until(
            lambda: HTTP.get(f"{base}/api/health", timeout=10).json()["ok"], 10, "health to clear"
        )
    finally:
        next(gen, None)


def test_a_rematch_is_one_game_for_all_seats_each_keeping_its_own_token(server: Server) -> None:
    """Before: the page created a new game per click, dropping the clock and the practice mark,
    and the clicker held every new seat's token."""
    base = server.base
    body = {
        "game": "builders",
        "players": 3,
        "practice": True,
        "seed": 11,
        "clock": {"seconds": 1},
        "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"}],
    }
    g = _create(base, body)
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    early = _post(base, f"/api/games/{g['id']}/rematch", tokens[0], {})
    assert early.status_code == 409 and early.json()["error"]["code"] == "game_not_over"
    _until(lambda: _view(base, g["id"])["status"] == "finished", 120, "the game's end")
    spectator = _post(base, f"/api/games/{g['id']}/rematch", None, {})
    assert spectator.status_code == 403
    first = _post(base, f"/api/games/{g['id']}/rematch", tokens[1], {})
    second = _post(base, f"/api/games/{g['id']}/rematch", tokens[0], {})
    assert first.status_code == second.status_code == 200, (first.text, second.text)
    new = first.json()["game_id"]
    assert second.json()["game_id"] == new and new != g["id"]
    assert "token" not in first.text and tokens[0] not in first.text
    summary = HTTP.get(f"{base}/api/games/{new}", timeout=10).json()
    assert summary["clock"] == {"seconds": 1.0} and summary["practice"] is True
    assert [s["kind"] for s in summary["seats"]] == ["human", "human", "bot"]
    assert HTTP.get(f"{base}/api/games/{g['id']}", timeout=10).json()["rematch"] == new
    for seat, token in tokens.items():
        assert _view(base, new, token)["seat"] == seat
