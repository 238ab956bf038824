"""A real server and Debian's Chromium driven by Playwright (no browser download)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.conftest import Server

CHROMIUM = os.environ.get("MASTERBUILDERS_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(
    os.environ.get("MASTERBUILDERS_ARTIFACTS", Path(__file__).resolve().parents[2] / "artifacts")
)
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    workdir = tmp_path_factory.mktemp("web")
    # (the games these tests finish are not reviewed by themselves: tests.server.conftest's
    # NOT_REVIEWED; tests/web/test_review_page.py runs its own server that reviews)
    s = Server(f"sqlite:///{workdir / 'games.sqlite3'}", workdir)
    s.start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Chromium, per module: Playwright's sync API runs an event loop in this thread while it is
    open, and a test of another module calling asyncio.run() in the same process would fail."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"Chromium is missing at {CHROMIUM}: install Debian's chromium (apt-get install chromium)"
        )
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def shots() -> Path:
    path = ARTIFACTS / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path
