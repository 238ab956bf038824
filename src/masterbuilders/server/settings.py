"""What an operator can set: where games are stored and linked from, and every limit that keeps a
long-running server bounded and fair. Each value comes from the command line, else its environment
variable (MASTERBUILDERS_<NAME>), else its default; `markdown()` is the table in docs/operators.md."""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass, field, fields
from typing import Any


def setting(default: Any, doc: str) -> Any:
    return field(default=default, metadata={"doc": doc})


@dataclass(frozen=True)
class Settings:
    database_url: str = setting(
        "sqlite:///masterbuilders.sqlite3",
        "Where games are stored: a SQLite file, or postgresql://user@host/db.",
    )
    public_url: str = setting(
        "",
        "Where players reach the server (e.g. https://games.example.org): join links are built on "
        "it. Empty: links are relative to the page (never taken from the request's Host header).",
    )
    instance_id: str = setting(
        "",
        "This instance's name when several identical instances share one PostgreSQL database "
        "behind a proxy (docs/operators.md, Deploying): each game is played by the instance holding its "
        "advisory lock. Empty: the only server, every game its own.",
    )
    trusted_proxies: str = setting(
        "",
        "Addresses or networks (comma-separated, e.g. 10.0.0.10,10.1.0.0/16) of the proxies in "
        "front (nginx): only from them is X-Forwarded-For believed, and the client is its "
        "right-most address that is not one of them. Empty: nothing is trusted, the client is the "
        "connection's peer.",
    )
    docs: bool = setting(
        False,
        "Serve the OpenAPI description and /docs (Swagger UI, which loads from a CDN).",
    )
    bot_workers: int = setting(
        0, "Processes that compute bot moves and hints (0: one per core, at most 4)."
    )
    sqlite_timeout: float = setting(
        30.0,
        "Seconds a SQLite write waits for the database's lock before it fails (and is retried).",
    )
    max_active_games: int = setting(
        2000, "Games in play at once; a creation beyond is refused (503 server_full)."
    )
    max_bot_games: int = setting(
        8,
        "Games in play with no human seat; a creation beyond is refused (429 too_many_bot_games).",
    )
    creations_per_minute: float = setting(
        20.0,
        "Games one client may create per minute (a burst of as many is allowed; 429 rate_limited).",
    )
    hints_per_minute: float = setting(
        6.0,
        "Hints one seat may ask for per minute (one at a time; 429 hint_pending, rate_limited).",
    )
    review_finished: bool = setting(
        True,
        "Review every game with a person's seat by itself once it ends (in the review processes, "
        "below every move and hint); a seat can still ask for a review when this is off.",
    )
    review_workers: int = setting(
        1,
        "Processes that compute reviews of finished games, at the lowest CPU priority (nice 19) "
        "beside the bot processes: a review never holds a move or a hint up (issue 54).",
    )
    reviews_at_once: int = setting(
        2,
        "Reviews the server computes at once; more wait for their turn (their state says so: "
        "`queued`, how many go before), served client by client.",
    )
    reviews_per_client: int = setting(
        1,
        "Reviews of one client computed at once (the address that created the game, or asked "
        "for its review); its others wait behind other clients' reviews.",
    )
    review_playouts: int = setting(
        8,
        "Playouts per candidate action when a finished game is reviewed or a decision is tried "
        "again (analysis/review.py, Analysis.playouts): more is sharper and slower; 0 is the fast "
        "one-step analysis.",
    )
    idle_hours: float = setting(
        72.0,
        "A game in play without a decision for this long is abandoned: it leaves memory, is not "
        "restored at start and takes no more actions (409 game_abandoned).",
    )
    submit_retry_seconds: float = setting(
        2.0,
        "How long a player's action is retried while the database fails before the player is told "
        "(503 storage_unavailable; nothing is applied). Moves of bots and chance are retried for ever.",
    )
    listed_idle_minutes: float = setting(
        60.0,
        "A game in play without a move for this long leaves the public games list (its players "
        "and watchers keep their links); an abandoned one never shows there.",
    )
    undos_per_decision: int = setting(
        3,
        "Undos one seat may take back at one point of the game (BGA's policy already limits undo "
        "to the seat's own decisions of its turn); beyond, 409 undo_not_allowed. Bounds the log.",
    )
    append_timeout_seconds: float = setting(
        10.0,
        "How long one write may wait for the database writer before it is given up: the game "
        "leaves memory and is read back from its log when next asked for (503 storage_unavailable).",
    )
    ws_messages_per_second: float = setting(
        30.0, "Messages one WebSocket may send per second; beyond, it is closed (1008)."
    )
    policies: str = setting(
        "",
        "Trained policies offered as bots: NAME=PATH, comma-separated, each a MaskablePPO model "
        "saved by examples/train_maskable_ppo.py with its .json beside it (docs/research.md). A "
        "seat plays one as the bot level policy:NAME, in games of the game and player count it "
        "was trained for. Needs the 'train' extra.",
    )
    registration: bool = setting(
        True,
        "Anyone may register an account (name and password; anonymous play with seat links is "
        "always open). Off: only the operator's command makes accounts (masterbuilders account).",
    )
    smtp_host: str = setting(
        "",
        "An SMTP server for mails to players (your turn in a turn-based game, a password reset "
        "asked for by mail). Empty: no mail is sent; needs MASTERBUILDERS_PUBLIC_URL for links.",
    )
    smtp_port: int = setting(25, "The SMTP server's port.")
    smtp_from: str = setting("masterbuilders@localhost", "The sender of mails to players.")
    smtp_user: str = setting("", "The SMTP login (empty: none).")
    smtp_password: str = setting("", "The SMTP password (never logged).")
    smtp_starttls: bool = setting(False, "Upgrade the SMTP connection with STARTTLS.")
    smtp_timeout_seconds: float = setting(
        10.0,
        "How long the mail sender waits for the SMTP server at each step (connecting, each "
        "answer); a try ends after six such waits at most. Mails leave through an outbox in the "
        "database (server/outbox.py): no request ever waits on SMTP.",
    )
    mail_retry_seconds: float = setting(
        30.0,
        "The first pause before a mail that failed is tried again; each further failure doubles "
        "it, up to half an hour. A mail not sent within two days is given up.",
    )
    confirm_hours: float = setting(
        48.0,
        "How long the link that confirms a mail address works (a newer address voids it at once).",
    )
    finished_kept: int = setting(
        64,
        "Finished games nobody watches kept in memory (least recently used first); any other "
        "finished game is read back from the database when asked for.",
    )

    def __post_init__(self) -> None:
        self.proxy_networks()  # a bad address fails at start, naming its variable
        self.policy_table()  # so does a policy that is not there
        if self.smtp_host and not self.public_url:
            raise ValueError(
                "MASTERBUILDERS_SMTP_HOST: mails link the games, so MASTERBUILDERS_PUBLIC_URL "
                "must say where players reach the server"
            )

    def smtp(self) -> Any:
        """Where mails go out (server/mail.py), or None without MASTERBUILDERS_SMTP_HOST."""
        from masterbuilders.server.mail import Smtp

        if not self.smtp_host:
            return None
        return Smtp(self.smtp_host, self.smtp_port, self.smtp_from, self.smtp_user,
                    self.smtp_password, self.smtp_starttls,
                    self.smtp_timeout_seconds)  # fmt: skip

    def policy_table(self) -> dict[str, dict[str, Any]]:
        """`policies` read: name -> {"path", "game", "num_players", "ratings"} (from the
        policy's .json; "ratings": what `masterbuilders ratings fit-policy` fitted, by
        "GAME/PLAYERS")."""
        import importlib.util
        import re
        from pathlib import Path

        table: dict[str, dict[str, Any]] = {}
        if self.policies.strip(",").strip() and importlib.util.find_spec("sb3_contrib") is None:
            raise ValueError(
                "MASTERBUILDERS_POLICIES: trained policies need the 'train' extra "
                "(pip install 'masterbuilders[train]'): sb3_contrib is not installed"
            )
        for item in self.policies.split(","):
            if not item.strip():
                continue
            name, _, path = (x.strip() for x in item.partition("="))
            problem = ""
            if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,31}", name):
                problem = f"{name!r} is no name (lower-case letters, digits and -)"
            elif not Path(path).is_file():
                problem = f"{path!r} is no file"
            else:
                from masterbuilders.ai.policy import read_card

                try:
                    card = read_card(Path(path))
                    entry = {"path": str(Path(path).resolve()), "game": card["game"],
                             "num_players": card["num_players"],
                             "ratings": card.get("ratings", {})}  # fmt: skip
                except ValueError as exc:
                    problem = str(exc)
            if problem:
                raise ValueError(f"MASTERBUILDERS_POLICIES={self.policies!r}: {problem}")
            table[name] = entry
        return table

    def proxy_networks(self) -> list[str]:
        """`trusted_proxies` as a list of networks (an address is a network of one)."""
        networks = []
        for item in self.trusted_proxies.split(","):
            if not item.strip():
                continue
            try:
                networks.append(str(ipaddress.ip_network(item.strip(), strict=False)))
            except ValueError:
                raise ValueError(
                    f"MASTERBUILDERS_TRUSTED_PROXIES={self.trusted_proxies!r}: {item.strip()!r} "
                    "is no IP address or network (e.g. 10.0.0.10 or 10.1.0.0/16)"
                ) from None
        return networks

    def proxy_options(self) -> dict[str, Any]:
        """How uvicorn takes the client's address (the one the limits count per client): from
        X-Forwarded-For only when the connection comes from a trusted proxy, else the peer's.
        uvicorn alone would believe the header from 127.0.0.1 and ::1."""
        networks = self.proxy_networks()
        return {"proxy_headers": bool(networks), "forwarded_allow_ips": networks}

    def owner(self) -> Any:
        """Which games this server may commit to (server/ownership.py)."""
        from masterbuilders.server.ownership import AdvisoryLocks, Alone

        if not self.instance_id:
            return Alone()
        if not self.database_url.startswith("postgresql"):
            raise ValueError(
                "MASTERBUILDERS_INSTANCE_ID: several instances share a PostgreSQL database "
                f"(postgresql://...), not {self.database_url.split(':')[0]}"
            )
        return AdvisoryLocks(self.database_url, self.instance_id)

    @staticmethod
    def from_env(**given: Any) -> Settings:
        """Defaults, overridden by MASTERBUILDERS_<NAME> variables, overridden by `given` (the
        command line); None in `given` means not given."""
        values: dict[str, Any] = {}
        for f in fields(Settings):
            variable = f"MASTERBUILDERS_{f.name.upper()}"
            raw = os.environ.get(variable)
            if raw is not None:
                values[f.name] = _convert(variable, f.type, raw)
        values.update({k: v for k, v in given.items() if v is not None})
        return Settings(**values)

    @staticmethod
    def markdown() -> str:
        """Every setting as a Markdown table: variable, default, meaning."""
        rows = ["| variable | default | meaning |", "|---|---|---|"]
        for f in fields(Settings):
            default = f.default if f.default != "" else "(empty)"
            rows.append(
                f"| `MASTERBUILDERS_{f.name.upper()}` | `{default}` | {f.metadata['doc']} |"
            )
        return "\n".join(rows)


def _convert(variable: str, kind: Any, raw: str) -> Any:
    name = kind if isinstance(kind, str) else kind.__name__
    if name == "bool":
        if raw.strip().lower() not in ("1", "true", "yes", "on", "0", "false", "no", "off", ""):
            raise ValueError(f"{variable}={raw!r}: expected true or false")
        return raw.strip().lower() in ("1", "true", "yes", "on")
    if name in ("int", "float"):
        try:
            return int(raw) if name == "int" else float(raw)
        except ValueError:
            raise ValueError(f"{variable}={raw!r}: expected a number ({name})") from None
    return raw
