"""One owner per game, always (issue 36): an owner epoch, a fencing token, checked by every write in
the write's own transaction, so that an instance which lost a game cannot commit even one more
entry; and a database writer that cannot die.

On the store (SQLite and a real PostgreSQL), on the writer (in this process, with the real
store), and on two real server instances on PostgreSQL whose lock connection is cut mid-game
while a second instance is asked for the game (before fencing: 3 of 5 runs gave the game two
owners, its log one entry ahead of the new owner for ever)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest

from masterbuilders.server.ownership import CHANNEL, LOCKS_APPLICATION, NAMESPACE
from masterbuilders.server.storage import ConflictError, FencedError, GameRow, Row, Store
from masterbuilders.server.writer import AppendTimeout, Writer
from tests.server.conftest import ONE_CLIENT, Server

pytestmark = pytest.mark.slow


def _row(game_id: str, **extra: Any) -> GameRow:
    fields: dict[str, Any] = {
        "id": game_id,
        "game": "pillars",
        "num_players": 2,
        "options": {},
        "seed": 7,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
        "clock": None,
        "status": "active",
        "result": None,
        "created": time.time(),
        "finished": None,
        **extra,
    }
    return GameRow(**fields)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres_url")
    s = Store(url, instance="a")
    for game_id in ("g1", "g2"):
        s.create_game(_row(game_id))
    yield s
    s.dispose()


# ---- the store ---------------------------------------------------------------------------------
def test_an_append_under_an_old_epoch_writes_nothing(store: Store) -> None:
    first = store.take("g1", "a")
    store.append_many("g1", [(0, "action", "by a", 0, None)], first)
    second = store.take("g1", "b")
    assert second == first + 1
    with pytest.raises(FencedError) as refused:
        store.append_many("g1", [(1, "action", "by a after b took it", 0, None)], first)
    assert refused.value.games == ["g1"]
    store.append_many("g1", [(1, "action", "by b", 0, None)], second)
    assert [e.text for e in store.entries("g1")] == ["by a", "by b"]


def test_a_batch_with_one_fenced_game_is_refused_whole(store: Store) -> None:
    """The writer then commits its games one by one (test below), so only the fenced one's caller
    hears of it; the batch itself is all or nothing."""
    a1, a2 = store.take("g1", "a"), store.take("g2", "a")
    store.take("g2", "b")
    with pytest.raises(FencedError) as refused:
        store.append_batch(
            [
                ("g1", [(0, "action", "fine", 0, None)], a1),
                ("g2", [(0, "action", "x", 0, None)], a2),
            ]
        )
    assert refused.value.games == ["g2"]
    assert store.entries("g1") == [] and store.entries("g2") == []


def test_seat_changes_and_results_are_fenced_too(store: Store) -> None:
    old = store.take("g1", "a")
    new = store.take("g1", "b")
    seats = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]
    with pytest.raises(FencedError):
        store.change_seats("g1", seats, [(0, "seat", "{}", 0, None)], old)
    with pytest.raises(FencedError):
        store.finish("g1", {"winner": 0}, old)
    row = store.game("g1")
    assert row is not None and row.seats[0]["kind"] == "human" and row.status == "active"
    assert store.entries("g1") == []
    store.change_seats("g1", seats, [(0, "seat", '{"seat": 0}', 0, 1.5)], new)
    row = store.game("g1")
    assert row is not None and row.seats == seats
    assert [(e.kind, e.spent) for e in store.entries("g1")] == [("seat", 1.5)]


def test_a_rematch_is_one_game_whoever_asks(store: Store) -> None:
    assert store.create_rematch("g1", _row("next1")) == "next1"
    assert store.create_rematch("g1", _row("next2")) == "next1"
    assert store.game("next1") is not None and store.game("next2") is None
    row = store.game("g1")
    assert row is not None and row.rematch == "next1"


def test_postgres_an_owner_mid_append_is_waited_for_by_the_next_owner(postgres_url: str) -> None:
    """The race that gave games two owners: the old owner's append is in its transaction when
    another instance takes the game. The taker waits for that commit (the append holds the game's
    row FOR SHARE), then reads a log that holds it."""
    store = Store(postgres_url, instance="a")
    try:
        store.create_game(_row("g1"))
        epoch = store.take("g1", "a")
        conn = psycopg.connect(postgres_url)
        try:
            conn.execute("SELECT owner_epoch FROM games WHERE id = 'g1' FOR SHARE")  # as an append
            taken: list[tuple[int, float]] = []
            taker = threading.Thread(
                target=lambda: taken.append((store.take("g1", "b"), time.monotonic()))
            )
            taker.start()
            time.sleep(0.5)
            assert not taken, "the next owner took the game while an append was in its transaction"
            conn.execute(
                "INSERT INTO entries (game_id, idx, kind, text, seat, created, instance) "
                "VALUES ('g1', 0, 'action', 'last of a', 0, 0, 'a')"
            )
            committed = time.monotonic()
            conn.commit()
        finally:
            conn.close()
        taker.join(10)
        assert taken and taken[0][0] == epoch + 1 and taken[0][1] >= committed
        assert [e.text for e in store.entries("g1")] == ["last of a"]
        with pytest.raises(FencedError):
            store.append_many("g1", [(1, "action", "a again", 0, None)], epoch)
    finally:
        store.dispose()


# ---- the writer --------------------------------------------------------------------------------
class SlowStore(Store):
    """The real store, its group commits begun `pause` seconds late (a busy database)."""

    pause = 0.3

    def append_batch(self, batch: list[tuple[str, list[Row], int | None]]) -> None:
        time.sleep(self.pause)
        super().append_batch(batch)


def test_the_writer_survives_a_conflict_while_a_caller_was_cancelled(tmp_path: Path) -> None:
    """Before: setting the result of the cancelled caller's future raised InvalidStateError in
    the writer task, which died; every later append waited for ever."""
    store = SlowStore(f"sqlite:///{tmp_path / 'w.sqlite3'}")
    store.create_game(_row("g1"))
    store.create_game(_row("g2"))
    store.append_many("g1", [(0, "action", "first", 0, None)])

    async def scenario() -> None:
        writer = Writer(store, timeout=5)
        writer.start()
        cancelled = asyncio.create_task(writer.append("g2", [(0, "action", "gone", 0, None)]))
        conflicting = asyncio.create_task(writer.append("g1", [(0, "action", "taken", 0, None)]))
        await asyncio.sleep(0.1)  # both in the batch the writer is committing
        cancelled.cancel()
        with pytest.raises(ConflictError):
            await conflicting
        await asyncio.wait_for(writer.append("g1", [(1, "action", "later", 0, None)]), 3)
        assert writer.alive()
        await writer.stop()

    try:
        asyncio.run(scenario())
        assert [e.text for e in store.entries("g1")] == ["first", "later"]
    finally:
        store.dispose()


def test_an_append_that_waits_too_long_is_a_clear_error_and_the_writer_goes_on(
    tmp_path: Path,
) -> None:
    store = SlowStore(f"sqlite:///{tmp_path / 'w.sqlite3'}")
    store.create_game(_row("g1"))

    async def scenario() -> None:
        writer = Writer(store, timeout=0.1)
        writer.start()
        with pytest.raises(AppendTimeout):
            await writer.append("g1", [(0, "action", "slow", 0, None)])
        writer.timeout = 5
        await writer.append("g1", [(1, "action", "next", 0, None)])
        await writer.stop()

    try:
        asyncio.run(scenario())
        # the timed-out rows were in the batch already: committed, as the caller was told might be
        assert [e.text for e in store.entries("g1")] == ["slow", "next"]
    finally:
        store.dispose()


# ---- two instances: the lock connection cut mid-game ---------------------------------------------
ENV = {**ONE_CLIENT, "MASTERBUILDERS_MAX_BOT_GAMES": "100", "MASTERBUILDERS_BOT_WORKERS": "1"}


def _instances(tmp_path: Path, url: str) -> tuple[Server, Server]:
    servers = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        servers.append(Server(url, folder, env={**ENV, "MASTERBUILDERS_INSTANCE_ID": name}))
    for s in servers:
        s.start()
    return servers[0], servers[1]


def _cut_lock_connection(url: str, instance: str) -> None:
    """Terminate the connection that holds the game's advisory lock (only `instance` holds any)
    and the instances' LISTEN connections, as a network blip or a restart of PostgreSQL's
    connections would; the pools' connections stay. Without its notices, the instance learns
    of the loss only from its next health check of the lock connection (1 s later)."""
    with psycopg.connect(url, autocommit=True) as admin:
        here = "datname = current_database()"
        cut = admin.execute(
            f"SELECT application_name, pg_terminate_backend(pid) FROM pg_stat_activity WHERE {here}"
            " AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = %s"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))",
            (NAMESPACE,),
        ).fetchall()
        listeners = admin.execute(
            f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE {here}"
            f" AND query = 'LISTEN {CHANNEL}' AND pid <> pg_backend_pid()"
        ).fetchall()
    assert [ok for _, ok in cut] == [True], cut
    assert cut[0][0] in ("", f"{LOCKS_APPLICATION}{instance}"), cut
    assert listeners, "no LISTEN connection found"


def _log(url: str, gid: str) -> list[tuple[int, str, int | None, str]]:
    """(index, kind, seat, instance) of every entry of the game."""
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT idx, kind, seat, instance FROM entries WHERE game_id = %s ORDER BY idx", (gid,)
        ).fetchall()


@pytest.mark.parametrize("run", range(3))
def test_a_cut_lock_connection_never_gives_a_game_two_owners(
    tmp_path: Path, postgres_url: str, run: int
) -> None:
    """Instance a plays a game (a person, played by this test as fast as it can, and a bot);
    its lock connection is cut (pg_terminate_backend) while it goes on committing on its pool,
    and instance b is asked for the game at once. Every action acknowledged by either instance
    is in the log; the log's entries come from a, then from b, never from a again; the game
    plays on at b, whose version is the log's length; a's health tells it lost the game.
    (The same test on the code before fencing: 1 run of 3 left the game stuck for ever, its
    log ahead of b.)"""
    a, b = _instances(tmp_path, postgres_url)
    try:
        r = httpx.post(
            f"{a.base}/api/games",
            json={
                "game": "builders",
                "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
            },
            timeout=10,
        )
        assert r.status_code == 201, r.text
        gid, token = r.json()["id"], r.json()["join"][0]["token"]
        auth = {"authorization": f"Bearer {token}"}
        acknowledged: list[int] = []
        """The versions at which the person's action was acknowledged (stored at that index)."""

        def person(base: str, stop_after: float) -> str:
            """Play seat 0 at `base` until `stop_after` (monotonic) or the game's end or a refusal
            that says the game is elsewhere; returns why it stopped."""
            while time.monotonic() < stop_after:
                v = httpx.get(f"{base}/api/games/{gid}/view", headers=auth, timeout=10)
                if v.status_code in (404, 503):  # taken by b; a's locks are being reconnected
                    return "elsewhere"
                assert v.status_code == 200, v.text
                view = v.json()
                if view["view"]["decision"]["over"]:
                    return "over"
                if view["to_move"] != 0:
                    time.sleep(0.01)
                    continue
                action = view["view"]["decision"]["legal_actions"][0]
                s = httpx.post(
                    f"{base}/api/games/{gid}/actions",
                    json={"version": view["version"], "action": action},
                    headers=auth,
                    timeout=10,
                )
                if s.status_code == 200:
                    acknowledged.append(view["version"])
                elif s.status_code == 404:
                    return "elsewhere"
                else:
                    assert s.status_code in (409, 503), s.text
            return "time"

        person(a.base, time.monotonic() + 2 + run * 0.3)
        # b is ready (its pool and lock connection open) and cannot take a game a holds
        held = httpx.get(f"{b.base}/api/games/{gid}/view", headers=auth, timeout=10)
        assert held.status_code == 404 and held.json()["error"]["code"] == "game_elsewhere"
        before = len(_log(postgres_url, gid))
        # a goes on playing while its lock connection is cut and b is asked for the game
        player = threading.Thread(target=person, args=(a.base, time.monotonic() + 3))
        player.start()
        time.sleep(0.2)
        _cut_lock_connection(postgres_url, "a")
        # b is asked at once; PostgreSQL frees the cut connection's lock a moment later (longer on
        # a loaded machine), and until then b answers that the game is elsewhere. A race b may
        # lose, legitimately: a, its lock connection renewed, drops its games, and the person's
        # next request at a takes the game back before b asks (one owner all along, a new
        # epoch). Then, with a's player stopped, a's lock connection is cut again.
        for _ in range(3):
            deadline = time.monotonic() + 15
            while True:
                taken = httpx.get(f"{b.base}/api/games/{gid}/view", headers=auth, timeout=10)
                elsewhere = taken.status_code == 404 and "game_elsewhere" in taken.text
                if not elsewhere or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
            if taken.status_code == 200:
                break
            player.join(20)
            at_a = httpx.get(f"{a.base}/api/games/{gid}/view", headers=auth, timeout=10)
            assert at_a.status_code == 200, at_a.text  # a took it back: still its one owner
            _cut_lock_connection(postgres_url, "a")
        assert taken.status_code == 200, taken.text
        player.join(20)
        at_a = len(acknowledged)
        assert person(b.base, time.monotonic() + 2) in ("time", "over")
        assert len(acknowledged) > at_a, "b took no action of the person"
        final: dict[str, Any] = {}
        for _ in range(200):  # until the bot has answered: the person is to move, or it is over
            final = httpx.get(f"{b.base}/api/games/{gid}/view", headers=auth, timeout=10).json()
            if final["to_move"] == 0 or final["status"] == "finished":
                break
            time.sleep(0.05)

        log = _log(postgres_url, gid)
        assert len(log) > before
        writers = [instance for _, _, _, instance in log]
        first_b = writers.index("b")
        assert set(writers[:first_b]) == {"a"} and set(writers[first_b:]) == {"b"}, writers
        assert [i for i, *_ in log] == list(range(len(log)))
        assert final["version"] == len(log), (final["version"], len(log))
        by_index = {idx: (kind, seat) for idx, kind, seat, _ in log}
        missing = [v for v in acknowledged if by_index.get(v) != ("action", 0)]
        assert acknowledged and not missing, missing
        health = httpx.get(f"{a.base}/api/health", timeout=10).json()
        assert health["ownership"]["lost_since_start"] >= 1
        assert gid in {lost["id"] for lost in health["ownership"]["recent"]}
    finally:
        a.stop()
        b.stop()
