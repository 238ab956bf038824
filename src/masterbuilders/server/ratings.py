"""Ratings (issue 41): per game and number of players, multi-player and rank-based.

The model is openskill's Weng-Lin Bayesian rating with the Plackett-Luce likelihood (Weng & Lin,
"A Bayesian Approximation Method for Online Ranking", JMLR 12, 2011): each player a Gaussian
belief (mu, sigma) about their skill, updated from the ranks of a whole table at once, ties
included. Chosen over TrueSkill (which the arena uses for its short tables): `openskill` is
maintained (the `trueskill` package's last release is from 2018), made for any number of players
and teams, faster, and free of TrueSkill's patent; its numbers are those of the same family
(mu 25, sigma 25/3 for a newcomer). A player's shown rating is mu; leaderboards rank by the
conservative mu - 3 sigma, so that one lucky game does not top them.

Computer levels are rated players with fixed ratings (each game's `bot_ratings.json`), fitted by the same
model from a skill ladder's games (`fit_bots`: the ladder of docs/study, each level against every
other, seats rotated): a newcomer's first games against `medium` already place them, and a bot's
rating never moves. A trained policy an operator offers is rated the same way, from the
operator's own ladder of it against the shipped levels, whose ratings anchor it
(`masterbuilders ratings fit-policy`, kept in the policy's description: `policy_ratings`).

A game is rated when it ends by the rules, had a clock, and every seat is an account's or a
rated level's. Never a practice game (its seed was chosen, chance known); never an abandoned
one, nor one without a clock (its loser could leave it idle until it is abandoned); not a game
with a bot level that has no fitted rating at that number of players; not one with a person's
seat no account holds (anybody could play it: a second tab that loses on purpose, or leaves);
not one where an account held two seats; and not one with a person's seat its player never
played (an invitation nobody took up, a seat left to a bot at once); nor one with a seat an
account claimed after it had played (issue 54, server/claims.py: its decisions until then were
anybody's who held its link, so a farmer who claims only the games it is winning gains nothing,
and the others' ratings do not move for a seat that was anonymous part of the way). The reason
is kept. A seat
its player left or let run out of time after playing counts as last, so nobody gains by leaving
a game to a strong level and nobody escapes a loss by leaving. Each rated game
changes every account's rating once (`rated_games`), in the transaction that writes the game's
result, and each change is kept for the profile's history."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Final

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Connection

from masterbuilders.engine.spec import game_names, get_game
from masterbuilders.engine.state import RULES_END
from masterbuilders.server.claims import late_claims
from masterbuilders.server.storage import (
    AccountRow,
    AccountSeatRow,
    RatedGameRow,
    RatingHistoryRow,
    RatingRow,
)

BOT_RATINGS: Final = "bot_ratings.json"
"""The file in a game's package that holds its computer levels' fixed ratings, by number of players."""
BOT_SIGMA: Final = 1.0
"""A computer level's sigma: its rating is known, and fixed (this only sets how much a game
against it teaches its opponents)."""
EPOCHS: Final = 30
"""Passes over a ladder's games when fitting the levels' ratings (`fit_bots`)."""


def model() -> Any:
    from openskill.models import PlackettLuce

    return PlackettLuce()


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating leaderboards rank by."""
    return mu - 3.0 * sigma


def fit_bots(
    games: Iterable[Mapping[str, Any]],
    rungs: Sequence[str],
    fixed: Mapping[str, Mapping[str, float]] | None = None,
) -> dict[str, dict[str, float]]:
    """The levels' ratings from a ladder's games (each a lineup of levels and their ranks, as
    `masterbuilders ladder` writes them): every level starts as a newcomer and the games are
    rated in order, `EPOCHS` times over, by the model players are rated with. Rungs in `fixed`
    (level -> {"mu", "sigma"}) keep that rating and only anchor the others: a trained policy is
    placed on the scale of the shipped levels (`policy_ratings`). Returns level -> {"mu",
    "sigma": BOT_SIGMA, "games"} for every rung not fixed."""
    m = model()
    held = dict(fixed or {})
    played = [(list(g["lineup"]), list(g["ranks"])) for g in games]
    ratings = {
        r: m.rating(mu=held[r]["mu"], sigma=held[r]["sigma"], name=r) if r in held
        else m.rating(name=r)
        for r in rungs
    }  # fmt: skip
    counted = dict.fromkeys(rungs, 0)
    for epoch in range(EPOCHS):
        for lineup, ranks in played:
            teams = [[ratings[level]] for level in lineup]
            new = m.rate(teams, ranks=ranks)
            # a level in several seats of one game: its seats' updates, averaged
            by_level: dict[str, list[Any]] = {}
            for level, (after,) in zip(lineup, new, strict=True):
                by_level.setdefault(level, []).append(after)
            for level, afters in by_level.items():
                if epoch == 0:
                    counted[level] += 1
                if level in held:
                    continue
                mu = sum(a.mu for a in afters) / len(afters)
                sigma = sum(a.sigma for a in afters) / len(afters)
                ratings[level] = m.rating(mu=mu, sigma=sigma, name=level)
    return {
        r: {"mu": round(ratings[r].mu, 3), "sigma": BOT_SIGMA, "games": counted[r]}
        for r in rungs
        if r not in held
    }


