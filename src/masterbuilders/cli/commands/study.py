"""`masterbuilders tournament` and `study`: runs of many games between agents (ai/arena.py,
analysis/study/), their options checked before any game is played."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import (
    Backend,
    Command,
    ExitOnError,
    FirstSeed,
    GameName,
    NumberOfGames,
    PlayersPerGame,
    Workers,
    app,
    console,
)
from masterbuilders.engine import MasterbuildersError, get_game


def _check_run(
    game: str,
    players: int,
    names: list[str],
    backend: str,
    more: Callable[[], None] | None = None,
) -> None:
    """Options of a run of many games (tournament, study), checked before any game is played:
    a clear error and exit code 2 for a bad one."""
    from masterbuilders.ai.agents import make_agent

    with ExitOnError(MasterbuildersError, ValueError, soft_wrap=True):
        get_game(game).new_game(players)
        if not names:
            raise ValueError("--agents names no agent")
        for name in names:
            make_agent(name, 0)
        if backend not in ("local", "ray"):
            raise ValueError("--backend is 'local' or 'ray'")
        if more:
            more()


@app.command("tournament", cls=Command)
def tournament_cmd(
    game: GameName,
    agents: Annotated[
        str,
        typer.Option(
            "--agents", "-a", help="comma-separated, e.g. hard,greedy,random", metavar="LEVELS"
        ),
    ],
    games: NumberOfGames = 100,
    players: PlayersPerGame = 2,
    seed: FirstSeed = 1,
    workers: Workers = 2,
    backend: Backend = "local",
    out: Annotated[
        Path, typer.Option("--out", "-o", help="directory for JSON, CSV and PNG", metavar="DIR")
    ] = Path("tournament-results"),
) -> None:
    """Agents against each other with seat rotation; win rates, ratings, plots."""
    from masterbuilders.ai.agents import split_agents
    from masterbuilders.cli.tournament import tournament

    names = split_agents(agents)
    _check_run(game, players, names, backend)
    tournament(game, names, games, players, seed, workers, backend, out, console)


@app.command("study", cls=Command)
def study_cmd(
    game: GameName,
    agents: Annotated[
        str,
        typer.Option(
            "--agents",
            "-a",
            help="one level for every seat (e.g. hard), or several to rotate",
            metavar="LEVELS",
        ),
    ],
    games: NumberOfGames = 1000,
    players: PlayersPerGame = 2,
    seed: FirstSeed = 1,
    variant_games: Annotated[
        int | None,
        typer.Option(
            "--variant-games",
            help="games replayed for each uncertain (FAN or DEFAULT) data value, changed one "
            "step, and for each --experiment (default: 0; with --experiment: --games)",
            metavar="N",
        ),
    ] = None,
    values: Annotated[
        str | None,
        typer.Option(
            "--values",
            help="which uncertain values to change: a pattern of paths (default: all of them; "
            "with --experiment: none)",
            metavar="PATTERN",
        ),
    ] = None,
    experiment: Annotated[
        list[str] | None,
        typer.Option(
            "--experiment",
            help="a data value to replay at a value you name, whatever its mark: PATH=JSON, e.g. "
            "starting_vp=[2,7] (a path or its unique end); repeat for several",
            metavar="PATH=VALUE",
        ),
    ] = None,
    restricted_games: Annotated[
        int,
        typer.Option(
            "--restricted-games",
            help="games for each card and board location with one seat forbidden it (restricted "
            "play: its causal value to a seat); 0: none",
            metavar="N",
        ),
    ] = 0,
    workers: Workers = 2,
    backend: Backend = "local",
    out: Annotated[
        Path,
        typer.Option(
            "--out",
            "-o",
            help="the study's directory (a run resumes it, or extends it with more --games)",
            metavar="DIR",
        ),
    ] = Path("study"),
) -> None:
    """A balance study: first-seat advantage, which cards win, game shape, the uncertain data
    values that matter, what each card is worth (--restricted-games); writes study.json, games.csv and a self-contained report.html. A run in
    the directory of the same study with more --games extends it."""
    import shlex
    import sys
    from contextlib import ExitStack

    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from masterbuilders.ai.agents import split_agents
    from masterbuilders.analysis.study.config import StudyConfig, parse_experiment, total_games
    from masterbuilders.analysis.study.runner import check_study, open_study

    names = split_agents(agents)
    with ExitOnError(ValueError, soft_wrap=True):
        named = tuple(parse_experiment(text) for text in experiment or ())
    config = StudyConfig(
        game,
        players,
        tuple(names),
        games,
        seed,
        (games if named else 0) if variant_games is None else variant_games,
        ("" if named else "*") if values is None else values,
        shlex.join(["masterbuilders", *sys.argv[1:]]),
        restricted_games,
        named,
    )
    _check_run(game, players, names, backend, lambda: check_study(config, out, workers))
    with ExitStack() as held:
        with ExitOnError(ValueError, soft_wrap=True):
            run = held.enter_context(open_study(config, out, workers))
        with Progress(
            TextColumn(f"[bold]{game}[/] {players}p {','.join(names)}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
        ) as progress:
            task = progress.add_task("games", total=total_games(config))
            figures = run.play(backend, lambda: progress.advance(task))
    from masterbuilders.analysis.report.findings import findings

    for line in findings(figures):
        console.print(f"- {line}", markup=False)
    for name in ("study.json", "games.csv", "report.html"):
        console.print(f"wrote {out / name}")
