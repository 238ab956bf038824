"""The WebSocket of a game: every update of the state the connection's seat may see, and its actions.
Text frames of JSON only (a binary frame closes with 1003), at most MAX_BODY bytes (uvicorn closes
larger ones with 1009), at most so many per second (1008); every refusal a stable code."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import orjson
from starlette.responses import JSONResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from masterbuilders.server.errors import MAX_BODY, ApiError
from masterbuilders.server.manager import Manager
from masterbuilders.server.session import GameMoved, GameSession

UNSUPPORTED_DATA = 1003
POLICY_VIOLATION = 1008
TOO_BIG = 1009
SERVICE_RESTART = 1012


def token_of(websocket: WebSocket) -> str | None:
    auth = websocket.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return websocket.query_params.get("token") or None


async def serve(
    websocket: WebSocket, game_id: str, manager: Manager, load: Callable[[str], Any]
) -> None:
    token = token_of(websocket)
    try:
        session: GameSession = await load(game_id)
    except ApiError as exc:
        if exc.code == "game_elsewhere" or exc.status == 503:  # before the upgrade: a proxy
            # tries the next instance
            await websocket.send_denial_response(JSONResponse(exc.to_json(), exc.status))
            return
        await websocket.accept()
        await websocket.send_json({"type": "error", **exc.to_json()})
        await websocket.close(code=4404, reason=exc.code)
        return
    await websocket.accept()
    try:
        seat = session.seat_of(token)
    except ApiError as exc:
        await websocket.send_json({"type": "error", **exc.to_json()})
        await websocket.close(code=4403 if exc.code == "forbidden" else 4404, reason=exc.code)
        return
    sub = manager.subscribe(session, seat)

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
                await _handle(websocket, session, manager, raw, token)
            except ApiError as exc:
                await websocket.send_json({"type": "error", **exc.to_json()})
    except WebSocketDisconnect:
        pass
    finally:
        sender.cancel()
        manager.unsubscribe(session, sub)


async def _handle(
    websocket: WebSocket, session: GameSession, manager: Manager, raw: str, token: str | None
) -> None:
    """One message; `token` is the connection's own (a message may name another)."""
    try:
        # strict JSON (orjson): NaN, Infinity, lone surrogates, deep nesting and integers beyond
        # 64 bits are errors too
        msg = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ApiError("parse_error", f"the message is not valid JSON: {exc}") from exc
    if not isinstance(msg, dict):
        raise ApiError("parse_error", "messages are JSON objects")
    if isinstance(msg.get("token"), str):
        token = msg["token"]
    kind = msg.get("type")
    if kind == "action":
        await manager.submit(session, token, msg.get("version"), msg.get("action"), msg.get("seat"))
    elif kind == "undo":
        await manager.undo(session, token, msg.get("version"))
    elif kind == "ping":
        await websocket.send_json({"type": "pong"})
    else:
        raise ApiError("invalid_request", "message 'type' must be action, undo or ping")
