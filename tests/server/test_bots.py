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


def test_waiting_work_is_served_by_class_then_round_robin_by_game() -> None:
    async def scenario() -> list[str]:
        pool = BotPool(workers=1)
        done: list[str] = []

        async def job(game: str, kind: int, tag: str, seconds: float = 0.05) -> None:
            done.append(await pool.run(game, kind, nap, seconds, tag))

        try:
            await pool.run("warm-up", MOVE_FOR_PEOPLE, nap, 0.0, "warm")  # the process started
            first = asyncio.create_task(job("a", MOVE_FOR_BOTS, "a1", 0.5))
            await asyncio.sleep(0.1)  # a1 holds the only process; the others wait
            later = [
                job("a", MOVE_FOR_BOTS, "a2"),
                job("a", MOVE_FOR_BOTS, "a3"),
                job("d", MOVE_FOR_BOTS, "d1"),
                job("c", HINT, "c1"),
                job("b", MOVE_FOR_PEOPLE, "b1"),
            ]
            tasks = [asyncio.create_task(t) for t in later]
            await asyncio.sleep(0.05)
            assert pool.waiting() == 5
            await asyncio.gather(first, *tasks)
            return done
        finally:
            pool.close()

    assert asyncio.run(scenario()) == ["a1", "b1", "c1", "a2", "d1", "a3"]


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
