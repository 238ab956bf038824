"""Entry point of the `masterbuilders` command (pyproject.toml's console script; `python -m
masterbuilders.cli.main` in tests and deployments): the app of cli/app.py with the commands of
cli/commands/ registered on it (issue 55)."""

from __future__ import annotations

# isort: off
# Typer lists the commands in the order they are registered: the help's order (the groups, account,
# db and ratings, come after the commands).
from masterbuilders.cli.commands import simulate, tune, train_value, study, serve  # noqa: F401
from masterbuilders.cli.commands import terminal, verify, review, ladder  # noqa: F401
from masterbuilders.cli.commands import accounts, db, ratings  # noqa: F401

# isort: on
from masterbuilders.cli.app import HELP_ID, app, help_id

__all__ = ["HELP_ID", "app", "help_id", "main"]


def main() -> None:
    app()


if __name__ == "__main__":
    main()
