"""The outbox (issue 54): every mail is a row of `outbox`, written in the transaction of what causes
it (a password reset's code, an address's confirmation code, a turn come to a seat), and sent by a
background sender that no request ever waits on.

The sender runs on threads of its own (never the executor that serves requests), one mail at a
time, with the SMTP server's own timeout (`Smtp.timeout`, a try capped at `Smtp.longest_try`).
A failed try is retried with backoff (`Settings.mail_retry_seconds`, doubling up to
`LONGEST_PAUSE`), for two days (`GIVE_UP_SECONDS`). Several instances on one PostgreSQL database
share the outbox: a sender takes a row with `SELECT ... FOR UPDATE SKIP LOCKED` and holds it by a
lease (`lease`, `leased_until`: a try's longest, and a margin) so that one instance alone sends it;
a sender that dies mid-try leaves its lease to run out, and the row is tried again.

A row is marked sent only after the SMTP server accepted it, in the next statement. A crash (or a
database that fails) between the server's acceptance and that mark sends the mail a second time:
the outbox delivers at least once, and that window, one commit long, is the only one. Once sent,
a row's body is blanked (a reset or confirmation code is in the database only until its mail
leaves) and its key kept for `KEEP_SECONDS`, so a turn is never written twice."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import smtplib
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from email.message import EmailMessage
from typing import Final

from sqlalchemy import delete, func, insert, or_, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.mail import NO_ADDRESS, QUEUED, QUEUED_BEFORE, Mail, Smtp, shut
from masterbuilders.server.storage import OutboxRow, Store

log = logging.getLogger("masterbuilders.server")

LONGEST_PAUSE: Final = 1800.0
"""The longest pause between two tries of one mail."""
GIVE_UP_SECONDS: Final = 2 * 86400.0
"""A mail not sent within this long is not tried again (its row says why it failed)."""
KEEP_SECONDS: Final = 60 * 86400.0
"""How long rows are kept (their keys: a turn lasts at most 44 days, two weeks a move and a bank
of 30 days)."""
LEASE_MARGIN: Final = 5.0
"""A lease outlasts the longest try by this much."""
MARK_PAUSE: Final = 0.5
"""The pause between two tries at recording a try's outcome while the database fails."""
POLL_SECONDS: Final = 5.0
"""How often the sender looks for rows it was not told about (another instance's, retries due)."""


def backoff(attempts: int, first: float) -> float:
    """The pause after the `attempts`-th failed try: `first`, doubling, up to `LONGEST_PAUSE`."""
    return float(min(first * 2 ** min(attempts - 1, 30), LONGEST_PAUSE))


def add(conn: Connection, mail: Mail, now: float) -> None:
    """Write `mail` to the outbox in the caller's transaction (IntegrityError: its key was
    written before)."""
    conn.execute(
        insert(OutboxRow).values(
            key=mail.key, recipient=mail.to, subject=mail.subject, body=mail.body,
            unsubscribe=mail.unsubscribe, created=now, due=now, attempts=0,
        )
    )  # fmt: skip


