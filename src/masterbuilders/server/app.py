"""The HTTP and WebSocket API (FastAPI). Every response error is {"error": {"code", "message"}}
with a stable code; every view sent is the engine's view for the token's seat (or a spectator)."""

from __future__ import annotations

import asyncio
import gc
import json
import os
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any

import orjson
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.staticfiles import StaticFiles

from masterbuilders.engine import MasterbuildersError, Observation, game_names, get_game
from masterbuilders.server.bots import BotPool
from masterbuilders.server.errors import MAX_BODY, ApiError, LimitBody, too_large
from masterbuilders.server.forward import Forward
from masterbuilders.server.sessions import BOT_LEVELS, GameSession, Manager
from masterbuilders.server.shard import Shard
from masterbuilders.server.storage import Store

DEFAULT_DATABASE = "sqlite:///masterbuilders.sqlite3"

UVICORN_OPTIONS: dict[str, Any] = {
    "log_level": "warning",
    # Views are small; compressing them cost 7% of the CPU.
    "ws_per_message_deflate": False,
    # uvicorn's WebSocket protocol on websockets' sans-I/O core instead of its default (the
    # websockets library's legacy asyncio protocol): 1.04-1.12x the actions/s of one worker on
    # SQLite, no difference with two (BENCHMARKS.md, "Server load", side by side).
    "ws": "websockets-sansio",
}
"""How both `serve` and each `serve --workers K` process run the app under uvicorn."""


def _token(request: Request | WebSocket, body: dict[str, Any] | None = None) -> str | None:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    if body and isinstance(body.get("token"), str):
        return str(body["token"])
    return request.query_params.get("token") or None


