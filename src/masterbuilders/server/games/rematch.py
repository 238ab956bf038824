"""Rematch (moved from server/manager.py, issue 55): the game a finished game's seats play next,
one for all of them, whoever asks first; the stored game row keeps it, so that every instance
answers the same (lichess's `Rematcher` is the model of a job alone)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from masterbuilders.engine import commitment, new_seed
from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.creation import Creation
from masterbuilders.server.games.database import database
from masterbuilders.server.session import GameSession
from masterbuilders.server.storage import GameRow, Store
from masterbuilders.server.writer import Writer


class Rematches:
    """`open`: a stored game put in play here (the manager's); `notify`: a game's watchers told
    of its change (its new `rematch`)."""

    def __init__(
        self,
        creation: Creation,
        store: Store,
        writer: Writer,
        open: Callable[[GameRow], Awaitable[GameSession]],
        notify: Callable[[GameSession], None],
    ) -> None:
        self.creation, self.store, self.writer = creation, store, writer
        self.open, self.notify = open, notify

    async def ask(self, session: GameSession, token: str | None) -> str:
        """The game its seats play next: one new game for all seats, whoever asks first creates
        it and everyone asking gets the same (idempotent, across instances: the stored game row
        keeps it). Same game, seats, bots, clock profile and practice mark (a practice game's
        rematch replays its chosen seed; any other gets a new secret seed). Each person keeps
        their own seat token: the new seats carry the same token hashes, so nobody is handed
        another seat's token. A seat a bot took over is the person's again."""
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-rematch-seat"))
        if session.status() == "active":
            raise ApiError("game_not_over", Msg("server-error-rematch-in-play"))
        if session.row.rematch:
            return session.row.rematch
        seats: list[dict[str, Any]] = [
            {"kind": "human", "level": None, "name": s.get("name"), "token_hash": s["token_hash"]}
            if s.get("token_hash")
            else {"kind": "bot", "level": s.get("level"), "name": s.get("name"), "token_hash": None}
            for s in session.seats
        ]
        self.creation.room_for(any(s["kind"] == "human" for s in seats))
        practice = bool(session.row.practice)
        seed = session.row.chance_seed() if practice else new_seed()
        row = self.creation.row(
            session.row.game,
            session.num_players,
            secret=seed,
            commitment=commitment(seed),
            practice=practice,
            seats=seats,
            clock=session.row.clock,
        )
        chosen = await database(self.writer.run(self.store.create_rematch, session.id, row))
        session.row.rematch = chosen
        if chosen == row.id:
            await self.open(row)
        self.notify(session)
        return str(chosen)
