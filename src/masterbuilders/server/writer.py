"""Group commit: one writer task takes every pending append of every game and commits them in one
transaction on one dedicated thread. Nobody waits on the database's write lock (SQLite allows one
writer), and each caller is answered only once its rows are committed.

The writer cannot die: whatever a batch raises is handed to its callers (a caller that gave up
meanwhile is skipped), and the loop goes on. A caller waits at most `timeout` seconds
(`AppendTimeout`): its rows may still be committed after that, so the caller must treat its game
as unknown and read it back from the log, on this writer's thread (`run`), after the batch ended."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from masterbuilders.server.storage import ConflictError, Epoch, FencedError, Row, Store

MAX_BATCH = 512
T = TypeVar("T")
log = logging.getLogger("masterbuilders.server")

Pending = tuple[str, list[Row], Epoch, asyncio.Future[None]]


class AppendTimeout(Exception):
    """The writer did not answer in time: the rows may or may not be committed."""


class Writer:
    def __init__(self, store: Store, timeout: float = 10.0) -> None:
        self.store = store
        self.timeout = timeout
        self.queue: asyncio.Queue[Pending] = asyncio.Queue()
        self.thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db-writer")
        self.task: asyncio.Task[None] | None = None
        self.batches_failed = 0

    def start(self) -> None:
        self.task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self.task:
            self.task.cancel()
        self.thread.shutdown(wait=True)

    def alive(self) -> bool:
        return self.task is not None and not self.task.done()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Another write (a new game, a seat change, a result) on the same single writer thread."""
        return await asyncio.get_running_loop().run_in_executor(self.thread, fn, *args)

    async def append(self, game_id: str, rows: list[Row], epoch: Epoch = None) -> None:
        """Returns once the rows are committed; raises ConflictError if an index is taken,
        FencedError if the game's owner epoch moved on, AppendTimeout after `timeout` seconds."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self.queue.put((game_id, rows, epoch, done))
        try:
            await asyncio.wait_for(asyncio.shield(done), self.timeout)
        except TimeoutError as exc:
            raise AppendTimeout(
                f"the database writer did not answer within {self.timeout:g} s"
            ) from exc
        finally:
            if not done.done():
                # timed out, or our caller was cancelled: a batch not begun skips these rows; in
                # a batch already, their outcome is unknown
                done.cancel()

    async def _run(self) -> None:
        while True:
            batch = [await self.queue.get()]
            while len(batch) < MAX_BATCH and not self.queue.empty():
                batch.append(self.queue.get_nowait())
            batch = [item for item in batch if not item[3].done()]  # callers that gave up
            if not batch:
                continue
            try:
                await self._commit(batch)
            except asyncio.CancelledError:
                raise
            except BaseException as exc:  # never the loop's end: every caller hears of it
                self.batches_failed += 1
                log.exception("the database writer's batch failed")
                _answer(batch, exc)

    async def _commit(self, batch: list[Pending]) -> None:
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(
                self.thread, self.store.append_batch, [(g, r, e) for g, r, e, _ in batch]
            )
            _answer(batch, None)
        except (ConflictError, FencedError):
            # one game's index was taken, or its ownership moved on: commit one by one so that
            # only its caller hears of it
            for item in batch:
                game_id, rows, epoch, done = item
                if done.done():
                    continue  # its caller gave up meanwhile
                try:
                    await loop.run_in_executor(
                        self.thread, self.store.append_many, game_id, rows, epoch
                    )
                    _answer([item], None)
                except Exception as exc:
                    _answer([item], exc)
        except Exception as exc:
            _answer(batch, exc)


def _answer(batch: list[Pending], exc: BaseException | None) -> None:
    """Tell each caller still waiting (a future already done: its caller gave up)."""
    for *_, done in batch:
        if done.done():
            continue
        if exc is None:
            done.set_result(None)
        else:
            done.set_exception(exc)
