"""What an account shows and chooses: its games, its profile (what it lets others see), its
settings and address (confirmed by a mailed code), the language of its mails, mails stopped,
and the leaderboards (server/ratings.py)."""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING, Any, Final

from sqlalchemy import delete, insert, select, update

from masterbuilders.engine.message import Msg
from masterbuilders.server.accounts.identity import Account, Directory, digest
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import Buckets
from masterbuilders.server.ratings import leaderboard, ordinal
from masterbuilders.server.storage import (
    AccountRow,
    AccountSeatRow,
    EmailConfirmationRow,
    GameRow,
    RatingHistoryRow,
    RatingRow,
)

if TYPE_CHECKING:
    from masterbuilders.server.outbox import Outbox

CONFIRMATIONS_PER_MINUTE: Final = 0.2
"""Mails asking one account's address to confirm it, per minute (a burst of one, then one
every five minutes): nobody makes the server a mailer by saving an address over and over."""
EMAIL: Final = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
"""An address as far as it is checked (a confirmation mail proves the rest)."""


class Profiles(Directory):
    """An account's games, profile, settings and address, and the leaderboards."""

    confirm_seconds: float
    confirmations: Buckets

    SETTINGS: Final = ("show_games", "show_ratings", "notify")

    def speaks(self, account: Account, lang: str) -> None:
        """Remember the language the player reads the pages in (for the mails they are sent)."""
        with self.store.writing(), self.store.engine.begin() as conn:
            conn.execute(update(AccountRow).where(AccountRow.id == account.id).values(lang=lang))

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
