"""Bot moves computed in worker processes, so that search never blocks the server's event loop."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

from masterbuilders.engine import Action, GameState, Observation


def _warm() -> None:
    from masterbuilders.engine import game_names, get_game

    for name in game_names():
        get_game(name)


def bot_move(state: GameState, seat: int, level: str, seed: int) -> str:
    """The bot's action as text (runs in a worker process)."""
    from masterbuilders.ai import make_agent

    agent = make_agent(level, seed)
    action: Action = agent.act(Observation(state, seat, state.legal_actions()))
    return str(action)


class BotPool:
    def __init__(self, workers: int | None = None) -> None:
        n = workers or max(1, min(4, os.cpu_count() or 1))
        self.pool = ProcessPoolExecutor(
            max_workers=n, mp_context=get_context("spawn"), initializer=_warm
        )

    async def move(self, state: GameState, seat: int, level: str, seed: int) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool, bot_move, state, seat, level, seed)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
