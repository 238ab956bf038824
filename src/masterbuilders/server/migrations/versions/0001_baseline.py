"""The schema before migrations: games, their log (entries) and their reviews, as the releases up
to issue 40 made them with `create_all` (a database of those releases is stamped at this revision
by `migrate`, after the columns they added one by one are brought in).

Revision ID: 0001
Revises:
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("num_players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("seed", sa.Integer, nullable=False),
        sa.Column("seats", sa.JSON, nullable=False),
        sa.Column("clock", sa.JSON, nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("result", sa.JSON, nullable=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("finished", sa.Float, nullable=True),
        sa.Column("secret", sa.String(80), nullable=True),
        sa.Column("commitment", sa.String(64), nullable=True),
        sa.Column("practice", sa.Boolean, nullable=False),
        sa.Column("owner_epoch", sa.Integer, nullable=False),
        sa.Column("owner", sa.String(32), nullable=True),
        sa.Column("rematch", sa.String(32), nullable=True),
    )
    op.create_table(
        "entries",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), nullable=False),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("spent", sa.Float, nullable=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("instance", sa.String(32), nullable=True),
        sa.UniqueConstraint("game_id", "idx", name="uq_entry_idx"),
    )
    op.create_index("ix_entries_game_id", "entries", ["game_id"])
    op.create_table(
        "reviews",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("done", sa.Integer, nullable=False),
        sa.Column("total", sa.Integer, nullable=False),
        sa.Column("judged", sa.JSON, nullable=True),
        sa.Column("review", sa.JSON, nullable=True),
        sa.Column("message", sa.Text, nullable=True),
        sa.Column("updated", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("reviews")
    op.drop_index("ix_entries_game_id", "entries")
    op.drop_table("entries")
    op.drop_table("games")
