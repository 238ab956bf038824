"""The event store on its own (no server): group commits go through the database driver directly
(storage.py `append_batch`), so what SQLAlchemy used to guarantee is checked here on both
databases: every row is written with its values, a batch is all or nothing, and a taken index is
a ConflictError that leaves the store as it was (issue 8: "never applied twice"; an action is
acknowledged only after it is committed)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from masterbuilders.server.storage import ConflictError, Entry, GameRow, Store

pytestmark = pytest.mark.slow


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres_url").replace(
            "postgresql://", "postgresql+psycopg://", 1
        )
    s = Store(url)
    for game_id in ("g1", "g2"):
        s.create_game(
            GameRow(
                id=game_id,
                game="pillars",
                num_players=2,
                options={},
                seed=7,
                seats=[{"kind": "human"}, {"kind": "human"}],
                clock=None,
                status="active",
                result=None,
                created=time.time(),
                finished=None,
            )
        )
    yield s
    s.dispose()


def test_a_group_commit_stores_every_entry_with_its_values(store: Store) -> None:
    store.append_batch(
        [
            ("g1", [(0, "action", "draw:a", 0, 1.5), (1, "action", "chance:x", None, None)], None),
            ("g2", [(0, "undo", "1", 1, None)], None),
        ]
    )
    store.append_many("g1", [(2, "seat", '{"seat": 1, "level": "easy"}', 1, None)])
    assert store.entries("g1") == [
        Entry(0, "action", "draw:a", 0, 1.5),
        Entry(1, "action", "chance:x", None, None),
        Entry(2, "seat", '{"seat": 1, "level": "easy"}', 1, None),
    ]
    assert store.entries("g2") == [Entry(0, "undo", "1", 1, None)]


def test_a_taken_index_is_a_conflict_and_the_whole_batch_is_rolled_back(store: Store) -> None:
    store.append_batch([("g1", [(0, "action", "first", 0, None)], None)])
    with pytest.raises(ConflictError):
        store.append_batch(
            [
                ("g2", [(0, "action", "would be lost with the batch", 1, None)], None),
                ("g1", [(0, "action", "second", 1, None)], None),
            ]
        )
    assert store.entries("g1") == [Entry(0, "action", "first", 0, None)]
    assert store.entries("g2") == []
    # the connection went back to the pool usable: the next commit works
    store.append_batch([("g2", [(0, "action", "after", 1, None)], None)])
    assert store.entries("g2") == [Entry(0, "action", "after", 1, None)]


def test_a_database_of_an_earlier_release_gets_the_new_columns(tmp_path: Path) -> None:
    """A database created before chance seeds became secrets (issue 24) and before entries named
    their instance (issue 26) is brought up to date at start; its games keep their integer seeds
    and count as practice."""
    import sqlite3

    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(
            """
            CREATE TABLE games (id VARCHAR(32) PRIMARY KEY, game VARCHAR(32), num_players INTEGER,
                options JSON, seed INTEGER, seats JSON, clock JSON, status VARCHAR(16),
                result JSON, created FLOAT, finished FLOAT);
            CREATE TABLE entries (id INTEGER PRIMARY KEY AUTOINCREMENT, game_id VARCHAR(32),
                idx INTEGER, kind VARCHAR(8), text TEXT, seat INTEGER, spent FLOAT,
                created FLOAT, CONSTRAINT uq_entry_idx UNIQUE (game_id, idx));
            INSERT INTO games VALUES ('old', 'pillars', 2, '{}', 41, '[]', NULL, 'active', NULL,
                1.0, NULL);
            INSERT INTO entries (game_id, idx, kind, text, seat, spent, created)
                VALUES ('old', 0, 'action', 'draw:a', 0, NULL, 1.0);
            """
        )
    s = Store(f"sqlite:///{path}", instance="7")
    try:
        row = s.game("old")
        assert row is not None and row.chance_seed() == "41" and row.practice
        s.append_many("old", [(1, "action", "next", 1, None)])
        assert [e.text for e in s.entries("old")] == ["draw:a", "next"]
    finally:
        s.dispose()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT idx, instance FROM entries ORDER BY idx").fetchall() == [
            (0, None),
            (1, "7"),
        ]
