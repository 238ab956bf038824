"""ISMCTS iterations per second, per game and player count: searches from decision points sampled
from seeded random games; median over the positions (one core).

    python benchmarks/mcts_speed.py --iterations 1000 --positions 20
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rich.console import Console
from rich.table import Table

from masterbuilders.ai import MCTSAgent
from masterbuilders.engine import CHANCE, TERMINAL, GameState, Observation, get_game, sample_chance


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


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--iterations", type=int, default=1000)
    ap.add_argument("--positions", type=int, default=20)
    args = ap.parse_args()
    table = Table(
        title=f"ISMCTS, {args.iterations} iterations per search, median over {args.positions} positions"
    )
    for col in ("game", "players", "iterations/s", "seconds per search", "min-max iterations/s"):
        table.add_column(col, justify="right")
    for game in ("pillars", "builders"):
        for players in (2, 4):
            rates = []
            for i, state in enumerate(positions(game, players, args.positions, seed=players)):
                seat = state.current_player()
                agent = MCTSAgent(i, iterations=args.iterations)
                start = time.perf_counter()
                agent.search(Observation(state, seat, state.legal_actions()))
                rates.append(args.iterations / (time.perf_counter() - start))
            med = statistics.median(rates)
            table.add_row(
                game,
                str(players),
                f"{med:,.0f}",
                f"{args.iterations / med:.3f}",
                f"{min(rates):,.0f}-{max(rates):,.0f}",
            )
    Console().print(table)


if __name__ == "__main__":
    main()
