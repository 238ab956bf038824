"""Games in play: the authoritative match of each (engine.match: chance, bot seeds, undo), its
version (entries stored so far), seat tokens, subscribers, bots and clocks. Every game's chance
seed is a secret drawn here; only its commitment is public until the game is over."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import secrets
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import orjson

from masterbuilders.ai.agents import LEVELS
from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameRecord,
    GameState,
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
from masterbuilders.server.shard import Shard
from masterbuilders.server.storage import ConflictError, Entry, GameRow, Store
from masterbuilders.server.writer import Writer

BOT_LEVELS = ("random", *LEVELS)
TIMEOUT_LEVEL = "easy"
"""Who moves for a human seat whose time bank is empty."""
FINISHED_KEPT = 64
"""Finished games nobody watches any more that stay in memory (the most recently used), for
replays and records; older ones are read from storage again when asked for.
`MASTERBUILDERS_FINISHED_KEPT` overrides it."""


def to_json(value: Any) -> bytes:
    """JSON of a message or view (orjson). Views have string keys; the slower non-string-key
    option is only the fallback."""
    try:
        return orjson.dumps(value)
    except TypeError:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Subscriber:
    """One connection's interest in a game. Updates coalesce: `notify` only marks the subscriber
    stale and wakes its sender, which builds one payload of the newest state when it gets to run
    (a slow client, or a burst of bot moves and chance draws, costs one view, not one per version).
    """

    seat: int | None
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    log_seen: int = 0
    full: bool = True

    async def next_message(self, session: GameSession) -> str:
        """Wait until there is something new, then the JSON text of the current state's payload."""
        await self.wake.wait()
        self.wake.clear()
        size = session.state.log_size()
        start = 0 if self.full or size < self.log_seen else self.log_seen
        message = session.payload(self.seat, start)
        message["reset"] = start == 0
        message["view"] = session.view_parts(message["view"])
        self.log_seen = size
        self.full = False
        return to_json(message).decode()


