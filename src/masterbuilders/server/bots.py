"""Bot moves, hints and reviews, computed in worker processes so that search never blocks the
server's event loop, shared fairly: at most one computation per process runs at once, and the
waiting ones are served by class (moves for games with people, then hints and "try again", then
moves in games of bots only) and, within a class, round-robin by game, so that no game waits
behind another game's queue. A pool whose process died is rebuilt, and the computation is tried
again.

Reviews (issue 54: reviews never slow a game) run in processes of their own, at the lowest CPU
priority (`REVIEW_NICE`): a move or a hint never waits in a queue behind a review part, and while
one is computed the kernel gives its core to it, the review process running on what is left. Before,
review parts shared the move processes as their lowest class: a part started was never
interrupted, so a move waited for a whole part (seconds; the issue measured a median of 4.2 s for
the easy bot with four reviews running, 0.01 s without). Review parts stay small (server/reviews.py)
so that several reviews share the review processes in turn, round-robin by game."""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any

from masterbuilders.engine import Action, GameRecord, GameState, MasterbuildersError, Observation
from masterbuilders.engine.message import as_json
from masterbuilders.server.ports import BotsHealth

PARENT_CHECK_SECONDS = 0.5
log = logging.getLogger("masterbuilders.server")

MOVE_FOR_PEOPLE, HINT, MOVE_FOR_BOTS, REVIEW = range(4)
"""Classes of work, served in this order (REVIEW: by the review processes only)."""
CLASSES = REVIEW + 1
PLAY, REVIEWS = range(2)
"""The two sets of processes: moves and hints (every class but REVIEW), and reviews."""
LANE_CLASSES = ((MOVE_FOR_PEOPLE, HINT, MOVE_FOR_BOTS), (REVIEW,))
REVIEW_NICE = 19
"""How much lower the review processes' CPU priority is than the server's (os.nice: 19 is the
lowest). Linux's scheduler weighs a nice-19 process at 15 against 1024 at nice 0: beside a move or
a hint it gets about 1.5% of a core, and a move woken up preempts it at once."""


def _start(parent: int, nice: int = 0) -> None:
    """Each bot process, as it starts: lower its priority by `nice` (the review processes), load
    the games' data once, and watch its parent. A server killed with kill -9 cannot shut its pool
    down, and the pool's processes would live on (each waits for work on a queue its siblings
    still hold open), one more set after every crash and restart. The watcher ends the process
    once its parent is gone (it is re-parented)."""
    from masterbuilders.engine import game_names, get_game

    if nice and hasattr(os, "nice"):  # (not on Windows: reviews then only have their own process)
        os.nice(nice)
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
    action: Action = agent.act(Observation(state, seat, state.legal_actions(), seed))
    return str(action)


def hint(state: GameState, seat: int, seed: int) -> list[dict[str, Any]]:
    """Hints by the game's strongest level (ai.analyze), best first (runs in a worker process).
    Each hint's chance to win is the calibrated one (analysis.winprob, as the review judges) where the
    game has it for this number of players, reckoned on the hidden information sampled again for
    the seat (it never reads what the seat cannot see); else the analysis's own estimate."""
    import random

    from masterbuilders.ai import analyze
    from masterbuilders.analysis import winprob
    from masterbuilders.analysis.review import value_after

    cands = analyze(Observation(state, seat, state.legal_actions(), seed), seed=seed)[:8]
    model = winprob.load(state.game_name)
    calibrated = model is not None and state.num_players in model.fits
    seen = state.resample_hidden(seat, random.Random(seed)) if calibrated else state
    return [
        {
            "action": str(c.action),
            "visits": c.visits,
            "win_probability": round(
                value_after(seen, c.action, seat, model)
                if model and calibrated
                else c.win_probability,
                4,
            ),
            "calibrated": calibrated,
            "expected_score": round(c.expected_score, 2),
            "line": [str(a) for a in c.line],
        }
        for c in cands
    ]


Refusal = dict[str, dict[str, Any]]
"""{"error": {"code": ..., "message": a message as JSON (an engine refusal) or text}}."""
"""A computation refused by the engine or the review, as the API's error body: {"error": {"code",
"message"}} (returned, not raised: the pool's processes hand back plain data)."""


def _refusal(exc: ValueError) -> Refusal:
    """An engine's or a review's refusal with its code; any other ValueError (a win-probability
    model that does not fit its game) refuses the review."""
    if isinstance(exc, MasterbuildersError):  # what it says, as a message (read in any language)
        return {"error": {"code": exc.code, "message": as_json(exc.said)}}
    return {"error": {"code": "review_refused", "message": str(exc)}}


def review_part(
    record: GameRecord, indices: list[int], playouts: int
) -> list[dict[str, Any]] | Refusal:
    """Some decisions of a finished game judged (analysis.review.judge_decisions), as JSON: one part of
    a review (runs in a worker process)."""
    from dataclasses import asdict

    from masterbuilders.analysis.review import Analysis, judge_decisions

    try:
        judged = judge_decisions(record, indices, analysis=Analysis(playouts=playouts))
    except ValueError as exc:  # MasterbuildersError among them
        return _refusal(exc)
    return [asdict(j) for j in judged]


def review_assemble(record: GameRecord, judged: list[dict[str, Any]]) -> dict[str, Any]:
    """The whole review of a finished game from its judged decisions (runs in a worker process)."""
    from masterbuilders.analysis.review import Judged, assemble

    try:
        return assemble(record, [Judged.from_json(d) for d in judged]).to_json()
    except ValueError as exc:  # MasterbuildersError among them
        return _refusal(exc)


