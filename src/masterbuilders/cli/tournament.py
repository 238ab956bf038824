"""`masterbuilders tournament`: agents against each other, seats rotated, results and plots."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from masterbuilders.ai.arena import Tournament, run
from masterbuilders.analysis.tournament import agent_stats, length_stats, save, seat_stats


def tournament(
    game: str,
    agents: list[str],
    games: int,
    players: int,
    seed: int,
    workers: int,
    backend: str,
    out: Path,
    console: Console,
) -> Tournament:
    t = Tournament(
        game, agents, players, games, seed, command=shlex.join(["masterbuilders", *sys.argv[1:]])
    )
    with Progress(
        TextColumn(f"[bold]{game}[/] {players}p {','.join(agents)}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        task = progress.add_task("games", total=games)
        run(t, workers=workers, backend=backend, on_result=lambda _: progress.advance(task))
    table = Table(title=f"{game}: {games} games, {players} players, seats rotated, seed {seed}")
    for col in (
        "agent",
        "seats",
        "win rate",
        "95% interval",
        "mean score",
        "mean rank",
        "TrueSkill mu (sigma)",
        "s/decision",
    ):
        table.add_column(col, justify="right")
    for s in agent_stats(t):
        table.add_row(
            s["agent"],
            str(s["entries"]),
            f"{s['win_rate']:.3f}",
            f"{s['win_rate_low']:.3f}-{s['win_rate_high']:.3f}",
            f"{s['mean_score']:.2f}",
            f"{s['mean_rank']:.2f}",
            f"{s['trueskill_mu']:.1f} ({s['trueskill_sigma']:.1f})",
            f"{s['seconds_per_decision']:.3f}",
        )
    console.print(table)
    seats = Table(title="per seat")
    for col in ("seat", "agent", "games", "win rate", "mean score", "mean rank"):
        seats.add_column(col, justify="right")
    for s in seat_stats(t):
        seats.add_row(
            str(s["seat"]),
            s["agent"],
            str(s["games"]),
            f"{s['win_rate']:.3f}",
            f"{s['mean_score']:.2f}",
            f"{s['mean_rank']:.2f}",
        )
    console.print(seats)
    length = length_stats(t)
    defaults = ", ".join(f"{n} by {k}" for k, n in length["ended_by_default_kinds"].items())
    console.print(
        f"game length: median {length['median_rounds']} rounds "
        f"({length['min_rounds']}-{length['max_rounds']}), "
        f"median {length['median_decisions']} decisions; "
        f"ended by a project DEFAULT: {length['ended_by_default']} of {length['games']}"
        + (f" ({defaults})" if defaults else "")
    )
    for path in save(t, out):
        console.print(f"wrote {path}")
    return t
