"""Ratings (issue 41, server/ratings.py): openskill's Weng-Lin (Plackett-Luce) per game and number
of players; the computer levels' fixed ratings fitted from the ladders, ordered as the ladder is;
a player who beats `hard` ten times in a row rated above it; a game played through the server
rated once, a practice game never; what a player chose not to show stays hidden."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from functools import partial
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from masterbuilders.ai.agents import LEVELS, make_agent
from masterbuilders.engine.actions import parse_action
from masterbuilders.engine.match import Match
from masterbuilders.engine.runner import Observation
from masterbuilders.engine.spec import get_game
from masterbuilders.engine.state import RULES_END, GameResult
from masterbuilders.server.accounts import Accounts
from masterbuilders.server.bots import bot_move
from masterbuilders.server.ratings import BOT_RATINGS, bot_ratings, fit_bots, model, rate_game
from masterbuilders.server.storage import GameRow, RatedGameRow, Store
from tests.server.conftest import Server
from tests.server.test_accounts import (
    PROXIED,
    Browser,
    _register,
    a_rated_game_against,
    play_seat,
)


def test_the_levels_fixed_ratings_are_ordered_as_the_ladder() -> None:
    """Each game keeps its levels' ratings in its own package (bot_ratings.json), each fitted
    from the ladder whose command it names."""
    table = bot_ratings()
    assert {"pillars/2", "pillars/4", "builders/2", "builders/4"} <= set(table)
    for key, levels in table.items():
        order = [level for level in LEVELS if level in levels]
        mus = [levels[level]["mu"] for level in order]
        assert mus == sorted(mus) and len(set(mus)) == len(mus), (key, levels)
        game, players = key.split("/")
        shipped = json.loads(files(get_game(game).package).joinpath(BOT_RATINGS).read_text())
        assert shipped["ratings"][players] == levels
        assert (
            f"masterbuilders ladder {game} --players {players} "
            in (shipped["ladders"][players]["command"])
        )


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


def test_a_fit_against_fixed_levels_keeps_them_and_places_the_new_rung_among_them() -> None:
    """A trained policy is rated against the shipped levels, which stay as they are: one that
    beats `medium` and loses to `hard` lands between them."""
    shipped = bot_ratings()["pillars/2"]
    games = []
    for i in range(24):
        for other, wins in (("medium", True), ("hard", False)):
            lineup = ["policy:p", other] if i % 2 else [other, "policy:p"]
            won = lineup.index("policy:p") if wins else 1 - lineup.index("policy:p")
            games.append({"lineup": lineup, "ranks": [1, 2] if won == 0 else [2, 1]})
    fitted = fit_bots(games, ["medium", "hard", "policy:p"], fixed=shipped)
    assert set(fitted) == {"policy:p"} and fitted["policy:p"]["games"] == 48
    assert shipped["medium"]["mu"] < fitted["policy:p"]["mu"] < shipped["hard"]["mu"], fitted


def test_fit_policy_keeps_the_rating_in_the_policys_description(tmp_path: Path) -> None:
    """`masterbuilders ratings fit-policy`: the rating goes into the policy's .json, for its
    game and player count, where the server reads it (`policy_ratings`, as `policy:NAME`);
    a ladder that cannot anchor the fit, or a policy for another game, is refused and nothing
    is written."""
    from typer.testing import CliRunner

    from masterbuilders.cli.main import app
    from masterbuilders.server.ratings import policy_ratings

    model = tmp_path / "tiny.zip"
    card = {"format": 1, "game": "builders", "num_players": 2}
    (tmp_path / "tiny.json").write_text(json.dumps(card))
    rung = f"policy:{model}"

    def ladder(name: str, rungs: list[str], game: str = "builders") -> Path:
        out = tmp_path / name
        out.mkdir()
        (out / "ladder.json").write_text(json.dumps({"game": game, "players": 2, "rungs": rungs,
                                                     "command": f"ladder {name}"}))  # fmt: skip
        lines = [json.dumps({"lineup": [rungs[i % 2], rungs[1 - i % 2]],
                             "ranks": [1, 2] if i % 2 else [2, 1]}) for i in range(20)]  # fmt: skip
        (out / "games.jsonl").write_text("\n".join(lines) + "\n")
        return out

    runner = CliRunner()
    for bad, why in ((ladder("plain", ["easy", "medium"]), "none of its rungs"),
                     (ladder("stranger", ["greedy:beam=3", rung]), "no shipped rating"),
                     (ladder("other", ["easy", rung], game="pillars"), "plays builders")):  # fmt: skip
        result = runner.invoke(app, ["ratings", "fit-policy", str(bad)])
        assert result.exit_code == 2 and why in result.output, result.output
        assert json.loads((tmp_path / "tiny.json").read_text()) == card
    # the policy beats easy in every game of this ladder (index 1, 3, ... rank it first)
    result = runner.invoke(app, ["ratings", "fit-policy", str(ladder("good", ["easy", rung]))])
    assert result.exit_code == 0, result.output
    kept = json.loads((tmp_path / "tiny.json").read_text())
    rating = kept["ratings"]["builders/2"]
    assert rating["command"] == "ladder good" and rating["games"] == 20
    easy = bot_ratings()["builders/2"]["easy"]
    assert rating["mu"] > easy["mu"]
    policies = {"tiny": {"path": str(model), "game": "builders", "num_players": 2,
                         "ratings": kept["ratings"]}}  # fmt: skip
    table = policy_ratings(bot_ratings(), policies)
    assert table["builders/2"]["policy:tiny"]["mu"] == rating["mu"]
    assert table["builders/2"]["easy"] == easy and "policy:tiny" not in table["builders/3"]
    assert "policy:tiny" not in policy_ratings(bot_ratings(), {"tiny": {**policies["tiny"],
                                                                       "ratings": {}}})["builders/2"]  # fmt: skip


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
            practice: bool = False, timed: bool = True) -> str | None:  # fmt: skip
    said: list[str | None] = []

    def rate(conn: Any) -> None:
        said.append(rate_game(conn, game_id, "pillars", len(seats), practice, "rules", seats,
                              ranks, bot_ratings(), timed=timed))  # fmt: skip

    store.finish(game_id, {"ranks": ranks, "ended_by": "rules"}, None, None, rate)
    return said[0]


def store_reasons(store: Store) -> dict[str, str | None]:
    """Each game rating has looked at: why it was not rated (None: rated)."""
    with store.sessions() as s:
        return {r.game_id: r.reason for r in s.execute(select(RatedGameRow)).scalars()}


REHEARSED = [("hard", k) for k in range(8)] + [("expert", k) for k in range(12)]
"""The test's player's lines, tried in turn: as `hard` plays (it wins about half its games
against `hard`, at a fifth of `expert`'s cost), then, for a deal where no such line wins, as
`expert` plays."""


def _rehearse(row: GameRow) -> tuple[list[str], GameResult]:
    """A line of play that wins seat 0 the stored game `row` against the level in seat 1, found
    before the game is played: the test's player knows the game's secret seed (it reads the
    server's database), so it plays the whole game in advance, chance drawn by the match's seeding
    rule and the level's every decision made by the server's own bot function with the match's
    agent seed, and keeps the first of its own lines (`REHEARSED`) that wins."""
    level = row.seats[1]["level"]
    for agent, k in REHEARSED:
        match = Match(row.game, row.num_players, row.chance_seed(), row.options)
        mine: list[str] = []
        me = make_agent(agent, k)
        while True:
            match.advance_chance()
            if match.state.is_terminal():
                break
            seat = match.state.current_player()
            if seat == 0:
                legal = match.state.legal_actions()
                action = me.act(Observation(match.state, 0, legal, match.agent_seed(0)))
                mine.append(str(action))
            else:
                text = bot_move(match.state.clone(), seat, level, match.agent_seed(seat))
                action = parse_action(text)
            match.apply(action, seat)
        result = match.state.result()
        if result.ended_by == RULES_END and result.ranks == (1, 2):
            return mine, result
    raise AssertionError(f"no winning line against {level} in {len(REHEARSED)} tries")


def _as_rehearsed(line: Iterator[str], legal: list[str]) -> str:
    """The rehearsed line's next move, which the game must allow (`hard` played as rehearsed)."""
    action = next(line)
    assert action in legal, (action, legal)
    return action


def test_ten_wins_in_a_row_against_hard_rate_a_newcomer_above_hard(store: Store) -> None:
    """The quick check beside the slow one played through the API: ten games against `hard` at 2
    players, each won (the outcome given, as Store.finish rates it): the player's rating (mu)
    ends above hard's fixed one; hard's never moves."""
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


@pytest.mark.slow
def test_ten_wins_in_a_row_against_hard_through_the_api_rate_a_newcomer_above_hard(
    tmp_path: Path,
) -> None:
    """A newcomer plays ten games of The Builders at 2 players against `hard` through the HTTP API,
    on a real server, and wins each (simulated: each winning line is rehearsed with the game's
    seed, `_rehearse`; the server plays `hard` itself, and each game ends exactly as rehearsed).
    Each game is rated when it ends; after the ten, the player's rating (mu) is above hard's
    fixed one, climbing at every game, and the leaderboard puts them above `medium`."""
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=PROXIED)
    server.start()
    store = Store(server.database_url)
    hard = bot_ratings()["builders/2"]["hard"]
    try:
        b = Browser(server.base)
        assert _register(b, "Winifred").status_code == 201
        for i in range(10):
            r = b.post("/api/games", {"game": "builders", "players": 2, "clock": {"seconds": 900},
                                      "seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"}]})  # fmt: skip
            assert r.status_code == 201, r.text
            gid = r.json()["id"]
            row = store.game(gid)
            assert row is not None
            line, rehearsed = _rehearse(row)
            played = iter(line)
            play_seat(b, gid, 0, partial(_as_rehearsed, played), seconds=120)
            assert next(played, None) is None, f"game {i} ended before its rehearsed line"
            for _ in range(100):  # the result, and its rating, are written just after the end
                ended = store.game(gid)
                if ended is not None and ended.result:
                    break
                time.sleep(0.1)
            assert ended is not None and ended.result, f"game {i} was not finished"
            assert list(ended.result["ranks"]) == [1, 2], (i, ended.result)
            assert list(ended.result["scores"]) == list(rehearsed.scores), (i, ended.result)
        profile = b.get("/api/players/Winifred").json()
        (mine,) = [r for r in profile["ratings"] if (r["game"], r["players"]) == ("builders", 2)]
        assert mine["games"] == 10 and len(mine["history"]) == 10
        climbed = [h["mu"] for h in mine["history"]]
        assert climbed == sorted(climbed), climbed
        assert mine["mu"] > hard["mu"], (mine, hard)
        board = [e["name"] for e in b.get("/api/ratings/builders?players=2").json()["board"]]
        assert board.index("Winifred") < board.index("medium"), board
        assert bot_ratings()["builders/2"]["hard"] == hard
    finally:
        store.dispose()
        server.stop()


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


