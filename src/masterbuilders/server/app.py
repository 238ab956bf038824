"""The HTTP and WebSocket API (FastAPI). Every response error is {"error": {"code", "message"}}
with a stable code; every view sent is the engine's view for the token's seat (or a spectator).
A seat token travels in the `Authorization: Bearer` header (or a JSON body's `token`), never in a
URL; a failing database answers 503 storage_unavailable, never 500."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import re
import secrets
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import orjson
from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.requests import ClientDisconnect, HTTPConnection
from starlette.staticfiles import StaticFiles

from masterbuilders.engine import GameRecord, GameState, MasterbuildersError, game_names, get_game
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import LANGUAGES, NAMES, browser_catalog, localize, text, texts
from masterbuilders.server import claims
from masterbuilders.server.accounts import (
    BOT_PREFIX,
    COOKIE,
    CSRF_COOKIE,
    CSRF_HEADER,
    DEVICE_COOKIE,
    DEVICE_DAYS,
    SESSION_DAYS,
    Account,
    Accounts,
    NewSession,
)
from masterbuilders.server.bots import BotPool
from masterbuilders.server.claims import PLAYER_COOKIE, PLAYER_DAYS
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import (
    DATABASE_ERRORS,
    MAX_BODY,
    ApiError,
    Guard,
    describe,
    storage_failure,
    too_large,
)
from masterbuilders.server.games.creation import BOT_LEVELS
from masterbuilders.server.language import language_of
from masterbuilders.server.manager import Manager
from masterbuilders.server.restore import NotResumable
from masterbuilders.server.session import GameSession, SeatPass
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Store
from masterbuilders.server.ws import serve as serve_websocket

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


RULE_NUMBER = re.compile(r"§?A?\d{1,2}(?:\.\d{1,2}){0,3}")
"""How the rules number their sections (§4.12, §A5.1): anything else is no rule."""
log = logging.getLogger("masterbuilders.server")


def _token(request: Request, body: dict[str, Any] | None = None) -> str | None:
    """The seat token of a call: the Authorization header, or a JSON body's `token`; never the
    query string (errors.Guard refuses a `token` there before any route runs)."""
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    if body and isinstance(body.get("token"), str):
        return str(body["token"])
    return None


async def _json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object. Parsed strictly (orjson): deep nesting, integers beyond 64 bits,
    NaN and lone surrogates are 400s, never a server error; the body's size is bounded as it
    arrives (errors.Guard)."""
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise too_large()
    try:
        data = orjson.loads(raw or b"{}")
    except orjson.JSONDecodeError as exc:
        raise ApiError("parse_error", Msg("server-error-body-not-json", detail=str(exc))) from exc
    if not isinstance(data, dict):
        raise ApiError("parse_error", Msg("server-error-body-not-object"))
    return data


def _seat_param(raw: str | None, players: int) -> int | None:
    """A `seat` query parameter: a seat number, or none / 'spectator'."""
    if raw in (None, "", "spectator"):
        return None
    if not (raw.isascii() and raw.isdecimal()) or int(raw) >= players:
        raise ApiError("invalid_request", Msg("server-error-seat-param", last=players - 1))
    return int(raw)


