"""The server's app: settings, the services made at its start (the game service, accounts), the
ASGI guard, the error handlers and the API's routers (server/api/). Every response error is
{"error": {"code", "message"}} with a stable code, in the reader's language; a failing database
answers 503 storage_unavailable, never 500."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.requests import ClientDisconnect

from masterbuilders.engine.message import Msg
from masterbuilders.server.accounts import Accounts
from masterbuilders.server.api import accounts, games, health, hints, ratings, reviews, site
from masterbuilders.server.api.deps import Services
from masterbuilders.server.api.pages import serve_pages
from masterbuilders.server.bots import BotPool
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import (
    DATABASE_ERRORS,
    MAX_BODY,
    ApiError,
    Guard,
    describe,
    storage_failure,
)
from masterbuilders.server.games.creation import BOT_LEVELS
from masterbuilders.server.language import language_of
from masterbuilders.server.manager import Manager
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Store

UVICORN_OPTIONS: dict[str, Any] = {
    "log_level": "warning",
    # no access log, at any level: an old join link's page request (/play/ID?token=...) carries a
    # seat token the page then moves into its fragment; the server never writes it anywhere
    "access_log": False,
    # Views are small; compressing them cost 7% of the CPU.
    "ws_per_message_deflate": False,
    # uvicorn's WebSocket protocol on websockets' sans-I/O core instead of its default (the
    # websockets library's legacy asyncio protocol): 1.04-1.12x the actions/s of one worker on
    # SQLite, no difference with two (BENCHMARKS.md, "Server load", side by side).
    "ws": "websockets-sansio",
    # A WebSocket message larger than a request body is closed with 1009 before it is held.
    "ws_max_size": MAX_BODY,
}
"""How `serve` runs the app under uvicorn (one process; several instances: server/deploy.py)."""


log = logging.getLogger("masterbuilders.server")


def tune_gc() -> None:
    """The server keeps many long-lived objects (every game's state and log). With CPython's
    default thresholds its frequent collections walk them again and again: under load 23% of the
    server's CPU time went to collections triggered by ordinary small allocations (6.3 s of 27.1 s
    in a 200-game benchmark run; 0.4 s with this tuning, see BENCHMARKS.md). Objects alive at
    start-up are frozen out of collection; young collections run 20x less often (cycles are rare
    here: states, views and messages are trees)."""
    gen0 = int(os.environ.get("MB_GC0", "14000"))
    if gen0:
        gc.collect()
        gc.freeze()
        gc.set_threshold(gen0, 20, 20)
    if os.environ.get("MB_GC_LOG") and _log_collection not in gc.callbacks:
        gc.callbacks.append(_log_collection)  # once, however many apps a process starts


_gc_started = [0.0]


def _log_collection(phase: str, info: dict[str, int]) -> None:
    """`MB_GC_LOG=1`: each collection's generation, duration and objects collected, on stderr
    (a diagnostic for latency spikes: a collection stops the event loop while it runs)."""
    if phase == "start":
        _gc_started[0] = time.perf_counter()
        return
    ms = 1000 * (time.perf_counter() - _gc_started[0])
    gen, collected = info["generation"], info["collected"]
    print(
        f"gc {time.time():.3f} pid {os.getpid()} gen {gen} {ms:.1f} ms collected {collected}",
        file=sys.stderr,
        flush=True,
    )


def create_app(
    database_url: str | None = None,
    bot_workers: int | None = None,
    settings: Settings | None = None,
    clock: Clock = SYSTEM,
) -> FastAPI:
    """The server's app: the only server, or one of several instances behind a proxy
    (`settings.instance_id`; server/ownership.py, server/deploy.py); its games' time is `clock`'s
    (server/clock.py)."""
    settings = settings or Settings.from_env(database_url=database_url, bot_workers=bot_workers)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(settings.database_url, settings.sqlite_timeout, settings.instance_id, clock)
        bots = BotPool(settings.bot_workers or None, settings.review_workers)
        manager = Manager(store, bots, settings, settings.owner(), clock)
        if settings.instance_id:  # games are taken as they are asked for, or found unheld
            await manager.start_owning()
            restored = 0
        else:
            restored = await asyncio.to_thread(manager.restore)
        known = Accounts(store, settings.registration, clock, settings.confirm_hours)
        app.state.services = Services(settings, clock, manager, known)
        app.state.restored = restored
        manager.start()
        tune_gc()
        try:
            yield
        finally:
            await manager.stop()
            bots.close()
            store.dispose()

    docs = settings.docs
    app = FastAPI(
        title="masterbuilders",
        version="0.1.0",
        lifespan=lifespan,
        docs_url="/docs" if docs else None,
        redoc_url=None,
        openapi_url="/openapi.json" if docs else None,
    )
    app.add_middleware(Guard)
    handle_errors(app)
    for router in (health.router, site.router, games.router, hints.router, reviews.router,
                   accounts.router, ratings.router):  # fmt: skip
        app.include_router(router)
    serve_pages(app)
    app.state.levels = BOT_LEVELS
    return app


def handle_errors(app: FastAPI) -> None:
    """Every refusal in the project's error format (server/errors.py), in the reader's language."""

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        """Every refusal in the reader's language (its code in none)."""
        return JSONResponse(exc.to_json(language_of(request)), status_code=exc.status)

    async def storage_error(request: Request, exc: Exception) -> JSONResponse:
        """A database failure is the server's trouble, not a bug: 503 storage_unavailable and one
        short log line (an OSError not raised by the storage is a bug: it stays a 500)."""
        err = storage_failure(exc)
        if err is None:
            raise exc
        log.error("%s %s: storage unavailable: %s", request.method, request.url.path, describe(exc))
        return JSONResponse(err.to_json(language_of(request)), status_code=err.status)

    for kind in (*DATABASE_ERRORS, OSError):
        app.add_exception_handler(kind, storage_error)

    @app.exception_handler(ClientDisconnect)
    async def client_gone(request: Request, _: ClientDisconnect) -> Response:
        """The client went away before its body arrived whole: nobody is left to answer, nothing
        was done (no traceback; a line only at the info level, which `serve` does not show)."""
        log.info("%s %s: the client went away mid-request", request.method, request.url.path)
        return Response(status_code=400)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        # (pydantic's own words about the field stay as it says them)
        detail = str(exc.errors()[0]["msg"])
        err = ApiError("invalid_request", Msg("server-error-malformed", detail=detail))
        return JSONResponse(err.to_json(language_of(request)), status_code=err.status)
