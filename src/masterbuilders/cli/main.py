"""Entry point of the `masterbuilders` command."""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from masterbuilders import BUILD_NOTE, __version__
from masterbuilders.engine import MasterbuildersError, game_names, get_game


def _paragraphs(text: str | None) -> str | None:
    """`text` with each paragraph on one line: typer's rich help keeps a docstring's line breaks
    (in the list of commands they broke descriptions mid-sentence); the terminal's width wraps."""
    if not text:
        return text
    return "\n\n".join(" ".join(p.split()) for p in inspect.cleandoc(text).split("\n\n"))


class _Argument(TyperArgument):
    """An argument shown by its name alone (`GAME`, `FILE`), as an option by its metavar: typer's
    rich help gives an argument a column with its Python type (`<str>`) that no metavar replaces."""

    def display_type_rich(self, ctx: Any) -> str | None:
        return None


def _name_values(params: Iterable[Any]) -> None:
    """Show each option by the value it takes (its metavar, e.g. `N`, `FILE`; by default its name
    in capitals), a flag by nothing and an argument by its name: without a metavar, typer's rich
    help prints the Python type (`<int>`, `<str>`, `<bool>`)."""
    for param in params:
        if param.metavar is None:
            param.metavar = "" if getattr(param, "is_flag", False) else str(param.name).upper()
        if isinstance(param, TyperArgument):
            param.__class__ = _Argument


class _ReadableHelp:
    """Help that reads cleanly, for a command and for the command group: paragraphs wrapped by the
    width, values by name, words in the reader's language (`_in_reader_language`; mixed in before
    typer's own classes, which do the rest)."""

    params: list[Any]
    usage_prefix: str | None = None
    """The usage line's 'Usage: ' while help is formatted in another language (None: Click's)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["help"] = _paragraphs(kwargs.get("help"))
        super().__init__(*args, **kwargs)
        _name_values(self.params)

    def get_help_option(self, ctx: Any) -> TyperOption | None:
        option: TyperOption | None = super().get_help_option(ctx)  # type: ignore[misc]
        _name_values([option] if option else [])
        return option

    def format_help(self, ctx: Any, formatter: Any) -> None:
        with _in_reader_language(self, ctx):
            super().format_help(ctx, formatter)  # type: ignore[misc]

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        """Click's usage line, with `usage_prefix` (Click's own method takes none)."""
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        formatter.write_usage(ctx.command_path, " ".join(pieces), self.usage_prefix)


HELP_ID = "cli-help"


def help_id(path: Sequence[str], param: str | None = None) -> str:
    """The message id of a help text, from the command's path below `masterbuilders` and a
    parameter's name: `cli-help` (the command itself), `cli-help-play`, `cli-help-play-lang`,
    `cli-help-account-reset-database-url`. The English is the code's (the `help=` or docstring):
    the English catalog's entry repeats it, and tests/cli/test_help_languages.py holds them equal."""
    return "-".join([HELP_ID, *path, *([param] if param else [])]).replace("_", "-")


