"""Mail when it is your turn in a turn-based game (issue 41), where the operator configured SMTP
(`MASTERBUILDERS_SMTP_HOST` and the settings beside it).

When a turn-based game (a clock with time per move) comes to a person's seat that belongs to an
account with an address and mail on (`notify`), and nobody is connected to that seat, the account
gets one mail for that turn: `turn_mails` keeps (game, seat, turn) in the database, the turn
named by the game's version when it came to the seat, so a restart or several instances never
send it twice. The mail links the game (no seat token: the account's sign-in opens the seat) and
an unsubscribe link, which turns the mails off in one click (its key in the link's fragment,
which no server or proxy ever logs; the page posts it). A mail that cannot be sent is logged in
one line and its turn forgotten, so the next change of the game may try again."""

from __future__ import annotations

import logging
import smtplib
import time
from dataclasses import dataclass
from email.message import EmailMessage

from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError

from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, text
from masterbuilders.server.storage import AccountRow, AccountSeatRow, Store, TurnMailRow

log = logging.getLogger("masterbuilders.server")


SENT = "sent"
SENT_BEFORE = "sent before"
NO_ADDRESS = "no address"
"""The seat belongs to no account with an address and mail on (yet: a new game's seats are given
to their accounts just after it is made)."""
NOT_SENT = "not sent"


@dataclass(frozen=True)
class Smtp:
    """Where mails go out (a real SMTP server; tests run aiosmtpd as one)."""

    host: str
    port: int = 25
    sender: str = "masterbuilders@localhost"
    user: str = ""
    password: str = ""
    starttls: bool = False

    def send(self, message: EmailMessage) -> None:
        with smtplib.SMTP(self.host, self.port, timeout=20) as smtp:
            if self.starttls:
                smtp.starttls()
            if self.user:
                smtp.login(self.user, self.password)
            smtp.send_message(message)


def turn_mail(
    store: Store,
    smtp: Smtp,
    public_url: str,
    game_id: str,
    game: str,
    seat: int,
    turn: int,
) -> str:
    """Mail the account holding `seat` that it is its turn, once for this `turn` (synchronous:
    the manager runs it in a thread): SENT, SENT_BEFORE, NO_ADDRESS or NOT_SENT (the SMTP server
    failed: the turn is forgotten, so that a later change may try again)."""
    with store.sessions() as s:
        row = s.execute(
            select(AccountRow)
            .join(AccountSeatRow, AccountSeatRow.account_id == AccountRow.id)
            .where(AccountSeatRow.game_id == game_id, AccountSeatRow.seat == seat)
        ).scalar_one_or_none()
    if row is None or not row.email or not row.email_confirmed or not row.notify or row.bot:
        return NO_ADDRESS
    try:
        with store.writing(), store.engine.begin() as conn:
            conn.execute(
                insert(TurnMailRow).values(
                    game_id=game_id, seat=seat, turn=turn, created=time.time()
                )
            )
    except IntegrityError:
        return SENT_BEFORE  # this turn's mail went out already (or is going out elsewhere)
    base = public_url.rstrip("/")
    message = EmailMessage()
    message["From"] = smtp.sender
    message["To"] = row.email
    lang = row.lang or DEFAULT  # the language its player reads the pages in
    title = Msg("mail-game", title=Msg(f"{game}-title"), game_id=game_id)
    unsubscribe = f"{base}/account#unsubscribe={row.unsubscribe}"
    message["Subject"] = text(Msg("mail-turn-subject", title=title), lang)
    message["List-Unsubscribe"] = f"<{unsubscribe}>"
    link = f"{base}/play/{game_id}"
    body = Msg("mail-turn-body", name=row.name, title=title, link=link, unsubscribe=unsubscribe)
    message.set_content(text(body, lang))
    try:
        smtp.send(message)
    except (OSError, smtplib.SMTPException) as exc:
        log.error("turn mail for game %s seat %d not sent: %s", game_id, seat, exc)
        with store.writing(), store.engine.begin() as conn:
            conn.execute(
                delete(TurnMailRow).where(
                    TurnMailRow.game_id == game_id, TurnMailRow.seat == seat,
                    TurnMailRow.turn == turn,
                )
            )  # fmt: skip
        return NOT_SENT
    return SENT


def reset_mail(
    smtp: Smtp, public_url: str, name: str, address: str, code: str, lang: str = DEFAULT
) -> bool:
    """Mail a password reset link (its code in the fragment), in the language of the page it was
    asked on; whether it went out."""
    return _link_mail(smtp, public_url, name, address, ("reset", code), lang)


def confirm_mail(
    smtp: Smtp, public_url: str, name: str, address: str, code: str, lang: str = DEFAULT
) -> bool:
    """Ask the owner of an address a player gave to confirm it (a link with its code in the
    fragment): until then nothing else is mailed to it. Whether it went out."""
    return _link_mail(smtp, public_url, name, address, ("confirm", code), lang)


def _link_mail(
    smtp: Smtp, public_url: str, name: str, address: str, link: tuple[str, str], lang: str
) -> bool:
    """A mail of one link to the account page (`link`: what it is for, and its code, kept in
    the fragment), its words `mail-WHAT-subject` and `mail-WHAT-body`; whether it went out."""
    what, code = link
    message = EmailMessage()
    message["From"] = smtp.sender
    message["To"] = address
    message["Subject"] = text(Msg(f"mail-{what}-subject"), lang)
    url = f"{public_url.rstrip('/')}/account#{what}={code}"
    message.set_content(text(Msg(f"mail-{what}-body", name=name, link=url), lang))
    try:
        smtp.send(message)
    except (OSError, smtplib.SMTPException) as exc:
        log.error("%s mail not sent: %s", what, exc)
        return False
    return True
