"""Accounts (issue 41): optional, beside the anonymous seat links, which stay as they are.

A player registers a name and a password and is then signed in: a session cookie (`COOKIE`,
HttpOnly, SameSite=Lax, Secure whenever the page is served over HTTPS) names a row of
`account_sessions` by the SHA-256 of its value, so the database never holds a usable cookie.
Every state-changing request that a session cookie authorizes must carry the session's CSRF token
in the `X-CSRF-Token` header (the page reads it from the `CSRF_COOKIE` cookie, which scripts of
the page's own origin alone can read); the API's writes are JSON only besides (errors.Guard), so
no cross-site form can post to it at all. A new session is made at every sign-in (a cookie set
before, by anyone, is never promoted: no session fixation) and signing out deletes it.

Passwords are kept as argon2id hashes (argon2-cffi: the Password Hashing Competition's winner,
with the library's maintained parameters and rehash-on-login when they change; hand-rolled
PBKDF2 or bcrypt wrappers would be ours to keep up to date). A sign-in that fails says the same
whether the name exists or not, and takes as long (an unknown name is checked against a dummy
hash); attempts are rate-limited per client address and per name (credential stuffing from one
address, or many addresses against one name). Names: 3-24 letters, digits, '.', '-' or '_',
starting with a letter or digit, unique regardless of case (NFKC, case-folded); a new one also
under RFC 8265's username profile, in one script, with no invisible character, and not passing
for an account's name by its look-alike key (server/names.py, issue 54).

A password is reset with a one-time code (`reset_code`: an operator's command,
`masterbuilders account reset NAME`, prints a link; where SMTP is configured, a player can ask
for it by mail), valid for an hour; using it signs every session of the account out. A bot account
has no password: no reset for it (issue 54).

Password work (argon2) runs on a bounded pool of its own (server/hashing.py: 503 busy beyond), not
on the executor that serves requests. Mails (a reset's link, an address's confirmation) are rows
of the outbox written in the transaction that makes their code (server/outbox.py); a confirmation
code is bound to the address it was sent to and expires (`Settings.confirm_hours`)."""

from __future__ import annotations

import functools
import hashlib
import hmac
import ipaddress
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT
from masterbuilders.server import names
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import ApiError
from masterbuilders.server.hashing import HashPool
from masterbuilders.server.limits import Buckets
from masterbuilders.server.ratings import leaderboard, ordinal
from masterbuilders.server.storage import (
    AccountRow,
    AccountSeatRow,
    AccountSessionRow,
    EmailConfirmationRow,
    GameRow,
    PasswordResetRow,
    RatingHistoryRow,
    RatingRow,
    Store,
)

if TYPE_CHECKING:
    from masterbuilders.server.outbox import Outbox

BOT_PREFIX: Final = "mbb_"
"""How a bot account's API token begins (a seat token never does): `Authorization: Bearer mbb_...`
makes a request the bot's, for playing its seats and listing its games, never for the account's
settings (those need a signed-in browser session)."""
COOKIE: Final = "mb_session"
CSRF_COOKIE: Final = "mb_csrf"
CSRF_HEADER: Final = "x-csrf-token"
SESSION_DAYS: Final = 30.0
RESET_SECONDS: Final = 3600.0
NAME: Final = re.compile(r"[^\W_][\w.-]{2,23}")
"""A name: 3-24 word characters (any script), '.' or '-', starting with a letter or digit."""
RESERVED: Final = frozenset(
    {"admin", "administrator", "root", "system", "server", "moderator", "masterbuilders",
     "random", "easy", "medium", "hard", "expert", "bot", "anonymous", "spectator"}
)  # fmt: skip
"""Names nobody registers: they would pass for the server or for a computer level."""
PASSWORD_MIN: Final = 8
PASSWORD_MAX: Final = 1024
SIGN_INS_PER_MINUTE: Final = 10.0
"""Sign-in attempts one client address may make per minute (a burst of as many)."""
SIGN_INS_PER_NAME_PER_MINUTE: Final = 5.0
"""Sign-in attempts against one name from one address per minute: someone who guesses alice's
password from one address is stopped there, and alice, elsewhere, still signs in."""
SIGN_INS_PER_NAME_EVERYWHERE: Final = 60.0
"""Sign-in attempts against one name per minute from all addresses together: a ceiling on
guessing spread over many addresses, high enough that one address (at most
SIGN_INS_PER_MINUTE) never locks an account. A browser the account signed in on before (its
`DEVICE_COOKIE`) is not counted against it, nor stopped by it: an attacker who keeps the ceiling
empty from many addresses locks nobody out of the devices they use (OWASP's device cookies)."""
SIGN_INS_PER_DEVICE_PER_MINUTE: Final = 5.0
"""Sign-in attempts per minute from one known device (its own limit, beside its address's)."""
DEVICE_COOKIE: Final = "mb_device"
"""A browser an account signed in on: the account's id, a nonce and their MAC keyed by the
account's password hash (so a new password forgets every device). It proves nothing but that
this browser once knew the password: it signs nobody in."""
DEVICE_DAYS: Final = 365.0
IPV6_PREFIX: Final = 64
"""Addresses are limited by their IPv6 /64 (one household's or one server's): an attacker with
a /64 has 2**64 addresses, not 2**64 buckets."""
LOOKUPS_PER_MINUTE: Final = 30.0
"""Names one address may look up per minute (profiles, invitations): no enumeration at speed."""
CONFIRMATIONS_PER_MINUTE: Final = 0.2
"""Mails asking one account's address to confirm it, per minute (a burst of one, then one
every five minutes): nobody makes the server a mailer by saving an address over and over."""
RESET_MAILS_PER_MINUTE: Final = 0.1
"""Reset mails to one account: one in ten minutes, however often it is asked for."""
REGISTRATIONS_PER_MINUTE: Final = 5.0
BAD_CREDENTIALS: Final = Msg("server-error-bad-credentials")
EMAIL: Final = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
"""The one answer to a failed sign-in, whichever of the two was wrong."""

_hasher = PasswordHasher()


@functools.cache
def _dummy() -> str:
    """The hash an unknown name's password is checked against (as long as a known one's check):
    computed at the first sign-in, not at import (an argon2 hash takes most of a second)."""
    return _hasher.hash("a password nobody has: checked when the name is unknown")


def digest(secret: str) -> str:
    """How a session cookie, a reset code or a bot token is kept: its SHA-256 (they are random
    and long, so a fast hash is enough; passwords are argon2id)."""
    return hashlib.sha256(secret.encode()).hexdigest()


AUTHORITY: Final = frozenset({"admin", "administrator", "root", "system", "server", "moderator",
                               "masterbuilders"})  # fmt: skip
"""Words no seat name carries at all ("admin (server)"): they would speak for the site."""


def name_key(name: str) -> str:
    """The form that makes two names the same: NFKC, case-folded."""
    return unicodedata.normalize("NFKC", name).casefold()


def check_name(raw: Any) -> str:
    """A name to register, as it will be shown, or 400 invalid_name naming the rule."""
    if not isinstance(raw, str):
        raise ApiError("invalid_name", Msg("server-error-name-required"))
    # RFC 8265's username profile, no invisible character, one script (issue 54: server/names.py)
    name = unicodedata.normalize("NFKC", names.account_name(raw))
    if not NAME.fullmatch(name):
        raise ApiError("invalid_name", Msg("server-error-name-form"))
    if looks_reserved(name):
        raise ApiError("invalid_name", Msg("server-error-name-reserved", name=repr(name)))
    return name


def _look_alike(conn: Connection, name: str) -> int | None:
    """The account whose name `name` passes for (its look-alike key, server/names.py), if any."""
    return conn.execute(
        select(AccountRow.id).where(AccountRow.name_skeleton.in_(sorted(names.keys(name))))
    ).scalar()


def looks_reserved(name: str) -> bool:
    """Whether `name` passes for a reserved word, with or without digits, separators or a
    bracket after it ('expert-1', 'Expert 2')."""
    stem = look_alike(re.sub(r"[\d._ ()-]+$", "", name_key(name)) or name)
    return stem in {look_alike(word) for word in RESERVED}


LOOK_ALIKE: Final = str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l", "3": "e", "5": "s"})
"""Characters that pass for each other in a name's font, folded to one ('adm1n', 'bot-l')."""


def look_alike(name: str) -> str:
    """A name as it looks: case-folded, look-alike characters folded, separators dropped, 'rn'
    read as 'm'; two names that fold alike pass for each other. check_name refuses a name that
    looks like a reserved one, with or without digits and separators after it ('expert-1')."""
    return re.sub(r"[._-]", "", name_key(name).translate(LOOK_ALIKE)).replace("rn", "m")


def check_password(raw: Any) -> str:
    if not isinstance(raw, str) or not PASSWORD_MIN <= len(raw) <= PASSWORD_MAX:
        raise ApiError(
            "invalid_password", Msg("server-error-password", min=PASSWORD_MIN, max=PASSWORD_MAX)
        )
    return raw


@dataclass(frozen=True)
class Account:
    """A signed-in account as a request sees it."""

    id: int
    name: str
    bot: bool
    csrf: str = ""
    """The session's CSRF token (empty for a bot's API token: no cookie, nothing to forge)."""

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True)
class NewSession:
    """A session just made: the cookie's value (given to the browser once, kept nowhere) and its
    CSRF token."""

    cookie: str
    csrf: str
    account: Account
    device: str = ""
    """The `DEVICE_COOKIE` for the browser that signed in."""


def address_key(client: str) -> str:
    """The bucket an address is limited in: itself, or for IPv6 its /64 (`IPV6_PREFIX`)."""
    try:
        address = ipaddress.ip_address(client)
    except ValueError:
        return client
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/{IPV6_PREFIX}", strict=False))
    return str(address)


def _account_mac(password_hash: str, purpose: str, account_id: int, value: str) -> str:
    """A MAC of (`purpose`, the account, `value`) keyed by the account's password hash: a
    server secret per account, which a new password replaces (voiding every MAC made with it)."""
    message = f"{purpose}\n{account_id}\n{value}".encode()
    return hmac.new(password_hash.encode(), message, hashlib.sha256).hexdigest()


def new_device(account_id: int, password_hash: str) -> str:
    """A `DEVICE_COOKIE` for a browser the account just signed in on."""
    nonce = secrets.token_urlsafe(12)
    return f"{account_id}.{nonce}.{_account_mac(password_hash, 'device', account_id, nonce)}"


def device_is(cookie: str, account_id: int, password_hash: str | None) -> bool:
    """Whether `cookie` is a `DEVICE_COOKIE` this account gave with its present password."""
    parts = cookie.split(".") if len(cookie) <= 200 else []
    if len(parts) != 3 or parts[0] != str(account_id) or not password_hash:
        return False
    return hmac.compare_digest(
        parts[2], _account_mac(password_hash, "device", account_id, parts[1])
    )


def _reset_code(conn: Any, account_id: int, now: float) -> str:
    """A one-time reset code for the account, kept (as its hash) on `conn`'s transaction."""
    code = secrets.token_urlsafe(24)
    conn.execute(
        insert(PasswordResetRow).values(
            code_hash=digest(code), account_id=account_id, expires=now + RESET_SECONDS
        )
    )
    return code


