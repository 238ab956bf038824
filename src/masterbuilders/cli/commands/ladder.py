"""`masterbuilders ladder`: the skill ladder of computer levels (analysis/skill/), played and
printed by cli/ladder.py."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import (
    Backend,
    Command,
    ExitOnError,
    FirstSeed,
    GameName,
    PlayersPerGame,
    Workers,
    app,
    console,
)


@app.command("ladder", cls=Command)
def ladder_cmd(
    game: GameName,
    players: PlayersPerGame = 2,
    levels: Annotated[
        str,
        typer.Option(
            "--levels",
            "-l",
            help="the rungs, weakest first, comma-separated (levels or agents)",
            metavar="LEVELS",
        ),
    ] = "random,easy,medium,hard,expert",
    games: Annotated[
        int, typer.Option("--games", "-n", help="games per pair of rungs", metavar="N")
    ] = 100,
    pairs: Annotated[
        str,
        typer.Option(
            "--pairs",
            help="adjacent rungs only, or all pairs (which the luck index needs)",
            metavar="adjacent|all",
        ),
    ] = "adjacent",
    seed: FirstSeed = 1,
    workers: Workers = 2,
    backend: Backend = "local",
    out: Annotated[
        Path,
        typer.Option(
            "--out",
            "-o",
            help="the ladder's directory (a run resumes it, or extends it with more --games)",
            metavar="DIR",
        ),
    ] = Path("ladder"),
) -> None:
    """A skill ladder: each level against the one below (or every pair), seats rotated, how
    often the stronger wins, the depth in 60% steps and a luck index (the luck-and-depth model
    of Jerdee & Newman 2024); writes ladder.json, games.jsonl and ladder.png. A run in the
    directory of the same ladder with more --games extends it."""
    from contextlib import ExitStack

    from masterbuilders.ai.agents import split_agents
    from masterbuilders.analysis.skill.ladder import LadderConfig
    from masterbuilders.analysis.skill.run import open_ladder
    from masterbuilders.cli.ladder import ladder

    config = LadderConfig(game, players, tuple(split_agents(levels)), games, seed, pairs)
    with ExitStack() as held:
        with ExitOnError(ValueError, soft_wrap=True):
            run = held.enter_context(open_ladder(config, out, workers, backend))
        ladder(run, console)
