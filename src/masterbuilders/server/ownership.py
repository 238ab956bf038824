"""Which games this server instance may commit to: with several instances on one PostgreSQL
database, a game is an instance's only while it holds the game's advisory lock.

`Alone` is the embedded server (SQLite, or PostgreSQL with one instance): every game is its own.
`AdvisoryLocks` is one of several identical instances (`serve --instance-id N`): it takes a game's
session-level advisory lock on a connection of its own before it loads the game to play, keeps it
while the game is in memory, and gives it back when the game leaves memory. PostgreSQL frees the
locks of a connection that closes, so when an instance dies (kill -9 included) its games become
free at once and the next instance asked about them takes them over from the log. An instance that
cannot take a game's lock refuses with 404 `game_elsewhere`, which the proxy retries on the next
instance (server/deploy.py). The log's unique (game, index) stays the last guard.

Notices between instances go over PostgreSQL LISTEN/NOTIFY on one channel: an instance that takes
over a game announces it, so that an instance that still holds the game in memory after losing its
lock connection drops it at once, and the lobby's list of games is read from the database by every
instance. A game nobody asks about (a bots-only game whose instance died) is found by the
supervisor's sweep for active games whose lock is free.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger("masterbuilders.server")

NAMESPACE = 0x4D42
"""The advisory locks' first key (classid): games of this project, apart from anyone else's."""
CHANNEL = "masterbuilders"
"""The LISTEN/NOTIFY channel of the instances."""
LOCKS_APPLICATION = "masterbuilders-locks-"
"""The lock connection's application_name (and the instance id after it): pg_stat_activity
shows which connection holds an instance's games."""
HEALTH_SECONDS = 1.0
"""How often the lock connection is checked; a broken one means every lock is gone."""


def lock_key(game_id: str) -> int:
    """The game's advisory lock key (objid): 32 bits of its id's SHA-256, the same on every
    instance. Two games sharing a key are owned by one instance together (safe, merely coupled)."""
    return int.from_bytes(hashlib.sha256(game_id.encode()).digest()[:4], "big", signed=True)


class Ownership(Protocol):
    instance: str

    async def start(self, lost: Callable[[str | None, str], None]) -> None:
        """Begin; `lost(game_id, why)` is called when a game is no longer ours (None: all)."""

    async def claim(self, game_id: str) -> bool:
        """Make the game ours; False when another instance holds it."""

    async def release(self, game_id: str) -> None:
        """The game left memory: another instance may take it."""

    async def free(self, game_ids: list[str]) -> list[str]:
        """Those of `game_ids` no instance holds."""

    async def stop(self) -> None: ...


class Alone:
    """One server: every game is its own."""

    def __init__(self, instance: str = "") -> None:
        self.instance = instance

    async def start(self, lost: Callable[[str | None, str], None]) -> None:
        return None

    async def claim(self, game_id: str) -> bool:
        return True

    async def release(self, game_id: str) -> None:
        return None

    async def free(self, game_ids: list[str]) -> list[str]:
        return []

    async def stop(self) -> None:
        return None


class AdvisoryLocks:
    """One of several instances on one PostgreSQL database (see the module's description)."""

    def __init__(self, url: str, instance: str) -> None:
        self.url = url.replace("postgresql+psycopg://", "postgresql://", 1)
        self.instance = instance
        self.held: set[str] = set()
        self._conn: Any = None
        self._listener: Any = None
        self._lock = asyncio.Lock()
        self._tasks: list[asyncio.Task[None]] = []
        self._lost: Callable[[str | None, str], None] = lambda _, __: None

    async def _connect(self) -> None:
        import psycopg

        self._conn = await psycopg.AsyncConnection.connect(
            self.url,
            autocommit=True,
            connect_timeout=5,
            application_name=f"{LOCKS_APPLICATION}{self.instance}",
        )

    async def start(self, lost: Callable[[str | None, str], None]) -> None:
        import psycopg

        self._lost = lost
        await self._connect()
        self._listener = await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, connect_timeout=5
        )
        await self._listener.execute(f"LISTEN {CHANNEL}")
        self._tasks = [
            asyncio.create_task(self._listen()),
            asyncio.create_task(self._watch()),
        ]

    async def _execute(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        async with self._lock:
            cur = await self._conn.execute(sql, params)
            return list(await cur.fetchall()) if cur.description else []

    async def claim(self, game_id: str) -> bool:
        if game_id in self.held:
            return True
        rows = await self._execute(
            "SELECT pg_try_advisory_lock(%s, %s)", (NAMESPACE, lock_key(game_id))
        )
        if not rows[0][0]:
            return False
        self.held.add(game_id)
        await self._execute(
            "SELECT pg_notify(%s, %s)", (CHANNEL, f"took {game_id} {self.instance}")
        )
        return True

    async def release(self, game_id: str) -> None:
        if game_id not in self.held:
            return
        self.held.discard(game_id)
        if any(lock_key(g) == lock_key(game_id) for g in self.held):
            return  # a game sharing the key is still ours
        with contextlib.suppress(Exception):
            await self._execute("SELECT pg_advisory_unlock(%s, %s)", (NAMESPACE, lock_key(game_id)))

    async def free(self, game_ids: list[str]) -> list[str]:
        rows = await self._execute(
            "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = %s AND granted",
            (NAMESPACE,),
        )
        # pg_locks shows the key as an unsigned oid
        taken = {int(r[0]) - (1 << 32) if int(r[0]) >= 1 << 31 else int(r[0]) for r in rows}
        return [g for g in game_ids if lock_key(g) not in taken and g not in self.held]

    async def _listen(self) -> None:
        """Takeover notices; a LISTEN connection that fails is opened again (with backoff).
        Missing notices meanwhile costs nothing but speed: a write of a game taken over is
        fenced (storage.Store.append_batch) and drops it."""
        import psycopg

        delay = 0.1
        while True:
            try:
                async for note in self._listener.notifies():
                    delay = 0.1
                    parts = note.payload.split()
                    taken = len(parts) == 3 and parts[0] == "took" and parts[2] != self.instance
                    if taken and parts[1] in self.held:  # ours no more: our lock connection failed
                        log.warning("game %s was taken over by instance %s", parts[1], parts[2])
                        self.held.discard(parts[1])
                        self._lost(parts[1], f"instance {parts[2]} took it over")
            except Exception as exc:
                log.error("the LISTEN connection failed (%s): opening it again", exc)
            await asyncio.sleep(delay)
            delay = min(5.0, delay * 2)
            with contextlib.suppress(Exception):
                await self._listener.close()
            with contextlib.suppress(Exception):
                self._listener = await psycopg.AsyncConnection.connect(
                    self.url, autocommit=True, connect_timeout=5
                )
                await self._listener.execute(f"LISTEN {CHANNEL}")

    async def _watch(self) -> None:
        """A lock connection that fails loses every lock with it: drop every game, reconnect."""
        while True:
            await asyncio.sleep(HEALTH_SECONDS)
            try:
                await self._execute("SELECT 1", ())
            except Exception as exc:
                log.error(
                    "lock connection failed (%s): every game of this instance is dropped", exc
                )
                self.held.clear()
                self._lost(None, f"the lock connection failed: {exc}")
                with contextlib.suppress(Exception):
                    await self._conn.close()
                with contextlib.suppress(Exception):
                    await self._connect()

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for conn in (self._conn, self._listener):
            if conn is not None:
                with contextlib.suppress(Exception):
                    await conn.close()
