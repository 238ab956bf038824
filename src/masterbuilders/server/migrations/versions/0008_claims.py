"""Claims and names (issue 54): a seat claimed after it played leaves its game unrated
(`account_seats.played_before`: the seat's own decisions when it was claimed; 0 for every seat
claimed before, as they were rated so), and a new name may not pass for an account's
(`accounts.name_skeleton`, indexed: the look-alike key of server/names.py, filled here for the
accounts there are, whose names stay as they are even where the new rules would refuse them).

The key is kept rather than computed at each check: a registration or a game's seat names are
compared with every account's name, and a server's accounts are thousands.

Both are added columns (ALTER TABLE ... ADD COLUMN, on SQLite too: no table is rebuilt).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    from masterbuilders.server.names import stored_key

    op.add_column(
        "account_seats",
        sa.Column("played_before", sa.Integer(), nullable=False, server_default="0"),
    )
    op.add_column("accounts", sa.Column("name_skeleton", sa.String(96), nullable=True))
    op.create_index("ix_accounts_name_skeleton", "accounts", ["name_skeleton"])
    accounts = sa.table(
        "accounts", sa.column("id", sa.Integer()), sa.column("name", sa.String()),
        sa.column("name_skeleton", sa.String()),
    )  # fmt: skip
    conn = op.get_bind()
    for account_id, name in conn.execute(sa.select(accounts.c.id, accounts.c.name)).all():
        conn.execute(
            accounts.update()
            .where(accounts.c.id == account_id)
            .values(name_skeleton=stored_key(name))
        )


def downgrade() -> None:
    op.drop_index("ix_accounts_name_skeleton", "accounts")
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("name_skeleton")
    with op.batch_alter_table("account_seats") as batch:
        batch.drop_column("played_before")
