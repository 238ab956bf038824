"""Automatic moves and clocks (moved from server/manager.py, issue 55): chance draws and bots'
moves until a person must decide, and a bot for a person's seat whose time bank is empty.

A failed write or a failed bot pool holds a game up, never stops it: it is tried again after a
pause that grows, the game's lock released meanwhile; what holds it up is the game's `trouble`
(health lists it). A game of bots only beyond the server's limit of them waits for a place. The
steps themselves are committed by the manager (`commit`, `hand_over`: store, then apply)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Protocol

from masterbuilders.engine import TERMINAL, Action, parse_action
from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.database import BACKOFF
from masterbuilders.server.language import kept, level_said
from masterbuilders.server.ports import Bots
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings

TIMEOUT_LEVEL = "easy"
"""Who moves for a human seat whose time bank is empty."""
log = logging.getLogger("masterbuilders.server")

Commit = Callable[[GameSession, Action, int | None, float | None], Awaitable[None]]
"""A step stored, then applied (the caller holds the game's lock): game, action, seat (None:
chance), seconds its seat's clock is charged."""


class HandOver(Protocol):
    """A bot plays a seat from now on: game, seat, level, seconds charged, notices told."""

    def __call__(
        self,
        session: GameSession,
        seat: int,
        level: str,
        spent: float | None,
        notices: list[str],
        timed_out: bool = False,
    ) -> Awaitable[None]: ...


class Automatic:
    """The automatic moves of the games in play (`sessions`: the manager's own dict, read here).
    `troubled(game, error)` records what holds a game up; `agent(level, game, players)` is the
    agent that plays a bot seat of `level`."""

    def __init__(
        self,
        bots: Bots,
        settings: Settings,
        sessions: Mapping[str, GameSession],
        commit: Commit,
        hand_over: HandOver,
        troubled: Callable[[GameSession, str], None],
        agent: Callable[[str, str, int], str],
    ) -> None:
        self.bots, self.settings, self.sessions = bots, settings, sessions
        self.commit, self.hand_over, self.troubled, self.agent = commit, hand_over, troubled, agent
        self.bot_places: set[str] = set()
        """Games of bots only whose bots may move (`bots_may_play`), recomputed when another
        asks."""

    def kick(self, session: GameSession) -> None:
        """Make sure chance and bots move until a human must decide. When a human is to decide
        already (and nobody holds the lock), that is settled here without starting a task."""
        if session.advancing is None or session.advancing.done():
            if not session.lock.locked() and not automatic_due(session):
                return
            session.advancing = asyncio.create_task(self._advance(session))
            session.advancing.add_done_callback(self._ended(session))

    def _ended(self, session: GameSession) -> Callable[[asyncio.Task[None]], None]:
        def ended(task: asyncio.Task[None]) -> None:
            if task.cancelled() or task.exception() is None:
                return
            exc = task.exception()
            self.troubled(session, f"automatic moves stopped: {type(exc).__name__}: {exc}")
            log.error("game %s: automatic moves stopped", session.id, exc_info=exc)

        return ended

    async def _advance(self, session: GameSession) -> None:
        """Automatic moves until a person must decide: chance draws and bots' moves. A person
        whose time ran out hands the seat to a bot for the rest of the game (announced; their
        token decides nothing more). A failed write or a failed bot pool holds the game up, never
        stops it: it is tried again after a pause that grows, the game's lock released
        meanwhile. A game of bots only beyond the server's limit of them waits for a place."""
        delay, longest = BACKOFF
        computed: tuple[int, str] | None = None  # (version, move) not stored yet
        while True:
            try:
                async with session.lock:
                    if session.abandoned or session.dropped:
                        return
                    state = session.state
                    player = state.current_player()
                    if player == TERMINAL:
                        return
                    if state.is_chance():
                        await self.commit(session, session.match.draw_chance(), None, None)
                        delay = BACKOFF[0]
                        continue
                    if not automatic_due(session):
                        return
                    if not session.is_bot(player):  # its time bank is empty
                        notice = timeout_notice(session, player, TIMEOUT_LEVEL)
                        spent = session.spent_now()
                        await self.hand_over(
                            session, player, TIMEOUT_LEVEL, spent, [notice], timed_out=True
                        )
                        delay = BACKOFF[0]
                        continue
                    if not self.bots_may_play(session):
                        session.waiting = True
                        return
                    session.waiting = False
                    version = session.version
                    if computed is not None and computed[0] == version:
                        await self.commit(session, parse_action(computed[1]), player, None)
                        computed = None
                        delay = BACKOFF[0]
                        continue
                    snapshot = state.clone()
                    level = self.agent(
                        session.seats[player]["level"], session.match.game, session.num_players
                    )
                    seed = session.match.agent_seed(player)
                    people = session.has_humans()
                text = await self.bots.move(session.id, people, snapshot, player, level, seed)
                computed = (version, text)
            except ApiError as exc:
                if exc.code != "storage_unavailable" or session.dropped:
                    raise
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)
            except (OSError, RuntimeError, ValueError) as exc:  # the bot pool failed twice
                self.troubled(session, f"bots: {type(exc).__name__}: {exc}")
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    def bots_may_play(self, session: GameSession) -> bool:
        """Whether the game's bots may move now: always with a person in it; a game of bots only
        (however it began: created so, left by its people, or their clocks ran out) only among
        the first `max_bot_games` of them to become so (the others wait, counted in health)."""
        if session.bots_since is None or session.has_humans():
            return True
        if session.id in self.bot_places:
            return True
        waiting = sorted(
            (s.bots_since, s.id)
            for s in self.sessions.values()
            if s.bots_since is not None and s.status() == "active" and not s.has_humans()
        )
        self.bot_places = {gid for _, gid in waiting[: self.settings.max_bot_games]}
        return session.id in self.bot_places


def automatic_due(session: GameSession) -> bool:
    """Whether the game's next step is for the server to take: a chance draw, a bot's move, or a
    move for a human seat whose time bank is empty."""
    state = session.state
    player = state.current_player()
    if player == TERMINAL or session.abandoned:
        return False
    if state.is_chance():
        return True
    return session.is_bot(player) or session.out_of_time(player)


def timeout_notice(session: GameSession, seat: int, level: str) -> str:
    """What everyone is told when a seat's time runs out and a bot of `level` takes it: a
    message, stored as its JSON (each reader reads it in their language: language.notice_text)."""
    name = session.seats[seat].get("name")
    said = Msg(
        "server-notice-timeout",
        name=name or Msg("web-seat-player", seat=seat + 1),
        seat=seat + 1,
        level=level_said(level),
    )
    return kept(said.to_json())
