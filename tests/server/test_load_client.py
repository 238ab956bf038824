"""The load benchmark's own WebSocket client (benchmarks/ws_client.py): its frames (RFC 6455),
and that it plays the same games against the real server as the `websockets` library."""

from __future__ import annotations

import asyncio
import struct
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvloop
from benchmarks.server_load import drive, environment
from benchmarks.ws_client import LeanWebSocket

from tests.server.conftest import Server

pytestmark = pytest.mark.slow


class FakeTransport:
    def __init__(self) -> None:
        self.written: list[bytes] = []
        self.closing = False

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True


def unmask(frame: bytes) -> tuple[int, bytes]:
    """(opcode, payload) of one client frame, checking it is masked as §5.3 requires."""
    assert frame[1] & 0x80, "client frames must be masked"
    n, head = frame[1] & 0x7F, 2
    if n == 126:
        n, head = struct.unpack_from("!H", frame, 2)[0], 4
    elif n == 127:
        n, head = struct.unpack_from("!Q", frame, 2)[0], 10
    mask = frame[head : head + 4]
    data = frame[head + 4 :]
    assert len(data) == n
    return frame[0] & 0x0F, bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def server_frame(opcode: int, payload: bytes, fin: bool = True) -> bytes:
    n = len(payload)
    first = (0x80 if fin else 0) | opcode
    if n < 126:
        return struct.pack("!BB", first, n) + payload
    if n < 65536:
        return struct.pack("!BBH", first, 126, n) + payload
    return struct.pack("!BBQ", first, 127, n) + payload


