"""Makes the databases of earlier releases that tests/server/test_upgrades.py upgrades (issue 54):
each release's own server, run from a checkout of its commit, plays the same games through its
HTTP API on SQLite and on PostgreSQL, and what it stored is kept here:

- `<commit>.sqlite3`: the SQLite file, as that release left it (its write-ahead log folded in);
- `<commit>.sql`: the PostgreSQL database, as `pg_dump --inserts --no-owner --no-privileges`
  writes it less psql's meta-commands (a test loads it into a fresh database);
- `<commit>.json`: what a test needs to play on (per database: the games by name, the seat
  tokens of the games in play, the account's name and password), and how it was made.

What each release has is put in: finished games of both titles played by bots alone, games in
play of both titles (a person's seat against a bot, a few moves made, the person to move), and
where the release has accounts (0e893ae) a signed-in account holding those seats and a rated
game it played to the end (so a rating, its history and a rated game are stored). Chance seeds
are secret from commit 80397db on, so two runs make different games; the tests read the games'
names from the JSON, never their contents.

Run from the repository root (PostgreSQL at 127.0.0.1:5432, user postgres, trust auth):

    PYTHONPATH=src .venv/bin/python tests/server/data/releases/make.py [COMMIT ...]

Each commit is checked out in a temporary git worktree (removed after), and its server runs with
that checkout first on PYTHONPATH and this interpreter (the dependencies installed for today's
release serve the earlier ones too)."""

from __future__ import annotations

