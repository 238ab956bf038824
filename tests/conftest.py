"""The suite runs in parallel (pytest-xdist, `make test`): the longest tests are handed out first,
so that the last minutes are not one long test running alone while the other processes idle.

Each test's time is read from tests/durations.json (written by a run with `--record-durations`:
`pytest -n 3 --dist loadgroup --record-durations`); tests not in it come after the known ones, in
their collected order. The order is the same in every process (xdist requires it), and the order
alone changes no result: a fixture several modules share is session-scoped (the web server, the
studies, the wheels, Ray) or set up again when a process comes back to its module (Chromium).

A test whose recorded time is over `SLOW_SECONDS` is marked `slow` as it is collected, whatever its
module says: `make test-fast` (`-m "not slow"`) stays a quick check as tests grow, without anyone
remembering to mark them (it had grown to 3 min 41 s with tests of a few seconds each unmarked).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

DURATIONS = Path(__file__).with_name("durations.json")
SLOW_SECONDS = 2.0
"""A test that took longer in the recorded run counts as slow (see the docstring)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--record-durations",
        action="store_true",
        help=f"write each test's time (setup, call and teardown) to {DURATIONS.name}",
    )


@pytest.hookimpl(tryfirst=True)  # before -m "not slow" deselects
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    known: dict[str, float] = json.loads(DURATIONS.read_text()) if DURATIONS.exists() else {}
    for item in items:
        if known.get(test_id(item.nodeid), 0.0) > SLOW_SECONDS:
            item.add_marker(pytest.mark.slow)
    order = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda item: (-known.get(test_id(item.nodeid), 0.0), order[id(item)]))


def test_id(nodeid: str) -> str:
    """A test's id without the `@group` that --dist loadgroup appends to grouped tests."""
    return nodeid.rpartition("@")[0] if "@" in nodeid.rpartition("::")[2] else nodeid


class _Recorder:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        key = test_id(report.nodeid)
        self.seconds[key] = self.seconds.get(key, 0.0) + report.duration

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if hasattr(session.config, "workerinput"):  # an xdist worker: the controller writes
            return
        rounded = {k: round(v, 2) for k, v in sorted(self.seconds.items())}
        DURATIONS.write_text(json.dumps(rounded, indent=0) + "\n")


def pytest_configure(config: pytest.Config) -> None:
    # the suite reads English wherever a test does not choose a language: the terminal follows
    # the locale (issue 42), so a machine set to German would otherwise change what tests read
    # (the servers and programs the tests start inherit it)
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        os.environ.pop(name, None)
    os.environ["LANG"] = "C.UTF-8"
    if config.getoption("--record-durations") and not hasattr(config, "workerinput"):
        config.pluginmanager.register(_Recorder(), "masterbuilders-durations")


@pytest.fixture(scope="session")
def ray_local() -> Any:
    """One local Ray instance for the tests that run on Ray (each marked xdist_group("ray"), so
    that one process starts it once: starting Ray takes most of such a test's time)."""
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, ignore_reinit_error=True)
    yield ray
    ray.shutdown()


def pytest_report_header(config: pytest.Config) -> Any:
    return f"longest tests first, by tests/{DURATIONS.name}" if DURATIONS.exists() else None
