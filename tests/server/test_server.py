"""The server over real HTTP and WebSocket (issue 8): full games with humans and bots, tokens,
views without hidden information, stale and concurrent submissions, kill -9 and restart,
malformed input, undo, clocks, leaving, records and replays; on SQLite and PostgreSQL."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from masterbuilders.engine import GameRecord, verify
from masterbuilders.i18n import localize, text, texts
from tests.server.client import (
    HTTP,
    Listener,
    auth,
    create,
    play_randomly,
    two_humans,
    view,
    wait_for,
)
from tests.server.conftest import InProcess, Server, alive, descendants

pytestmark = pytest.mark.slow


def _full_game_two_humans_two_bots(server: Server, game: str) -> None:
    body = {
        "game": game,
        "players": 4,
        "seed": 17,
        "practice": True,
        "seats": [
            {"kind": "human"},
            {"kind": "bot", "level": "random"},
            {"kind": "human"},
            {"kind": "bot", "level": "easy"},
        ],
    }
    g = create(server.base, body)
    gid = g["id"]
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    assert sorted(tokens) == [0, 2]
    listeners = {seat: Listener(f"{server.ws}/ws/games/{gid}", tok) for seat, tok in tokens.items()}
    listeners[None] = Listener(f"{server.ws}/ws/games/{gid}")  # a spectator
    for listener in listeners.values():
        listener.start()
        assert listener.ready.wait(10)
    final = play_randomly(server.base, gid, tokens, seed=3)
    deadline = time.monotonic() + 5  # until each connection has had the last state, or 5 s
    while time.monotonic() < deadline and not all(
        x.messages and x.messages[-1]["version"] >= final["version"] for x in listeners.values()
    ):
        time.sleep(0.02)
    for listener in listeners.values():
        listener.stop()
    assert final["view"]["decision"]["over"]
    # The full record replays to the same result.
    rec = GameRecord.from_json(HTTP.get(f"{server.base}/api/games/{gid}/record", timeout=10).json())
    state = rec.replay()
    assert state.result().to_json() == final["view"]["result"]
    assert verify(rec).problems == []  # the revealed seed drew every chance outcome
    # Every payload sent to a seat is exactly the engine's view for that seat at that version:
    # no hidden information (views are proven leak-free by the engine tests), legal actions only
    # for the seat to move, and a spectator gets the spectator view.
    checked = 0
    sent: dict[int, list[dict[str, Any]]] = {}
    for seat, listener in listeners.items():
        assert listener.messages, f"seat {seat} received nothing"
        for msg in listener.messages:
            assert msg["type"] == "update" and msg["seat"] == seat
            sent.setdefault(min(msg["version"], len(rec.actions)), []).append(msg)
    # the states in order, each once (`rec.replay(v)` per version replayed the game again and
    # again from its start); a version past the last action is the final state, as replay(v) is
    for v, state in enumerate(rec.states()):
        for msg in sent.pop(v, []):
            expected = json.loads(json.dumps(localize(state.view(msg["seat"]))))
            assert msg["view"] == expected
            assert msg["log"] == texts(state.log_for(msg["seat"], msg["log_start"]))
            checked += 1
    assert sent == {}
    assert checked > 50


def test_full_game_two_humans_two_bots_sqlite(sqlite_server: Server) -> None:
    _full_game_two_humans_two_bots(sqlite_server, "pillars")


def test_full_builders_game_sqlite(sqlite_server: Server) -> None:
    _full_game_two_humans_two_bots(sqlite_server, "builders")


def test_full_game_two_humans_two_bots_postgres(postgres_server: Server) -> None:
    _full_game_two_humans_two_bots(postgres_server, "pillars")


def test_kill_9_and_restart_loses_no_acknowledged_action_postgres(postgres_server: Server) -> None:
    _kill_and_resume(postgres_server)


def test_kill_9_and_restart_loses_no_acknowledged_action_sqlite(sqlite_server: Server) -> None:
    _kill_and_resume(sqlite_server)


def test_kill_9_leaves_no_bot_process_behind_sqlite(sqlite_server: Server) -> None:
    _nothing_outlives_kill_9(sqlite_server)


def _nothing_outlives_kill_9(server: Server) -> None:
    """Bots play in worker processes (issue 8). A server killed with kill -9 cannot shut them
    down: they, and the pool's resource tracker, must still end with it, or each crash and
    restart would leave another set of idle processes holding memory."""
    body = {
        "game": "pillars",
        "players": 2,
        "seed": 3,
        "practice": True,
        "seats": [{"kind": "bot", "level": "random"}] * 2,
    }
    gid = create(server.base, body)["id"]
    wait_for(server.base, gid, None, lambda v: v["view"]["decision"]["over"])  # bots played
    assert server.proc is not None
    below = descendants(server.proc.pid)
    assert below, "the bots played in no process of their own"
    server.kill9()
    deadline = time.monotonic() + 15
    while any(alive(pid) for pid in below) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [pid for pid in below if alive(pid)] == []


def _kill_and_resume(
    server: Server, restored_from: Callable[[str], dict[int, dict[str, Any]]] | None = None
) -> None:
    g = create(
        server.base,
        {
            "game": "pillars",
            "players": 2,
            "seed": 5,
            "practice": True,
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    )
    gid = g["id"]
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    acked = []
    for _ in range(25):
        v = wait_for(server.base, gid, None, lambda v: v["to_move"] is not None)
        seat = v["to_move"]
        mine = view(server.base, gid, tokens[seat])
        action = mine["view"]["decision"]["legal_actions"][0]
        r = HTTP.post(
            f"{server.base}/api/games/{gid}/actions",
            json={"version": mine["version"], "action": action, "token": tokens[seat]},
            timeout=10,
        )
        assert r.status_code == 200, r.text
        acked.append((mine["version"], action))
    before = view(server.base, gid, tokens[0])
    server.kill9()
    server.start()
    after = view(server.base, gid, tokens[0])
    assert after["version"] == before["version"]
    assert after["view"] == before["view"]
    if restored_from is None:
        assert HTTP.get(f"{server.base}/api/health").json()["restored"] >= 1
    else:  # several workers: the game's owner restored it
        assert sum(h["restored"] for h in restored_from(server.base).values()) >= 1
    final = play_randomly(server.base, gid, tokens, seed=9)
    rec = GameRecord.from_json(HTTP.get(f"{server.base}/api/games/{gid}/record").json())
    texts = [str(a) for a in rec.actions]
    for version, action in acked:
        assert texts[version] == action  # every acknowledged action is in the record, in place
    assert final["view"]["decision"]["over"]


def test_tokens_protect_seats(sqlite_server: Server) -> None:
    base = sqlite_server.base
    gid, tokens, v = two_humans(base, "pillars", 1)
    seat = v["to_move"]
    other = 1 - seat
    body = {"version": v["version"], "action": "pass"}
    r = HTTP.post(
        f"{base}/api/games/{gid}/actions", json={**body, "token": tokens[other], "seat": seat}
    )
    assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"
    r = HTTP.post(f"{base}/api/games/{gid}/actions", json=body)
    assert r.status_code == 403 and "spectators cannot act" in r.json()["error"]["message"]
    r = HTTP.post(f"{base}/api/games/{gid}/actions", json={**body, "token": "not-a-token"})
    assert r.status_code == 403
    r = HTTP.post(f"{base}/api/games/{gid}/actions", json={**body, "token": tokens[other]})
    assert r.status_code == 409 and r.json()["error"]["code"] == "not_your_turn"
    spectator = view(base, gid)
    assert "legal_actions" not in spectator["view"]["decision"] and spectator["seat"] is None
    assert view(base, gid, tokens[seat])["view"]["decision"]["legal_actions"]


def test_stale_and_concurrent_submissions(sqlite_server: Server) -> None:
    base = sqlite_server.base
    gid, tokens, v = two_humans(base, "builders", 2)
    seat, version = v["to_move"], v["version"]
    results: list[int] = []

    def fire() -> None:
        r = httpx.post(
            f"{base}/api/games/{gid}/actions",
            json={"version": version, "action": "take-coins 1", "token": tokens[seat]},
            timeout=10,
        )
        results.append(r.status_code)

    threads = [threading.Thread(target=fire) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [200, 409, 409, 409, 409, 409]
    after = view(base, gid, tokens[seat])
    assert after["version"] == version + 1
    assert after["view"]["players"][seat]["coins"] == 11  # applied exactly once
    r = HTTP.post(
        f"{base}/api/games/{gid}/actions",
        json={"version": version, "action": "end", "token": tokens[seat]},
    )
    assert r.status_code == 409 and r.json()["error"]["code"] == "stale_version"


def test_bad_input_gets_clear_4xx(sqlite_server: Server) -> None:
    base = sqlite_server.base
    gid, tokens, v = two_humans(base, "builders", 2)
    tok, version = tokens[v["to_move"]], v["version"]
    url = f"{base}/api/games/{gid}/actions"

    def post(content: bytes) -> httpx.Response:
        return httpx.post(
            url,
            content=content,
            headers={"content-type": "application/json", "authorization": f"Bearer {tok}"},
        )

    r = post(b"{not json")
    assert r.status_code == 400 and r.json()["error"]["code"] == "parse_error"
    r = post(b"[1, 2]")
    assert r.status_code == 400 and r.json()["error"]["code"] == "parse_error"
    r = post(json.dumps({"version": version, "action": "teleport home"}).encode())
    assert r.status_code == 422 and r.json()["error"]["code"] == "illegal_action"
    assert "not an action of the game" in r.json()["error"]["message"]
    r = post(json.dumps({"version": version, "action": "start b99"}).encode())
    assert r.status_code == 422 and "§A5.1" in r.json()["error"]["message"]
    r = post(json.dumps({"version": version, "action": {"kind": 3}}).encode())
    assert r.status_code == 400 and r.json()["error"]["code"] == "parse_error"
    r = post(json.dumps({"version": "x", "action": "end"}).encode())
    assert r.status_code == 400 and "version" in r.json()["error"]["message"]
    r = post(b'{"action": "' + b"x" * 200_000 + b'"}')
    assert r.status_code == 413 and r.json()["error"]["code"] == "payload_too_large"
    r = httpx.get(f"{base}/api/games/nope/view")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    r = httpx.post(f"{base}/api/games", json={"game": "chess", "players": 2})
    assert r.status_code == 400 and r.json()["error"]["code"] == "unknown_game"
    r = httpx.post(f"{base}/api/games", json={"game": "pillars", "players": 7})
    assert r.status_code == 400 and "2 to 4 players" in r.json()["error"]["message"]
    r = httpx.post(
        f"{base}/api/games",
        json={"game": "pillars", "players": 2, "seats": [{"kind": "robot"}, {"kind": "human"}]},
    )
    assert r.status_code == 400 and "seat 0" in r.json()["error"]["message"]
    assert view(base, gid, tok)["version"] == version  # nothing changed


def test_undo_follows_the_bga_policy(sqlite_server: Server) -> None:
    base = sqlite_server.base
    gid, tokens, v = two_humans(base, "builders", 4)
    seat = v["to_move"]
    tok = tokens[seat]
    before = view(base, gid, tok)
    assert before["undo"] is False
    r = HTTP.post(
        f"{base}/api/games/{gid}/actions",
        json={"version": before["version"], "action": "take-coins 1", "token": tok},
    )
    assert r.status_code == 200
    mid = view(base, gid, tok)
    assert mid["undo"] is True and mid["view"]["players"][seat]["coins"] == 11
    r = HTTP.post(f"{base}/api/games/{gid}/undo", json={"version": mid["version"], "token": tok})
    assert r.status_code == 200
    back = view(base, gid, tok)
    assert (
        back["view"]["players"] == before["view"]["players"]
        and back["version"] == mid["version"] + 1
    )
    # After a random draw (a recruit reveals the next worker card) undo is refused.
    recruit = next(a for a in back["view"]["decision"]["legal_actions"] if a.startswith("recruit"))
    HTTP.post(
        f"{base}/api/games/{gid}/actions",
        json={"version": back["version"], "action": recruit, "token": tok},
    )
    after = wait_for(
        base, gid, tok, lambda v: v["to_move"] == seat and v["version"] > back["version"] + 1
    )
    assert after["undo"] is False
    r = HTTP.post(f"{base}/api/games/{gid}/undo", json={"version": after["version"], "token": tok})
    assert r.status_code == 409 and r.json()["error"]["code"] == "undo_not_allowed"


def test_an_undo_gives_no_time_back(in_process: InProcess) -> None:
    """The attacker's finding: the time a seat thought between a move and its undo was never
    charged (its clock restarted from the undo), so undo bought time. The clock runs on. (The
    server runs in process: the two seconds thought are its clock's, moved on, not slept.)"""
    base = in_process.base
    g = create(base, {"game": "builders", "players": 2, "clock": {"seconds": 600},
                      "seats": [{"kind": "human"}, {"kind": "human"}]})  # fmt: skip
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    v = wait_for(base, g["id"], None, lambda v: v["to_move"] is not None)
    seat = v["to_move"]
    r = HTTP.post(f"{base}/api/games/{g['id']}/actions", json={
        "version": v["version"], "action": "take-coins 1", "token": tokens[seat]})  # fmt: skip
    assert r.status_code == 200
    moved = view(base, g["id"], tokens[seat])
    in_process.clock.advance(2.0)
    r = HTTP.post(f"{base}/api/games/{g['id']}/undo",
                   json={"version": moved["version"], "token": tokens[seat]})  # fmt: skip
    assert r.status_code == 200
    back = view(base, g["id"], tokens[seat])
    assert back["to_move"] == seat
    assert back["clocks"][seat] <= moved["clocks"][seat] - 1.9, (moved["clocks"], back["clocks"])


def test_clock_timeout_lets_the_easy_bot_move(in_process: InProcess) -> None:
    """A seat whose clock runs out is played by the easy bot (in process: its second passes on
    the server's clock, moved on by the test)."""
    base = in_process.base
    g = create(
        base,
        {
            "game": "builders",
            "players": 2,
            "seed": 6,
            "practice": True,
            "seats": [{"kind": "human"}, {"kind": "human"}],
            "clock": {"seconds": 1},
        },
    )
    gid = g["id"]
    v = wait_for(base, gid, None, lambda v: v["to_move"] is not None)
    assert v["clocks"] is not None and 0 < v["clocks"][v["to_move"]] <= 1
    in_process.clock.advance(1.0)
    later = wait_for(base, gid, None, lambda x: x["version"] > v["version"], timeout=15)
    assert (
        later["version"] > v["version"]
    )  # nobody acted: the easy bot moved for the seat out of time


def test_a_leaving_player_is_replaced_by_a_bot(sqlite_server: Server) -> None:
    base = sqlite_server.base
    g = create(
        base,
        {
            "game": "pillars",
            "players": 2,
            "seed": 8,
            "practice": True,
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
        },
    )
    gid = g["id"]
    tok = g["join"][0]["token"]
    r = HTTP.post(f"{base}/api/games/{gid}/leave", json={"token": tok, "level": "random"})
    assert r.status_code == 200
    final = wait_for(base, gid, None, lambda v: v["view"]["decision"]["over"], timeout=120)
    assert final["seats"][0]["kind"] == "bot"


def test_lobby_listing_record_and_replay(sqlite_server: Server) -> None:
    base = sqlite_server.base
    g = create(
        base,
        {
            "game": "pillars",
            "players": 2,
            "seed": 3,
            "practice": True,
            "seats": [{"kind": "bot", "level": "random"}] * 2,
        },
    )
    gid = g["id"]
    assert g["join"] == [] and g["spectate"].endswith(f"/watch/{gid}")
    r = HTTP.get(f"{base}/api/games/{gid}/record")
    # the bots may already be done; otherwise the record is refused with a clear code
    if r.status_code == 409:
        assert r.json()["error"]["code"] == "record_not_ready"
    wait_for(base, gid, None, lambda v: v["view"]["decision"]["over"], timeout=120)
    listing = HTTP.get(f"{base}/api/games").json()["games"]
    assert any(x["id"] == gid and x["status"] == "finished" for x in listing)
    rec = HTTP.get(f"{base}/api/games/{gid}/record")
    assert rec.status_code == 200 and "attachment" in rec.headers["content-disposition"]
    steps = len(rec.json()["actions"])
    rep = HTTP.get(f"{base}/api/games/{gid}/replay", params={"step": 10, "seat": 0}).json()
    assert rep["step"] == 10 and rep["steps"] == steps and rep["view"]["viewer"] == 0
    end = HTTP.get(f"{base}/api/games/{gid}/replay", params={"step": steps}).json()
    assert end["view"]["decision"]["over"]
    # each step says who took it and what it did, in the table's words (issue 23)
    from masterbuilders.engine import CHANCE, GameRecord

    record = GameRecord.from_json(rec.json())
    before = record.replay(9)
    assert rep["actor"] == before.current_player()
    assert rep["label"] == text(before.describe_action(record.actions[9])) and rep["label"]
    first = HTTP.get(f"{base}/api/games/{gid}/replay", params={"step": 1}).json()
    assert first["actor"] == CHANCE  # a Pillars game opens with draws
    assert HTTP.get(f"{base}/api/games/{gid}/replay").json()["label"] is None


def test_the_public_list_leaves_out_abandoned_games(tmp_path: Path) -> None:
    """The lobby's list (issue 37) holds what a newcomer can watch: games in play that moved
    lately and finished ones; a game abandoned after the idle limit is not in it (an operator
    still finds it by ?status=abandoned). In process: the idle seconds pass on its clock."""
    s = InProcess(f"sqlite:///{tmp_path / 'l.sqlite3'}", idle_hours=3 / 3600)  # three seconds
    s.start()
    try:
        left, _, _ = two_humans(s.base, "builders", seed=1)
        listed = [g["id"] for g in HTTP.get(f"{s.base}/api/games", timeout=10).json()["games"]]
        assert left in listed  # in play and moved just now
        s.stop()
        s.clock.advance(3.5)
        s.start()  # the idle game is abandoned at start
        assert HTTP.get(f"{s.base}/api/games/{left}", timeout=10).json()["status"] == "abandoned"
        fresh, _, _ = two_humans(s.base, "builders", seed=2)
        listing = HTTP.get(f"{s.base}/api/games", timeout=10).json()["games"]
        assert [g["id"] for g in listing] == [fresh], listing
        abandoned = HTTP.get(f"{s.base}/api/games", params={"status": "abandoned"}, timeout=10)
        assert [g["id"] for g in abandoned.json()["games"]] == [left]
    finally:
        s.stop()


def test_the_rule_a_decision_cites_is_served_for_the_page(sqlite_server: Server) -> None:
    base = sqlite_server.base
    rule = HTTP.get(f"{base}/api/rules/pillars/4.12").json()
    assert rule["text"].startswith("§4.12") and "market" in rule["text"]
    assert HTTP.get(f"{base}/api/rules/builders/A5.1").json()["text"].startswith("§A5.1")
    missing = HTTP.get(f"{base}/api/rules/pillars/99")
    assert missing.status_code == 404 and "§99" in missing.json()["error"]["message"]
    assert HTTP.get(f"{base}/api/rules/chess/1").status_code == 404
    # anything not numbered like a rule is refused before any search
    odd = HTTP.get(f"{base}/api/rules/pillars/{'4.' * 5000}1")
    assert odd.status_code == 404 and "cited like" in odd.json()["error"]["message"]


@pytest.mark.parametrize(("bad", "token"), [("/ws/games/nope", None), ("/ws/games/{gid}", "wrong")])
def test_websocket_rejects_unknown_games_and_tokens(
    sqlite_server: Server, bad: str, token: str | None
) -> None:
    from websockets.sync.client import connect

    g = create(
        sqlite_server.base,
        {"game": "builders", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]},
    )
    with connect(sqlite_server.ws + bad.format(gid=g["id"])) as ws:
        if token is not None:  # an unknown game is refused before anyone says who they are
            ws.send(auth(token))
        msg = json.loads(ws.recv(timeout=5))
        assert msg["type"] == "error" and msg["error"]["code"] in ("not_found", "forbidden")


