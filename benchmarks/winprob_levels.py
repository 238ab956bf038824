"""Is the shipped win probability right for games of the strong levels (issue 38)? The model
(analysis.winprob, the game's value.json) is fitted on self-play of a cheap agent; this plays games
of another agent at every seat (by default the game's expert level), none of them used in the fit,
and measures the model's calibration on their positions (every n-th decision, each with the seats'
shares of the win at the end) beside today's softmax of estimated scores: Brier score, expected
calibration error over ten bins (with a 95% interval from resampling whole games), and a
reliability plot. --record keeps the games (and reads back those kept, e.g. by train-value
--record); --sharpen-folds K also measures the model sharpened to these games (winprob_train.sharpness)
with each game predicted by the factor fitted on the other folds, so every game is held out once.

    python benchmarks/winprob_levels.py --game pillars --players 2 --games 40 --level expert --workers 2
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai.agents import levels
from masterbuilders.analysis import winprob, winprob_train
from masterbuilders.engine import get_game

RESULTS = Path(__file__).resolve().parent / "results" / "winprob"


def ece_interval(
    games: list[list[tuple[float, float]]], draws: int, seed: int = 1
) -> tuple[float, float]:
    """A 95% interval of the ECE by resampling whole games (positions of one game are not
    independent), `draws` times."""
    rng = random.Random(seed)
    values = sorted(
        winprob_train.calibration([pair for _ in games for pair in rng.choice(games)])["ece"]
        for _ in range(draws)
    )
    return values[int(0.025 * draws)], values[int(0.975 * draws) - 1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", default="pillars")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--level", default="expert", help="a level or an agent spec")
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=90_000, help="far from train-value's seeds")
    ap.add_argument(
        "--seeds", default="", metavar="A-B,C-D",
        help="instead of --seed/--games: ranges of seeds (inclusive), e.g. several recorded sets "
        "pooled: 502000-502199,506000-506299",
    )  # fmt: skip
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument(
        "--record", type=Path, default=None, metavar="DIR",
        help="keep the games here and read back those already there (winprob_train.played)",
    )  # fmt: skip
    ap.add_argument("--model", type=Path, default=None, help="a value.json (default: shipped)")
    ap.add_argument(
        "--sharpen-folds", type=int, default=0, metavar="K",
        help="also measure the model sharpened to these games, cross-fitted: each game's "
        "positions predicted with the sharpness fitted on the other folds' games (K folds)",
    )  # fmt: skip
    ap.add_argument(
        "--bootstrap", type=int, default=400, help="resamples of games for the ECE's interval"
    )
    args = ap.parse_args()
    if args.sharpen_folds == 1 or args.bootstrap < 1:
        ap.error("--sharpen-folds is 0 (off) or at least 2, and --bootstrap at least 1")
    table = levels(args.game)
    agent = table[args.level].agent if args.level in table else args.level
    model = winprob.load(args.game, args.model)
    assert model is not None, f"no value.json for {args.game}"
    fit = model.fits[args.players]
    temperature = get_game(args.game).search.temperature
    seeds = [args.seed + i for i in range(args.games)]
    label = f"seed{args.seed}"
    if args.seeds:
        seeds = winprob_train.seed_ranges(args.seeds)
        label = "seeds" + "+".join(p.strip() for p in args.seeds.split(","))
    with Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()) as bar:
        task = bar.add_task("games", total=len(seeds))
        played = winprob_train.played(
            args.game, args.players, agent, seeds, args.every, args.workers, args.record,
            lambda k: bar.advance(task, k),
        )  # fmt: skip

    def pairs(game: list[winprob_train.Position], estimate) -> list[tuple[float, float]]:  # type: ignore[no-untyped-def]
        return [(p, won[i]) for t, raw, won in game for i, p in enumerate(estimate(t, raw))]

    per_game = {
        "learned": [pairs(g, fit.probabilities) for g in played],
        "softmax": [
            pairs(g, lambda t, raw: winprob_train.softmax_estimate(t, raw, temperature))
            for g in played
        ],
    }
    factors = []
    if args.sharpen_folds:
        k = args.sharpen_folds
        sharpened: list[list[tuple[float, float]]] = []
        for i, game in enumerate(played):
            others = [p for j, g in enumerate(played) if j % k != i % k for p in g]
            if i < k:
                factors.append(winprob_train.sharpness(fit, others))
            sharpened.append(pairs(game, fit.scaled(factors[i % k]).probabilities))
        per_game["sharpened (cross-fitted)"] = sharpened
    results = {
        name: winprob_train.calibration([p for g in games for p in g])
        for name, games in per_game.items()
    }
    test = [p for game in played for p in game]
    report = winprob_train.Report(
        args.players, 0, 0, len(played), len(test), results["learned"], results["softmax"]
    )
    title = f"{get_game(args.game).title}, {args.players} players, {args.level} ({agent})"
    RESULTS.mkdir(parents=True, exist_ok=True)
    fitted = str(model.meta.get("agent", "")).replace(":", "_").replace(",", "_").replace("=", "")
    if "calibrated_on" in model.meta:
        fitted += "-sharpened"
    path = (
        RESULTS / f"levels-{args.game}-{args.players}p-{args.level.replace(':', '_')}-{label}"
        f"-model-{fitted}.png"
    )
    short = f"{get_game(args.game).title}, {args.players} players, {args.level}"
    winprob_train.plot(
        report,
        short + f"\nmodel fitted on {model.meta.get('agent')}",
        path,
        f"{len(played)} games of {agent} ({label}), none in the fit",
    )
    print(f"\n{title}: {len(played)} games, {len(test)} positions; model fitted on "
          f"{model.meta.get('agent')}" + (f", sharpened {model.meta['calibrated_on']['sharpness']}"
                                         if "calibrated_on" in model.meta else ""))  # fmt: skip
    if factors:
        print(f"cross-fitted sharpness per fold: {', '.join(f'{f:.3f}' for f in factors)}")
    print("\n| estimate | Brier | ECE | ECE 95% (games resampled) |\n|---|---:|---:|---:|")
    for name, result in results.items():
        low, high = ece_interval(per_game[name], args.bootstrap)
        print(f"| {name} | {result['brier']:.4f} | {result['ece']:.3f} | {low:.3f}-{high:.3f} |")
    if args.sharpen_folds:
        # the Brier score is proper: sharpened better than as shipped, beyond resampling?
        def brier(games: list[list[tuple[float, float]]]) -> float:
            pairs = [p for g in games for p in g]
            return sum((p - o) ** 2 for p, o in pairs) / len(pairs)

        rng = random.Random(2)
        base, sharp = per_game["learned"], per_game["sharpened (cross-fitted)"]
        diffs = []
        for _ in range(args.bootstrap):
            pick = [rng.randrange(len(base)) for _ in base]
            diffs.append(brier([sharp[i] for i in pick]) - brier([base[i] for i in pick]))
        diffs.sort()
        low, high = diffs[int(0.025 * len(diffs))], diffs[int(0.975 * len(diffs)) - 1]
        print(
            f"\nBrier, sharpened minus as shipped: {brier(sharp) - brier(base):+.4f} "
            f"(95% {low:+.4f} to {high:+.4f}, games resampled)"
        )
    for name, result in results.items():
        print(f"\n{name}:\n\n| bin | positions | predicted | observed | ± (1 s.e.) |"
              "\n|---|---:|---:|---:|---:|")  # fmt: skip
        for low, high, count, mean_p, mean_o in result["table"]:
            se = math.sqrt(max(mean_o * (1 - mean_o), 1e-9) / count)
            print(f"| {low:.1f}-{high:.1f} | {count} | {mean_p:.3f} | {mean_o:.3f} | {se:.3f} |")
    print(
        f"\nplot: {path.resolve().relative_to(RESULTS.parents[2])}"
    )  # the repo's, not this machine's


if __name__ == "__main__":
    main()
