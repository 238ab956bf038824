"""The server database's schema over time, as Alembic migrations (versions/): every start brings
the database to the newest revision, a database of a release before migrations included.

`migrate` runs at every start of a server (and by `masterbuilders db upgrade`). It holds the
database while it runs, so that several instances starting at once on one PostgreSQL database
migrate it once: a PostgreSQL advisory lock of its own, or on SQLite the file lock every write
takes (`Store.writing`). A database with the server's tables but no Alembic version was made by
a release before migrations: the columns those releases added one by one (`LEGACY_COLUMNS`) and
a table they lacked are brought in, it is stamped at the baseline (0001), and then upgraded like
any other. Nothing in it is dropped or rewritten.

The whole upgrade is one transaction (issue 54): a migration that fails leaves the database as it
was, never a column added under an old version (every later start then failed with `duplicate
column name`). PostgreSQL has transactional DDL. SQLite alters a table by rebuilding it (Alembic's
batch mode: a new table, the rows copied, the old one dropped, the new one renamed), which with
foreign keys enforced fails at the DROP of a table other rows refer to (accounts, with sessions
and seats); and the Python driver commits before any DDL by itself. So SQLite is migrated on an
engine of its own, as SQLite documents a schema change ("Making Other Kinds Of Table Schema
Changes", https://www.sqlite.org/lang_altertable.html) and as SQLAlchemy documents transactional
DDL on pysqlite: foreign keys off before the transaction, the driver's own transaction handling
off and an explicit BEGIN, the migrations, `PRAGMA foreign_key_check` (any row left pointing
nowhere fails the upgrade), then COMMIT, and foreign keys on again."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Final

from sqlalchemy import MetaData, create_engine, event, inspect
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.pool import NullPool

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


SQLITE_TIMEOUT: Final = 30.0
"""How long the migrating connection waits for another writer of the SQLite file (seconds)."""


class MigrationError(Exception):
    """The upgrade was refused and rolled back: the database is as it was before it."""


def config(connection: Connection | None = None, scripts: str | None = None) -> Any:
    """Alembic's configuration for this project's scripts (on `connection`, if given);
    `scripts`: another script location (by default `SCRIPTS`)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", scripts or SCRIPTS)
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
    scripts: str | None = None,
) -> None:
    """Bring the database to `revision` (by default the newest), once, whoever else starts, in
    one transaction: on any failure nothing of it stays. `metadata`: the server's tables
    (server/storage.py), which a database of a release before migrations may lack one of."""
    if engine.dialect.name == "sqlite":
        with writing():
            _migrate_sqlite(engine, revision, metadata, scripts)
        return
    with writing(), engine.connect() as conn:
        conn.exec_driver_sql("SELECT pg_advisory_lock({}, {})".format(*MIGRATION_LOCK))
        conn.commit()
        try:
            with conn.begin():
                _upgrade(conn, revision, metadata, scripts)
        finally:
            conn.rollback()
            conn.exec_driver_sql("SELECT pg_advisory_unlock({}, {})".format(*MIGRATION_LOCK))
            conn.commit()


def _upgrade(
    conn: Connection, revision: str, metadata: MetaData | None, scripts: str | None
) -> None:
    """Every step of an upgrade, in the transaction `conn` is in (Alembic sees it begun outside
    and neither begins nor commits one of its own)."""
    from alembic import command

    tables = set(inspect(conn).get_table_names())
    if "games" in tables and "alembic_version" not in tables:
        _bring_in_legacy(conn, tables, metadata)
        command.stamp(config(conn, scripts), BASELINE)
    command.upgrade(config(conn, scripts), revision)


def _migrate_sqlite(
    engine: Engine, revision: str, metadata: MetaData | None, scripts: str | None
) -> None:
    """The upgrade of a SQLite file on a connection of its own (the module's docstring says
    why and how); the server's engine, which enforces foreign keys, is not used for it."""
    database = engine.url.database
    if not database or database == ":memory:":  # nothing kept, nothing to rebuild: no new engine
        with engine.connect() as conn, conn.begin():  # (it would open another empty database)
            _upgrade(conn, revision, metadata, scripts)
        return
    own = create_engine(engine.url, poolclass=NullPool, connect_args={"timeout": SQLITE_TIMEOUT})

    @event.listens_for(own, "connect")
    def connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # the driver begins and commits nothing itself
        # off before the transaction (inside one this pragma does nothing): a table that other
        # rows refer to can be rebuilt; foreign_key_check stands in for it before the commit
        dbapi_connection.execute("PRAGMA foreign_keys=OFF")

    @event.listens_for(own, "begin")
    def begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")  # the write lock from the start

    try:
        with own.connect() as conn:
            with conn.begin():
                _upgrade(conn, revision, metadata, scripts)
                broken = conn.exec_driver_sql("PRAGMA foreign_key_check").all()
                if broken:
                    raise MigrationError(
                        "the upgrade would leave rows referring to nothing (table, rowid, "
                        f"parent): {[tuple(r)[:3] for r in broken[:5]]}; nothing was changed"
                    )
            conn.exec_driver_sql("PRAGMA foreign_keys=ON")
    finally:
        own.dispose()


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
