"""A read or write of the database whose failure is the database's, said as one: 503
storage_unavailable (moved from server/manager.py, issue 55); and what such a failure is, so that
a write retried after one retries nothing else (a bug is raised, not retried)."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Awaitable
from typing import TypeVar

from sqlalchemy.exc import SQLAlchemyError

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError

BACKOFF = (0.05, 5.0)
"""First and longest pause between retries of a failed write."""
log = logging.getLogger("masterbuilders.server")
T = TypeVar("T")


def _failures() -> tuple[type[Exception], ...]:
    found: list[type[Exception]] = [SQLAlchemyError, sqlite3.Error, OSError]
    try:  # the PostgreSQL driver, where it is installed (the raw cursors raise its own errors)
        import psycopg
    except ImportError:
        pass
    else:
        found.append(psycopg.Error)
    return tuple(found)


FAILURES = _failures()
"""What the database, its driver or the disk under it raise when they fail (a lost connection, a
locked or full SQLite file): a write that failed so stored nothing and may be tried again."""


async def database(work: Awaitable[T]) -> T:
    """`work`'s answer; its failure (an ApiError aside) is 503 storage_unavailable."""
    try:
        return await work
    except ApiError:
        raise
    except Exception as exc:  # broad on purpose: whatever fails, the request hears 503, never 500
        log.error("database: %s: %s", type(exc).__name__, exc)
        raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc
