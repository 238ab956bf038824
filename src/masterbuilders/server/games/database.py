"""A read or write of the database whose failure is the database's, said as one: 503
storage_unavailable (moved from server/manager.py, issue 55)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TypeVar

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError

BACKOFF = (0.05, 5.0)
"""First and longest pause between retries of a failed write."""
log = logging.getLogger("masterbuilders.server")
T = TypeVar("T")


async def database(work: Awaitable[T]) -> T:
    """`work`'s answer; its failure (an ApiError aside) is 503 storage_unavailable."""
    try:
        return await work
    except ApiError:
        raise
    except Exception as exc:
        log.error("database: %s: %s", type(exc).__name__, exc)
        raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc
