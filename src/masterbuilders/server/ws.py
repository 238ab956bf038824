"""The WebSocket of a game: every update of the state the connection's seat may see, and its actions.
Text frames of JSON only (a binary frame closes with 1003), at most MAX_BODY bytes (uvicorn closes
larger ones with 1009), at most so many per second (1008); every refusal a stable code.

Who a connection is: its FIRST MESSAGE says so, never its URL (a `token` in the query string is
refused: closed with 4400 token_in_url). `{"type": "auth", "token": TOKEN}` makes it that seat's,
`{"type": "auth", "token": null}` a spectator's; nothing is sent before it. A connection that sends
no auth message within AUTH_SECONDS, or first sends anything else, is a spectator. A later auth
message changes the connection's seat (its next update is then whole). A client that can set
headers may authenticate the upgrade with `Authorization: Bearer TOKEN` instead (no wait)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import orjson
from starlette.responses import JSONResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from masterbuilders.engine.message import Msg
from masterbuilders.server.accounts import BOT_PREFIX
from masterbuilders.server.claims import PLAYER_COOKIE
from masterbuilders.server.errors import (
    MAX_BODY,
    ApiError,
    has_token_param,
    storage_failure,
    token_in_url,
)
from masterbuilders.server.language import language_of
from masterbuilders.server.manager import Manager
from masterbuilders.server.session import GameMoved, GameSession, Subscriber

UNSUPPORTED_DATA = 1003
POLICY_VIOLATION = 1008
TOO_BIG = 1009
SERVICE_RESTART = 1012
BAD_REQUEST = 4400
FORBIDDEN = 4403
NOT_FOUND = 4404
AUTH_SECONDS = 2.0
"""How long a new connection's first message is waited for before it is served as a spectator."""


def token_of(websocket: WebSocket) -> str | None:
    """The upgrade's `Authorization: Bearer` token (clients other than browsers)."""
    auth = websocket.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return None


@dataclass
class _Connection:
    """Who the connection is now: its token (None: a spectator) and its subscription."""

    token: str | None
    sub: Subscriber | None = None


class _NotAuth:
    """A first message that is not an auth message."""


NOT_AUTH = _NotAuth()


class _Account:
    """An auth message that asks for the seat the signed-in account holds: {"type": "auth",
    "account": true} (server/accounts/; the upgrade's session cookie says who, from this
    site only)."""


ACCOUNT = _Account()

AccountSeat = Callable[[WebSocket, str | None], Awaitable[str | None]]
"""The seat an account holds in this game, as a token the session takes (None: none): from a
bot's API token, or (token None) from the upgrade's session cookie."""


def _auth(raw: str) -> str | _NotAuth | _Account | None:
    """The token an auth message names (None: a spectator), ACCOUNT for the account's seat, or
    NOT_AUTH for any other message."""
    try:
        msg = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return NOT_AUTH
    if not isinstance(msg, dict) or msg.get("type") != "auth":
        return NOT_AUTH
    if msg.get("account") is True:
        return ACCOUNT
    token = msg.get("token")
    if token is not None and not isinstance(token, str):
        raise ApiError("invalid_request", Msg("server-error-auth-token"))
    return token or None


async def _refuse(websocket: WebSocket, err: ApiError, code: int) -> None:
    """Accept, say why in the error format, close with `code` and the error's code as reason."""
    await websocket.accept()
    await _error(websocket, err)
    await websocket.close(code=code, reason=err.code)


async def _error(websocket: WebSocket, err: ApiError) -> None:
    """An error message on the connection, in its reader's language (language.language_of: the
    upgrade's `?lang=`, cookie or Accept-Language)."""
    await websocket.send_json({"type": "error", **err.to_json(language_of(websocket))})


