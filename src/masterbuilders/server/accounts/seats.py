"""The seats an account holds (taken at a game's creation, by invitation, or claimed), the
accounts invited by name, and the names typed for seats that are nobody's."""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from typing import Final

from sqlalchemy import insert, select

from masterbuilders.engine.message import Msg
from masterbuilders.server import names
from masterbuilders.server.accounts.identity import (
    AUTHORITY,
    Account,
    Directory,
    address_key,
    look_alike,
    looks_reserved,
    name_key,
    passes_for,
)
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import Buckets
from masterbuilders.server.storage import AccountSeatRow

LOOKUPS_PER_MINUTE: Final = 30.0
"""Names one address may look up per minute (profiles, invitations): no enumeration at speed."""


class Seats(Directory):
    """The seats accounts hold, and the names given to seats."""

    lookups: Buckets

    def looking_up(self, client: str) -> None:
        """429 past the limit on names looked up from one address (profiles, invitations)."""
        if not self.lookups.take(address_key(client)):
            raise ApiError("rate_limited", Msg("server-error-lookup-rate"))

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
            alike = passes_for(conn, shown) if shown else None
        if alike is not None and (creator is None or alike != creator.id):
            raise ApiError(
                "invalid_request", Msg("server-error-seat-name-look-alike", name=repr(shown))
            )
        return shown