def policy_ratings(
    shipped: Mapping[str, Mapping[str, Mapping[str, float]]],
    policies: Mapping[str, Mapping[str, Any]],
) -> dict[str, dict[str, dict[str, float]]]:
    """The shipped levels' ratings and, beside them, each trained policy's the operator offers
    (Settings.policies) whose description holds a rating for its game and player count
    (`masterbuilders ratings fit-policy`), as the level `policy:NAME`."""
    table = {
        key: {level: dict(rating) for level, rating in levels.items()}
        for key, levels in shipped.items()
    }
    for name, policy in policies.items():
        key = f"{policy['game']}/{policy['num_players']}"
        rating = (policy.get("ratings") or {}).get(key)
        if rating is not None:
            table.setdefault(key, {})[f"policy:{name}"] = {
                "mu": float(rating["mu"]), "sigma": float(rating["sigma"]),
                "games": int(rating.get("games", 0)),
            }  # fmt: skip
    return table


def bot_ratings() -> dict[str, dict[str, dict[str, float]]]:
    """The shipped fixed ratings: "GAME/PLAYERS" -> level -> {"mu", "sigma", "games"}, from each
    game's own `bot_ratings.json` (`masterbuilders ratings fit`; a game without one has none)."""
    table: dict[str, dict[str, dict[str, float]]] = {}
    for game in game_names():
        source = files(get_game(game).package).joinpath(BOT_RATINGS)
        if source.is_file():
            for players, levels in json.loads(source.read_text())["ratings"].items():
                table[f"{game}/{players}"] = levels
    return table


@dataclass(frozen=True)
class Seat:
    """A seat of a finished game as rating sees it."""

    account: int | None
    """The account holding it (None: anonymous, or a computer level)."""
    level: str | None
    """The computer level that played it from the start (None: a person's seat)."""


