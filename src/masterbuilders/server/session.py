"""One game in memory: its match (engine.match: chance, bot seeds, undo), its version (entries stored
so far), seat tokens, subscribers and their payloads, the clocks, the notices players are shown,
and whether its progress is held up (`trouble`)."""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from typing import Any

import orjson

from masterbuilders.engine import GameRecord, GameState, Match
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, Rendering
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import ApiError
from masterbuilders.server.language import notice_text
from masterbuilders.server.storage import GameRow


def to_json(value: Any) -> bytes:
    """JSON of a message or view (orjson). Views have string keys; the slower non-string-key
    option is only the fallback."""
    try:
        return orjson.dumps(value)
    except TypeError:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class SeatPass(str):
    """A seat held by the signed-in account that asks (server/accounts/), passed where a seat's
    token goes: made only by the server once it has checked the account's session (and, for a
    write, its CSRF token) and that the account holds the seat. A client sends text, never this."""

    seat: int

    def __new__(cls, seat: int) -> SeatPass:
        made = super().__new__(cls, f"account-seat-{seat}")
        made.seat = seat
        return made


@dataclass
class Subscriber:
    """One connection's interest in a game. Updates coalesce: `notify` only marks the subscriber
    stale and wakes its sender, which builds one payload of the newest state when it gets to run
    (a slow client, or a burst of bot moves and chance draws, costs one view, not one per version).
    """

    seat: int | None
    lang: str = DEFAULT
    """The language the connection reads (masterbuilders.i18n.negotiate)."""
    token: Any = None
    """What gave the connection its seat (a seat's token, or an account's or bot's pass): once
    it no longer names the seat (an account claimed it: `Manager.new_token`), the connection
    reads what a spectator reads."""
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    log_seen: int = 0
    full: bool = True

    async def next_message(self, session: GameSession) -> str:
        """Wait until there is something new, then the JSON text of the current state's payload."""
        await self.wake.wait()
        self.wake.clear()
        if session.dropped:
            raise GameMoved(session.id)
        if self.seat is not None and session.holds(self.token) != self.seat:
            self.seat, self.full = None, True  # its link was replaced: a spectator's from now
        size = session.state.log_size()
        start = 0 if self.full or size < self.log_seen else self.log_seen
        message = session.payload(self.seat, start, self.lang)
        message["reset"] = start == 0
        message["view"] = session.view_parts(message["view"])
        self.log_seen = size
        self.full = False
        return to_json(message).decode()


class GameMoved(Exception):
    """The game is played by another instance now."""


@dataclass
class Trouble:
    """Why a game's progress is held up (a failing database, a broken bot pool), since when, and
    how often it was tried; health reports it, the game retries until it passes."""

    since: float
    error: str
    attempts: int = 1


