"""Reviews of finished games (issue 38): asked for, or begun by the game's end, computed in parts in
the bot pool's review processes, each part stored as it is judged (a restart resumes a review where
it stopped), "try again" at a judged decision. Moved here from server/manager.py (issue 54).

Reviews never slow a game (issue 54): their parts run in processes of their own at the lowest CPU
priority (server/bots.py), and at most `reviews_at_once` reviews are computed at once by a server,
at most `reviews_per_client` of them for one client (the address that created the game, or asked
for its review). A review beyond either bound waits, served in turn client by client, and says so:
its state is "running" with `queued`, how many reviews go before it. Before, four games played to
their end by one client started four reviews at once; now they are computed one after another while
another client's review goes between them."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, TypedDict, TypeVar

from masterbuilders.analysis.review import judgeable
from masterbuilders.engine import GameRecord, MasterbuildersError, parse_action
from masterbuilders.engine.message import Msg, from_json, is_message
from masterbuilders.server.clock import Clock
from masterbuilders.server.errors import ApiError, from_engine, storage_failure
from masterbuilders.server.language import kept, stored
from masterbuilders.server.limits import Buckets
from masterbuilders.server.ports import Bots
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import ReviewRow, Store
from masterbuilders.server.writer import Writer

REVIEW_PART = 8
"""Most decisions one part of a review judges (one job of the review processes): reviews running
at once take turns part by part, and a restart loses one part at most."""
REVIEW_PART_SECONDS = 2.0
"""What one part should take at most: where decisions are slow to judge (many choices, the pure
Python engine: a part of 8 took 5-40 s so in one game), parts shrink to fit, down to one decision."""
REVIEW_STALE_SECONDS = 60.0
"""A review stored as running that no computation here has touched for this long (its instance
stopped, with several instances) is taken up again by the next request for it."""
BACKOFF = (0.05, 5.0)
"""First and longest pause between retries of a failed read or write of a review."""
T = TypeVar("T")
log = logging.getLogger("masterbuilders.server")


class ReviewLoad(TypedDict):
    """Reviews computing and waiting for their turn (health: server/games/health.py)."""

    reviews_running: int
    reviews_queued: int


class Turns:
    """Who may compute a review now: at most `at_once` reviews, at most `per_client` of one
    client; the others wait, clients served in turn (round-robin), each client's reviews in the
    order they came."""

    def __init__(self, at_once: int, per_client: int) -> None:
        self.at_once = max(1, at_once)
        self.per_client = max(1, per_client)
        self.running: dict[str, str] = {}
        """game -> its client, computed now."""
        self.waiting: OrderedDict[str, OrderedDict[str, asyncio.Future[None]]] = OrderedDict()
        """client -> game -> its turn (set when it may begin), clients in the order served."""

    async def take(self, game_id: str, client: str) -> None:
        """Waits for the game's review's turn (released with `give`, even if cancelled)."""
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(client, OrderedDict())[game_id] = turn
        self._grant()
        try:
            await turn
        except BaseException:  # cancelled (the server stops)
            games = self.waiting.get(client)
            if games is not None and games.get(game_id) is turn:
                del games[game_id]
                if not games:
                    del self.waiting[client]
            elif turn.done() and not turn.cancelled():  # its turn had come: the next one's
                self.give(game_id)
            raise

    def give(self, game_id: str) -> None:
        """The game's review stopped (done, failed, cancelled): the next one begins."""
        if self.running.pop(game_id, None) is not None:
            self._grant()

    def _grant(self) -> None:
        while len(self.running) < self.at_once:
            for client in list(self.waiting):
                if sum(1 for c in self.running.values() if c == client) >= self.per_client:
                    continue
                games = self.waiting[client]
                game_id, turn = games.popitem(last=False)
                if games:
                    self.waiting.move_to_end(client)  # the next client's turn
                else:
                    del self.waiting[client]
                self.running[game_id] = client
                turn.set_result(None)
                break
            else:
                return

    def ahead(self, game_id: str) -> int | None:
        """How many waiting reviews go before this one (None: it is not waiting), counted as they
        are served: one of each client in turn."""
        queues = [list(games) for games in self.waiting.values()]
        order = [
            q[i] for i in range(max(map(len, queues), default=0)) for q in queues if i < len(q)
        ]
        return order.index(game_id) if game_id in order else None

    def queued(self) -> int:
        return sum(len(games) for games in self.waiting.values())


