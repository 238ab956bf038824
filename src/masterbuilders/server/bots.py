"""Bot moves computed in worker processes, so that search never blocks the server's event loop."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

from masterbuilders.engine import Action, GameState, Observation

PARENT_CHECK_SECONDS = 0.5


def _start(parent: int) -> None:
    """Each bot process, as it starts: load the games' data once, and watch its parent. A server
    killed with kill -9 cannot shut its pool down, and the pool's processes would live on (each
    waits for work on a queue its siblings still hold open), one more set after every crash and
    restart. The watcher ends the process once its parent is gone (it is re-parented)."""
    from masterbuilders.engine import game_names, get_game

    threading.Thread(target=_exit_with, args=(parent,), daemon=True, name="parent-watch").start()
    for name in game_names():
        get_game(name)


def _exit_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


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
            max_workers=n,
            mp_context=get_context("spawn"),
            initializer=_start,
            initargs=(os.getpid(),),
        )

    async def move(self, state: GameState, seat: int, level: str, seed: int) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool, bot_move, state, seat, level, seed)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
