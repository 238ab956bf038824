"""The server's tables (moved from server/storage.py, issue 55): games and their entries, reviews,
accounts and their sessions and seats, password resets, ratings, e-mail confirmations and the
outbox, as SQLAlchemy's declarative rows. Migrations (server/migrations/) bring a database to
them; server/storage.py's `Store` reads and writes them (and names them, as it always did)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    num_players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(Integer)
    """The integer seed of games created before chance seeds became secrets (0 since)."""
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    clock: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="active")
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created: Mapped[float] = mapped_column(Float)
    finished: Mapped[float | None] = mapped_column(Float, nullable=True)
    secret: Mapped[str | None] = mapped_column(String(80), nullable=True, default=None)
    """The game's chance seed (engine.match): 256 secret bits, or a practice game's chosen seed.
    Never sent to a client before the game is over."""
    commitment: Mapped[str | None] = mapped_column(String(64), nullable=True, default=None)
    """SHA-256 of `secret`, public from the game's creation."""
    practice: Mapped[bool] = mapped_column(Boolean, default=False)
    """The creator chose the seed: chance is known to him, and every seat is told so."""
    owner_epoch: Mapped[int] = mapped_column(Integer, default=0)
    """The fencing token of the game's ownership (several instances): each instance that takes
    the game raises it by one, every append checks it in its own transaction (`Store.append_batch`)
    so that an instance which lost the game cannot commit even one more entry."""
    owner: Mapped[str | None] = mapped_column(String(32), nullable=True, default=None)
    """The instance that took the game last (with `owner_epoch`)."""
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True, default=None)
    """The game its seats play next (`Manager.rematch`): one per game, whoever asks first."""
    rules: Mapped[int | None] = mapped_column(Integer, nullable=True, default=None)
    """The version of the game's rules it is played under (GameSpec.rules_version, issue 54):
    a log of another version is never replayed as this one's (server/restore.py). None: a game
    stored before versions were kept whose version its log and date do not tell (migration
    0007): replayed by today's rules, and kept unresumable where it does not replay."""

    def chance_seed(self) -> str:
        """The seed chance follows: the secret, or for a game stored before secrets the integer
        seed it was created with."""
        return self.secret if self.secret is not None else str(self.seed)


class ReviewRow(Base):
    """The review of a finished game (issue 38, analysis/review.py), computed in parts in the bot pool.
    While it runs, `judged` holds the decisions judged so far (`Judged` as JSON, by index) and
    `done` counts them; once assembled, `review` holds the whole review (`Review.to_json()`) and
    `judged` is cleared. A failed review keeps its reason in `message`.

    Derived data: a review can always be computed again from the game's log, and the same record
    judges the same way (its seeds come from the decisions' places). So it is written by a plain
    upsert, never fenced by an owner epoch; two instances computing the same review at once
    would only merge identical parts (`Store.add_judged`)."""

    __tablename__ = "reviews"

    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"), primary_key=True)
    status: Mapped[str] = mapped_column(String(16))
    """running, done or failed."""
    done: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(Integer, default=0)
    judged: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, nullable=True)
    review: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    message: Mapped[str | None] = mapped_column(Text, nullable=True)
    updated: Mapped[float] = mapped_column(Float)


class EntryRow(Base):
    """One appended entry: an action (`kind` 'action'), an undo marker ('undo', `text` = how many
    effective actions it takes back), a seat change ('seat', `text` = JSON of the change) or a
    notice the server announced ('notice', `text` = what it said)."""

    __tablename__ = "entries"
    __table_args__ = (UniqueConstraint("game_id", "idx", name="uq_entry_idx"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"), index=True)
    idx: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(8))
    text: Mapped[str] = mapped_column(Text)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    spent: Mapped[float | None] = mapped_column(Float, nullable=True)
    created: Mapped[float] = mapped_column(Float)
    instance: Mapped[str | None] = mapped_column(String(32), nullable=True, default=None)
    """The server instance that committed it (several instances: docs/operators.md, Deploying)."""


class AccountRow(Base):
    """A registered player, or a bot (issue 41, server/accounts/). The name is shown as
    registered and unique as `name_key` (case-folded); the password is kept only as its argon2
    hash, a bot's API token only as its SHA-256."""

    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(24))
    name_key: Mapped[str] = mapped_column(String(24), unique=True)
    name_skeleton: Mapped[str | None] = mapped_column(String(96), nullable=True, index=True)
    """The name's look-alike key (server/names.py, issue 54): a new name whose key is another's
    passes for it and is refused."""
    password_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created: Mapped[float] = mapped_column(Float)
    bot: Mapped[bool] = mapped_column(Boolean, default=False)
    bot_token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, unique=True)
    email: Mapped[str | None] = mapped_column(String(254), nullable=True)
    email_confirmed: Mapped[bool] = mapped_column(Boolean, default=False)
    """Its owner opened the link mailed to `email`: only then is anything mailed to it."""
    notify: Mapped[bool] = mapped_column(Boolean, default=True)
    """Mail when it is this player's turn in a turn-based game (where an address is given)."""
    unsubscribe: Mapped[str] = mapped_column(String(64))
    """The secret of the one-click unsubscribe link in every mail."""
    show_games: Mapped[bool] = mapped_column(Boolean, default=False)
    """The profile lists the player's games to others (their own view always does)."""
    show_ratings: Mapped[bool] = mapped_column(Boolean, default=True)
    lang: Mapped[str | None] = mapped_column(String(8), nullable=True)
    """The language of the pages the player last registered, signed in or saved settings on:
    the mails they are sent are written in it (None: English)."""


