"""Entry point of the `masterbuilders` command."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from masterbuilders.engine import MasterbuildersError, game_names, get_game

app = typer.Typer(
    name="masterbuilders",
    help="The Pillars of the Earth and The Builders: Middle Ages: play, simulate, study.",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()


@app.command("games")
def games_cmd() -> None:
    """List the registered games."""
    for name in game_names():
        spec = get_game(name)
        console.print(f"{name}: {spec.title} ({spec.min_players}-{spec.max_players} players)")


@app.command("simulate")
def simulate_cmd(
    game: Annotated[str, typer.Argument(help="game name, e.g. pillars")],
    players: Annotated[int, typer.Option("--players", "-p", help="number of players")] = 4,
    games: Annotated[int, typer.Option("--games", "-n", help="number of games")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="seed of the first game")] = 1,
) -> None:
    """Play seeded random games and print the score summary."""
    from masterbuilders.cli.simulate import simulate

    if games < 1:
        raise typer.BadParameter("--games must be at least 1")
    try:
        simulate(game, players, games, seed, console)
    except MasterbuildersError as exc:
        console.print(f"[red]error:[/] {exc}")
        raise typer.Exit(2) from exc


def main() -> None:
    app()


if __name__ == "__main__":
    main()
