"""`serve --workers 2`: games owned by worker processes behind one port (server/cluster.py), over
real HTTP and WebSocket, on SQLite and PostgreSQL: full games, requests about another worker's game
on a kept-alive connection, kill -9 of the whole server and restart."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from masterbuilders.server.forward import FORWARD_KEEPALIVE, Forward, game_in_path
from masterbuilders.server.shard import Shard, shard_of
from tests.server.client import play_randomly, two_humans, view, wait_for
from tests.server.conftest import Server, alive, free_port
from tests.server.test_server import (
    _full_game_two_humans_two_bots,
    _kill_and_resume,
    _nothing_outlives_kill_9,
)

pytestmark = pytest.mark.slow


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[Server]:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, workers=2)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def postgres_cluster(tmp_path: Path, postgres_url: str) -> Iterator[Server]:
    server = Server(postgres_url, tmp_path, workers=2)
    server.start()
    yield server
    server.stop()


def workers_health(base: str) -> dict[int, dict[str, Any]]:
    """Each worker's /api/health (a new connection each time: the front deals them out in turn)."""
    seen: dict[int, dict[str, Any]] = {}
    for _ in range(20):
        h = httpx.get(f"{base}/api/health", timeout=10).json()
        seen[h["worker"]] = h
        if len(seen) == 2:
            break
    return seen


def test_paths_name_their_game_and_games_spread_over_workers() -> None:
    assert game_in_path(b"/ws/games/0a1b2c?token=x") == "0a1b2c"
    assert game_in_path(b"/api/games/0a1b2c/actions") == "0a1b2c"
    assert game_in_path(b"/api/games/0a1b2c") == "0a1b2c"
    assert game_in_path(b"/api/games") is None
    assert game_in_path(b"/play/0a1b2c") is None  # a static page: any worker
    owners = [shard_of(f"{i:012x}", 2) for i in range(1000)]
    assert 400 < sum(owners) < 600


def test_full_games_on_two_workers_sqlite(cluster: Server) -> None:
    _full_game_two_humans_two_bots(cluster, "pillars")
    _full_game_two_humans_two_bots(cluster, "builders")
    assert set(workers_health(cluster.base)) == {0, 1}


def test_full_game_on_two_workers_postgres(postgres_cluster: Server) -> None:
    _full_game_two_humans_two_bots(postgres_cluster, "pillars")


def test_a_kept_alive_connection_reaches_every_games_owner(cluster: Server) -> None:
    """One HTTP connection (pinned to one worker by its first request) acts in games of both
    workers: requests about the other worker's games are forwarded, errors included."""
    games = [two_humans(cluster.base, "pillars", seed) for seed in range(8)]
    assert {shard_of(gid, 2) for gid, _, _ in games} == {0, 1}
    with httpx.Client(base_url=cluster.base, timeout=10) as c:  # one connection creates games
        body = {"game": "pillars", "players": 2, "seats": [{"kind": "human"}] * 2}
        made = [c.post("/api/games", json=body).json() for _ in range(6)]
    assert [shard_of(g["id"], 2) for g in made].count(0) == 3  # dealt out in turn
    for g in made:  # links are relative to the page (no worker's address, no Host header)
        assert g["join"][0]["url"].startswith(f"/play/{g['id']}?token=")
        assert g["spectate"] == f"/watch/{g['id']}"
    games += [
        (
            g["id"],
            {j["seat"]: j["token"] for j in g["join"]},
            wait_for(cluster.base, g["id"], None, lambda v: v["to_move"] is not None),
        )
        for g in made
    ]
    with httpx.Client(base_url=cluster.base, timeout=10) as c:
        for gid, tokens, spectator in games:
            seat = spectator["to_move"]
            mine = c.get(f"/api/games/{gid}/view", params={"token": tokens[seat]}).json()
            assert mine["seat"] == seat and "legal_actions" in mine["view"]["decision"]
            action = mine["view"]["decision"]["legal_actions"][0]
            body = {"version": mine["version"], "action": action, "token": tokens[seat]}
            r = c.post(f"/api/games/{gid}/actions", json=body)
            assert r.status_code == 200, r.text
            again = c.post(f"/api/games/{gid}/actions", json=body)  # the same version twice
            assert again.status_code == 409
            assert again.json()["error"]["code"] == "stale_version"
            other = tokens[1 - seat]
            r = c.post(f"/api/games/{gid}/actions", json={**body, "token": other, "seat": seat})
            assert r.status_code == 403
        assert c.get("/api/games/nosuchgame/view").status_code == 404
    listed = httpx.get(f"{cluster.base}/api/games", timeout=10).json()["games"]
    assert {g["id"] for g in listed} == {gid for gid, _, _ in games}
    in_memory = sum(h["games_in_memory"] for h in workers_health(cluster.base).values())
    assert in_memory == len(games)