@dataclass
class GameSession:
    """One game in memory, rebuilt from its stored entries."""

    row: GameRow
    match: Match
    version: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: list[Subscriber] = field(default_factory=list)
    clock_used: list[float] = field(default_factory=list)
    turn_started: float = 0.0
    advancing: asyncio.Task[None] | None = None
    decider_since: tuple[int, int] = (-9, -1)
    _views: dict[int | None, tuple[int, dict[str, Any]]] = field(default_factory=dict)
    """seat -> (version, view): a view is computed once per version whoever asks (every state
    change bumps the version)."""
    _seats: tuple[Any, list[dict[str, Any]]] = (None, [])
    _fragments: tuple[int, dict[int, tuple[Any, orjson.Fragment]]] = (-1, {})
    """(version, id(value) -> (value, its JSON)): view parts shared by several seats' views are
    serialized once per version."""
    _tokens: dict[str, int] = field(default_factory=dict)
    """token -> seat, for tokens already checked against the seats' hashes."""
    id: str = field(init=False)
    num_players: int = field(init=False)
    clock: dict[str, Any] | None = field(init=False)
    seats: list[dict[str, Any]] = field(init=False)

    def __post_init__(self) -> None:
        # plain copies of the game row's fields read on every action (the row is an ORM object,
        # whose instrumented attributes cost a descriptor call each); `seats` changes only
        # through `set_seats`
        self.id = self.row.id
        self.num_players = self.row.num_players
        self.clock = self.row.clock
        self.seats = self.row.seats

    @property
    def state(self) -> GameState:
        return self.match.state

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        self.row.seats = self.seats = seats
        self._tokens.clear()

    def seat_of(self, token: str | None) -> int | None:
        if not token:
            return None
        seat = self._tokens.get(token)
        if seat is not None:
            return seat
        h = token_hash(token)
        for i, s in enumerate(self.seats):
            if s.get("token_hash") == h:
                if len(self._tokens) < 64:
                    self._tokens[token] = i
                return i
        raise ApiError("forbidden", "this token does not belong to any seat of this game")

    def is_bot(self, seat: int) -> bool:
        return bool(self.seats[seat]["kind"] == "bot")

    def clock_left(self, seat: int) -> float | None:
        clock = self.clock
        if not clock:
            return None
        left = float(clock["seconds"]) - self.clock_used[seat]
        if self.state.current_player() == seat and not self.is_bot(seat):
            left -= time.monotonic() - self.turn_started
        return max(0.0, left)

    def record(self) -> GameRecord:
        """The game record; its seed only once the game is over (before: the commitment)."""
        return self.match.record(
            reveal_seed=self.state.is_terminal() or bool(self.row.practice),
            practice=bool(self.row.practice),
        )

    def public_seats(self) -> list[dict[str, Any]]:
        """Who plays each seat (no tokens), rebuilt only when the seats change (`leave` replaces
        `seats` with a new list, never changes it in place)."""
        seats = self.seats
        if self._seats[0] is not seats:
            self._seats = (
                seats,
                [
                    {
                        "seat": i,
                        "name": s.get("name", f"seat {i + 1}"),
                        "kind": s["kind"],
                        "level": s.get("level"),
                    }
                    for i, s in enumerate(seats)
                ],
            )
        return self._seats[1]

    def summary(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.row.game,
            "num_players": self.row.num_players,
            "status": "finished" if self.state.is_terminal() else "active",
            "version": self.version,
            "seats": self.public_seats(),
            "clock": self.row.clock,
            "created": self.row.created,
            "commitment": self.row.commitment,
            "practice": bool(self.row.practice),
        }

    def view_of(self, seat: int | None) -> dict[str, Any]:
        """`state.view(seat)`, cached for the current version (treat it as read-only)."""
        cached = self._views.get(seat)
        if cached is None or cached[0] != self.version:
            # every subscriber is woken by the same change: build all their views in one call
            stale = {seat} | {
                sub.seat
                for sub in self.subscribers
                if self._views.get(sub.seat, (-1,))[0] != self.version
            }
            for who, fresh in self.state.views(stale).items():
                self._views[who] = (self.version, fresh)
            cached = self._views[seat]
        return cached[1]

    def view_parts(self, view: dict[str, Any]) -> dict[str, Any]:
        """`view` with each non-empty list or dict value replaced by its JSON, serialized once per
        version: the seats' views share their public parts (the same objects), so the second seat
        and every spectator reuse the first one's serialization."""
        version, done = self._fragments
        if version != self.version:
            done = {}
            self._fragments = (self.version, done)
        out: dict[str, Any] = {}
        for key, value in view.items():
            if value and isinstance(value, (dict, list)):
                hit = done.get(id(value))
                if hit is None or hit[0] is not value:
                    hit = done[id(value)] = (value, orjson.Fragment(to_json(value)))
                out[key] = hit[1]
            else:
                out[key] = value
        return out

    def payload(self, seat: int | None, log_from: int = 0) -> dict[str, Any]:
        """What `seat` (or a spectator) may receive: its view and its redacted log."""
        player = self.state.current_player()
        return {
            "type": "update",
            "game_id": self.id,
            "version": self.version,
            "seat": seat,
            "view": self.view_of(seat),
            "log_start": log_from,
            "log": self.state.log_for(seat, log_from),
            "log_size": self.state.log_size(),
            "clocks": [self.clock_left(i) for i in range(self.num_players)] if self.clock else None,
            "undo": seat is not None and self.undo_allowed(seat),
            "seats": self.public_seats(),
            "to_move": None if player < 0 else player,
            "practice": bool(self.row.practice),
            "commitment": self.row.commitment,
        }

    def undo_allowed(self, seat: int) -> bool:
        """The match's undo policy (engine.match): your own last decision of this turn, never
        back across a random draw or a decision that revealed information."""
        return self.match.undo_refusal(seat) is None


