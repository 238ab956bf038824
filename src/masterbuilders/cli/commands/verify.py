"""`masterbuilders verify`: a finished game's chance checked against its published commitment
(engine/verify.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, app, console, terminal_language
from masterbuilders.engine import MasterbuildersError


@app.command("verify", cls=Command)
def verify_cmd(
    file: Annotated[Path, typer.Argument(help="a finished game's record (JSON)")],
) -> None:
    """Check that a finished game's chance was fair: its revealed seed matches the commitment
    published when it began, and every chance outcome is the one that seed draws. Prints the
    commitment the record carries and the SHA-256 of its seed, to compare with the commitment you
    were shown when the game began. Exits 1 when the game is not shown fair (a mismatch, or no
    commitment to check against), 2 when the file is no valid game record."""
    from masterbuilders.engine import GameRecord, verify

    with ExitOnError(MasterbuildersError, OSError, soft_wrap=True):
        record = GameRecord.load(file)
        found = verify(record)
    for label, value in (
        ("commitment in the record:", found.recorded_commitment),
        ("SHA-256 of its seed:     ", found.seed_commitment),
    ):
        console.print(f"{label} {value or 'none'}", markup=False, soft_wrap=True)
    if found.problems:
        from masterbuilders.i18n import text

        for problem in found.problems:
            console.print(
                text(problem, terminal_language(None)), style="red", markup=False, soft_wrap=True
            )
        console.print("not fair: this record does not show a fair game", style="red", markup=False)
        raise typer.Exit(1)
    kind = "a practice game: its seed was chosen" if record.practice else "its seed was secret"
    console.print(
        f"fair: the seed matches its commitment and all {found.chance_outcomes} chance outcomes "
        f"are the ones it draws ({kind}); check that the commitment is the one you were shown "
        "when the game began",
        markup=False,
        soft_wrap=True,
    )
