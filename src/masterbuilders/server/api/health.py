"""Health: what an operator (or a proxy's check) reads of an instance at a glance
(server/games/health.py): `ok` is false while a game's progress or the writer is held up."""

from __future__ import annotations

import os

from fastapi import APIRouter, Request

from masterbuilders.server.api.deps import Wired
from masterbuilders.server.api.schemas import Healthy

router = APIRouter()


@router.get("/api/health", response_model=None)
async def health(request: Request, wired: Wired) -> Healthy:
    report = wired.manager.health()
    return {
        "ok": not report["degraded"],
        **report,
        "restored": request.app.state.restored,
        "pid": os.getpid(),
    }
