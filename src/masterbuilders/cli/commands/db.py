"""`masterbuilders db`: the server's database (issue 54): brought to this release, its games
checked to resume."""

from __future__ import annotations

from typing import Annotated

import typer

from masterbuilders.cli.app import (
    Command,
    DatabaseUrl,
    ExitOnError,
    Group,
    Lang,
    app,
    console,
    terminal_language,
)

db_app = typer.Typer(
    help="The server's database (issue 54): bring it to this release, check its games resume.",
    no_args_is_help=True,
    cls=Group,
)
app.add_typer(db_app, name="db")


@db_app.command("upgrade", cls=Command)
def db_upgrade_cmd(database_url: DatabaseUrl = None) -> None:
    """Bring the database to this release's schema (as every start of the server does), in one
    transaction: a migration that fails leaves it as it was (exit 2)."""
    from masterbuilders.server import migrations
    from masterbuilders.server.settings import Settings
    from masterbuilders.server.storage import Store

    def named(exc: BaseException) -> str:
        return f"{type(exc).__name__}: {exc}"

    with ExitOnError(Exception, message=named):  # a migration's failure, whatever it is
        store = Store(Settings.from_env(database_url=database_url).database_url)
    console.print(migrations.current(store.engine), markup=False)
    store.dispose()


@db_app.command("check", cls=Command)
def db_check_cmd(
    database_url: DatabaseUrl = None,
    every: Annotated[
        bool, typer.Option("--all", help="every stored game, not only those in play")
    ] = False,
    lang: Lang = None,
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