async def serve(
    websocket: WebSocket,
    game_id: str,
    manager: Manager,
    load: Callable[[str], Any],
    account_seat: AccountSeat | None = None,
) -> None:
    if has_token_param(websocket.scope.get("query_string", b"")):
        await _refuse(websocket, token_in_url(), BAD_REQUEST)
        return
    try:
        session: GameSession = await load(game_id)
    except Exception as exc:
        err = exc if isinstance(exc, ApiError) else storage_failure(exc)
        if err is None:
            raise
        if err.code == "game_elsewhere" or err.status == 503:  # before the upgrade: a proxy
            # tries the next instance
            body = err.to_json(language_of(websocket))
            await websocket.send_denial_response(JSONResponse(body, err.status))
            return
        await _refuse(websocket, err, NOT_FOUND)
        return
    await websocket.accept()
    conn = _Connection(token_of(websocket))
    pending: str | None = None  # a first message that was not an auth message
    if conn.token is None:
        try:
            first = await asyncio.wait_for(websocket.receive(), AUTH_SECONDS)
        except TimeoutError:
            first = None
        if first is not None:
            if first["type"] == "websocket.disconnect":
                return
            raw = first.get("text")
            if raw is None:
                await websocket.close(UNSUPPORTED_DATA, "send text frames of JSON")
                return
            try:
                said = _auth(raw)
            except ApiError as exc:
                await _error(websocket, exc)
                await websocket.close(code=BAD_REQUEST, reason=exc.code)
                return
            if isinstance(said, _NotAuth):
                pending = raw
            elif isinstance(said, _Account):
                conn.token = await account_seat(websocket, None) if account_seat else None
            else:
                conn.token = said
    elif account_seat is not None and conn.token.startswith(BOT_PREFIX):
        try:
            conn.token = await account_seat(websocket, conn.token)
        except ApiError as exc:
            await _error(websocket, exc)
            await websocket.close(code=FORBIDDEN, reason=exc.code)
            return
    try:
        seat = session.seat_of(conn.token)
    except ApiError as exc:
        await _error(websocket, exc)
        await websocket.close(
            code=FORBIDDEN if exc.code == "forbidden" else NOT_FOUND, reason=exc.code
        )
        return
    sub = conn.sub = manager.subscribe(session, seat, language_of(websocket))
    sub.token = conn.token

    async def pump() -> None:
        try:
            while True:
                await websocket.send_text(await sub.next_message(session))
        except GameMoved:
            await websocket.close(SERVICE_RESTART, "the game moved to another instance: reconnect")

    sender = asyncio.create_task(pump())
    window = time.monotonic()
    count = 0
    per_second = manager.settings.ws_messages_per_second
    try:
        while True:
            if pending is not None:
                raw, pending = pending, None
            else:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                raw = message.get("text")
                if raw is None:
                    await websocket.close(UNSUPPORTED_DATA, "send text frames of JSON")
                    break
            now = time.monotonic()
            if now - window >= 1.0:
                window, count = now, 0
            count += 1
            if count > per_second:
                await websocket.close(POLICY_VIOLATION, f"at most {per_second:g} messages a second")
                break
            if len(raw) > MAX_BODY:
                await websocket.close(TOO_BIG, f"messages are limited to {MAX_BODY} bytes")
                break
            try:
                await _handle(websocket, session, manager, raw, conn, account_seat)
            except ApiError as exc:
                await _error(websocket, exc)
    except WebSocketDisconnect:
        pass
    finally:
        sender.cancel()
        manager.unsubscribe(session, sub)


async def _handle(
    websocket: WebSocket,
    session: GameSession,
    manager: Manager,
    raw: str,
    conn: _Connection,
    account_seat: AccountSeat | None = None,
) -> None:
    """One message; `conn.token` is the connection's own (an action message may name another)."""
    try:
        # strict JSON (orjson): NaN, Infinity, lone surrogates, deep nesting and integers beyond
        # 64 bits are errors too
        msg = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ApiError(
            "parse_error", Msg("server-error-message-not-json", detail=str(exc))
        ) from exc
    if not isinstance(msg, dict):
        raise ApiError("parse_error", Msg("server-error-message-not-object"))
    token = conn.token
    if isinstance(msg.get("token"), str):
        token = msg["token"]
    kind = msg.get("type")
    try:
        if kind == "action":
            await manager.submit(
                session, token, msg.get("version"), msg.get("action"), msg.get("seat"),
                websocket.cookies.get(PLAYER_COOKIE),  # (who may claim it late: claims.py)
            )  # fmt: skip
        elif kind == "undo":
            await manager.undo(session, token, msg.get("version"))
        elif kind == "ping":
            await websocket.send_json({"type": "pong"})
        elif kind == "auth":
            said = _auth(raw)
            assert not isinstance(said, _NotAuth)
            if isinstance(said, _Account):
                said = await account_seat(websocket, None) if account_seat else None
            seat = session.seat_of(said)  # a token of no seat: refused, the connection unchanged
            conn.token = said
            if conn.sub is not None:
                conn.sub.token = said
                if conn.sub.seat != seat:
                    conn.sub.seat, conn.sub.full = seat, True
                    conn.sub.wake.set()
        else:
            raise ApiError("invalid_request", Msg("server-error-message-type"))
    except ApiError:
        raise
    except Exception as exc:
        err = storage_failure(exc)
        if err is None:
            raise
        raise err from exc
