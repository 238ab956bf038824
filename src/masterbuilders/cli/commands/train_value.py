"""`masterbuilders train-value`: a game's win probability learned from self-play games
(analysis/winprob_train.py), its calibration on held-out games printed as tables."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, GameName, app, console
from masterbuilders.engine import MasterbuildersError, get_game


@app.command("train-value", cls=Command)
def train_value_cmd(
    game: GameName,
    players: Annotated[
        str,
        typer.Option("--players", "-p", help="numbers of players, comma-separated", metavar="LIST"),
    ] = "2,3,4",
    games: Annotated[
        int,
        typer.Option("--games", "-n", help="self-play games per number of players", metavar="N"),
    ] = 400,
    agent: Annotated[
        str,
        typer.Option(
            "--agent", help="the agent at every seat (make_agent's spec)", metavar="AGENT"
        ),
    ] = "greedy:tuned=1",
    every: Annotated[
        int, typer.Option(help="record every n-th decision of a game", metavar="N")
    ] = 3,
    seed: Annotated[int, typer.Option("--seed")] = 1,
    workers: Annotated[int, typer.Option("--workers", "-w", metavar="N")] = 1,
    plots: Annotated[
        Path | None, typer.Option(help="write the calibration plots here", metavar="DIR")
    ] = None,
    save: Annotated[bool, typer.Option(help="keep the result as the game's value.json")] = True,
    record: Annotated[
        Path | None,
        typer.Option(
            help="keep every game played here (one line each) and read back the ones already "
            "there, so a long run resumes",
            metavar="DIR",
        ),
    ] = None,
    calibrate_on: Annotated[
        str | None,
        typer.Option(
            help="also play games of this agent (a strong one) and sharpen the fit to them",
            metavar="AGENT",
        ),
    ] = None,
    calibrate_games: Annotated[
        str,
        typer.Option(
            help="games of --calibrate-on: one number, or one per count of --calibrate-players "
            "(comma-separated)",
            metavar="N",
        ),
    ] = "100",
    calibrate_seed: Annotated[
        int, typer.Option(help="the first seed of the --calibrate-on games", metavar="N")
    ] = 500_000,
    calibrate_players: Annotated[
        str | None,
        typer.Option(
            help="the numbers of players to sharpen (comma-separated; by default all of --players)",
            metavar="LIST",
        ),
    ] = None,
    calibrate_seeds: Annotated[
        str | None,
        typer.Option(
            help="instead of --calibrate-games and --calibrate-seed: the seeds of the "
            "--calibrate-on games, ranges inclusive (e.g. recorded sets pooled: "
            "502000-502199,506000-506299)",
            metavar="A-B,C-D",
        ),
    ] = None,
) -> None:
    """Learn the game's win probability from self-play games (masterbuilders.analysis.winprob): fit
    on three quarters of the games, measure calibration on the rest against today's softmax. With
    --calibrate-on, the fit is sharpened to a strong agent's games (three quarters of them; the
    rest measure it)."""
    import shlex
    import sys

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from rich.table import Table

    from masterbuilders.analysis import winprob_train

    with ExitOnError(MasterbuildersError, ValueError):
        spec = get_game(game)
        counts = [int(n) for n in players.split(",")]
        for n in counts:
            spec.new_game(n)
        if spec.value_inputs is None:
            raise MasterbuildersError(f"{spec.title} declares no value inputs")
        if games < 4 or every < 1:
            raise MasterbuildersError("--games must be at least 4 and --every at least 1")
        sharpened = counts
        if calibrate_players is not None:
            sharpened = [int(n) for n in calibrate_players.split(",")]
            if not set(sharpened) <= set(counts):
                raise MasterbuildersError("--calibrate-players must be among --players")
        strong_games = [int(n) for n in calibrate_games.split(",")]
        if len(strong_games) == 1:
            strong_games *= len(sharpened)
        if len(strong_games) != len(sharpened):
            raise MasterbuildersError(
                "--calibrate-games gives one number, or one per count of --calibrate-players"
            )
        strong_seeds = None
        if calibrate_seeds is not None:
            if calibrate_on is None:
                raise MasterbuildersError("--calibrate-seeds needs --calibrate-on")
            strong_seeds = winprob_train.seed_ranges(calibrate_seeds)
            strong_games = [len(strong_seeds)] * len(sharpened)
        if calibrate_on is not None and min(strong_games) < 4:
            raise MasterbuildersError("--calibrate-games must be at least 4")
        from masterbuilders.ai.agents import make_agent
        from masterbuilders.analysis.rundir import check_out

        make_agent(agent, 0)
        if calibrate_on is not None:
            make_agent(calibrate_on, 0)
        if record is not None:
            check_out(record, "--record")
    with (
        ExitOnError(ValueError),  # e.g. the record held by another run
        Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console) as bar,
    ):
        strong = sum(strong_games) if calibrate_on else 0
        task = bar.add_task("games", total=games * len(counts) + strong)
        model, reports = winprob_train.train(
            game, counts, games, agent, seed, every, workers, lambda k: bar.advance(task, k),
            record, calibrate_on, dict(zip(sharpened, strong_games, strict=True)),
            calibrate_seed, sharpened, strong_seeds,
        )  # fmt: skip
    table = Table(title=f"{spec.title}: calibration on held-out games")
    for column in (
        "players",
        "train games",
        "held-out games",
        "positions",
        "Brier",
        "ECE",
        "softmax Brier",
        "softmax ECE",
    ):
        table.add_column(column, justify="right")
    for r in reports:
        table.add_row(
            str(r.players), str(r.games), str(r.held_out_games), str(r.held_out_positions),
            f"{r.model['brier']:.4f}", f"{r.model['ece']:.4f}",
            f"{r.softmax['brier']:.4f}", f"{r.softmax['ece']:.4f}",
        )  # fmt: skip
    console.print(table)
    strong_reports = [r for r in reports if r.strong]
    if strong_reports:
        names = ("sharpened", "unsharpened", "strong_alone", "softmax")
        table = Table(title=f"{spec.title}: on held-out games of {calibrate_on}")
        for column in ("players", "fit games", "held-out games", "positions", "sharpness",
                       *(f"{n} ECE" for n in names)):  # fmt: skip
            table.add_column(column.replace("_", " "), justify="right")
        for r in strong_reports:
            st = r.strong or {}
            table.add_row(
                str(r.players), str(st["games"]), str(st["held_out_games"]),
                str(st["held_out_positions"]), f"{st['sharpness']:.3f}",
                *(f"{st[n]['ece']:.4f} (Brier {st[n]['brier']:.4f})" for n in names),
            )  # fmt: skip
        console.print(table)
    if plots is not None:
        plots.mkdir(parents=True, exist_ok=True)
        for r in reports:
            path = plots / f"winprob-{game}-{r.players}p.png"
            winprob_train.plot(r, f"{spec.title}, {r.players} players", path)
            console.print(f"wrote {path}")
    if save:
        model.meta["command"] = shlex.join(["masterbuilders", *sys.argv[1:]])
        model.meta["held_out"] = [
            {"players": r.players, "games": r.held_out_games, "positions": r.held_out_positions,
             "brier": r.model["brier"], "ece": r.model["ece"],
             "softmax_brier": r.softmax["brier"], "softmax_ece": r.softmax["ece"]}
            | ({"strong": {k: v if not isinstance(v, dict) else
                           {"brier": v["brier"], "ece": v["ece"]}
                           for k, v in r.strong.items()}} if r.strong else {})
            for r in reports
        ]  # fmt: skip
        console.print(f"wrote {model.save()}")