def test_a_seat_nobody_holds_or_a_game_without_a_clock_is_not_rated(store: Store) -> None:
    """A player's second tab as the opponent (a seat with no account) played a little and left
    to `medium`, which then won: counted last, it would hand the account a win it did not earn,
    every time. A game with a person's seat no account holds is not rated, even one the account
    lost; nor one without a clock, whose loser could leave it idle until it is abandoned."""
    accounts = Accounts(store)
    me = accounts.register("Yolanda", "correct horse battery", "1").account
    sock: list[dict[str, Any]] = [
        {"kind": "human", "token_hash": "x", "name": "Y"},
        {"kind": "bot", "level": "medium", "token_hash": "s", "name": "S", "own_moves": 1},
    ]
    for gid, ranks in (("s1", [2, 1]), ("s2", [1, 2])):
        _game(store, gid, sock)
        accounts.hold_seat(me, gid, 0)
        assert "seat 2 was played without an account" in str(_finish(store, gid, sock, ranks))
    anybody: list[dict[str, Any]] = [
        {"kind": "human", "token_hash": "x", "name": "Y"},
        {"kind": "human", "token_hash": "t", "name": "Z"},
    ]
    _game(store, "a1", anybody)
    accounts.hold_seat(me, "a1", 0)
    assert "seat 2 was played without an account" in str(_finish(store, "a1", anybody, [1, 2]))
    timeless: list[dict[str, Any]] = [
        {"kind": "human", "token_hash": "x", "name": "Y"},
        {"kind": "bot", "level": "medium", "token_hash": None, "name": "B"},
    ]
    _game(store, "c1", timeless)
    accounts.hold_seat(me, "c1", 0)
    assert "without a clock" in str(_finish(store, "c1", timeless, [1, 2], timed=False))
    assert accounts.profile("Yolanda", me)["ratings"] == []
    kept = store_reasons(store)
    assert set(kept) == {"s1", "s2", "a1", "c1"} and not any(r is None for r in kept.values())


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
    """A trained policy its operator did not rate (`ratings fit-policy`): not rated, and why."""
    accounts = Accounts(store)
    me = accounts.register("Zelda", "correct horse battery", "1").account
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": "Z"},
             {"kind": "bot", "level": "policy:tiny", "token_hash": None, "name": "B"}]  # fmt: skip
    _game(store, "e1", seats)
    accounts.hold_seat(me, "e1", 0)
    reason = _finish(store, "e1", seats, [1, 2])
    assert reason is not None and "policy:tiny has no fitted rating" in reason
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
        (rating,) = a_rated_game_against(b, "Cynewise", "random", seed=2)
        assert (rating["game"], rating["players"], rating["games"]) == ("pillars", 2, 1)
        board = b.get("/api/ratings/pillars?players=2").json()["board"]
        names = [e["name"] for e in board]
        assert "Cynewise" in names and "random" in names and "hard" in names
        assert b.get("/api/ratings/builders?players=9").status_code == 400
        assert b.get("/api/ratings/chess").status_code == 400
        assert b.get("/api/players/nobody-at-all").status_code == 404
    finally:
        server.stop()
