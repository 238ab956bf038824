"""Upgrades from every release (issue 54): databases made by the servers of earlier releases
(tests/server/data/releases, made by its make.py) are brought to today on SQLite and on
PostgreSQL, the server starts on them, the old account signs in and sees its games and its
rating, and the games in play go on (a move, and a bot's answer). A game the server cannot
resume (a log of older rules) is kept: its record is served, health and `masterbuilders db
check` name it, and it stops nothing else. A migration that fails leaves the database exactly as
it was."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import Engine

from masterbuilders.engine import GameRecord, ReplayError, get_game
from masterbuilders.i18n import text as text_of
from masterbuilders.server import migrations
from masterbuilders.server.accounts import CSRF_COOKIE, CSRF_HEADER
from masterbuilders.server.storage import Store
from tests.server.client import bearer, view
from tests.server.conftest import Server

DATA = Path(__file__).parent / "data" / "releases"
RELEASES = ("1899cea", "efca5df", "0e893ae")
"""The first server release, the last before migrations, the first with turn mails (0004)."""
KEPT = {"MASTERBUILDERS_IDLE_HOURS": str(24 * 365 * 20)}
"""The data's games in play were last moved when it was made: past the default idle hours they
would be abandoned at start (test_limits); these tests are of the upgrade."""
OLD_RULES = {("1899cea", "builders-live"), ("1899cea", "builders-bots")}
"""Games played under version 1 of The Builders' rules (six workers turned over at the set-up):
kept, not resumed."""
NOT_REPLAYED = {("1899cea", "pillars-bots")}
"""A game of the first release whose log no longer replays by today's Pillars rules (its card
effects changed in ce37102, and its date does not tell its version): kept, not resumed."""


def _made(commit: str) -> dict[str, Any]:
    return dict(json.loads((DATA / f"{commit}.json").read_text()))


def _engine(url: str) -> Engine:
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return create_engine(url)


def _release(commit: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A copy of the release's database, as its own server left it; its URL."""
    if backend == "sqlite":
        path = tmp_path / "games.sqlite3"
        shutil.copyfile(DATA / f"{commit}.sqlite3", path)
        return f"sqlite:///{path}"
    url: str = request.getfixturevalue("postgres_url")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute((DATA / f"{commit}.sql").read_text())  # type: ignore[arg-type]
    return url


def _snapshot(url: str) -> dict[str, Any]:
    """Everything the database holds: each table's columns, indexes and rows, in order."""
    engine = _engine(url)
    try:
        with engine.connect() as conn:
            inspector = inspect(conn)
            out: dict[str, Any] = {}
            for table in sorted(inspector.get_table_names()):
                columns = [(c["name"], str(c["type"]), c["nullable"])
                           for c in inspector.get_columns(table)]  # fmt: skip
                indexes = sorted(str(i) for i in inspector.get_indexes(table))
                rows = sorted(repr(tuple(r)) for r in conn.execute(text(f"SELECT * FROM {table}")))
                out[table] = (columns, indexes, rows)
            return out
    finally:
        engine.dispose()


class _Signed:
    """A browser signed in as the release's account (its cookie jar and CSRF token)."""

    def __init__(self, base: str, name: str, password: str) -> None:
        self.http = httpx.Client(base_url=base, timeout=15)
        r = self.http.post("/api/account/signin", json={"name": name, "password": password})
        assert r.status_code == 200, r.text

    def post(self, path: str, body: dict[str, Any]) -> httpx.Response:
        csrf = {CSRF_HEADER: self.http.cookies[CSRF_COOKIE]}
        return self.http.post(path, json=body, headers=csrf)


def _bot_moves(url: str, game_id: str, seat: int) -> int:
    engine = _engine(url)
    try:
        with engine.connect() as conn:
            q = text("SELECT count(*) FROM entries WHERE game_id = :g AND seat = :s")
            return int(conn.execute(q, {"g": game_id, "s": seat}).scalar_one())
    finally:
        engine.dispose()


