"""Passwords: kept as argon2id hashes, checked on a bounded pool of their own
(server/hashing.py); a forgotten one reset with a one-time code (the operator's command, or a
link mailed through the outbox); the device cookie of a browser that knew the password."""

from __future__ import annotations

import functools
import hashlib
import hmac
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from argon2 import PasswordHasher
from sqlalchemy import delete, insert, select, update

from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT
from masterbuilders.server.accounts.identity import Directory, address_key, digest
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import Buckets
from masterbuilders.server.storage import AccountRow, AccountSessionRow, PasswordResetRow

if TYPE_CHECKING:
    from masterbuilders.server.outbox import Outbox

RESET_SECONDS: Final = 3600.0
PASSWORD_MIN: Final = 8
PASSWORD_MAX: Final = 1024
DEVICE_COOKIE: Final = "mb_device"
"""A browser an account signed in on: the account's id, a nonce and their MAC keyed by the
account's password hash (so a new password forgets every device). It proves nothing but that
this browser once knew the password: it signs nobody in."""
DEVICE_DAYS: Final = 365.0
RESET_MAILS_PER_MINUTE: Final = 0.1
"""Reset mails to one account: one in ten minutes, however often it is asked for."""

hasher = PasswordHasher()


@functools.cache
def dummy_hash() -> str:
    """The hash an unknown name's password is checked against (as long as a known one's check):
    computed at the first sign-in, not at import (an argon2 hash takes most of a second)."""
    return hasher.hash("a password nobody has: checked when the name is unknown")


def check_password(raw: Any) -> str:
    if not isinstance(raw, str) or not PASSWORD_MIN <= len(raw) <= PASSWORD_MAX:
        raise ApiError(
            "invalid_password", Msg("server-error-password", min=PASSWORD_MIN, max=PASSWORD_MAX)
        )
    return raw


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


class Passwords(Directory):
    """Setting a password, and resetting a forgotten one."""

    forgets: Buckets
    reset_mails: Buckets

    def _set_password(self, account_id: int, password: str) -> str:
        """Keep a new hash of `password` (every device the account knew is forgotten); returns
        it."""
        hashed = hasher.hash(password)
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(
                update(AccountRow).where(AccountRow.id == account_id).values(password_hash=hashed)
            )
        return hashed

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
                .values(password_hash=hasher.hash(password))
            )
