"""Group commit: one writer task takes every pending append of every game and commits them in one
transaction on one dedicated thread. Nobody waits on the database's write lock (SQLite allows one
writer), and each caller is answered only once its rows are committed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from masterbuilders.server.storage import ConflictError, Row, Store

MAX_BATCH = 512
T = TypeVar("T")


class Writer:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.queue: asyncio.Queue[tuple[str, list[Row], asyncio.Future[None]]] = asyncio.Queue()
        self.thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db-writer")
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self.task:
            self.task.cancel()
        self.thread.shutdown(wait=True)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Another write (a new game, a seat change, a result) on the same single writer thread."""
        return await asyncio.get_running_loop().run_in_executor(self.thread, fn, *args)

    async def append(self, game_id: str, rows: list[Row]) -> None:
        """Returns once the rows are committed; raises ConflictError if an index is taken."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self.queue.put((game_id, rows, done))
        await done

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            batch = [await self.queue.get()]
            while len(batch) < MAX_BATCH and not self.queue.empty():
                batch.append(self.queue.get_nowait())
            try:
                await loop.run_in_executor(
                    self.thread, self.store.append_batch, [(g, r) for g, r, _ in batch]
                )
                for _, _, done in batch:
                    if not done.done():
                        done.set_result(None)
            except ConflictError:
                # someone's index was taken: commit one by one so only that caller hears of it
                for game_id, rows, done in batch:
                    try:
                        await loop.run_in_executor(
                            self.thread, self.store.append_many, game_id, rows
                        )
                        done.set_result(None)
                    except Exception as exc:
                        done.set_exception(exc)
            except Exception as exc:
                for _, _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