def _step_param(raw: str | None) -> int:
    if raw in (None, ""):
        return 0
    if not (raw.isascii() and raw.isdecimal()) or len(raw) > 7:
        raise ApiError("invalid_request", Msg("server-error-step-param"))
    return int(raw)


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
    holder: dict[str, Any] = {}

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
        holder["manager"] = manager
        holder["accounts"] = Accounts(store, settings.registration, clock, settings.confirm_hours)
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

    def manager() -> Manager:
        manager: Manager = holder["manager"]
        return manager

    def accounts() -> Accounts:
        accounts: Accounts = holder["accounts"]
        return accounts

    # ---- accounts: sessions, CSRF, the seats an account holds (server/accounts.py) -------------
    def from_our_site(conn: HTTPConnection) -> bool | None:
        """Whether a browser's request (HTTP or a WebSocket's upgrade) comes from a page of this
        site: its Origin is this site's whole origin (scheme, host and port: the public URL's,
        or the one the request itself was made to). Another port or scheme of the same host is
        another site to a server, though a browser sends it our SameSite cookies. None: no
        Origin sent."""
        origin = conn.headers.get("origin")
        if not origin:
            return None
        seen = web_origin(origin)
        if settings.public_url and seen == web_origin(settings.public_url):
            return True
        scheme = {"ws": "http", "wss": "https"}.get(conn.url.scheme, conn.url.scheme)
        return seen == web_origin(f"{scheme}://{conn.headers.get('host') or ''}")

    def same_site(request: Request) -> None:
        """A write that a session cookie could authorize comes from the page's own site, where
        the browser says where it comes from."""
        if from_our_site(request) is False:
            raise ApiError("csrf_failed", Msg("server-error-other-site"))

    async def signed_in(request: Request, write: bool) -> Account | None:
        """The account the request's session cookie is signed in as (None: anonymous). A write
        must come from this site and carry the session's CSRF token (403 csrf_failed)."""
        cookie = request.cookies.get(COOKIE)
        if not cookie:
            return None
        account = await asyncio.to_thread(accounts().session, cookie)
        if account is None:
            return None
        if write:
            same_site(request)
            given = request.headers.get(CSRF_HEADER, "")
            if not secrets.compare_digest(given.encode(), account.csrf.encode()):
                raise ApiError("csrf_failed", Msg("server-error-csrf-token", header=CSRF_HEADER))
        return account

    async def seat_token(
        request: Request, game_id: str, body: dict[str, Any] | None = None, write: bool = True
    ) -> str | None:
        """Who acts: a seat's token, else the seat the account holds in this game (a bot's API
        token, or a signed-in browser)."""
        token = _token(request, body)
        if token and not token.startswith(BOT_PREFIX):
            return token
        account = await caller(request, write)
        if account is None:
            return None
        seats = await asyncio.to_thread(accounts().seats_in, account, game_id)
        return SeatPass(seats[0]) if seats else None

    async def caller(request: Request, write: bool) -> Account | None:
        """The account a request plays for: a bot's API token (Authorization: Bearer mbb_...),
        else the signed-in session (`signed_in`). Only playing and listing one's games take a
        bot token; the account's own settings need a signed-in session."""
        token = _token(request)
        if token and token.startswith(BOT_PREFIX):
            bot = await asyncio.to_thread(accounts().bot, token)
            if bot is None:
                raise ApiError("forbidden", Msg("server-error-bot-token"))
            return bot
        return await signed_in(request, write)

    def set_session(request: Request, response: Response, new: NewSession) -> None:
        secure = request.url.scheme == "https" or settings.public_url.startswith("https://")
        age = int(SESSION_DAYS * 86400)
        response.set_cookie(COOKIE, new.cookie, max_age=age, httponly=True, samesite="lax",
                            secure=secure, path="/")  # fmt: skip
        response.set_cookie(CSRF_COOKIE, new.csrf, max_age=age, httponly=False, samesite="lax",
                            secure=secure, path="/")  # fmt: skip
        if new.device:  # this browser knew the password: sign-ins from it are limited apart
            response.set_cookie(DEVICE_COOKIE, new.device, max_age=int(DEVICE_DAYS * 86400),
                                httponly=True, samesite="lax", secure=secure, path="/api/account")  # fmt: skip

    def signed(account: Account) -> dict[str, Any]:
        return {"account": account.public(), "csrf": account.csrf}

    def link(path: str) -> str:
        """A link for players: on the configured public URL, or relative to the page (never
        built from the request's Host header, which a client chooses)."""
        return f"{settings.public_url.rstrip('/')}{path}" if settings.public_url else path

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

    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        report = manager().health()
        return {
            "ok": not report["degraded"],
            **report,
            "restored": app.state.restored,
            "pid": os.getpid(),
        }

    @app.get("/api/meta")
    async def meta(request: Request, response: Response) -> dict[str, Any]:
        """The games this server plays, as the lobby and the page need them: names, titles,
        player counts, bot levels and the browser module that draws each game; titles and the
        levels' descriptions in the reader's language (the ids `GAME-title`, `GAME-level-LEVEL`)."""
        from masterbuilders.ai import levels

        lang = language_of(request)
        response.headers["vary"] = "Cookie, Accept-Language"  # (its words are the reader's)
        policies = manager().policies
        return {
            "games": [
                {
                    "name": name,
                    "title": text(Msg(f"{name}-title"), lang),
                    "min_players": spec.min_players,
                    "max_players": spec.max_players,
                    "levels": [
                        {
                            "name": lv.name,
                            "description": text(Msg(f"{name}-level-{lv.name}"), lang),
                        }
                        for lv in levels(name).values()
                    ]
                    + [
                        {
                            "name": f"policy:{policy}",
                            "description": text(Msg("web-level-policy"), lang),
                            "players": entry["num_players"],
                        }
                        for policy, entry in policies.items()
                        if entry["game"] == name
                    ],
                    "renderer": f"/static/js/games/{name}.js",
                }
                for name in game_names()
                for spec in [get_game(name)]
            ],
            "bot_levels": list(BOT_LEVELS),
        }

    @app.get("/api/i18n")
    async def page_words(request: Request) -> Response:
        """The pages' words in the reader's language (i18n.browser_catalog), and the languages
        the menu offers. It depends on the cookie and the browser's languages, so no cache keeps
        one reader's answer for another."""
        lang = language_of(request)
        body = {
            "lang": lang,
            "languages": [{"code": c, "name": NAMES[c]} for c in LANGUAGES],
            "messages": browser_catalog(lang),
        }
        headers = {"cache-control": "private, no-cache", "vary": "Cookie, Accept-Language"}
        return Response(orjson.dumps(body), media_type="application/json", headers=headers)

    @app.get("/static/js/games/{name}.js")
    async def renderer(name: str) -> Response:
        """A game's browser module (`GameSpec.renderer`), served beside the page's own modules."""
        try:
            package, filename = get_game(name).renderer
        except MasterbuildersError as exc:
            raise ApiError("not_found", Msg("server-error-no-game", game=repr(name))) from exc
        source = files(package).joinpath(filename)
        if not filename or not source.is_file():
            raise ApiError("not_found", Msg("server-error-no-module", game=name))
        return Response(source.read_text(), media_type="text/javascript")

    @app.get("/api/rules/{name}/{number}")
    async def rule(name: str, number: str) -> dict[str, Any]:
        """The text of a rule section a decision cites (§number), for the page to open in place."""
        from masterbuilders import rules

        try:
            get_game(name)
        except MasterbuildersError as exc:
            raise ApiError("not_found", Msg("server-error-no-game", game=repr(name))) from exc
        if not RULE_NUMBER.fullmatch(number):
            raise ApiError("not_found", Msg("server-error-rule-number", number=number[:20]))
        text = rules.section(name, number.removeprefix("§"))
        if text is None:
            raise ApiError(
                "not_found", Msg("server-error-no-rule", game=Msg(f"{name}-title"), number=number)
            )
        # the rules exist in English only (shared/reference): the page marks them so in any other
        return {"game": name, "number": number, "text": text, "lang": "en"}

    @app.get("/api/games")
    async def list_games(request: Request) -> dict[str, Any]:
        """The public list: the games a newcomer could watch (in play and moved lately; never an
        abandoned one) and the recent finished ones. `?status=` lists every game of that status."""
        status = request.query_params.get("status")
        rows = await asyncio.to_thread(manager().store.games, status)
        if status is None:
            moved = await asyncio.to_thread(manager().store.last_activity, "active")
            recent = clock.time() - 60 * settings.listed_idle_minutes
            rows = [
                r
                for r in rows
                if r.status == "finished" or (r.status == "active" and moved.get(r.id, 0) >= recent)
            ]
        return {
            "games": [
                {
                    "id": r.id,
                    "game": r.game,
                    "num_players": r.num_players,
                    "status": r.status,
                    "seats": [
                        {"kind": s["kind"], "level": s.get("level"), "name": s.get("name")}
                        for s in r.seats
                    ],
                    "created": r.created,
                    "result": r.result,
                    "clock": r.clock,
                }
                for r in rows
            ]
        }

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        client = request.client.host if request.client else ""
        account = await signed_in(request, write=True)
        mine = body.get("mine")

        def creator_seat(people: list[int]) -> int | None:
            """The creator's seat among the people's: the one `mine` names, else the first."""
            return (
                mine if isinstance(mine, int) and mine in people else people[0] if people else None
            )

        raw_seats = body.get("seats")
        seats_in: list[Any] = raw_seats if isinstance(raw_seats, list) else []
        invited = {
            i: s["account"] for i, s in enumerate(seats_in)
            if isinstance(s, dict) and s.get("kind") == "human" and s.get("account") is not None
        }  # fmt: skip
        ids: dict[str, Account] = {}
        if invited:
            for _ in invited:
                accounts().looking_up(client)
            ids = await asyncio.to_thread(accounts().ids, list(invited.values()))
            held = [a.id for a in ids.values()] + ([account.id] if account is not None else [])
            if len({ids[n].id for n in invited.values()}) < len(invited) or len(set(held)) < len(
                held
            ):
                raise ApiError("invalid_request", Msg("server-error-invite-once"))
        # a name typed for a seat that is no account's: never an account's name or a reserved
        # word (nobody makes up a game "played" by another player, a level or the server)
        typed = {
            i: s["name"] for i, s in enumerate(seats_in)
            if isinstance(s, dict) and isinstance(s.get("name"), str) and i not in invited
        }  # fmt: skip
        for i, name in typed.items():  # (as shown: server/names.py, issue 54)
            accounts().looking_up(client)
            seats_in[i]["name"] = await asyncio.to_thread(accounts().check_seat_name, name, account)
        for seat, name in invited.items():  # an invited account plays under its own name
            seats_in[seat]["name"] = ids[name].name
        if account is not None:  # the creator's seat under the account's name
            people = [i for i, s in enumerate(seats_in)
                      if isinstance(s, dict) and s.get("kind") == "human" and i not in invited]  # fmt: skip
            own_seat = creator_seat(people)
            if own_seat is not None:
                seats_in[own_seat]["name"] = account.name
        session, tokens = await manager().create(body, client)
        for seat, name in invited.items():  # a seat for an account: a bot, or a friend
            await asyncio.to_thread(accounts().hold_seat, ids[name], session.id, seat)
        if account is not None:
            # (the seats made: where the body named none, the game's default ones)
            own = creator_seat([i for i, t in enumerate(tokens) if t and i not in invited])
            if own is not None:
                await asyncio.to_thread(accounts().hold_seat, account, session.id, own)
        manager().mail_turn(session)  # a turn-based game may begin with a person's turn
        return {
            **session.summary(),
            "join": [
                # the token in the fragment: a browser never sends it to a server or a proxy
                {"seat": i, "token": t, "url": link(f"/play/{session.id}#token={t}")}
                for i, t in enumerate(tokens)
                if t and i not in invited  # an invited account's seat is its own: no link
            ],
            "spectate": link(f"/watch/{session.id}"),
        }

    async def session_of(game_id: str) -> GameSession:
        return await manager().load(game_id)

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str) -> dict[str, Any]:
        return (await session_of(game_id)).summary()

    @app.get("/api/games/{game_id}/view")
    async def game_view(game_id: str, request: Request) -> dict[str, Any]:
        session = await session_of(game_id)
        seat = session.seat_of(await seat_token(request, game_id, write=False))
        return session.payload(seat, lang=language_of(request))

    @app.post("/api/games/{game_id}/actions")
    async def act(game_id: str, request: Request, response: Response) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        if "action" not in body:
            raise ApiError("invalid_request", Msg("server-error-action-required"))
        # the browser that plays the seat: only it may claim the seat once it has played
        player = request.cookies.get(PLAYER_COOKIE) or secrets.token_urlsafe(18)
        await manager().submit(
            session,
            await seat_token(request, game_id, body),
            body.get("version"),
            body["action"],
            body.get("seat"),
            player,
        )
        if PLAYER_COOKIE not in request.cookies:
            secure = request.url.scheme == "https" or settings.public_url.startswith("https://")
            response.set_cookie(PLAYER_COOKIE, player, max_age=int(PLAYER_DAYS * 86400),
                                httponly=True, samesite="lax", secure=secure, path="/")  # fmt: skip
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        await manager().undo(session, await seat_token(request, game_id, body), body.get("version"))
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/leave")
    async def leave(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        await manager().leave(session, await seat_token(request, game_id, body), body.get("level"))
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/hint")
    async def hint(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        version = session.version
        candidates = await manager().hint(session, await seat_token(request, game_id, body))
        return {"version": version, "candidates": candidates}

    @app.post("/api/games/{game_id}/rematch")
    async def rematch(game_id: str, request: Request) -> dict[str, Any]:
        """The one next game of a finished game's seats (the same for every seat that asks): same
        seats, clock and practice mark; each person keeps their own token, nobody gets another's."""
        body = await _json_body(request)
        session = await session_of(game_id)
        new_id = await manager().rematch(session, await seat_token(request, game_id, body))
        return {"game_id": new_id}

    @app.get("/api/games/{game_id}/review")
    async def review(game_id: str, request: Request) -> dict[str, Any]:
        """A finished game's review (issue 38): {"status": none|running|done|failed, "done",
        "total", "queued" while it waits for its turn (how many reviews go before it; issue 54),
        "review" once done}; refused (409 review_refused) before the game's end. Its
        words are in the reader's language (the stored review keeps message ids)."""
        session = await session_of(game_id)
        answer: dict[str, Any] = localize(
            await manager().reviews.state(session), language_of(request)
        )
        return answer

    @app.post("/api/games/{game_id}/review")
    async def ask_review(game_id: str, request: Request, response: Response) -> dict[str, Any]:
        """A seat asks for the review (started once, whoever asks): 202 while it runs or waits
        for its turn, else 200."""
        body = await _json_body(request)
        session = await session_of(game_id)
        client = request.client.host if request.client else ""
        token = await seat_token(request, game_id, body)
        answer = await manager().reviews.ask(session, token, client)
        words: dict[str, Any] = localize(answer, language_of(request))
        if words["status"] == "running":
            response.status_code = 202
        return words

    @app.post("/api/games/{game_id}/review/try")
    async def try_again(game_id: str, request: Request) -> dict[str, Any]:
        """Another action tried at a decision of a finished game ("try again"), valued as the
        review values it: 422 illegal_action if it was not legal there."""
        body = await _json_body(request)
        session = await session_of(game_id)
        client = request.client.host if request.client else ""
        tried = await manager().reviews.try_again(
            session,
            await seat_token(request, game_id, body),
            body.get("index"),
            body.get("action"),
            client,
        )
        answer: dict[str, Any] = localize(tried, language_of(request))
        return answer

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str) -> Response:
        try:
            session = await session_of(game_id)
        except NotResumable as kept:  # issue 54: its log as stored, never replayed here
            data = kept.record.to_json()
        else:
            if session.status() == "active":
                raise ApiError("record_not_ready", Msg("server-error-record-not-ready"))
            data = session.record().to_json()
        headers = {"content-disposition": f'attachment; filename="{game_id}.json"'}
        return Response(json.dumps(data, indent=1), media_type="application/json", headers=headers)

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, request: Request) -> dict[str, Any]:
        session = await session_of(game_id)
        if session.status() == "active":
            raise ApiError("record_not_ready", Msg("server-error-replay-not-ready"))
        seat = _seat_param(request.query_params.get("seat"), session.row.num_players)
        rec = session.record()
        total = len(rec.actions)
        step = max(0, min(_step_param(request.query_params.get("step")), total))
        state, label, actor, legal = await asyncio.to_thread(_replay_step, rec, step, seat)
        lang = language_of(request)
        return {
            "step": step,
            "steps": total,
            "action": str(rec.actions[step - 1]) if step else None,
            "label": None if label is None else text(label, lang),
            "actor": actor,
            "view": localize(state.view(seat), lang),
            "log": texts(state.log_for(seat), lang),
            "legal": [{**choice, "words": text(choice["words"], lang)} for choice in legal],
        }

    @app.post("/api/account/register", status_code=201)
    async def register(request: Request, response: Response) -> dict[str, Any]:
        """A new account, signed in at once (403 registration_closed where the operator closed
        it; 409 name_taken; 400 invalid_name or invalid_password naming the rule)."""
        same_site(request)
        body = await _json_body(request)
        client = request.client.host if request.client else ""
        new = await accounts().hashing.run(  # argon2: its own bounded pool (503 busy)
            accounts().register, body.get("name"), body.get("password"), client
        )
        await asyncio.to_thread(accounts().speaks, new.account, language_of(request))
        set_session(request, response, new)
        return signed(new.account)

    @app.post("/api/account/signin")
    async def sign_in(request: Request, response: Response) -> dict[str, Any]:
        """A new session (any cookie sent before is replaced, never promoted); 401
        bad_credentials whichever was wrong; 429 rate_limited."""
        same_site(request)
        body = await _json_body(request)
        client = request.client.host if request.client else ""
        new = await accounts().hashing.run(  # argon2: its own bounded pool (503 busy)
            accounts().sign_in, body.get("name"), body.get("password"), client,
            request.cookies.get(DEVICE_COOKIE),
        )  # fmt: skip
        await asyncio.to_thread(accounts().speaks, new.account, language_of(request))
        set_session(request, response, new)
        return signed(new.account)

    @app.post("/api/account/signout")
    async def sign_out(request: Request, response: Response) -> dict[str, Any]:
        account = await signed_in(request, write=True)
        if account is not None:
            await asyncio.to_thread(accounts().sign_out, request.cookies[COOKIE])
        response.delete_cookie(COOKIE, path="/")
        response.delete_cookie(CSRF_COOKIE, path="/")
        return {"ok": True}

    @app.get("/api/account")
    async def me(request: Request) -> dict[str, Any]:
        account = await signed_in(request, write=False)
        if account is None:
            raise ApiError("not_signed_in", Msg("server-error-not-signed-in"))
        return signed(account)

    @app.get("/api/account/games")
    async def my_games(request: Request) -> dict[str, Any]:
        """The account's games on any device, newest first (a bot's too, with its token)."""
        account = await caller(request, write=False)
        if account is None:
            raise ApiError("not_signed_in", Msg("server-error-sign-in-games"))
        games = await asyncio.to_thread(accounts().games, account.id)
        for g in games:  # whose turn it is, in the games in play ("your turn" on the next visit)
            g["your_turn"] = False
            if g["status"] == "active":
                try:
                    session = await session_of(g["id"])
                except ApiError:
                    continue
                g["your_turn"] = session.state.current_player() == g["seat"]
        return {"games": games}

    @app.post("/api/account/forgot")
    async def forgot(request: Request) -> dict[str, Any]:
        """A reset link by mail (where SMTP is configured): the same answer whether the name
        exists or not (503 mail_unavailable where the server sends no mail)."""
        same_site(request)
        body = await _json_body(request)
        client = request.client.host if request.client else ""
        write = await asyncio.to_thread(accounts().forgot, body.get("name"), client,
                                        manager().outbox, settings.public_url,
                                        language_of(request))  # fmt: skip
        if write is not None:  # after answering: the answer takes as long for any name
            manager().run_later(asyncio.to_thread(write))
        return {"ok": True, "said": text(Msg("server-forgot-sent"), language_of(request))}

    @app.post("/api/account/reset")
    async def reset_password(request: Request) -> dict[str, Any]:
        """A new password with a one-time reset code (the operator's command or a mail)."""
        same_site(request)
        body = await _json_body(request)
        await accounts().hashing.run(accounts().reset, body.get("code"), body.get("password"))
        return {"ok": True}

    @app.post("/api/account/unsubscribe")
    async def unsubscribe(request: Request) -> dict[str, Any]:
        """No more turn mails: the key of the link in every mail (no sign-in needed)."""
        body = await _json_body(request)
        await asyncio.to_thread(accounts().unsubscribe, body.get("key"))
        return {"ok": True}

    @app.get("/api/account/settings")
    async def my_settings(request: Request) -> dict[str, Any]:
        account = await signed_in(request, write=False)
        if account is None:
            raise ApiError("not_signed_in", Msg("server-error-sign-in-settings"))
        return await asyncio.to_thread(accounts().own_settings, account)

    @app.post("/api/account/settings")
    async def change_settings(request: Request) -> dict[str, Any]:
        """What others see (show_games, show_ratings), mail on your turn (notify, email)."""
        body = await _json_body(request)
        account = await signed_in(request, write=True)
        if account is None:
            raise ApiError("not_signed_in", Msg("server-error-sign-in-change-settings"))
        await asyncio.to_thread(accounts().speaks, account, language_of(request))
        changed = await asyncio.to_thread(accounts().change_settings, account, body)
        if "email" in body:  # a new address, or one saved again: its owner is asked to confirm
            await asyncio.to_thread(accounts().confirmation, account, manager().outbox,
                                    settings.public_url, language_of(request))  # fmt: skip
        return changed

    @app.post("/api/account/confirm")
    async def confirm_address(request: Request) -> dict[str, Any]:
        """An address confirmed with the code of the link mailed to it (no sign-in needed: the
        code shows its reader reads that address)."""
        same_site(request)
        body = await _json_body(request)
        await asyncio.to_thread(accounts().confirm, body.get("code"))
        return {"ok": True}

    @app.get("/api/players/{name}")
    async def player(name: str, request: Request) -> dict[str, Any]:
        """A player's profile: what they chose to show (their own, all of it)."""
        viewer = await signed_in(request, write=False)
        accounts().looking_up(request.client.host if request.client else "")
        return await asyncio.to_thread(accounts().profile, name, viewer)

    @app.get("/api/ratings/{game}")
    async def ratings_board(game: str, request: Request) -> dict[str, Any]:
        """The leaderboard of a game at a number of players (?players=N, by default 2): players
        who show their ratings and the computer levels, by the conservative rating."""
        try:
            spec = get_game(game)
        except MasterbuildersError as exc:
            raise ApiError("unknown_game", exc.said) from exc
        raw = request.query_params.get("players", "2")
        if not (raw.isascii() and raw.isdecimal()) or not (
            spec.min_players <= int(raw) <= spec.max_players
        ):
            raise ApiError(
                "invalid_request",
                Msg(
                    "server-error-board-players",
                    min=spec.min_players,
                    max=spec.max_players,
                    game=Msg(f"{spec.name}-title"),
                ),
            )
        players = int(raw)
        board = await asyncio.to_thread(
            accounts().leaderboard, game, players, manager().bot_ratings
        )
        return {"game": game, "players": players, "board": board}

    @app.post("/api/games/{game_id}/claim")
    async def claim(game_id: str, request: Request) -> dict[str, Any]:
        """The seat whose token the request carries becomes the signed-in account's: it follows
        the player to any device where they sign in (409 seat_held if another account holds it,
        or this account holds another seat of the game). The answer carries the seat's new
        token: the old one stops working, so a copy of the link someone else kept is dead.
        Once the seat has played (issue 54, server/claims.py): kept only from the browser that
        played it, and the game is not rated (`said` says so); 409 seat_played otherwise."""
        body = await _json_body(request)
        account = await signed_in(request, write=True)
        if account is None:
            raise ApiError("not_signed_in", Msg("server-error-sign-in-seat"))
        session = await session_of(game_id)
        token = _token(request, body)
        seat = session.seat_of(token) if token else None
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-claim-token"))
        holder = await asyncio.to_thread(accounts().seat_holder, game_id, seat)
        held = await asyncio.to_thread(accounts().seats_in, account, game_id)
        if holder is None and not held:
            played = claims.own_decisions(session.match.steps, seat)
            verdict = claims.judge(session.seats[seat], seat, played,
                                   request.cookies.get(PLAYER_COOKIE))  # fmt: skip
            if verdict.refused is not None:
                raise ApiError("seat_played", verdict.refused)
            await asyncio.to_thread(accounts().hold_seat, account, game_id, seat, played)
            # a new link for the claimer: a copy of the old one someone kept decides nothing now
            new = await manager().new_token(session, seat, account.name)
            answer = {"ok": True, "seat": seat, "token": new, "late": played > 0}
            if verdict.said is not None:  # claimed late: kept, not rated
                answer["said"] = text(verdict.said, language_of(request))
            return answer
        if holder != account.id:
            raise ApiError("seat_held", Msg("server-error-seat-held"))
        return {"ok": True, "seat": seat}

    @app.websocket("/ws/games/{game_id}")
    async def ws(websocket: WebSocket, game_id: str) -> None:
        async def account_seat(socket: WebSocket, bot_token: str | None) -> str | None:
            """The seat an account holds in this game: a bot's (its token on the upgrade), or
            the signed-in browser's (its session cookie, on a connection from this site only:
            a page elsewhere cannot open a player's seat with the player's cookie)."""
            if bot_token is not None:
                account = await asyncio.to_thread(accounts().bot, bot_token)
                if account is None:
                    raise ApiError("forbidden", Msg("server-error-bot-token"))
            else:
                if not from_our_site(socket):  # a browser always says where it is
                    return None
                account = await asyncio.to_thread(accounts().session, socket.cookies.get(COOKIE))
            if account is None:
                return None
            seats = await asyncio.to_thread(accounts().seats_in, account, game_id)
            return SeatPass(seats[0]) if seats else None

        await serve_websocket(websocket, game_id, manager(), session_of, account_seat)

    web = files("masterbuilders").joinpath("web")
    web_dir = Path(str(web))
    if web_dir.is_dir():
        app.mount("/static", StaticFiles(directory=web_dir), name="static")

        @app.get("/")
        async def lobby_page() -> FileResponse:
            return FileResponse(web_dir / "index.html")

        @app.get("/play/{game_id}")
        @app.get("/watch/{game_id}")
        async def game_page(game_id: str) -> FileResponse:
            return FileResponse(web_dir / "game.html")

        @app.get("/account")
        async def account_page() -> FileResponse:
            return FileResponse(web_dir / "account.html")

        @app.get("/replay/{game_id}")
        async def replay_page(game_id: str) -> FileResponse:
            return FileResponse(web_dir / "replay.html")

    app.state.levels = BOT_LEVELS
    return app