def review_try(record: GameRecord, index: int, action: str, playouts: int) -> dict[str, Any]:
    """Another action tried at a judged decision (analysis.review.try_again; runs in a worker process)."""
    from masterbuilders.analysis.review import Analysis, try_again

    try:
        return try_again(record, index, action, analysis=Analysis(playouts=playouts)).to_json()
    except ValueError as exc:  # MasterbuildersError among them
        return _refusal(exc)


@dataclass
class _Job:
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    future: asyncio.Future[Any]


class BotPool:
    def __init__(self, workers: int | None = None, review_workers: int = 1) -> None:
        self.workers = workers or max(1, min(4, os.cpu_count() or 1))
        """Processes for moves and hints."""
        self.review_workers = max(1, review_workers)
        """Processes for reviews, at the lowest priority (`REVIEW_NICE`)."""
        self.pools = [self._new_pool(PLAY), self._new_pool(REVIEWS)]
        self.queues: list[OrderedDict[str, deque[_Job]]] = [OrderedDict() for _ in range(CLASSES)]
        self.busy = [0, 0]
        """Computations running, by set of processes (PLAY, REVIEWS)."""
        self.rebuilds = 0
        self._generation = [0, 0]
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def running(self) -> int:
        """Computations running now, moves, hints and review parts together."""
        return sum(self.busy)

    def _size(self, lane: int) -> int:
        return self.workers if lane == PLAY else self.review_workers

    def _new_pool(self, lane: int) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self._size(lane),
            mp_context=get_context("spawn"),
            initializer=_start,
            initargs=(os.getpid(), REVIEW_NICE if lane == REVIEWS else 0),
        )

    async def move(
        self, game_id: str, for_people: bool, state: GameState, seat: int, level: str, seed: int
    ) -> str:
        """A bot's move for `seat` (its class: whether the game has people in it)."""
        kind = MOVE_FOR_PEOPLE if for_people else MOVE_FOR_BOTS
        result: str = await self.run(game_id, kind, bot_move, state, seat, level, seed)
        return result

    async def hint(self, game_id: str, state: GameState, seat: int, seed: int) -> list[Any]:
        result: list[Any] = await self.run(game_id, HINT, hint, state, seat, seed)
        return result

    async def review_part(
        self, game_id: str, record: GameRecord, indices: list[int], playouts: int
    ) -> list[dict[str, Any]] | Refusal:
        """One part of a game's review (in the review processes)."""
        result: list[dict[str, Any]] | Refusal = await self.run(
            game_id, REVIEW, review_part, record, indices, playouts
        )
        return result

    async def review_assemble(
        self, game_id: str, record: GameRecord, judged: list[dict[str, Any]]
    ) -> dict[str, Any]:
        result: dict[str, Any] = await self.run(game_id, REVIEW, review_assemble, record, judged)
        return result

    async def review_try(
        self, game_id: str, record: GameRecord, index: int, action: str, playouts: int
    ) -> dict[str, Any]:
        """ "Try again" at a decision of a review: a player waits for it, as for a hint."""
        result: dict[str, Any] = await self.run(
            game_id, HINT, review_try, record, index, action, playouts
        )
        return result

    async def run(self, game_id: str, kind: int, fn: Callable[..., Any], *args: Any) -> Any:
        """Queue `fn(*args)` for `game_id` in class `kind`; its result once a process ran it."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queues[kind].setdefault(game_id, deque()).append(_Job(fn, args, future))
        self._dispatch()
        return await future

    def waiting(self) -> int:
        return sum(len(jobs) for queue in self.queues for jobs in queue.values())

    def health(self) -> BotsHealth:
        """Its processes, the work running and queued, the pools rebuilt after a crash."""
        return {
            "workers": self.workers,
            "review_workers": self.review_workers,
            "running": self.running,
            "waiting": self.waiting(),
            "rebuilds": self.rebuilds,
        }

    def _dispatch(self) -> None:
        for lane, classes in enumerate(LANE_CLASSES):
            while self.busy[lane] < self._size(lane):
                job = self._next(classes)
                if job is None:
                    break
                self.busy[lane] += 1
                task = asyncio.create_task(self._execute(lane, job))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    def _next(self, classes: tuple[int, ...]) -> _Job | None:
        """The first waiting job of the first of `classes` that has one, its game's turn taken."""
        for kind in classes:
            queue = self.queues[kind]
            while queue:
                game_id, jobs = next(iter(queue.items()))
                job = jobs.popleft()
                if jobs:
                    queue.move_to_end(game_id)
                else:
                    del queue[game_id]
                if not job.future.done():  # its asker may have gone (a cancelled hint)
                    return job
        return None

    async def _execute(self, lane: int, job: _Job) -> None:
        loop = asyncio.get_running_loop()
        try:
            for attempt in range(2):
                generation = self._generation[lane]
                try:
                    result = await loop.run_in_executor(self.pools[lane], job.fn, *job.args)
                except BrokenProcessPool:
                    self._rebuild(lane, generation)
                    if attempt:
                        raise
                    continue
                if not job.future.done():
                    job.future.set_result(result)
                return
        except BaseException as exc:
            if not job.future.done():
                job.future.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
        finally:
            self.busy[lane] -= 1
            self._dispatch()

    def _rebuild(self, lane: int, generation: int) -> None:
        """A process of the pool died (killed, out of memory): every computation on it failed.
        The first to notice replaces that set of processes; the others retry on the new one."""
        if generation != self._generation[lane]:
            return
        self._generation[lane] += 1
        self.rebuilds += 1
        log.error("a bot process died: the bot pool is rebuilt (rebuild %d)", self.rebuilds)
        old = self.pools[lane]
        self.pools[lane] = self._new_pool(lane)
        old.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        for pool in self.pools:
            pool.shutdown(wait=False, cancel_futures=True)
