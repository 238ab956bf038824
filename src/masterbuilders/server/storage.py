"""Event-sourced storage with SQLAlchemy: one row per game and an append-only table of entries
(actions and undo markers). An action is acknowledged only after its row is committed; on start
every unfinished game is restored by replaying its entries. SQLite by default, PostgreSQL by URL.

The tables themselves are server/tables.py's (issue 55: this module kept its reads and writes);
they are named here too, where the server's modules and migrations have always imported them."""

from __future__ import annotations

import fcntl
import json
import logging
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.tables import (
    AccountRow,
    AccountSeatRow,
    AccountSessionRow,
    Base,
    EmailConfirmationRow,
    EntryRow,
    GameRow,
    OutboxRow,
    PasswordResetRow,
    RatedGameRow,
    RatingHistoryRow,
    RatingRow,
    ReviewRow,
)

__all__ = [
    "ENTRY_COLUMNS",
    "AccountRow",
    "AccountSeatRow",
    "AccountSessionRow",
    "Base",
    "ConflictError",
    "EmailConfirmationRow",
    "Entry",
    "EntryRow",
    "Epoch",
    "FencedError",
    "GameRow",
    "OutboxRow",
    "PasswordResetRow",
    "RatedGameRow",
    "RatingHistoryRow",
    "RatingRow",
    "ReviewRow",
    "Row",
    "Store",
    "session_factory",
]

log = logging.getLogger("masterbuilders.server")


@dataclass(frozen=True)
class Entry:
    idx: int
    kind: str
    text: str
    seat: int | None
    spent: float | None = None
    created: float = field(default=0.0, compare=False)
    """Wall-clock time it was committed."""


Row = tuple[int, str, str, int | None, float | None]
"""An entry to append: (idx, kind, text, seat, spent)."""


ENTRY_COLUMNS = ("game_id", "idx", "kind", "text", "seat", "spent", "created", "instance")
"""The columns an append writes, in the order of `append_batch`'s tuples."""


class ConflictError(Exception):
    """Another entry already holds this index: the submission was concurrent or stale."""


class FencedError(Exception):
    """The game's ownership moved on (its `owner_epoch` is not the one the writer holds): another
    instance took the game, nothing was written. `games` are the fenced game ids."""

    def __init__(self, games: list[str]) -> None:
        super().__init__(f"fenced out of {', '.join(games)}: another instance took them")
        self.games = games


Epoch = int | None
"""The owner epoch an instance holds for a game, or None where nothing is fenced (one server
alone on its database)."""


