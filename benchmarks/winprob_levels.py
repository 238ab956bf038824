"""Is the shipped win probability right for games of the strong levels (issue 38)? The model
(ai.winprob, the game's value.json) is fitted on self-play of a cheap agent; this plays games of
another agent at every seat (by default the game's expert level), none of them used in the fit,
and measures the model's calibration on their positions (every n-th decision, each with the seats'
shares of the win at the end) beside today's softmax of estimated scores: Brier score, expected
calibration error over ten bins, and a reliability plot.

    python benchmarks/winprob_levels.py --game pillars --players 2 --games 40 --level expert --workers 2
"""

from __future__ import annotations

import argparse
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai import winprob
from masterbuilders.ai.agents import levels
from masterbuilders.engine import get_game

RESULTS = Path(__file__).resolve().parent / "results" / "winprob"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", default="pillars")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--level", default="expert", help="a level or an agent spec")
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=90_000, help="far from train-value's seeds")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    table = levels(args.game)
    agent = table[args.level].agent if args.level in table else args.level
    model = winprob.load(args.game)
    assert model is not None, f"no value.json for {args.game}"
    fit = model.fits[args.players]
    temperature = get_game(args.game).search.temperature
    seeds = [args.seed + i for i in range(args.games)]
    played = []
    with (
        Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()) as bar,
        ProcessPoolExecutor(args.workers) as pool,
    ):
        task = bar.add_task("games", total=len(seeds))
        jobs = [
            pool.submit(winprob.play_positions, args.game, args.players, agent, s, args.every)
            for s in seeds
        ]
        for job in jobs:
            played.append(job.result())
            bar.advance(task)
    test = [p for game in played for p in game]
    learned = [(p, won[i]) for t, raw, won in test for i, p in enumerate(fit.probabilities(t, raw))]
    soft = [
        (p, won[i])
        for t, raw, won in test
        for i, p in enumerate(winprob.softmax_estimate(t, raw, temperature))
    ]
    report = winprob.Report(
        args.players, 0, 0, len(played), len(test),
        winprob.calibration(learned), winprob.calibration(soft),
    )  # fmt: skip
    title = f"{get_game(args.game).title}, {args.players} players, {args.level} ({agent})"
    RESULTS.mkdir(parents=True, exist_ok=True)
    fitted = str(model.meta.get("agent", "")).replace(":", "_").replace(",", "_").replace("=", "")
    path = (
        RESULTS
        / f"levels-{args.game}-{args.players}p-{args.level.replace(':', '_')}-model-{fitted}.png"
    )
    short = f"{get_game(args.game).title}, {args.players} players, {args.level}"
    winprob.plot(report, short + f"\nmodel fitted on {model.meta.get('agent')}", path)
    print(f"\n{title}: {len(played)} games, {len(test)} positions; model fitted on "
          f"{model.meta.get('agent')}")  # fmt: skip
    print("\n| estimate | Brier | ECE |\n|---|---:|---:|")
    for name, result in (("learned", report.model), ("softmax", report.softmax)):
        print(f"| {name} | {result['brier']:.4f} | {result['ece']:.3f} |")
    print("\n| bin | positions | predicted | observed | ± (1 s.e.) |\n|---|---:|---:|---:|---:|")
    for low, high, count, mean_p, mean_o in report.model["table"]:
        se = math.sqrt(max(mean_o * (1 - mean_o), 1e-9) / count)
        print(f"| {low:.1f}-{high:.1f} | {count} | {mean_p:.3f} | {mean_o:.3f} | {se:.3f} |")
    print(f"\nplot: {path}")


if __name__ == "__main__":
    main()