def _play_on(base: str, url: str, game: dict[str, Any], signed: _Signed | None) -> None:
    """The person's seat moves (as the account that holds it, where one does; else by its
    token) until the bot of the other seat has answered."""
    token, seat = game["token"], game["seat"]
    bot = 1 - seat
    before = _bot_moves(url, game["id"], bot)
    deadline = time.monotonic() + 120
    moved = 0
    while _bot_moves(url, game["id"], bot) == before:
        assert time.monotonic() < deadline, "no bot answered"
        seen = view(base, game["id"], token)
        assert seen["view"]["decision"]["over"] is False
        if seen["to_move"] != seat:
            time.sleep(0.05)
            continue
        body = {"version": seen["version"], "action": seen["view"]["decision"]["legal_actions"][0]}
        if signed is not None and game.get("held"):
            r = signed.post(f"/api/games/{game['id']}/actions", body)
        else:
            r = httpx.post(f"{base}/api/games/{game['id']}/actions", json=body,
                           headers=bearer(token), timeout=10)  # fmt: skip
        assert r.status_code == 200, r.text
        moved += 1
    assert moved >= 1


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
@pytest.mark.parametrize("commit", RELEASES)
def test_a_database_of_an_earlier_release_upgrades_and_plays_on(
    commit: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    made = _made(commit)
    played = made[backend]
    url = _release(commit, backend, tmp_path, request)
    server = Server(url, tmp_path, env=KEPT)
    server.start()  # before issue 54: 0e893ae failed to migrate on SQLite, 1899cea to restore
    try:
        engine = _engine(url)
        assert migrations.current(engine) == migrations.head()
        engine.dispose()
        base = server.base
        health = httpx.get(f"{base}/api/health", timeout=10).json()
        # only the games in play are restored at start: those of older rules are listed
        old_live = [played["games"][n]["id"] for c, n in sorted(OLD_RULES)
                    if c == commit and played["games"][n]["status"] == "active"]  # fmt: skip
        assert [u["id"] for u in health["unresumable"]] == old_live
        signed = None
        if "account" in played:
            signed = _Signed(base, **played["account"])
            mine = signed.http.get("/api/account/games").json()["games"]
            held = {g["id"] for n, g in played["games"].items() if g.get("held")}
            assert held <= {g["id"] for g in mine}
            profile = signed.http.get(f"/api/players/{played['account']['name']}").json()
            rated = [r for r in profile["ratings"] if (r["game"], r["players"]) == ("pillars", 2)]
            assert len(rated) == 1 and rated[0]["games"] == 1
            assert [h["game_id"] for h in rated[0]["history"]] == [
                played["games"]["pillars-rated"]["id"]
            ]
        for name, game in played["games"].items():
            gid = game["id"]
            kept = (commit, name) in OLD_RULES | NOT_REPLAYED
            summary = httpx.get(f"{base}/api/games/{gid}", timeout=10)
            record = httpx.get(f"{base}/api/games/{gid}/record", timeout=10)
            if game["status"] == "finished" or kept:
                assert record.status_code == 200, (name, record.text)
                assert len(record.json()["actions"]) > 10
            if kept:  # not resumable: said so, its record served as stored
                assert summary.status_code == 409, (name, summary.text)
                assert summary.json()["error"]["code"] == "game_not_resumable"
                if (commit, name) in OLD_RULES:
                    assert record.json()["rules"] == 1
            else:
                assert summary.status_code == 200, (name, summary.text)
                assert summary.json()["status"] == game["status"]
            if game["status"] == "active" and not kept:
                _play_on(base, url, game, signed)
        # a new game is played under today's rules, and its row says which
        fresh = httpx.post(f"{base}/api/games", timeout=10, json={
            "game": "builders", "players": 2,
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
        })  # fmt: skip
        assert fresh.status_code == 201, fresh.text
        engine = _engine(url)
        with engine.connect() as conn:
            rules = conn.execute(text("SELECT rules FROM games WHERE id = :g"),
                                 {"g": fresh.json()["id"]}).scalar_one()  # fmt: skip
        engine.dispose()
        assert rules == get_game("builders").rules_version == 2
    finally:
        server.stop()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
@pytest.mark.parametrize("commit", RELEASES)
def test_a_failing_migration_leaves_the_database_as_it_was(
    commit: str,
    backend: str,
    tmp_path: Path,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Today's migrations and one more that fails (a row its table refuses: a real error of the
    database, after it added a column), from a test-only script location: the upgrade stops
    and nothing of it stays, neither today's migrations nor a release's legacy columns."""
    url = _release(commit, backend, tmp_path, request)
    scripts = tmp_path / "scripts"
    package = Path(migrations.__file__).parent
    shutil.copytree(package, scripts, ignore=shutil.ignore_patterns("__pycache__", "__init__.py"))
    (scripts / "versions" / "9999_fails.py").write_text(
        '"""Fails on purpose (tests/server/test_upgrades.py)."""\n'
        "import sqlalchemy as sa\n"
        "from alembic import op\n\n"
        f'revision = "9999"\ndown_revision = "{migrations.head()}"\n'
        "branch_labels = None\ndepends_on = None\n\n\n"
        "def upgrade() -> None:\n"
        '    op.add_column("games", sa.Column("doomed", sa.Integer(), nullable=True))\n'
        "    op.execute(\"INSERT INTO games (id) VALUES ('doomed')\")  # NOT NULL columns\n"
    )
    monkeypatch.setattr(migrations, "SCRIPTS", str(scripts))
    before = _snapshot(url)
    with pytest.raises(Exception, match=r"(?i)not null|null value"):
        Store(url)
    assert _snapshot(url) == before
    monkeypatch.undo()
    store = Store(url)  # and it upgrades whole with today's migrations
    try:
        assert migrations.current(store.engine) == migrations.head()
    finally:
        store.dispose()


def test_sqlite_refuses_an_upgrade_that_leaves_rows_pointing_nowhere(tmp_path: Path) -> None:
    """The rebuild runs with foreign keys off (as SQLite documents it): `foreign_key_check`
    before the commit stands in for them. A seat held by an account that does not exist (put in
    with foreign keys off) fails the upgrade, and nothing of it stays."""
    path = tmp_path / "games.sqlite3"
    shutil.copyfile(DATA / "0e893ae.sqlite3", path)
    con = sqlite3.connect(path)
    game = con.execute("SELECT id FROM games LIMIT 1").fetchone()[0]
    con.execute("INSERT INTO account_seats VALUES (?, 1, 999, 0)", (game,))
    con.commit()
    con.close()
    url = f"sqlite:///{path}"
    before = _snapshot(url)
    with pytest.raises(Exception, match="referring to nothing"):
        Store(url)
    assert _snapshot(url) == before


def test_db_check_names_the_games_that_cannot_be_resumed(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    shutil.copyfile(DATA / "1899cea.sqlite3", path)
    played = _made("1899cea")["sqlite"]["games"]

    def check(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "masterbuilders.cli.main", "db", "check", "--lang", "en",
             "--database-url", f"sqlite:///{path}", *args],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip

    live = check()
    assert live.returncode == 1, live.stderr
    assert live.stdout.splitlines() == [
        f"{played['builders-live']['id']} (builders, active): it was played under version 1 of "
        "the rules of builders, this server plays version 2"
    ]
    every = check("--all")
    assert every.returncode == 1, every.stderr
    named = sorted(line.split(" ", 1)[0] for line in every.stdout.splitlines())
    assert named == sorted(played[n]["id"] for c, n in OLD_RULES | NOT_REPLAYED)
    # a record of older rules is not replayed as today's: it says which rules it needs
    record = GameRecord.from_json(
        {"game": "builders", "num_players": 2, "rules": 1, "seed": "1", "actions": []}
    )
    with pytest.raises(ReplayError) as refused:
        record.replay()
    assert text_of(refused.value.said, "en") == (
        "this record was played under version 1 of the rules of builders; this program plays "
        "version 2"
    )
    assert get_game("builders").rules_version == 2
