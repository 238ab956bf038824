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
            ("g1", [(0, "action", "draw:a", 0, 1.5), (1, "action", "chance:x", None, None)]),
            ("g2", [(0, "undo", "1", 1, None)]),
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
    store.append_batch([("g1", [(0, "action", "first", 0, None)])])
    with pytest.raises(ConflictError):
        store.append_batch(
            [
                ("g2", [(0, "action", "would be lost with the batch", 1, None)]),
                ("g1", [(0, "action", "second", 1, None)]),
            ]
        )
    assert store.entries("g1") == [Entry(0, "action", "first", 0, None)]
    assert store.entries("g2") == []
    # the connection went back to the pool usable: the next commit works
    store.append_batch([("g2", [(0, "action", "after", 1, None)])])
    assert store.entries("g2") == [Entry(0, "action", "after", 1, None)]
