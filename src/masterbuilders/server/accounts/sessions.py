"""Registering, signing in and out: a session cookie names a row of `account_sessions` by its
SHA-256; each session has its CSRF token; sign-ins are rate-limited per address, per name and
per device."""

from __future__ import annotations

import secrets
import time
from typing import Any, Final

from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError

from masterbuilders.engine.message import Msg
from masterbuilders.server import names
from masterbuilders.server.accounts.identity import (
    Account,
    NewSession,
    address_key,
    check_name,
    digest,
    name_key,
    passes_for,
)
from masterbuilders.server.accounts.passwords import (
    PASSWORD_MAX,
    Passwords,
    check_password,
    device_is,
    dummy_hash,
    hasher,
    new_device,
)
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import Buckets
from masterbuilders.server.storage import AccountRow, AccountSessionRow

COOKIE: Final = "mb_session"
CSRF_COOKIE: Final = "mb_csrf"
CSRF_HEADER: Final = "x-csrf-token"
SESSION_DAYS: Final = 30.0
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
REGISTRATIONS_PER_MINUTE: Final = 5.0
BAD_CREDENTIALS: Final = Msg("server-error-bad-credentials")
"""The one answer to a failed sign-in, whichever of the two was wrong."""


class Sessions(Passwords):
    """Registering, signing in and out, and the session a cookie names."""

    registration: bool
    sign_ins: Buckets
    sign_ins_per_name: Buckets
    sign_ins_everywhere: Buckets
    sign_ins_per_device: Buckets
    registrations: Buckets

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

    def register(self, raw_name: Any, raw_password: Any, client: str) -> NewSession:
        if not self.registration:
            raise ApiError("registration_closed", Msg("server-error-registration-closed"))
        if not self.registrations.take(address_key(client)):
            raise ApiError("rate_limited", Msg("server-error-registration-rate"))
        name = check_name(raw_name)
        password = check_password(raw_password)
        hashed = hasher.hash(password)
        now = time.time()
        try:
            with self.store.writing(), self.store.engine.begin() as conn:
                if passes_for(conn, name) is not None:  # issue 54: no name passes for another
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
        stored = row.password_hash if row is not None and row.password_hash else dummy_hash()
        try:
            ok = hasher.verify(stored, password[:PASSWORD_MAX]) and row is not None
        except (VerificationError, InvalidHashError):
            ok = False
        if not ok or row is None or row.password_hash is None:
            raise ApiError("bad_credentials", BAD_CREDENTIALS)
        hashed = row.password_hash
        if hasher.check_needs_rehash(hashed):
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