def web_origin(url: str) -> tuple[str, str, int | None]:
    """A URL's origin as browsers compare them: (scheme, host, port), the scheme's default port
    where none is written; a URL that names none gives ("", "", None)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return ("", "", None)
    scheme = parts.scheme.lower()
    if port is None:
        port = {"http": 80, "https": 443}.get(scheme)
    return (scheme, (parts.hostname or "").lower(), port)


def _replay_step(
    rec: GameRecord, step: int, seat: int | None = None
) -> tuple[GameState, Msg | str | None, int | None, list[dict[str, Any]]]:
    """The state after `step` actions, with the last action as a message and who took it
    (a seat, or CHANCE), for the replay page; and, when `seat` is the one deciding there, its
    legal actions (text and words: what "try again" at decision `step` may choose from)."""
    state = rec.replay(max(0, step - 1))
    label: Msg | str | None = None
    actor: int | None = None
    if step:
        action = rec.actions[step - 1]
        actor = state.current_player()
        label = state.describe_action(action)
        state.apply(action)
    legal: list[dict[str, Any]] = []
    if seat is not None and not state.is_terminal() and state.current_player() == seat:
        legal = [
            {"action": str(a), "words": state.describe_action(a)} for a in state.legal_actions()
        ]
    return state, label, actor, legal