@dataclass
class GameSession:
    """One game in memory, rebuilt from its stored entries."""

    row: GameRow
    match: Match
    version: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: list[Subscriber] = field(default_factory=list)
    mailed: set[tuple[int, int]] = field(default_factory=set)
    """(seat, turn) whose mail is in the outbox, written here or elsewhere (server/mail.py: the
    outbox's unique key keeps them across processes)."""
    mailing: set[tuple[int, int]] = field(default_factory=set)
    """(seat, turn) whose mail is being written."""
    mail_again: bool = False
    """Asked for a turn's mail while it was being written: look again once it is done."""
    clock_used: list[float] = field(default_factory=list)
    timer: Clock = SYSTEM
    """Where the game reads the time (server/clock.py: the Manager's)."""
    decision_since: float = field(init=False)
    """When the pending decision became its seat's (monotonic): every decision is charged from
    here, not from the start of the seat's turn."""
    last_activity: float = field(init=False)
    """Wall-clock time of the last stored entry (idle games are abandoned after a while)."""
    notices: list[tuple[int, str]] = field(default_factory=list)
    """(version, text) the server announces to everyone, e.g. a clock that ran out."""
    advancing: asyncio.Task[None] | None = None
    trouble: Trouble | None = None
    _views: dict[int | None, tuple[int, dict[str, Any]]] = field(default_factory=dict)
    """seat -> (version, view): a view is computed once per version whoever asks (every state
    change bumps the version)."""
    _seats: tuple[Any, list[dict[str, Any]]] = (None, [])
    _fragments: tuple[int, dict[int, tuple[Any, orjson.Fragment]]] = (-1, {})
    """(version, id(value) -> (value, its JSON)): view parts shared by several seats' views are
    serialized once per version."""
    _renderings: dict[str, Rendering] = field(default_factory=dict)
    """language -> its renderings (i18n.Rendering): a view (cached per seat and version), a part of
    a view, or a log line, is rendered once per language while it stays the same
    object (the seats' views share their public parts; an engine's unchanged parts and its log's
    messages stay the same objects from version to version)."""
    _tokens: dict[str, int] = field(default_factory=dict)
    """token -> seat, for tokens already checked against the seats' hashes."""
    id: str = field(init=False)
    num_players: int = field(init=False)
    clock: dict[str, Any] | None = field(init=False)
    seats: list[dict[str, Any]] = field(init=False)
    abandoned: bool = field(init=False)
    dropped: bool = False
    """The instance lost the game to another (server/ownership.py): nothing more is played or
    sent here, its connections close so that their clients reconnect to the new owner."""
    epoch: int | None = None
    """The owner epoch this instance took the game under (storage.GameRow.owner_epoch): every
    write of the game is fenced by it. None: the only server, nothing to fence."""
    undos: dict[tuple[int, int], int] = field(default_factory=dict)
    """(seat, steps left after the undo) -> undos taken there: at most `undo_limit` at one point."""
    undo_limit: int = 3
    bots_since: float | None = None
    """Since when (monotonic) no person plays any seat: the game counts as a game of bots only
    (server limits), however it began."""
    waiting: bool = False
    """A game of bots only beyond the server's limit of such games: its bots wait for a place."""
    client: str = ""
    """The address that created the game here (empty: made before this start, or a rematch): its
    review counts against this client's bound (server/reviews.py, issue 54)."""

    def __post_init__(self) -> None:
        # plain copies of the game row's fields read on every action (the row is an ORM object,
        # whose instrumented attributes cost a descriptor call each); `seats` changes only
        # through `set_seats`
        self.id = self.row.id
        self.num_players = self.row.num_players
        self.clock = self.row.clock
        self.seats = self.row.seats
        self.abandoned = self.row.status == "abandoned"
        self.decision_since = self.timer.monotonic()
        self.last_activity = self.timer.time()
        if not self.has_humans():
            self.bots_since = self.timer.monotonic()

    @property
    def state(self) -> GameState:
        return self.match.state

    def mark(self, status: str) -> None:
        """The game's stored status changed (finished, abandoned)."""
        self.row.status = status
        self.abandoned = status == "abandoned"

    def set_seats(self, seats: list[dict[str, Any]]) -> None:
        self.row.seats = self.seats = seats
        self._tokens.clear()
        if not self.has_humans() and self.bots_since is None:
            self.bots_since = self.timer.monotonic()

    def seat_of(self, token: str | None) -> int | None:
        if not token:
            return None
        if isinstance(token, SeatPass):
            return token.seat
        seat = self._tokens.get(token)
        if seat is not None:
            return seat
        h = token_hash(token)
        for i, s in enumerate(self.seats):
            if s.get("token_hash") == h:
                if len(self._tokens) < 64:
                    self._tokens[token] = i
                return i
        raise ApiError("forbidden", Msg("server-error-not-a-seat"))

    def holds(self, token: Any) -> int | None:
        """The seat `token` names now (None: none, or no longer any)."""
        try:
            return self.seat_of(token)
        except ApiError:
            return None

    def is_bot(self, seat: int) -> bool:
        return bool(self.seats[seat]["kind"] == "bot")

    def check_person(self, seat: int) -> None:
        """Refuse a seat's own moves, undos and hints once a bot plays it (its time ran out, or
        its player left): the token it was given no longer decides anything."""
        if not self.is_bot(seat):
            return
        if self.seats[seat].get("timed_out"):
            raise ApiError("seat_taken_over", Msg("server-error-seat-timed-out", seat=seat + 1))
        raise ApiError("seat_taken_over", Msg("server-error-seat-handed-over", seat=seat + 1))

    def has_humans(self) -> bool:
        return any(s["kind"] == "human" for s in self.seats)

    # ---- clocks ---------------------------------------------------------------------------------
    def clock_left(self, seat: int) -> float | None:
        """The seat's time left: its bank, the pending decision's time charged as it runs
        (`charge`: a turn-based clock's time per move first)."""
        clock = self.clock
        if not clock:
            return None
        left = float(clock["seconds"]) - self.clock_used[seat]
        if self.state.current_player() == seat and not self.is_bot(seat):
            left -= self.charge(self.timer.monotonic() - self.decision_since)
        return max(0.0, left)

    def out_of_time(self, seat: int) -> bool:
        """Whether the person deciding at `seat` has run out of time: the decision has taken its
        time per move (a turn-based clock's; none in real time) and all that the bank held."""
        clock = self.clock
        if not clock or self.state.current_player() != seat or self.is_bot(seat):
            return False
        return (
            self.spent_now() >= float(clock.get("per_move", 0.0)) and self.clock_left(seat) == 0.0
        )

    def charge(self, spent: float) -> float:
        """What a decision that took `spent` seconds takes from its seat's bank: all of it in
        real time; in a turn-based game (`clock.per_move`: e.g. a day per move), what it took
        beyond the time every move is given."""
        per_move = float((self.clock or {}).get("per_move", 0.0))
        return max(0.0, spent - per_move)

    def may_be_rated(self) -> bool:
        """A game with a clock that is no practice game may be rated (server/ratings.py): no
        hints in it, as no engine helps a player in a rated game on lichess."""
        return bool(self.clock) and not self.row.practice

    def turn_based(self) -> bool:
        """Played over days (a clock with time per move): never abandoned for being idle, its
        clocks end it (a seat whose time runs out is played by a bot)."""
        return bool(self.clock and self.clock.get("per_move"))

    def spent_now(self) -> float:
        """Seconds the pending decision has taken so far (what a submission is charged)."""
        return self.timer.monotonic() - self.decision_since

    def decided(self) -> None:
        """A step was stored: whoever decides next is charged from now."""
        self.decision_since = self.timer.monotonic()
        self.last_activity = self.timer.time()

    # ---- what players receive -------------------------------------------------------------------
    def record(self) -> GameRecord:
        """The game record; its seed only once the game is over (before: the commitment)."""
        return self.match.record(
            reveal_seed=self.state.is_terminal() or bool(self.row.practice),
            practice=bool(self.row.practice),
            rules=self.row.rules,
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
                        "name": s.get("name"),  # None: unnamed (the page names it)
                        "kind": s["kind"],
                        "level": s.get("level"),
                    }
                    for i, s in enumerate(seats)
                ],
            )
        return self._seats[1]

    def status(self) -> str:
        if self.abandoned:
            return "abandoned"
        return "finished" if self.state.is_terminal() else "active"

    def summary(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.row.game,
            "num_players": self.row.num_players,
            "status": self.status(),
            "version": self.version,
            "seats": self.public_seats(),
            "clock": self.row.clock,
            "created": self.row.created,
            "commitment": self.row.commitment,
            "practice": bool(self.row.practice),
            "rematch": self.row.rematch,
            "waiting": self.waiting,
        }

    def view_of(self, seat: int | None, lang: str = DEFAULT) -> dict[str, Any]:
        """`state.view(seat)` with its messages in `lang`, cached for the current version (treat
        it as read-only). The seats' views share their public parts, and so do their renderings
        in one language (each part is rendered once per version and language)."""
        out: dict[str, Any] = self.rendering(lang).localize(self.raw_view(seat))
        return out  # (asked again this version: the same raw view, so the same rendering)

    def rendering(self, lang: str) -> Rendering:
        """The renderings of `lang` at the current version."""
        rendering = self._renderings.get(lang)
        if rendering is None:
            rendering = self._renderings[lang] = Rendering(lang)
        return rendering.at(self.version)

    def raw_view(self, seat: int | None) -> dict[str, Any]:
        """`state.view(seat)` as the game made it (messages as ids and parameters), cached for
        the current version (treat it as read-only)."""
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

    def payload(self, seat: int | None, log_from: int = 0, lang: str = DEFAULT) -> dict[str, Any]:
        """What `seat` (or a spectator) may receive: its view and its redacted log, in `lang`."""
        player = self.state.current_player()
        return {
            "type": "update",
            "game_id": self.id,
            "version": self.version,
            "status": self.status(),
            "seat": seat,
            "view": self.view_of(seat, lang),
            "log_start": log_from,
            "log": [self.rendering(lang).localize(m) for m in self.state.log_for(seat, log_from)],
            "log_size": self.state.log_size(),
            "clocks": [self.clock_left(i) for i in range(self.num_players)] if self.clock else None,
            "hints": not self.may_be_rated(),
            "clock": self.row.clock,
            "undo": seat is not None and self.undo_allowed(seat),
            "seats": self.public_seats(),
            "to_move": None if player < 0 else player,
            "practice": bool(self.row.practice),
            "commitment": self.row.commitment,
            "rematch": self.row.rematch,
            "waiting": self.waiting,
            "notices": [{"version": v, "text": notice_text(t, lang)} for v, t in self.notices],
        }

    def undo_allowed(self, seat: int) -> bool:
        """The match's undo policy (engine.match): your own last decision of this turn, never
        back across a random draw or a decision that revealed information; at most
        `undo_limit` times at one point; never for a seat a bot plays."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> Msg | None:
        """Why `seat` may not undo now (a message for the reader's language: the server's, or
        the match's own refusal), or None when it may."""
        if self.is_bot(seat):
            return Msg("server-error-undo-bot")
        refusal = self.match.undo_refusal(seat)
        if refusal is not None:
            return refusal
        if self.undos.get((seat, len(self.match.steps) - 1), 0) >= self.undo_limit:
            return Msg("server-error-undo-limit", n=self.undo_limit)
        return None

    def undone(self, seat: int) -> None:
        """Count an undo the seat took (after its step was taken back)."""
        key = (seat, len(self.match.steps))
        self.undos[key] = self.undos.get(key, 0) + 1
