"""The ladder of computer opponents: does each level beat the one below, in every game?

For each game: every adjacent pair of levels (easy-medium, medium-hard, hard-expert) in 2-player
games with seats alternated, and all four levels together in 4-player games with seats rotated.
Each tournament's files (tournament.json, games.csv, agents.csv, tournament.png) go into
OUT/GAME-Np-LEVELS/, with outcomes.jsonl written game by game so that a stopped run resumes where
it stopped (run the same command again); the summary (ladder.json, ladder.md: win rate of the stronger level with its
95% Wilson interval, mean ranks, seconds per decision, game lengths, games ended by a project
DEFAULT) and a plot (ladder.png) into OUT.

    python benchmarks/ladder.py --games 200 --four 100 --out benchmarks/results/ladder-2026-11-24
    python benchmarks/ladder.py --game builders --games 40 --four 0

With --check it exits 1 unless the ladder holds: in every 2-player pair the stronger level wins
more than half its games with the whole 95% interval above 50%, and at 4 players the mean ranks
come in level order. This is the statistical check the test suite does not make (the suite keeps
each level's seeded fingerprint, tests/ai/test_ladder.py).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import itertools

from benchmarks.server_load import environment

from masterbuilders.ai import LEVELS
from masterbuilders.ai.arena import GameOutcome, Tournament, run
from masterbuilders.analysis.tournament import agent_stats, length_stats, save
from masterbuilders.engine import game_names, get_game

TARGET_PAIR = 0.65
"""Each adjacent pair at 2 players: the stronger level's least win rate (issue 22; for expert
against hard the issue asks 60%, which this includes)."""


def plan(games: list[str], two: int, four: int) -> list[tuple[str, list[str], int, int]]:
    """(game, levels, players, games) of every tournament."""
    out: list[tuple[str, list[str], int, int]] = []
    for game in games:
        if two:
            out += [(game, [a, b], 2, two) for a, b in itertools.pairwise(LEVELS)]
        if four:
            out.append((game, list(LEVELS), 4, four))
    return out


def read_outcomes(log: Path) -> list[GameOutcome]:
    """The games a run recorded, but for a last line cut short by a kill."""
    if not log.exists():
        return []
    out = []
    for line in log.read_text().splitlines():
        try:
            out.append(GameOutcome(**json.loads(line)))
        except (json.JSONDecodeError, TypeError):
            continue
    return out


def resume(folder: Path) -> list[GameOutcome]:
    """The games a stopped run already played into FOLDER/outcomes.jsonl (a line cut short by a
    kill is dropped from the file too)."""
    folder.mkdir(parents=True, exist_ok=True)
    log = folder / "outcomes.jsonl"
    done = read_outcomes(log)
    log.write_text("".join(json.dumps(asdict(o)) + "\n" for o in done))
    return done


def play_logged(t: Tournament, folder: Path, progress: Progress, name: str, workers: int) -> None:
    """Play the games of `t` not yet played, each appended to FOLDER/outcomes.jsonl as it ends,
    with a progress bar; then save the tournament's files into FOLDER."""
    task = progress.add_task(name, total=t.games, completed=len(t.outcomes))
    with (folder / "outcomes.jsonl").open("a") as sink:

        def record(outcome: GameOutcome) -> None:
            sink.write(json.dumps(asdict(outcome)) + "\n")
            sink.flush()
            progress.advance(task)

        run(t, workers=workers, on_result=record)
    save(t, folder)


def load(folder: Path) -> Tournament | None:
    """A tournament of an earlier run from its folder, if it played all its games."""
    if not (folder / "tournament.json").exists():
        return None
    head = json.loads((folder / "tournament.json").read_text())
    outcomes = read_outcomes(folder / "outcomes.jsonl")
    keys = ("game", "agents", "players", "games", "seed", "command")
    t = Tournament(**{k: head[k] for k in keys}, outcomes=outcomes)
    return t if len({o.index for o in outcomes}) == t.games else None


def summarize(t: Tournament) -> dict[str, Any]:
    stats = {s["agent"]: s for s in agent_stats(t)}
    row: dict[str, Any] = {
        "game": t.game,
        "players": t.players,
        "levels": t.agents,
        "specs": {name: get_game(t.game).search.levels[name][0] for name in t.agents},
        "games": len(t.outcomes),
        "command": t.command,
        "length": length_stats(t),
        "per_level": {
            name: {
                k: stats[name][k]
                for k in (
                    "win_rate",
                    "win_rate_low",
                    "win_rate_high",
                    "mean_rank",
                    "mean_score",
                    "seconds_per_decision",
                    "max_seconds_per_decision",
                )
            }
            for name in t.agents
        },
    }
    if t.players == 2:
        strong = stats[t.agents[1]]
        row["stronger_wins"] = strong["win_rate"]
        row["interval"] = [strong["win_rate_low"], strong["win_rate_high"]]
        row["target"] = TARGET_PAIR
    else:
        ranks = [stats[name]["mean_rank"] for name in t.agents]
        row["ranks_in_order"] = all(a > b for a, b in itertools.pairwise(ranks))
    return row