class Store:
    """All database access of the server (synchronous; the app calls it from worker threads)."""

    def __init__(
        self, url: str, sqlite_timeout: float = 30.0, instance: str = "", clock: Clock = SYSTEM
    ) -> None:
        self.instance = instance or None
        self.clock = clock
        """When rows say they were written (server/clock.py)."""
        if url.startswith("postgresql://"):  # the driver this project installs
            url = "postgresql+psycopg://" + url[len("postgresql://") :]
        self.url = url
        kwargs: dict[str, Any] = {}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": sqlite_timeout}
        else:
            # a database that does not answer fails a connection attempt soon (it is retried)
            kwargs["connect_args"] = {"connect_timeout": 5}
        self.engine: Engine = create_engine(url, future=True, pool_pre_ping=True, **kwargs)
        mark = self._mark = "?" if self.engine.dialect.paramstyle == "qmark" else "%s"
        self._insert_entry = (
            f"INSERT INTO {EntryRow.__tablename__} ({', '.join(ENTRY_COLUMNS)}) "
            f"VALUES ({', '.join([mark] * len(ENTRY_COLUMNS))})"
        )
        self.write_lock: int | None = None
        if url.startswith("sqlite"):
            event.listen(self.engine, "connect", _sqlite_pragmas)
            path = make_url(url).database
            if path and path != ":memory:":
                self.write_lock = os.open(f"{path}-writelock", os.O_RDWR | os.O_CREAT, 0o644)
        from masterbuilders.server.migrations import migrate

        migrate(self.engine, self.writing, metadata=Base.metadata)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def create_game(self, row: GameRow) -> None:
        """A plain Core insert of the row's columns: one new row needs no unit of work (with the
        plain ASGI body limit, the server's CPU to create a game went from 2.0 to 1.0 ms)."""
        with self.writing(), self.engine.begin() as conn:
            conn.execute(insert(GameRow), self._values(row))

    @staticmethod
    def _values(row: GameRow) -> dict[str, Any]:
        values = {c.key: getattr(row, c.key) for c in GameRow.__table__.columns}
        for column in GameRow.__table__.columns:  # the ORM fills defaults only at a flush
            if values[column.key] is None and column.default is not None:
                values[column.key] = column.default.arg
        return values

    def append_many(self, game_id: str, entries: list[Row], epoch: Epoch = None) -> None:
        """Append entries of one game in one transaction; returns once they are committed."""
        self.append_batch([(game_id, entries, epoch)])

    def append_batch(self, batch: list[tuple[str, list[Row], Epoch]]) -> None:
        """Entries of several games in one transaction (group commit); returns once committed.

        Fencing: the games whose writer holds an owner epoch are read `FOR SHARE` in the same
        transaction before the rows are inserted. A row lock: an instance taking one of them
        over (`take`, an UPDATE of the same row) waits for this commit and reads the log after
        it; and once it has committed, this check sees its epoch and refuses (FencedError),
        nothing written. One statement per batch, whatever its size.

        The rows go to the database driver's `executemany` as plain tuples, on a connection of
        the engine's pool: append-only rows of plain values need neither the ORM's unit of work
        (which once cost most of the server's time under load) nor Core's per-row parameter
        processing (with it a group commit of 40 appends took 1.5-1.8 ms against 0.9 ms raw on
        SQLite, 4.1-4.4 against 2.8-3.3 ms on PostgreSQL; end to end, in the load benchmark, the
        difference is inside the noise: BENCHMARKS.md)."""
        now = self.clock.time()
        rows = [
            (g, i, k, t, seat, spent, now, self.instance)
            for g, entries, _ in batch
            for i, k, t, seat, spent in entries
        ]
        fenced = {g: e for g, _, e in batch if e is not None}
        with self._raw_transaction() as cursor:
            if fenced:
                self._check_epochs(cursor, fenced)
            cursor.executemany(self._insert_entry, rows)

    @contextmanager
    def _raw_transaction(self) -> Iterator[Any]:
        """A write transaction on a pooled connection's driver cursor: committed at the end,
        rolled back on any error; a taken entry index is a ConflictError."""
        dbapi = self.engine.dialect.loaded_dbapi
        with self.writing():
            conn = self.engine.raw_connection()
            try:
                cursor = conn.cursor()
                try:
                    yield cursor
                finally:
                    cursor.close()
                conn.commit()
            except dbapi.IntegrityError as exc:
                conn.rollback()
                raise ConflictError("an entry index exists already") from exc
            except BaseException:
                conn.rollback()
                raise
            finally:
                conn.close()  # back to the pool

    def _check_epochs(self, cursor: Any, held: dict[str, int]) -> None:
        ids = sorted(held)  # one order for every writer: no deadlock between two batches
        marks = ", ".join([self._mark] * len(ids))
        share = "" if self.url.startswith("sqlite") else " ORDER BY id FOR SHARE"
        cursor.execute(
            f"SELECT id, owner_epoch FROM {GameRow.__tablename__} WHERE id IN ({marks}){share}",
            ids,
        )
        now = {gid: epoch for gid, epoch in cursor.fetchall()}
        lost = [g for g in ids if now.get(g) != held[g]]
        if lost:
            raise FencedError(lost)

    def take(self, game_id: str, instance: str) -> int:
        """This instance takes the game over: its owner epoch goes up by one (committed) and is
        returned. Read the log only after this: an append of the previous owner either committed
        before (it held the row; this waited) or is refused by the new epoch."""
        with self.writing(), self.engine.begin() as conn:
            epoch = conn.execute(
                update(GameRow)
                .where(GameRow.id == game_id)
                .values(owner_epoch=func.coalesce(GameRow.owner_epoch, 0) + 1, owner=instance)
                .returning(GameRow.owner_epoch)
            ).scalar_one_or_none()
        if epoch is None:
            raise KeyError(game_id)
        return int(epoch)

    def change_seats(
        self, game_id: str, seats: list[dict[str, Any]], rows: list[Row], epoch: Epoch
    ) -> None:
        """A seat changes hands (a person leaves, a clock runs out, an account claims it): the
        seats and the log's entry about it (if any) in one transaction, fenced as appends are."""
        now = self.clock.time()
        with self._raw_transaction() as cursor:
            if epoch is not None:
                self._check_epochs(cursor, {game_id: epoch})
            cursor.execute(
                f"UPDATE {GameRow.__tablename__} SET seats = {self._mark} WHERE id = {self._mark}",
                (json.dumps(seats), game_id),
            )
            if rows:
                cursor.executemany(
                    self._insert_entry,
                    [(game_id, i, k, t, s, sp, now, self.instance) for i, k, t, s, sp in rows],
                )

    def create_rematch(self, game_id: str, row: GameRow) -> str:
        """The game `game_id`'s seats play `row` next, unless another request chose their next
        game first: returns the one next game's id (the existing one, or `row`'s, created)."""
        with self.writing(), self.engine.begin() as conn:
            taken = conn.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.rematch.is_(None))
                .values(rematch=row.id)
            ).rowcount
            if taken == 1:
                conn.execute(insert(GameRow), self._values(row))
                return row.id
            existing = conn.execute(select(GameRow.rematch).where(GameRow.id == game_id)).scalar()
            if existing is None:
                raise KeyError(game_id)
            return str(existing)

    def ping(self) -> None:
        """Whether the database takes writes again (raises if not): on SQLite a write
        transaction begun and rolled back (a reader is never blocked in WAL mode, so a read
        proves nothing about a locked file); on PostgreSQL a query on a pooled connection."""
        if not self.url.startswith("sqlite"):
            with self.engine.connect() as conn:
                conn.exec_driver_sql("SELECT 1")
            return
        with self.writing():
            raw = self.engine.raw_connection()
            try:
                cursor = raw.cursor()
                try:
                    cursor.execute("BEGIN IMMEDIATE")
                finally:
                    cursor.close()
                raw.rollback()
            finally:
                raw.close()

    @contextmanager
    def writing(self) -> Iterator[None]:
        """Around every write transaction. SQLite allows one writer at a time. Several server
        processes on one file (`server_load.py --servers K`) would find it busy and retry after SQLite's
        sleeps of 1 to 100 ms, which showed as stalls of up to 0.5 s; they take turns on a file
        lock instead, which wakes the next one as soon as the lock is free. (Uncontended, with
        one process, it costs microseconds.)"""
        if self.write_lock is None:
            yield
            return
        fcntl.flock(self.write_lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(self.write_lock, fcntl.LOCK_UN)

    def finish(
        self,
        game_id: str,
        result: dict[str, Any],
        epoch: Epoch = None,
        review_total: int | None = None,
        also: Callable[[Connection], Any] | None = None,
    ) -> None:
        """The game's result (by its owner: fenced as appends are). With `review_total` (a game
        with a person's seat), its review is begun in the same transaction (unless it exists):
        a server killed right after still finds it to compute at its next start. `also` runs in
        the same transaction (the game's rating: server/ratings.py)."""
        now = self.clock.time()
        done = {"status": "finished", "result": result, "finished": now}
        where = [GameRow.id == game_id]
        if epoch is not None:
            where.append(GameRow.owner_epoch == epoch)
        with self.writing(), self.engine.begin() as conn:  # Core, as create_game
            written = conn.execute(update(GameRow).where(*where).values(done)).rowcount
            if written == 0 and epoch is not None:
                raise FencedError([game_id])
            begun = select(ReviewRow.game_id).where(ReviewRow.game_id == game_id)
            if review_total is not None and conn.execute(begun).first() is None:
                row = {"status": "running", "done": 0, "total": review_total, "judged": []}
                conn.execute(insert(ReviewRow).values(game_id=game_id, updated=now, **row))
            if also is not None:
                # the rating is written with the result, but a failure of the rating's own
                # (a bug, a rule it did not foresee) never keeps the game from ending: its
                # savepoint is rolled back, the result stored, and the failure logged once
                try:
                    with conn.begin_nested():
                        also(conn)
                except IntegrityError as exc:  # (a database that fails raises others: retried)
                    log.error("game %s: not rated: %s", game_id, type(exc).__name__)

    def game(self, game_id: str) -> GameRow | None:
        with self.sessions() as s:
            return s.get(GameRow, game_id)

    def games(self, status: str | None = None, limit: int = 200) -> list[GameRow]:
        with self.sessions() as s:
            q = select(GameRow).order_by(GameRow.created.desc()).limit(limit)
            if status:
                q = q.where(GameRow.status == status)
            return list(s.scalars(q))

    def entries(self, game_id: str) -> list[Entry]:
        with self.sessions() as s:
            rows = s.scalars(
                select(EntryRow).where(EntryRow.game_id == game_id).order_by(EntryRow.idx)
            )
            return [Entry(r.idx, r.kind, r.text, r.seat, r.spent, r.created) for r in rows]

    def last_activity(self, status: str = "active") -> dict[str, float]:
        """Game id -> when its last entry was committed (its creation if it has none), for the
        games with `status`."""
        with self.sessions() as s:
            last = (
                select(EntryRow.game_id, func.max(EntryRow.created))
                .join(GameRow, GameRow.id == EntryRow.game_id)
                .where(GameRow.status == status)
                .group_by(EntryRow.game_id)
            )
            out = {gid: float(t) for gid, t in s.execute(last)}
            created = select(GameRow.id, GameRow.created).where(GameRow.status == status)
            for gid, t in s.execute(created):
                out.setdefault(gid, float(t))
            return out

    def abandon(self, game_ids: list[str]) -> None:
        """Games nobody played for too long: they leave the games in play for good."""
        if not game_ids:
            return
        with self.writing(), self.engine.begin() as conn:
            conn.execute(
                update(GameRow)
                .where(GameRow.id.in_(game_ids), GameRow.status == "active")
                .values(status="abandoned")
            )

    def games_by_id(self, game_ids: list[str]) -> list[GameRow]:
        with self.sessions() as s:
            return list(s.scalars(select(GameRow).where(GameRow.id.in_(game_ids))))

    # ---- reviews (derived data: plain upserts, never fenced) -------------------------------------
    def review(self, game_id: str) -> ReviewRow | None:
        with self.sessions() as s:
            return s.get(ReviewRow, game_id)

    def begin_review(self, game_id: str, total: int) -> ReviewRow:
        """The game's review row, created running (nothing judged) unless one exists; a failed one
        starts again, keeping nothing of it. Returns the row as it stands after."""
        try:
            with self.writing(), self.sessions.begin() as s:
                row = s.get(ReviewRow, game_id, with_for_update=self._for_update)
                if row is None:
                    row = ReviewRow(game_id=game_id, status="running", done=0, total=total)
                    row.judged, row.updated = [], self.clock.time()
                    s.add(row)
                elif row.status == "failed":
                    row.status, row.done, row.total = "running", 0, total
                    row.judged, row.review, row.message, row.updated = (
                        [],
                        None,
                        None,
                        self.clock.time(),
                    )
            return row
        except IntegrityError:  # another instance created it in between: theirs it is
            found = self.review(game_id)
            if found is None:
                raise
            return found

    def add_judged(self, game_id: str, judged: list[dict[str, Any]]) -> ReviewRow:
        """Decisions of a running review judged (a part): merged with those stored, by index (a
        part stored twice counts once), and `done` counts them. Returns the row after."""
        with self.writing(), self.sessions.begin() as s:
            row = s.get(ReviewRow, game_id, with_for_update=self._for_update)
            if row is None:
                raise KeyError(game_id)
            if row.status == "running":
                merged = {int(d["index"]): d for d in row.judged or []}
                merged.update({int(d["index"]): d for d in judged})
                row.judged = [merged[i] for i in sorted(merged)]
                row.done, row.updated = len(merged), self.clock.time()
        return row

    def finish_review(self, game_id: str, review: dict[str, Any]) -> None:
        """The review assembled: stored whole, its parts dropped."""
        values = {"status": "done", "review": review, "judged": None, "updated": self.clock.time()}
        with self.writing(), self.engine.begin() as conn:
            conn.execute(
                update(ReviewRow)
                .where(ReviewRow.game_id == game_id)
                .values(done=ReviewRow.total, **values)
            )

    def fail_review(self, game_id: str, message: str) -> None:
        """The review could not be computed: stored as failed with the reason (asked for again,
        it starts afresh)."""
        values = {"status": "failed", "message": message[:1000], "updated": self.clock.time()}
        with self.writing(), self.engine.begin() as conn:
            conn.execute(update(ReviewRow).where(ReviewRow.game_id == game_id).values(values))

    def unfinished_reviews(self) -> list[str]:
        """The games whose review was running when the server stopped (to resume at start)."""
        with self.sessions() as s:
            q = select(ReviewRow.game_id).where(ReviewRow.status == "running")
            return list(s.scalars(q.order_by(ReviewRow.updated)))

    @property
    def _for_update(self) -> bool | None:
        """SELECT ... FOR UPDATE where the database has it (SQLite: one writer holds the file)."""
        return None if self.url.startswith("sqlite") else True

    def dispose(self) -> None:
        self.engine.dispose()
        if self.write_lock is not None:
            os.close(self.write_lock)
            self.write_lock = None


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    # WAL + NORMAL: a commit is in the log file before it is acknowledged, so a killed server
    # (kill -9) loses nothing; only a crash of the operating system could lose the last commits.
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def session_factory(store: Store) -> Session:
    return store.sessions()
