"""What the routes share: the services the app wires (`Services`, on `app.state`), a request's JSON
body read into its model, and who is calling: a seat token, a bot's API token, or a signed-in
browser (its session cookie, its CSRF token, the origin of its page).

A seat token travels in the `Authorization: Bearer` header (or a JSON body's `token`), never in a
URL (errors.Guard refuses one there before any route runs)."""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar
from urllib.parse import urlsplit

import orjson
from fastapi import Depends, Request, Response, WebSocket
from pydantic import JsonValue, ValidationError
from starlette.requests import HTTPConnection

from masterbuilders.engine.message import Msg
from masterbuilders.server.accounts import BOT_PREFIX, COOKIE, CSRF_HEADER, Account, Accounts
from masterbuilders.server.api.schemas import Body
from masterbuilders.server.clock import Clock
from masterbuilders.server.errors import MAX_BODY, ApiError, too_large
from masterbuilders.server.manager import Manager
from masterbuilders.server.session import GameSession, SeatPass
from masterbuilders.server.settings import Settings
from masterbuilders.server.ws import AccountSeat

B = TypeVar("B", bound=Body)


@dataclass(frozen=True)
class Services:
    """What the app made at its start (app.py's lifespan), for the routes."""

    settings: Settings
    clock: Clock
    manager: Manager
    accounts: Accounts

    def link(self, path: str) -> str:
        """A link for players: on the configured public URL, or relative to the page (never
        built from the request's Host header, which a client chooses)."""
        public = self.settings.public_url
        return f"{public.rstrip('/')}{path}" if public else path

    async def session_of(self, game_id: str) -> GameSession:
        """A game, in memory or loaded (404 not_found; 409 game_not_resumable)."""
        return await self.manager.load(game_id)


def services(conn: HTTPConnection) -> Services:
    wired: Services = conn.app.state.services
    return wired


Wired = Annotated[Services, Depends(services)]


async def json_body(request: Request) -> dict[str, JsonValue]:
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


def body(model: type[B]) -> Any:
    """A route's parameter `Annotated[Model, body(Model)]`: the body read by `json_body`, then
    into `model` (whose fields judge nothing: schemas.py)."""

    async def read(request: Request) -> B:
        data = await json_body(request)
        try:
            return model.model_validate(data)
        except ValidationError as exc:  # (pydantic's own words about the field, as it says them)
            detail = str(exc.errors()[0]["msg"])
            raise ApiError("invalid_request", Msg("server-error-malformed", detail=detail)) from exc

    return Depends(read)


def client_of(request: HTTPConnection) -> str:
    """The client's address (as the trusted proxy says, server/settings.py)."""
    return request.client.host if request.client else ""


def token_of(request: HTTPConnection, given: JsonValue = None) -> str | None:
    """The seat token of a call: the Authorization header, or a JSON body's `token` (`given`);
    never the query string."""
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return given if isinstance(given, str) and given else None


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


def from_our_site(conn: HTTPConnection, settings: Settings) -> bool | None:
    """Whether a browser's request (HTTP or a WebSocket's upgrade) comes from a page of this site:
    its Origin is this site's whole origin (scheme, host and port: the public URL's, or the one
    the request itself was made to). Another port or scheme of the same host is another site to
    a server, though a browser sends it our SameSite cookies. None: no Origin sent."""
    origin = conn.headers.get("origin")
    if not origin:
        return None
    seen = web_origin(origin)
    if settings.public_url and seen == web_origin(settings.public_url):
        return True
    scheme = {"ws": "http", "wss": "https"}.get(conn.url.scheme, conn.url.scheme)
    return seen == web_origin(f"{scheme}://{conn.headers.get('host') or ''}")


def same_site(request: Request, wired: Wired) -> None:
    """A write that a session cookie could authorize comes from the page's own site, where the
    browser says where it comes from (a route's dependency, checked before its body is read)."""
    if from_our_site(request, wired.settings) is False:
        raise ApiError("csrf_failed", Msg("server-error-other-site"))


async def signed_in(request: Request, wired: Services, write: bool) -> Account | None:
    """The account the request's session cookie is signed in as (None: anonymous). A write must
    come from this site and carry the session's CSRF token (403 csrf_failed)."""
    cookie = request.cookies.get(COOKIE)
    if not cookie:
        return None
    account = await asyncio.to_thread(wired.accounts.session, cookie)
    if account is None:
        return None
    if write:
        same_site(request, wired)
        given = request.headers.get(CSRF_HEADER, "")
        if not secrets.compare_digest(given.encode(), account.csrf.encode()):
            raise ApiError("csrf_failed", Msg("server-error-csrf-token", header=CSRF_HEADER))
    return account


async def caller(request: Request, wired: Services, write: bool) -> Account | None:
    """The account a request plays for: a bot's API token (Authorization: Bearer mbb_...), else
    the signed-in session (`signed_in`). Only playing and listing one's games take a bot token;
    the account's own settings need a signed-in session."""
    token = token_of(request)
    if token and token.startswith(BOT_PREFIX):
        bot = await asyncio.to_thread(wired.accounts.bot, token)
        if bot is None:
            raise ApiError("forbidden", Msg("server-error-bot-token"))
        return bot
    return await signed_in(request, wired, write)


async def seat_token(
    request: Request, wired: Services, game_id: str, given: JsonValue = None, write: bool = True
) -> str | None:
    """Who acts: a seat's token, else the seat the account holds in this game (a bot's API
    token, or a signed-in browser)."""
    token = token_of(request, given)
    if token and not token.startswith(BOT_PREFIX):
        return token
    account = await caller(request, wired, write)
    if account is None:
        return None
    seats = await asyncio.to_thread(wired.accounts.seats_in, account, game_id)
    return SeatPass(seats[0]) if seats else None


def account_seat(wired: Services, game_id: str) -> AccountSeat:
    """How a game's WebSocket finds the seat an account holds in it (server/ws.py): a bot's (its
    token on the upgrade), or the signed-in browser's (its session cookie, on a connection from
    this site only: a page elsewhere cannot open a player's seat with the player's cookie)."""

    async def find(socket: WebSocket, bot_token: str | None) -> str | None:
        if bot_token is not None:
            account = await asyncio.to_thread(wired.accounts.bot, bot_token)
            if account is None:
                raise ApiError("forbidden", Msg("server-error-bot-token"))
        else:
            if not from_our_site(socket, wired.settings):  # a browser always says where it is
                return None
            account = await asyncio.to_thread(wired.accounts.session, socket.cookies.get(COOKIE))
        if account is None:
            return None
        seats = await asyncio.to_thread(wired.accounts.seats_in, account, game_id)
        return SeatPass(seats[0]) if seats else None

    return find


def secure(request: Request, settings: Settings) -> bool:
    """Whether a cookie set now is sent over HTTPS only (the page is served over HTTPS)."""
    return request.url.scheme == "https" or settings.public_url.startswith("https://")


def set_cookie(
    request: Request, response: Response, settings: Settings, name: str, value: str, **how: Any
) -> None:
    """A cookie of the site: SameSite=Lax, Secure where the page is served over HTTPS."""
    response.set_cookie(name, value, samesite="lax", secure=secure(request, settings), **how)
