"""`masterbuilders play` and `replay`: a game in the terminal against bots or hot-seat, and a saved
game stepped through (cli/play.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, Lang, app, console, terminal_language
from masterbuilders.engine import MasterbuildersError, game_names


@app.command("play", cls=Command)
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
    lang: Lang = None,
) -> None:
    """Play in the terminal: against bots, or hot-seat with several 'you' seats."""
    from masterbuilders.ai.agents import split_agents
    from masterbuilders.cli.play import TerminalGame, load_match, new_match

    with ExitOnError(MasterbuildersError, ValueError, OSError, lang=lang):
        name = game or game_names()[0]
        match = load_match(resume) if resume else new_match(name, split_agents(seats), seed)
    target = save or resume or Path("masterbuilders-save.json")
    game_play = TerminalGame(match, console, delay, target, lang=terminal_language(lang))
    raise typer.Exit(game_play.run())


@app.command("replay", cls=Command)
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="a save file or a downloaded game record")],
    seat: Annotated[str, typer.Option(help="whose view: a seat number or spectator")] = "spectator",
    lang: Lang = None,
) -> None:
    """Step through a saved game forwards and backwards, from a seat's view or as a spectator."""
    from masterbuilders.cli.play import replay

    with ExitOnError(MasterbuildersError, ValueError, OSError, lang=lang):
        who = None if seat == "spectator" else int(seat)
        replay(file, console, who, lang=terminal_language(lang))
