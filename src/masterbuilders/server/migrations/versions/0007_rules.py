"""The rules version each game is played under (issue 54): a game begun under earlier rules is
not replayed as if it were today's (server/restore.py).

Games stored before get the version they were played under as far as it can be known, each
read by its game's package (`GameSpec.rules_of_log`: The Builders by its set-up, which turned over
six workers before commit 70f6f3e and five since; The Pillars of the Earth by its date, before
commit ce37102's card effects or not).

Unknown (NULL) games are replayed by today's rules at start; one that does not replay is kept,
unresumable, its record still served.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-07
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

from masterbuilders.engine import get_game
from masterbuilders.engine.errors import UnknownGameError
from masterbuilders.engine.spec import LOG_HEAD

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

GAMES = sa.table(
    "games", sa.column("id"), sa.column("game"), sa.column("created"), sa.column("rules")
)
ENTRIES = sa.table(
    "entries", sa.column("game_id"), sa.column("idx"), sa.column("kind"), sa.column("text")
)


def upgrade() -> None:
    op.add_column("games", sa.Column("rules", sa.Integer(), nullable=True))
    conn = op.get_bind()
    # each game's version as its own package reads it (GameSpec.rules_of_log: the set-up, the date)
    for game_id, name, created in conn.execute(
        sa.select(GAMES.c.id, GAMES.c.game, GAMES.c.created)
    ).all():
        read = _rules_of_log(name)
        if read is None:
            continue
        head = conn.execute(
            sa.select(ENTRIES.c.text)
            .where(ENTRIES.c.game_id == game_id, ENTRIES.c.kind == "action")
            .order_by(ENTRIES.c.idx)
            .limit(LOG_HEAD)
        ).scalars().all()  # fmt: skip
        rules = read(list(head), float(created or 0.0))
        if rules is not None:
            conn.execute(sa.update(GAMES).where(GAMES.c.id == game_id).values(rules=rules))


def _rules_of_log(name: str) -> Callable[[Sequence[str], float], int | None] | None:
    """The game's reader of its rules version (None: a game this installation does not know)."""
    try:
        return get_game(name).rules_of_log
    except UnknownGameError:
        return None


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("rules")
