"""Work the game service starts and does not wait for (moved from server/manager.py, issue 55): a
game's result written, a review computed, a game's lock released, a mail a request asked for.
Each is kept referenced until it ends (asyncio keeps only weak references to its tasks)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger("masterbuilders.server")


class Background:
    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[None]] = set()

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Background work the server keeps a reference to until it ends."""
        task = asyncio.create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def later(self, work: Coroutine[Any, Any, Any]) -> None:
        """Work a request starts and does not wait for (a mail): kept until it ends; a failure
        is logged, never raised."""

        async def logged() -> None:
            try:
                await work
            except Exception as exc:  # broad on purpose: nobody waits for it, the server goes on
                log.warning("background work failed: %s: %s", type(exc).__name__, exc)

        self.spawn(logged())
