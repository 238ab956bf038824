"""Creation and seats (moved from server/manager.py, issue 55): a new game's seats, clock profile
and row from a creation's body, within the server's limits (creations per client and minute, games
in play, games of bots only); the bot levels a seat may have, and the agent that plays each.

What a game is counts, not how it began: a game left by its last person counts against the limit
on games of bots only as a new one would (`admit_bots_only`)."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping
from typing import Any

from masterbuilders.ai.agents import LEVELS
from masterbuilders.engine import MasterbuildersError, commitment, game_names, get_game, new_seed
from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError, from_engine
from masterbuilders.server.limits import Buckets, clean_name
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ports import Clock
from masterbuilders.server.session import GameSession, token_hash
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import GameRow

BOT_LEVELS = ("random", *LEVELS)
DAY = 86400.0
TURN_BASED_MOVE = (3600.0, 14 * DAY)
"""A turn-based clock's time per move: an hour to two weeks."""
TURN_BASED_BANK = 30 * DAY
"""A turn-based clock's bank: up to 30 days (a real-time bank: up to a day)."""
log = logging.getLogger("masterbuilders.server")

Policies = Mapping[str, Mapping[str, Any]]
"""The trained policies offered as bots (Settings.policy_table): name -> path, game, players."""


def bot_levels(policies: Policies, game: str, players: int) -> tuple[str, ...]:
    """The bot levels a seat of `game` for `players` may have: the game's levels, and the
    trained policies (Settings.policies) made for this game and player count."""
    trained = tuple(
        f"policy:{name}"
        for name, p in policies.items()
        if p["game"] == game and p["num_players"] == players
    )
    return BOT_LEVELS + trained


def agent_spec(policies: Policies, level: str, game: str, players: int) -> str:
    """The agent that plays a bot seat of `level` in a game of `game` for `players`: the level
    itself, or a policy's file. A policy the operator has since removed from the settings, or
    pointed at a model for another game or player count, is played by `medium` (said in the
    log), so its games still go on after a restart."""
    if not level.startswith("policy:"):
        return level
    policy = policies.get(level.partition(":")[2])
    if policy is None or (policy["game"], policy["num_players"]) != (game, players):
        log.warning("bot level %s is no longer offered for this game: medium plays it", level)
        return "medium"
    return f"policy:{policy['path']}"