class Manager:
    """All sessions of the server, their persistence and their automatic moves."""

    def __init__(self, store: Store, bots: BotPool, shard: Shard | None = None) -> None:
        self.shard = shard
        """With several workers: this worker's place; it holds only the games it owns."""
        self.store = store
        self.bots = bots
        self.writer = Writer(store)
        self.sessions: dict[str, GameSession] = {}
        """Games in play, and finished ones somebody still watches."""
        self.finished: OrderedDict[str, GameSession] = OrderedDict()
        """Finished games nobody watches, least recently used first (at most `finished_kept`)."""
        self.finished_kept = int(os.environ.get("MASTERBUILDERS_FINISHED_KEPT", FINISHED_KEPT))
        self._watchdog: asyncio.Task[None] | None = None

    # ---- creation and restore -------------------------------------------------------------------
    async def create(self, body: dict[str, Any]) -> tuple[GameSession, list[str | None]]:
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
            name = str(
                seat.get("name")
                or (f"Player {i + 1}" if seat["kind"] == "human" else f"Bot {i + 1}")
            )[:40]
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
            if not isinstance(secs, (int, float)) or not 1 <= secs <= 86400:
                raise ApiError(
                    "invalid_request",
                    "field 'clock.seconds' must be a time bank of 1..86400 seconds",
                )
            clock = {"seconds": float(secs)}
        game_id = secrets.token_hex(6)
        while self.shard is not None and not self.shard.owns(game_id):
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
        session.turn_started = time.monotonic()
        self.sessions[row.id] = session
        self.kick(session)
        return session, tokens

    def restore(self) -> int:
        """Rebuild every unfinished game from its entries (at start-up)."""
        n = 0
        for row in self.store.games(status="active", limit=100_000):
            if self.shard is not None and not self.shard.owns(row.id):
                continue
            session = self._rebuild(row, self.store.entries(row.id))
            self.sessions[row.id] = session
            n += 1
        return n

    def _rebuild(self, row: GameRow, entries: Iterable[Entry]) -> GameSession:
        session = GameSession(row=row, match=_match(row), clock_used=[0.0] * row.num_players)
        match = session.match
        for e in entries:
            if e.kind == "action":
                match.apply_trusted(parse_action(e.text))
                if e.seat is not None and e.spent:
                    session.clock_used[e.seat] += e.spent
            elif e.kind == "undo":
                for _ in range(int(e.text)):
                    match.undo(e.seat if e.seat is not None else -1)
            session.version = e.idx + 1
        session.turn_started = time.monotonic()
        return session

    async def load(self, game_id: str) -> GameSession:
        """A game in memory, or a finished one loaded from storage."""
        session = self.sessions.get(game_id) or self.finished.get(game_id)
        if session is not None:
            if game_id in self.finished:
                self.finished.move_to_end(game_id)
            return session
        row = await asyncio.to_thread(self.store.game, game_id)
        if row is None:
            raise ApiError("not_found", f"no game {game_id!r}")
        entries = await asyncio.to_thread(self.store.entries, game_id)
        session = self.sessions.get(game_id) or self.finished.get(game_id)  # loaded meanwhile
        if session is None:
            session = self._rebuild(row, entries)
            if session.state.is_terminal():
                self._keep_finished(session)
            else:  # in play but not restored here (another server process started it)
                self.sessions[game_id] = session
        return session

    def _retire_if_idle(self, session: GameSession) -> None:
        """A finished game that nobody watches leaves the games in play: a long-running server
        does not keep every game it ever served (the clock watchdog and the garbage collector
        walk only what is in memory). It joins the cache of recently finished games."""
        if (
            session.state.is_terminal()
            and not session.subscribers
            and self.sessions.get(session.id) is session
        ):
            del self.sessions[session.id]
            self._keep_finished(session)

    def _keep_finished(self, session: GameSession) -> None:
        self.finished[session.id] = session
        self.finished.move_to_end(session.id)
        while len(self.finished) > self.finished_kept:
            self.finished.popitem(last=False)

    def start(self) -> None:
        self.writer.start()
        for session in self.sessions.values():
            self.kick(session)
        self._watchdog = asyncio.create_task(self._clock_watchdog())

    async def stop(self) -> None:
        if self._watchdog:
            self._watchdog.cancel()
        for session in self.sessions.values():
            if session.advancing:
                session.advancing.cancel()
        await self.writer.stop()

    # ---- acting ---------------------------------------------------------------------------------
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
            spent = time.monotonic() - session.turn_started if session.clock else None
            await self._commit(session, action, seat, spent)
        self.kick(session)

    async def undo(self, session: GameSession, token: str | None, version: Any) -> None:
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", "spectators cannot undo")
        async with session.lock:
            if version != session.version:
                raise ApiError(
                    "stale_version",
                    f"you saw version {version}, the game is at {session.version}: reload",
                )
            if not session.undo_allowed(seat):
                raise ApiError(
                    "undo_not_allowed",
                    "undo is possible only for your own last decision while you are still to move, "
                    "never after a random draw or another player's move",
                )
            await self.writer.append(session.id, [(session.version, "undo", "1", seat, None)])
            session.match.undo(seat)
            session.version += 1
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
            seats = [dict(s) for s in session.seats]
            seats[seat].update(kind="bot", level=level)
            await self.writer.run(self.store.update_seats, session.id, seats)
            change = json.dumps({"seat": seat, "level": level})
            await self.writer.append(session.id, [(session.version, "seat", change, seat, None)])
            session.set_seats(seats)
            session.version += 1
        self.notify(session)
        self.kick(session)

    async def _commit(
        self, session: GameSession, action: Action, seat: int | None, spent: float | None
    ) -> None:
        """Store, then apply (the caller holds the lock). Nothing is applied that is not stored.
        The chance draws that follow at once are stored in the same transaction."""
        trial = session.match.clone()
        trial.apply(action, seat)
        batch: list[tuple[Action, int | None]] = [(action, seat)]
        batch += [(draw, None) for draw in trial.advance_chance()]
        rows = [
            (session.version + i, "action", str(a), s, spent if i == 0 else None)
            for i, (a, s) in enumerate(batch)
        ]
        try:
            await self.writer.append(session.id, rows)
        except ConflictError as exc:
            raise ApiError(
                "stale_version",
                f"another action was stored as version {session.version} first: reload",
            ) from exc
        session.match = trial
        session.version += len(batch)
        if seat is not None and spent:
            session.clock_used[seat] += spent
        if session.state.is_terminal():
            await self.writer.run(self.store.finish, session.id, session.state.result().to_json())
            session.row.status = "finished"
            self._retire_if_idle(session)
        self.notify(session)

    # ---- automatic moves ------------------------------------------------------------------------
    def kick(self, session: GameSession) -> None:
        """Make sure chance and bots move until a human must decide. When a human is to decide
        already (and nobody holds the lock), that is settled here without starting a task."""
        if session.advancing is None or session.advancing.done():
            if not session.lock.locked() and _human_decides(session):
                return
            session.advancing = asyncio.create_task(self._advance(session))

    async def _advance(self, session: GameSession) -> None:
        while True:
            async with session.lock:
                state = session.state
                player = state.current_player()
                if player == TERMINAL:
                    return
                if player == CHANCE:
                    await self._commit(session, session.match.draw_chance(), None, None)
                    continue
                if _human_decides(session):
                    return
                timed_out = not session.is_bot(player)
                version = session.version
                snapshot = state.clone()
                level = TIMEOUT_LEVEL if timed_out else session.seats[player]["level"]
                seed = session.match.agent_seed(player)
            text = await self.bots.move(snapshot, player, level, seed)
            async with session.lock:
                if session.version != version:
                    continue
                spent = time.monotonic() - session.turn_started if timed_out else None
                await self._commit(session, parse_action(text), player, spent)
                session.decider_since = (-9, -1)

    async def _clock_watchdog(self) -> None:
        while True:
            await asyncio.sleep(0.2)
            for session in list(self.sessions.values()):
                if not session.clock or session.state.is_terminal():
                    continue
                player = session.state.current_player()
                if player >= 0 and not session.is_bot(player) and session.clock_left(player) == 0.0:
                    self.kick(session)

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


def _human_decides(session: GameSession) -> bool:
    """Whether a human seat with time left is to decide now; if so its turn's clock is started
    (once per turn: `decider_since` remembers whose turn it is)."""
    player = session.state.current_player()
    if player < 0 or session.is_bot(player) or session.clock_left(player) == 0.0:
        return False
    if session.decider_since[0] != player:
        session.turn_started = time.monotonic()
    session.decider_since = (player, session.version)
    return True


def _match(row: GameRow) -> Match:
    """A new match for a stored game (its steps are replayed by the caller)."""
    return Match(row.game, row.num_players, row.chance_seed(), row.options, _public(row.seats))


def _public(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats as a game record keeps them: who played, never their tokens."""
    return [{k: v for k, v in s.items() if k != "token_hash"} for s in seats]
