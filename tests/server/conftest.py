"""A real server in a subprocess (uvicorn on 127.0.0.1), on SQLite or on a real PostgreSQL; or the
same app on uvicorn in a thread of the test's process, its time read from a clock the test moves."""

from __future__ import annotations

import itertools
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import httpx
import pytest

from tests.server.client import HTTP

if TYPE_CHECKING:  # the load benchmarks import this module beside an older server (side_by_side.py)
    from tests.server.fakes import FakeClock

PG_URL = os.environ.get("MASTERBUILDERS_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")

ONE_CLIENT = {
    "MASTERBUILDERS_CREATIONS_PER_MINUTE": "1000000",
    "MASTERBUILDERS_WS_MESSAGES_PER_SECOND": "1000000",
}
"""Settings for a load generator: it creates every game from one address and plays at machine
speed, so the two limits made for a person's pace (creations a minute from one client, messages a
second on one WebSocket) are lifted; every other limit stays as served."""

NOT_REVIEWED = {"MASTERBUILDERS_REVIEW_FINISHED": "0"}
"""What every test server is started with unless its test says otherwise: a finished game with a
person's seat is not reviewed by itself (tests/server/test_review_api.py and
tests/web/test_review_page.py, which test reviews, start theirs with "1"). Since issue 54 a review
no longer slows the games a test waits for (it runs in a process of its own at the lowest
priority; test_ratings.py took 70.6 s with this and 71.5 s without, on the same loaded machine),
but in a test of something else it is still a process started (at full priority until it lowers
its own) and CPU-minutes of work nobody looks at, beside the other xdist worker's tests."""


PORTS_BELOW_EPHEMERAL: Final = 20_000
"""Test servers listen on ports from here up, each test process in a block of its own, all below
the kernel's ephemeral range (32768 and up): a port the kernel hands out for `bind(0)` or for an
outgoing connection, as the one chosen by another process's test, was chosen twice. One test
server answered another test's requests: its own had not bound yet, and a cluster's nginx took
the port in the meantime (a 502 where the test's game was)."""
_next_port = itertools.count()


def free_port() -> int:
    """A port no other test process chooses (its worker's block of 1,000) and nothing listens
    on now."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    block = PORTS_BELOW_EPHEMERAL + 1000 * (int(worker) if worker.isdigit() else 0)
    for _ in range(1000):
        port = block + next(_next_port) % 1000
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {block}-{block + 999}")


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (children of all its threads, theirs, and so on; Linux /proc)."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                kids = [int(p) for p in (task / "children").read_text().split()]
            except FileNotFoundError:  # the thread or the process ended meanwhile
                continue
            found += kids
            todo += kids
    return found


def alive(pid: int) -> bool:
    """Whether `pid` still runs (a zombie has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


class _Listening:
    """A server the tests reach on 127.0.0.1 at `port`, over HTTP and WebSockets."""

    port: int

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"


class Server(_Listening):
    """Start, kill -9 and restart `masterbuilders serve` on one database."""

    def __init__(
        self,
        database_url: str,
        workdir: Path,
        env: dict[str, str] | None = None,
    ) -> None:
        self.database_url = database_url
        self.workdir = workdir
        self.env = {**NOT_REVIEWED, **(env or {})}
        """MASTERBUILDERS_* settings for the server process (server/settings.py)."""
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        log = (self.workdir / "server.log").open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--port", str(self.port),
             "--database-url", self.database_url, "--bot-workers", "1"],
            cwd=self.workdir, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **self.env},
        )  # fmt: skip
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if HTTP.get(f"{self.base}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None:
                raise RuntimeError((self.workdir / "server.log").read_text())
            time.sleep(0.05)
        raise RuntimeError("server did not start")

    def pids(self) -> list[int]:
        """The server's process (its bot processes are its children)."""
        assert self.proc is not None
        return [self.proc.pid]

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class InProcess(_Listening):
    """The server's app on uvicorn in a thread of this process (real HTTP and WebSockets on
    127.0.0.1, as `Server`'s), its games' time read from `clock`: a test of clocks, idleness or
    timeouts advances it instead of sleeping. `settings` are Settings fields (server/settings.py),
    as a `Server`'s MASTERBUILDERS_* variables are."""

    def __init__(self, database_url: str, clock: FakeClock | None = None, **settings: Any) -> None:
        self.database_url = database_url
        from tests.server.fakes import FakeClock

        self.clock = clock or FakeClock()
        self.settings = settings
        self.port = free_port()
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        import uvicorn

        from masterbuilders.server.app import UVICORN_OPTIONS, create_app
        from masterbuilders.server.settings import Settings

        settings = Settings.from_env(
            database_url=self.database_url,
            bot_workers=1,
            **{"review_finished": False, **self.settings},  # as NOT_REVIEWED
        )
        app = create_app(settings=settings, clock=self.clock)
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, **UVICORN_OPTIONS)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 60
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the in-process server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        """A clean stop (lifespan's end: the bot pool and the database closed)."""
        if self._thread is not None and self._thread.is_alive():
            self._server.should_exit = True
            self._thread.join(30)
        self._thread = None


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[InProcess]:
    """The server in this process on SQLite, on a manual clock."""
    server = InProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def sqlite_server(tmp_path: Path) -> Iterator[Server]:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def load_server(tmp_path: Path) -> Iterator[Server]:
    """A server on SQLite for a load generator (see `ONE_CLIENT`)."""
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=ONE_CLIENT)
    server.start()
    yield server
    server.stop()


def _postgres_admin() -> object:
    import psycopg

    try:
        return psycopg.connect(PG_URL, autocommit=True, connect_timeout=3)
    except psycopg.OperationalError:
        pass
    # Not answering: install and start Debian's PostgreSQL, as the issue asks.
    subprocess.run(
        ["apt-get", "install", "-y", "-q", "postgresql"], check=False, capture_output=True
    )
    versions = os.listdir("/etc/postgresql") if os.path.isdir("/etc/postgresql") else []
    for v in versions:
        subprocess.run(
            ["pg_ctlcluster", "--skip-systemctl-redirect", v, "main", "start"], check=False
        )
    time.sleep(3)
    return psycopg.connect(PG_URL, autocommit=True, connect_timeout=5)


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh database on the PostgreSQL server, dropped afterwards."""
    admin = _postgres_admin()
    name = f"mb_test_{uuid.uuid4().hex[:10]}"
    admin.execute(f"CREATE DATABASE {name}")  # type: ignore[attr-defined]
    base = PG_URL.rsplit("/", 1)[0]
    yield f"{base}/{name}"
    admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")  # type: ignore[attr-defined]
    admin.close()  # type: ignore[attr-defined]


@pytest.fixture
def postgres_server(tmp_path: Path, postgres_url: str) -> Iterator[Server]:
    server = Server(postgres_url, tmp_path)
    server.start()
    yield server
    server.stop()
