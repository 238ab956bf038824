"""Alembic's environment for the server's database (server/migrations): run by `migrate` on the
connection it hands over (`config.attributes["connection"]`), never from a URL of its own, so
that the server, the operator's `masterbuilders db upgrade` and the tests migrate alike. That
connection is in the one transaction of the whole upgrade (`migrate`), begun before: Alembic
begins and commits none of its own (issue 54)."""

from __future__ import annotations

from alembic import context

from masterbuilders.server.storage import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    # SQLite alters a table by copying it (Alembic's batch mode), PostgreSQL in place
    render_as_batch=connection.dialect.name == "sqlite",
    # on SQLite too: `migrate` hands over a connection whose DDL is in its transaction
    transactional_ddl=True,
)
with context.begin_transaction():
    context.run_migrations()
