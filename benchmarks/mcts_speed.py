"""ISMCTS iterations per second, per game and player count, compiled and pure Python on the same
positions: decision points sampled from seeded random games; each position searched by this
process (the build it imported: compiled where `make venv` built it) and then by a child process on
the pure-Python source (benchmarks/builds.py), so the two alternate on one core. The same seeded
search must choose the same action in both builds (it is the same program); the run counts where
they differ. Medians over the positions.

    python benchmarks/mcts_speed.py --iterations 1000 --positions 20 --json results.json
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.builds import PureWorker, build, write_report

from masterbuilders.ai import MCTSAgent
from masterbuilders.engine import CHANCE, TERMINAL, GameState, Observation, get_game, sample_chance

CONFIGS = [("pillars", 2), ("pillars", 4), ("builders", 2), ("builders", 4)]


def positions(game: str, players: int, count: int, seed: int) -> list[GameState]:
    """Decision points with at least 2 legal actions, spread over whole random games."""
    rng = random.Random(seed)
    out: list[GameState] = []
    while len(out) < count:
        state = get_game(game).new_game(players, {"log": False})
        while state.current_player() != TERMINAL:
            if state.current_player() == CHANCE:
                state.apply_unchecked(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.03 and len(out) < count:
                out.append(state.clone())
            state.apply_unchecked(legal[rng.randrange(len(legal))])
    return out


def search(game: str, players: int, count: int, index: int, iterations: int) -> tuple[float, str]:
    """Search position `index` of `positions(game, players, count, seed=players)`: (iterations/s,
    the action chosen). A job for either build."""
    state = positions(game, players, count, seed=players)[index]
    agent = MCTSAgent(index, iterations=iterations)
    start = time.perf_counter()
    best = agent.search(Observation(state, state.current_player(), state.legal_actions()))
    rate = iterations / (time.perf_counter() - start)
    return rate, str(best[0].action)


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--json", type=Path, help="write every configuration's figures here")
    args = ap.parse_args()
    here = build()
    table = Table(
        title=f"ISMCTS, {args.iterations} iterations per search, median over {args.positions} "
        f"positions, {here} and pure Python alternating"
    )
    for col in ("game", "players", f"{here} it/s", "pure it/s", "ratio", "same choice"):
        table.add_column(col, justify="right")
    figures = {}
    with PureWorker() as pure, Progress() as progress:
        task = progress.add_task("searches", total=len(CONFIGS) * args.positions)
        for game, players in CONFIGS:
            fast, slow, same = [], [], 0
            for i in range(args.positions):
                job = (game, players, args.positions, i, args.iterations)
                rate, choice = search(*job)
                pure_rate, pure_choice = pure.call(search, *job)
                fast.append(rate)
                slow.append(pure_rate)
                same += choice == pure_choice
                progress.advance(task)
            a, b = statistics.median(fast), statistics.median(slow)
            ratios = [x / y for x, y in zip(fast, slow, strict=True)]
            figures[f"{game}-{players}"] = {
                f"{here}_iterations_per_s": a,
                "pure_iterations_per_s": b,
                "median_ratio": statistics.median(ratios),
                "same_choice": same,
                "positions": args.positions,
                f"{here}_rates": fast,
                "pure_rates": slow,
            }
            table.add_row(
                game,
                str(players),
                f"{a:,.0f}",
                f"{b:,.0f}",
                f"{statistics.median(ratios):.2f}",
                f"{same}/{args.positions}",
            )
    Console(width=130).print(table)
    if args.json:
        write_report(args.json, figures, iterations=args.iterations)


if __name__ == "__main__":
    main()
