"""Random playouts per second: our engine, compiled and pure Python, next to OpenSpiel's C++
backgammon, side by side in one run on one core (configurations interleaved batch by batch;
medians over the batches).

    python benchmarks/playout_vs_openspiel.py --batches 7 --seconds 2 --json results.json

Ours: `masterbuilders.engine.random_playout` (uniform random decisions, chance sampled with its
probabilities, the trusted fast path) from a new game, in this process (the build it imported:
compiled where `make venv` built it) and in a child process on the pure-Python source
(benchmarks/builds.py). OpenSpiel C++: `pyspiel.evaluate_bots` with two `make_uniform_random_bot`
bots from backgammon's initial state, a game loop that runs entirely in C++ (uniform random actions,
chance sampled); it returns no step count, so steps per game are counted by a pyspiel loop over the
same game with the same policy. "OpenSpiel from Python" drives backgammon through the pyspiel API
from a Python loop, which is what a Python user of a C++ OpenSpiel game pays. A step is any applied
action, chance outcomes included. `--json` writes each configuration's median games/s and steps/s,
every batch, and the ratios to C++ backgammon.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pyspiel
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.builds import PureWorker, build, write_report

from masterbuilders.engine import get_game, random_playout

GAMES = [("pillars", 2), ("pillars", 4), ("builders", 2), ("builders", 4)]


def run_playouts(game: str, players: int, seconds: float, seed: int) -> tuple[int, int]:
    """Random games from new games for `seconds`: (games, steps). A job for either build."""
    spec = get_game(game)
    rng = random.Random(seed)
    games = steps = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        steps += random_playout(spec.new_game(players, {"log": False}), rng)
        games += 1
    return games, steps


def backgammon_steps_per_game(samples: int = 200) -> float:
    """Mean steps of a uniformly random backgammon game (the C++ rollout returns no count)."""
    game = pyspiel.load_game("backgammon")
    rng = np.random.RandomState(0)
    total = 0
    for _ in range(samples):
        total += _py_playout(game, rng)
    return total / samples


def _py_playout(game: pyspiel.Game, rng: np.random.RandomState) -> int:
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(actions[rng.choice(len(actions), p=probs)])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randint(len(legal))])
        steps += 1
    return steps


def backgammon_cpp(steps_per_game: float) -> Callable[[float], tuple[int, int]]:
    game = pyspiel.load_game("backgammon")
    bots = [pyspiel.make_uniform_random_bot(p, 1 + p) for p in range(2)]
    seed = iter(range(1, 10**9))

    def run(seconds: float) -> tuple[int, int]:
        games = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            pyspiel.evaluate_bots(game.new_initial_state(), bots, next(seed))
            games += 1
        return games, round(games * steps_per_game)

    return run


def backgammon_python() -> Callable[[float], tuple[int, int]]:
    game = pyspiel.load_game("backgammon")
    rng = np.random.RandomState(1)

    def run(seconds: float) -> tuple[int, int]:
        games = steps = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            steps += _py_playout(game, rng)
            games += 1
        return games, steps

    return run


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--batches", type=int, default=7)
    ap.add_argument("--seconds", type=float, default=2.0, help="per configuration and batch")
    ap.add_argument("--json", type=Path, help="write every configuration's figures here")
    ap.add_argument("--no-pure", action="store_true", help="leave out the pure-Python runs")
    args = ap.parse_args()
    here = build()
    pure = None if args.no_pure else PureWorker()
    bg_steps = backgammon_steps_per_game()
    titles = {"pillars": "Pillars", "builders": "Builders"}
    configs: dict[str, Callable[[float, int], tuple[int, int]]] = {}
    for game, n in GAMES:
        configs[f"{titles[game]}, {n} players, {here}"] = lambda s, seed, g=game, n=n: run_playouts(
            g, n, s, seed
        )
    if pure is not None:
        for game, n in GAMES:
            configs[f"{titles[game]}, {n} players, pure"] = lambda s, seed, g=game, n=n: pure.call(
                run_playouts, g, n, s, seed
            )
    cpp, python = backgammon_cpp(bg_steps), backgammon_python()
    configs["OpenSpiel backgammon, C++ loop"] = lambda s, seed: cpp(s)
    configs["OpenSpiel backgammon, from Python"] = lambda s, seed: python(s)
    rates: dict[str, list[tuple[float, float]]] = {name: [] for name in configs}
    with Progress() as progress:
        task = progress.add_task("batches", total=args.batches * len(configs))
        for batch in range(args.batches):
            for name, run in configs.items():
                t0 = time.perf_counter()
                games, steps = run(args.seconds, 1 + batch)
                dt = time.perf_counter() - t0
                rates[name].append((games / dt, steps / dt))
                progress.advance(task)
    if pure is not None:
        pure.close()
    reference = "OpenSpiel backgammon, C++ loop"
    ref_games = statistics.median(g for g, _ in rates[reference])
    ref_steps = statistics.median(s for _, s in rates[reference])
    table = Table(title=f"Random playouts, one core, median of {args.batches} batches")
    columns = (
        "configuration",
        "games/s",
        "steps/s",
        "steps/game",
        "games/s vs C++",
        "steps/s vs C++",
    )
    for col in columns:
        table.add_column(col, justify="left" if col == "configuration" else "right")
    figures = {}
    for name, values in rates.items():
        g = statistics.median(v for v, _ in values)
        s = statistics.median(v for _, v in values)
        figures[name] = {
            "games_per_s": g,
            "steps_per_s": s,
            "steps_per_game": s / g,
            "games_vs_cpp_backgammon": g / ref_games,
            "steps_vs_cpp_backgammon": s / ref_steps,
            "batches": [{"games_per_s": a, "steps_per_s": b} for a, b in values],
        }
        table.add_row(
            name,
            f"{g:,.1f}",
            f"{s:,.0f}",
            f"{s / g:,.1f}",
            f"{g / ref_games:.2f}",
            f"{s / ref_steps:.2f}",
        )
    Console(width=130).print(table)
    print(f"backgammon steps per random game (pyspiel count over 200 games): {bg_steps:.1f}")
    if args.json:
        write_report(
            args.json,
            figures,
            batches=args.batches,
            seconds_per_batch=args.seconds,
            backgammon_steps_per_game=bg_steps,
        )


if __name__ == "__main__":
    main()