@contextmanager
def _in_reader_language(command: Any, ctx: Any) -> Iterator[None]:
    """While `command`'s help is formatted, its words in the reader's language: the locale's
    (`terminal_language`; options such as --lang are not parsed when --help is handled). Each
    help text by its id (`help_id`; the code's English where a catalog lacks it), and of Typer's
    own words what it lets us set: the panels' titles (`rich_help_panel`), the --help option's
    help, the usage line's prefix and placeholders, '[default: ...]' and '[required]' (module
    constants of typer.rich_utils, read when help is printed). Everything is put back after, so
    the commands keep their English. English readers get the code's words as they are."""
    from masterbuilders.i18n import DEFAULT

    lang = terminal_language(None)
    if lang == DEFAULT:
        yield
        return
    from typer import rich_utils

    from masterbuilders.engine.message import Msg
    from masterbuilders.i18n import language, text

    known = language(lang).ids

    def said(mid: str, english: str, **args: str) -> str:
        return text(Msg(mid, **args), lang) if mid in known else english

    path: list[str] = []
    outer = ctx
    while outer.parent is not None:
        path.insert(0, outer.command.name)
        outer = outer.parent
    default = said("cli-typer-default", rich_utils.DEFAULT_STRING, value="{}")
    required = said("cli-typer-required", rich_utils.REQUIRED_LONG_STRING)
    changes: list[tuple[Any, str, Any]] = [
        (rich_utils, "DEFAULT_STRING", default),
        (rich_utils, "REQUIRED_LONG_STRING", required),
        (command, "usage_prefix", said("cli-typer-usage", "Usage:") + " "),
    ]
    if command.options_metavar:
        metavar = said("cli-typer-options-metavar", command.options_metavar)
        changes.append((command, "options_metavar", metavar))
    if getattr(command, "subcommand_metavar", None):
        metavar = said("cli-typer-command-metavar", command.subcommand_metavar)
        changes.append((command, "subcommand_metavar", metavar))
    if command.help:
        changes.append((command, "help", said(help_id(path), command.help)))
    help_option = command.get_help_option(ctx)
    for param in command.get_params(ctx):
        mid = "cli-typer-help-option" if param is help_option else help_id(path, param.name)
        if param.help:
            changes.append((param, "help", said(mid, param.help)))
        if not getattr(param, "rich_help_panel", None):  # None, or typer's Default(None)
            if isinstance(param, TyperArgument):
                title = said("cli-typer-arguments", rich_utils.ARGUMENTS_PANEL_TITLE)
            else:
                title = said("cli-typer-options", rich_utils.OPTIONS_PANEL_TITLE)
            changes.append((param, "rich_help_panel", title))
    for name in getattr(command, "commands", {}):
        sub = command.get_command(ctx, name)
        if sub.help:
            changes.append((sub, "help", said(help_id([*path, name]), sub.help)))
        if not getattr(sub, "rich_help_panel", None):
            title = said("cli-typer-commands", rich_utils.COMMANDS_PANEL_TITLE)
            changes.append((sub, "rich_help_panel", title))
    kept = [(target, attr, getattr(target, attr)) for target, attr, _ in changes]
    for target, attr, value in changes:
        setattr(target, attr, value)
    try:
        yield
    finally:
        for target, attr, value in reversed(kept):
            setattr(target, attr, value)


class _Command(_ReadableHelp, TyperCommand):
    """A command of `masterbuilders` (`_ReadableHelp`)."""


class _Group(_ReadableHelp, TyperGroup):
    """The command itself (`_ReadableHelp`)."""


app = typer.Typer(
    name="masterbuilders",
    help="Board games of medieval building, faithfully: play, simulate, study ('games' lists them).",
    no_args_is_help=True,
    add_completion=False,
    cls=_Group,
)
console = Console(highlight=False)


def _print_version(value: bool) -> None:
    if value:
        console.print(f"masterbuilders {__version__}, {BUILD_NOTE}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_print_version,
            is_eager=True,
            help="Print the version and which build runs (compiled or pure Python), then exit.",
        ),
    ] = False,
) -> None:
    """Options of the command itself."""


@app.command("games", cls=_Command)
def games_cmd() -> None:
    """List the registered games."""
    for name in game_names():
        spec = get_game(name)
        console.print(f"{name}: {spec.title} ({spec.min_players}-{spec.max_players} players)")


@app.command("simulate", cls=_Command)
def simulate_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
    players: Annotated[
        int, typer.Option("--players", "-p", help="number of players", metavar="N")
    ] = 4,
    games: Annotated[int, typer.Option("--games", "-n", help="number of games", metavar="N")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="seed of the first game")] = 1,
    records: Annotated[
        Path | None, typer.Option(help="write each game's record here (SEED.json)", metavar="DIR")
    ] = None,
) -> None:
    """Play seeded random games and print the score summary."""
    from masterbuilders.cli.simulate import simulate

    if games < 1:
        raise typer.BadParameter("--games must be at least 1")
    try:
        simulate(game, players, games, seed, console, records)
    except MasterbuildersError as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc


