"""A statistics check of the balance study that cannot pass by accident (issue 39, "Must show"):

(a) a known planted advantage. The Pillars of the Earth at 2 players, LEVEL against itself, GAMES
    games, and a data experiment on exactly one value, named (`StudyConfig.experiments`, the
    command's `--experiment`): `numbers.starting_vp = [2, 7]`, the seat in position 1 (second to
    play, the last seat at 2 players) starts with 7 VP instead of the rules' 2 (§2.1), played on
    the same seeds as the study's own games. The study must find it and its size: position 1's
    paired final-score change has +5 inside its 95% interval (and 0 outside it), and its
    win-rate change survives the correction of its family ("data values: seats' win rates").
    Position 0's changes are reported beside it (its planted size: 0). A level whose choices do
    not depend on a constant VP offset (medium: greedy) plays the same game with the plant, so
    the score change is exactly +5 and 0, with an interval of width 0; the win-rate change is
    the games the 5 VP turn.
(b) the null. The Builders: Middle Ages at 2 players, NULL_LEVEL against itself, GAMES games, the
    data as it is: the study's seat family ("seats": each position's win rate against the fair
    50%) after its correction, which should leave no seat effect standing.

Both run through the study's own machinery (analysis.study.runner.open_study and StudyRun.play: the
figures are those `masterbuilders study` writes, study.json included) into --out (resumed there, or
extended with more --games) or a temporary directory, with the compiled build where it is
current (pure Python with MASTERBUILDERS_PURE=1, or where a source changed since the build).
Prints Markdown tables; --check exits 1 unless (a) finds the planted advantage at its size and
(b) finds no seat effect.

    python benchmarks/study_check.py                      # 400 games each, medium, temp dir
    python benchmarks/study_check.py --games 400 --out benchmarks/results/study-check --check
    MASTERBUILDERS_PURE=1 .venv/bin/python benchmarks/study_check.py --games 60 --workers 2

The same studies from the command line:

    masterbuilders study pillars -p 2 -a medium -n 400 --experiment 'starting_vp=[2,7]' -o DIR
    masterbuilders study builders -p 2 -a medium -n 400 -o DIR
"""

from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders import BUILD_NOTE
from masterbuilders.analysis.stats import ALPHA, p_interval
from masterbuilders.analysis.study.config import StudyConfig, total_games
from masterbuilders.analysis.study.runner import open_study

PLANTED_PATH = "numbers.starting_vp"
PLANTED_VALUE = [2, 7]
PLANTED_POSITION = 1
PLANTED_SIZE = 5
"""The planted advantage: position 1 starts with 7 VP instead of 2."""


def configs(games: int, level: str, null_level: str, seed: int) -> tuple[StudyConfig, StudyConfig]:
    """The two studies: (a) the planted advantage, (b) the null."""
    command = shlex.join(["python", "benchmarks/study_check.py", *sys.argv[1:]])
    planted = StudyConfig(
        "pillars",
        2,
        (level,),
        games,
        seed,
        variant_games=games,
        values="",
        command=command,
        experiments=((PLANTED_PATH, PLANTED_VALUE),),
    )
    null = StudyConfig("builders", 2, (null_level,), games, seed, command=command)
    return planted, null


def run(config: StudyConfig, out: Path, workers: int, progress: Progress) -> dict[str, Any]:
    """The study's figures, played (or resumed) through the study's own machinery."""
    label = "planted" if config.experiments else "null"
    task = progress.add_task(f"{label}: {config.game} 2p {config.agents[0]}", total=None)
    with open_study(config, out, workers) as study:
        progress.update(task, total=total_games(config))
        return study.play("local", lambda: progress.advance(task))


def _pct(x: float) -> str:
    return f"{x:+.1%}"


def _num(x: float) -> str:
    return f"{x:+.2f}"


def _p(x: float | None) -> str:
    if x is None:
        return ""
    return f"{x:.2g}" if x >= 1e-4 else f"{x:.1e}"