class Reviews:
    """The reviews of one server's finished games (Manager.reviews): `load` reads a game (the
    manager's), `database` turns a failing database into 503 storage_unavailable (the manager's)."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        bots: Bots,
        settings: Settings,
        clock: Clock,
        load: Callable[[str], Awaitable[GameSession]],
        database: Callable[[Awaitable[Any]], Awaitable[Any]],
    ) -> None:
        self.store, self.writer, self.bots = store, writer, bots
        self.settings, self.clock = settings, clock
        self.load, self.database = load, database
        self.computing: dict[str, asyncio.Task[None]] = {}
        """Games whose review this instance computes or has waiting (one computation per game)."""
        self.turns = Turns(self.settings.reviews_at_once, self.settings.reviews_per_client)
        self.tries = Buckets(self.settings.hints_per_minute)
        """"Try again" at a reviewed decision: limited as hints are, in a share of its own."""
        self.tries_pending: set[str] = set()

    @staticmethod
    def _reviewable(session: GameSession) -> None:
        """A review, and trying a decision again, come after the game's end: never during play."""
        if session.status() == "abandoned":
            raise ApiError("review_refused", Msg("server-error-review-abandoned"))
        if session.status() != "finished":
            raise ApiError("review_refused", Msg("server-error-review-in-play"))

    async def state(self, session: GameSession) -> dict[str, Any]:
        """The game's review as it stands (GET): none, running with its progress (and `queued`
        while it waits for its turn), done with the review, or failed with why. A running one
        nobody computes any more (its instance stopped) is taken up again here."""
        self._reviewable(session)
        row = await self.database(asyncio.to_thread(self.store.review, session.id))
        if (
            row is not None
            and row.status == "running"
            and session.id not in self.computing
            and self.clock.time() - row.updated > REVIEW_STALE_SECONDS
        ):
            self._task(session.id, session.record(), _client(session))
        return self._json(session.id, row)

    async def ask(
        self, session: GameSession, token: str | None, client: str = ""
    ) -> dict[str, Any]:
        """A seat asks for the game's review (POST): started once, whoever asks (idempotent); a
        failed one is started again. Answers as `state` does."""
        self._reviewable(session)
        seat = session.seat_of(token)
        row = await self.database(asyncio.to_thread(self.store.review, session.id))
        if row is None or row.status == "failed":
            if seat is None:
                raise ApiError("forbidden", Msg("server-error-review-seat"))
            row = await self._begin(session, client=client)
        elif row.status == "running" and session.id not in self.computing:
            self._task(session.id, session.record(), _client(session, client))
        return self._json(session.id, row)

    def _json(self, game_id: str, row: ReviewRow | None) -> dict[str, Any]:
        out = _review_json(row)
        ahead = self.turns.ahead(game_id)
        if ahead is not None and out["status"] == "running":
            out["queued"] = ahead
        return out

    async def _begin(
        self, session: GameSession, indices: list[int] | None = None, client: str = ""
    ) -> ReviewRow:
        """The game's review row (created running, or as it stands), its computation started
        here if it is running and nobody computes it here yet."""
        record = session.record()
        if indices is None:  # (the end of a game has them already: `judgeable`)
            try:
                indices = await asyncio.to_thread(judgeable, record)
            except MasterbuildersError as exc:
                raise from_engine(exc) from exc
        row: ReviewRow = await self.database(
            self.writer.run(self.store.begin_review, session.id, len(indices))
        )
        if row.status == "running":
            self._task(session.id, record, _client(session, client), indices)
        return row

    async def judgeable(self, session: GameSession) -> list[int] | None:
        """The decisions the finished game's review judges (None if that cannot be said: then
        its review is begun later, never its result held up)."""
        try:
            return await asyncio.to_thread(judgeable, session.record())
        except Exception as exc:
            log.error("game %s: its review cannot be planned: %s", session.id, exc)
            return None

    async def after_end(self, session: GameSession, indices: list[int] | None) -> None:
        """A game with a person's seat has ended: its review starts by itself."""
        try:
            await self._begin(session, indices)
        except Exception as exc:  # it can still be asked for (POST): the game is not held up
            log.error("game %s: the review did not start: %s", session.id, exc)

    async def resume(self) -> None:
        """At start: the reviews that were running when the server stopped go on from their last
        stored part."""
        try:
            game_ids = await asyncio.to_thread(self.store.unfinished_reviews)
        except Exception as exc:
            log.error("looking for unfinished reviews failed: %s", exc)
            return
        for game_id in game_ids:
            try:
                session = await self.load(game_id)
                await self._begin(session)
            except Exception as exc:  # the next request for it takes it up again
                log.error("game %s: the review could not be resumed: %s", game_id, exc)

    def stop(self) -> None:
        """The server stops: reviews stored as running are resumed at the next start."""
        for task in list(self.computing.values()):
            task.cancel()

    def health(self) -> ReviewLoad:
        """The reviews' share of health (server/games/health.py)."""
        return {"reviews_running": len(self.turns.running), "reviews_queued": self.turns.queued()}

    def _task(
        self, game_id: str, record: GameRecord, client: str, indices: list[int] | None = None
    ) -> None:
        if game_id in self.computing:
            return
        task = asyncio.create_task(self._compute(game_id, record, client, indices))
        self.computing[game_id] = task

        def ended(done: asyncio.Task[None]) -> None:
            if self.computing.get(game_id) is done:
                del self.computing[game_id]

        task.add_done_callback(ended)

    async def _compute(
        self, game_id: str, record: GameRecord, client: str, indices: list[int] | None
    ) -> None:
        """A review once its turn came (`Turns`), in parts of a few decisions (`REVIEW_PART`,
        fewer where each is slow to judge), each a job of the review processes, each stored as
        soon as it is judged; the parts stored already (before a restart) are not judged again.
        Once every decision is judged, the review is assembled and stored whole. Whatever the
        computation raises is stored as the review's failure, with its reason (a request for it
        answers 200 "failed", never 500); a failing database is waited for."""
        await self.turns.take(game_id, client)
        try:
            await self._judge(game_id, record, indices)
        finally:
            self.turns.give(game_id)

    async def _judge(self, game_id: str, record: GameRecord, indices: list[int] | None) -> None:
        store, writer, bots = self.store, self.writer, self.bots
        playouts = self.settings.review_playouts
        try:
            if indices is None:
                indices = await asyncio.to_thread(judgeable, record)
            row = await self._storage(asyncio.to_thread, store.review, game_id)
            if row is None or row.status != "running":
                return
            judged = list(row.judged or [])
            have = {int(d["index"]) for d in judged}
            todo = [i for i in indices if i not in have]
            size = REVIEW_PART
            while todo:
                chunk, todo = todo[:size], todo[size:]
                began = time.monotonic()
                part = await bots.review_part(game_id, record, chunk, playouts)
                each = (time.monotonic() - began) / len(chunk)  # waiting included: a busy pool
                size = max(1, min(REVIEW_PART, int(REVIEW_PART_SECONDS / max(each, 1e-3))))
                if isinstance(part, dict):
                    raise _ReviewFailed(kept(part["error"]["message"]))
                row = await self._storage(writer.run, store.add_judged, game_id, part)
                if row.status != "running":  # stored otherwise meanwhile (another instance)
                    return
                judged = list(row.judged or [])
            review = await bots.review_assemble(game_id, record, judged)
            if "error" in review:
                raise _ReviewFailed(kept(review["error"]["message"]))
            await self._storage(writer.run, store.finish_review, game_id, review)
        except Exception as exc:
            why = str(exc) if isinstance(exc, _ReviewFailed) else f"{type(exc).__name__}: {exc}"
            log.error("game %s: the review failed: %s", game_id, why)
            try:
                await self._storage(writer.run, store.fail_review, game_id, why)
            except Exception as again:
                log.error("game %s: the review's failure was not stored: %s", game_id, again)

    async def _storage(
        self, via: Callable[..., Awaitable[T]], fn: Callable[..., T], *args: Any
    ) -> T:
        """A read or write of a review, retried with backoff while the database fails (a review
        can wait); any other error is raised."""
        delay, longest = BACKOFF
        while True:
            try:
                return await via(fn, *args)
            except Exception as exc:
                if storage_failure(exc) is None:
                    raise
                log.error("review storage: %s: %s", type(exc).__name__, exc)
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    async def try_again(
        self, session: GameSession, token: str | None, index: Any, text: Any, client: str = ""
    ) -> dict[str, Any]:
        """Another action tried at a decision of a finished game, valued as its review values it
        ("try again"): a player waits for it, so it runs in the hints' class (not in the review
        processes), limited as hints are (one at a time, so many a minute, per seat or, for a
        spectator, per client)."""
        self._reviewable(session)
        if not isinstance(index, int) or isinstance(index, bool):
            raise ApiError("invalid_request", Msg("server-error-index-required"))
        if not isinstance(text, str):
            raise ApiError("invalid_request", Msg("server-error-try-action"))
        try:
            parse_action(text)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        steps = len(session.match.steps)
        if not 0 <= index < steps:
            raise ApiError("review_refused", Msg("server-error-no-decision", index=index, n=steps))
        seat = session.seat_of(token)
        key = f"{session.id}:{seat}" if seat is not None else f"client:{client or 'unknown'}"
        if key in self.tries_pending:
            raise ApiError("hint_pending", Msg("server-error-try-pending"))
        if not self.tries.take(key):
            rate = f"{self.settings.hints_per_minute:g}"
            raise ApiError("rate_limited", Msg("server-error-try-rate", rate=rate))
        self.tries_pending.add(key)
        try:
            result = await self.bots.review_try(
                session.id, session.record(), index, text, self.settings.review_playouts
            )
        except (OSError, RuntimeError) as exc:  # the bot pool failed twice
            raise ApiError("bots_unavailable", Msg("server-error-bots-unavailable")) from exc
        finally:
            self.tries_pending.discard(key)
        if "error" in result:
            said = result["error"]["message"]  # the engine's message (its JSON), or a text
            raise ApiError(
                str(result["error"]["code"]), from_json(said) if is_message(said) else str(said)
            )
        return result


def _client(session: GameSession, asked: str = "") -> str:
    """Whose review it is, for the bound per client: the address that created the game, else the
    one asking; a review resumed after a restart, of a game made before it, counts as its own."""
    return session.client or asked or f"game:{session.id}"


class _ReviewFailed(Exception):
    """The analysis refused a review (its reason is what the review's failure says)."""


def _review_json(row: ReviewRow | None) -> dict[str, Any]:
    """A review's state as the API answers it."""
    if row is None:
        return {"status": "none", "done": 0, "total": 0}
    out: dict[str, Any] = {"status": row.status, "done": row.done, "total": row.total}
    if row.status == "done":
        out["review"] = row.review
    elif row.status == "failed":
        out["message"] = stored(row.message)
    return out
