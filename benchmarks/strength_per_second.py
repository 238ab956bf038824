"""Does the compiled build's speed become strength? Each searching level as it is now against the
same level as it was before the engine was compiled (issue 27), in 2-player games with seats
alternated: the level now spends about the seconds per decision the pure-Python level spent, on
more search.

    python benchmarks/strength_per_second.py --games 100 --out benchmarks/results/strength-2026-11-25

BEFORE holds the levels' agents before the compiled build; "now" is the game's level today
(`GameSpec.search.levels`), or `--candidate GAME LEVEL SPEC` to try another agent in its place.
Each pairing's games go to OUT/NAME/outcomes.jsonl as they finish (a stopped run resumes); the
summary to OUT/strength.json and OUT/strength.md: the newer agent's win rate with its 95% Wilson
interval and both agents' seconds per decision.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.ladder import play_logged, resume
from benchmarks.server_load import environment

from masterbuilders.ai.arena import Tournament
from masterbuilders.analysis.tournament import agent_stats
from masterbuilders.engine import get_game

BEFORE = {
    ("pillars", "hard"): "mcts:iterations=2000,seconds=0.95",
    ("pillars", "expert"): "mcts:iterations=4000,seconds=0.8,tuned=1",
    ("builders", "expert"): "greedy:beam=16,tuned=1",
}
"""The searching levels' agents before the compiled build (commit 90a292b)."""


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--games", type=int, default=100, help="games per pairing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", type=Path, default=Path("strength-results"))
    ap.add_argument("--only", nargs="*", help="pairings to play, e.g. pillars-expert")
    ap.add_argument("--candidate", nargs=3, action="append", metavar=("GAME", "LEVEL", "SPEC"))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    candidates = {(g, level): spec for g, level, spec in args.candidate or []}
    root = str(Path(__file__).resolve().parents[1]) + "/"
    # the command as run from the repo's root: no path of this machine in the results
    command = " ".join(["python", *(a.removeprefix(root) for a in sys.argv)])
    rows = []
    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()
    ) as progress:
        for (game, level), before in BEFORE.items():
            name = f"{game}-{level}"
            if args.only and name not in args.only:
                continue
            now = candidates.get((game, level), get_game(game).search.levels[level][0])
            if now == before:
                raise SystemExit(f"{name}: the level is what it was ({before})")
            folder = args.out / (name if (game, level) not in candidates else f"{name}-{now}")
            done = resume(folder)
            t = Tournament(game, [before, now], 2, args.games, args.seed, command, done)
            play_logged(t, folder, progress, name, args.workers)
            stats = {s["agent"]: s for s in agent_stats(t)}
            rows.append(
                {
                    "game": game,
                    "level": level,
                    "before": before,
                    "now": now,
                    "games": len(t.outcomes),
                    "now_wins": stats[now]["win_rate"],
                    "interval": [stats[now]["win_rate_low"], stats[now]["win_rate_high"]],
                    "seconds_per_decision": {
                        "before": stats[before]["seconds_per_decision"],
                        "now": stats[now]["seconds_per_decision"],
                    },
                    "max_seconds_per_decision": {
                        "before": stats[before]["max_seconds_per_decision"],
                        "now": stats[now]["max_seconds_per_decision"],
                    },
                    "command": command,
                }
            )
    summary = args.out / "strength.json"
    if summary.exists():  # runs of some pairings at a time add up
        fresh = {(r["game"], r["level"], r["now"]) for r in rows}
        kept = json.loads(summary.read_text())["rows"]
        rows = [r for r in kept if (r["game"], r["level"], r["now"]) not in fresh] + rows
    lines = [
        "| game | level | before | now | now wins (95% interval) | s/decision before / now |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        low, high = r["interval"]
        s = r["seconds_per_decision"]
        lines.append(
            f"| {r['game']} | {r['level']} | `{r['before']}` | `{r['now']}` | "
            f"**{r['now_wins']:.1%}** ({low:.1%}-{high:.1%}) of {r['games']} | "
            f"{s['before']:.3f} / {s['now']:.3f} |"
        )
    (args.out / "strength.md").write_text("\n".join(lines) + "\n")
    summary.write_text(json.dumps({"environment": environment(), "rows": rows}, indent=1) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
