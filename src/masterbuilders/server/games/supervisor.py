"""The supervisor (moved from server/manager.py, issue 55): under it no game can stay stuck. Every
game whose automatic moves are due has them running, whatever stopped them (clocks that ran out
are acted on so); idle games are abandoned; a game held up by the database is no longer reported
so once it answers; with several instances, games in play that no instance holds are taken over."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping

from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.automatic import automatic_due
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ports import Clock
from masterbuilders.server.restore import Unresumable
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Store
from masterbuilders.server.writer import Writer

SUPERVISE_SECONDS = 0.2
"""How often the supervisor looks at every game (clocks that ran out, automatic moves due)."""
SWEEP_SECONDS = 2.0
"""With several instances: how often the supervisor looks for games in play that no instance
holds (their instance died and nobody asked about them since) and takes them over."""
log = logging.getLogger("masterbuilders.server")


class Supervisor:
    """`sessions` and `unresumable`: the manager's own, read here; `kick` starts a game's
    automatic moves, `load` takes a game over from the log, `abandoned` is told of a game this
    supervisor abandoned (stored so already)."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        owner: Ownership,
        clock: Clock,
        settings: Settings,
        sessions: Mapping[str, GameSession],
        unresumable: Mapping[str, Unresumable],
        kick: Callable[[GameSession], None],
        load: Callable[[str], Awaitable[GameSession]],
        abandoned: Callable[[GameSession], None],
    ) -> None:
        self.store, self.writer, self.owner, self.clock = store, writer, owner, clock
        self.settings, self.sessions, self.unresumable = settings, sessions, unresumable
        self.kick, self.load, self.abandoned = kick, load, abandoned
        self.task: asyncio.Task[None] | None = None
        self._recovery: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._supervise())

    def stop(self) -> None:
        if self.task:
            self.task.cancel()

    async def _supervise(self) -> None:
        """Every game whose automatic moves are due has them running (a stuck game is
        impossible), clocks that ran out are acted on, idle games are abandoned."""
        idle_check = sweep = 0.0
        while True:
            await asyncio.sleep(SUPERVISE_SECONDS)
            if not isinstance(self.owner, Alone) and self.clock.monotonic() > sweep:
                sweep = self.clock.monotonic() + SWEEP_SECONDS
                await self._take_orphans()
            for session in list(self.sessions.values()):
                # a game whose lock is held is moving: its holder kicks it when done
                if not session.lock.locked():
                    self.kick(session)
            if self.clock.monotonic() > idle_check:
                idle_check = self.clock.monotonic() + 60
                await self._abandon_idle()
            if self._recovery is None or self._recovery.done():  # beside, never in the way
                self._recovery = asyncio.create_task(self._clear_recovered())

    async def _clear_recovered(self) -> None:
        """A game held up by the database while a person was to decide makes no write until they
        act again: once the database answers, it is no longer reported held up."""
        held = [
            s
            for s in self.sessions.values()
            if s.trouble is not None
            and s.trouble.error.startswith("storage")
            and not automatic_due(s)
            and not s.lock.locked()
        ]
        if not held:
            return
        try:
            await self.writer.run(self.store.ping)
        except Exception:  # broad on purpose: any failure says the database still fails, and
            # this look beside the supervisor must never stop it
            await asyncio.sleep(1.0)  # still failing: look again in a while
            return
        for session in held:
            if session.trouble is not None:
                log.warning("game %s: storage works again", session.id)
                session.trouble = None

    async def _take_orphans(self) -> None:
        """Games in play that no instance holds are taken over (restored from the log)."""
        try:
            active = await asyncio.to_thread(self.store.last_activity, "active")
            mine = self.sessions.keys() | self.unresumable.keys()  # never replayed again
            free = await self.owner.free([g for g in active if g not in mine])
        except Exception as exc:  # broad on purpose: the supervisor never stops; the next sweep
            log.error("looking for games nobody holds failed: %s", exc)
            return
        for game_id in free:
            try:
                await self.load(game_id)
                log.info("instance %s took over game %s", self.owner.instance, game_id)
            except ApiError:
                continue  # another instance was quicker, or the database failed: next sweep

    async def _abandon_idle(self) -> None:
        """Games in play with no activity for `idle_hours` are abandoned (turn-based ones never:
        their clocks end them)."""
        cutoff = self.clock.time() - self.settings.idle_hours * 3600
        stale = [
            s
            for s in self.sessions.values()
            if s.status() == "active" and s.last_activity < cutoff and not s.turn_based()
        ]
        if not stale:
            return
        try:
            await self.writer.run(self.store.abandon, [s.id for s in stale])
        except Exception as exc:  # broad on purpose: the supervisor never stops; the next round
            log.error("abandoning %d idle games failed: %s", len(stale), exc)
            return
        for session in stale:
            self.abandoned(session)
