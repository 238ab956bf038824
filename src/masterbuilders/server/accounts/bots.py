"""Bot accounts: no password, an API token (`Authorization: Bearer mbb_...`) shown once and kept
only as its hash, for playing the bot's seats and listing its games."""

from __future__ import annotations

import secrets
import time
from typing import Final

from sqlalchemy import insert, select, update

from masterbuilders.server import names
from masterbuilders.server.accounts.identity import Account, Directory, check_name, digest, name_key
from masterbuilders.server.storage import AccountRow, RatingRow

BOT_PREFIX: Final = "mbb_"
"""How a bot account's API token begins (a seat token never does): `Authorization: Bearer mbb_...`
makes a request the bot's, for playing its seats and listing its games, never for the account's
settings (those need a signed-in browser session)."""


class Bots(Directory):
    """Bot accounts and their API tokens."""

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
