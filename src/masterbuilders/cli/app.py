"""The `masterbuilders` command itself (issue 55): the Typer app, its help in the reader's
language, the option types several commands share and the one way a command fails on an error
(`ExitOnError`). The commands live in cli/commands/, one module per group; cli/main.py imports
them, in the order the help lists them, and is the entry point."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Annotated, Any

import typer
from rich.console import Console
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from masterbuilders import BUILD_NOTE, __version__
from masterbuilders.engine import MasterbuildersError


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


class Command(_ReadableHelp, TyperCommand):
    """A command of `masterbuilders` (`_ReadableHelp`)."""


class Group(_ReadableHelp, TyperGroup):
    """The command itself and its groups (account, db, ratings; `_ReadableHelp`)."""


app = typer.Typer(
    name="masterbuilders",
    help="Board games of medieval building, faithfully: play, simulate, study ('games' lists them).",
    no_args_is_help=True,
    add_completion=False,
    cls=Group,
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


class ExitOnError:
    """The commands' one error epilogue: an error of the kinds given, raised in the `with` block,
    is printed as one red line `error: ...` (`said`: an engine refusal in the reader's language,
    `lang` being the command's --lang) and the command exits with code 2. `soft_wrap`: the line
    is not wrapped at the terminal's width (a path or a list stays whole); `message`: the error said
    otherwise. A command's own exit passes untouched (Typer's Exit is a RuntimeError)."""

    def __init__(
        self,
        *errors: type[BaseException],
        lang: str | None = None,
        soft_wrap: bool = False,
        message: Callable[[BaseException], str] | None = None,
    ) -> None:
        self.errors = errors
        self.lang = lang
        self.soft_wrap = soft_wrap
        self.message = message

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if exc is None or isinstance(exc, typer.Exit):
            return
        if isinstance(exc, self.errors):
            line = f"error: {self.message(exc) if self.message else said(exc, self.lang)}"
            console.print(line, style="red", markup=False, soft_wrap=self.soft_wrap)
            raise typer.Exit(2) from exc


GameName = Annotated[str, typer.Argument(help="a game (masterbuilders games lists them)")]
Lang = Annotated[str | None, typer.Option(help=LANG_HELP, metavar="LANG")]
FirstSeed = Annotated[int, typer.Option("--seed", help="seed of the first game")]
PlayersPerGame = Annotated[
    int, typer.Option("--players", "-p", help="players per game", metavar="N")
]
NumberOfGames = Annotated[int, typer.Option("--games", "-n", help="number of games", metavar="N")]
Workers = Annotated[int, typer.Option("--workers", "-w", help="worker processes", metavar="N")]
Backend = Annotated[str, typer.Option("--backend", help="local or ray")]
DatabaseUrl = Annotated[
    str | None,
    typer.Option(
        "--database-url",
        help="the server's database (MASTERBUILDERS_DATABASE_URL; default: the SQLite file in the "
        "working directory)",
        metavar="URL",
    ),
]
