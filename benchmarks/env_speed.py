"""Research environments' steps per second next to the raw engine, compiled and pure Python, one
core, configurations interleaved batch by batch (medians over the batches).

    python benchmarks/env_speed.py --batches 5 --seconds 2 --json results.json

Every configuration plays uniformly random legal actions (from the action mask where there is
one) in 2- and 4-player games, opponents included, starting a new game whenever one ends:

- raw engine: `random_playout` on the trusted fast path, every applied action (chance included)
  counted as a step;
- Gymnasium: `MasterbuildersGymEnv` with `opponents="random"`; a step is one `env.step` of the
  learner (the opponents' moves and chance happen inside it), plus the reset that starts each game;
- Gymnasium vectorized: `MasterbuildersVectorEnv` with 8 games (`make_vec`), autoreset; a step is
  one game's move (or its autoreset, Gymnasium's "NextStep" mode), so one `step` call counts 8;
- PettingZoo: the AEC environment; a step is one `env.step` of whichever seat decides.

The pure-Python runs are the same jobs in a child process on the source (benchmarks/builds.py).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import gymnasium as gym
import numpy as np
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.builds import PureWorker, build, write_report

from masterbuilders.engine import get_game, random_playout
from masterbuilders.interop.gym import IDS, MasterbuildersGymEnv
from masterbuilders.interop.pettingzoo import env as pettingzoo_env

KINDS = ("raw engine", "Gymnasium", "Gymnasium vectorized (8)", "PettingZoo")
VECTOR = 8


def _masked(rng: np.random.Generator, mask: np.ndarray) -> int:
    """A random legal code; 0 where nothing is legal (a vectorized game that just ended: its
    next step is the autoreset, which ignores the action)."""
    legal = np.flatnonzero(mask)
    return int(rng.choice(legal)) if len(legal) else 0


def run(kind: str, game: str, players: int, seconds: float, seed: int) -> int:
    """Steps of `kind` in `seconds` (see the module docstring). A job for either build."""
    rng = np.random.default_rng(seed)
    steps = 0
    end = time.perf_counter() + seconds
    if kind == "raw engine":
        spec, prng = get_game(game), random.Random(seed)
        while time.perf_counter() < end:
            steps += random_playout(spec.new_game(players, {"log": False}), prng)
    elif kind == "Gymnasium":
        env = MasterbuildersGymEnv(game, num_players=players, opponents="random")
        _, info = env.reset(seed=seed)
        while time.perf_counter() < end:
            _, _, terminated, truncated, info = env.step(_masked(rng, info["action_mask"]))
            steps += 1
            if terminated or truncated:
                _, info = env.reset()
    elif kind == "Gymnasium vectorized (8)":
        envs = gym.make_vec(IDS[game], num_envs=VECTOR, num_players=players, opponents="random")
        _, infos = envs.reset(seed=seed)
        while time.perf_counter() < end:
            actions = np.array([_masked(rng, m) for m in infos["action_mask"]])
            _, _, _, _, infos = envs.step(actions)
            steps += VECTOR
        envs.close()
    else:
        env = pettingzoo_env(game=game, num_players=players)
        env.reset(seed=seed)
        while time.perf_counter() < end:
            if not env.agents:
                env.reset()
                continue
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else _masked(rng, obs["action_mask"]))
            steps += 1
    return steps


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=2.0, help="per configuration and batch")
    ap.add_argument("--json", type=Path, help="write every configuration's figures here")
    args = ap.parse_args()
    here = build()
    configs = [
        (kind, game, players, b)
        for game in ("pillars", "builders")
        for players in (2, 4)
        for kind in KINDS
        for b in (here, "pure")
    ]
    rates: dict[tuple[str, str, int, str], list[float]] = {c: [] for c in configs}
    with PureWorker() as pure, Progress() as progress:
        task = progress.add_task("batches", total=args.batches * len(configs))
        for batch in range(args.batches):
            for config in configs:
                kind, game, players, which = config
                job = (kind, game, players, args.seconds, 1 + batch)
                t0 = time.perf_counter()
                steps = run(*job) if which == here else pure.call(run, *job)
                rates[config].append(steps / (time.perf_counter() - t0))
                progress.advance(task)
    table = Table(title=f"Steps per second, one core, median of {args.batches} batches")
    for col in ("game", "players", "interface", f"{here} steps/s", "pure steps/s", "ratio"):
        table.add_column(col, justify="right")
    figures = []
    for game in ("pillars", "builders"):
        for players in (2, 4):
            for kind in KINDS:
                fast = statistics.median(rates[(kind, game, players, here)])
                slow = statistics.median(rates[(kind, game, players, "pure")])
                table.add_row(
                    game, str(players), kind, f"{fast:,.0f}", f"{slow:,.0f}", f"{fast / slow:.2f}"
                )
                figures.append(
                    {
                        "game": game,
                        "players": players,
                        "interface": kind,
                        f"{here}_steps_per_s": fast,
                        "pure_steps_per_s": slow,
                        f"{here}_batches": rates[(kind, game, players, here)],
                        "pure_batches": rates[(kind, game, players, "pure")],
                    }
                )
    Console(width=130).print(table)
    if args.json:
        write_report(args.json, figures, batches=args.batches, seconds_per_batch=args.seconds)


if __name__ == "__main__":
    main()
