"""`masterbuilders review`: a finished game reviewed decision by decision (analysis/review.py),
printed (cli/reviewing.py) or as JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, app, console
from masterbuilders.engine import MasterbuildersError


@app.command("review", cls=Command)
def review_cmd(
    file: Annotated[Path, typer.Argument(help="a finished game's record (JSON)")],
    seat: Annotated[
        int | None, typer.Option("--seat", help="only this seat's decisions (0 is the first)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="the whole review as JSON")] = False,
    playouts: Annotated[
        int,
        typer.Option(
            min=0,
            max=64,
            help="worlds each candidate action is played out in (0: the quick one-step value)",
        ),
    ] = 8,
) -> None:
    """Review a finished game: each seat's win probability before and after every decision, the
    best action found, inaccuracies (a drop of 0.10), mistakes (0.20) and blunders (0.30), each
    seat's accuracy and its three biggest mistakes with the line expected after the better
    choice (masterbuilders.analysis.review). Exits 2 when the file is no valid record of a finished
    game."""
    import json

    from masterbuilders.analysis.review import Analysis
    from masterbuilders.cli.reviewing import print_review, run_review
    from masterbuilders.engine import GameRecord

    with ExitOnError(MasterbuildersError, OSError, soft_wrap=True):
        record = GameRecord.load(file)
        if seat is not None and not 0 <= seat < record.num_players:
            raise MasterbuildersError(
                f"--seat {seat}: this game has seats 0 to {record.num_players - 1}"
            )
        seats = list(range(record.num_players)) if seat is None else [seat]
        result = run_review(record, console, seats, Analysis(playouts=playouts), quiet=as_json)
    if as_json:
        print(json.dumps(result.to_json(), indent=1))
        return
    print_review(result, record, console, seats)
