"""Ratings (issue 41, server/ratings.py): openskill's Weng-Lin (Plackett-Luce) per game and number
of players; the computer levels' fixed ratings fitted from the ladders, ordered as the ladder is;
a player who beats `hard` ten times in a row rated above it; a game played through the server
rated once, a practice game never; what a player chose not to show stays hidden."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from masterbuilders.ai.agents import LEVELS
from masterbuilders.server.accounts import Accounts
from masterbuilders.server.ratings import bot_ratings, fit_bots, model, rate_game
from masterbuilders.server.storage import RatedGameRow, Store
from tests.server.conftest import Server
from tests.server.test_accounts import PROXIED, Browser, _register


def test_the_levels_fixed_ratings_are_ordered_as_the_ladder() -> None:
    table = bot_ratings()
    shipped = json.loads(files("masterbuilders.server").joinpath("bot_ratings.json").read_text())
    assert {"pillars/2", "pillars/4", "builders/2", "builders/4"} <= set(table)
    for key, levels in table.items():
        order = [level for level in LEVELS if level in levels]
        mus = [levels[level]["mu"] for level in order]
        assert mus == sorted(mus) and len(set(mus)) == len(mus), (key, levels)
        assert "masterbuilders ladder" in shipped["ladders"][key]["command"]


def test_fit_bots_orders_levels_by_their_results() -> None:
    """A constructed ladder: c beats b beats a, mostly; the fit puts them in that order, with
    the model that rates players."""
    rng = random.Random(4)
    strength = {"a": 0.0, "b": 1.0, "c": 2.0}
    lineups: list[list[str]] = []
    games: list[dict[str, Any]] = []
    for _ in range(60):
        x, y = rng.sample(list(strength), 2)
        p = 1 / (1 + pow(2.718, strength[y] - strength[x]))
        lineups.append([x, y])
        games.append({"lineup": [x, y], "ranks": [1, 2] if rng.random() < p else [2, 1]})
    fitted = fit_bots(games, ["a", "b", "c"])
    assert fitted["a"]["mu"] < fitted["b"]["mu"] < fitted["c"]["mu"]
    assert {k: f["games"] for k, f in fitted.items()} == {
        k: sum(k in lineup for lineup in lineups) for k in strength
    }


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    yield s
    s.dispose()


def _game(store: Store, game_id: str, seats: list[dict[str, Any]]) -> None:
    from masterbuilders.server.storage import GameRow

    row = GameRow(id=game_id, game="pillars", num_players=len(seats), options={}, seed=0,
                  seats=seats, clock=None, status="active", created=time.time())  # fmt: skip
    store.create_game(row)


def _finish(store: Store, game_id: str, seats: list[dict[str, Any]], ranks: list[int],
            practice: bool = False) -> str | None:  # fmt: skip
    said: list[str | None] = []

    def rate(conn: Any) -> None:
        said.append(rate_game(conn, game_id, "pillars", len(seats), practice, "rules", seats,
                              ranks, bot_ratings()))  # fmt: skip

    store.finish(game_id, {"ranks": ranks, "ended_by": "rules"}, None, None, rate)
    return said[0]


def test_ten_wins_in_a_row_against_hard_rate_a_newcomer_above_hard(store: Store) -> None:
    """Ten games against `hard` at 2 players, each won (the outcome given, as Store.finish would
    rate it): the player's rating (mu) ends above hard's fixed one; hard's never moves."""
    accounts = Accounts(store)
    me = accounts.register("Winifred", "correct horse battery", "1").account
    hard = bot_ratings()["pillars/2"]["hard"]
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": "W"},
             {"kind": "bot", "level": "hard", "token_hash": None, "name": "B"}]  # fmt: skip
    for i in range(10):
        _game(store, f"g{i}", seats)
        accounts.hold_seat(me, f"g{i}", 0)
        assert _finish(store, f"g{i}", seats, [1, 2]) is None
    mine = next(r for r in accounts.profile("Winifred", me)["ratings"] if r["players"] == 2)
    assert mine["games"] == 10 and len(mine["history"]) == 10
    assert mine["mu"] > hard["mu"], (mine, hard)
    board = accounts.leaderboard("pillars", 2, bot_ratings())
    assert [e["name"] for e in board].index("Winifred") < [e["name"] for e in board].index("medium")
    assert bot_ratings()["pillars/2"]["hard"] == hard


