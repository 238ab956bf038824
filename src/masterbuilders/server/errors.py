"""Server errors: every one has a stable code, an HTTP status and a message naming the rule or field."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from masterbuilders.engine import MasterbuildersError

Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]

STATUS = {
    "parse_error": 400,
    "invalid_request": 400,
    "invalid_options": 400,
    "unknown_game": 400,
    "forbidden": 403,
    "not_found": 404,
    "stale_version": 409,
    "not_your_turn": 409,
    "game_over": 409,
    "undo_not_allowed": 409,
    "payload_too_large": 413,
    "illegal_action": 422,
    "invalid": 422,
    "record_not_ready": 409,
    "wrong_worker": 421,
    "worker_unavailable": 503,
}

MAX_BODY = 64 * 1024
"""Largest request body or WebSocket message accepted (bytes)."""


class ApiError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)

    def to_json(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message}}


def from_engine(exc: MasterbuildersError) -> ApiError:
    return ApiError(exc.code, str(exc))


def too_large() -> ApiError:
    return ApiError("payload_too_large", f"request bodies are limited to {MAX_BODY} bytes")


async def send_error(send: Send, err: ApiError) -> None:
    """An HTTP error response straight on the ASGI `send` (for plain ASGI middleware)."""
    headers = [(b"content-type", b"application/json")]
    await send({"type": "http.response.start", "status": err.status, "headers": headers})
    await send({"type": "http.response.body", "body": json.dumps(err.to_json()).encode()})


class LimitBody:
    """Refuses a request whose declared body (Content-Length) is over MAX_BODY before reading
    it (413; chunked bodies are bounded where they are read). Plain ASGI: Starlette's
    `@app.middleware("http")` would run every request through a task group and memory streams."""

    def __init__(self, app: Callable[..., Awaitable[None]]) -> None:
        self.app = app

    async def __call__(
        self,
        scope: MutableMapping[str, Any],
        receive: Callable[[], Awaitable[MutableMapping[str, Any]]],
        send: Send,
    ) -> None:
        if scope["type"] == "http":
            for name, value in scope["headers"]:
                if name == b"content-length":
                    if value.isdigit() and int(value) > MAX_BODY:
                        await send_error(send, too_large())
                        return
                    break
        await self.app(scope, receive, send)
