"""`masterbuilders games` and `simulate`: the registered games, and seeded random games of one."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import (
    Command,
    ExitOnError,
    FirstSeed,
    GameName,
    NumberOfGames,
    app,
    console,
)
from masterbuilders.engine import MasterbuildersError, game_names, get_game


@app.command("games", cls=Command)
def games_cmd() -> None:
    """List the registered games."""
    for name in game_names():
        spec = get_game(name)
        console.print(f"{name}: {spec.title} ({spec.min_players}-{spec.max_players} players)")


@app.command("simulate", cls=Command)
def simulate_cmd(
    game: GameName,
    players: Annotated[
        int, typer.Option("--players", "-p", help="number of players", metavar="N")
    ] = 4,
    games: NumberOfGames = 100,
    seed: FirstSeed = 1,
    records: Annotated[
        Path | None, typer.Option(help="write each game's record here (SEED.json)", metavar="DIR")
    ] = None,
) -> None:
    """Play seeded random games and print the score summary."""
    from masterbuilders.cli.simulate import simulate

    if games < 1:
        raise typer.BadParameter("--games must be at least 1")
    with ExitOnError(MasterbuildersError):
        simulate(game, players, games, seed, console, records)
