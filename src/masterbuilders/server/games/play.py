"""Play (moved from server/manager.py, issue 55): a person's action, an undo, a seat handed to a bot
or to an account, and the one way a step is committed: stored, then applied. Nothing is applied
that is not stored.

A player's own write is retried briefly, then refused with 503 (nothing applied); a taken index
is a stale submission (409), never retried; a fenced write drops the game (another instance took
it), and so does a write whose outcome is unknown (it is read back from the log when next asked
for: server/games/holding.py)."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

from masterbuilders.engine import Action, MasterbuildersError
from masterbuilders.engine.message import Msg
from masterbuilders.server import claims
from masterbuilders.server.errors import ApiError, from_engine
from masterbuilders.server.games.creation import Creation
from masterbuilders.server.games.database import BACKOFF, FAILURES
from masterbuilders.server.games.holding import Holding
from masterbuilders.server.ports import Clock
from masterbuilders.server.session import GameSession, Trouble, token_hash
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import ConflictError, FencedError, Row, Store
from masterbuilders.server.writer import AppendTimeout, Writer

log = logging.getLogger("masterbuilders.server")

Told = Callable[[GameSession], None]


def playable(session: GameSession) -> None:
    """Refuses a game this instance no longer holds, or one abandoned."""
    if session.dropped:
        raise ApiError("game_elsewhere", Msg("server-error-game-moved", game=session.id))
    if session.abandoned:
        raise ApiError("game_abandoned", Msg("server-error-abandoned"))


def check_version(session: GameSession, version: Any) -> None:
    """Refuses an action or an undo decided on another version than the game's."""
    if version != session.version:
        raise ApiError(
            "stale_version",
            Msg("server-error-stale-version", seen=str(version), now=session.version),
        )


class Play:
    """`kick` starts a game's automatic moves, `notify` tells its watchers (and its turn's mail)
    of a change, `finishing` writes the end of a game over; `bot_levels(game, players)` are the
    levels a seat may be handed to."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        settings: Settings,
        clock: Clock,
        holding: Holding,
        creation: Creation,
        bot_levels: Callable[[str, int], tuple[str, ...]],
        kick: Told,
        notify: Told,
        finishing: Told,
    ) -> None:
        self.store, self.writer, self.settings, self.clock = store, writer, settings, clock
        self.holding, self.creation, self.bot_levels = holding, creation, bot_levels
        self.kick, self.notify, self.finishing = kick, notify, finishing

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
            playable(session)
            session.check_person(seat)
            check_version(session, version)
            try:
                session.state.check(action, seat)
            except MasterbuildersError as exc:
                raise from_engine(exc) from exc
            spent = session.spent_now() if session.clock else None
            seats = claims.marked(session.seats, seat, player)  # the browser that played it
            await self.commit(session, action, seat, spent, seats=seats)
        self.kick(session)

    async def undo(self, session: GameSession, token: str | None, version: Any) -> None:
        seat = session.seat_of(token)
        if seat is None:
            raise ApiError("forbidden", Msg("server-error-spectator-undo"))
        async with session.lock:
            playable(session)
            session.check_person(seat)
            check_version(session, version)
            refusal = session.undo_refusal(seat)
            if refusal is not None:
                raise ApiError("undo_not_allowed", refusal)
            await self.store_rows(session, [(session.version, "undo", "1", seat, None)])
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
            playable(session)
            seats = [dict(s) for s in session.seats]
            seats[seat]["token_hash"] = token_hash(token)
            seats[seat]["name"] = name
            await self.store_rows(session, [], seats)
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
            playable(session)
            session.check_person(seat)
            if sum(not session.is_bot(i) for i in range(session.num_players)) == 1:
                # the last person leaves: a game of bots only
                self.creation.admit_bots_only(session)
            await self.hand_over(session, seat, level, None, [])
        self.kick(session)

    async def hand_over(
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
        await self.store_rows(session, rows, seats)
        session.notices += [(v, text) for v, _, text, _, _ in rows[:-1]]
        session.set_seats(seats)
        session.version += len(rows)
        if spent:
            session.clock_used[seat] += session.charge(spent)
        session.decided()
        self.notify(session)

    async def store_rows(
        self, session: GameSession, rows: list[Row], seats: list[dict[str, Any]] | None = None
    ) -> None:
        """Append rows (with `seats`: the game's new seats in the same transaction), retried with
        backoff for at most `submit_retry_seconds`; then 503 storage_unavailable, nothing stored
        or applied (automatic moves try again later, outside the game's lock). A taken index is
        a stale submission (409), never retried. A fenced write (another instance took the game)
        drops the game here at once (404 game_elsewhere: the client reconnects to the new
        owner); a write the writer did not confirm in time drops it too (503), to be read back."""
        delay, longest = BACKOFF
        deadline = self.clock.monotonic() + self.settings.submit_retry_seconds
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
                raise self.holding.fenced(session) from exc
            except AppendTimeout as exc:
                raise self.holding.unknown_outcome(session, exc) from exc
            except FAILURES as exc:  # the database failed: nothing was stored
                self.troubled(session, f"storage: {type(exc).__name__}: {exc}")
                if self.clock.monotonic() + delay > deadline:
                    raise ApiError("storage_unavailable", Msg("server-error-not-saved")) from exc
                await asyncio.sleep(delay)
                delay = min(longest, delay * 2)

    def troubled(self, session: GameSession, error: str) -> None:
        """What holds the game up (health lists it), from its first failure on."""
        if session.trouble is None:
            session.trouble = Trouble(self.clock.time(), error[:300])
            log.error("game %s: progress held up: %s", session.id, error)
        else:
            session.trouble.attempts += 1
            session.trouble.error = error[:300]

    async def commit(
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
        await self.store_rows(session, rows, seats)
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
            self.finishing(session)
