"""All games of the server: creation within limits, restore, the one way a step is committed (store,
then apply), automatic moves (chance, bots, clocks that ran out) that survive a failing database or
bot pool, and a supervisor under which no game can stay stuck.

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

from masterbuilders.ai.agents import LEVELS
from masterbuilders.engine import (
    TERMINAL,
    Action,
    MasterbuildersError,
    commitment,
    game_names,
    get_game,
    new_seed,
    parse_action,
)
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT
from masterbuilders.server import claims
from masterbuilders.server.bots import BotPool
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import ApiError, from_engine
from masterbuilders.server.language import kept, level_said
from masterbuilders.server.limits import Buckets, clean_name
from masterbuilders.server.mail import TurnMails
from masterbuilders.server.outbox import Outbox
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ratings import bot_ratings, policy_ratings, rate_game
from masterbuilders.server.restore import (
    NotResumable,
    Unresumable,
    new_match,
    report,
    stored_record,
)
from masterbuilders.server.restore import restore as restore_game
from masterbuilders.server.reviews import Reviews
from masterbuilders.server.session import GameSession, Subscriber, Trouble, token_hash
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import (
    ConflictError,
    Epoch,
    FencedError,
    GameRow,
    Row,
    Store,
)
from masterbuilders.server.writer import AppendTimeout, Writer

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
STUCK_SECONDS = 30.0
"""A game whose automatic moves are due and made no step for this long is reported stuck."""
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
        self.creations = Buckets(self.settings.creations_per_minute)
        self.hints = Buckets(self.settings.hints_per_minute)
        self.hints_pending: set[tuple[str, int]] = set()
        self.reviews = Reviews(
            store, self.writer, bots, self.settings, clock, self.load, self._database
        )
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
        self.abandoned = 0
        self._supervisor: asyncio.Task[None] | None = None
        self._background: set[asyncio.Task[None]] = set()
        self._loading: dict[str, asyncio.Future[GameSession]] = {}
        self._recovery: asyncio.Task[None] | None = None
        self._bot_places: set[str] = set()
        """Games of bots only whose bots may move (`_bots_may_play`), recomputed when another
        asks."""
        """Games being read from the log: a second request waits for the first one's work."""
        self.uncertain: set[str] = set()
        """Games dropped after a write whose outcome is unknown (it timed out): read back on the
        writer's thread, after whatever it was still doing."""
        self.losses: deque[dict[str, Any]] = deque(maxlen=20)
        self.lost_games = 0
        """Games this instance lost to another (its lock connection failed, or a write was
        fenced): health reports them."""
        self.unresumable: dict[str, Unresumable] = {}
        """Stored games that cannot be resumed here (server/restore.py): health lists them."""

    @property
    def fencing(self) -> bool:
        """Several instances: every write of a game is fenced by its owner epoch."""
        return not isinstance(self.owner, Alone)

    # ---- creation and restore -------------------------------------------------------------------
    async def create(
        self, body: dict[str, Any], client: str = ""
    ) -> tuple[GameSession, list[str | None]]:
        game = body.get("game")
        if not isinstance(game, str):
            raise ApiError(
                "invalid_request",
                Msg("server-error-game-required", games=", ".join(game_names())),
            )
        try:
            spec = get_game(game)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        seats_in = body.get("seats")
        players = body.get("players", len(seats_in) if isinstance(seats_in, list) else None)
        if not isinstance(players, int) or isinstance(players, bool):
            raise ApiError("invalid_request", Msg("server-error-players-int"))
        if not spec.min_players <= players <= spec.max_players:
            raise ApiError(
                "invalid_options",
                Msg(
                    "server-error-player-count",
                    game=Msg(f"{spec.name}-title"),
                    min=spec.min_players,
                    max=spec.max_players,
                    n=players,
                ),
            )
        if seats_in is None:
            seats_in = [{"kind": "human"}] + [{"kind": "bot", "level": "medium"}] * (players - 1)
        if not isinstance(seats_in, list) or len(seats_in) != players:
            raise ApiError("invalid_request", Msg("server-error-seats-count", n=players))
        seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i, seat in enumerate(seats_in):
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
                raise ApiError("invalid_request", Msg("server-error-seat-kind", seat=i))
            # a seat nobody named has no name: each reader's page names it in their language
            # ("Player 2", "Spieler 2"), never the creator's
            name = clean_name(seat.get("name") or "", "") or None
            if seat["kind"] == "bot":
                level = seat.get("level", "medium")
                offered = self.bot_levels(game, players)
                if level not in offered:
                    raise ApiError(
                        "invalid_request",
                        Msg("server-error-seat-level", seat=i, levels=", ".join(offered)),
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
            raise ApiError("invalid_request", Msg("server-error-practice-bool"))
        seed = body.get("seed")
        if seed is not None and not practice:
            raise ApiError("invalid_request", Msg("server-error-seed-practice"))
        if seed is None:
            seed = new_seed()
        elif (
            not isinstance(seed, (int, str))
            or isinstance(seed, bool)
            or not 0 < len(str(seed)) <= 80
        ):
            raise ApiError("invalid_request", Msg("server-error-seed-form"))
        clock = _clock(body.get("clock"))
        self._admit(client, any(s["kind"] == "human" for s in seats))
        row = self._row(
            game,
            players,
            secret=str(seed),
            commitment=commitment(str(seed)),
            practice=practice,
            seats=seats,
            clock=clock,
        )
        session = await self._open(row)
        session.client = client  # (its review counts against the client: server/reviews.py)
        return session, tokens

    def _row(self, game: str, players: int, **fields: Any) -> GameRow:
        """A new game's row; with several instances, this one its first owner (epoch 1)."""
        return GameRow(
            id=secrets.token_hex(6),
            game=game,
            num_players=players,
            options={},
            seed=0,
            status="active",
            result=None,
            created=self.clock.time(),
            finished=None,
            rules=get_game(game).rules_version,
            owner_epoch=1 if self.fencing else 0,
            owner=self.owner.instance or None,
            **fields,
        )

    async def _open(self, row: GameRow, stored: bool = False) -> GameSession:
        """A new game stored (unless `stored` already) and in play here."""
        if not stored:
            await self._database(self.writer.run(self.store.create_game, row))
        session = self._session(row)
        session.epoch = row.owner_epoch if self.fencing else None
        if await self._claim(row.id):  # else an instance holding a game of the same lock key
            self.sessions[row.id] = session  # takes it when asked (a new epoch)
            self.kick(session)
        return session

    def _session(self, row: GameRow) -> GameSession:
        session = GameSession(
            row=row, match=new_match(row), clock_used=[0.0] * row.num_players, timer=self.clock
        )
        session.undo_limit = self.settings.undos_per_decision
        return session

    async def _database(self, work: Any) -> Any:
        """A write or read whose failure is the database's: 503 storage_unavailable."""
        try:
            return await work
        except ApiError:
            raise
        except Exception as exc:
            log.error("database: %s: %s", type(exc).__name__, exc)
            raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc

    async def rematch(self, session: GameSession, token: str | None) -> str:
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
        self._room_for(any(s["kind"] == "human" for s in seats))
        practice = bool(session.row.practice)
        seed = session.row.chance_seed() if practice else new_seed()
        row = self._row(
            session.row.game,
            session.num_players,
            secret=seed,
            commitment=commitment(seed),
            practice=practice,
            seats=seats,
            clock=session.row.clock,
        )
        chosen = await self._database(self.writer.run(self.store.create_rematch, session.id, row))
        session.row.rematch = chosen
        if chosen == row.id:
            await self._open(row, stored=True)
        self.notify(session)
        return str(chosen)

    async def _claim(self, game_id: str) -> bool:
        try:
            return await self.owner.claim(game_id)
        except Exception as exc:
            log.error("claiming game %s failed: %s", game_id, exc)
            raise ApiError("storage_unavailable", Msg("server-error-storage")) from exc

    def _admit(self, client: str, with_people: bool) -> None:
        """The limits on creation: per client, games in play, games of bots only."""
        if not self.creations.take(client or "unknown"):
            rate = f"{self.settings.creations_per_minute:g}"
            raise ApiError("rate_limited", Msg("server-error-creation-rate", rate=rate))
        self._room_for(with_people)

    def _room_for(self, with_people: bool) -> None:
        """Whether a new game fits: games in play, games of bots only (what a game is: one with
        no person in it, whether created so or left by its people, counts)."""
        active = [s for s in self.sessions.values() if s.status() == "active"]
        if len(active) >= self.settings.max_active_games:
            raise ApiError("server_full", Msg("server-error-server-full", n=len(active)))
        if not with_people:
            bots_only = sum(1 for s in active if not s.has_humans())
            if bots_only >= self.settings.max_bot_games:
                raise ApiError("too_many_bot_games", Msg("server-error-bot-games", n=bots_only))

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
        row = await self._database(asyncio.to_thread(self.store.game, game_id))
        if row is None:
            raise ApiError("not_found", Msg("server-error-no-such-game", game=repr(game_id)))
        epoch: Epoch = None
        if row.status == "active":
            if not await self._claim(game_id):
                raise ApiError("game_elsewhere", Msg("server-error-game-elsewhere", game=game_id))
            if self.fencing:  # the next owner epoch: the previous owner can write no more
                epoch = await self._database(
                    self.writer.run(self.store.take, game_id, self.owner.instance)
                )
        # read after the claim (and the epoch): the previous owner's last commit is in the log.
        # After a write of unknown outcome, read on the writer's thread, after that write ended.
        if game_id in self.uncertain:
            entries = await self._database(self.writer.run(self.store.entries, game_id))
            self.uncertain.discard(game_id)
        else:
            entries = await self._database(asyncio.to_thread(self.store.entries, game_id))
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
        self._supervisor = asyncio.create_task(self._supervise())
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
        if self._supervisor:
            self._supervisor.cancel()
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
                self._admit_bots_only(session)  # the last person leaves: a game of bots only
            await self._hand_over(session, seat, level, None, [])
        self.kick(session)

    def _admit_bots_only(self, session: GameSession) -> None:
        """A game about to become a game of bots only counts against their limit as a new one
        would (the limit is on what a game is, not on how it began)."""
        bots_only = sum(
            1
            for s in self.sessions.values()
            if s is not session and s.status() == "active" and not s.has_humans()
        )
        if bots_only >= self.settings.max_bot_games:
            raise ApiError("too_many_bot_games", Msg("server-error-last-person", n=bots_only))

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
        """Hints for the seat to move, within its share: one at a time, so many per minute."""
        seat = session.seat_of(token)
        if seat is None or session.state.current_player() != seat:
            raise ApiError("forbidden", Msg("server-error-hint-seat"))
        session.check_person(seat)
        if session.may_be_rated():
            raise ApiError("hints_off", Msg("server-error-hint-rated"))
        key = (session.id, seat)
        if key in self.hints_pending:
            raise ApiError("hint_pending", Msg("server-error-hint-pending"))
        if not self.hints.take(f"{session.id}:{seat}"):
            rate = f"{self.settings.hints_per_minute:g}"
            raise ApiError("rate_limited", Msg("server-error-hint-rate", rate=rate))
        self.hints_pending.add(key)
        try:
            state = session.state.clone()
            seed = session.match.agent_seed(seat) ^ session.version
            return await self.bots.hint(session.id, state, seat, seed)
        finally:
            self.hints_pending.discard(key)

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
                        await self._commit(session, session.match.draw_chance(), None, None)
                        delay = BACKOFF[0]
                        continue
                    if not _automatic_due(session):
                        return
                    if not session.is_bot(player):  # its time bank is empty
                        notice = _timeout_notice(session, player, TIMEOUT_LEVEL)
                        spent = session.spent_now()
                        await self._hand_over(
                            session, player, TIMEOUT_LEVEL, spent, [notice], timed_out=True
                        )
                        delay = BACKOFF[0]
                        continue
                    if not self._bots_may_play(session):
                        session.waiting = True
                        return
                    session.waiting = False
                    version = session.version
                    if computed is not None and computed[0] == version:
                        await self._commit(session, parse_action(computed[1]), player, None)
                        computed = None
                        delay = BACKOFF[0]
                        continue
                    snapshot = state.clone()
                    level = self.agent_spec(
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
                self._troubled(session, f"bots: {type(exc).__name__}: {exc}")
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    def _bots_may_play(self, session: GameSession) -> bool:
        """Whether the game's bots may move now: always with a person in it; a game of bots only
        (however it began: created so, left by its people, or their clocks ran out) only among
        the first `max_bot_games` of them to become so (the others wait, counted in health)."""
        if session.bots_since is None or session.has_humans():
            return True
        if session.id in self._bot_places:
            return True
        waiting = sorted(
            (s.bots_since, s.id)
            for s in self.sessions.values()
            if s.bots_since is not None and s.status() == "active" and not s.has_humans()
        )
        self._bot_places = {gid for _, gid in waiting[: self.settings.max_bot_games]}
        return session.id in self._bot_places

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
            and not _automatic_due(s)
            and not s.lock.locked()
        ]
        if not held:
            return
        try:
            await self.writer.run(self.store.ping)
        except Exception:
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
        and why (a failing database or bot pool; automatic moves due and no step for
        `STUCK_SECONDS`), games this instance lost to another, the writer, the bot pool."""
        now = self.clock.time()
        degraded = []
        for s in self.sessions.values():
            if s.trouble is not None:
                degraded.append(
                    {
                        "id": s.id,
                        "since": s.trouble.since,
                        "error": s.trouble.error,
                        "attempts": s.trouble.attempts,
                    }
                )
            elif (
                not s.waiting
                and _automatic_due(s)
                and now - s.last_activity > STUCK_SECONDS
                and s.status() == "active"
            ):
                degraded.append(
                    {
                        "id": s.id,
                        "since": s.last_activity,
                        "error": "stuck: automatic moves are due and none was made",
                        "attempts": 0,
                    }
                )
        if not self.writer.alive() and self.writer.task is not None:
            degraded.append(
                {"id": None, "since": now, "error": "the database writer stopped", "attempts": 0}
            )
        return {
            "instance": self.owner.instance,
            "games_in_memory": len(self.sessions),
            "active": sum(1 for s in self.sessions.values() if s.status() == "active"),
            "finished_cached": len(self.finished),
            "abandoned_since_start": self.abandoned,
            "degraded": degraded,
            "bot_games_waiting": sum(1 for s in self.sessions.values() if s.waiting),
            "unresumable": report(self.unresumable.values()),
            "ownership": {
                "lost_since_start": self.lost_games,
                "recent": list(self.losses),
            },
            "writer": {"alive": self.writer.alive(), "batches_failed": self.writer.batches_failed},
            **self.reviews.health(),
            "bots": {
                "workers": self.bots.workers,
                "review_workers": self.bots.review_workers,
                "running": self.bots.running,
                "waiting": self.bots.waiting(),
                "rebuilds": self.bots.rebuilds,
            },
        }

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
        """The bot levels a seat of `game` for `players` may have: the game's levels, and the
        trained policies (Settings.policies) made for this game and player count."""
        trained = tuple(
            f"policy:{name}"
            for name, p in self.policies.items()
            if p["game"] == game and p["num_players"] == players
        )
        return BOT_LEVELS + trained

    def agent_spec(self, level: str, game: str, players: int) -> str:
        """The agent that plays a bot seat of `level` in a game of `game` for `players`: the level
        itself, or a policy's file. A policy the operator has since removed from the settings, or
        pointed at a model for another game or player count, is played by `medium` (said in the
        log), so its games still go on after a restart."""
        if not level.startswith("policy:"):
            return level
        policy = self.policies.get(level.partition(":")[2])
        if policy is None or (policy["game"], policy["num_players"]) != (game, players):
            log.warning("bot level %s is no longer offered for this game: medium plays it", level)
            return "medium"
        return f"policy:{policy['path']}"

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


DAY = 86400.0
TURN_BASED_MOVE = (3600.0, 14 * DAY)
"""A turn-based clock's time per move: an hour to two weeks."""
TURN_BASED_BANK = 30 * DAY
"""A turn-based clock's bank: up to 30 days (a real-time bank: up to a day)."""


def _clock(raw: Any) -> dict[str, float] | None:
    """A game's clock profile from a creation's `clock` field: real time, {"seconds": bank} (1 s
    to a day, today's clock), or turn-based, {"per_move": s, "seconds": bank}: each decision is
    given `per_move` seconds (an hour to two weeks, e.g. a day), and what it takes beyond comes
    out of the bank (0 to 30 days). None: no clock."""
    if raw is None:
        return None

    def number(value: Any) -> float | None:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return float(value) if ok else None

    given = raw if isinstance(raw, dict) else {}
    secs, per_move = number(given.get("seconds")), number(given.get("per_move"))
    if "per_move" not in given:
        if secs is None or not 1 <= secs <= DAY:
            raise ApiError("invalid_request", Msg("server-error-clock-seconds"))
        return {"seconds": secs}
    low, high = TURN_BASED_MOVE
    if per_move is None or not low <= per_move <= high:
        said = Msg("server-error-clock-per-move", low=f"{low:g}", high=f"{high:g}")
        raise ApiError("invalid_request", said)
    bank = 0.0 if given.get("seconds") is None else secs
    if bank is None or not 0 <= bank <= TURN_BASED_BANK:
        said = Msg("server-error-clock-bank", max=f"{TURN_BASED_BANK:g}")
        raise ApiError("invalid_request", said)
    return {"seconds": bank, "per_move": per_move}


def _automatic_due(session: GameSession) -> bool:
    """Whether the game's next step is for the server to take: a chance draw, a bot's move, or a
    move for a human seat whose time bank is empty."""
    state = session.state
    player = state.current_player()
    if player == TERMINAL or session.abandoned:
        return False
    if state.is_chance():
        return True
    return session.is_bot(player) or session.out_of_time(player)


def _timeout_notice(session: GameSession, seat: int, level: str) -> str:
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
