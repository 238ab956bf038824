"""All games of the server, the façade the routes call: restore, the one way a step is committed
(store, then apply), ownership; the other jobs are modules of their own under server/games/
(issue 55: creation and seats, rematch, automatic moves and clocks, the supervisor under which
no game can stay stuck, hints, health), as restore, reviews and turn mails are (issue 54).

Every game always makes progress or says why: a failed write of an automatic move is retried with
backoff and shown as the game's `trouble` (health lists such games) until it passes; the
supervisor re-arms any game whose automatic moves are due and not running, whatever stopped them;
a player's own action is retried briefly, then refused with 503 (nothing applied).

A finished game's review (issue 38) is begun here, with its result; it is computed by
server/reviews.py (issue 54)."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Coroutine
from functools import partial
from typing import Any

from masterbuilders.engine import Action, MasterbuildersError
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT
from masterbuilders.server import claims
from masterbuilders.server.bots import BotPool
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import ApiError, from_engine
from masterbuilders.server.games.automatic import Automatic
from masterbuilders.server.games.creation import Creation, agent_spec, bot_levels
from masterbuilders.server.games.database import BACKOFF, database
from masterbuilders.server.games.health import Health, Loss, health
from masterbuilders.server.games.hints import Hints
from masterbuilders.server.games.rematch import Rematches
from masterbuilders.server.games.supervisor import Supervisor
from masterbuilders.server.mail import TurnMails
from masterbuilders.server.outbox import Outbox
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ratings import bot_ratings, policy_ratings, rate_game
from masterbuilders.server.restore import (
    NotResumable,
    Unresumable,
    new_session,
    report,
    stored_record,
)
from masterbuilders.server.restore import restore as restore_game
from masterbuilders.server.reviews import Reviews
from masterbuilders.server.session import GameSession, Subscriber, Trouble, token_hash
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import ConflictError, Epoch, FencedError, GameRow, Row, Store
from masterbuilders.server.writer import AppendTimeout, Writer

log = logging.getLogger("masterbuilders.server")


class Manager:
    """All sessions of the server, their persistence and their automatic moves."""

    def __init__(
        self,
        store: Store,
        bots: BotPool,
        settings: Settings | None = None,
        owner: Ownership | None = None,
        clock: Clock = SYSTEM,
    ) -> None:
        self.settings = settings or Settings()
        self.clock = clock
        """The games' time (server/clock.py): seat clocks, activity, stamps."""
        self.owner: Ownership = owner or Alone()
        """Which games this instance may commit to (server/ownership.py)."""
        self.store = store
        self.bots = bots
        self.writer = Writer(store, self.settings.append_timeout_seconds)
        self.sessions: dict[str, GameSession] = {}
        """Games in play, and finished ones somebody still watches."""
        self.finished: OrderedDict[str, GameSession] = OrderedDict()
        """Finished games nobody watches, least recently used first (at most `finished_kept`)."""
        self.reviews = Reviews(store, self.writer, bots, self.settings, clock, self.load, database)
        """Finished games' reviews (server/reviews.py)."""
        self.smtp = self.settings.smtp()
        """Where mails to players go out (None: no mail; server/mail.py)."""
        self.outbox = Outbox(store, self.smtp, self.settings.mail_retry_seconds, clock) if (
            self.smtp
        ) else None  # fmt: skip
        """Mails as rows, and their sender (server/outbox.py: issue 54)."""
        self.turn_mails = TurnMails(self.outbox, self.settings.public_url) if self.outbox else None
        self.policies = self.settings.policy_table()
        """Trained policies offered as bots (Settings.policies): name -> path, game, players."""
        self.bot_ratings = policy_ratings(bot_ratings(), self.policies)
        """The computer levels' fixed ratings (server/ratings.py): game/players -> level, with
        the offered policies' own (`policy:NAME`) where the operator fitted them."""
        self.unresumable: dict[str, Unresumable] = {}
        """Stored games that cannot be resumed here (server/restore.py): health lists them."""
        # the jobs (server/games/, issue 55), each given what it needs
        self.creation = Creation(self.settings, clock, self.owner, self.sessions, self.policies)
        self.rematches = Rematches(
            self.creation, store, self.writer, partial(self._open, stored=True), self.notify
        )
        self.automatic = Automatic(
            bots,
            self.settings,
            self.sessions,
            self._commit,
            self._hand_over,
            self._troubled,
            self.agent_spec,
        )
        self.hints = Hints(bots, self.settings)
        self.supervisor = Supervisor(
            store,
            self.writer,
            self.owner,
            clock,
            self.settings,
            self.sessions,
            self.unresumable,
            self.kick,
            self.load,
            self._abandoned,
        )
        self.abandoned = 0
        self._background: set[asyncio.Task[None]] = set()
        self._loading: dict[str, asyncio.Future[GameSession]] = {}
        """Games being read from the log: a second request waits for the first one's work."""
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

    # ---- creation and restore -------------------------------------------------------------------
    async def create(
        self, body: dict[str, Any], client: str = ""
    ) -> tuple[GameSession, list[str | None]]:
        row, tokens = self.creation.new(body, client)
        session = await self._open(row)
        session.client = client  # (its review counts against the client: server/reviews.py)
        return session, tokens

    async def _open(self, row: GameRow, stored: bool = False) -> GameSession:
        """A new game stored (unless `stored` already) and in play here."""
        if not stored:
            await database(self.writer.run(self.store.create_game, row))
        session = self._session(row)
        session.epoch = row.owner_epoch if self.fencing else None
        if await self._claim(row.id):  # else an instance holding a game of the same lock key
            self.sessions[row.id] = session  # takes it when asked (a new epoch)
            self.kick(session)
        return session

    def _session(self, row: GameRow) -> GameSession:
        session = new_session(row, self.clock)
        session.undo_limit = self.settings.undos_per_decision
        return session

    async def rematch(self, session: GameSession, token: str | None) -> str:
        """The game its seats play next, one for all of them (server/games/rematch.py)."""
        return await self.rematches.ask(session, token)

    async def _claim(self, game_id: str) -> bool:
        try:
            return await self.owner.claim(game_id)
        except Exception as exc:
            log.error("claiming game %s failed: %s", game_id, exc)
            raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc

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
            restored = restore_game(self._session, row, self.store.entries(row.id), self.clock)
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
            if not await self._claim(game_id):
                raise ApiError("game_elsewhere", Msg("server-error-game-elsewhere", game=game_id))
            if self.fencing:  # the next owner epoch: the previous owner can write no more
                epoch = await database(
                    self.writer.run(self.store.take, game_id, self.owner.instance)
                )
        # read after the claim (and the epoch): the previous owner's last commit is in the log.
        # After a write of unknown outcome, read on the writer's thread, after that write ended.
        if game_id in self.uncertain:
            entries = await database(self.writer.run(self.store.entries, game_id))
            self.uncertain.discard(game_id)
        else:
            entries = await database(asyncio.to_thread(self.store.entries, game_id))
        restored = await asyncio.to_thread(restore_game, self._session, row, entries, self.clock)
        if isinstance(restored, Unresumable):  # kept as it is: its record is still served
            self.unresumable[game_id] = restored
            if row.status == "active":
                self._release(game_id)
            raise NotResumable(restored, stored_record(row, entries))
        session = restored
        session.epoch = epoch
        if session.status() != "active":
            self._keep_finished(session)
            if session.state.is_terminal() and row.status == "active":
                self._finishing(session)
        else:
            self.sessions[game_id] = session
            self.kick(session)
            self.mail_turn(session)  # (its last owner may have died before writing it)
        return session

    def _retire_if_idle(self, session: GameSession) -> None:
        """A finished (or abandoned) game nobody watches leaves the games in play: a long-running
        server does not keep every game it ever served. It joins the cache of recent ones."""
        if (
            session.status() != "active"
            and not session.subscribers
            and self.sessions.get(session.id) is session
        ):
            del self.sessions[session.id]
            self._keep_finished(session)
            self._release(session.id)

    def _release(self, game_id: str) -> None:
        if isinstance(self.owner, Alone):
            return
        task = asyncio.create_task(self.owner.release(game_id))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

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

    def _fenced(self, session: GameSession) -> ApiError:
        """A write was refused: another instance took the game. Dropped at once."""
        log.warning(
            "game %s: fenced (epoch %s is no longer the game's): dropped", session.id, session.epoch
        )
        self.lost(session.id, "another instance took it (a write was fenced)")
        self._release(session.id)
        return ApiError("game_elsewhere", Msg("server-error-game-moved", game=session.id))

    def _uncertain(self, session: GameSession, exc: Exception) -> ApiError:
        """A write whose outcome is unknown (the writer did not answer in time): the game leaves
        memory and is read back from its log when next asked for."""
        log.error("game %s: %s: dropped, to be read back from the log", session.id, exc)
        self.uncertain.add(session.id)
        self.lost(session.id, f"a write timed out: {exc}")
        self._release(session.id)
        return ApiError("storage_unavailable", Msg("server-error-storage-uncertain"))

    def _keep_finished(self, session: GameSession) -> None:
        self.finished[session.id] = session
        self.finished.move_to_end(session.id)
        while len(self.finished) > self.settings.finished_kept:
            self.finished.popitem(last=False)

    async def start_owning(self) -> None:
        """Several instances: begin to hold games (before `start`)."""
        await self.owner.start(self.lost)

    def start(self) -> None:
        self.writer.start()
        for session in list(self.sessions.values()):
            if session.state.is_terminal():  # its last steps were stored, its result was not
                self._finishing(session)
            self.kick(session)
            self.mail_turn(session)  # a turn mail its last change should have written (a crash)
        if self.outbox:
            self.outbox.start()
        self.supervisor.start()
        self._spawn(self.reviews.resume())

    def run_later(self, work: Coroutine[Any, Any, Any]) -> None:
        """Work a request starts and does not wait for (a mail): kept until it ends; a failure
        is logged, never raised."""

        async def logged() -> None:
            try:
                await work
            except Exception as exc:
                log.warning("background work failed: %s: %s", type(exc).__name__, exc)

        self._spawn(logged())

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Background work the server keeps a reference to until it ends."""
        task = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def stop(self) -> None:
        self.supervisor.stop()
        self.reviews.stop()
        await self.owner.stop()
        for session in self.sessions.values():
            if session.advancing:
                session.advancing.cancel()
        await self.writer.stop()
        if self.outbox:
            await self.outbox.stop()

    # ---- acting ---------------------------------------------------------------------------------
    def _playable(self, session: GameSession) -> None:
        if session.dropped:
            raise ApiError("game_elsewhere", Msg("server-error-game-moved", game=session.id))
        if session.abandoned:
            raise ApiError("game_abandoned", Msg("server-error-abandoned"))

    async def submit(
        self,
        session: GameSession,
        token: str | None,
        version: Any,
        text: Any,
        claimed: Any = None,
        player: str | None = None,
    ) -> None:
        """`player`: the browser's claims.PLAYER_COOKIE (issue 54: who may claim the seat late)."""
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-spectator-act"))
        if claimed is not None and claimed != seat:
            raise ApiError(
                "forbidden", Msg("server-error-wrong-seat", seat=seat, claimed=str(claimed))
            )
        if not isinstance(version, int) or isinstance(version, bool):
            raise ApiError("invalid_request", Msg("server-error-version-required"))
        try:
            action = Action.from_json(text)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        async with session.lock:
            self._playable(session)
            session.check_person(seat)
            if version != session.version:
                raise ApiError(
                    "stale_version",
                    Msg("server-error-stale-version", seen=str(version), now=session.version),
                )
            try:
                session.state.check(action, seat)
            except MasterbuildersError as exc:
                raise from_engine(exc) from exc
            spent = session.spent_now() if session.clock else None
            seats = claims.marked(session.seats, seat, player)  # the browser that played it
            await self._commit(session, action, seat, spent, seats=seats)
        self.kick(session)

    async def undo(self, session: GameSession, token: str | None, version: Any) -> None:
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-spectator-undo"))
        async with session.lock:
            self._playable(session)
            session.check_person(seat)
            if version != session.version:
                raise ApiError(
                    "stale_version",
                    Msg("server-error-stale-version", seen=str(version), now=session.version),
                )
            refusal = session.undo_refusal(seat)
            if refusal is not None:
                raise ApiError("undo_not_allowed", refusal)
            await self._store(session, [(session.version, "undo", "1", seat, None)])
            session.match.undo(seat)
            session.undone(seat)
            session.version += 1
            # the seat decides again, on its clock as it was before the undo: the time it spent
            # since its last decision is not given back (not `decided()`)
            session.last_activity = self.clock.time()
        self.notify(session)

    async def new_token(self, session: GameSession, seat: int, name: str) -> str:
        """A new token for the seat, which is `name`'s from now on, and its old one stops
        working (an account claimed the seat: whoever else kept the old link decides nothing for
        it; everyone sees the account's name on it). Returns the new token."""
        token = secrets.token_urlsafe(24)
        async with session.lock:
            self._playable(session)
            seats = [dict(s) for s in session.seats]
            seats[seat]["token_hash"] = token_hash(token)
            seats[seat]["name"] = name
            await self._store(session, [], seats)
            session.set_seats(seats)
        return token

    async def leave(self, session: GameSession, token: str | None, level: Any) -> None:
        """Hand the seat to a bot (a player who leaves)."""
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-spectator-leave"))
        level = level or "medium"
        offered = self.bot_levels(session.match.game, session.num_players)
        if level not in offered:
            raise ApiError("invalid_request", Msg("server-error-level", levels=", ".join(offered)))
        if session.state.is_terminal():
            raise ApiError("game_over", Msg("server-error-leave-over"))
        async with session.lock:
            self._playable(session)
            session.check_person(seat)
            if sum(not session.is_bot(i) for i in range(session.num_players)) == 1:
                # the last person leaves: a game of bots only
                self.creation.admit_bots_only(session)
            await self._hand_over(session, seat, level, None, [])
        self.kick(session)

    async def _hand_over(
        self,
        session: GameSession,
        seat: int,
        level: str,
        spent: float | None,
        notices: list[str],
        timed_out: bool = False,
    ) -> None:
        """A bot plays `seat` from now on (its player left, or its time ran out): the seats and
        the log's entry about it (with what the seat's clock was charged) in one transaction
        (the caller holds the game's lock)."""
        seats = [dict(s) for s in session.seats]
        # how many decisions its player made (ratings: a seat never played by its player is not
        # rated, one left after playing counts as last; server/ratings.py)
        own = sum(1 for step in session.match.steps if step.actor == seat)
        seats[seat].update(kind="bot", level=level, own_moves=own)
        if timed_out:
            seats[seat]["timed_out"] = True
        version = session.version
        rows: list[Row] = [(version + i, "notice", t, seat, None) for i, t in enumerate(notices)]
        change = {"seat": seat, "level": level, **({"timed_out": True} if timed_out else {})}
        rows.append((version + len(rows), "seat", json.dumps(change), seat, spent))
        await self._store(session, rows, seats)
        session.notices += [(v, text) for v, _, text, _, _ in rows[:-1]]
        session.set_seats(seats)
        session.version += len(rows)
        if spent:
            session.clock_used[seat] += session.charge(spent)
        session.decided()
        self.notify(session)

    async def hint(self, session: GameSession, token: str | None) -> list[Any]:
        """Hints for the seat to move, within its share (server/games/hints.py)."""
        return await self.hints.ask(session, token)

    async def _store(
        self, session: GameSession, rows: list[Row], seats: list[dict[str, Any]] | None = None
    ) -> None:
        """Append rows (with `seats`: the game's new seats in the same transaction), retried with
        backoff for at most `submit_retry_seconds`; then 503 storage_unavailable, nothing stored
        or applied (automatic moves try again later, outside the game's lock). A taken index is
        a stale submission (409), never retried. A fenced write (another instance took the game)
        drops the game here at once (404 game_elsewhere: the client reconnects to the new
        owner); a write the writer did not confirm in time drops it too (503), to be read back."""
        delay, longest = BACKOFF
        deadline = time.monotonic() + self.settings.submit_retry_seconds
        while True:
            try:
                if seats is None:
                    await self.writer.append(session.id, rows, session.epoch)
                else:
                    work = self.writer.run(
                        self.store.change_seats, session.id, seats, rows, session.epoch
                    )
                    try:
                        await asyncio.wait_for(work, self.writer.timeout)
                    except TimeoutError as exc:
                        raise AppendTimeout("the database writer did not answer in time") from exc
                if session.trouble is not None:
                    log.warning("game %s: storage works again", session.id)
                    session.trouble = None
                return
            except ConflictError as exc:
                raise ApiError(
                    "stale_version", Msg("server-error-stored-first", version=session.version)
                ) from exc
            except FencedError as exc:
                raise self._fenced(session) from exc
            except AppendTimeout as exc:
                raise self._uncertain(session, exc) from exc
            except Exception as exc:  # the database failed: nothing was stored
                self._troubled(session, f"storage: {type(exc).__name__}: {exc}")
                if time.monotonic() + delay > deadline:
                    raise ApiError("storage_unavailable", Msg("server-error-not-saved")) from exc
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    def _troubled(self, session: GameSession, error: str) -> None:
        if session.trouble is None:
            session.trouble = Trouble(self.clock.time(), error[:300])
            log.error("game %s: progress held up: %s", session.id, error)
        else:
            session.trouble.attempts += 1
            session.trouble.error = error[:300]

    async def _commit(
        self,
        session: GameSession,
        action: Action,
        seat: int | None,
        spent: float | None,
        notices: list[str] | None = None,
        seats: list[dict[str, Any]] | None = None,
    ) -> None:
        """Store, then apply (the caller holds the lock). Nothing is applied that is not stored.
        The chance draws that follow at once are stored in the same transaction, and so are the
        notices announced with the step and the game's new `seats`, if any."""
        trial = session.match.clone()
        trial.apply(action, seat)
        batch: list[tuple[Action, int | None]] = [(action, seat)]
        batch += [(draw, None) for draw in trial.advance_chance()]
        version = session.version
        said = [(version + i, "notice", text, seat, None) for i, text in enumerate(notices or [])]
        start = version + len(said)
        rows = said + [
            (start + i, "action", str(a), s, spent if i == 0 else None)
            for i, (a, s) in enumerate(batch)
        ]
        await self._store(session, rows, seats)
        if seats is not None:
            session.set_seats(seats)
        session.notices += [(v, text) for v, _, text, _, _ in said]
        session.match = trial
        session.version += len(rows)
        if seat is not None and spent:
            session.clock_used[seat] += session.charge(spent)
        session.decided()
        self.notify(session)
        if session.state.is_terminal():
            self._finishing(session)

    def _finishing(self, session: GameSession) -> None:
        """A game over: its result is written (retried with backoff until it is; its steps are
        stored already, so a restart meanwhile finishes it again), with a person's seat in it its
        review is begun in the same transaction and computed from here, then it may leave
        memory."""

        async def finish() -> None:
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
                    self._fenced(session)
                    return
                except Exception as exc:
                    self._troubled(session, f"storage: {type(exc).__name__}: {exc}")
                    await asyncio.sleep(delay)
                    delay = min(longest, delay * 2)
            session.trouble = None
            session.mark("finished")
            if reviewed:  # its review was begun with the result: computed from here
                self._spawn(self.reviews.after_end(session, indices))
            self._retire_if_idle(session)

        task = asyncio.create_task(finish())
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # ---- automatic moves ------------------------------------------------------------------------
    def kick(self, session: GameSession) -> None:
        """Make sure chance and bots move until a human must decide (server/games/automatic.py)."""
        self.automatic.kick(session)

    def _abandoned(self, session: GameSession) -> None:
        """The supervisor abandoned an idle game (stored so already): it stops and may leave."""
        session.mark("abandoned")
        if session.advancing:
            session.advancing.cancel()
        self.abandoned += 1
        self.notify(session)
        self._retire_if_idle(session)

    def health(self) -> Health:
        """What an operator needs at a glance (server/games/health.py)."""
        return health(
            instance=self.owner.instance,
            now=self.clock.time(),
            sessions=list(self.sessions.values()),
            finished_cached=len(self.finished),
            abandoned=self.abandoned,
            unresumable=report(self.unresumable.values()),
            lost=self.lost_games,
            losses=self.losses,
            writer=self.writer,
            reviews=self.reviews.health(),
            bots=self.bots,
        )

    # ---- subscribers ----------------------------------------------------------------------------
    def subscribe(self, session: GameSession, seat: int | None, lang: str = DEFAULT) -> Subscriber:
        sub = Subscriber(seat, lang)
        session.subscribers.append(sub)
        sub.wake.set()
        return sub

    def unsubscribe(self, session: GameSession, sub: Subscriber) -> None:
        if sub in session.subscribers:
            session.subscribers.remove(sub)
        self._retire_if_idle(session)

    def bot_levels(self, game: str, players: int) -> tuple[str, ...]:
        """The bot levels a seat of `game` for `players` may have (server/games/creation.py)."""
        return bot_levels(self.policies, game, players)

    def agent_spec(self, level: str, game: str, players: int) -> str:
        """The agent that plays a bot seat of `level` (server/games/creation.py)."""
        return agent_spec(self.policies, level, game, players)

    def notify(self, session: GameSession) -> None:
        for sub in session.subscribers:
            sub.wake.set()
        self.mail_turn(session)

    def mail_turn(self, session: GameSession) -> None:
        """A change of the game, or a new game's seats given to their accounts: a turn come to a
        person's seat may be mailed (server/mail.py)."""
        session.mail_again = False
        if self.turn_mails:
            self.turn_mails.notice(session)