def planted_report(figures: dict[str, Any]) -> tuple[list[str], bool]:
    """The planted study's lines (Markdown) and whether it found the advantage at its size."""
    rows = [v for v in figures["experiments"]["values"] if v["path"] == PLANTED_PATH]
    if not rows or not rows[0].get("games"):
        refused = rows[0].get("refused", "no games") if rows else "no row"
        return [f"The planted experiment was not played: {refused}."], False
    row = rows[0]
    lines = [
        f"### (a) planted advantage: {figures['title']}, 2 players, {figures['agents'][0]} "
        f"against itself, {figures['games']} games, {row['games']} paired games with "
        f"`{PLANTED_PATH} = {PLANTED_VALUE}` (+{PLANTED_SIZE} VP at the start for position "
        f"{PLANTED_POSITION})",
        "",
        "| position | score change (95% interval) | p (score) | planted size inside? "
        "| win-rate change (95% interval) | p | q | survives? | base win rate |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    found = False
    for seat in row["seats"]:
        s = seat["score_diff"]
        size = PLANTED_SIZE if seat["position"] == PLANTED_POSITION else 0
        inside = s["low"] <= size <= s["high"]
        p_score = p_interval(s, "mean")
        survives = seat["q"] < ALPHA
        lines.append(
            f"| {seat['position']} | {_num(s['mean'])} ({_num(s['low'])} to {_num(s['high'])}) "
            f"| {_p(p_score)} | {size:+d}: {'yes' if inside else 'no'} "
            f"| {_pct(seat['diff'])} ({_pct(seat['low'])} to {_pct(seat['high'])}) "
            f"| {_p(seat['p'])} | {_p(seat['q'])} | {'yes' if survives else 'no'} "
            f"| {seat['base']:.1%} |"
        )
        if seat["position"] == PLANTED_POSITION:
            found = inside and s["low"] > 0 and survives
    score = row["score"]
    lines += [
        "",
        f"Seats' mean score change (half the planted size expected at 2 players): "
        f"{_num(score['mean'])} ({_num(score['low'])} to {_num(score['high'])}), "
        f"q = {_p(score.get('q'))} (family 'data values: mean score'). "
        f'Win-rate q-values: family "data values: seats\' win rates", '
        f"{figures['corrections']['name']}.",
        "",
        f"**Planted advantage {'found at its size' if found else 'NOT found at its size'}** "
        f"(position {PLANTED_POSITION}: +{PLANTED_SIZE} inside its score interval, 0 outside "
        f"it, win-rate change surviving the correction).",
    ]
    return lines, found


def null_report(figures: dict[str, Any]) -> tuple[list[str], bool]:
    """The null study's lines (Markdown) and whether no seat effect survived its correction."""
    positions = figures["outcomes"]["positions"]
    family = figures["corrections"]["families"]["seats"]
    lines = [
        f"### (b) null: {figures['title']}, 2 players, {figures['agents'][0]} against itself, "
        f"{figures['games']} games, the data as it is",
        "",
        "| position | win rate (95% Wilson) | mean score | p (vs 50%) | q | survives? |",
        "|---|---|---|---|---|---|",
    ]
    for pos in positions:
        w = pos["win"]
        lines.append(
            f"| {pos['position']} | {w['rate']:.1%} ({w['low']:.1%} to {w['high']:.1%}) "
            f"| {pos['score']['mean']:.2f} | {_p(w['p'])} | {_p(w['q'])} "
            f"| {'yes' if w['q'] < ALPHA else 'no'} |"
        )
    none = family["surviving"] == 0
    verdict = (
        "No seat effect survives the correction"
        if none
        else "A seat effect SURVIVES the correction"
    )
    lines += [
        "",
        f"Family 'seats': {family['tests']} tests, {family['surviving']} surviving "
        f"({figures['corrections']['name']}, q < {ALPHA}).",
        "",
        f"**{verdict}**.",
    ]
    return lines, none


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", "-n", type=int, default=400, help="games per study")
    parser.add_argument("--level", default="medium", help="the planted study's level")
    parser.add_argument("--null-level", default="medium", help="the null study's level")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--workers", "-w", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--out", type=Path, default=None, help="directory for the two studies (default: temporary)"
    )
    parser.add_argument(
        "--check", action="store_true", help="exit 1 unless (a) finds the plant and (b) nothing"
    )
    args = parser.parse_args()
    console = Console(stderr=True)
    planted, null = configs(args.games, args.level, args.null_level, args.seed)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="study-check-") as temp:
        root = args.out or Path(temp)
        try:
            with Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                console=console,
            ) as progress:
                a = run(planted, root / f"pillars-2p-{args.level}-planted", args.workers, progress)
                b = run(null, root / f"builders-2p-{args.null_level}-null", args.workers, progress)
        except ValueError as exc:
            console.print(f"error: {exc}", style="red", markup=False, soft_wrap=True)
            return 2
    seconds = time.perf_counter() - started
    lines_a, found = planted_report(a)
    lines_b, none = null_report(b)
    print(f"## Study check ({args.games} games each, seed {args.seed})\n")
    print(f"build: {BUILD_NOTE}; {seconds:.0f} s with {args.workers} workers")
    print(f"command: {planted.command}")
    if args.out:
        print(f"studies in: {args.out}")
    print()
    print("\n".join(lines_a))
    print()
    print("\n".join(lines_b))
    if args.check and not (found and none):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
