"""Mail through an outbox (issue 54): a mail is a row written in the transaction of what causes
it and sent by a background sender (server/outbox.py), which replaces `turn_mails` (a turn was
marked mailed before its mail went out: lost on a crash or a refusal, and keyed by a version
that a restart computed anew). Confirmation codes are rows of their own, bound to the address
they were sent to and expiring.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-07
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("key", sa.String(200), nullable=False, unique=True),
        sa.Column("recipient", sa.String(254), nullable=False),
        sa.Column("subject", sa.Text, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("unsubscribe", sa.Text, nullable=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("due", sa.Float, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        sa.Column("lease", sa.String(64), nullable=True),
        sa.Column("leased_until", sa.Float, nullable=True),
        sa.Column("sent", sa.Float, nullable=True),
        sa.Column("error", sa.Text, nullable=True),
    )
    op.create_index("ix_outbox_due", "outbox", ["due"])
    op.create_index("ix_outbox_sent", "outbox", ["sent"])
    op.create_table(
        "email_confirmations",
        sa.Column("code_hash", sa.String(64), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
    )
    op.create_index("ix_email_confirmations_account_id", "email_confirmations", ["account_id"])
    op.drop_table("turn_mails")


def downgrade() -> None:
    op.create_table(
        "turn_mails",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("turn", sa.Integer, primary_key=True),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.drop_index("ix_email_confirmations_account_id", "email_confirmations")
    op.drop_table("email_confirmations")
    op.drop_index("ix_outbox_sent", "outbox")
    op.drop_index("ix_outbox_due", "outbox")
    op.drop_table("outbox")