def test_a_game_is_rated_once_and_a_practice_game_never(store: Store) -> None:
    accounts = Accounts(store)
    me = accounts.register("Yvaine", "correct horse battery", "1").account
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": "Y"},
             {"kind": "bot", "level": "medium", "token_hash": None, "name": "B"}]  # fmt: skip
    _game(store, "p1", seats)
    accounts.hold_seat(me, "p1", 0)
    assert "practice" in str(_finish(store, "p1", seats, [1, 2], practice=True))
    _game(store, "r1", seats)
    accounts.hold_seat(me, "r1", 0)
    assert _finish(store, "r1", seats, [2, 1]) is None
    assert _finish(store, "r1", seats, [2, 1]) == "rated already"  # finished again after a restart
    ratings = accounts.profile("Yvaine", me)["ratings"]
    assert [(r["games"], len(r["history"])) for r in ratings] == [(1, 1)]
    assert ratings[0]["mu"] < model().mu  # lost to medium
    with store.sessions() as s:
        rows = {r.game_id: (r.rated, r.reason) for r in s.execute(select(RatedGameRow)).scalars()}
    assert rows["r1"] == (True, None) and rows["p1"][0] is False


def test_a_seat_its_player_never_played_leaves_the_game_unrated(store: Store) -> None:
    """An attacker's ways to rate someone for a game they did not play: an invitation nobody
    took up (its clock ran out and a bot finished it), a seat left to a level at once. Neither
    game is rated; nor one where an account held two seats."""
    accounts = Accounts(store)
    me = accounts.register("Ursula", "correct horse battery", "1").account
    victim = accounts.register("Vivian", "correct horse battery", "1").account
    left: list[dict[str, Any]] = [
        {"kind": "bot", "level": "expert", "token_hash": "x", "name": "U", "own_moves": 0},
        {"kind": "bot", "level": "medium", "token_hash": None, "name": "B"},
    ]
    _game(store, "l1", left)
    accounts.hold_seat(me, "l1", 0)
    reason = _finish(store, "l1", left, [1, 2])
    assert reason is not None and "never played by its player" in reason
    invited: list[dict[str, Any]] = [
        {"kind": "human", "token_hash": "y", "name": "U"},
        {"kind": "bot", "level": "easy", "token_hash": "z", "name": "V", "own_moves": 0,
         "timed_out": True},
    ]  # fmt: skip
    _game(store, "i1", invited)
    accounts.hold_seat(me, "i1", 0)
    accounts.hold_seat(victim, "i1", 1)
    assert "never played" in str(_finish(store, "i1", invited, [1, 2]))
    twice: list[dict[str, Any]] = [
        {"kind": "human", "token_hash": "a", "name": "U"},
        {"kind": "human", "token_hash": "b", "name": "U"},
    ]
    _game(store, "t1", twice)
    accounts.hold_seat(me, "t1", 0)
    accounts.hold_seat(me, "t1", 1)
    assert "several seats" in str(_finish(store, "t1", twice, [1, 2]))
    assert accounts.profile("Ursula", me)["ratings"] == []
    assert accounts.profile("Vivian", victim)["ratings"] == []


def test_a_seat_left_after_playing_counts_as_last(store: Store) -> None:
    """A player who plays, then leaves the game to `expert` (or runs out of time) loses rating
    even where the bot won: leaving is never a way up, nor out of a loss. The player who stayed
    is rated as having beaten them."""
    accounts = Accounts(store)
    leaver = accounts.register("Wulfric", "correct horse battery", "1").account
    stayer = accounts.register("Xenia", "correct horse battery", "1").account
    seats: list[dict[str, Any]] = [
        {"kind": "bot", "level": "expert", "token_hash": "x", "name": "W", "own_moves": 12},
        {"kind": "human", "token_hash": "y", "name": "X"},
    ]
    _game(store, "w1", seats)
    accounts.hold_seat(leaver, "w1", 0)
    accounts.hold_seat(stayer, "w1", 1)
    assert _finish(store, "w1", seats, [1, 2]) is None  # the bot that finished seat 0 won
    (lost,) = accounts.profile("Wulfric", leaver)["ratings"]
    (won,) = accounts.profile("Xenia", stayer)["ratings"]
    assert lost["mu"] < model().mu < won["mu"]


