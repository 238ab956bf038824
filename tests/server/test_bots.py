"""The bot pool shares its processes fairly (moves for games with people first, then hints, then games
of bots only; round-robin by game within a class) and replaces itself when a process dies."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from masterbuilders.server.bots import HINT, MOVE_FOR_BOTS, MOVE_FOR_PEOPLE, BotPool

pytestmark = pytest.mark.slow


def nap(seconds: float, tag: str) -> str:
    time.sleep(seconds)
    return tag


def hold(release: str, tag: str) -> str:
    """Keeps its process until the file `release` exists (the test decides when, not a clock)."""
    while not os.path.exists(release):
        time.sleep(0.01)
    return tag


def die(tag: str) -> str:
    os._exit(1)


Job = tuple[str, int, str]
"""(game, class, tag): one piece of work."""


async def until(condition: Callable[[], bool]) -> None:
    """Lets queued tasks run until `condition` holds (at most 10 s, then the test's assert says)."""
    deadline = time.monotonic() + 10
    while not condition() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)


def served(first: Job, later: list[Job], release: Path) -> list[str]:
    """The order a one-process pool serves work in: `first` holds the process until every job of
    `later` is queued, in this order (no timing decides it: `first` waits for `release`)."""

    async def scenario() -> list[str]:
        pool = BotPool(workers=1)
        done: list[str] = []

        async def job(game: str, kind: int, tag: str) -> None:
            done.append(await pool.run(game, kind, nap, 0.0, tag))

        async def holding(game: str, kind: int, tag: str) -> None:
            done.append(await pool.run(game, kind, hold, str(release), tag))

        try:
            await pool.run("warm-up", MOVE_FOR_PEOPLE, nap, 0.0, "warm")  # the process started
            running = asyncio.create_task(holding(*first))
            await until(lambda: pool.running == 1 and pool.waiting() == 0)
            assert pool.running == 1 and pool.waiting() == 0  # it holds the only process
            tasks = []
            for j in later:  # queued one after another, in this order
                tasks.append(asyncio.create_task(job(*j)))
                await until(lambda: pool.waiting() == len(tasks))
            assert pool.waiting() == len(later) and not done
            release.touch()
            await asyncio.gather(running, *tasks)
            return done
        finally:
            pool.close()

    return asyncio.run(scenario())


def test_waiting_work_is_served_by_class_then_round_robin_by_game(tmp_path: Path) -> None:
    later = [
        ("a", MOVE_FOR_BOTS, "a2"),
        ("a", MOVE_FOR_BOTS, "a3"),
        ("d", MOVE_FOR_BOTS, "d1"),
        ("c", HINT, "c1"),
        ("b", MOVE_FOR_PEOPLE, "b1"),
    ]
    assert served(("a", MOVE_FOR_BOTS, "a1"), later, tmp_path / "release") == [
        "a1",
        "b1",
        "c1",
        "a2",
        "d1",
        "a3",
    ]


def test_a_dead_process_rebuilds_the_pool_and_the_work_is_tried_again() -> None:
    async def scenario() -> tuple[str, int]:
        pool = BotPool(workers=1)
        try:
            with pytest.raises(Exception, match="terminated abruptly"):
                await pool.run("g", MOVE_FOR_PEOPLE, die, "x")  # dies on both tries
            after = await pool.run("g", MOVE_FOR_PEOPLE, nap, 0.0, "ok")
            return after, pool.rebuilds
        finally:
            pool.close()

    result, rebuilds = asyncio.run(scenario())
    assert result == "ok" and rebuilds >= 1