class Accounts:
    """Accounts, sessions, seats and resets in the server's database (synchronous: the app calls
    it from worker threads)."""

    def __init__(
        self,
        store: Store,
        registration: bool = True,
        clock: Clock = SYSTEM,
        confirm_hours: float = 48.0,
    ) -> None:
        self.store = store
        self.registration = registration
        self.clock = clock
        """When confirmation codes expire (server/clock.py)."""
        self.confirm_seconds = confirm_hours * 3600
        self.hashing = HashPool()
        """Where the app runs what checks or hashes a password (server/hashing.py)."""
        self.sign_ins = Buckets(SIGN_INS_PER_MINUTE)
        self.sign_ins_per_name = Buckets(SIGN_INS_PER_NAME_PER_MINUTE)
        self.sign_ins_everywhere = Buckets(SIGN_INS_PER_NAME_EVERYWHERE)
        self.sign_ins_per_device = Buckets(SIGN_INS_PER_DEVICE_PER_MINUTE)
        self.registrations = Buckets(REGISTRATIONS_PER_MINUTE)
        self.lookups = Buckets(LOOKUPS_PER_MINUTE)
        self.forgets = Buckets(SIGN_INS_PER_MINUTE)
        self.reset_mails = Buckets(RESET_MAILS_PER_MINUTE)
        self.confirmations = Buckets(CONFIRMATIONS_PER_MINUTE)

    def _signing_in(self, key: str, client: str, device: str | None) -> None:
        """429 past the sign-in limits: per address, per name from that address, and per name
        from everywhere, or instead of that last one, for a device the account signed in on
        before (`device`: its valid `DEVICE_COOKIE`), per device."""
        client = address_key(client)
        if (
            not self.sign_ins.take(client)
            or not self.sign_ins_per_name.take(f"{key}\n{client}")
            or not (
                self.sign_ins_per_device.take(device) if device
                else self.sign_ins_everywhere.take(key)
            )
        ):  # fmt: skip
            raise ApiError("rate_limited", Msg("server-error-sign-in-rate"))

    def looking_up(self, client: str) -> None:
        """429 past the limit on names looked up from one address (profiles, invitations)."""
        if not self.lookups.take(address_key(client)):
            raise ApiError("rate_limited", Msg("server-error-lookup-rate"))

    # ---- registering and signing in ------------------------------------------------------------
    def register(self, raw_name: Any, raw_password: Any, client: str) -> NewSession:
        if not self.registration:
            raise ApiError("registration_closed", Msg("server-error-registration-closed"))
        if not self.registrations.take(address_key(client)):
            raise ApiError("rate_limited", Msg("server-error-registration-rate"))
        name = check_name(raw_name)
        password = check_password(raw_password)
        hashed = _hasher.hash(password)
        now = time.time()
        try:
            with self.store.writing(), self.store.engine.begin() as conn:
                if _look_alike(conn, name) is not None:  # issue 54: no name passes for another
                    raise ApiError("name_taken", Msg("server-error-name-look-alike",
                                                     name=repr(name)))  # fmt: skip
                made = conn.execute(
                    insert(AccountRow).values(
                        name=name, name_key=name_key(name), password_hash=hashed, created=now,
                        name_skeleton=names.stored_key(name),
                        bot=False, notify=True, unsubscribe=secrets.token_urlsafe(24),
                        show_games=False, show_ratings=True,
                    )
                ).inserted_primary_key  # fmt: skip
                assert made is not None
                account_id = made[0]
        except IntegrityError:
            raise ApiError("name_taken", Msg("server-error-name-taken", name=repr(name))) from None
        return self._new_session(Account(int(account_id), name, False), hashed)

    def sign_in(
        self, raw_name: Any, raw_password: Any, client: str, device: str | None = None
    ) -> NewSession:
        """A new session for the right name and password; 401 bad_credentials otherwise, the same
        answer and about the same time whether the name exists or not; 429 past the limits
        (`device`: the browser's `DEVICE_COOKIE`, if it sent one)."""
        key = name_key(raw_name) if isinstance(raw_name, str) else ""
        password = raw_password if isinstance(raw_password, str) else ""
        with self.store.sessions() as s:
            row = s.execute(
                select(AccountRow).where(AccountRow.name_key == key)
            ).scalar_one_or_none()
        known = row is not None and device is not None and device_is(device, row.id,
                                                                     row.password_hash)  # fmt: skip
        self._signing_in(key, client, device if known else None)
        stored = row.password_hash if row is not None and row.password_hash else _dummy()
        try:
            ok = _hasher.verify(stored, password[:PASSWORD_MAX]) and row is not None
        except (VerificationError, InvalidHashError):
            ok = False
        if not ok or row is None or row.password_hash is None:
            raise ApiError("bad_credentials", BAD_CREDENTIALS)
        hashed = row.password_hash
        if _hasher.check_needs_rehash(hashed):
            hashed = self._set_password(row.id, password)
        return self._new_session(Account(row.id, row.name, row.bot), hashed)

    def _new_session(self, account: Account, password_hash: str | None = None) -> NewSession:
        cookie = secrets.token_urlsafe(32)
        csrf = secrets.token_urlsafe(32)
        now = time.time()
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(delete(AccountSessionRow).where(AccountSessionRow.expires < now))
            conn.execute(
                insert(AccountSessionRow).values(
                    id_hash=digest(cookie), account_id=account.id, csrf=csrf, created=now,
                    expires=now + SESSION_DAYS * 86400,
                )
            )  # fmt: skip
        device = new_device(account.id, password_hash) if password_hash else ""
        return NewSession(
            cookie, csrf, Account(account.id, account.name, account.bot, csrf), device
        )

    def session(self, cookie: str | None) -> Account | None:
        """The account a session cookie is signed in as (None: no such session, or expired)."""
        if not cookie or len(cookie) > 100:
            return None
        with self.store.sessions() as s:
            found = s.execute(
                select(AccountSessionRow, AccountRow)
                .join(AccountRow, AccountRow.id == AccountSessionRow.account_id)
                .where(AccountSessionRow.id_hash == digest(cookie))
            ).first()
        if found is None or found[0].expires < time.time():
            return None
        session, row = found
        return Account(row.id, row.name, row.bot, session.csrf)

    def sign_out(self, cookie: str) -> None:
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(
                delete(AccountSessionRow).where(AccountSessionRow.id_hash == digest(cookie))
            )

    # ---- passwords -----------------------------------------------------------------------------
    def _set_password(self, account_id: int, password: str) -> str:
        """Keep a new hash of `password` (every device the account knew is forgotten); returns
        it."""
        hashed = _hasher.hash(password)
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(
                update(AccountRow).where(AccountRow.id == account_id).values(password_hash=hashed)
            )
        return hashed

    def account(self, name: str) -> AccountRow | None:
        with self.store.sessions() as s:
            return s.execute(
                select(AccountRow).where(AccountRow.name_key == name_key(name))
            ).scalar_one_or_none()

    def reset_code(self, name: str) -> str:
        """A one-time code that sets a new password for `name` within the hour (ValueError: no
        such account). Given by the operator's command or mailed; kept only as its hash."""
        row = self.account(name)
        if row is None:
            raise ValueError(f"no account is named {name!r}")
        if row.bot:  # it signs in with its token alone: a password would be a second way in
            raise ValueError(
                f"{row.name} is a bot account: it has no password to reset (a new token: "
                f"masterbuilders account bot {row.name})"
            )
        with self.store.writing(), self.store.engine.begin() as conn:
            return _reset_code(conn, row.id, self.clock.time())

    def speaks(self, account: Account, lang: str) -> None:
        """Remember the language the player reads the pages in (for the mails they are sent)."""
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(update(AccountRow).where(AccountRow.id == account.id).values(lang=lang))

    def forgot(
        self,
        raw_name: Any,
        client: str,
        outbox: Outbox | None,
        public_url: str,
        lang: str = DEFAULT,
    ) -> Callable[[], None] | None:
        """A reset link mailed to the account's address, where it has one and the operator
        configured SMTP: what writes its code and its mail (to the outbox, in one transaction),
        to run after answering. The answer never says whether the name exists or has an address
        (no enumeration); asking is rate-limited like signing in."""
        if outbox is None:
            raise ApiError("mail_unavailable", Msg("server-error-no-mail"))
        if not self.forgets.take(address_key(client)):
            raise ApiError("rate_limited", Msg("server-error-forgot-rate"))
        from masterbuilders.server.mail import reset_mail
        from masterbuilders.server.outbox import add

        row = self.account(raw_name) if isinstance(raw_name, str) else None
        if row is None or not row.email or not row.email_confirmed or row.bot:
            return None
        if not self.reset_mails.take(row.name_key):
            return None
        account_id, name, email = row.id, row.name, row.email

        def write() -> None:
            with self.store.writing(), self.store.engine.begin() as conn:
                now = self.clock.time()
                code = _reset_code(conn, account_id, now)
                add(conn, reset_mail(public_url, name, email, code, digest(code), lang), now)
            outbox.wake()

        return write

    def reset(self, raw_code: Any, raw_password: Any) -> None:
        """The password set by a reset code (used once); every session of the account ends."""
        password = check_password(raw_password)
        code = raw_code if isinstance(raw_code, str) else ""
        now = self.clock.time()
        with self.store.writing(), self.store.engine.begin() as conn:
            row = conn.execute(
                select(PasswordResetRow).where(PasswordResetRow.code_hash == digest(code))
            ).first()
            if row is None or row.expires < now:
                raise ApiError("invalid_reset", Msg("server-error-reset-link"))
            # this code and every other one the account was given: a new password ends them all
            conn.execute(
                delete(PasswordResetRow).where(PasswordResetRow.account_id == row.account_id)
            )
            conn.execute(
                delete(AccountSessionRow).where(AccountSessionRow.account_id == row.account_id)
            )
            conn.execute(
                update(AccountRow)
                .where(AccountRow.id == row.account_id)
                .values(password_hash=_hasher.hash(password))
            )

    # ---- seats ---------------------------------------------------------------------------------
    def hold_seat(self, account: Account, game_id: str, seat: int, played_before: int = 0) -> None:
        """The seat belongs to the account from now on (taken while signed in; `played_before`:
        its own decisions until then, server/claims.py)."""
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(
                insert(AccountSeatRow).values(
                    game_id=game_id, seat=seat, account_id=account.id, created=time.time(),
                    played_before=played_before,
                )
            )  # fmt: skip

    def seat_holder(self, game_id: str, seat: int) -> int | None:
        with self.store.sessions() as s:
            return s.execute(
                select(AccountSeatRow.account_id).where(
                    AccountSeatRow.game_id == game_id, AccountSeatRow.seat == seat
                )
            ).scalar_one_or_none()

    def seats_in(self, account: Account, game_id: str) -> list[int]:
        with self.store.sessions() as s:
            return list(
                s.execute(
                    select(AccountSeatRow.seat).where(
                        AccountSeatRow.game_id == game_id,
                        AccountSeatRow.account_id == account.id,
                    )
                ).scalars()
            )

    def games(self, account_id: int, limit: int = 200) -> list[dict[str, Any]]:
        """The account's games, newest first: each game's summary fields and the account's seat."""
        with self.store.sessions() as s:
            rows = s.execute(
                select(AccountSeatRow.seat, GameRow)
                .join(GameRow, GameRow.id == AccountSeatRow.game_id)
                .where(AccountSeatRow.account_id == account_id)
                .order_by(GameRow.created.desc())
                .limit(limit)
            ).all()
        return [
            {
                "id": g.id, "game": g.game, "players": g.num_players, "seat": seat,
                "status": g.status, "created": g.created, "finished": g.finished,
                "practice": bool(g.practice), "names": [x.get("name") for x in g.seats],
                "winners": (g.result or {}).get("winners"),
            }
            for seat, g in rows
        ]  # fmt: skip

    def unsubscribe(self, raw_key: Any) -> None:
        """Mails off for the account whose unsubscribe key this is (the link in every mail)."""
        key = raw_key if isinstance(raw_key, str) else ""
        with self.store.writing(), self.store.engine.begin() as conn:
            done = conn.execute(
                update(AccountRow).where(AccountRow.unsubscribe == key).values(notify=False)
            ).rowcount
        if not key or not done:
            raise ApiError("invalid_request", Msg("server-error-unsubscribe-link"))

    # ---- bots ----------------------------------------------------------------------------------
    def make_bot(self, raw_name: str) -> str:
        """Mark the account `raw_name` a bot (made if it does not exist; refused for an account
        with rated games: its rating was a person's) and return a new API token (the old one,
        if any, stops working). The token is shown once and kept only as its hash."""
        name = check_name(raw_name)
        token = BOT_PREFIX + secrets.token_urlsafe(32)
        row = self.account(name)
        with self.store.writing(), self.store.engine.begin() as conn:
            if row is None:
                conn.execute(
                    insert(AccountRow).values(
                        name=name, name_key=name_key(name), password_hash=None,
                        name_skeleton=names.stored_key(name), created=time.time(), bot=True,
                        bot_token_hash=digest(token), notify=False,
                        unsubscribe=secrets.token_urlsafe(24), show_games=True, show_ratings=True,
                    )
                )  # fmt: skip
            else:
                rated = conn.execute(
                    select(RatingRow.games).where(RatingRow.account_id == row.id)
                ).first()
                if rated is not None and not row.bot:
                    raise ValueError(f"{row.name} has rated games as a person: not made a bot")
                conn.execute(
                    update(AccountRow)
                    .where(AccountRow.id == row.id)
                    .values(bot=True, bot_token_hash=digest(token))
                )
        return token

    def bot(self, token: str) -> Account | None:
        """The bot account an API token belongs to (None: no such token)."""
        if not token.startswith(BOT_PREFIX) or len(token) > 100:
            return None
        with self.store.sessions() as s:
            row = s.execute(
                select(AccountRow).where(AccountRow.bot_token_hash == digest(token), AccountRow.bot)
            ).scalar_one_or_none()
        return None if row is None else Account(row.id, row.name, True)

    def ids(self, names: Sequence[object]) -> dict[str, Account]:
        """The accounts named (case-insensitively), as given -> the account (its own name); 400
        for a name nobody has (or a name that is no string)."""
        found: dict[str, Account] = {}
        for name in names:
            row = self.account(name) if isinstance(name, str) else None
            if row is None or not isinstance(name, str):
                raise ApiError("invalid_request", Msg("server-error-no-account", name=repr(name)))
            found[name] = Account(row.id, row.name, row.bot)
        return found

    def check_seat_name(self, name: str, creator: Account | None) -> str:
        """The name typed for a seat as it will be shown (RFC 8265 and no invisible character or
        mix of scripts: server/names.py), or 400 for one that passes for an account's (other
        than the creator's own: its look-alike key too, issue 54) or for a reserved word: seats
        held by accounts carry their names, others may not borrow them."""
        shown = names.seat_name(name)
        words = {look_alike(w) for w in re.findall(r"[^\W_]+", name_key(shown))}
        if looks_reserved(shown) or words & {look_alike(w) for w in AUTHORITY}:
            raise ApiError("invalid_request", Msg("server-error-seat-name", name=repr(shown)))
        row = self.account(shown) if shown else None
        if row is not None and (creator is None or row.id != creator.id):
            raise ApiError("invalid_request", Msg("server-error-seat-name", name=repr(shown)))
        with self.store.engine.connect() as conn:
            alike = _look_alike(conn, shown) if shown else None
        if alike is not None and (creator is None or alike != creator.id):
            raise ApiError(
                "invalid_request", Msg("server-error-seat-name-look-alike", name=repr(shown))
            )
        return shown

    # ---- profiles, settings, ratings -----------------------------------------------------------
    SETTINGS: Final = ("show_games", "show_ratings", "notify")

    def change_settings(self, account: Account, body: dict[str, Any]) -> dict[str, Any]:
        """The account's choices: which of its figures others see, mail on its turn, its address."""
        values: dict[str, Any] = {}
        for key in self.SETTINGS:
            if key in body:
                if not isinstance(body[key], bool):
                    raise ApiError(
                        "invalid_request", Msg("server-error-setting-bool", field=repr(key))
                    )
                values[key] = body[key]
        if "email" in body:
            email = body["email"]
            if email in (None, ""):
                values["email"] = None
            elif not isinstance(email, str) or not EMAIL.fullmatch(email) or len(email) > 254:
                raise ApiError("invalid_request", Msg("server-error-email"))
            else:
                values["email"] = email
            with self.store.sessions() as s:
                before = s.get(AccountRow, account.id)
            if before is None or before.email != values["email"]:
                values["email_confirmed"] = False  # a new address: nothing goes to it unconfirmed
        if values:
            with self.store.writing(), self.store.engine.begin() as conn:
                conn.execute(update(AccountRow).where(AccountRow.id == account.id).values(values))
                if values.get("email_confirmed") is False:  # the old address's codes end here:
                    conn.execute(  # given again later, it needs a new one (issue 54)
                        delete(EmailConfirmationRow).where(
                            EmailConfirmationRow.account_id == account.id
                        )
                    )
        return self.own_settings(account)

    def confirmation(
        self, account: Account, outbox: Outbox | None, public_url: str, lang: str
    ) -> None:
        """Ask the account's unconfirmed address to confirm it: a new code (kept as its hash,
        with the address and when it expires) and the mail of its link, written to the outbox in
        one transaction; nothing when there is nothing to confirm or the account asked too often
        (`CONFIRMATIONS_PER_MINUTE`)."""
        from masterbuilders.server.mail import confirm_mail
        from masterbuilders.server.outbox import add

        with self.store.sessions() as s:
            row = s.get(AccountRow, account.id)
        if outbox is None or row is None or not row.email or row.email_confirmed or row.bot:
            return
        if not row.password_hash or not self.confirmations.take(row.name_key):
            return
        code = secrets.token_urlsafe(24)
        now = self.clock.time()
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(
                insert(EmailConfirmationRow).values(
                    code_hash=digest(code), account_id=row.id, email=row.email,
                    expires=now + self.confirm_seconds,
                )
            )  # fmt: skip
            add(conn, confirm_mail(public_url, row.name, row.email, code, digest(code), lang), now)
        outbox.wake()

    def confirm(self, raw_code: Any) -> None:
        """The account's address confirmed by the code of the link mailed to it (400 when the
        code is unknown, expired, or was sent to another address than the account's present
        one: each new address voids the codes sent before)."""
        code = raw_code if isinstance(raw_code, str) and len(raw_code) <= 100 else ""
        now = self.clock.time()
        with self.store.writing(), self.store.engine.begin() as conn:
            found = conn.execute(
                select(EmailConfirmationRow.account_id, EmailConfirmationRow.email,
                       EmailConfirmationRow.expires, AccountRow.email.label("present"))
                .join(AccountRow, AccountRow.id == EmailConfirmationRow.account_id)
                .where(EmailConfirmationRow.code_hash == digest(code))
            ).first()  # fmt: skip
            if found is None or found.expires < now or found.email != found.present:
                raise ApiError("invalid_request", Msg("server-error-confirm-code"))
            conn.execute(
                update(AccountRow)
                .where(AccountRow.id == found.account_id)
                .values(email_confirmed=True)
            )
            conn.execute(
                delete(EmailConfirmationRow).where(
                    EmailConfirmationRow.account_id == found.account_id
                )
            )

    def own_settings(self, account: Account) -> dict[str, Any]:
        with self.store.sessions() as s:
            row = s.get(AccountRow, account.id)
        assert row is not None
        return {"email": row.email, "email_confirmed": bool(row.email and row.email_confirmed),
                **{k: bool(getattr(row, k)) for k in self.SETTINGS}}  # fmt: skip

    def profile(self, name: str, viewer: Account | None) -> dict[str, Any]:
        """What others see of a player (what they chose to show); the player sees it all."""
        row = self.account(name)
        if row is None:
            raise ApiError("not_found", Msg("server-error-no-player"))
        own = viewer is not None and viewer.id == row.id
        out: dict[str, Any] = {
            "name": row.name,
            "bot": row.bot,
            "created": row.created,
            "self": own,
        }
        if row.show_ratings or own:
            with self.store.sessions() as s:
                rated = s.execute(select(RatingRow).where(RatingRow.account_id == row.id)).scalars()
                history = s.execute(
                    select(RatingHistoryRow)
                    .where(RatingHistoryRow.account_id == row.id)
                    .order_by(RatingHistoryRow.id)
                ).scalars()
                points: dict[tuple[str, int], list[dict[str, Any]]] = {}
                for h in history:
                    points.setdefault((h.game, h.players), []).append(
                        {"game_id": h.game_id, "mu": h.mu, "sigma": h.sigma, "created": h.created}
                    )
                out["ratings"] = [
                    {"game": r.game, "players": r.players, "mu": r.mu, "sigma": r.sigma,
                     "ordinal": ordinal(r.mu, r.sigma), "games": r.games,
                     "history": points.get((r.game, r.players), [])}
                    for r in rated
                ]  # fmt: skip
        if row.show_games or own:
            out["games"] = self.games(row.id)
        return out

    def leaderboard(self, game: str, players: int, bots: Any) -> list[dict[str, Any]]:
        with self.store.engine.connect() as conn:
            return leaderboard(conn, game, players, bots)