def test_a_level_without_a_fitted_rating_leaves_the_game_unrated(store: Store) -> None:
    accounts = Accounts(store)
    me = accounts.register("Zelda", "correct horse battery", "1").account
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": "Z"},
             {"kind": "bot", "level": "expert", "token_hash": None, "name": "B"}]  # fmt: skip
    _game(store, "e1", seats)
    accounts.hold_seat(me, "e1", 0)
    reason = _finish(store, "e1", seats, [1, 2])
    assert reason is not None and "expert has no fitted rating" in reason
    assert accounts.profile("Zelda", me)["ratings"] == []


def test_what_a_player_does_not_show_stays_hidden(store: Store) -> None:
    accounts = Accounts(store)
    me = accounts.register("Aethel", "correct horse battery", "1").account
    other = accounts.register("Bregu", "correct horse battery", "2").account
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": "A"},
             {"kind": "bot", "level": "easy", "token_hash": None, "name": "B"}]  # fmt: skip
    _game(store, "h1", seats)
    accounts.hold_seat(me, "h1", 0)
    _finish(store, "h1", seats, [1, 2])
    seen = accounts.profile("Aethel", other)
    assert "games" not in seen and len(seen["ratings"]) == 1  # games hidden by default
    accounts.change_settings(me, {"show_ratings": False})
    assert "ratings" not in accounts.profile("Aethel", other)
    assert "Aethel" not in [e["name"] for e in accounts.leaderboard("pillars", 2, bot_ratings())]
    own = accounts.profile("Aethel", me)
    assert own["ratings"] and [g["id"] for g in own["games"]] == ["h1"]
    accounts.change_settings(me, {"show_games": True})
    assert [g["id"] for g in accounts.profile("Aethel", other)["games"]] == ["h1"]


def test_a_game_played_through_the_server_is_rated(tmp_path: Path) -> None:
    """Sign in, play a whole game against `random` through the API; the account's rating and
    the leaderboard show it."""
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=PROXIED)
    server.start()
    try:
        b = Browser(server.base)
        assert _register(b, "Cynewise").status_code == 201
        r = b.post("/api/games", {"game": "pillars", "players": 2, "seats": [
            {"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
        gid = r.json()["id"]
        rng = random.Random(2)
        deadline = time.time() + 240
        while time.time() < deadline:
            seen = b.get(f"/api/games/{gid}/view").json()
            if seen["view"]["decision"]["over"]:
                break
            legal = seen["view"]["decision"].get("legal_actions") or []
            if seen["to_move"] == 0 and legal:
                b.post(f"/api/games/{gid}/actions",
                       {"version": seen["version"], "action": rng.choice(legal)})  # fmt: skip
            else:
                time.sleep(0.02)
        assert seen["view"]["decision"]["over"]
        for _ in range(100):  # the result, and its rating, are written just after the last move
            profile = b.get("/api/players/Cynewise").json()
            if profile.get("ratings"):
                break
            time.sleep(0.1)
        (rating,) = profile["ratings"]
        assert (rating["game"], rating["players"], rating["games"]) == ("pillars", 2, 1)
        board = b.get("/api/ratings/pillars?players=2").json()["board"]
        names = [e["name"] for e in board]
        assert "Cynewise" in names and "random" in names and "hard" in names
        assert b.get("/api/ratings/builders?players=9").status_code == 400
        assert b.get("/api/ratings/chess").status_code == 400
        assert b.get("/api/players/nobody-at-all").status_code == 404
    finally:
        server.stop()
