"""All games of the server: creation within limits, restore, the one way a step is committed (store,
then apply), automatic moves (chance, bots, clocks that ran out) that survive a failing database or
bot pool, and a supervisor under which no game can stay stuck.

Every game always makes progress or says why: a failed write of an automatic move is retried with
backoff and shown as the game's `trouble` (health lists such games) until it passes; the
supervisor re-arms any game whose automatic moves are due and not running, whatever stopped them;
a player's own action is retried briefly, then refused with 503 (nothing applied)."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from masterbuilders.ai.agents import LEVELS
from masterbuilders.engine import (
    TERMINAL,
    Action,
    MasterbuildersError,
    Match,
    commitment,
    game_names,
    get_game,
    new_seed,
    parse_action,
)
from masterbuilders.server.bots import BotPool
from masterbuilders.server.errors import ApiError, from_engine
from masterbuilders.server.limits import Buckets, clean_name
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.session import GameSession, Subscriber, Trouble, token_hash
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import ConflictError, Entry, GameRow, Row, Store
from masterbuilders.server.writer import Writer

BOT_LEVELS = ("random", *LEVELS)
TIMEOUT_LEVEL = "easy"
"""Who moves for a human seat whose time bank is empty."""
SUPERVISE_SECONDS = 0.2
"""How often the supervisor looks at every game (clocks that ran out, automatic moves due)."""
SWEEP_SECONDS = 2.0
"""With several instances: how often the supervisor looks for games in play that no instance
holds (their instance died and nobody asked about them since) and takes them over."""
BACKOFF = (0.05, 5.0)
"""First and longest pause between retries of a failed write."""
log = logging.getLogger("masterbuilders.server")


class Manager:
    """All sessions of the server, their persistence and their automatic moves."""

    def __init__(
        self,
        store: Store,
        bots: BotPool,
        settings: Settings | None = None,
        owner: Ownership | None = None,
    ) -> None:
        self.settings = settings or Settings()
        self.owner: Ownership = owner or Alone()
        """Which games this instance may commit to (server/ownership.py)."""
        self.store = store
        self.bots = bots
        self.writer = Writer(store)
        self.sessions: dict[str, GameSession] = {}
        """Games in play, and finished ones somebody still watches."""
        self.finished: OrderedDict[str, GameSession] = OrderedDict()
        """Finished games nobody watches, least recently used first (at most `finished_kept`)."""
        self.creations = Buckets(self.settings.creations_per_minute)
        self.hints = Buckets(self.settings.hints_per_minute)
        self.hints_pending: set[tuple[str, int]] = set()
        self.abandoned = 0
        self._supervisor: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[None]] = set()

    # ---- creation and restore -------------------------------------------------------------------
    async def create(
        self, body: dict[str, Any], client: str = ""
    ) -> tuple[GameSession, list[str | None]]:
        game = body.get("game")
        if not isinstance(game, str):
            raise ApiError(
                "invalid_request", f"field 'game' is required: one of {', '.join(game_names())}"
            )
        try:
            spec = get_game(game)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        seats_in = body.get("seats")
        players = body.get("players", len(seats_in) if isinstance(seats_in, list) else None)
        if not isinstance(players, int) or isinstance(players, bool):
            raise ApiError("invalid_request", "field 'players' must be an integer")
        if not spec.min_players <= players <= spec.max_players:
            raise ApiError(
                "invalid_options",
                f"{spec.title} is played by {spec.min_players} to {spec.max_players} players, not {players}",
            )
        if seats_in is None:
            seats_in = [{"kind": "human"}] + [{"kind": "bot", "level": "medium"}] * (players - 1)
        if not isinstance(seats_in, list) or len(seats_in) != players:
            raise ApiError("invalid_request", f"field 'seats' must list {players} seats")
        seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i, seat in enumerate(seats_in):
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
                raise ApiError("invalid_request", f"seat {i}: 'kind' must be 'human' or 'bot'")
            fallback = f"Player {i + 1}" if seat["kind"] == "human" else f"Bot {i + 1}"
            name = clean_name(seat.get("name") or "", fallback)
            if seat["kind"] == "bot":
                level = seat.get("level", "medium")
                if level not in BOT_LEVELS:
                    raise ApiError(
                        "invalid_request",
                        f"seat {i}: bot 'level' must be one of {', '.join(BOT_LEVELS)}",
                    )
                seats.append({"kind": "bot", "level": level, "name": name, "token_hash": None})
                tokens.append(None)
            else:
                token = secrets.token_urlsafe(18)
                seats.append(
                    {"kind": "human", "level": None, "name": name, "token_hash": token_hash(token)}
                )
                tokens.append(token)
        practice = body.get("practice", False)
        if not isinstance(practice, bool):
            raise ApiError("invalid_request", "field 'practice' must be true or false")
        seed = body.get("seed")
        if seed is not None and not practice:
            raise ApiError(
                "invalid_request",
                "a chosen 'seed' makes chance known in advance: only a practice game "
                "('practice': true) takes one",
            )
        if seed is None:
            seed = new_seed()
        elif (
            not isinstance(seed, (int, str))
            or isinstance(seed, bool)
            or not 0 < len(str(seed)) <= 80
        ):
            raise ApiError(
                "invalid_request", "field 'seed' must be an integer or text of 1..80 characters"
            )
        clock = body.get("clock")
        if clock is not None:
            secs = clock.get("seconds") if isinstance(clock, dict) else None
            if (
                not isinstance(secs, (int, float))
                or isinstance(secs, bool)
                or not 1 <= secs <= 86400
            ):
                raise ApiError(
                    "invalid_request",
                    "field 'clock.seconds' must be a time bank of 1..86400 seconds",
                )
            clock = {"seconds": float(secs)}
        self._admit(client, any(s["kind"] == "human" for s in seats))
        game_id = secrets.token_hex(6)
        row = GameRow(
            id=game_id,
            game=game,
            num_players=players,
            options={},
            seed=0,
            secret=str(seed),
            commitment=commitment(str(seed)),
            practice=practice,
            seats=seats,
            clock=clock,
            status="active",
            result=None,
            created=time.time(),
            finished=None,
        )
        await self.writer.run(self.store.create_game, row)
        session = GameSession(row=row, match=_match(row), clock_used=[0.0] * players)
        if await self._claim(row.id):  # else an instance holding a game of the same lock key
            self.sessions[row.id] = session  # takes it when asked
            self.kick(session)
        return session, tokens

    async def _claim(self, game_id: str) -> bool:
        try:
            return await self.owner.claim(game_id)
        except Exception as exc:
            log.error("claiming game %s failed: %s", game_id, exc)
            raise ApiError(
                "storage_unavailable", "the database does not answer: try again shortly"
            ) from exc

    def _admit(self, client: str, with_people: bool) -> None:
        """The limits on creation: per client, games in play, games of bots only."""
        if not self.creations.take(client or "unknown"):
            raise ApiError(
                "rate_limited",
                f"at most {self.settings.creations_per_minute:g} new games per minute from one "
                "client: try again shortly",
            )
        active = [s for s in self.sessions.values() if s.status() == "active"]
        if len(active) >= self.settings.max_active_games:
            raise ApiError(
                "server_full",
                f"the server plays {len(active)} games, its limit: try again later",
            )
        if not with_people:
            bots_only = sum(1 for s in active if not s.has_humans())
            if bots_only >= self.settings.max_bot_games:
                raise ApiError(
                    "too_many_bot_games",
                    f"{bots_only} games of bots only are in play, the limit: watch one of them, "
                    "or seat a person",
                )

    def restore(self) -> int:
        """Rebuild every unfinished game from its entries (at start-up); games idle for longer
        than the settings allow are abandoned instead, without being read."""
        last = self.store.last_activity("active")
        idle_since = time.time() - self.settings.idle_hours * 3600
        stale = [gid for gid, t in last.items() if t < idle_since]
        self.store.abandon(stale)
        self.abandoned += len(stale)
        fresh = [gid for gid, t in last.items() if t >= idle_since]
        for row in self.store.games_by_id(fresh):
            self.sessions[row.id] = self._rebuild(row, self.store.entries(row.id))
        return len(fresh)

    def _rebuild(self, row: GameRow, entries: Iterable[Entry]) -> GameSession:
        session = GameSession(row=row, match=_match(row), clock_used=[0.0] * row.num_players)
        match = session.match
        last = row.created
        for e in entries:
            if e.kind == "action":
                match.apply_trusted(parse_action(e.text))
                if e.seat is not None and e.spent:
                    session.clock_used[e.seat] += e.spent
            elif e.kind == "undo":
                for _ in range(int(e.text)):
                    match.undo(e.seat if e.seat is not None else -1)
            elif e.kind == "notice":
                session.notices.append((e.idx, e.text))
            session.version = e.idx + 1
            last = e.created or last
        # the pending decision has been running since the last stored entry: a restart charges it
        session.decision_since = time.monotonic() - max(0.0, time.time() - last)
        session.last_activity = last
        return session

    async def load(self, game_id: str) -> GameSession:
        """A game in memory, or one loaded from storage (finished, abandoned, or in play but
        started by another server process)."""
        session = self.sessions.get(game_id) or self.finished.get(game_id)
        if session is not None:
            if game_id in self.finished:
                self.finished.move_to_end(game_id)
            return session
        row = await asyncio.to_thread(self.store.game, game_id)
        if row is None:
            raise ApiError("not_found", f"no game {game_id!r}")
        if row.status == "active" and not await self._claim(game_id):
            raise ApiError(
                "game_elsewhere", f"game {game_id} is played on another instance: try again"
            )
        # read after the claim: the previous owner committed its last entry before it let go
        entries = await asyncio.to_thread(self.store.entries, game_id)
        session = self.sessions.get(game_id) or self.finished.get(game_id)  # loaded meanwhile
        if session is None:
            session = self._rebuild(row, entries)
            if session.status() != "active":
                self._keep_finished(session)
                if session.state.is_terminal() and row.status == "active":
                    self._finishing(session)
            else:
                self.sessions[game_id] = session
                self.kick(session)
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

    def lost(self, game_id: str | None) -> None:
        """The instance no longer holds this game (None: any game): it leaves memory unplayed,
        its connections are closed so that their clients reconnect to its new owner."""
        for session in [s for s in self.sessions.values() if game_id in (None, s.id)]:
            del self.sessions[session.id]
            session.dropped = True
            if session.advancing:
                session.advancing.cancel()
            self.notify(session)

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
        self._supervisor = asyncio.create_task(self._supervise())

    async def stop(self) -> None:
        if self._supervisor:
            self._supervisor.cancel()
        await self.owner.stop()
        for session in self.sessions.values():
            if session.advancing:
                session.advancing.cancel()
        await self.writer.stop()

    # ---- acting ---------------------------------------------------------------------------------
    def _playable(self, session: GameSession) -> None:
        if session.dropped:
            raise ApiError(
                "game_elsewhere", f"game {session.id} moved to another instance: reconnect"
            )
        if session.abandoned:
            raise ApiError(
                "game_abandoned", "this game was abandoned after a long time without a move"
            )

    async def submit(
        self, session: GameSession, token: str | None, version: Any, text: Any, claimed: Any = None
    ) -> None:
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", "spectators cannot act: use a seat's join link")
        if claimed is not None and claimed != seat:
            raise ApiError("forbidden", f"your token is for seat {seat}, not seat {claimed}")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ApiError(
                "invalid_request", "field 'version' (the state version you saw) is required"
            )
        try:
            action = Action.from_json(text)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        async with session.lock:
            self._playable(session)
            if version != session.version:
                raise ApiError(
                    "stale_version",
                    f"you saw version {version}, the game is at {session.version}: reload",
                )
            if session.is_bot(seat):
                raise ApiError("forbidden", f"seat {seat} is played by a bot now")
            try:
                session.state.check(action, seat)
            except MasterbuildersError as exc:
                raise from_engine(exc) from exc
            spent = session.spent_now() if session.clock else None
            await self._commit(session, action, seat, spent)
        self.kick(session)

    async def undo(self, session: GameSession, token: str | None, version: Any) -> None:
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", "spectators cannot undo")
        async with session.lock:
            self._playable(session)
            if version != session.version:
                raise ApiError(
                    "stale_version",
                    f"you saw version {version}, the game is at {session.version}: reload",
                )
            refusal = session.match.undo_refusal(seat)
            if refusal is not None:
                raise ApiError("undo_not_allowed", refusal)
            await self._store(session, [(session.version, "undo", "1", seat, None)])
            session.match.undo(seat)
            session.version += 1
            session.decided()
        self.notify(session)

    async def leave(self, session: GameSession, token: str | None, level: Any) -> None:
        """Hand the seat to a bot (a player who leaves)."""
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", "spectators hold no seat")
        level = level or "medium"
        if level not in BOT_LEVELS:
            raise ApiError("invalid_request", f"'level' must be one of {', '.join(BOT_LEVELS)}")
        if session.state.is_terminal():
            raise ApiError("game_over", "the game is over: there is no turn left to hand to a bot")
        async with session.lock:
            self._playable(session)
            seats = [dict(s) for s in session.seats]
            seats[seat].update(kind="bot", level=level)
            await self.writer.run(self.store.update_seats, session.id, seats)
            change = json.dumps({"seat": seat, "level": level})
            await self._store(session, [(session.version, "seat", change, seat, None)])
            session.set_seats(seats)
            session.version += 1
        self.notify(session)
        self.kick(session)

    async def hint(self, session: GameSession, token: str | None) -> list[Any]:
        """Hints for the seat to move, within its share: one at a time, so many per minute."""
        seat = session.seat_of(token)
        if seat is None or session.state.current_player() != seat:
            raise ApiError("forbidden", "a hint is for the seat that must decide now")
        key = (session.id, seat)
        if key in self.hints_pending:
            raise ApiError("hint_pending", "your last hint is still being worked out")
        if not self.hints.take(f"{session.id}:{seat}"):
            raise ApiError(
                "rate_limited",
                f"at most {self.settings.hints_per_minute:g} hints per minute for one seat",
            )
        self.hints_pending.add(key)
        try:
            state = session.state.clone()
            seed = session.match.agent_seed(seat) ^ session.version
            return await self.bots.hint(session.id, state, seat, seed)
        finally:
            self.hints_pending.discard(key)

    async def _store(self, session: GameSession, rows: list[Row]) -> None:
        """Append rows, retried with backoff for at most `submit_retry_seconds`; then 503
        storage_unavailable, nothing stored or applied (automatic moves try again later, outside
        the game's lock). A taken index is a stale submission (409), never retried."""
        delay, longest = BACKOFF
        deadline = time.monotonic() + self.settings.submit_retry_seconds
        while True:
            try:
                await self.writer.append(session.id, rows)
                if session.trouble is not None:
                    log.warning("game %s: storage works again", session.id)
                    session.trouble = None
                return
            except ConflictError as exc:
                raise ApiError(
                    "stale_version",
                    f"another step was stored as version {session.version} first: reload",
                ) from exc
            except Exception as exc:  # the database failed: nothing was stored
                self._troubled(session, f"storage: {type(exc).__name__}: {exc}")
                if time.monotonic() + delay > deadline:
                    raise ApiError(
                        "storage_unavailable",
                        "the game could not be saved just now, so your action was not taken: "
                        "try again in a moment",
                    ) from exc
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    def _troubled(self, session: GameSession, error: str) -> None:
        if session.trouble is None:
            session.trouble = Trouble(time.time(), error[:300])
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
    ) -> None:
        """Store, then apply (the caller holds the lock). Nothing is applied that is not stored.
        The chance draws that follow at once are stored in the same transaction, and so are the
        notices announced with the step."""
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
        await self._store(session, rows)
        session.notices += [(v, text) for v, _, text, _, _ in said]
        session.match = trial
        session.version += len(rows)
        if seat is not None and spent:
            session.clock_used[seat] += spent
        session.decided()
        self.notify(session)
        if session.state.is_terminal():
            self._finishing(session)

    def _finishing(self, session: GameSession) -> None:
        """A game over: its result is written (retried with backoff until it is; its steps are
        stored already, so a restart meanwhile finishes it again), then it may leave memory."""

        async def finish() -> None:
            delay, longest = BACKOFF
            result = session.state.result().to_json()
            while True:
                try:
                    await self.writer.run(self.store.finish, session.id, result)
                    break
                except Exception as exc:
                    self._troubled(session, f"storage: {type(exc).__name__}: {exc}")
                    await asyncio.sleep(delay)
                    delay = min(longest, delay * 2)
            session.trouble = None
            session.mark("finished")
            self._retire_if_idle(session)

        task = asyncio.create_task(finish())
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # ---- automatic moves ------------------------------------------------------------------------
    def kick(self, session: GameSession) -> None:
        """Make sure chance and bots move until a human must decide. When a human is to decide
        already (and nobody holds the lock), that is settled here without starting a task."""
        if session.advancing is None or session.advancing.done():
            if not session.lock.locked() and not _automatic_due(session):
                return
            session.advancing = asyncio.create_task(self._advance(session))
            session.advancing.add_done_callback(self._advance_ended(session))

    def _advance_ended(self, session: GameSession) -> Any:
        def ended(task: asyncio.Task[None]) -> None:
            if task.cancelled() or task.exception() is None:
                return
            exc = task.exception()
            self._troubled(session, f"automatic moves stopped: {type(exc).__name__}: {exc}")
            log.error("game %s: automatic moves stopped", session.id, exc_info=exc)

        return ended

    async def _advance(self, session: GameSession) -> None:
        """Automatic moves until a person must decide: chance draws and bots' moves (a bot also
        moves for a person whose time ran out, announced once). A failed write or a failed bot
        pool holds the game up, never stops it: it is tried again after a pause that grows, the
        game's lock released meanwhile."""
        delay, longest = BACKOFF
        computed: tuple[int, str] | None = None  # (version, move) not stored yet
        while True:
            try:
                async with session.lock:
                    if session.abandoned:
                        return
                    state = session.state
                    player = state.current_player()
                    if player == TERMINAL:
                        return
                    if state.is_chance():
                        await self._commit(session, session.match.draw_chance(), None, None)
                        delay = BACKOFF[0]
                        continue
                    if not _automatic_due(session):
                        return
                    timed_out = not session.is_bot(player)
                    version = session.version
                    if computed is not None and computed[0] == version:
                        await self._bot_commit(session, player, timed_out, computed[1])
                        computed = None
                        delay = BACKOFF[0]
                        continue
                    snapshot = state.clone()
                    level = TIMEOUT_LEVEL if timed_out else session.seats[player]["level"]
                    seed = session.match.agent_seed(player)
                    people = session.has_humans()
                text = await self.bots.move(session.id, people, snapshot, player, level, seed)
                computed = (version, text)
            except ApiError as exc:
                if exc.code != "storage_unavailable":
                    raise
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)
            except (OSError, RuntimeError, ValueError) as exc:  # the bot pool failed twice
                self._troubled(session, f"bots: {type(exc).__name__}: {exc}")
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    async def _bot_commit(
        self, session: GameSession, player: int, timed_out: bool, text: str
    ) -> None:
        """Store and apply a bot's move (the caller holds the lock and checked the version)."""
        notices = []
        head = _timeout_notice(session, player, "")
        if timed_out and not any(said.startswith(head) for _, said in session.notices):
            notices.append(_timeout_notice(session, player, TIMEOUT_LEVEL))
        spent = session.spent_now() if timed_out else None
        await self._commit(session, parse_action(text), player, spent, notices)

    async def _supervise(self) -> None:
        """Every game whose automatic moves are due has them running (a stuck game is
        impossible), clocks that ran out are acted on, idle games are abandoned."""
        idle_check = sweep = 0.0
        while True:
            await asyncio.sleep(SUPERVISE_SECONDS)
            if not isinstance(self.owner, Alone) and time.monotonic() > sweep:
                sweep = time.monotonic() + SWEEP_SECONDS
                await self._take_orphans()
            for session in list(self.sessions.values()):
                # a game whose lock is held is moving: its holder kicks it when done
                if not session.lock.locked():
                    self.kick(session)
            if time.monotonic() > idle_check:
                idle_check = time.monotonic() + 60
                await self._abandon_idle()

    async def _take_orphans(self) -> None:
        """Games in play that no instance holds are taken over (restored from the log)."""
        try:
            active = await asyncio.to_thread(self.store.last_activity, "active")
            free = await self.owner.free([g for g in active if g not in self.sessions])
        except Exception as exc:
            log.error("looking for games nobody holds failed: %s", exc)
            return
        for game_id in free:
            try:
                await self.load(game_id)
                log.info("instance %s took over game %s", self.owner.instance, game_id)
            except ApiError:
                continue  # another instance was quicker, or the database failed: next sweep

    async def _abandon_idle(self) -> None:
        cutoff = time.time() - self.settings.idle_hours * 3600
        stale = [
            s for s in self.sessions.values() if s.status() == "active" and s.last_activity < cutoff
        ]
        if not stale:
            return
        try:
            await self.writer.run(self.store.abandon, [s.id for s in stale])
        except Exception as exc:
            log.error("abandoning %d idle games failed: %s", len(stale), exc)
            return
        for session in stale:
            session.mark("abandoned")
            if session.advancing:
                session.advancing.cancel()
            self.abandoned += 1
            self.notify(session)
            self._retire_if_idle(session)

    def health(self) -> dict[str, Any]:
        """What an operator needs at a glance: games in play, those whose progress is held up
        and why, the bot pool."""
        troubled = [
            {
                "id": s.id,
                "since": s.trouble.since,
                "error": s.trouble.error,
                "attempts": s.trouble.attempts,
            }
            for s in self.sessions.values()
            if s.trouble is not None
        ]
        return {
            "instance": self.owner.instance,
            "games_in_memory": len(self.sessions),
            "active": sum(1 for s in self.sessions.values() if s.status() == "active"),
            "finished_cached": len(self.finished),
            "abandoned_since_start": self.abandoned,
            "degraded": troubled,
            "bots": {
                "workers": self.bots.workers,
                "running": self.bots.running,
                "waiting": self.bots.waiting(),
                "rebuilds": self.bots.rebuilds,
            },
        }

    # ---- subscribers ----------------------------------------------------------------------------
    def subscribe(self, session: GameSession, seat: int | None) -> Subscriber:
        sub = Subscriber(seat)
        session.subscribers.append(sub)
        sub.wake.set()
        return sub

    def unsubscribe(self, session: GameSession, sub: Subscriber) -> None:
        if sub in session.subscribers:
            session.subscribers.remove(sub)
        self._retire_if_idle(session)

    def notify(self, session: GameSession) -> None:
        for sub in session.subscribers:
            sub.wake.set()


def _automatic_due(session: GameSession) -> bool:
    """Whether the game's next step is for the server to take: a chance draw, a bot's move, or a
    move for a human seat whose time bank is empty."""
    state = session.state
    player = state.current_player()
    if player == TERMINAL or session.abandoned:
        return False
    if state.is_chance():
        return True
    return session.is_bot(player) or session.clock_left(player) == 0.0


def _timeout_notice(session: GameSession, seat: int, level: str) -> str:
    """What everyone is told when a seat's time runs out (its prefix identifies the seat)."""
    name = session.seats[seat].get("name") or f"seat {seat + 1}"
    head = f"Time ran out for {name} (seat {seat + 1})"
    return f"{head}: a bot ({level}) plays for them from now on" if level else head


def _match(row: GameRow) -> Match:
    """A new match for a stored game (its steps are replayed by the caller)."""
    return Match(row.game, row.num_players, row.chance_seed(), row.options, _public(row.seats))


def _public(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats as a game record keeps them: who played, never their tokens."""
    return [{k: v for k, v in s.items() if k != "token_hash"} for s in seats]
