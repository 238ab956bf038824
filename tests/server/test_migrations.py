"""The database's schema over time (issue 41, server/migrations): a new database is made by the
Alembic migrations and equals the server's tables; a database of the release before migrations
upgrades in place at the next start with every game kept, on SQLite and on PostgreSQL; several
instances starting at once migrate it once."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import JSON, Boolean, create_engine, insert, inspect, text

from masterbuilders.server import migrations
from masterbuilders.server.storage import Base, Store
from tests.server.client import bearer, view
from tests.server.conftest import Server

BEFORE = json.loads((Path(__file__).parent / "data" / "before-migrations.json").read_text())
"""What a server of the release before migrations stored (see its `made_by`)."""

ADDED_SINCE = {"clock": None, "hints": True}
"""What a seat's payload gained since that release, as a game of that release has it: the clock
profile of turn-based play (issue 41), which such a game does not have, and whether it gives
hints (a game that may be rated gives none; one of that release without a clock does)."""


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite3'}"
    else:
        yield request.getfixturevalue("postgres_url")


def _engine(url: str) -> Any:
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return create_engine(url)


def test_a_new_database_is_made_by_the_migrations(database_url: str) -> None:
    store = Store(database_url)
    try:
        assert migrations.current(store.engine) == migrations.head()
        with store.engine.connect() as conn:
            # the tables the migrations made are the server's tables, column for column
            assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []
        Store(database_url).dispose()  # a second start finds nothing to do
        assert migrations.current(store.engine) == migrations.head()
    finally:
        store.dispose()


def _before_migrations(url: str) -> None:
    """The database as the release before migrations left it: its tables (the baseline's, which
    that release made with create_all), no Alembic version, and its rows."""
    engine = _engine(url)
    migrations.migrate(engine, _no_lock, migrations.BASELINE)
    with engine.begin() as conn:
        conn.execute(text("DROP TABLE alembic_version"))
        for table in ("games", "entries", "reviews"):
            columns = Base.metadata.tables[table].columns
            rows = [_typed(row, columns) for row in BEFORE["tables"][table]]
            conn.execute(insert(Base.metadata.tables[table]), rows)
        if engine.dialect.name == "postgresql":  # the next entry id follows the rows put in
            conn.execute(text("SELECT setval('entries_id_seq', (SELECT max(id) FROM entries))"))
    engine.dispose()


def _typed(row: dict[str, Any], columns: Any) -> dict[str, Any]:
    """A row as SQLite returned it (JSON as text, booleans as 0/1), typed for any database."""
    out = dict(row)
    for c in columns:
        if isinstance(c.type, JSON) and isinstance(out.get(c.key), str):
            out[c.key] = json.loads(out[c.key])
        if isinstance(c.type, Boolean) and out.get(c.key) is not None:
            out[c.key] = bool(out[c.key])
    return out


class _NoLock:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def _no_lock() -> _NoLock:
    return _NoLock()


def test_a_database_from_before_migrations_upgrades_with_every_game_kept(
    database_url: str, tmp_path: Path
) -> None:
    _before_migrations(database_url)
    # the data was recorded on 2026-11-28: past the default 72 idle hours its game in play would
    # be abandoned at start, as an idle game is (test_limits); this test is of the upgrade
    server = Server(database_url, tmp_path, env={"MASTERBUILDERS_IDLE_HOURS": str(24 * 365 * 20)})
    server.start()
    try:
        engine = _engine(database_url)
        assert migrations.current(engine) == migrations.head()
        with engine.connect() as conn:
            kept = {t: conn.execute(text(f"SELECT count(*) FROM {t}")).scalar() for t in
                    ("games", "entries", "reviews")}  # fmt: skip
        engine.dispose()
        assert kept == {t: len(rows) for t, rows in BEFORE["tables"].items()}
        base = server.base
        # the finished game reads back as that release served it
        record = httpx.get(f"{base}/api/games/{BEFORE['finished']}/record", timeout=10).json()
        assert record == BEFORE["record"]
        # its stored review is served, not computed again
        row = BEFORE["tables"]["reviews"][0]
        got = httpx.get(f"{base}/api/games/{BEFORE['reviewed']}/review", timeout=10).json()
        assert got["status"] == "done"
        assert got["review"] == json.loads(row["review"])
        # the game in play: the seat's token still holds it, its view is the one it had, it plays on
        seen = view(base, BEFORE["live"], BEFORE["token"])
        assert seen == {**BEFORE["view"], **ADDED_SINCE}
        legal = seen["view"]["decision"]["legal_actions"]
        moved = httpx.post(
            f"{base}/api/games/{BEFORE['live']}/actions",
            headers=bearer(BEFORE["token"]),
            json={"version": seen["version"], "action": legal[0]},
            timeout=10,
        )
        assert moved.status_code == 200, moved.text
        assert view(base, BEFORE["live"], BEFORE["token"])["version"] > seen["version"]
    finally:
        server.stop()


def test_the_oldest_databases_get_the_columns_added_since(tmp_path: Path) -> None:
    """A database of the first releases (before chance seeds were secrets, practice games,
    fencing and rematches): those columns are added, and its games keep their integer seeds."""
    path = tmp_path / "old.sqlite3"
    added = {table: {c for t, c in migrations.LEGACY_COLUMNS if t == table}
             for table in ("games", "entries")}  # fmt: skip
    since = {("games", "rules")}  # added by migrations after the baseline (0007)
    con = sqlite3.connect(path)
    for table in ("games", "entries"):
        columns = [c for c in Base.metadata.tables[table].columns
                   if c.key not in added[table] and (table, c.key) not in since]  # fmt: skip
        # each with its primary key, as those releases made them (tests/server/data/releases:
        # a foreign key to a column that is not one is refused by SQLite's foreign_key_check)
        made = ", ".join(f"{c.key} {c.type.compile()}{' PRIMARY KEY' * c.primary_key}"
                         for c in columns)  # fmt: skip
        con.execute(f"CREATE TABLE {table} ({made})")
        for row in BEFORE["tables"][table]:
            kept = {k: v for k, v in row.items() if k not in added[table]}
            marks = ", ".join("?" for _ in kept)
            con.execute(f"INSERT INTO {table} ({', '.join(kept)}) VALUES ({marks})",
                        list(kept.values()))  # fmt: skip
    con.commit()
    con.close()
    store = Store(f"sqlite:///{path}")
    try:
        assert migrations.current(store.engine) == migrations.head()
        names = {c["name"] for c in inspect(store.engine).get_columns("games")}
        assert added["games"] <= names
        game = store.game(BEFORE["finished"])
        assert game is not None and game.practice is True
        assert game.chance_seed() == str(game.seed)  # no secret: the integer seed it had
        assert len(store.entries(BEFORE["live"])) == sum(
            1 for e in BEFORE["tables"]["entries"] if e["game_id"] == BEFORE["live"]
        )
    finally:
        store.dispose()


def test_instances_starting_at_once_migrate_once(postgres_url: str) -> None:
    errors: list[BaseException] = []

    def start() -> None:
        try:
            Store(postgres_url).dispose()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    engine = _engine(postgres_url)
    with engine.connect() as conn:
        versions = conn.execute(text("SELECT version_num FROM alembic_version")).all()
    engine.dispose()
    assert [v[0] for v in versions] == [migrations.head()]


def test_accounts_made_before_names_by_a_standard_keep_their_names(database_url: str) -> None:
    """Issue 54, migration 0008_claims: accounts of the release before (one whose name the new
    rules would refuse: a bidirectional control in it) are kept as they are and still found by
    name; each gets its look-alike key, so an existing name still blocks a new look-alike of it
    (an all-Cyrillic `соса` beside `coca`); every seat claimed before counts as claimed from the
    start (its games were rated so)."""
    from masterbuilders.server.accounts import Accounts
    from masterbuilders.server.errors import ApiError

    engine = _engine(database_url)
    migrations.migrate(engine, threading.Lock, "0006")
    old = ("coca", "Evil\u202eName")
    with engine.begin() as conn:
        for i, name in enumerate(old):
            conn.execute(
                text(
                    "INSERT INTO accounts (name, name_key, created, bot, notify, unsubscribe,"
                    " show_games, show_ratings, email_confirmed)"
                    " VALUES (:name, :key, 0, false, false, :u, true, true, false)"
                ),
                {"name": name, "key": name.casefold(), "u": f"u{i}"},
            )
    engine.dispose()
    store = Store(database_url)
    try:
        assert migrations.current(store.engine) == migrations.head()
        accounts = Accounts(store)
        for name in old:
            row = accounts.account(name)
            assert row is not None and row.name == name and row.name_skeleton
        with pytest.raises(ApiError) as refused:
            accounts.register("\u0441\u043e\u0441\u0430", "correct horse battery", "1")
        assert refused.value.code == "name_taken"
        seats = {c["name"]: c for c in inspect(store.engine).get_columns("account_seats")}
        assert "played_before" in seats
    finally:
        store.dispose()
