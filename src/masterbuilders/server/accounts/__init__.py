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

from masterbuilders.server.accounts.bots import BOT_PREFIX, Bots
from masterbuilders.server.accounts.identity import (
    Account,
    NewSession,
    address_key,
    check_name,
    digest,
    look_alike,
    looks_reserved,
    name_key,
)
from masterbuilders.server.accounts.passwords import (
    DEVICE_COOKIE,
    DEVICE_DAYS,
    PASSWORD_MAX,
    PASSWORD_MIN,
    RESET_MAILS_PER_MINUTE,
    RESET_SECONDS,
    check_password,
)
from masterbuilders.server.accounts.profiles import CONFIRMATIONS_PER_MINUTE, Profiles
from masterbuilders.server.accounts.seats import LOOKUPS_PER_MINUTE, Seats
from masterbuilders.server.accounts.sessions import (
    COOKIE,
    CSRF_COOKIE,
    CSRF_HEADER,
    REGISTRATIONS_PER_MINUTE,
    SESSION_DAYS,
    SIGN_INS_PER_DEVICE_PER_MINUTE,
    SIGN_INS_PER_MINUTE,
    SIGN_INS_PER_NAME_EVERYWHERE,
    SIGN_INS_PER_NAME_PER_MINUTE,
    Sessions,
)
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.hashing import HashPool
from masterbuilders.server.limits import Buckets
from masterbuilders.server.storage import Store

__all__ = [
    "BOT_PREFIX",
    "COOKIE",
    "CSRF_COOKIE",
    "CSRF_HEADER",
    "DEVICE_COOKIE",
    "DEVICE_DAYS",
    "PASSWORD_MAX",
    "PASSWORD_MIN",
    "RESET_SECONDS",
    "SESSION_DAYS",
    "Account",
    "Accounts",
    "NewSession",
    "address_key",
    "check_name",
    "check_password",
    "digest",
    "look_alike",
    "looks_reserved",
    "name_key",
]


class Accounts(Sessions, Seats, Profiles, Bots):
    """Accounts, sessions, seats and resets in the server's database, one job a module
    (sessions.py, passwords.py, seats.py, profiles.py, bots.py; synchronous: the app calls it
    from worker threads)."""

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
