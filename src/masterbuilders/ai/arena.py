"""The arena: tournaments with seat rotation, seeded, in parallel worker processes (or on Ray),
with win rates and 95% intervals, mean score and rank per agent and per seat, TrueSkill ratings,
JSON/CSV output and a PNG plot."""

from __future__ import annotations

import csv
import itertools
import json
import math
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path
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

    # ---- statistics ------------------------------------------------------------------------------
    def agent_stats(self) -> list[dict[str, Any]]:
        names = list(dict.fromkeys(self.agents))
        rows = []
        ratings = self.ratings()
        for name in names:
            entries = [(o, s) for o in self.outcomes for s, a in enumerate(o.lineup) if a == name]
            n = len(entries)
            wins = sum(o.win_share(s) for o, s in entries)
            decisions = sum(o.decisions[s] for o, s in entries)
            think = sum(o.think_seconds[s] for o, s in entries)
            low, high = wilson(wins, n)
            rows.append(
                {
                    "agent": name,
                    "entries": n,
                    "wins": wins,
                    "win_rate": wins / n if n else 0.0,
                    "win_rate_low": low,
                    "win_rate_high": high,
                    "mean_score": statistics.fmean(o.scores[s] for o, s in entries) if n else 0.0,
                    "mean_rank": statistics.fmean(o.ranks[s] for o, s in entries) if n else 0.0,
                    "seconds_per_decision": think / decisions if decisions else 0.0,
                    "max_seconds_per_decision": max(
                        (o.max_think_seconds[s] for o, s in entries), default=0.0
                    ),
                    "trueskill_mu": ratings[name][0],
                    "trueskill_sigma": ratings[name][1],
                }
            )
        return rows

    def seat_stats(self) -> list[dict[str, Any]]:
        rows = []
        for seat in range(self.players):
            for name in dict.fromkeys(self.agents):
                entries = [o for o in self.outcomes if o.lineup[seat] == name]
                if not entries:
                    continue
                wins = sum(o.win_share(seat) for o in entries)
                low, high = wilson(wins, len(entries))
                rows.append(
                    {
                        "seat": seat,
                        "agent": name,
                        "games": len(entries),
                        "win_rate": wins / len(entries),
                        "win_rate_low": low,
                        "win_rate_high": high,
                        "mean_score": statistics.fmean(o.scores[seat] for o in entries),
                        "mean_rank": statistics.fmean(o.ranks[seat] for o in entries),
                    }
                )
        return rows

    def ratings(self) -> dict[str, tuple[float, float]]:
        """TrueSkill ratings (the `trueskill` library), games taken in schedule order. An agent
        that holds several seats in a game gets the mean of its seats' updates."""
        import trueskill

        env = trueskill.TrueSkill(draw_probability=0.02)
        current = {name: env.create_rating() for name in self.agents}
        for o in sorted(self.outcomes, key=lambda o: o.index):
            groups = [(current[name],) for name in o.lineup]
            ranks = [r - 1 for r in o.ranks]
            updated = env.rate(groups, ranks=ranks)
            by_agent: dict[str, list[Any]] = {}
            for name, (rating,) in zip(o.lineup, updated, strict=True):
                by_agent.setdefault(name, []).append(rating)
            for name, rs in by_agent.items():
                current[name] = env.create_rating(
                    mu=statistics.fmean(r.mu for r in rs),
                    sigma=statistics.fmean(r.sigma for r in rs),
                )
        return {name: (r.mu, r.sigma) for name, r in current.items()}

    def length_stats(self) -> dict[str, Any]:
        """How long the games ran (rounds and decisions: median and range) and how many ended by a
        project DEFAULT (e.g. a round limit) rather than by the rules' own end, per DEFAULT."""
        rounds = [o.rounds for o in self.outcomes]
        decisions = [sum(o.decisions) for o in self.outcomes]
        by_default: dict[str, int] = {}
        for o in self.outcomes:
            if o.ended_by != RULES_END:
                by_default[o.ended_by] = by_default.get(o.ended_by, 0) + 1
        return {
            "games": len(self.outcomes),
            "median_rounds": statistics.median(rounds) if rounds else 0,
            "min_rounds": min(rounds, default=0),
            "max_rounds": max(rounds, default=0),
            "median_decisions": statistics.median(decisions) if decisions else 0,
            "max_decisions": max(decisions, default=0),
            "ended_by_default": sum(by_default.values()),
            "ended_by_default_kinds": by_default,
        }

    # ---- output ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "agents": self.agents,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "command": self.command,
            "agent_stats": self.agent_stats(),
            "seat_stats": self.seat_stats(),
            "length": self.length_stats(),
            "outcomes": [asdict(o) for o in sorted(self.outcomes, key=lambda o: o.index)],
        }

    def save(self, out: Path) -> list[Path]:
        """Write tournament.json, games.csv, agents.csv and tournament.png into `out`."""
        out.mkdir(parents=True, exist_ok=True)
        written = [
            out / "tournament.json",
            out / "games.csv",
            out / "agents.csv",
            out / "tournament.png",
        ]
        written[0].write_text(json.dumps(self.to_json(), indent=1) + "\n")
        with written[1].open("w", newline="") as f:
            w = csv.writer(f)
            w.writerow(
                [
                    "index",
                    "seed",
                    "rounds",
                    "decisions",
                    "ended_by",
                    *(
                        f"seat{i}_{k}"
                        for i in range(self.players)
                        for k in ("agent", "score", "rank")
                    ),
                ]
            )
            for o in sorted(self.outcomes, key=lambda o: o.index):
                w.writerow(
                    [
                        o.index,
                        o.seed,
                        o.rounds,
                        sum(o.decisions),
                        o.ended_by,
                        *(
                            x
                            for i in range(self.players)
                            for x in (o.lineup[i], o.scores[i], o.ranks[i])
                        ),
                    ]
                )
        stats = self.agent_stats()
        with written[2].open("w", newline="") as f:
            w2 = csv.DictWriter(f, fieldnames=list(stats[0]))
            w2.writeheader()
            w2.writerows(stats)
        self.plot(written[3])
        return written

    def plot(self, path: Path) -> None:
        """Win rates with 95% intervals, and score distributions per agent."""
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        stats = self.agent_stats()
        names = [s["agent"] for s in stats]
        fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
        rates = [s["win_rate"] for s in stats]
        err = [[r - s["win_rate_low"] for r, s in zip(rates, stats, strict=True)],
               [s["win_rate_high"] - r for r, s in zip(rates, stats, strict=True)]]  # fmt: skip
        ax1.bar(names, rates, yerr=err, capsize=6, color="#6b8fb3")
        ax1.axhline(
            1 / self.players, color="grey", linestyle="--", linewidth=1, label="equal share"
        )
        ax1.set_ylim(0, 1)
        ax1.set_ylabel("win rate (95% interval)")
        ax1.set_title(f"{self.game}, {self.players} players, {len(self.outcomes)} games")
        ax1.legend(loc="upper right")
        scores = [
            [o.scores[s] for o in self.outcomes for s, a in enumerate(o.lineup) if a == n]
            for n in names
        ]
        ax2.boxplot(scores, tick_labels=names)
        ax2.set_ylabel("final score")
        ax2.set_title("score distribution")
        fig.tight_layout()
        fig.savefig(path, dpi=110)
        plt.close(fig)


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
