"""The bot pool shares its processes fairly (moves for games with people first, then hints, then games
of bots only; round-robin by game within a class) and replaces itself when a process dies."""

from __future__ import annotations

import asyncio
import os
import time

import pytest

from masterbuilders.server.bots import HINT, MOVE_FOR_BOTS, MOVE_FOR_PEOPLE, BotPool

pytestmark = pytest.mark.slow


def nap(seconds: float, tag: str) -> str:
    time.sleep(seconds)
    return tag


def die(tag: str) -> str:
    os._exit(1)


Job = tuple[str, int, str]
"""(game, class, tag): one piece of work of 0.05 s."""


def served(first: Job, later: list[Job]) -> list[str]:
    """The order a one-process pool serves work in: `first` (0.5 s) holds the process while
    `later` are queued, in this order."""

    async def scenario() -> list[str]:
        pool = BotPool(workers=1)
        done: list[str] = []

        async def job(game: str, kind: int, tag: str, seconds: float = 0.05) -> None:
            done.append(await pool.run(game, kind, nap, seconds, tag))

        try:
            await pool.run("warm-up", MOVE_FOR_PEOPLE, nap, 0.0, "warm")  # the process started
            running = asyncio.create_task(job(*first, 0.5))
            await asyncio.sleep(0.1)  # it holds the only process; the others wait
            tasks = [asyncio.create_task(job(*j)) for j in later]
            await asyncio.sleep(0.05)
            assert pool.waiting() == len(later)
            await asyncio.gather(running, *tasks)
            return done
        finally:
            pool.close()

    return asyncio.run(scenario())


def test_waiting_work_is_served_by_class_then_round_robin_by_game() -> None:
    later = [
        ("a", MOVE_FOR_BOTS, "a2"),
        ("a", MOVE_FOR_BOTS, "a3"),
        ("d", MOVE_FOR_BOTS, "d1"),
        ("c", HINT, "c1"),
        ("b", MOVE_FOR_PEOPLE, "b1"),
    ]
    assert served(("a", MOVE_FOR_BOTS, "a1"), later) == ["a1", "b1", "c1", "a2", "d1", "a3"]


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
