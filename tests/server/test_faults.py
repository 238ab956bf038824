"""Fault injection on a real server process with real databases: SQLite locked past its timeout and
released, PostgreSQL refusing connections for 5 s, a full disk, a bot process killed, and the
server killed with kill -9 at random moments. After each, every game finishes, no acknowledged
action is lost, and (but for kill -9) the server was never restarted: games heal themselves."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from masterbuilders.engine import GameRecord
from tests.server.client import create
from tests.server.conftest import Server, _postgres_admin, alive, descendants

pytestmark = pytest.mark.slow

HUMANS = [{"kind": "human"}, {"kind": "human"}]
BOTS = [{"kind": "bot", "level": "expert"}, {"kind": "bot", "level": "medium"}]
"""Bots that think (the Builders' turn planner at its widest): their games last long enough to meet
the fault (compiled, `hard` against `medium` ends in under a second)."""
FAST = {
    "MASTERBUILDERS_CREATIONS_PER_MINUTE": "1000",
    "MASTERBUILDERS_SQLITE_TIMEOUT": "0.3",
    "MASTERBUILDERS_SUBMIT_RETRY_SECONDS": "0.5",
}


class People(threading.Thread):
    """Two people playing one game through HTTP: a random legal action whenever it is their
    turn; every acknowledged action (version, text) is kept. Errors (the server refusing while
    its database fails, or gone while it restarts) are retried."""

    def __init__(self, server: Server, game: str, seed: int) -> None:
        super().__init__(daemon=True)
        self.server = server
        g = create(server.base, {"game": game, "players": 2, "seats": HUMANS})
        self.gid = g["id"]
        self.tokens = {j["seat"]: j["token"] for j in g["join"]}
        self.rng = random.Random(seed)
        self.acked: list[tuple[int, str]] = []
        self.refused: dict[int, int] = {}
        self.over = False
        self.halt = threading.Event()

    def run(self) -> None:
        with httpx.Client(timeout=10) as client:
            while not self.halt.is_set():
                try:
                    if self._step(client):
                        self.over = True
                        return
                except httpx.HTTPError:
                    time.sleep(0.2)

    def _step(self, client: httpx.Client) -> bool:
        base = self.server.base
        v = client.get(f"{base}/api/games/{self.gid}/view").json()
        if v["view"]["decision"]["over"]:
            return True
        seat = v["to_move"]
        if seat is None:
            time.sleep(0.02)
            return False
        mine = client.get(
            f"{base}/api/games/{self.gid}/view",
            headers={"authorization": f"Bearer {self.tokens[seat]}"},
        ).json()
        legal = mine["view"]["decision"].get("legal_actions")
        if mine["to_move"] != seat or not legal:
            return False
        action = self.rng.choice(legal)
        r = client.post(
            f"{base}/api/games/{self.gid}/actions",
            json={"version": mine["version"], "action": action},
            headers={"authorization": f"Bearer {self.tokens[seat]}"},
        )
        if r.status_code == 200:
            self.acked.append((mine["version"], action))
        else:
            assert r.status_code in (409, 503), r.text  # stale, or the database failing
            self.refused[r.status_code] = self.refused.get(r.status_code, 0) + 1
            time.sleep(0.05)
        return False


def _bot_games(server: Server, n: int) -> list[str]:
    return [
        create(server.base, {"game": "builders", "players": 2, "seats": BOTS})["id"]
        for _ in range(n)
    ]


def _health(server: Server) -> dict[str, Any]:
    return dict(httpx.get(f"{server.base}/api/health", timeout=10).json())


def _until(pred: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out: {what}")


def _held_up(server: Server, seconds: float, enough: set[str] | None = None) -> set[str]:
    """The games health listed as held up at some moment within `seconds` (or until one of
    `enough` was: the fault has been met, longer adds nothing)."""
    seen: set[str] = set()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError):
            seen |= {g["id"] for g in _health(server)["degraded"]}
        if enough is not None and seen & enough:
            break
        time.sleep(0.1)
    return seen


def _version(server: Server, game: str) -> int:
    return int(httpx.get(f"{server.base}/api/games/{game}/view", timeout=10).json()["version"])


def _under_way(server: Server, people: list[People], bots: list[str]) -> None:
    """Every game has begun: each pair of people had an action acknowledged, each bot game moved
    (what a fixed second's wait before a fault was for)."""
    _until(
        lambda: all(p.acked for p in people) and all(_version(server, g) > 0 for g in bots),
        30,
        "the games to begin",
    )


def _all_finish(
    server: Server, people: list[People], bots: list[str], timeout: float = 300
) -> None:
    """Every game ends; every acknowledged action is in its record, at its version."""
    for p in people:
        p.join(timeout)
        assert p.over, f"game {p.gid} did not finish"
    for gid in bots:
        _until(
            lambda g=gid: (
                httpx.get(f"{server.base}/api/games/{g}", timeout=10).json()["status"] == "finished"
            ),
            timeout,
            f"bot game {gid}",
        )
    for p in people:
        record = GameRecord.from_json(
            httpx.get(f"{server.base}/api/games/{p.gid}/record", timeout=10).json()
        )
        texts = [str(a) for a in record.actions]
        for version, action in p.acked:
            assert texts[version] == action, f"{p.gid}: acknowledged action {version} lost"
        assert len(p.acked) > 20
    assert _health(server)["degraded"] == []


def _traffic(server: Server, people: int = 2, bots: int = 4) -> tuple[list[People], list[str]]:
    crowd = [People(server, g, i) for i, g in enumerate(["pillars", "builders"] * (people // 2))]
    for p in crowd:
        p.start()
    return crowd, _bot_games(server, bots)


@pytest.fixture
def sqlite_fault_server(tmp_path: Path) -> Iterator[Server]:
    s = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=FAST)
    s.start()
    yield s
    s.stop()


def test_sqlite_locked_past_its_timeout_then_released(
    sqlite_fault_server: Server, tmp_path: Path
) -> None:
    server = sqlite_fault_server
    pid = server.proc.pid if server.proc else 0
    crowd, bots = _traffic(server)
    _under_way(server, crowd, bots)
    holder = sqlite3.connect(tmp_path / "games.sqlite3", timeout=30, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # every writer now waits 0.3 s and fails
    try:
        held = _held_up(server, 4.0, set(bots))
        assert held & set(bots), "no bot game reported held up while the database was locked"
    finally:
        holder.execute("COMMIT")
        holder.close()
    _all_finish(server, crowd, bots)
    assert server.proc is not None and server.proc.pid == pid and server.proc.poll() is None


def test_postgres_refuses_connections_for_five_seconds(tmp_path: Path, postgres_url: str) -> None:
    server = Server(postgres_url, tmp_path, env=FAST)
    server.start()
    admin = _postgres_admin()
    name = postgres_url.rsplit("/", 1)[1]
    try:
        crowd, bots = _traffic(server)
        _under_way(server, crowd, bots)
        admin.execute(f"ALTER DATABASE {name} ALLOW_CONNECTIONS false")  # type: ignore[attr-defined]
        admin.execute(  # type: ignore[attr-defined]
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,)
        )
        try:
            held = _held_up(server, 5.0)
            assert held & set(bots), "no bot game reported held up while PostgreSQL refused"
        finally:
            admin.execute(f"ALTER DATABASE {name} ALLOW_CONNECTIONS true")  # type: ignore[attr-defined]
        _all_finish(server, crowd, bots)
        assert server.proc is not None and server.proc.poll() is None
    finally:
        server.stop()
        admin.close()  # type: ignore[attr-defined]


def test_a_full_disk_then_room_again(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", str(disk)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small filesystem here: {mounted.stderr.decode().strip()}")
    try:
        server = Server(f"sqlite:///{disk / 'games.sqlite3'}", tmp_path, env=FAST)
        server.start()
        try:
            crowd, bots = _traffic(server)
            _under_way(server, crowd, bots)
            filler = disk / "filler"
            # unbuffered: a write the full disk refused leaves nothing for close() to flush
            # again (with a buffer, close raised ENOSPC once more and failed the test)
            with filler.open("wb", buffering=0) as f:
                try:
                    while True:
                        f.write(b"\0" * 65536)
                except OSError:
                    pass
            try:
                held = _held_up(server, 4.0, set(bots))
                assert held & set(bots), "no bot game reported held up on a full disk"
            finally:
                filler.unlink()
            _all_finish(server, crowd, bots)
            assert server.proc is not None and server.proc.poll() is None
        finally:
            server.stop()
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def test_a_killed_bot_process_is_replaced(sqlite_fault_server: Server) -> None:
    """A bot process dies (kill -9) while it thinks: the pool is rebuilt, the move computed
    again, and every game goes on (twice over)."""
    server = sqlite_fault_server
    assert server.proc is not None
    bots = _bot_games(server, 4)
    for rebuilt in range(2):
        # the bots think (a move was made since the last kill, by the pool rebuilt after it)
        moved = sum(_version(server, g) for g in bots) if rebuilt else 0
        _until(
            lambda r=rebuilt, m=moved: (
                _health(server)["bots"]["rebuilds"] >= r
                and sum(_version(server, g) for g in bots) > m
            ),
            30,
            "bots thinking",
        )
        pool = [p for p in descendants(server.proc.pid) if alive(p)]
        workers = [p for p in pool if b"spawn_main" in Path(f"/proc/{p}/cmdline").read_bytes()]
        assert workers, "no bot process found"
        os.kill(workers[-1], signal.SIGKILL)
    _all_finish(server, [], bots)
    assert _health(server)["bots"]["rebuilds"] >= 2
    assert server.proc.poll() is None


def test_kill_9_at_random_moments(tmp_path: Path) -> None:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=FAST)
    server.start()
    rng = random.Random(7)
    try:
        crowd, bots = _traffic(server, people=4, bots=2)
        for _ in range(3):
            time.sleep(rng.uniform(0.5, 3.0))
            server.kill9()
            time.sleep(rng.uniform(0.0, 0.5))
            server.start()
        _all_finish(server, crowd, bots)
    finally:
        server.stop()
