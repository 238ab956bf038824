"""The games this instance holds (moved from server/manager.py, issue 55): with several instances,
a game is played only by the one that claimed it (server/ownership.py); a write of another's is
fenced. A game this instance loses (its lock connection failed, a write was fenced, a write's
outcome is unknown) leaves memory at once, unplayed, and its connections close so that their
clients reconnect to its new owner; health reports the losses."""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable, MutableMapping

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.background import Background
from masterbuilders.server.games.health import Loss
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ports import Clock
from masterbuilders.server.session import GameSession

log = logging.getLogger("masterbuilders.server")


class Holding:
    """`sessions`: the games in play (the cache's own dict: a game lost leaves it here);
    `notify`: a game's watchers told of its change (a lost game closes their connections)."""

    def __init__(
        self,
        owner: Ownership,
        clock: Clock,
        sessions: MutableMapping[str, GameSession],
        background: Background,
        notify: Callable[[GameSession], None],
    ) -> None:
        self.owner, self.clock, self.sessions = owner, clock, sessions
        self.background, self.notify = background, notify
        self.uncertain: set[str] = set()
        """Games dropped after a write whose outcome is unknown (it timed out): read back on the
        writer's thread, after whatever it was still doing."""
        self.losses: deque[Loss] = deque(maxlen=20)
        self.lost_games = 0
        """Games this instance lost to another (its lock connection failed, or a write was
        fenced): health reports them."""

    @property
    def fencing(self) -> bool:
        """Several instances: every write of a game is fenced by its owner epoch."""
        return not isinstance(self.owner, Alone)

    async def claim(self, game_id: str) -> bool:
        """Whether this instance holds the game now (False: another one does)."""
        try:
            return await self.owner.claim(game_id)
        except Exception as exc:  # broad on purpose: the lock connection's failure, whatever its
            # driver raises, is the request's 503; the server goes on
            log.error("claiming game %s failed: %s", game_id, exc)
            raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc

    def release(self, game_id: str) -> None:
        if isinstance(self.owner, Alone):
            return
        self.background.spawn(self.owner.release(game_id))

    def lost(self, game_id: str | None, why: str = "its lock connection failed") -> None:
        """The instance no longer holds this game (None: any game): it leaves memory unplayed,
        its connections are closed so that their clients reconnect to its new owner."""
        for session in [s for s in self.sessions.values() if game_id in (None, s.id)]:
            del self.sessions[session.id]
            session.dropped = True
            if session.advancing and session.advancing is not asyncio.current_task():
                session.advancing.cancel()
            self.notify(session)
            self.lost_games += 1
            self.losses.append({"id": session.id, "when": self.clock.time(), "why": why})

    def fenced(self, session: GameSession) -> ApiError:
        """A write was refused: another instance took the game. Dropped at once."""
        log.warning(
            "game %s: fenced (epoch %s is no longer the game's): dropped", session.id, session.epoch
        )
        self.lost(session.id, "another instance took it (a write was fenced)")
        self.release(session.id)
        return ApiError("game_elsewhere", Msg("server-error-game-moved", game=session.id))

    def unknown_outcome(self, session: GameSession, exc: Exception) -> ApiError:
        """A write whose outcome is unknown (the writer did not answer in time): the game leaves
        memory and is read back from its log when next asked for."""
        log.error("game %s: %s: dropped, to be read back from the log", session.id, exc)
        self.uncertain.add(session.id)
        self.lost(session.id, f"a write timed out: {exc}")
        self.release(session.id)
        return ApiError("storage_unavailable", Msg("server-error-storage-uncertain"))