class Outbox:
    """The outbox's writer for the server's own events (`run`) and its sender (`start`, `stop`,
    `wake`)."""

    def __init__(
        self, store: Store, smtp: Smtp, retry_seconds: float = 30.0, clock: Clock = SYSTEM
    ) -> None:
        self.store = store
        self.smtp = smtp
        self.retry_seconds = retry_seconds
        self.clock = clock
        self.lease_seconds = smtp.longest_try + LEASE_MARGIN
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="mail")
        """The sender's thread (one try at a time) and one for writing rows beside it."""
        self.sent = 0
        self.failed = 0
        self._postgres = store.engine.dialect.name == "postgresql"
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._purged = 0.0
        self._trying: smtplib.SMTP | None = None
        """The connection of the try under way (shut when the server stops)."""

    # ---- writing --------------------------------------------------------------------------------
    async def run(self, compose: Callable[[Connection], Mail | None]) -> str:
        """Write the mail `compose` makes (reading on the transaction's connection) on the
        outbox's own thread: QUEUED, QUEUED_BEFORE (its key was written before, here or by
        another process) or NO_ADDRESS (`compose` made none)."""
        loop = asyncio.get_running_loop()
        done = await loop.run_in_executor(self.pool, self._write, compose)
        if done == QUEUED:
            self.wake()
        return done

    def _write(self, compose: Callable[[Connection], Mail | None]) -> str:
        try:
            with self.store.writing(), self.store.engine.begin() as conn:
                mail = compose(conn)
                if mail is None:
                    return NO_ADDRESS
                add(conn, mail, self.clock.time())
        except IntegrityError:
            return QUEUED_BEFORE
        return QUEUED

    def wake(self) -> None:
        """Rows were written: the sender looks now (from any thread)."""
        if self._loop is not None and self._wake is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._wake.set)

    # ---- sending --------------------------------------------------------------------------------
    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        self._stopping = True
        if self._task is not None:
            self._task.cancel()
        if self._trying is not None:  # a try hanging on the relay would hold the exit
            shut(self._trying)
        self.pool.shutdown(wait=False, cancel_futures=True)

    async def _run(self) -> None:
        assert self._wake is not None
        loop = asyncio.get_running_loop()
        while True:
            self._wake.clear()
            try:
                pause = await loop.run_in_executor(self.pool, self._send_due)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database failed: looked at again soon
                log.warning("mail outbox: %s: %s", type(exc).__name__, exc)
                pause = POLL_SECONDS
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), pause)

    def _send_due(self) -> float:
        """Send every row that is due, one by one; the seconds until the next is due (at most
        `POLL_SECONDS`)."""
        self._purge()
        while not self._stopping:
            taken = self._take()
            if taken is None:
                break
            self._send(*taken)
        now = self.clock.time()
        waiting = [OutboxRow.sent.is_(None), OutboxRow.created >= now - GIVE_UP_SECONDS]
        free = or_(OutboxRow.leased_until.is_(None), OutboxRow.leased_until < now)
        with self.store.engine.connect() as conn:
            due = conn.execute(select(func.min(OutboxRow.due)).where(*waiting, free)).scalar()
            held = conn.execute(  # (another try's, or a killed one's: free when it runs out)
                select(func.min(OutboxRow.leased_until)).where(*waiting, ~free)
            ).scalar()
        soonest = min((t for t in (due, held) if t is not None), default=now + POLL_SECONDS)
        return min(POLL_SECONDS, max(0.0, soonest - now))

    def _take(self) -> tuple[OutboxRow, str] | None:
        """A row due and held by no other try, leased to this one: (the row, the lease)."""
        now = self.clock.time()
        free = or_(OutboxRow.leased_until.is_(None), OutboxRow.leased_until < now)
        due = select(OutboxRow).where(
            OutboxRow.sent.is_(None), OutboxRow.due <= now,
            OutboxRow.created >= now - GIVE_UP_SECONDS, free,
        ).order_by(OutboxRow.due).limit(1)  # fmt: skip
        if self._postgres:  # another instance's sender skips the row this one is taking
            due = due.with_for_update(skip_locked=True)
        lease = secrets.token_hex(16)
        for _ in range(3):  # (a row another sender took meanwhile: the next one)
            with self.store.writing(), self.store.engine.begin() as conn:
                row = conn.execute(due).first()
                if row is None:
                    return None
                taken = conn.execute(
                    update(OutboxRow)
                    .where(OutboxRow.id == row.id, OutboxRow.sent.is_(None), free)
                    .values(lease=lease, leased_until=now + self.lease_seconds,
                            attempts=OutboxRow.attempts + 1)
                ).rowcount  # fmt: skip
            if taken == 1:
                return OutboxRow(**row._asdict()), lease
        return None

    def _send(self, row: OutboxRow, lease: str) -> None:
        message = EmailMessage()
        message["From"] = self.smtp.sender
        message["To"] = row.recipient
        message["Subject"] = row.subject
        if row.unsubscribe:
            message["List-Unsubscribe"] = f"<{row.unsubscribe}>"
        message.set_content(row.body)
        try:
            self.smtp.send(message, self._opened)
        except (OSError, smtplib.SMTPException) as exc:
            self.failed += 1
            attempts = row.attempts + 1
            pause = backoff(attempts, self.retry_seconds)
            log.error("mail %d not sent (try %d, again in %.0f s): %s", row.id, attempts, pause,
                      str(exc) or type(exc).__name__)  # fmt: skip
            self._mark(row.id, lease, due=self.clock.time() + pause, error=str(exc)[:500])
            return
        self.sent += 1
        # accepted: marked at once (a crash before this commit sends it again: at least once)
        if not self._mark(row.id, lease, sent=self.clock.time(), body="", unsubscribe=None,
                          error=None):  # fmt: skip
            log.warning("mail %d: sent, but its lease had run out (it may go out twice)", row.id)

    def _opened(self, smtp: smtplib.SMTP) -> None:
        self._trying = smtp

    def _mark(self, row_id: int, lease: str, **values: object) -> bool:
        """End this try's lease with `values`; whether the row was still this try's. A database
        that fails is tried again for as long as the lease lasts (after that, another try may
        send the row again)."""
        for tries_left in range(int(self.lease_seconds / MARK_PAUSE), -1, -1):
            try:
                with self.store.writing(), self.store.engine.begin() as conn:
                    return bool(
                        conn.execute(
                            update(OutboxRow)
                            .where(OutboxRow.id == row_id, OutboxRow.lease == lease)
                            .values(lease=None, leased_until=None, **values)
                        ).rowcount
                    )
            except Exception as exc:
                if not tries_left or self._stopping:
                    log.error("mail %d: its try not recorded: %s", row_id, exc)
                    return False
                time.sleep(MARK_PAUSE)
        return False

    def _purge(self) -> None:
        """Rows older than `KEEP_SECONDS` leave (once an hour)."""
        now = self.clock.time()
        if now - self._purged < 3600:
            return
        self._purged = now
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(delete(OutboxRow).where(OutboxRow.created < now - KEEP_SECONDS))
