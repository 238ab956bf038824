"""`masterbuilders simulate`: many seeded random games with a progress bar and a score summary."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from masterbuilders.engine import GameResult, UniformRandomAgent, get_game, play_game


@dataclass
class Summary:
    """Per-seat aggregates of a batch of games."""

    num_players: int
    results: list[GameResult] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)

    def add(self, result: GameResult, decisions: int) -> None:
        self.results.append(result)
        self.decisions.append(decisions)

    def table(self, seat_names: list[str]) -> Table:
        t = Table(title=f"{len(self.results)} games, {self.num_players} players")
        for col in ("seat", "mean score", "stdev", "min", "max", "wins (shared)", "mean rank"):
            t.add_column(col, justify="right")
        for seat in range(self.num_players):
            scores = [r.scores[seat] for r in self.results]
            wins = sum(1 for r in self.results if r.ranks[seat] == 1)
            shared = sum(1 for r in self.results if r.ranks[seat] == 1 and len(r.winners) > 1)
            t.add_row(
                seat_names[seat],
                f"{statistics.fmean(scores):.2f}",
                f"{statistics.pstdev(scores):.2f}",
                str(min(scores)),
                str(max(scores)),
                f"{wins} ({shared})",
                f"{statistics.fmean(r.ranks[seat] for r in self.results):.2f}",
            )
        return t


def simulate(
    game: str, players: int, games: int, seed: int, console: Console, records: Path | None = None
) -> Summary:
    """Play `games` random games with seeds `seed`, `seed` + 1, ...; with `records`, write each
    game's record there as `SEED.json` (replay it, or verify its chance)."""
    spec = get_game(game)
    summary = Summary(players)
    seat_names: list[str] = []
    with Progress(
        TextColumn(f"[bold]{spec.title}[/] {players}p"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    ) as progress:
        task = progress.add_task("games", total=games)
        for i in range(games):
            game_seed = seed + i
            agents = [UniformRandomAgent() for _ in range(players)]
            played = play_game(game, agents, seed=game_seed)
            if records is not None:
                records.mkdir(parents=True, exist_ok=True)
                played.record.save(records / f"{game_seed}.json")
            summary.add(played.result, played.decisions)
            if not seat_names:
                seat_names = [played.state.seat_name(s) for s in range(players)]
            progress.advance(task)
    console.print(summary.table(seat_names))
    console.print(
        f"decisions per game: mean {statistics.fmean(summary.decisions):.1f}, "
        f"min {min(summary.decisions)}, max {max(summary.decisions)}"
    )
    return summary
