"""Server errors: every one has a stable code, an HTTP status and a message naming the rule or field
(a `Msg`, rendered in the reader's language where the answer is made: `ApiError.to_json(lang)`);
which failures are the database's (503 storage_unavailable); and the plain ASGI guards every request
passes: body size (streamed, chunked bodies included), JSON-only writes, no seat token in a URL, and
the security headers of every response."""

from __future__ import annotations

import json
import sqlite3
import traceback
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import parse_qsl

from sqlalchemy import exc as sa_exc
from starlette.requests import HTTPConnection

from masterbuilders.engine import MasterbuildersError
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, text
from masterbuilders.server.language import language_of

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

STATUS = {
    "parse_error": 400,
    "invalid_name": 400,
    "invalid_password": 400,
    "invalid_reset": 400,
    "bad_credentials": 401,
    "not_signed_in": 401,
    "csrf_failed": 403,
    "registration_closed": 403,
    "name_taken": 409,
    "seat_held": 409,
    "seat_played": 409,
    "invalid_request": 400,
    "token_in_url": 400,
    "invalid_options": 400,
    "unknown_game": 400,
    "forbidden": 403,
    "not_found": 404,
    "game_elsewhere": 404,  # held by another instance: nginx retries the next one (a 404 does not
    # count against an instance's health in nginx, a 503 would: server/deploy.py)
    "stale_version": 409,
    "seat_taken_over": 409,  # a bot plays the seat now (its time ran out, or its player left)
    "game_not_over": 409,
    "not_your_turn": 409,
    "game_over": 409,
    "game_abandoned": 409,
    "game_not_resumable": 409,  # its log is of other rules, or does not replay (issue 54)
    "undo_not_allowed": 409,
    "hints_off": 409,  # a game that may be rated (a clock, no practice): no engine helps
    "record_not_ready": 409,
    "review_refused": 409,  # the game has not ended, or no such decision to try again
    "payload_too_large": 413,
    "unsupported_media_type": 415,
    "illegal_action": 422,
    "invalid": 422,
    "codec_error": 422,
    "rate_limited": 429,
    "too_many_bot_games": 429,
    "hint_pending": 429,
    "server_full": 503,
    "busy": 503,  # the password checks' pool is full (server/hashing.py): try again
    "mail_unavailable": 503,
    "storage_unavailable": 503,
    "bots_unavailable": 503,
}

MAX_BODY = 64 * 1024
"""Largest request body or WebSocket message accepted (bytes)."""

SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; "
        b"style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; "
        b"form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]
"""On every HTTP response. Scripts, connections, frames and forms: the app's own origin only
(connect-src 'self' covers the page's WebSocket in current browsers); inline style attributes are
allowed, inline scripts never. No referrer (a join link's seat token is in its fragment, which no
referrer carries anyway)."""


class ApiError(Exception):
    """A refusal: its stable `code` (and so its HTTP status) and what it says, `said` (a message
    id with parameters, or a plain text that is no word), rendered only where a reader is: each
    answer in the language of its request or connection (`to_json(lang)`). Its `message` and
    `str()` are the English text (logs, the command line, tests)."""

    def __init__(self, code: str, said: Msg | str) -> None:
        super().__init__(said)
        self.code = code
        self.said = said

    @property
    def message(self) -> str:
        """What the error says in English."""
        return text(self.said, DEFAULT)

    def __str__(self) -> str:
        return self.message

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)

    def to_json(self, lang: str = DEFAULT) -> dict[str, dict[str, str]]:
        """The error as an answer's body, its message in `lang` (its code in none)."""
        return {"error": {"code": self.code, "message": text(self.said, lang)}}


def from_engine(exc: MasterbuildersError) -> ApiError:
    """An engine's refusal with its code; what it says stays a message (`exc.said`: `str(exc)`
    is the message in no language) for the reader's language."""
    said: Msg | str | None = getattr(exc, "said", None)
    return ApiError(exc.code, said if said is not None else str(exc))


def too_large() -> ApiError:
    return ApiError("payload_too_large", Msg("server-error-too-large", limit=MAX_BODY))


def token_in_url() -> ApiError:
    """A seat token in a query string: refused, whatever the request (proxies log URLs)."""
    return ApiError("token_in_url", Msg("server-error-token-in-url"))


