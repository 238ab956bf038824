"""Hints (moved from server/manager.py, issue 55): the moves the bots would weigh for the seat to
move, asked of the bot pool, within the seat's share (one at a time, so many per minute); never in
a game that may be rated."""

from __future__ import annotations

from typing import Any

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import Buckets
from masterbuilders.server.ports import Bots
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings


class Hints:
    def __init__(self, bots: Bots, settings: Settings) -> None:
        self.bots, self.settings = bots, settings
        self.shares = Buckets(settings.hints_per_minute)
        self.pending: set[tuple[str, int]] = set()
        """(game, seat) whose hint is being computed."""

    async def ask(self, session: GameSession, token: str | None) -> list[Any]:
        """Hints for the seat to move, within its share: one at a time, so many per minute."""
        seat = session.seat_of(token)
        if seat is None or session.state.current_player() != seat:
            raise ApiError("forbidden", Msg("server-error-hint-seat"))
        session.check_person(seat)
        if session.may_be_rated():
            raise ApiError("hints_off", Msg("server-error-hint-rated"))
        key = (session.id, seat)
        if key in self.pending:
            raise ApiError("hint_pending", Msg("server-error-hint-pending"))
        if not self.shares.take(f"{session.id}:{seat}"):
            rate = f"{self.settings.hints_per_minute:g}"
            raise ApiError("rate_limited", Msg("server-error-hint-rate", rate=rate))
        self.pending.add(key)
        try:
            state = session.state.clone()
            seed = session.match.agent_seed(seat) ^ session.version
            return await self.bots.hint(session.id, state, seat, seed)
        finally:
            self.pending.discard(key)