async def opened_client(received: list[bytes]) -> tuple[LeanWebSocket, FakeTransport]:
    ws = LeanWebSocket(lambda _, msg: received.append(msg))
    transport = FakeTransport()
    ws.connection_made(transport)  # type: ignore[arg-type]
    ws.data_received(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n")
    assert ws.opened.done() and ws.is_open
    return ws, transport


def test_frames_of_every_length_in_pieces_fragments_ping_and_close() -> None:
    async def run() -> None:
        received: list[bytes] = []
        ws, transport = await opened_client(received)
        small, medium, large = b"x" * 5, b"m" * 300, b"L" * 70_000  # 7-, 16- and 64-bit lengths
        stream = server_frame(1, small) + server_frame(1, medium) + server_frame(1, large)
        stream += server_frame(1, b"first ", fin=False) + server_frame(0, b"second")
        for i in range(0, len(stream), 999):  # TCP may split anywhere
            ws.data_received(stream[i : i + 999])
        assert received == [small, medium, large, b"first second"]
        ws.data_received(server_frame(9, b"are you there"))
        assert unmask(transport.written[-1]) == (0xA, b"are you there")
        ws.send_text(b'{"type": "ping"}' * 20)
        assert unmask(transport.written[-1]) == (0x1, b'{"type": "ping"}' * 20)
        ws.data_received(server_frame(8, struct.pack("!H", 1000)))
        assert unmask(transport.written[-1]) == (0x8, struct.pack("!H", 1000))
        assert transport.closing

    asyncio.run(run())


def test_a_refused_handshake_is_an_error() -> None:
    async def run() -> None:
        ws = LeanWebSocket(lambda _, msg: None)
        ws.connection_made(FakeTransport())  # type: ignore[arg-type]
        ws.data_received(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n")
        assert isinstance(ws.opened.exception(), ConnectionError)

    asyncio.run(run())


def records(server: Server) -> dict[int, dict[str, Any]]:
    """Every game's record on the server, by seed."""
    with httpx.Client(base_url=server.base, timeout=30) as c:
        games = c.get("/api/games").json()["games"]
        out = {}
        for g in games:
            rec = c.get(f"/api/games/{g['id']}/record").json()
            out.setdefault(int(rec["seed"]), []).append(rec)
        return out


def test_lean_and_websockets_clients_play_the_same_games(load_server: Server) -> None:
    lean = uvloop.run(drive([load_server], 3, 120, 0.0, "lean", sustain=False))
    assert lean["games_completed"] == 3 and lean["errors"] == 0
    library = uvloop.run(drive([load_server], 3, 120, 0.0, "websockets", sustain=False))
    assert library["games_completed"] == 3 and library["errors"] == 0
    assert lean["actions"] == library["actions"] > 3 * 50
    by_seed = records(load_server)
    assert sorted(by_seed) == [0, 1, 2]
    for seed, (a, b) in by_seed.items():
        assert a["actions"] == b["actions"], f"seed {seed}: the two clients played differently"


def test_sustained_load_replaces_every_finished_game(load_server: Server) -> None:
    """--sustain: two places, each game followed at once by a new one until the window closes;
    every game counted as completed is finished on the server, and only the games in play at the
    deadline (at most one per place) may not be."""
    row = uvloop.run(drive([load_server], 2, 4.0, 0.0, "lean", sustain=True))
    assert row["errors"] == 0 and row["sustain"] is True
    assert row["games_created"] > 2, "no finished game was replaced"
    with httpx.Client(base_url=load_server.base, timeout=30) as c:
        ids = [g["id"] for g in c.get("/api/games").json()["games"]]
        over = [gid for gid in ids if c.get(f"/api/games/{gid}").json()["status"] == "finished"]
        seeds = sorted(int(c.get(f"/api/games/{gid}/record").json()["seed"]) for gid in over)
    assert len(ids) == row["games_created"]
    # a place stops at its first game left unfinished (the window closed): at most one each
    assert row["games_completed"] >= row["games_created"] - 2
    # the window may close between a game's last action and its final update arriving: the
    # server then has one finished game more than the client saw end (at most one per place)
    assert row["games_completed"] <= len(over) <= row["games_completed"] + 2
    assert len(set(seeds)) == len(seeds) and set(seeds) <= set(range(row["games_created"]))


def test_a_warm_up_is_played_but_not_counted(load_server: Server) -> None:
    """--warmup: the games are played before the window opens, and nothing answered before it
    counts: the row's actions are exactly those the timeline puts at second 0 or later, and the
    warm-up's actions (negative seconds) exist but are left out."""
    row = uvloop.run(drive([load_server], 2, 2.0, 0.0, "lean", sustain=True, warmup=2.0))
    assert row["errors"] == 0 and row["warmup_s"] == 2.0
    before = sum(n for sec, n, *_ in row["timeline"] if sec < 0)
    during = sum(n for sec, n, *_ in row["timeline"] if sec >= 0)
    assert before > 0 and row["actions"] == during > 0
    assert 1.8 <= row["seconds"] <= 2.5  # the window alone, not the warm-up


def test_benchmark_rows_name_the_package_versions_they_were_measured_with() -> None:
    """Figures of different sessions are compared in BENCHMARKS.md, and not every virtualenv
    holds the releases of constraints.txt (earlier sessions' did not): each run records its own."""
    import platform

    import fastapi
    import sqlalchemy

    env = environment()
    assert env["python"] == platform.python_version()
    assert env["fastapi"] == fastapi.__version__
    assert env["sqlalchemy"] == sqlalchemy.__version__
    assert len(env["commit"]) >= 7 or env["commit"] == "unknown"


def test_churn_creates_and_joins_every_game_it_charges(load_server: Server) -> None:
    """benchmarks/server_churn.py: the CPU it reports is for games that exist on the server, each
    created once (seeds are secret: the games are counted); with connect, each seat's WebSocket
    is closed only after its first update arrived (a join that got none would time out here)."""
    from benchmarks.server_churn import churn

    async def both() -> tuple[float, float]:
        alone = await asyncio.wait_for(churn(load_server, 100, 6, 3, connect=False), 60)
        joined = await asyncio.wait_for(churn(load_server, 200, 6, 3, connect=True), 60)
        return alone, joined

    cpu, cpu_joined = uvloop.run(both())
    assert cpu > 0 and cpu_joined > 0
    with httpx.Client(base_url=load_server.base, timeout=30) as c:
        games = c.get("/api/games").json()["games"]
    assert len({g["id"] for g in games}) == len(games) == 12  # seeds 100-105 and 200-205
    assert {(g["game"], g["num_players"], g["status"]) for g in games} == {("pillars", 2, "active")}


def test_in_process_benchmark_counts_only_committed_actions_and_times_every_call(
    tmp_path: Path,
) -> None:
    """benchmarks/server_inprocess.py: every action it counts was submitted by a seat and committed
    (the store holds exactly as many seat entries), games are replaced as they finish, and each
    timed call really ran during the run (views and payloads at least once per action)."""
    from benchmarks.server_inprocess import TIMED, drive

    row = uvloop.run(drive(games=3, seconds=3.0, folder=tmp_path))
    assert row["actions"] > 100
    assert row["stored_seat_actions"] == row["actions"]
    assert row["games_created"] > 3  # finished games were replaced (a game is ~185 actions)
    assert set(row["in_situ_us"]) == set(TIMED)
    assert all(us > 0 for us in row["in_situ_us"].values())
    assert row["calls_per_action"]["payload"] >= 1.0  # every action is answered
    assert row["calls_per_action"]["views"] >= 0.9  # one build per version (chance versions too)
    assert row["cpu_us_per_action"] > 0
