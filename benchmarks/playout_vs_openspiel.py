"""Random playouts per second: our engine next to OpenSpiel's C++ backgammon, side by side in one
run on one core (configurations interleaved batch by batch; medians over the batches).

    python benchmarks/playout_vs_openspiel.py --batches 7 --seconds 2

Ours: `masterbuilders.engine.random_playout` (uniform random decisions, chance sampled with its
probabilities, the trusted fast path) from a new game. OpenSpiel C++: `pyspiel.evaluate_bots`
with two `make_uniform_random_bot` bots from backgammon's initial state, a game loop that runs
entirely in C++ (uniform random actions, chance sampled); it returns no step count, so steps per
game are counted by a pyspiel loop over the same game with the same policy. "OpenSpiel from Python" drives backgammon through the pyspiel API from a Python loop,
which is what a Python user of a C++ OpenSpiel game pays. A step is any applied action, chance
outcomes included.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import numpy as np
import pyspiel
from rich.console import Console
from rich.table import Table

from masterbuilders.engine import get_game, random_playout


def ours(game: str, players: int) -> Callable[[float], tuple[int, int]]:
    spec = get_game(game)
    rng = random.Random(1)

    def run(seconds: float) -> tuple[int, int]:
        games = steps = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            steps += random_playout(spec.new_game(players, {"log": False}), rng)
            games += 1
        return games, steps

    return run


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
    args = ap.parse_args()
    bg_steps = backgammon_steps_per_game()
    configs: dict[str, Callable[[float], tuple[int, int]]] = {
        "masterbuilders Pillars, 2 players": ours("pillars", 2),
        "masterbuilders Pillars, 4 players": ours("pillars", 4),
        "masterbuilders Builders, 2 players": ours("builders", 2),
        "masterbuilders Builders, 4 players": ours("builders", 4),
        "OpenSpiel backgammon, C++ loop": backgammon_cpp(bg_steps),
        "OpenSpiel backgammon, from Python": backgammon_python(),
    }
    rates: dict[str, list[tuple[float, float]]] = {name: [] for name in configs}
    for _ in range(args.batches):
        for name, run in configs.items():
            t0 = time.perf_counter()
            games, steps = run(args.seconds)
            dt = time.perf_counter() - t0
            rates[name].append((games / dt, steps / dt))
    reference = statistics.median(s for _, s in rates["OpenSpiel backgammon, C++ loop"])
    table = Table(title=f"Random playouts, one core, median of {args.batches} batches")
    for col in ("configuration", "games/s", "steps/s", "steps/game", "steps/s vs C++ backgammon"):
        table.add_column(col, justify="left" if col == "configuration" else "right")
    for name, values in rates.items():
        g = statistics.median(v for v, _ in values)
        s = statistics.median(v for _, v in values)
        table.add_row(name, f"{g:,.1f}", f"{s:,.0f}", f"{s / g:,.1f}", f"{s / reference:.2f}")
    Console().print(table)
    print(f"backgammon steps per random game (pyspiel count over 200 games): {bg_steps:.1f}")


if __name__ == "__main__":
    main()