def markdown(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| game | pair | stronger wins (95% interval) | s/decision (weaker / stronger; max) "
        "| median rounds (range) | ended by a DEFAULT |",
        "|---|---|---|---|---|---:|",
    ]
    for r in rows:
        if r["players"] != 2:
            continue
        weak, strong = r["levels"]
        pw, ps = r["per_level"][weak], r["per_level"][strong]
        low, high = r["interval"]
        length = r["length"]
        lines.append(
            f"| {r['game']} | {weak} < {strong} | **{r['stronger_wins']:.1%}** ({low:.1%}-{high:.1%}) "
            f"of {r['games']} | {pw['seconds_per_decision']:.3f} / {ps['seconds_per_decision']:.3f}; "
            f"{max(pw['max_seconds_per_decision'], ps['max_seconds_per_decision']):.2f} | "
            f"{length['median_rounds']} ({length['min_rounds']}-{length['max_rounds']}) | "
            f"{length['ended_by_default']} |"
        )
    four = [r for r in rows if r["players"] == 4]
    if four:
        lines += [
            "",
            "| game | 4 players, games | mean rank easy / medium / hard / expert | win rate "
            "| median rounds (range) | ended by a DEFAULT |",
            "|---|---:|---|---|---|---:|",
        ]
        for r in four:
            per = r["per_level"]
            length = r["length"]
            lines.append(
                f"| {r['game']} | {r['games']} | "
                + " / ".join(f"{per[n]['mean_rank']:.2f}" for n in r["levels"])
                + " | "
                + " / ".join(f"{per[n]['win_rate']:.0%}" for n in r["levels"])
                + f" | {length['median_rounds']} ({length['min_rounds']}-{length['max_rounds']}) "
                f"| {length['ended_by_default']} |"
            )
    return "\n".join(lines) + "\n"


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    """Per game: the stronger level's win rate per pair with its interval, and the 4-player ranks."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    games = list(dict.fromkeys(r["game"] for r in rows))
    fig, axes = plt.subplots(1, len(games), figsize=(5.5 * len(games), 4), squeeze=False)
    for ax, game in zip(axes[0], games, strict=True):
        pairs = [r for r in rows if r["game"] == game and r["players"] == 2]
        labels = [f"{r['levels'][0]}\n< {r['levels'][1]}" for r in pairs]
        rates = [r["stronger_wins"] for r in pairs]
        err = [
            [p - r["interval"][0] for p, r in zip(rates, pairs, strict=True)],
            [r["interval"][1] - p for p, r in zip(rates, pairs, strict=True)],
        ]
        ax.bar(labels, rates, yerr=err, capsize=6, color="#6b8fb3")
        for i, r in enumerate(pairs):
            ax.hlines(r["target"], i - 0.4, i + 0.4, color="#b33", linewidth=1.5)
        ax.axhline(0.5, color="grey", linestyle="--", linewidth=1)
        ax.set_ylim(0, 1)
        ax.set_ylabel("stronger level's win rate, 2 players (95% interval)")
        title = get_game(game).title
        four = next((r for r in rows if r["game"] == game and r["players"] == 4), None)
        if four:
            ranks = ", ".join(
                f"{n} {four['per_level'][n]['mean_rank']:.2f}" for n in four["levels"]
            )
            title += f"\n4 players, mean rank: {ranks}"
        ax.set_title(title, fontsize=10)
    fig.text(0.01, 0.01, "red: target", color="#b33", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--game", nargs="+", default=game_names())
    ap.add_argument("--games", type=int, default=200, help="games per 2-player pair")
    ap.add_argument("--four", type=int, default=100, help="4-player games per game (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", type=Path, default=Path("ladder-results"))
    ap.add_argument("--check", action="store_true", help="exit 1 unless the ladder holds")
    args = ap.parse_args(argv)
    command = shlex.join(["python", "benchmarks/ladder.py", *(argv or sys.argv[1:])])
    args.out.mkdir(parents=True, exist_ok=True)
    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()
    ) as progress:
        for game, levels, players, n in plan(args.game, args.games, args.four):
            name = f"{game}-{players}p-{'-'.join(levels)}"
            folder = args.out / name
            done = resume(folder)
            t = Tournament(game, levels, players, n, args.seed, command=command, outcomes=done)
            play_logged(t, folder, progress, name, args.workers)
            write_summary(args.out)
    rows = write_summary(args.out)
    print(markdown(rows))
    if args.check:
        failed = failures(rows)
        for line in failed:
            print(f"ladder does not hold: {line}")
        if failed:
            sys.exit(1)
        print("the ladder holds")
    return rows


def failures(rows: list[dict[str, Any]]) -> list[str]:
    """Where the ladder does not hold, in words (empty: it holds)."""
    out = []
    for r in rows:
        if r["players"] == 2 and r["interval"][0] <= 0.5:
            weak, strong = r["levels"]
            out.append(
                f"{r['game']}: {strong} won {r['stronger_wins']:.1%} against {weak} "
                f"(95% interval {r['interval'][0]:.1%}-{r['interval'][1]:.1%}, {r['games']} games)"
            )
        elif r["players"] > 2 and not r["ranks_in_order"]:
            ranks = ", ".join(f"{n} {r['per_level'][n]['mean_rank']:.2f}" for n in r["levels"])
            out.append(f"{r['game']}, {r['players']} players: mean ranks out of order ({ranks})")
    return out


def write_summary(out: Path) -> list[dict[str, Any]]:
    """ladder.json, ladder.md and ladder.png over every finished tournament in `out` (so runs of
    one game or one player count at a time add up)."""
    done = [t for folder in sorted(out.iterdir()) if folder.is_dir() and (t := load(folder))]
    order = {name: i for i, name in enumerate(game_names())}
    done.sort(key=lambda t: (order.get(t.game, 99), t.players, LEVELS.index(t.agents[-1])))
    rows = [summarize(t) for t in done]
    (out / "ladder.json").write_text(
        json.dumps({"environment": environment(), "rows": rows}, indent=1) + "\n"
    )
    (out / "ladder.md").write_text(markdown(rows))
    if rows:
        plot(rows, out / "ladder.png")
    return rows


if __name__ == "__main__":
    main()
