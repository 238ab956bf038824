"""The worker side of `serve --workers K` (server/cluster.py): a request about a game another worker
owns is forwarded to that worker's private port."""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from masterbuilders.server.errors import MAX_BODY, ApiError, send_error, too_large
from masterbuilders.server.shard import Shard, shard_of

GAME_PATH = re.compile(rb"^/(?:api|ws)/games/([A-Za-z0-9_-]{1,64})(?:[/?]|$)")
"""Paths about one game: the REST API under /api/games/ID and its WebSocket /ws/games/ID."""

PLACED = b"x-masterbuilders-placed"
"""Header of a game creation a worker forwarded to the worker whose turn it is: create it here."""

FORWARD_KEEPALIVE = 1.0
"""Seconds a worker keeps an idle connection to another worker's private port for reuse. Well
under uvicorn's keep-alive timeout (5 s): with the two equal (httpx's default), a connection the
owner was closing as idle was at times reused at that instant, and the forwarded request failed
with a read error (one game creation in a sustained two-worker load run answered 500)."""


Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def game_in_path(path: bytes) -> str | None:
    m = GAME_PATH.match(path)
    return m.group(1).decode() if m else None


# ---- the worker side ----------------------------------------------------------------------------
class Forward:
    """ASGI middleware of a worker: an HTTP request about a game another worker owns is forwarded
    to that worker's private port, and its answer returned as it is. A WebSocket can only reach
    the wrong worker by bypassing the front (the front routes every connection by its first
    request, and a WebSocket is always a connection's first request): it is refused with a
    message naming the cause."""

    def __init__(self, app: ASGIApp, shard: Shard) -> None:
        self.app = app
        self.shard = shard
        self.clients: dict[int, Any] = {}
        self.turn = shard.index

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        path = scope.get("raw_path") or scope["path"].encode()
        if path == b"/api/games" and scope.get("method") == "POST":
            # a new game: the workers take turns (one client's kept-alive connection stays with
            # one worker, which would otherwise own all the games that client creates)
            self.turn = (self.turn + 1) % self.shard.count
            here = any(k == PLACED for k, _ in scope["headers"])
            if here or self.turn == self.shard.index:
                await self.app(scope, receive, send)
            else:
                await self._forward(self.turn, scope, receive, send, [(PLACED, b"1")])
            return
        game_id = game_in_path(path)
        if game_id is None or self.shard.owns(game_id):
            await self.app(scope, receive, send)
            return
        owner = shard_of(game_id, self.shard.count)
        if scope["type"] == "websocket":
            await receive()  # websocket.connect
            await send({"type": "websocket.accept"})
            err = ApiError(
                "wrong_worker",
                f"game {game_id} is served by worker {owner}: connect through the server's public "
                "port, which hands each connection to its game's worker",
            )
            await send(
                {"type": "websocket.send", "text": json.dumps({"type": "error", **err.to_json()})}
            )
            await send({"type": "websocket.close", "code": 4409})
            return
        await self._forward(owner, scope, receive, send)

    async def _forward(
        self,
        owner: int,
        scope: Scope,
        receive: Receive,
        send: Send,
        extra: list[tuple[bytes, bytes]] | None = None,
    ) -> None:
        import httpx

        client = self.clients.get(owner)
        if client is None:
            client = self.clients[owner] = httpx.AsyncClient(
                base_url=f"http://127.0.0.1:{self.shard.ports[owner]}",
                timeout=60,
                limits=httpx.Limits(keepalive_expiry=FORWARD_KEEPALIVE),
            )
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if len(body) > MAX_BODY:  # read whole before forwarding: bounded as the app is
                await send_error(send, too_large())
                return
            if not message.get("more_body"):
                break
        url = scope.get("raw_path") or scope["path"].encode()
        if scope.get("query_string"):
            url += b"?" + scope["query_string"]
        # the Host header stays: links in the answer (join links) name the public address
        skip = {b"content-length", b"connection", b"transfer-encoding"}
        headers = [(k, v) for k, v in scope["headers"] if k.lower() not in skip] + (extra or [])
        try:
            r = await client.request(scope["method"], url.decode(), headers=headers, content=body)
        except httpx.TransportError as exc:
            what = f"game {game}" if (game := game_in_path(url)) else "this new game"
            err = ApiError(
                "worker_unavailable",
                f"worker {owner}, which serves {what}, did not answer ({type(exc).__name__}); "
                "try again",
            )
            await send_error(send, err)
            return
        out = [
            (k.encode(), v.encode())
            for k, v in r.headers.items()
            if k.lower() not in ("content-length", "transfer-encoding", "connection")
        ]
        out.append((b"content-length", str(len(r.content)).encode()))
        await send({"type": "http.response.start", "status": r.status_code, "headers": out})
        await send({"type": "http.response.body", "body": r.content})
