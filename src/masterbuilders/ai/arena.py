"""The arena: tournaments with seat rotation, seeded, in parallel worker processes (or on Ray): the
plan, the games played and each game's outcome (what tuning plays, ai/tune.py). Their figures
(win rates, ratings, files and plot) are analysis: analysis/tournament.py."""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, TypeVar

from masterbuilders.engine import RULES_END, Action, Observation, get_game, play_game

J = TypeVar("J")
R = TypeVar("R")


@dataclass
class GameOutcome:
    """One tournament game: who sat where, the result, and how long each seat thought."""

    index: int
    seed: int
    lineup: list[str]
    scores: list[int]
    ranks: list[int]
    decisions: list[int]
    think_seconds: list[float]
    max_think_seconds: list[float]
    rounds: int = 0
    """The game's length in its own rounds."""
    ended_by: str = RULES_END
    """What ended it: the rules, or the name of the project DEFAULT that cut it short."""

    def win_share(self, seat: int) -> float:
        if self.ranks[seat] != 1:
            return 0.0
        return 1.0 / sum(1 for r in self.ranks if r == 1)


class _Timed:
    """Wraps an agent to count its decisions and thinking time."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.decisions = 0
        self.seconds = 0.0
        self.longest = 0.0

    def act(self, obs: Observation) -> Action:
        start = time.perf_counter()
        action: Action = self.agent.act(obs)
        spent = time.perf_counter() - start
        self.decisions += 1
        self.seconds += spent
        self.longest = max(self.longest, spent)
        return action


def lineups(agents: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """Seat assignments so that every agent sits in every seat equally often: the cyclic rotations
    of the list when it has one agent per seat, otherwise every ordered choice of `players` agents."""
    if len(agents) < players:
        raise ValueError(f"{players} players need at least {players} agents, got {len(agents)}")
    if len(agents) == players:
        return [tuple(agents[(i + k) % players] for i in range(players)) for k in range(players)]
    return [
        tuple(agents[i] for i in combo)
        for combo in itertools.permutations(range(len(agents)), players)
    ]


def play_one(
    game: str,
    lineup: Sequence[str],
    index: int,
    seed: int,
    play_as: Sequence[str] | None = None,
) -> GameOutcome:
    """Play one tournament game (a top-level function so worker processes can run it); the seats
    are named by `lineup` and played by the specs `play_as` (by default the lineup's)."""
    from masterbuilders.ai.agents import Bot

    timed = [_Timed(Bot(name)) for name in (play_as or lineup)]
    played = play_game(game, timed, seed=seed)
    return GameOutcome(
        index=index,
        seed=seed,
        lineup=list(lineup),
        scores=list(played.result.scores),
        ranks=list(played.result.ranks),
        decisions=[t.decisions for t in timed],
        think_seconds=[t.seconds for t in timed],
        max_think_seconds=[t.longest for t in timed],
        rounds=played.result.rounds,
        ended_by=played.result.ended_by,
    )


def _play_star(args: tuple[str, tuple[str, ...], int, int]) -> GameOutcome:
    return play_one(*args)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


@dataclass
class Tournament:
    """The plan and the outcomes of a tournament."""

    game: str
    agents: list[str]
    players: int
    games: int
    seed: int
    command: str = ""
    outcomes: list[GameOutcome] = field(default_factory=list)

    def schedule(self) -> list[tuple[str, tuple[str, ...], int, int]]:
        plan = lineups(self.agents, self.players)
        return [(self.game, plan[i % len(plan)], i, self.seed + i) for i in range(self.games)]


def run(
    t: Tournament,
    workers: int = 1,
    backend: str = "local",
    on_result: Callable[[GameOutcome], None] | None = None,
) -> Tournament:
    """Play every scheduled game not yet in `t.outcomes` (so a tournament resumes): in this
    process (workers=1), in a pool of worker processes, or as Ray tasks (backend='ray', the
    optional extra)."""
    done = {o.index for o in t.outcomes}
    jobs = [job for job in t.schedule() if job[2] not in done]
    results: Iterator[GameOutcome]
    if backend == "ray":
        results = ray_map(_play_star, jobs)
    elif workers <= 1:
        results = (_play_star(j) for j in jobs)
    else:
        pool = get_context("fork").Pool(workers)
        results = pool.imap_unordered(_play_star, jobs)
    for outcome in results:
        t.outcomes.append(outcome)
        if on_result:
            on_result(outcome)
    if backend != "ray" and workers > 1:
        pool.close()
        pool.join()
    get_game(t.game)  # the game exists (checked early by the CLI too)
    return t


def ray_map(
    fn: Callable[[J], R], jobs: Sequence[J], env: dict[str, str] | None = None
) -> Iterator[R]:
    """`fn` of every job as Ray tasks (on the running Ray instance, or a local one), results in
    the order they finish; `env`: environment variables of the processes that run them."""
    try:
        import ray
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise RuntimeError(
            "the ray backend needs the optional extra: pip install 'masterbuilders[ray]'"
        ) from exc
    if not ray.is_initialized():
        ray.init(ignore_reinit_error=True, include_dashboard=False, log_to_driver=False)
    remote = ray.remote(fn)
    if env:
        remote = remote.options(runtime_env={"env_vars": env})
    pending = [remote.remote(j) for j in jobs]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        yield ray.get(done[0])