@app.command("tune", cls=_Command)
def tune_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
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

    try:
        spec = get_game(game)
        spec.new_game(players)
        scale = tuple(float(f) for f in factors.split(","))
        if not spec.parameters or spec.tuned is None:
            raise MasterbuildersError(f"{spec.title}'s evaluation takes no weights to tune")
    except (MasterbuildersError, ValueError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc
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


@app.command("train-value", cls=_Command)
def train_value_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
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
    """Learn the game's win probability from self-play games (masterbuilders.ai.winprob): fit on
    three quarters of the games, measure calibration on the rest against today's softmax. With
    --calibrate-on, the fit is sharpened to a strong agent's games (three quarters of them; the
    rest measure it)."""
    import shlex
    import sys

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from rich.table import Table

    from masterbuilders.ai import winprob_train

    try:
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
        from masterbuilders.ai.rundir import check_out

        make_agent(agent, 0)
        if calibrate_on is not None:
            make_agent(calibrate_on, 0)
        if record is not None:
            check_out(record, "--record")
    except (MasterbuildersError, ValueError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc
    try:
        with Progress(
            BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console
        ) as bar:
            strong = sum(strong_games) if calibrate_on else 0
            task = bar.add_task("games", total=games * len(counts) + strong)
            model, reports = winprob_train.train(
                game, counts, games, agent, seed, every, workers, lambda k: bar.advance(task, k),
                record, calibrate_on, dict(zip(sharpened, strong_games, strict=True)),
                calibrate_seed, sharpened, strong_seeds,
            )  # fmt: skip
    except ValueError as exc:  # e.g. the record held by another run
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc
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

    try:
        get_game(game).new_game(players)
        if not names:
            raise ValueError("--agents names no agent")
        for name in names:
            make_agent(name, 0)
        if backend not in ("local", "ray"):
            raise ValueError("--backend is 'local' or 'ray'")
        if more:
            more()
    except (MasterbuildersError, ValueError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
        raise typer.Exit(2) from exc


@app.command("tournament", cls=_Command)
def tournament_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
    agents: Annotated[
        str,
        typer.Option(
            "--agents", "-a", help="comma-separated, e.g. hard,greedy,random", metavar="LEVELS"
        ),
    ],
    games: Annotated[int, typer.Option("--games", "-n", help="number of games", metavar="N")] = 100,
    players: Annotated[
        int, typer.Option("--players", "-p", help="players per game", metavar="N")
    ] = 2,
    seed: Annotated[int, typer.Option("--seed", help="seed of the first game")] = 1,
    workers: Annotated[
        int, typer.Option("--workers", "-w", help="worker processes", metavar="N")
    ] = 2,
    backend: Annotated[str, typer.Option("--backend", help="local or ray")] = "local",
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


@app.command("study", cls=_Command)
def study_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
    agents: Annotated[
        str,
        typer.Option(
            "--agents",
            "-a",
            help="one level for every seat (e.g. hard), or several to rotate",
            metavar="LEVELS",
        ),
    ],
    games: Annotated[
        int, typer.Option("--games", "-n", help="number of games", metavar="N")
    ] = 1000,
    players: Annotated[
        int, typer.Option("--players", "-p", help="players per game", metavar="N")
    ] = 2,
    seed: Annotated[int, typer.Option("--seed", help="seed of the first game")] = 1,
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
    workers: Annotated[
        int, typer.Option("--workers", "-w", help="worker processes", metavar="N")
    ] = 2,
    backend: Annotated[str, typer.Option("--backend", help="local or ray")] = "local",
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
    from masterbuilders.ai.study import (
        StudyConfig,
        check_study,
        open_study,
        parse_experiment,
        total_games,
    )

    names = split_agents(agents)
    try:
        named = tuple(parse_experiment(text) for text in experiment or ())
    except ValueError as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
        raise typer.Exit(2) from exc
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
        try:
            run = held.enter_context(open_study(config, out, workers))
        except ValueError as exc:
            console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
            raise typer.Exit(2) from exc
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
    from masterbuilders.ai.study_report import findings

    for line in findings(figures):
        console.print(f"- {line}", markup=False)
    for name in ("study.json", "games.csv", "report.html"):
        console.print(f"wrote {out / name}")


@app.command("serve", cls=_Command)
def serve_cmd(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port", metavar="PORT")] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            help="SQLAlchemy URL (MASTERBUILDERS_DATABASE_URL; by default a SQLite file in the "
            "working directory)",
            metavar="URL",
        ),
    ] = None,
    bot_workers: Annotated[
        int | None,
        typer.Option(help="worker processes for bots (default: one per core, <= 4)", metavar="N"),
    ] = None,
    public_url: Annotated[
        str | None,
        typer.Option(
            help="where players reach the server, for join links (MASTERBUILDERS_PUBLIC_URL; "
            "default: links relative to the page)",
            metavar="URL",
        ),
    ] = None,
    instance_id: Annotated[
        str | None,
        typer.Option(
            help="this instance's name, one of several on one PostgreSQL database behind a proxy "
            "(MASTERBUILDERS_INSTANCE_ID; docs/operators.md: Deploying)",
            metavar="NAME",
        ),
    ] = None,
    trusted_proxies: Annotated[
        str | None,
        typer.Option(
            help="addresses or networks of the proxies in front, comma-separated: X-Forwarded-For "
            "is believed from them only (MASTERBUILDERS_TRUSTED_PROXIES; default: none)",
            metavar="LIST",
        ),
    ] = None,
) -> None:
    """Start the game server (lobby, games, bots) on http://HOST:PORT. Limits and other settings:
    MASTERBUILDERS_* variables (server/settings.py)."""
    import uvicorn

    from masterbuilders.server.app import UVICORN_OPTIONS, create_app
    from masterbuilders.server.settings import Settings

    try:
        settings = Settings.from_env(
            database_url=database_url,
            bot_workers=bot_workers,
            public_url=public_url,
            instance_id=instance_id,
            trusted_proxies=trusted_proxies,
        )
        settings.owner()  # several instances need PostgreSQL
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    console.print(
        f"masterbuilders server on http://{host}:{port} "
        f"(database {settings.database_url.split('@')[-1]})"
        + (f", instance {settings.instance_id}" if settings.instance_id else "")
        + (f", behind {settings.trusted_proxies}" if settings.trusted_proxies else "")
    )
    uvicorn.run(
        create_app(settings=settings),
        host=host,
        port=port,
        **UVICORN_OPTIONS,
        **settings.proxy_options(),
    )


account_app = typer.Typer(
    help="Accounts of a server's database (issue 41): reset a password without mail.",
    no_args_is_help=True,
    cls=_Group,
)
app.add_typer(account_app, name="account")


DatabaseUrl = Annotated[
    str | None,
    typer.Option(
        "--database-url",
        help="the server's database (MASTERBUILDERS_DATABASE_URL; default: the SQLite file in the "
        "working directory)",
        metavar="URL",
    ),
]


def _on_accounts(database_url: str | None, work: Callable[[Any], str]) -> tuple[str, Any]:
    """Run `work` on the accounts of the server's database (migrated first, as the server does):
    its answer and the settings; a refusal (ValueError, ApiError) is one line and exit 2."""
    from masterbuilders.server.accounts import Accounts
    from masterbuilders.server.errors import ApiError
    from masterbuilders.server.settings import Settings
    from masterbuilders.server.storage import Store

    try:
        settings = Settings.from_env(database_url=database_url)
        store = Store(settings.database_url, settings.sqlite_timeout)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    try:
        return work(Accounts(store)), settings
    except (ValueError, ApiError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc
    finally:
        store.dispose()


@account_app.command("reset", cls=_Command)
def account_reset_cmd(
    name: Annotated[str, typer.Argument(help="the account's name")],
    database_url: DatabaseUrl = None,
) -> None:
    """Print a one-time link that sets a new password for NAME within the hour (the operator's
    way, without mail). The link is the only copy of its code: hand it to the player."""
    from masterbuilders.server.accounts import RESET_SECONDS

    code, settings = _on_accounts(database_url, lambda accounts: accounts.reset_code(name))
    link = f"{settings.public_url.rstrip('/')}/account#reset={code}"
    console.print(link, markup=False, soft_wrap=True)
    console.print(f"(valid for {RESET_SECONDS / 3600:g} hour, once)", style="dim")


@account_app.command("bot", cls=_Command)
def account_bot_cmd(
    name: Annotated[str, typer.Argument(help="the bot's name (made if nobody has it)")],
    database_url: DatabaseUrl = None,
) -> None:
    """Make NAME a bot account and print its new API token (docs/bot-api.md): a program with
    it plays the seats NAME is invited to. A new token replaces the old one."""
    token, _ = _on_accounts(database_url, lambda accounts: accounts.make_bot(name))
    console.print(token, markup=False, soft_wrap=True)


db_app = typer.Typer(
    help="The server's database (issue 54): bring it to this release, check its games resume.",
    no_args_is_help=True,
    cls=_Group,
)
app.add_typer(db_app, name="db")


@db_app.command("upgrade", cls=_Command)
def db_upgrade_cmd(database_url: DatabaseUrl = None) -> None:
    """Bring the database to this release's schema (as every start of the server does), in one
    transaction: a migration that fails leaves it as it was (exit 2)."""
    from masterbuilders.server import migrations
    from masterbuilders.server.settings import Settings
    from masterbuilders.server.storage import Store

    try:
        store = Store(Settings.from_env(database_url=database_url).database_url)
    except Exception as exc:
        console.print(f"error: {type(exc).__name__}: {exc}", style="red", markup=False)
        raise typer.Exit(2) from exc
    console.print(migrations.current(store.engine), markup=False)
    store.dispose()


@db_app.command("check", cls=_Command)
def db_check_cmd(
    database_url: DatabaseUrl = None,
    every: Annotated[
        bool, typer.Option("--all", help="every stored game, not only those in play")
    ] = False,
    lang: Annotated[str | None, typer.Option(help=LANG_HELP, metavar="LANG")] = None,
) -> None:
    """List the games this server cannot resume (their log is of other rules, or does not
    replay) and why; each is kept, its record still served. Exit 1 if there is any."""
    import logging

    from masterbuilders.engine.message import Msg
    from masterbuilders.i18n import text
    from masterbuilders.server.restore import check
    from masterbuilders.server.settings import Settings
    from masterbuilders.server.storage import Store

    lang = terminal_language(lang)
    logging.getLogger("masterbuilders.server").setLevel(logging.CRITICAL)  # the list says it
    store = Store(Settings.from_env(database_url=database_url).database_url)
    try:
        checked, found = check(store, every)
    finally:
        store.dispose()
    for u in found:
        line = Msg("cli-db-check-game", game=u.id, name=u.game, status=u.status, why=u.why)
        console.print(text(line, lang), markup=False, soft_wrap=True)
    if not found:
        console.print(text(Msg("cli-db-check-none", n=checked), lang), markup=False)
    raise typer.Exit(1 if found else 0)


ratings_app = typer.Typer(
    help="Ratings (issue 41): the computer levels' fixed ratings, fitted from skill ladders.",
    no_args_is_help=True,
    cls=_Group,
)
app.add_typer(ratings_app, name="ratings")


@ratings_app.command("fit-bots", cls=_Command)
def ratings_fit_bots_cmd(
    ladders: Annotated[
        list[Path],
        typer.Argument(
            help="ladder directories (masterbuilders ladder --out), one per game and "
            "count of players"
        ),
    ],
) -> None:
    """Fit the computer levels' ratings from each ladder's games with the model players are
    rated by (server/ratings.py) and keep them in the server's bot_ratings.json (one entry per
    game and number of players; those not given are kept as they were)."""
    import json
    from importlib.resources import files

    from masterbuilders.server.ratings import fit_bots

    path = Path(str(files("masterbuilders.server").joinpath("bot_ratings.json")))
    table = json.loads(path.read_text()) if path.is_file() else {"ratings": {}, "ladders": {}}
    for ladder in ladders:
        try:
            summary = json.loads((ladder / "ladder.json").read_text())
            games = [json.loads(line) for line in (ladder / "games.jsonl").read_text().splitlines()
                     if line.strip()]  # fmt: skip
        except (OSError, ValueError) as exc:
            console.print(f"error: {ladder} is no ladder ({exc})", style="red", markup=False)
            raise typer.Exit(2) from exc
        key = f"{summary['game']}/{summary['players']}"
        fitted = fit_bots(games, summary["rungs"])
        table["ratings"][key] = fitted
        table["ladders"][key] = {"games": len(games), "command": summary["command"]}
        console.print(key + ": " + ", ".join(f"{r} {v['mu']:.2f}" for r, v in fitted.items()))
    path.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    console.print(f"wrote {path}")


@ratings_app.command("fit-policy", cls=_Command)
def ratings_fit_policy_cmd(
    ladder: Annotated[
        Path,
        typer.Argument(
            help="a ladder directory (masterbuilders ladder --out) whose rungs are computer "
            "levels and trained policies (policy:PATH)"
        ),
    ],
) -> None:
    """Rate trained policies for the server: fit each policy:PATH rung of the ladder against the
    levels' shipped ratings, which stay fixed, and keep its rating in the policy's description
    (PATH's .json), where a server that offers it (MASTERBUILDERS_POLICIES) reads it; games
    against it are then rated."""
    import json

    from masterbuilders.ai.policy import card_path, read_card
    from masterbuilders.server.ratings import bot_ratings, fit_bots

    try:
        summary = json.loads((ladder / "ladder.json").read_text())
        games = [json.loads(line) for line in (ladder / "games.jsonl").read_text().splitlines()
                 if line.strip()]  # fmt: skip
    except (OSError, ValueError) as exc:
        console.print(
            f"error: {ladder} is no ladder ({exc})", style="red", markup=False, soft_wrap=True
        )
        raise typer.Exit(2) from exc
    key = f"{summary['game']}/{summary['players']}"
    shipped = bot_ratings().get(key, {})
    rungs: list[str] = summary["rungs"]
    policies = [r for r in rungs if r.startswith("policy:")]
    strangers = [r for r in rungs if r not in shipped and r not in policies]
    problem = ""
    if not policies:
        problem = "none of its rungs is a trained policy (policy:PATH)"
    elif strangers:
        problem = f"{', '.join(strangers)} has no shipped rating at {key} to anchor the fit"
    elif not any(r in shipped for r in rungs):
        problem = "no rung is a computer level with a shipped rating to anchor the fit"
    if problem:
        console.print(f"error: {ladder}: {problem}", style="red", markup=False, soft_wrap=True)
        raise typer.Exit(2)
    cards = {}
    for rung in policies:
        model = Path(rung.partition(":")[2])
        try:
            card = read_card(model)
        except ValueError as exc:
            console.print(f"error: {exc}", style="red", markup=False, soft_wrap=True)
            raise typer.Exit(2) from exc
        if (card["game"], card["num_players"]) != (summary["game"], summary["players"]):
            console.print(f"error: {model} plays {card['game']} with {card['num_players']} "
                          f"players, not {key}", style="red", markup=False, soft_wrap=True)  # fmt: skip
            raise typer.Exit(2)
        cards[rung] = (model, card)
    fitted = fit_bots(games, rungs, fixed=shipped)
    for rung, (model, card) in cards.items():
        card.setdefault("ratings", {})[key] = {**fitted[rung], "command": summary["command"]}
        card_path(model).write_text(json.dumps(card, indent=1, sort_keys=True) + "\n")
        console.print(f"{rung}: {key} {fitted[rung]['mu']:.2f} ({fitted[rung]['games']} games); "
                      f"wrote {card_path(model)}", markup=False, soft_wrap=True)  # fmt: skip


@app.command("cluster", cls=_Command)
def cluster_cmd(
    database_url: Annotated[
        str,
        typer.Option(help="the PostgreSQL database every instance shares", metavar="URL"),
    ] = "postgresql://postgres@127.0.0.1:5432/test",
    instances: Annotated[int, typer.Option(min=1, help="server instances", metavar="N")] = 3,
    port: Annotated[
        int, typer.Option(help="nginx's port, where players connect", metavar="PORT")
    ] = 8080,
    first_port: Annotated[
        int, typer.Option(help="the first instance's port (then +1, +2...)", metavar="PORT")
    ] = 8101,
    folder: Annotated[Path, typer.Option(help="pid files, logs, nginx.conf", metavar="DIR")] = Path(
        ".cluster"
    ),
) -> None:
    """Run a deployment on this machine: INSTANCES servers on one PostgreSQL database behind nginx
    (Debian's package), as the operators' guide's Deploying section runs them on several hosts. An instance
    that dies is started again (after 0.5 s, doubling to 30 s while it keeps dying). Ctrl-C or
    SIGTERM stops everything, as does nginx's end."""
    import signal

    from masterbuilders.server.deploy import Cluster

    def say(message: str, style: str | None = None) -> None:
        line = f"{time.strftime('%H:%M:%S')} {message}"
        console.print(line, style=style, markup=False, soft_wrap=True)

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    try:
        cluster = Cluster(database_url, instances, port, first_port, folder)
    except ValueError as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        raise typer.Exit(2) from exc
    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGHUP, interrupt)
    code = 0
    try:
        cluster.start()
        say(
            f"{instances} instances behind nginx on {cluster.url} (logs and pid files in "
            f"{folder}); Ctrl-C stops them"
        )
        say(f"{cluster.supervise(say)}: stopping", style="red")
        code = 1
    except KeyboardInterrupt:
        say("stopping")
    except (RuntimeError, OSError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False)
        code = 2
    finally:
        cluster.stop()
    raise typer.Exit(code)


@app.command("nginx-config", cls=_Command)
def nginx_config_cmd(
    instance: Annotated[
        list[str], typer.Option(help="host:port of an instance (repeat)", metavar="HOST:PORT")
    ],
    listen: Annotated[str, typer.Option(help="where nginx listens", metavar="ADDRESS")] = "80",
    access_log: Annotated[
        str | None,
        typer.Option(
            help="where nginx logs the requests, without query strings (default: "
            "/var/log/nginx/masterbuilders.access.log)",
            metavar="FILE",
        ),
    ] = None,
) -> None:
    """Print the nginx configuration (the http block's content) that routes each game to one of
    the instances (docs/operators.md: Deploying)."""
    from masterbuilders.server.deploy import ACCESS_LOG, nginx_config

    print(nginx_config(instance, listen, access_log=access_log or ACCESS_LOG), end="")


LANG_HELP = "the language you read: en, de or fr (default: your locale's, else en)"


def said(exc: BaseException, lang: str | None = None) -> str:
    """An error as the terminal's reader reads it: an engine refusal's message in `--lang` where
    the command has it, else the locale's language (the error's own text is the message in no
    language), anything else as it is."""
    if isinstance(exc, MasterbuildersError):
        from masterbuilders.i18n import text

        return text(exc.said, terminal_language(lang))
    return str(exc)


def terminal_language(choice: str | None) -> str:
    """`--lang` where given (one of masterbuilders.i18n.LANGUAGES, else an error naming them),
    else the locale's language (LC_ALL, LC_MESSAGES, LANG), else English."""
    import os

    from masterbuilders.i18n import LANGUAGES, negotiate

    if choice is not None:
        if choice not in LANGUAGES:
            console.print(f"error: --lang {choice}: one of {', '.join(LANGUAGES)}", style="red")
            raise typer.Exit(2)
        return choice
    env = os.environ
    return negotiate(env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG"))


@app.command("play", cls=_Command)
def play_cmd(
    game: Annotated[
        str | None,
        typer.Argument(help="a game (masterbuilders games lists them; default: the first)"),
    ] = None,
    seats: Annotated[
        str,
        typer.Option(
            help="comma-separated: you, easy, medium, hard, expert, random", metavar="SEATS"
        ),
    ] = "you,medium",
    seed: Annotated[int | None, typer.Option(help="seed (random by default)")] = None,
    delay: Annotated[
        float, typer.Option(help="seconds to pause after each bot move", metavar="SECONDS")
    ] = 0.4,
    resume: Annotated[
        Path | None, typer.Option(help="continue a saved game", metavar="FILE")
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            help="where quit and the end of the game save (default: the resumed file)",
            metavar="FILE",
        ),
    ] = None,
    lang: Annotated[str | None, typer.Option(help=LANG_HELP, metavar="LANG")] = None,
) -> None:
    """Play in the terminal: against bots, or hot-seat with several 'you' seats."""
    from masterbuilders.ai.agents import split_agents
    from masterbuilders.cli.play import TerminalGame, load_match, new_match

    try:
        name = game or game_names()[0]
        match = load_match(resume) if resume else new_match(name, split_agents(seats), seed)
    except (MasterbuildersError, ValueError, OSError) as exc:
        console.print(f"error: {said(exc, lang)}", style="red", markup=False)
        raise typer.Exit(2) from exc
    target = save or resume or Path("masterbuilders-save.json")
    game_play = TerminalGame(match, console, delay, target, lang=terminal_language(lang))
    raise typer.Exit(game_play.run())


@app.command("replay", cls=_Command)
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="a save file or a downloaded game record")],
    seat: Annotated[str, typer.Option(help="whose view: a seat number or spectator")] = "spectator",
    lang: Annotated[str | None, typer.Option(help=LANG_HELP, metavar="LANG")] = None,
) -> None:
    """Step through a saved game forwards and backwards, from a seat's view or as a spectator."""
    from masterbuilders.cli.play import replay

    try:
        who = None if seat == "spectator" else int(seat)
        replay(file, console, who, lang=terminal_language(lang))
    except (MasterbuildersError, ValueError, OSError) as exc:
        console.print(f"error: {said(exc, lang)}", style="red", markup=False)
        raise typer.Exit(2) from exc


