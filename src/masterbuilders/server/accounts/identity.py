"""Who an account is: its name's rules (the form, reserved words, look-alikes: server/names.py),
the account a request acts for, the key that limits an address, and the base every job of the
accounts reads the database through (`Directory`)."""

from __future__ import annotations

import hashlib
import ipaddress
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import select
from sqlalchemy.engine import Connection

from masterbuilders.engine.message import Msg
from masterbuilders.server import names
from masterbuilders.server.clock import Clock
from masterbuilders.server.errors import ApiError
from masterbuilders.server.storage import AccountRow, Store

NAME: Final = re.compile(r"[^\W_][\w.-]{2,23}")
"""A name: 3-24 word characters (any script), '.' or '-', starting with a letter or digit."""
RESERVED: Final = frozenset(
    {"admin", "administrator", "root", "system", "server", "moderator", "masterbuilders",
     "random", "easy", "medium", "hard", "expert", "bot", "anonymous", "spectator"}
)  # fmt: skip
"""Names nobody registers: they would pass for the server or for a computer level."""
IPV6_PREFIX: Final = 64
"""Addresses are limited by their IPv6 /64 (one household's or one server's): an attacker with
a /64 has 2**64 addresses, not 2**64 buckets."""


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


def passes_for(conn: Connection, name: str) -> int | None:
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


@dataclass(frozen=True)
class Account:
    """A signed-in account as a request sees it."""

    id: int
    name: str
    bot: bool
    csrf: str = ""
    """The session's CSRF token (empty for a bot's API token: no cookie, nothing to forge)."""


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


class Directory:
    """The accounts' database, as each job of theirs reads it (synchronous: the app calls them
    from worker threads)."""

    store: Store
    clock: Clock

    def account(self, name: str) -> AccountRow | None:
        with self.store.sessions() as s:
            return s.execute(
                select(AccountRow).where(AccountRow.name_key == name_key(name))
            ).scalar_one_or_none()