class AccountSessionRow(Base):
    """A signed-in browser: the SHA-256 of its session cookie (the cookie itself is kept nowhere)
    and the CSRF token its state-changing requests must carry."""

    __tablename__ = "account_sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"), index=True)
    csrf: Mapped[str] = mapped_column(String(64))
    created: Mapped[float] = mapped_column(Float)
    expires: Mapped[float] = mapped_column(Float)


class AccountSeatRow(Base):
    """A seat that belongs to an account: taken while signed in, it follows the player to any
    device where they sign in."""

    __tablename__ = "account_seats"

    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"), index=True)
    created: Mapped[float] = mapped_column(Float)
    played_before: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """The seat's own decisions when it was claimed (server/claims.py, issue 54): not 0, the
    game is not rated."""


class PasswordResetRow(Base):
    """A one-time password reset: the SHA-256 of its code, until it expires or is used."""

    __tablename__ = "password_resets"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"))
    expires: Mapped[float] = mapped_column(Float)


class RatingRow(Base):
    """An account's rating at one game and number of players (server/ratings.py)."""

    __tablename__ = "ratings"

    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"), primary_key=True)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    players: Mapped[int] = mapped_column(Integer, primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    updated: Mapped[float] = mapped_column(Float)


class RatingHistoryRow(Base):
    """An account's rating after one rated game (the profile's plot)."""

    __tablename__ = "rating_history"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"), index=True)
    game: Mapped[str] = mapped_column(String(32))
    players: Mapped[int] = mapped_column(Integer)
    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"))
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    created: Mapped[float] = mapped_column(Float)


class RatedGameRow(Base):
    """A finished game with an account's seat: rated once, or why not (practice, a level with no
    fitted rating)."""

    __tablename__ = "rated_games"

    game_id: Mapped[str] = mapped_column(String(32), ForeignKey("games.id"), primary_key=True)
    rated: Mapped[bool] = mapped_column(Boolean)
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    created: Mapped[float] = mapped_column(Float)


class EmailConfirmationRow(Base):
    """A code that confirms an account's address (server/accounts/): the SHA-256 of the code
    mailed, the address it was sent to and when it expires. Changing the address deletes them,
    so a code never confirms an address given again later (issue 54)."""

    __tablename__ = "email_confirmations"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[int] = mapped_column(Integer, ForeignKey("accounts.id"), index=True)
    email: Mapped[str] = mapped_column(String(254))
    expires: Mapped[float] = mapped_column(Float)


class OutboxRow(Base):
    """A mail to send (server/outbox.py), written in the transaction of what causes it. `key` is
    unique: a turn's mail is keyed by the game, the seat and the turn (server/mail.py), so it is
    written once whatever restarts or instances do. Sent rows are kept a while as those keys."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    key: Mapped[str] = mapped_column(String(200), unique=True)
    recipient: Mapped[str] = mapped_column(String(254))
    subject: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    unsubscribe: Mapped[str | None] = mapped_column(Text, nullable=True)
    """The List-Unsubscribe link (turn mails)."""
    created: Mapped[float] = mapped_column(Float)
    due: Mapped[float] = mapped_column(Float, index=True)
    """Not tried before this time (wall clock): the backoff after a failed try."""
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    lease: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The try that holds the row (one sender of one instance), until `leased_until`."""
    leased_until: Mapped[float | None] = mapped_column(Float, nullable=True)
    sent: Mapped[float | None] = mapped_column(Float, nullable=True, index=True)
    """When the relay accepted it (None: not yet)."""
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    """Why the last try failed."""
