"""`masterbuilders ratings`: the computer levels' fixed ratings (issue 41) and a trained policy's,
fitted from skill ladders with the model players are rated by (server/ratings.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from masterbuilders.cli.app import Command, ExitOnError, Group, app, console

ratings_app = typer.Typer(
    help="Ratings (issue 41): the computer levels' fixed ratings, fitted from skill ladders.",
    no_args_is_help=True,
    cls=Group,
)
app.add_typer(ratings_app, name="ratings")


def _read_ladder(ladder: Path, soft_wrap: bool = False) -> tuple[Any, list[Any]]:
    """A ladder directory's summary (ladder.json) and games (games.jsonl, one a line); a folder
    that is no ladder is an error line and exit 2."""
    import json

    def no_ladder(exc: BaseException) -> str:
        return f"{ladder} is no ladder ({exc})"

    with ExitOnError(OSError, ValueError, soft_wrap=soft_wrap, message=no_ladder):
        summary = json.loads((ladder / "ladder.json").read_text())
        games = [json.loads(line) for line in (ladder / "games.jsonl").read_text().splitlines()
                 if line.strip()]  # fmt: skip
    return summary, games


@ratings_app.command("fit-bots", cls=Command)
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
    rated by (server/ratings.py) and keep them in the game's bot_ratings.json (one entry per
    number of players; those not given are kept as they were)."""
    import json
    from importlib.resources import files

    from masterbuilders.engine.spec import get_game
    from masterbuilders.server.ratings import BOT_RATINGS, fit_bots

    written: dict[Path, dict[str, dict[str, object]]] = {}
    for ladder in ladders:
        summary, games = _read_ladder(ladder)
        path = Path(str(files(get_game(summary["game"]).package).joinpath(BOT_RATINGS)))
        table = written.get(path) or (
            json.loads(path.read_text()) if path.is_file() else {"ratings": {}, "ladders": {}}
        )
        players = str(summary["players"])
        fitted = fit_bots(games, summary["rungs"])
        table["ratings"][players] = fitted
        table["ladders"][players] = {"games": len(games), "command": summary["command"]}
        written[path] = table
        console.print(f"{summary['game']}/{players}: "
                      + ", ".join(f"{r} {v['mu']:.2f}" for r, v in fitted.items()))  # fmt: skip
    for path, table in written.items():
        path.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
        console.print(f"wrote {path}")


@ratings_app.command("fit-policy", cls=Command)
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

    summary, games = _read_ladder(ladder, soft_wrap=True)
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
        with ExitOnError(ValueError, soft_wrap=True):
            card = read_card(model)
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
