"""`masterbuilders tune`: a game's evaluation weights tuned by self-play (ai/tune.py)."""

from __future__ import annotations

from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, GameName, app, console
from masterbuilders.engine import MasterbuildersError, get_game


@app.command("tune", cls=Command)
def tune_cmd(
    game: GameName,
    agent: Annotated[
        str, typer.Option("--agent", help="the agent whose evaluation is tuned", metavar="LEVEL")
    ] = "greedy",
    players: Annotated[int, typer.Option("--players", "-p", metavar="N")] = 2,
    games: Annotated[
        int, typer.Option("--games", "-n", help="games per candidate", metavar="N")
    ] = 40,
    rounds: Annotated[int, typer.Option(help="passes over all weights", metavar="N")] = 1,
    factors: Annotated[
        str, typer.Option(help="scale factors tried, comma-separated", metavar="LIST")
    ] = "0.6,1.6",
    accept: Annotated[
        float, typer.Option(help="win share a candidate needs", metavar="SHARE")
    ] = 0.56,
    verify: Annotated[
        int, typer.Option(help="games of the result against the defaults", metavar="N")
    ] = 100,
    seed: Annotated[int, typer.Option("--seed")] = 1,
    workers: Annotated[int, typer.Option("--workers", "-w", metavar="N")] = 1,
    save: Annotated[bool, typer.Option(help="keep the result as the game's tuned weights")] = True,
) -> None:
    """Tune the game's evaluation weights by self-play (what `expert` plays with)."""
    import shlex
    import sys

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    from masterbuilders.ai.tune import tune

    with ExitOnError(MasterbuildersError, ValueError):
        spec = get_game(game)
        spec.new_game(players)
        scale = tuple(float(f) for f in factors.split(","))
        if not spec.parameters or spec.tuned is None:
            raise MasterbuildersError(f"{spec.title}'s evaluation takes no weights to tune")
    total = rounds * len(spec.parameters) * len(scale)
    with Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console) as bar:
        task = bar.add_task("trials", total=total)

        def report(trial: object) -> None:
            bar.console.print(f"  {trial}", markup=False)
            bar.advance(task)

        result = tune(
            game, agent, players, games, rounds, scale, accept, verify, seed, workers, report
        )
    console.print(f"tuned: {result.params}", markup=False)
    console.print(f"against the defaults: {result.versus_defaults}", markup=False)
    if save:
        meta = {
            "command": shlex.join(["masterbuilders", *sys.argv[1:]]),
            "agent": agent,
            "players": players,
            "versus_defaults": result.versus_defaults,
            "trials": [vars(t) for t in result.trials],
        }
        console.print(f"wrote {spec.tuned.save(result.params, meta)}")