class Creation:
    """New games' rows within the server's limits. `sessions`: the games in play (the manager's
    own dict, read, never written here)."""

    def __init__(
        self,
        settings: Settings,
        clock: Clock,
        owner: Ownership,
        sessions: Mapping[str, GameSession],
        policies: Policies,
    ) -> None:
        self.settings, self.clock, self.owner = settings, clock, owner
        self.sessions, self.policies = sessions, policies
        self.creations = Buckets(settings.creations_per_minute)

    def new(self, body: dict[str, Any], client: str) -> tuple[GameRow, list[str | None]]:
        """A creation's row (not stored yet), and the seats' tokens (None for a bot's seat)."""
        game = body.get("game")
        if not isinstance(game, str):
            raise ApiError(
                "invalid_request",
                Msg("server-error-game-required", games=", ".join(game_names())),
            )
        try:
            spec = get_game(game)
        except MasterbuildersError as exc:
            raise from_engine(exc) from exc
        seats_in = body.get("seats")
        players = body.get("players", len(seats_in) if isinstance(seats_in, list) else None)
        if not isinstance(players, int) or isinstance(players, bool):
            raise ApiError("invalid_request", Msg("server-error-players-int"))
        if not spec.min_players <= players <= spec.max_players:
            raise ApiError(
                "invalid_options",
                Msg(
                    "server-error-player-count",
                    game=Msg(f"{spec.name}-title"),
                    min=spec.min_players,
                    max=spec.max_players,
                    n=players,
                ),
            )
        if seats_in is None:
            seats_in = [{"kind": "human"}] + [{"kind": "bot", "level": "medium"}] * (players - 1)
        if not isinstance(seats_in, list) or len(seats_in) != players:
            raise ApiError("invalid_request", Msg("server-error-seats-count", n=players))
        seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i, seat in enumerate(seats_in):
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
                raise ApiError("invalid_request", Msg("server-error-seat-kind", seat=i))
            # a seat nobody named has no name: each reader's page names it in their language
            # ("Player 2", "Spieler 2"), never the creator's
            name = clean_name(seat.get("name") or "", "") or None
            if seat["kind"] == "bot":
                level = seat.get("level", "medium")
                offered = bot_levels(self.policies, game, players)
                if level not in offered:
                    raise ApiError(
                        "invalid_request",
                        Msg("server-error-seat-level", seat=i, levels=", ".join(offered)),
                    )
                seats.append({"kind": "bot", "level": level, "name": name, "token_hash": None})
                tokens.append(None)
            else:
                token = secrets.token_urlsafe(18)
                seats.append(
                    {"kind": "human", "level": None, "name": name, "token_hash": token_hash(token)}
                )
                tokens.append(token)
        practice = body.get("practice", False)
        if not isinstance(practice, bool):
            raise ApiError("invalid_request", Msg("server-error-practice-bool"))
        seed = body.get("seed")
        if seed is not None and not practice:
            raise ApiError("invalid_request", Msg("server-error-seed-practice"))
        if seed is None:
            seed = new_seed()
        elif (
            not isinstance(seed, (int, str))
            or isinstance(seed, bool)
            or not 0 < len(str(seed)) <= 80
        ):
            raise ApiError("invalid_request", Msg("server-error-seed-form"))
        clock = clock_profile(body.get("clock"))
        self.admit(client, any(s["kind"] == "human" for s in seats))
        row = self.row(
            game,
            players,
            secret=str(seed),
            commitment=commitment(str(seed)),
            practice=practice,
            seats=seats,
            clock=clock,
        )
        return row, tokens

    def row(self, game: str, players: int, **fields: Any) -> GameRow:
        """A new game's row; with several instances, this one its first owner (epoch 1)."""
        return GameRow(
            id=secrets.token_hex(6),
            game=game,
            num_players=players,
            options={},
            seed=0,
            status="active",
            result=None,
            created=self.clock.time(),
            finished=None,
            rules=get_game(game).rules_version,
            owner_epoch=0 if isinstance(self.owner, Alone) else 1,
            owner=self.owner.instance or None,
            **fields,
        )

    def admit(self, client: str, with_people: bool) -> None:
        """The limits on creation: per client, games in play, games of bots only."""
        if not self.creations.take(client or "unknown"):
            rate = f"{self.settings.creations_per_minute:g}"
            raise ApiError("rate_limited", Msg("server-error-creation-rate", rate=rate))
        self.room_for(with_people)

    def room_for(self, with_people: bool) -> None:
        """Whether a new game fits: games in play, games of bots only (what a game is: one with
        no person in it, whether created so or left by its people, counts)."""
        active = [s for s in self.sessions.values() if s.status() == "active"]
        if len(active) >= self.settings.max_active_games:
            raise ApiError("server_full", Msg("server-error-server-full", n=len(active)))
        if not with_people:
            bots_only = sum(1 for s in active if not s.has_humans())
            if bots_only >= self.settings.max_bot_games:
                raise ApiError("too_many_bot_games", Msg("server-error-bot-games", n=bots_only))

    def admit_bots_only(self, session: GameSession) -> None:
        """A game about to become a game of bots only counts against their limit as a new one
        would (the limit is on what a game is, not on how it began)."""
        bots_only = sum(
            1
            for s in self.sessions.values()
            if s is not session and s.status() == "active" and not s.has_humans()
        )
        if bots_only >= self.settings.max_bot_games:
            raise ApiError("too_many_bot_games", Msg("server-error-last-person", n=bots_only))


def clock_profile(raw: Any) -> dict[str, float] | None:
    """A game's clock profile from a creation's `clock` field: real time, {"seconds": bank} (1 s
    to a day, today's clock), or turn-based, {"per_move": s, "seconds": bank}: each decision is
    given `per_move` seconds (an hour to two weeks, e.g. a day), and what it takes beyond comes
    out of the bank (0 to 30 days). None: no clock."""
    if raw is None:
        return None

    def number(value: Any) -> float | None:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return float(value) if ok else None

    given = raw if isinstance(raw, dict) else {}
    secs, per_move = number(given.get("seconds")), number(given.get("per_move"))
    if "per_move" not in given:
        if secs is None or not 1 <= secs <= DAY:
            raise ApiError("invalid_request", Msg("server-error-clock-seconds"))
        return {"seconds": secs}
    low, high = TURN_BASED_MOVE
    if per_move is None or not low <= per_move <= high:
        said = Msg("server-error-clock-per-move", low=f"{low:g}", high=f"{high:g}")
        raise ApiError("invalid_request", said)
    bank = 0.0 if given.get("seconds") is None else secs
    if bank is None or not 0 <= bank <= TURN_BASED_BANK:
        said = Msg("server-error-clock-bank", max=f"{TURN_BASED_BANK:g}")
        raise ApiError("invalid_request", said)
    return {"seconds": bank, "per_move": per_move}
