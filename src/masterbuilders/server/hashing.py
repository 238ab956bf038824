"""Password work (argon2: a sign-in's check, a registration's or a reset's hash) on a pool of its own
(issue 54). Each check takes a fifth of a second of a core by design; on the executor that also
serves requests' database reads, 40 clients each within their sign-in limits kept a signed-in
request waiting up to 7 s. Here at most `workers` run at once and `queue` more wait: beyond, the
request is answered at once with 503 busy ("try again"), never queued without end."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Final, TypeVar

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError

T = TypeVar("T")

WORKERS: Final = max(1, (os.cpu_count() or 2) // 2)
"""Checks at once: half the cores, so that the others stay free for everything else."""
QUEUE: Final = 4
"""Checks waiting per worker (a wait of about a second at most) before one more is refused."""


class HashPool:
    """A bounded pool for password work: `run` it there, or be refused (503 busy)."""

    def __init__(self, workers: int = WORKERS, queue: int = QUEUE * WORKERS) -> None:
        self.workers = workers
        self.limit = workers + queue
        """Password work running or waiting, at most."""
        self.pending = 0
        self.refused = 0
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="passwords")

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` on the pool (it may read and write the database as well); ApiError busy
        when `limit` are running or waiting already."""
        if self.pending >= self.limit:
            self.refused += 1
            raise ApiError("busy", Msg("server-error-busy"))
        loop = asyncio.get_running_loop()
        self.pending += 1
        work = self._pool.submit(fn, *args)
        # counted until the work itself ends, not its request (a client that gave up)
        work.add_done_callback(lambda _: loop.call_soon_threadsafe(self._ended))
        return await asyncio.wrap_future(work)

    def _ended(self) -> None:
        self.pending -= 1

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
