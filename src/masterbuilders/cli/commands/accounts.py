"""`masterbuilders account`: the accounts of a server's database (issue 41), for the operator: a
password reset without mail, a bot's API token."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import typer

from masterbuilders.cli.app import Command, DatabaseUrl, ExitOnError, Group, app, console

account_app = typer.Typer(
    help="Accounts of a server's database (issue 41): reset a password without mail.",
    no_args_is_help=True,
    cls=Group,
)
app.add_typer(account_app, name="account")


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
        with ExitOnError(ValueError, ApiError):
            answer = work(Accounts(store))
    finally:
        store.dispose()
    return answer, settings


@account_app.command("reset", cls=Command)
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


@account_app.command("bot", cls=Command)
def account_bot_cmd(
    name: Annotated[str, typer.Argument(help="the bot's name (made if nobody has it)")],
    database_url: DatabaseUrl = None,
) -> None:
    """Make NAME a bot account and print its new API token (docs/bot-api.md): a program with
    it plays the seats NAME is invited to. A new token replaces the old one."""
    token, _ = _on_accounts(database_url, lambda accounts: accounts.make_bot(name))
    console.print(token, markup=False, soft_wrap=True)
