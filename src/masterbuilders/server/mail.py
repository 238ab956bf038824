"""Mails to players (issue 41), where the operator configured SMTP (`MASTERBUILDERS_SMTP_HOST` and
the settings beside it): what each mail says, and which turn of a game is mailed. They leave
through the outbox (server/outbox.py, issue 54): written as rows in the database, sent by a
background sender, never by a request.

When a turn-based game (a clock with time per move) comes to a person's seat that belongs to an
account with a confirmed address and mail on (`notify`), and nobody is connected to that seat, the
account gets one mail for that turn. The turn is named by what the game's log says, the same in
every process and after any restart (`turn_of`: the steps made before it came to the seat), and
the outbox's unique key (game, seat, turn) keeps a second mail for it from being written. The mail
links the game (no seat token: the account's sign-in opens the seat) and an unsubscribe link,
which turns the mails off in one click (its key in the link's fragment, which no server or proxy
ever logs; the page posts it)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import smtplib
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import select
from sqlalchemy.engine import Connection

from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, text
from masterbuilders.server.storage import AccountRow, AccountSeatRow

if TYPE_CHECKING:
    from masterbuilders.server.session import GameSession

log = logging.getLogger("masterbuilders.server")

QUEUED = "queued"
QUEUED_BEFORE = "queued before"
NO_ADDRESS = "no address"
"""The seat belongs to no account with an address and mail on (yet: a new game's seats are given
to their accounts just after it is made)."""
STEPS_PER_TRY = 6
"""A try at sending ends after this many of the SMTP server's timeouts at most (connect, greeting,
sender, recipient, data, its end): a server that trickles its answers cannot hold it longer."""


@dataclass(frozen=True)
class Smtp:
    """Where mails go out (a real SMTP server; tests run aiosmtpd as one)."""

    host: str
    port: int = 25
    sender: str = "masterbuilders@localhost"
    user: str = ""
    password: str = ""
    starttls: bool = False
    timeout: float = 10.0
    """Seconds to wait for the server at each step (connecting, each answer)."""

    @property
    def longest_try(self) -> float:
        """The most one try at sending takes (`STEPS_PER_TRY` timeouts)."""
        return STEPS_PER_TRY * self.timeout

    def send(
        self, message: EmailMessage, opened: Callable[[smtplib.SMTP], None] | None = None
    ) -> None:
        """Hand `message` to the server; returns once the server accepted it, raises OSError or
        SMTPException otherwise. A try that outlasts `longest_try` has its connection shut
        (`opened` is told of the connection: `shut` ends it sooner)."""
        smtp = smtplib.SMTP(timeout=self.timeout)
        if opened is not None:
            opened(smtp)
        watchdog = threading.Timer(self.longest_try, shut, (smtp,))
        watchdog.daemon = True
        watchdog.start()
        try:
            smtp.connect(self.host, self.port)
            if self.starttls:
                smtp.starttls()
            if self.user:
                smtp.login(self.user, self.password)
            smtp.send_message(message)
            with contextlib.suppress(OSError, smtplib.SMTPException):
                smtp.quit()  # accepted: whatever QUIT answers changes nothing
        finally:
            watchdog.cancel()
            smtp.close()


def shut(smtp: smtplib.SMTP) -> None:
    """End a try (it took too long, or the server stops): its blocked read or write fails at
    once."""
    sock: Any = getattr(smtp, "sock", None)
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


@dataclass(frozen=True)
class Mail:
    """A mail as the outbox keeps it: `key` is unique among all mails ever written (a turn's
    names the game, seat and turn, so it is written once)."""

    key: str
    to: str
    subject: str
    body: str
    unsubscribe: str | None = None
    """The List-Unsubscribe link (turn mails)."""


def turn_of(steps: Sequence[Any], seat: int) -> int:
    """The turn that `seat` is in: how many steps the game had made when it came to the seat (after
    the last decision of another seat). The log alone decides it, so every process and every
    restart names a turn alike (it was the game's version at the first change seen, which a
    restart saw later: a second mail, issue 54)."""
    for i in range(len(steps) - 1, -1, -1):
        actor = steps[i].actor
        if actor is not None and actor != seat:
            return i + 1
    return 0


def turn_mail(
    conn: Connection, public_url: str, game_id: str, game: str, seat: int, turn: int
) -> Mail | None:
    """The mail telling the account holding `seat` that it is its turn (read on `conn`), or None
    when no account with a confirmed address and mail on holds the seat."""
    row = conn.execute(
        select(AccountRow.name, AccountRow.email, AccountRow.email_confirmed, AccountRow.notify,
               AccountRow.bot, AccountRow.lang, AccountRow.unsubscribe)
        .join(AccountSeatRow, AccountSeatRow.account_id == AccountRow.id)
        .where(AccountSeatRow.game_id == game_id, AccountSeatRow.seat == seat)
    ).first()  # fmt: skip
    if row is None or not row.email or not row.email_confirmed or not row.notify or row.bot:
        return None
    base = public_url.rstrip("/")
    lang = row.lang or DEFAULT  # the language its player reads the pages in
    title = Msg("mail-game", title=Msg(f"{game}-title"), game_id=game_id)
    unsubscribe = f"{base}/account#unsubscribe={row.unsubscribe}"
    link = f"{base}/play/{game_id}"
    body = Msg("mail-turn-body", name=row.name, title=title, link=link, unsubscribe=unsubscribe)
    return Mail(
        f"turn:{game_id}:{seat}:{turn}",
        row.email,
        text(Msg("mail-turn-subject", title=title), lang),
        text(body, lang),
        unsubscribe,
    )


def reset_mail(
    public_url: str, name: str, address: str, code: str, key: str, lang: str = DEFAULT
) -> Mail:
    """A password reset link (its code in the fragment), in the language of the page it was
    asked on (`key`: the code's hash, unique)."""
    return _link_mail(public_url, name, address, ("reset", code), f"reset:{key}", lang)


def confirm_mail(
    public_url: str, name: str, address: str, code: str, key: str, lang: str = DEFAULT
) -> Mail:
    """Ask the owner of an address a player gave to confirm it (a link with its code in the
    fragment): until then nothing else is mailed to it (`key`: the code's hash, unique)."""
    return _link_mail(public_url, name, address, ("confirm", code), f"confirm:{key}", lang)


def _link_mail(
    public_url: str, name: str, address: str, link: tuple[str, str], key: str, lang: str
) -> Mail:
    """A mail of one link to the account page (`link`: what it is for, and its code, kept in
    the fragment), its words `mail-WHAT-subject` and `mail-WHAT-body`."""
    what, code = link
    url = f"{public_url.rstrip('/')}/account#{what}={code}"
    return Mail(
        key,
        address,
        text(Msg(f"mail-{what}-subject"), lang),
        text(Msg(f"mail-{what}-body", name=name, link=url), lang),
    )


class Writes(Protocol):
    """Where `TurnMails` writes its mails: the outbox (server/outbox.py `Outbox`, which imports
    this module: named by what it does, not imported back)."""

    async def run(self, compose: Callable[[Connection], Mail | None]) -> str: ...


class TurnMails:
    """The manager's hook (`notice` at every change of a game): a turn-based game come to a person's
    seat that nobody is connected to has its turn's mail written to the outbox, once."""

    def __init__(self, outbox: Writes, public_url: str) -> None:
        self.outbox = outbox
        self.public_url = public_url
        self._tasks: set[asyncio.Task[None]] = set()

    def notice(self, session: GameSession) -> None:
        """Called at every change of `session` (and once a game is restored or loaded: a mail
        its last change should have written is written then, if it was not)."""
        if not session.turn_based() or session.status() != "active":
            return
        seat = session.state.current_player()
        if seat < 0 or session.is_bot(seat):
            return
        if any(sub.seat == seat for sub in session.subscribers):
            return
        key = (seat, turn_of(session.match.steps, seat))
        if key in session.mailed:
            return
        if key in session.mailing:  # asked again while its row is being written: look again after
            session.mail_again = True
            return
        session.mailing.add(key)
        task = asyncio.create_task(self._write(session, key))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, session: GameSession, key: tuple[int, int]) -> None:
        seat, turn = key
        game_id, game = session.id, session.row.game
        try:
            done = await self.outbox.run(
                lambda conn: turn_mail(conn, self.public_url, game_id, game, seat, turn)
            )
        except Exception as exc:  # the database failed: the next change tries again
            log.warning("turn mail for game %s seat %d not written: %s", game_id, seat, exc)
            done = None
        finally:
            session.mailing.discard(key)
        if done in (QUEUED, QUEUED_BEFORE):
            session.mailed.add(key)  # written, here or by another process
        elif session.mail_again:  # the seat may have been given to an account meanwhile
            session.mail_again = False
            self.notice(session)