import json
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import psycopg

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
RELEASES = ("1899cea", "efca5df", "0e893ae")
"""The first server release; the last before accounts and migrations; the first with turn mails
(migration 0004), the release of issue 54's failed upgrade."""
PG = "postgresql://postgres@127.0.0.1:5432"
NAME = "Alice"
PASSWORD = "correct horse battery staple"
CSRF_COOKIE = "mb_csrf"
CSRF_HEADER = "x-csrf-token"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class OldServer:
    """`masterbuilders serve` of the checkout at `source`, on `url`."""

    def __init__(self, source: Path, url: str, workdir: Path) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = {
            **os.environ,
            "PYTHONPATH": str(source / "src"),
            "MASTERBUILDERS_REVIEW_FINISHED": "0",  # a release without it ignores it
        }
        self.log = workdir / "server.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--port", str(self.port),
             "--database-url", url, "--bot-workers", "1"],
            cwd=workdir, env=env, stdout=self.log.open("ab"), stderr=subprocess.STDOUT,
        )  # fmt: skip
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if httpx.get(f"{self.base}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None:
                raise RuntimeError(self.log.read_text())
            time.sleep(0.1)
        raise RuntimeError("the old server did not start")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(30)


def _create(http: httpx.Client, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
    r = http.post("/api/games", json=body, headers=headers)
    assert r.status_code == 201, r.text
    return dict(r.json())


def _view(http: httpx.Client, game: str, token: str | None = None) -> dict[str, Any]:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    r = http.get(f"/api/games/{game}/view", headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def _play(
    http: httpx.Client, game: str, token: str, seat: int, moves: int | None, rng: Any
) -> None:
    """The seat plays random legal actions: `moves` of them (then it is left to move), or to the
    game's end (None)."""
    made = 0
    deadline = time.time() + 600
    while time.time() < deadline:
        v = _view(http, game, token)
        decision = v["view"]["decision"]
        if decision["over"]:
            assert moves is None, "the game ended before its moves were made"
            return
        if v["to_move"] != seat:
            time.sleep(0.05)
            continue
        if moves is not None and made >= moves:
            return
        r = http.post(
            f"/api/games/{game}/actions",
            json={"version": v["version"], "action": rng.choice(decision["legal_actions"])},
            headers={"authorization": f"Bearer {token}"},
        )
        assert r.status_code in (200, 409), r.text
        made += r.status_code == 200
    raise RuntimeError(f"game {game} did not get on")


def _finished(http: httpx.Client, game: str) -> None:
    deadline = time.time() + 900
    while time.time() < deadline:
        if _view(http, game)["view"]["decision"]["over"]:
            return
        time.sleep(0.5)
    raise RuntimeError(f"game {game} did not end")


def play(base: str, accounts: bool) -> dict[str, Any]:
    """The games every release gets, and with `accounts` an account that holds seats and a rated
    game. Returns what the tests need of them."""
    rng = random.Random(54)
    http = httpx.Client(base_url=base, timeout=30)
    games: dict[str, Any] = {}
    signed: dict[str, str] = {}
    if accounts:
        r = http.post("/api/account/register", json={"name": NAME, "password": PASSWORD})
        assert r.status_code == 201, r.text
        signed = {CSRF_HEADER: http.cookies[CSRF_COOKIE]}
    for title in ("pillars", "builders"):
        bots = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "random"}]
        g = _create(http, {"game": title, "players": 2, "seats": bots}, signed)
        games[f"{title}-bots"] = {"id": g["id"], "game": title, "status": "finished"}
    for title in ("pillars", "builders"):
        seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        g = _create(http, {"game": title, "players": 2, "seats": seats}, signed)
        token = g["join"][0]["token"]
        _play(http, g["id"], token, 0, 3, rng)
        games[f"{title}-live"] = {"id": g["id"], "game": title, "status": "active", "seat": 0,
                                  "token": token, "held": accounts}  # fmt: skip
    if accounts:
        seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        g = _create(http, {"game": "pillars", "players": 2, "seats": seats}, signed)
        _play(http, g["id"], g["join"][0]["token"], 0, None, rng)
        games["pillars-rated"] = {"id": g["id"], "game": "pillars", "status": "finished",
                                  "held": True}  # fmt: skip
    for game in games.values():
        if game["status"] == "finished":
            _finished(http, game["id"])
    out: dict[str, Any] = {"games": games}
    if accounts:
        out["account"] = {"name": NAME, "password": PASSWORD}
    return out


def plain(dump: str) -> str:
    """The dump without psql's meta-commands (`\\restrict KEY`, `\\unrestrict KEY`, which
    pg_dump writes since 15.14 around a dump): plain SQL, which any client runs."""
    return "".join(line for line in dump.splitlines(keepends=True) if not line.startswith("\\"))


def make(commit: str) -> None:
    work = Path(tempfile.mkdtemp(prefix=f"release-{commit}-"))
    source = work / "source"
    subprocess.run(["git", "worktree", "add", "--detach", str(source), commit], cwd=ROOT,
                   check=True, capture_output=True)  # fmt: skip
    try:
        server_dir = source / "src/masterbuilders/server"
        accounts = (server_dir / "accounts.py").is_file() or (server_dir / "accounts").is_dir()
        made: dict[str, Any] = {
            "commit": subprocess.run(["git", "rev-parse", commit], cwd=ROOT, check=True,
                                     capture_output=True, text=True).stdout.strip(),
            "made_by": "tests/server/data/releases/make.py (its docstring says how)",
        }  # fmt: skip
        # SQLite
        path = work / "games.sqlite3"
        server = OldServer(source, f"sqlite:///{path}", work)
        try:
            made["sqlite"] = play(server.base, accounts)
        finally:
            server.stop()
        con = sqlite3.connect(path)
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.execute("PRAGMA journal_mode=DELETE")
        con.execute("VACUUM")
        con.close()
        shutil.copyfile(path, HERE / f"{commit}.sqlite3")
        # PostgreSQL
        name = f"release_{commit}_{uuid.uuid4().hex[:6]}"
        admin = psycopg.connect(f"{PG}/postgres", autocommit=True)
        admin.execute(f"CREATE DATABASE {name}")  # type: ignore[arg-type]
        try:
            server = OldServer(source, f"{PG}/{name}", work)
            try:
                made["postgres"] = play(server.base, accounts)
            finally:
                server.stop()
            dump = subprocess.run(
                ["pg_dump", "--inserts", "--no-owner", "--no-privileges", "-h", "127.0.0.1",
                 "-U", "postgres", name],
                check=True, capture_output=True, text=True,
            ).stdout  # fmt: skip
            (HERE / f"{commit}.sql").write_text(plain(dump))
        finally:
            admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")  # type: ignore[arg-type]
            admin.close()
        (HERE / f"{commit}.json").write_text(json.dumps(made, indent=1) + "\n")
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(source)], cwd=ROOT,
                       check=False)  # fmt: skip
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    for commit in sys.argv[1:] or RELEASES:
        started = time.time()
        make(commit)
        print(f"{commit}: made in {time.time() - started:.0f} s")