@app.command("verify", cls=_Command)
def verify_cmd(
    file: Annotated[Path, typer.Argument(help="a finished game's record (JSON)")],
) -> None:
    """Check that a finished game's chance was fair: its revealed seed matches the commitment
    published when it began, and every chance outcome is the one that seed draws. Prints the
    commitment the record carries and the SHA-256 of its seed, to compare with the commitment you
    were shown when the game began. Exits 1 when the game is not shown fair (a mismatch, or no
    commitment to check against), 2 when the file is no valid game record."""
    from masterbuilders.engine import GameRecord, verify

    try:
        record = GameRecord.load(file)
        found = verify(record)
    except (MasterbuildersError, OSError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
        raise typer.Exit(2) from exc
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


@app.command("review", cls=_Command)
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
    choice (masterbuilders.ai.review). Exits 2 when the file is no valid record of a finished
    game."""
    import json

    from masterbuilders.ai.review import Analysis
    from masterbuilders.cli.reviewing import print_review, run_review
    from masterbuilders.engine import GameRecord

    try:
        record = GameRecord.load(file)
        if seat is not None and not 0 <= seat < record.num_players:
            raise MasterbuildersError(
                f"--seat {seat}: this game has seats 0 to {record.num_players - 1}"
            )
        seats = list(range(record.num_players)) if seat is None else [seat]
        result = run_review(record, console, seats, Analysis(playouts=playouts), quiet=as_json)
    except (MasterbuildersError, OSError) as exc:
        console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
        raise typer.Exit(2) from exc
    if as_json:
        print(json.dumps(result.to_json(), indent=1))
        return
    print_review(result, record, console, seats)


@app.command("ladder", cls=_Command)
def ladder_cmd(
    game: Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")],
    players: Annotated[
        int, typer.Option("--players", "-p", help="players per game", metavar="N")
    ] = 2,
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
    seed: Annotated[int, typer.Option("--seed", help="seed of the first game")] = 1,
    workers: Annotated[
        int, typer.Option("--workers", "-w", help="worker processes", metavar="N")
    ] = 2,
    backend: Annotated[str, typer.Option("--backend", help="local or ray")] = "local",
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
    from masterbuilders.ai.skill import LadderConfig, open_ladder
    from masterbuilders.cli.ladder import ladder

    config = LadderConfig(game, players, tuple(split_agents(levels)), games, seed, pairs)
    with ExitStack() as held:
        try:
            run = held.enter_context(open_ladder(config, out, workers, backend))
        except ValueError as exc:
            console.print(f"error: {said(exc)}", style="red", markup=False, soft_wrap=True)
            raise typer.Exit(2) from exc
        ladder(run, console)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
