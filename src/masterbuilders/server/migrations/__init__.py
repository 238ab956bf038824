"""The server database's schema over time, as Alembic migrations (versions/): every start brings
the database to the newest revision, a database of a release before migrations included.

`migrate` runs at every start of a server (and by `masterbuilders db upgrade`). It holds the
database while it runs, so that several instances starting at once on one PostgreSQL database
migrate it once: a PostgreSQL advisory lock of its own, or on SQLite the file lock every write
takes (`Store.writing`). A database with the server's tables but no Alembic version was made by
a release before migrations: the columns those releases added one by one (`LEGACY_COLUMNS`) and
a table they lacked are brought in, it is stamped at the baseline (0001), and then upgraded like
any other. Nothing in it is dropped or rewritten."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Final

from sqlalchemy import MetaData, inspect
from sqlalchemy.engine import Connection, Engine

SCRIPTS: Final = "masterbuilders.server:migrations"
"""Where Alembic finds env.py and versions/ (a package resource: works from a wheel)."""
BASELINE: Final = "0001"
"""The revision a database of a release before migrations is stamped at."""
MIGRATION_LOCK: Final = (0x4D43, 1)
"""The PostgreSQL advisory lock held while migrating (classid apart from the games' locks,
server/ownership.NAMESPACE)."""
LEGACY_COLUMNS: Final = {
    ("games", "secret"): "VARCHAR(80)",
    ("games", "commitment"): "VARCHAR(64)",
    ("games", "practice"): "BOOLEAN",
    ("entries", "instance"): "VARCHAR(32)",
    ("games", "owner_epoch"): "INTEGER DEFAULT 0",
    ("games", "owner"): "VARCHAR(32)",
    ("games", "rematch"): "VARCHAR(32)",
}
"""Columns the releases before migrations added at start, each where it was missing (their games
keep their integer seeds: `GameRow.chance_seed`)."""


def config(connection: Connection | None = None) -> Any:
    """Alembic's configuration for this project's scripts (on `connection`, if given)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", SCRIPTS)
    cfg.attributes["connection"] = connection
    return cfg


def head() -> str:
    """The newest revision."""
    from alembic.script import ScriptDirectory

    revision = ScriptDirectory.from_config(config()).get_current_head()
    assert revision is not None
    return revision


def current(engine: Engine) -> str | None:
    """The database's revision (None: not migrated, or made before migrations)."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def migrate(
    engine: Engine,
    writing: Callable[[], AbstractContextManager[None]],
    revision: str = "head",
    metadata: MetaData | None = None,
) -> None:
    """Bring the database to `revision` (by default the newest), once, whoever else starts.
    `metadata`: the server's tables (server/storage.py), which a database of a release before
    migrations may lack one of."""
    from alembic import command

    postgres = engine.dialect.name == "postgresql"
    with writing(), engine.connect() as conn:
        if postgres:
            conn.exec_driver_sql("SELECT pg_advisory_lock({}, {})".format(*MIGRATION_LOCK))
            conn.commit()
        try:
            tables = set(inspect(conn).get_table_names())
            if "games" in tables and "alembic_version" not in tables:
                _bring_in_legacy(conn, tables, metadata)
                command.stamp(config(conn), BASELINE)
            command.upgrade(config(conn), revision)
            conn.commit()
        finally:
            if postgres:
                conn.rollback()
                conn.exec_driver_sql("SELECT pg_advisory_unlock({}, {})".format(*MIGRATION_LOCK))
                conn.commit()


def _bring_in_legacy(conn: Connection, tables: set[str], metadata: MetaData | None) -> None:
    """A database of a release before migrations, up to the baseline: its missing columns added
    (`LEGACY_COLUMNS`), a practice flag where none was kept (its seeds were chosen: integer
    seeds), and the reviews table where it was not yet made."""
    inspector = inspect(conn)
    have = {
        (table, c["name"])
        for table in {t for t, _ in LEGACY_COLUMNS}
        for c in inspector.get_columns(table)
    }
    for table, name in LEGACY_COLUMNS:
        if (table, name) not in have:
            conn.exec_driver_sql(
                f"ALTER TABLE {table} ADD COLUMN {name} {LEGACY_COLUMNS[(table, name)]}"
            )
    conn.exec_driver_sql("UPDATE games SET practice = TRUE WHERE practice IS NULL")
    if "reviews" not in tables:
        if metadata is None:
            raise ValueError("a database before reviews: migrate it with the server's tables")
        metadata.tables["reviews"].create(conn)
    conn.commit()
