"""Engine throughput: random full games per second per core, and decisions per second.

Each batch plays the same seeded games for every configuration, interleaved, so that the machine's
noise hits all of them alike; the report gives the median over batches and the ratios between
configurations measured side by side. One process = one core.

    python benchmarks/engine_speed.py --game pillars --players 2 4 --games 200 --batches 7 --profile
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import random
import statistics
import time
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from masterbuilders.engine import CHANCE, TERMINAL, get_game, random_playout, sample_chance


def batch(game: str, players: int, games: int, seed: int, checked: bool) -> tuple[float, int, int]:
    """Random games; returns (seconds, steps, decisions). The fast path uses `apply_unchecked` with
    logging off (search, simulation); the checked path `apply` with the log on (CLI, server)."""
    spec = get_game(game)
    rng = random.Random(seed)
    steps = decisions = 0
    options = {} if checked else {"log": False}
    start = time.perf_counter()
    for _ in range(games):
        state = spec.new_game(players, options)
        apply = state.apply if checked else state.apply_unchecked
        while True:
            player = state.current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_chance(state, rng)
            else:
                legal = state.legal_actions()
                action = legal[int(rng.random() * len(legal))]
                decisions += 1
            apply(action)
            steps += 1
    return time.perf_counter() - start, steps, decisions


def fast_batch(game: str, players: int, games: int, seed: int) -> tuple[float, int, int]:
    return batch(game, players, games, seed, checked=False)


def checked_batch(game: str, players: int, games: int, seed: int) -> tuple[float, int, int]:
    return batch(game, players, games, seed, checked=True)


def profile(game: str, players: int, games: int) -> str:
    spec = get_game(game)
    prof = cProfile.Profile()
    rng = random.Random(1)
    prof.enable()
    for _ in range(games):
        random_playout(spec.new_game(players, {"log": False}), rng)
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out)
    stats.sort_stats("tottime").print_stats(20)
    by_module: dict[str, float] = {}
    for (file, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        module = Path(file).name
        by_module[module] = by_module.get(module, 0.0) + row[2]
    total = sum(by_module.values())
    lines = ["own time by file:"]
    for module, t in sorted(by_module.items(), key=lambda kv: -kv[1])[:12]:
        lines.append(f"  {module:<28} {100 * t / total:5.1f}%")
    return "\n".join(lines) + "\n" + out.getvalue()


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--game", default="pillars")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--games", type=int, default=200, help="games per batch and configuration")
    ap.add_argument("--batches", type=int, default=7)
    ap.add_argument("--profile", action="store_true", help="also profile the largest player count")
    ap.add_argument("--json", type=Path, help="write the medians as JSON here")
    args = ap.parse_args()
    console = Console()
    configs = [(f"{p}p fast", fast_batch, p) for p in args.players]
    configs += [(f"{max(args.players)}p checked", checked_batch, max(args.players))]
    samples: dict[str, list[tuple[float, int, int]]] = {name: [] for name, _, _ in configs}
    with Progress(console=console) as progress:
        task = progress.add_task(f"{args.game}: batches", total=args.batches * len(configs))
        for b in range(args.batches):
            for name, fn, players in configs:
                samples[name].append(fn(args.game, players, args.games, seed=b))
                progress.advance(task)
    table = Table(
        title=f"{args.game}: median of {args.batches} batches x {args.games} games, one core"
    )
    for col in (
        "configuration",
        "games/s",
        "decisions/s",
        "steps/s",
        "decisions/game",
        "spread (min-max games/s)",
    ):
        table.add_column(col, justify="right")
    medians: dict[str, dict[str, float]] = {}
    for name, rows in samples.items():
        gps = [args.games / t for t, _, _ in rows]
        dps = [d / t for t, _, d in rows]
        sps = [s / t for t, s, _ in rows]
        medians[name] = {
            "games_per_s": statistics.median(gps),
            "decisions_per_s": statistics.median(dps),
            "steps_per_s": statistics.median(sps),
            "decisions_per_game": rows[0][2] / args.games,
        }
        m = medians[name]
        table.add_row(
            name,
            f"{m['games_per_s']:.1f}",
            f"{m['decisions_per_s']:,.0f}",
            f"{m['steps_per_s']:,.0f}",
            f"{m['decisions_per_game']:.1f}",
            f"{min(gps):.1f}-{max(gps):.1f}",
        )
    console.print(table)
    big = max(args.players)
    ratio = [
        (args.games / c[0]) / (args.games / f[0])
        for f, c in zip(samples[f"{big}p fast"], samples[f"{big}p checked"], strict=True)
    ]
    console.print(
        f"checked / fast speed ratio ({big}p, same batches): median {statistics.median(ratio):.2f}"
    )
    if args.json:
        args.json.write_text(json.dumps(medians, indent=1))
    if args.profile:
        console.print(profile(args.game, big, max(20, args.games // 2)))


if __name__ == "__main__":
    main()