def rate_game(
    conn: Connection,
    game_id: str,
    game: str,
    players: int,
    practice: bool,
    ended_by: str,
    seats_json: Sequence[Mapping[str, Any]],
    ranks: Sequence[int],
    bots: Mapping[str, Mapping[str, Mapping[str, float]]],
    timed: bool = True,
    now: float | None = None,
) -> str | None:
    """Rate a game that just ended, inside the transaction that writes its result (`conn`):
    None when rated, else why not (also kept, unless no account played). `timed`: the game had
    a clock."""
    now = time.time() if now is None else now
    if conn.execute(select(RatedGameRow.game_id).where(RatedGameRow.game_id == game_id)).first():
        return "rated already"
    rows = conn.execute(
        select(AccountSeatRow.seat, AccountSeatRow.account_id, AccountSeatRow.played_before).where(
            AccountSeatRow.game_id == game_id
        )
    ).all()
    held = {seat: account for seat, account, _ in rows}
    late = late_claims({seat: played for seat, _, played in rows})
    if not held:
        return "no seat belongs to an account"
    seats = [
        Seat(
            held.get(i), None if held.get(i) is not None or s.get("token_hash") else s.get("level")
        )
        for i, s in enumerate(seats_json)
    ]
    # a person's seat a level played from some point on (its player left, or its time ran out)
    handed = [
        i for i, s in enumerate(seats_json) if s.get("kind") == "bot" and seats[i].level is None
    ]
    reason = None
    fixed = bots.get(f"{game}/{players}", {})
    accounts = [s.account for s in seats if s.account is not None]
    never = [i for i in handed if not seats_json[i].get("own_moves")]
    # a person's seat held by no account: anybody's (a second tab of a player who farms it)
    anonymous = [i for i, s in enumerate(seats) if s.account is None and s.level is None]
    if practice:
        reason = "a practice game (its seed was chosen): not rated"
    elif not timed:
        reason = "a game without a clock (it could be left idle until abandoned): not rated"
    elif ended_by != RULES_END:
        reason = f"the game ended by {ended_by}, not by its rules: not rated"
    elif anonymous:
        reason = f"seat {anonymous[0] + 1} was played without an account: not rated"
    elif late:
        reason = f"seat {late[0] + 1} was claimed after it had played: not rated"
    elif len(set(accounts)) < len(accounts):
        reason = "one account held several seats: not rated"
    elif never:
        reason = f"seat {never[0] + 1} was never played by its player (a bot played it): not rated"
    else:
        missing = sorted({s.level for s in seats if s.level and s.level not in fixed})
        if missing:
            reason = f"{', '.join(missing)} has no fitted rating at {players} players: not rated"
    conn.execute(
        insert(RatedGameRow).values(
            game_id=game_id, rated=reason is None, reason=reason, created=now
        )
    )
    if reason is not None:
        return reason
    m = model()
    current: dict[int, tuple[float, float, int]] = {}
    for account in {s.account for s in seats if s.account is not None}:
        row = conn.execute(
            select(RatingRow.mu, RatingRow.sigma, RatingRow.games).where(
                RatingRow.account_id == account, RatingRow.game == game,
                RatingRow.players == players,
            )
        ).first()  # fmt: skip
        current[account] = (row[0], row[1], row[2]) if row else (m.mu, m.sigma, 0)
    teams = []
    for s in seats:
        if s.account is not None:
            mu, sigma, _ = current[s.account]
            teams.append([m.rating(mu=mu, sigma=sigma)])
        elif s.level is not None:
            teams.append([m.rating(mu=fixed[s.level]["mu"], sigma=fixed[s.level]["sigma"])])
        else:  # (refused above: a person's seat with no account)
            raise AssertionError(f"seat {s} is neither an account's nor a level's")
    # a seat its player left (or let run out of time) after playing counts as last, whatever
    # the bot that finished it made of it: nobody gains by leaving a game to a stronger level,
    # nor escapes a loss by leaving
    counted = [players + 1 if i in handed else r for i, r in enumerate(ranks)]
    new = m.rate(teams, ranks=counted)
    for i, s in enumerate(seats):
        if s.account is None:
            continue  # a level's rating is fixed; an anonymous seat keeps nothing
        mu, sigma = new[i][0].mu, new[i][0].sigma
        games = current[s.account][2] + 1
        values = {"mu": mu, "sigma": sigma, "games": games, "updated": now}
        if games == 1:
            conn.execute(
                insert(RatingRow).values(account_id=s.account, game=game, players=players, **values)
            )
        else:
            conn.execute(
                update(RatingRow)
                .where(RatingRow.account_id == s.account, RatingRow.game == game,
                       RatingRow.players == players)
                .values(**values)
            )  # fmt: skip
        conn.execute(
            insert(RatingHistoryRow).values(
                account_id=s.account, game=game, players=players, game_id=game_id, mu=mu,
                sigma=sigma, created=now,
            )
        )  # fmt: skip
    return None


def leaderboard(
    conn: Connection, game: str, players: int, bots: Mapping[str, Mapping[str, Mapping[str, float]]]
) -> list[dict[str, Any]]:
    """The players rated at `game` with `players` players who show their ratings, and the
    computer levels at their fixed ratings, by the conservative rating, best first."""
    rows = conn.execute(
        select(AccountRow.name, AccountRow.bot, RatingRow.mu, RatingRow.sigma, RatingRow.games)
        .join(AccountRow, AccountRow.id == RatingRow.account_id)
        .where(RatingRow.game == game, RatingRow.players == players, AccountRow.show_ratings)
    ).all()
    board = [
        {"name": name, "kind": "bot account" if bot else "player", "mu": mu, "sigma": sigma,
         "games": games, "ordinal": ordinal(mu, sigma)}
        for name, bot, mu, sigma, games in rows
    ]  # fmt: skip
    for level, r in bots.get(f"{game}/{players}", {}).items():
        board.append({"name": level, "kind": "level", "mu": r["mu"], "sigma": r["sigma"],
                      "games": r.get("games", 0), "ordinal": ordinal(r["mu"], r["sigma"])})  # fmt: skip
    board.sort(key=lambda e: -float(e["ordinal"]))
    return board
