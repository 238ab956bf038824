"""`masterbuilders serve`, `cluster` and `nginx-config`: the game server, one instance or several
on one PostgreSQL database behind nginx (server/deploy.py; docs/operators.md: Deploying)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer

from masterbuilders.cli.app import Command, ExitOnError, app, console, said


@app.command("serve", cls=Command)
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


@app.command("cluster", cls=Command)
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

    with ExitOnError(ValueError):
        cluster = Cluster(database_url, instances, port, first_port, folder)
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


@app.command("nginx-config", cls=Command)
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
