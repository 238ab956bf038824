"""Hints: the moves the engine suggests to the seat to move, within its share (never in a game
that may be rated: server/games/hints.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Request

from masterbuilders.server.api.deps import Wired, body, seat_token
from masterbuilders.server.api.schemas import Hinted, SeatBody, documented

router = APIRouter()


@router.post("/api/games/{game_id}/hint", openapi_extra=documented(SeatBody))
async def hint(
    game_id: str, given: Annotated[SeatBody, body(SeatBody)], request: Request, wired: Wired
) -> Hinted:
    session = await wired.session_of(game_id)
    version = session.version
    token = await seat_token(request, wired, game_id, given.token)
    candidates = await wired.manager.hint(session, token)
    return {"version": version, "candidates": candidates}
