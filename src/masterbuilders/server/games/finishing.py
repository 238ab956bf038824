"""A game over (moved from server/manager.py, issue 55; lichess's `Finisher`): its result is
written, with its rating changes and, with a person's seat in it, its review begun in the same
transaction; then the review is computed (server/reviews.py) and the game may leave memory.

The write is retried with backoff until it passes (the game's `trouble` says why meanwhile): its
steps are stored already, so a restart meanwhile finishes it again."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial

from masterbuilders.server.games.background import Background
from masterbuilders.server.games.database import BACKOFF
from masterbuilders.server.ratings import rate_game
from masterbuilders.server.reviews import Reviews
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import FencedError, Store
from masterbuilders.server.writer import Writer

Told = Callable[[GameSession], object]


class Finisher:
    """`bot_ratings`: the computer levels' fixed ratings (server/ratings.py); `fenced`: a game
    another instance took (dropped here); `troubled(game, error)` records what holds a game
    up; `retire`: a finished game nobody watches leaves the games in play."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        settings: Settings,
        reviews: Reviews,
        bot_ratings: dict[str, dict[str, dict[str, float]]],
        background: Background,
        fenced: Told,
        troubled: Callable[[GameSession, str], None],
        retire: Told,
    ) -> None:
        self.store, self.writer, self.settings = store, writer, settings
        self.reviews, self.bot_ratings, self.background = reviews, bot_ratings, background
        self.fenced, self.troubled, self.retire = fenced, troubled, retire

    def finish(self, session: GameSession) -> None:
        """The game is over: its result is written in the background."""
        self.background.spawn(self._finish(session))

    async def _finish(self, session: GameSession) -> None:
        delay, longest = BACKOFF
        result = session.state.result().to_json()
        reviewed = self.settings.review_finished and any(
            s.get("token_hash") for s in session.seats
        )  # a person's seat
        indices = await self.reviews.judgeable(session) if reviewed else None
        total = None if indices is None else len(indices)
        rate = partial(
            rate_game, game_id=session.id, game=session.row.game,
            players=session.num_players, practice=bool(session.row.practice),
            ended_by=result["ended_by"],
            seats_json=[dict(s) for s in session.seats], ranks=result["ranks"],
            bots=self.bot_ratings, timed=session.clock is not None,
        )  # fmt: skip
        while True:
            try:
                await self.writer.run(
                    self.store.finish, session.id, result, session.epoch, total, rate
                )
                break
            except FencedError:
                self.fenced(session)
                return
            except Exception as exc:  # broad on purpose: a game over is never left unwritten,
                # whatever fails it is tried again (shown as its trouble meanwhile)
                self.troubled(session, f"storage: {type(exc).__name__}: {exc}")
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)
        session.trouble = None
        session.mark("finished")
        if reviewed:  # its review was begun with the result: computed from here
            self.background.spawn(self.reviews.after_end(session, indices))
        self.retire(session)