async def _json_body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise too_large()
    try:
        data = json.loads(raw or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ApiError("parse_error", f"the request body is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ApiError("parse_error", "the request body must be a JSON object")
    return data


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
    database_url: str | None = None, bot_workers: int | None = None, shard: Shard | None = None
) -> FastAPI:
    """The server's app; with `shard` it is one worker of several (server/cluster.py): it keeps
    only the games it owns and forwards requests about the others to their owners."""
    url = database_url or os.environ.get("MASTERBUILDERS_DATABASE_URL") or DEFAULT_DATABASE
    holder: dict[str, Manager] = {}

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(url)
        bots = BotPool(bot_workers)
        manager = Manager(store, bots, shard)
        restored = await asyncio.to_thread(manager.restore)
        holder["manager"] = manager
        app.state.restored = restored
        manager.start()
        tune_gc()
        try:
            yield
        finally:
            await manager.stop()
            bots.close()
            store.dispose()

    app = FastAPI(title="masterbuilders", version="0.1.0", lifespan=lifespan)
    if shard is not None:
        app.add_middleware(Forward, shard=shard)
    app.add_middleware(LimitBody)

    def manager() -> Manager:
        return holder["manager"]

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.to_json(), status_code=exc.status)

    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        return {
            "ok": True,
            "games_in_memory": len(manager().sessions),
            "finished_cached": len(manager().finished),
            "restored": app.state.restored,
            "worker": None if shard is None else shard.index,
            "pid": os.getpid(),
        }

    @app.get("/api/meta")
    async def meta() -> dict[str, Any]:
        """The games this server plays, as the lobby and the page need them: names, titles,
        player counts, bot levels and the browser module that draws each game."""
        from masterbuilders.ai import levels

        return {
            "games": [
                {
                    "name": name,
                    "title": spec.title,
                    "min_players": spec.min_players,
                    "max_players": spec.max_players,
                    "levels": [
                        {"name": lv.name, "description": lv.description}
                        for lv in levels(name).values()
                    ],
                    "renderer": f"/static/js/games/{name}.js",
                }
                for name in game_names()
                for spec in [get_game(name)]
            ],
            "bot_levels": list(BOT_LEVELS),
        }

    @app.get("/static/js/games/{name}.js")
    async def renderer(name: str) -> Response:
        """A game's browser module (`GameSpec.renderer`), served beside the page's own modules."""
        try:
            package, filename = get_game(name).renderer
        except MasterbuildersError as exc:
            raise ApiError("not_found", f"no game {name!r}") from exc
        source = files(package).joinpath(filename)
        if not filename or not source.is_file():
            raise ApiError("not_found", f"{name} has no browser module")
        return Response(source.read_text(), media_type="text/javascript")

    @app.get("/api/games")
    async def list_games(status: str | None = None) -> dict[str, Any]:
        rows = await asyncio.to_thread(manager().store.games, status)
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
                }
                for r in rows
            ]
        }

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session, tokens = await manager().create(body)
        base = str(request.base_url).rstrip("/")
        return {
            **session.summary(),
            "join": [
                {"seat": i, "token": t, "url": f"{base}/play/{session.id}?token={t}"}
                for i, t in enumerate(tokens)
                if t
            ],
            "spectate": f"{base}/watch/{session.id}",
        }

    async def session_of(game_id: str) -> GameSession:
        return await manager().load(game_id)

    @app.get("/api/games/{game_id}")
    async def game_summary(game_id: str) -> dict[str, Any]:
        return (await session_of(game_id)).summary()

    @app.get("/api/games/{game_id}/view")
    async def game_view(game_id: str, request: Request) -> dict[str, Any]:
        session = await session_of(game_id)
        seat = session.seat_of(_token(request))
        return session.payload(seat)

    @app.post("/api/games/{game_id}/actions")
    async def act(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        if "action" not in body:
            raise ApiError(
                "invalid_request", 'field \'action\' is required, e.g. "pass" or {"kind": "pass"}'
            )
        await manager().submit(
            session, _token(request, body), body.get("version"), body["action"], body.get("seat")
        )
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        await manager().undo(session, _token(request, body), body.get("version"))
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/leave")
    async def leave(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        await manager().leave(session, _token(request, body), body.get("level"))
        return {"ok": True, "version": session.version}

    @app.post("/api/games/{game_id}/hint")
    async def hint(game_id: str, request: Request) -> dict[str, Any]:
        body = await _json_body(request)
        session = await session_of(game_id)
        seat = session.seat_of(_token(request, body))
        if seat is None or session.state.current_player() != seat:
            raise ApiError("forbidden", "a hint is for the seat that must decide now")
        state = session.state.clone()
        loop = asyncio.get_running_loop()
        cands = await loop.run_in_executor(
            manager().bots.pool, _analyze, state, seat, session.version
        )
        return {"version": session.version, "candidates": cands}

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str) -> Response:
        session = await session_of(game_id)
        if not session.state.is_terminal():
            raise ApiError(
                "record_not_ready", "the full record is available once the game is finished"
            )
        data = session.record().to_json()
        headers = {"content-disposition": f'attachment; filename="{game_id}.json"'}
        return Response(json.dumps(data, indent=1), media_type="application/json", headers=headers)

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, request: Request, step: int = 0) -> dict[str, Any]:
        session = await session_of(game_id)
        if not session.state.is_terminal():
            raise ApiError("record_not_ready", "replays are available once the game is finished")
        seat_param = request.query_params.get("seat")
        seat = None if seat_param in (None, "", "spectator") else int(seat_param)
        if seat is not None and not 0 <= seat < session.row.num_players:
            raise ApiError(
                "invalid_request", f"'seat' must be 0..{session.row.num_players - 1} or spectator"
            )
        rec = session.record()
        total = len(rec.actions)
        step = max(0, min(step, total))
        state = await asyncio.to_thread(rec.replay, step)
        return {
            "step": step,
            "steps": total,
            "action": str(rec.actions[step - 1]) if step else None,
            "view": state.view(seat),
            "log": state.log_for(seat),
        }

    @app.websocket("/ws/games/{game_id}")
    async def ws(websocket: WebSocket, game_id: str) -> None:
        await websocket.accept()
        try:
            session = await session_of(game_id)
            seat = session.seat_of(_token(websocket))
        except ApiError as exc:
            await websocket.send_json({"type": "error", **exc.to_json()})
            await websocket.close(code=4403 if exc.code == "forbidden" else 4404)
            return
        sub = manager().subscribe(session, seat)

        async def pump() -> None:
            while True:
                await websocket.send_text(await sub.next_message(session))

        sender = asyncio.create_task(pump())
        try:
            while True:
                raw = await websocket.receive_text()
                if len(raw) > MAX_BODY:
                    await websocket.send_json(
                        {
                            "type": "error",
                            **ApiError("payload_too_large", "message too large").to_json(),
                        }
                    )
                    continue
                try:
                    # strict JSON (orjson): NaN, Infinity and lone surrogates are errors too
                    msg = orjson.loads(raw)
                    if not isinstance(msg, dict):
                        raise ApiError("parse_error", "messages are JSON objects")
                    kind = msg.get("type")
                    if kind == "action":
                        await manager().submit(
                            session,
                            _token(websocket, msg),
                            msg.get("version"),
                            msg.get("action"),
                            msg.get("seat"),
                        )
                    elif kind == "undo":
                        await manager().undo(session, _token(websocket, msg), msg.get("version"))
                    elif kind == "ping":
                        await websocket.send_json({"type": "pong"})
                    else:
                        raise ApiError(
                            "invalid_request", "message 'type' must be action, undo or ping"
                        )
                except json.JSONDecodeError as exc:
                    await websocket.send_json(
                        {"type": "error", **ApiError("parse_error", str(exc)).to_json()}
                    )
                except ApiError as exc:
                    await websocket.send_json({"type": "error", **exc.to_json()})
        except WebSocketDisconnect:
            pass
        finally:
            sender.cancel()
            manager().unsubscribe(session, sub)

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

        @app.get("/replay/{game_id}")
        async def replay_page(game_id: str) -> FileResponse:
            return FileResponse(web_dir / "replay.html")

    app.state.levels = BOT_LEVELS
    return app


def _analyze(state: Any, seat: int, version: int) -> list[dict[str, Any]]:
    """Hints by the game's strongest level (ai.analyze)."""
    from masterbuilders.ai import analyze

    cands = analyze(Observation(state, seat, state.legal_actions()), seed=version)
    return [
        {
            "action": str(c.action),
            "visits": c.visits,
            "win_probability": round(c.win_probability, 4),
            "expected_score": round(c.expected_score, 2),
            "line": [str(a) for a in c.line],
        }
        for c in cands
    ][:8]