def test_kill_9_and_restart_of_two_workers_loses_nothing_sqlite(cluster: Server) -> None:
    procs = _children(cluster)
    assert len(procs) >= 2
    _kill_and_resume(cluster, restored_from=workers_health)
    for pid in procs:  # the old workers died with the front (PR_SET_PDEATHSIG)
        assert not alive(pid)


def test_kill_9_of_the_front_leaves_no_worker_nor_bot_process_behind(cluster: Server) -> None:
    _nothing_outlives_kill_9(cluster)


def test_kill_9_and_restart_of_two_workers_loses_nothing_postgres(postgres_cluster: Server) -> None:
    _kill_and_resume(postgres_cluster, restored_from=workers_health)


def test_a_worker_that_dies_is_started_again_and_restores_its_games(cluster: Server) -> None:
    games = []
    for seed in range(40):  # until each worker owns two games
        games.append(two_humans(cluster.base, "pillars", seed))
        owners = [shard_of(gid, 2) for gid, _, _ in games]
        if owners.count(0) >= 2 and owners.count(1) >= 2:
            break
    before = {gid: view(cluster.base, gid)["version"] for gid, _, _ in games}
    victim = workers_health(cluster.base)[0]
    os.kill(victim["pid"], signal.SIGKILL)
    for gid, _, _ in games:
        # connections for the dead worker's games wait in the front until it is back
        assert view(cluster.base, gid)["version"] == before[gid]
    assert workers_health(cluster.base)[0]["pid"] != victim["pid"]
    gid, tokens, _ = next(g for g in games if shard_of(g[0], 2) == 0)
    assert play_randomly(cluster.base, gid, tokens, seed=1)["view"]["decision"]["over"]


def test_a_worker_bypassed_refuses_other_games_and_bounds_forwarded_bodies(cluster: Server) -> None:
    """Straight to a worker's private port (not through the front): a WebSocket for another
    worker's game is refused with a stable code; a forwarded body is bounded like any other."""
    games = [two_humans(cluster.base, "pillars", seed) for seed in range(6)]
    worker = _children(cluster)[0]  # its command line names its index and the private ports
    argv = Path(f"/proc/{worker}/cmdline").read_bytes().split(b"\0")
    index = int(argv[argv.index(b"--index") + 1])
    port = int(argv[argv.index(b"--ports") + 1].split(b",")[index])
    other = next(gid for gid, _, _ in games if shard_of(gid, 2) != index)

    async def refused() -> tuple[dict[str, Any], int | None]:
        async with websockets.connect(f"ws://127.0.0.1:{port}/ws/games/{other}") as ws:
            msg = json.loads(await ws.recv())
            await ws.wait_closed()
            return msg, ws.close_code

    msg, code = asyncio.run(refused())
    assert msg["error"]["code"] == "wrong_worker" and code == 4409

    def chunks() -> Iterator[bytes]:  # no content-length header: refused once too much arrived
        for _ in range(100):
            yield b" " * 1024

    r = httpx.post(
        f"http://127.0.0.1:{port}/api/games/{other}/actions",
        content=chunks(),
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 413 and r.json()["error"]["code"] == "payload_too_large"


def _children(server: Server) -> list[int]:
    assert server.proc is not None
    out = Path(f"/proc/{server.proc.pid}/task/{server.proc.pid}/children").read_text()
    return [int(p) for p in out.split()]


def test_a_forward_to_a_worker_that_does_not_answer_is_a_clear_503() -> None:
    """A request forwarded to a worker that does not answer (it is restarting, or the connection
    broke) gets a stable code and a message naming the worker and the game, not a bare 500."""
    dead = free_port()  # nothing listens there
    forward = Forward(_never_called, Shard(0, (free_port(), dead)))
    gid = next(g for g in (secrets.token_hex(6) for _ in range(100)) if shard_of(g, 2) == 1)
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Any) -> None:
        sent.append(dict(message))

    scope = {
        "type": "http",
        "method": "GET",
        "path": f"/api/games/{gid}/view",
        "raw_path": f"/api/games/{gid}/view".encode(),
        "query_string": b"",
        "headers": [(b"host", b"127.0.0.1")],
    }
    asyncio.run(forward(scope, receive, send))
    assert sent[0]["status"] == 503
    error = json.loads(sent[1]["body"])["error"]
    assert error["code"] == "worker_unavailable"
    assert f"worker 1, which serves game {gid}" in error["message"]


async def _never_called(scope: Any, receive: Any, send: Any) -> None:
    raise AssertionError("the request belongs to the other worker")


def test_forwarding_drops_idle_connections_before_their_owner_closes_them() -> None:
    """A kept-alive connection to another worker is reused only while that worker surely keeps it
    open: the forwarder's idle expiry is under the workers' uvicorn keep-alive timeout (equal,
    a connection being closed was at times reused, and a creation answered 500)."""
    import uvicorn

    from masterbuilders.server.app import UVICORN_OPTIONS

    config = uvicorn.Config(_never_called, **UVICORN_OPTIONS)
    assert config.timeout_keep_alive / 2 > FORWARD_KEEPALIVE
