"""The rules version each game is played under (issue 54): a game begun under earlier rules is
not replayed as if it were today's (server/restore.py).

Games stored before get the version they were played under as far as it can be known:

- The Builders, by its log: the set-up of version 1 (before commit 70f6f3e) turned over six
  workers before the first player was drawn (the line of five and the deck's next card), that of
  version 2 five. A game whose set-up is not complete is left unknown.
- The Pillars of the Earth, by its date: a game created before commit ce37102 (2026-11-23
  16:59:15 UTC, version 2's card effects) was played under version 1. One created after may
  still have been played by an older release: unknown.

Unknown (NULL) games are replayed by today's rules at start; one that does not replay is kept,
unresumable, its record still served.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

PILLARS_2 = 1795453155.0
"""When version 2 of The Pillars of the Earth's rules was committed (ce37102, Unix time)."""
SET_UP_WORKERS_1 = 6
"""Workers a set-up of The Builders' version 1 turned over before the first player."""


def upgrade() -> None:
    op.add_column("games", sa.Column("rules", sa.Integer(), nullable=True))
    first = (
        "(SELECT min(f.idx) FROM entries f WHERE f.game_id = games.id AND f.kind = 'action' "
        "AND f.text LIKE 'first-player %')"
    )
    workers = (
        "(SELECT count(*) FROM entries w WHERE w.game_id = games.id AND w.kind = 'action' "
        f"AND w.text LIKE 'reveal-worker %' AND w.idx < {first})"
    )
    op.execute(
        f"UPDATE games SET rules = CASE WHEN {workers} >= {SET_UP_WORKERS_1} THEN 1 ELSE 2 END "
        f"WHERE game = 'builders' AND {first} IS NOT NULL"
    )
    op.execute(f"UPDATE games SET rules = 1 WHERE game = 'pillars' AND created < {PILLARS_2}")


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("rules")
