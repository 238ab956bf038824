"""Ratings: a game's leaderboard at a number of players (server/ratings.py); a player's own
ratings are on their profile (api/accounts.py)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request

from masterbuilders.engine import MasterbuildersError, get_game
from masterbuilders.engine.message import Msg
from masterbuilders.server.api.deps import Wired
from masterbuilders.server.api.schemas import Board
from masterbuilders.server.errors import ApiError

router = APIRouter()


@router.get("/api/ratings/{game}")
async def ratings_board(game: str, request: Request, wired: Wired) -> Board:
    """The leaderboard of a game at a number of players (?players=N, by default 2): players who
    show their ratings and the computer levels, by the conservative rating."""
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
        wired.accounts.leaderboard, game, players, wired.manager.bot_ratings
    )
    return {"game": game, "players": players, "board": board}
