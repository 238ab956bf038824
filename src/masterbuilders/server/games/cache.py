"""The games in memory (moved from server/manager.py, issue 55): those in play, rebuilt from their
logs at start-up (server/restore.py) or when first asked for (finished, abandoned, or in play but
started by another instance, which this one takes over), and the finished ones watched lately,
least recently used first. A game leaves play once it is over and nobody watches it."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.database import database
from masterbuilders.server.games.holding import Holding
from masterbuilders.server.ports import Clock
from masterbuilders.server.restore import (
    NotResumable,
    Unresumable,
    new_session,
    stored_record,
)
from masterbuilders.server.restore import restore as restore_game
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Epoch, GameRow, Store
from masterbuilders.server.writer import Writer

Told = Callable[[GameSession], None]
"""A game's hook: its automatic moves started, its turn's mail, its end written."""


class Cache:
    """`sessions`: the games in play, one dict the other jobs read (and `holding` drops a lost
    game from). A game restored or loaded is `kick`ed (its automatic moves run) and its turn
    `mail`ed if it was not; one whose last steps are stored and its result is not is
    `finishing`; `notify` tells a game's watchers of its change."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        settings: Settings,
        clock: Clock,
        sessions: dict[str, GameSession],
        holding: Holding,
        kick: Told,
        mail: Told,
        finishing: Told,
        notify: Told,
    ) -> None:
        self.store, self.writer, self.settings, self.clock = store, writer, settings, clock
        self.sessions, self.holding = sessions, holding
        self.kick, self.mail, self.finishing, self.notify = kick, mail, finishing, notify
        self.finished: OrderedDict[str, GameSession] = OrderedDict()
        """Finished games nobody watches, least recently used first (at most `finished_kept`)."""
        self.unresumable: dict[str, Unresumable] = {}
        """Stored games that cannot be resumed here (server/restore.py): health lists them."""
        self.abandoned = 0
        """Games abandoned for being idle since the start (health)."""
        self._loading: dict[str, asyncio.Future[GameSession]] = {}
        """Games being read from the log: a second request waits for the first one's work."""

    def session(self, row: GameRow) -> GameSession:
        """A stored game's session before its entries, on this server's clock and undo limit."""
        session = new_session(row, self.clock)
        session.undo_limit = self.settings.undos_per_decision
        return session

    async def open(self, row: GameRow, stored: bool = False) -> GameSession:
        """A new game stored (unless `stored` already) and in play here."""
        if not stored:
            await database(self.writer.run(self.store.create_game, row))
        session = self.session(row)
        session.epoch = row.owner_epoch if self.holding.fencing else None
        if await self.holding.claim(row.id):  # else an instance holding a game of the same lock
            self.sessions[row.id] = session  # key takes it when asked (a new epoch)
            self.kick(session)
        return session

    def restore(self) -> int:
        """Rebuild every unfinished game from its entries (at start-up); games idle for longer
        than the settings allow are abandoned instead, without being read."""
        last = self.store.last_activity("active")
        idle_since = self.clock.time() - self.settings.idle_hours * 3600
        idle = [gid for gid, t in last.items() if t < idle_since]
        turn_based = {  # played over days: their clocks end them, never idleness
            row.id for row in self.store.games_by_id(idle) if (row.clock or {}).get("per_move")
        }
        stale = [gid for gid in idle if gid not in turn_based]
        self.store.abandon(stale)
        self.abandoned += len(stale)
        fresh = [gid for gid, t in last.items() if t >= idle_since or gid in turn_based]
        for row in self.store.games_by_id(fresh):  # each alone: one that fails stops no other
            restored = restore_game(self.session, row, self.store.entries(row.id), self.clock)
            if isinstance(restored, Unresumable):
                self.unresumable[row.id] = restored
            else:
                self.sessions[row.id] = restored
        return len(fresh) - len(self.unresumable)

    async def load(self, game_id: str) -> GameSession:
        """A game in memory, or one loaded from storage (finished, abandoned, or in play but
        started by another server process). Two requests for a game not in memory share one
        load."""
        session = self.sessions.get(game_id) or self.finished.get(game_id)
        if session is not None:
            if game_id in self.finished:
                self.finished.move_to_end(game_id)
            return session
        loading = self._loading.get(game_id)
        if loading is not None:
            return await asyncio.shield(loading)
        loading = self._loading[game_id] = asyncio.get_running_loop().create_future()
        try:
            session = await self._load(game_id)
        except BaseException as exc:
            loading.set_exception(exc)
            loading.exception()  # retrieved: a load nobody else waited for logs nothing
            raise
        else:
            loading.set_result(session)
            return session
        finally:
            del self._loading[game_id]

    async def _load(self, game_id: str) -> GameSession:
        row = await database(asyncio.to_thread(self.store.game, game_id))
        if row is None:
            raise ApiError("not_found", Msg("server-error-no-such-game", game=repr(game_id)))
        epoch: Epoch = None
        if row.status == "active":
            if not await self.holding.claim(game_id):
                raise ApiError("game_elsewhere", Msg("server-error-game-elsewhere", game=game_id))
            if self.holding.fencing:  # the next owner epoch: the previous owner can write no more
                epoch = await database(
                    self.writer.run(self.store.take, game_id, self.holding.owner.instance)
                )
        # read after the claim (and the epoch): the previous owner's last commit is in the log.
        # After a write of unknown outcome, read on the writer's thread, after that write ended.
        if game_id in self.holding.uncertain:
            entries = await database(self.writer.run(self.store.entries, game_id))
            self.holding.uncertain.discard(game_id)
        else:
            entries = await database(asyncio.to_thread(self.store.entries, game_id))
        restored = await asyncio.to_thread(restore_game, self.session, row, entries, self.clock)
        if isinstance(restored, Unresumable):  # kept as it is: its record is still served
            self.unresumable[game_id] = restored
            if row.status == "active":
                self.holding.release(game_id)
            raise NotResumable(restored, stored_record(row, entries))
        session = restored
        session.epoch = epoch
        if session.status() != "active":
            self.keep_finished(session)
            if session.state.is_terminal() and row.status == "active":
                self.finishing(session)
        else:
            self.sessions[game_id] = session
            self.kick(session)
            self.mail(session)  # (its last owner may have died before writing it)
        return session

    def retire_if_idle(self, session: GameSession) -> None:
        """A finished (or abandoned) game nobody watches leaves the games in play: a long-running
        server does not keep every game it ever served. It joins the cache of recent ones."""
        if (
            session.status() != "active"
            and not session.subscribers
            and self.sessions.get(session.id) is session
        ):
            del self.sessions[session.id]
            self.keep_finished(session)
            self.holding.release(session.id)

    def keep_finished(self, session: GameSession) -> None:
        self.finished[session.id] = session
        self.finished.move_to_end(session.id)
        while len(self.finished) > self.settings.finished_kept:
            self.finished.popitem(last=False)

    def abandoned_idle(self, session: GameSession) -> None:
        """The supervisor abandoned an idle game (stored so already): it stops and may leave."""
        session.mark("abandoned")
        if session.advancing:
            session.advancing.cancel()
        self.abandoned += 1
        self.notify(session)
        self.retire_if_idle(session)
