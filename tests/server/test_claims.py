"""Claims (issue 54, server/claims.py): ratings only from games played as an account from the
start. The attacker's findings, each played through a real server: a farmer who plays signed out
and claims only the games it is winning, and a creator, who holds every link, claiming the seat a
friend played; and, beside them, the farm's figures as ratings count them (an honest account 5-5
over ten rated games, the farmer 3-7 claiming its three wins only)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from masterbuilders.server.accounts import Accounts
from masterbuilders.server.ratings import bot_ratings, model, rate_game
from masterbuilders.server.storage import GameRow, RatedGameRow, Store
from tests.server.client import bearer
from tests.server.conftest import Server
from tests.server.test_accounts import PROXIED, Browser, _error, _register, play_seat

CLOCKED = {"seconds": 900}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    work = tmp_path_factory.mktemp("claims")
    srv = Server(f"sqlite:///{work / 'games.sqlite3'}", work, env=PROXIED)
    srv.start()
    yield srv
    srv.stop()


def _moves(b: Browser, gid: str, seat: int, token: str, count: int, rng: random.Random) -> None:
    """`count` of the seat's own decisions through the API with its link's token (random legal
    moves), waiting for its turn between them."""
    made = 0
    deadline = time.time() + 60
    while made < count and time.time() < deadline:
        seen: dict[str, Any] = b.get(f"/api/games/{gid}/view", headers=bearer(token)).json()
        assert not seen["view"]["decision"]["over"], "the game ended first"
        legal = seen["view"]["decision"].get("legal_actions") or []
        if seen["to_move"] == seat and legal:
            r = b.post(f"/api/games/{gid}/actions",
                       {"version": seen["version"], "action": rng.choice(legal)},
                       headers=bearer(token))  # fmt: skip
            assert r.status_code == 200, r.text
            made += 1
        else:
            time.sleep(0.02)
    assert made == count, f"{made} of {count} moves in a minute"


def _rated(server: Server, gid: str) -> tuple[bool, str | None] | None:
    """How rating judged the game once its end is written (None: not looked at in 10 s)."""
    store = Store(server.database_url)
    try:
        for _ in range(100):
            with store.sessions() as s:
                row = s.execute(select(RatedGameRow).where(RatedGameRow.game_id == gid)).first()
            if row is not None:
                return row[0].rated, row[0].reason
            time.sleep(0.1)
        return None
    finally:
        store.dispose()


def test_a_seat_claimed_after_it_played_is_kept_but_not_rated_and_the_answer_says_so(
    server: Server,
) -> None:
    """The farm: a player signed out plays a rated-looking game (a clock, against a rated level),
    and claims the seat only once it sees how the game goes, then plays it out. The claim is kept
    (the seat follows the account) but the game is not rated, and the answer says why in the
    reader's language; no rating is written, win or lose."""
    farmer = Browser(server.base)
    r = farmer.post("/api/games", {"game": "pillars", "players": 2, "clock": CLOCKED,
                                   "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
    assert r.status_code == 201, r.text
    gid, token = r.json()["id"], r.json()["join"][0]["token"]
    rng = random.Random(3)
    _moves(farmer, gid, 0, token, 3, rng)
    assert _register(farmer, "Farmhand").status_code == 201
    claimed = farmer.post(f"/api/games/{gid}/claim", headers={**bearer(token),
                                                              "accept-language": "de"})  # fmt: skip
    assert claimed.status_code == 200, claimed.text
    assert [g["id"] for g in farmer.get("/api/account/games").json()["games"]] == [gid]
    play_seat(farmer, gid, 0, rng.choice)
    judged = _rated(server, gid)
    assert judged is not None and judged[0] is False, judged
    assert "claimed after it had played" in str(judged[1])
    assert farmer.get("/api/players/Farmhand").json().get("ratings") == []
    answer = claimed.json()
    assert answer.get("late") is True and "nicht gewertet" in answer.get("said", ""), answer


def test_the_creator_cannot_claim_the_seat_a_friend_played(server: Server) -> None:
    """The creator holds every link: it gives one to a friend, who plays the seat from their own
    browser; at the end the creator signs in (another account of its own) and claims the friend's
    seat with the link. Refused (409 seat_played): the seat played from another browser than the
    claimer's. The friend may keep it from the browser they played it in (not rated: it was
    claimed late)."""
    creator = Browser(server.base)
    r = creator.post("/api/games", {"game": "pillars", "players": 2, "clock": CLOCKED,
                                    "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
    assert r.status_code == 201, r.text
    gid, link = r.json()["id"], r.json()["join"][0]["token"]
    friend = Browser(server.base)
    _moves(friend, gid, 0, link, 2, random.Random(4))
    assert _register(creator, "Gatekeeper").status_code == 201
    taken = creator.post(f"/api/games/{gid}/claim", headers=bearer(link))
    assert taken.status_code == 409 and _error(taken) == "seat_played", taken.text
    assert "2 moves" in taken.json()["error"]["message"]
    assert creator.get("/api/account/games").json()["games"] == []
    # nor after a move of the creator's own with the link: the seat is then several browsers'
    _moves(creator, gid, 0, link, 1, random.Random(5))
    again = creator.post(f"/api/games/{gid}/claim", headers=bearer(link))
    assert again.status_code == 409 and _error(again) == "seat_played", again.text
    assert _register(friend, "Wayfarer").status_code == 201
    kept = friend.post(f"/api/games/{gid}/claim", headers=bearer(link))
    assert kept.status_code == 409, kept.text  # the creator played it too: nobody's to claim late


def test_the_player_who_played_a_seat_alone_keeps_it_from_their_browser(server: Server) -> None:
    """A friend given a link plays, then signs in from the same browser: the seat is theirs
    (late: not rated, and said so); the creator, who kept the link, is left a dead one."""
    creator = Browser(server.base)
    r = creator.post("/api/games", {"game": "pillars", "players": 2, "clock": CLOCKED,
                                    "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
    gid, link = r.json()["id"], r.json()["join"][0]["token"]
    friend = Browser(server.base)
    _moves(friend, gid, 0, link, 1, random.Random(6))
    assert _register(friend, "Pilgrimme").status_code == 201
    kept = friend.post(f"/api/games/{gid}/claim", headers=bearer(link))
    assert kept.status_code == 200, kept.text
    assert "will not be rated" in kept.json().get("said", ""), kept.text
    assert kept.json()["late"] is True
    assert creator.get(f"/api/games/{gid}/view", headers=bearer(link)).status_code == 403


def test_a_seat_claimed_before_its_first_move_is_rated(server: Server) -> None:
    """The rule's other side, as before issue 54: claimed at once (as the page does when a
    signed-in player opens a link), the seat is the account's from the start and the game is
    rated."""
    creator = Browser(server.base)
    r = creator.post("/api/games", {"game": "pillars", "players": 2, "clock": CLOCKED,
                                    "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
    gid, link = r.json()["id"], r.json()["join"][0]["token"]
    player = Browser(server.base)
    assert _register(player, "Earlybird").status_code == 201
    claimed = player.post(f"/api/games/{gid}/claim", headers=bearer(link))
    assert claimed.status_code == 200 and not claimed.json().get("late"), claimed.text
    assert "said" not in claimed.json()
    play_seat(player, gid, 0, random.Random(7).choice)
    assert _rated(server, gid) == (True, None)


# ---- the farm's figures, as ratings count them -------------------------------------------------
def _farm(
    store: Store, accounts: Accounts, name: str, wins: list[bool], late: set[int] | None
) -> Any:
    """`name` plays ten Pillars games at 2 players against `medium` (won where `wins` says so):
    each seat claimed before its first move (`late` None: the honest account), or only the games
    in `late`, each after playing (the farmer: a game it never claims is nobody's). Returns the
    account's rating, or None."""
    me = accounts.register(name, "correct horse battery", name).account
    seats: list[dict[str, Any]] = [{"kind": "human", "token_hash": "x", "name": name},
                                   {"kind": "bot", "level": "medium", "token_hash": None}]  # fmt: skip
    for i, won in enumerate(wins):
        gid = f"{name}-{i}"
        store.create_game(GameRow(id=gid, game="pillars", num_players=2, options={}, seed=0,
                                  seats=seats, clock=None, status="active", created=time.time()))  # fmt: skip
        if late is None:
            accounts.hold_seat(me, gid, 0)
        elif i in late:
            accounts.hold_seat(me, gid, 0, played_before=20)
        ranks = [1, 2] if won else [2, 1]

        def rate(conn: Any, gid: str = gid, ranks: list[int] = ranks) -> None:
            rate_game(conn, gid, "pillars", 2, False, "rules", seats, ranks, bot_ratings())

        store.finish(gid, {"ranks": ranks, "ended_by": "rules"}, None, None, rate)
    rated = [r for r in accounts.profile(name, me)["ratings"] if r["players"] == 2]
    return rated[0] if rated else None


def test_a_farmer_who_claims_only_its_wins_is_not_rated_above_an_honest_player(
    tmp_path: Path,
) -> None:
    """The attacker's figures: an honest account 5-5 over ten rated games; a farmer of the same
    play 3-7 that claims its three wins only, each once it is winning. Claimed late, the wins
    count for nothing: the farmer has no rating, so none above the honest one's (had the three
    been claimed as today's code took them, the farmer would stand far above)."""
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    try:
        accounts = Accounts(store)
        honest = _farm(store, accounts, "Honesty", [True, False] * 5, None)
        farmer_wins = [i in (1, 4, 8) for i in range(10)]
        farmer = _farm(store, accounts, "Farmer", farmer_wins, {1, 4, 8})
        assert honest is not None and honest["games"] == 10
        assert farmer is None, farmer
        # what the farm was worth before: the same three wins, rated as wins from the start
        m = model()
        rating = m.rating()
        medium = bot_ratings()["pillars/2"]["medium"]
        for _ in range(3):
            (rating,), _bot = m.rate([[rating], [m.rating(mu=medium["mu"],
                                                          sigma=medium["sigma"])]], ranks=[1, 2])  # fmt: skip
        assert rating.mu > honest["mu"], (rating.mu, honest["mu"])
        print(f"honest 5-5: mu {honest['mu']:.1f}; farmer's 3 late wins: no rating "
              f"(counted as before: mu {rating.mu:.1f})")  # fmt: skip
    finally:
        store.dispose()