def test_actions_over_the_websocket(sqlite_server: Server) -> None:
    from websockets.sync.client import connect

    base = sqlite_server.base
    gid, tokens, v = two_humans(base, "builders", 12)
    seat = v["to_move"]
    with connect(f"{sqlite_server.ws}/ws/games/{gid}") as ws:
        ws.send(auth(tokens[seat]))
        first = json.loads(ws.recv(timeout=5))
        assert first["type"] == "update" and first["reset"] is True
        ws.send(
            json.dumps({"type": "action", "version": first["version"], "action": "take-coins 2"})
        )
        update = json.loads(ws.recv(timeout=5))
        assert update["version"] == first["version"] + 1
        assert update["view"]["players"][seat]["coins"] == 13
        ws.send("{oops")
        assert json.loads(ws.recv(timeout=5))["error"]["code"] == "parse_error"
        # NaN is not JSON (only a Python extension of it): a parse error, not a version
        ws.send('{"type": "action", "version": NaN, "action": "end"}')
        assert json.loads(ws.recv(timeout=5))["error"]["code"] == "parse_error"
        ws.send(json.dumps({"type": "action", "version": 0, "action": "end"}))
        assert json.loads(ws.recv(timeout=5))["error"]["code"] == "stale_version"


def test_finished_games_leave_memory_and_are_read_back_from_storage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long-running server keeps in memory the games in play, finished games somebody still
    watches and a small cache of recently finished ones (here 1): every other finished game is
    read back from storage, unchanged, when its view, record or replay is asked for."""
    monkeypatch.setenv("MASTERBUILDERS_FINISHED_KEPT", "1")
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path)
    server.start()
    try:
        base = server.base

        def health() -> tuple[int, int]:
            h = HTTP.get(f"{base}/api/health", timeout=10).json()
            return h["games_in_memory"], h["finished_cached"]

        bots = [{"kind": "bot", "level": "random"}] * 2
        a = create(
            base, {"game": "pillars", "players": 2, "seed": 4, "practice": True, "seats": bots}
        )["id"]
        wait_for(base, a, None, lambda v: v["view"]["decision"]["over"], timeout=120)
        assert health() == (0, 1)  # nobody watched it: out of play, into the cache
        record_a = HTTP.get(f"{base}/api/games/{a}/record", timeout=10).json()

        b, tokens, _ = two_humans(base, "pillars", 5)
        watcher = Listener(f"{server.ws}/ws/games/{b}")  # a spectator stays to the end
        watcher.start()
        assert watcher.ready.wait(10)
        play_randomly(base, b, tokens, seed=5)
        deadline = time.time() + 10  # (the end is written just after the last move's answer)
        while health() != (1, 1) and time.time() < deadline:
            time.sleep(0.05)
        assert health() == (1, 1)  # b is over but watched; a still cached
        watcher.stop()
        deadline = time.time() + 10
        while health() != (0, 1) and time.time() < deadline:
            time.sleep(0.05)
        assert health() == (0, 1)  # the watcher left: b retired, a dropped from the cache

        again = HTTP.get(f"{base}/api/games/{a}/record", timeout=10).json()  # from storage
        assert again == record_a
        assert GameRecord.from_json(again).replay().is_terminal()
        step = HTTP.get(f"{base}/api/games/{a}/replay", params={"step": 7}, timeout=10).json()
        assert step["step"] == 7 and step["steps"] == len(record_a["actions"])
        assert view(base, a)["view"]["decision"]["over"]
        r = HTTP.post(f"{base}/api/games/{b}/leave", json={"token": tokens[0]}, timeout=10)
        assert r.status_code == 409 and r.json()["error"]["code"] == "game_over"
        assert health() == (0, 1)
    finally:
        server.stop()


def test_gc_log_reports_each_collection_with_its_generation_and_duration() -> None:
    """`MB_GC_LOG=1` (the diagnostic behind BENCHMARKS' account of latency spikes): every
    collection of the tuned server process is reported on stderr, once however often the process
    tunes (an app per lifespan); without it, nothing is."""
    import os
    import re
    import subprocess
    import sys

    code = (
        "import gc; from masterbuilders.server.app import tune_gc; tune_gc(); tune_gc(); "
        "gc.collect(0); gc.collect(1); gc.collect(2)"
    )
    env = {**os.environ, "MB_GC_LOG": "1"}
    logged = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stderr
    lines = re.findall(r"^gc \d+\.\d+ pid \d+ gen (\d) \d+\.\d ms collected \d+$", logged, re.M)
    # the second tuning's full collection, then the three asked for (then one at interpreter exit)
    assert lines[:4] == ["2", "0", "1", "2"], logged
    env.pop("MB_GC_LOG")
    quiet = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stderr
    assert "gc " not in quiet