def has_token_param(query_string: bytes) -> bool:
    """Whether a raw query string names a `token` parameter (with or without a value)."""
    if not query_string:
        return False
    pairs = parse_qsl(query_string.decode("latin-1"), keep_blank_values=True)
    return any(name == "token" for name, _ in pairs)


DATABASE_ERRORS: tuple[type[BaseException], ...] = (
    sa_exc.DBAPIError,  # every error the driver raised: OperationalError, InterfaceError, ...
    sa_exc.TimeoutError,  # no connection free in the pool
    sa_exc.DisconnectionError,
    sqlite3.Error,
)
try:
    import psycopg

    DATABASE_ERRORS += (psycopg.Error,)
except ImportError:  # the server extra installs it; SQLite alone works without
    pass

STORAGE_CODE = ("sqlalchemy", "psycopg", "sqlite3", "masterbuilders/server/storage.py")
"""Where an OSError comes from when it is the database's (a file that cannot be opened, a
connection refused before the driver wrapped it)."""


def storage_failure(exc: BaseException) -> ApiError | None:
    """503 storage_unavailable for an exception the database caused (or anything it caused), None
    for any other: one rule for every route and the WebSocket."""
    seen = 0
    cause: BaseException | None = exc
    while cause is not None and seen < 5:
        if isinstance(cause, DATABASE_ERRORS) or (
            isinstance(cause, OSError) and _raised_in_storage(cause)
        ):
            return ApiError("storage_unavailable", Msg("server-error-storage"))
        cause, seen = cause.__cause__, seen + 1
    return None


def _raised_in_storage(exc: BaseException) -> bool:
    frames = traceback.extract_tb(exc.__traceback__)
    return any(part in frame.filename for frame in frames for part in STORAGE_CODE)


def describe(exc: BaseException) -> str:
    """An exception in one short line (a log line, never a traceback)."""
    first = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {first[0][:200] if first else ''}"


def scope_language(scope: Scope) -> str:
    """The reader's language of a plain ASGI request (`?lang=`, the cookie, Accept-Language:
    language.language_of)."""
    try:
        return language_of(HTTPConnection(scope))
    except (KeyError, ValueError, UnicodeDecodeError):  # headers no reader sent: English
        return DEFAULT


async def send_error(send: Send, err: ApiError, lang: str = DEFAULT) -> None:
    """An HTTP error response straight on the ASGI `send` (for plain ASGI middleware), its
    message in `lang`."""
    headers = [(b"content-type", b"application/json"), *SECURITY_HEADERS]
    await send({"type": "http.response.start", "status": err.status, "headers": headers})
    await send({"type": "http.response.body", "body": json.dumps(err.to_json(lang)).encode()})


class _BodyTooLarge(Exception):
    pass


class Guard:
    """Every HTTP request: its body is counted as it arrives and refused past MAX_BODY (413, a
    declared Content-Length at once, a chunked body as soon as it grows too large: nothing larger
    is ever held); a write to the API must say it is JSON (415: a cross-site form or text/plain
    post cannot create games or act); a call of the API with a `token` in its query string is
    refused (400 token_in_url: the token goes in the Authorization header, never where proxies log
    it); every response gets `SECURITY_HEADERS`. Plain ASGI:
    Starlette's `@app.middleware("http")` runs every request through a task group."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope["headers"]:
            if name == b"content-length" and (not value.isdigit() or int(value) > MAX_BODY):
                await send_error(send, too_large(), scope_language(scope))
                return
        if scope["path"].startswith("/api/") and has_token_param(scope.get("query_string", b"")):
            await send_error(send, token_in_url(), scope_language(scope))
            return
        if scope["method"] in ("POST", "PUT", "PATCH", "DELETE") and scope["path"].startswith(
            "/api/"
        ):
            kind = next((v for n, v in scope["headers"] if n == b"content-type"), b"")
            if kind.split(b";")[0].strip().lower() != b"application/json":
                err = ApiError("unsupported_media_type", Msg("server-error-not-json"))
                await send_error(send, err, scope_language(scope))
                return
        received = 0
        started = False

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:
                    raise _BodyTooLarge
            return message

        async def secured(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        try:
            await self.app(scope, counted, secured)
        except _BodyTooLarge:
            if not started:
                await send_error(send, too_large(), scope_language(scope))
