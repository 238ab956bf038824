"""Turn-based games (issue 41): a clock profile with time per move (e.g. a day) and a bank of
days; a decision takes from the bank only what it takes beyond its time per move; such a game is
never abandoned for being idle (its clocks end it), while a real-time game is."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.creation import DAY, clock_profile
from tests.server.conftest import Server


def test_a_turn_based_decision_is_charged_beyond_its_time_per_move() -> None:
    from masterbuilders.engine import Match
    from masterbuilders.server.session import GameSession
    from masterbuilders.server.storage import GameRow

    def session(clock: dict[str, float]) -> GameSession:
        row = GameRow(id="t", game="pillars", num_players=2, options={}, seed=0, seats=[
            {"kind": "human", "token_hash": "a"}, {"kind": "human", "token_hash": "b"}],
            clock=clock, status="active", created=0.0)  # fmt: skip
        return GameSession(row=row, match=Match("pillars", 2, "1"), clock_used=[0.0, 0.0])

    turn = session({"seconds": 3 * DAY, "per_move": DAY})
    assert turn.turn_based()
    assert turn.charge(3600) == 0.0  # within the day every move is given
    assert turn.charge(DAY + 7200) == 7200.0  # two hours beyond it come out of the bank
    real = session({"seconds": 600})
    assert not real.turn_based() and real.charge(42.5) == 42.5


def test_a_seat_runs_out_of_time_only_after_its_time_per_move_and_its_bank() -> None:
    """An empty bank is allowed (`clock_profile`): each move still gets its time per move, and only
    then is the seat out of time (the attacker's finding: with a bank of 0, every person's seat
    was handed to a bot at once). In real time, the bank alone counts."""
    from masterbuilders.engine import Match
    from masterbuilders.server.session import GameSession
    from masterbuilders.server.storage import GameRow

    def deciding(clock: dict[str, float], spent: float, used: float = 0.0) -> bool:
        row = GameRow(id="t", game="builders", num_players=2, options={}, seed=0, seats=[
            {"kind": "human", "token_hash": "a"}, {"kind": "human", "token_hash": "b"}],
            clock=clock, status="active", created=0.0)  # fmt: skip
        match = Match("builders", 2, "1")
        match.advance_chance()
        session = GameSession(row=row, match=match, clock_used=[used, used])
        session.decision_since = time.monotonic() - spent
        seat = match.state.current_player()
        assert not session.out_of_time(1 - seat)  # only the seat deciding runs down
        return session.out_of_time(seat)

    no_bank = {"per_move": DAY, "seconds": 0.0}
    assert not deciding(no_bank, 5.0)
    assert not deciding(no_bank, DAY - 60)
    assert deciding(no_bank, DAY + 1)
    banked = {"per_move": DAY, "seconds": 7200.0}
    assert not deciding(banked, DAY + 3600)
    assert deciding(banked, DAY + 7201)
    assert not deciding(banked, DAY + 3600, used=3000.0) and deciding(banked, DAY + 4300, 3000.0)
    real = {"seconds": 600.0}
    assert not deciding(real, 599.0) and deciding(real, 601.0) and deciding(real, 2.0, 599.0)


def test_a_turn_based_game_with_an_empty_bank_keeps_its_people(tmp_path: Path) -> None:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path)
    server.start()
    try:
        r = httpx.post(f"{server.base}/api/games", json={
            "game": "builders", "players": 2, "clock": {"per_move": DAY},
            "seats": [{"kind": "human"}, {"kind": "human"}]}, timeout=10)  # fmt: skip
        assert r.status_code == 201, r.text
        gid = r.json()["id"]
        time.sleep(2.0)  # ten of the supervisor's rounds
        seats = httpx.get(f"{server.base}/api/games/{gid}", timeout=10).json()["seats"]
        assert [s["kind"] for s in seats] == ["human", "human"], seats
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("clock", "said"),
    [
        ({"per_move": 60}, "an hour to two weeks"),
        ({"per_move": 15 * DAY}, "an hour to two weeks"),
        ({"per_move": DAY, "seconds": 31 * DAY}, "30 days"),
        ({"per_move": True}, "an hour to two weeks"),
        ({"seconds": 2 * DAY}, "1..86400"),
        ({"per_move": DAY, "seconds": "a lot"}, "30 days"),
        ("fast", "1..86400"),
    ],
)
def test_bad_clock_profiles_name_the_rule(clock: Any, said: str) -> None:
    with pytest.raises(ApiError, match=said):
        clock_profile(clock)


def test_good_clock_profiles() -> None:
    assert clock_profile(None) is None
    assert clock_profile({"seconds": 300}) == {"seconds": 300.0}
    assert clock_profile({"per_move": DAY}) == {"seconds": 0.0, "per_move": DAY}
    assert clock_profile({"per_move": DAY, "seconds": 3 * DAY}) == {
        "seconds": 3 * DAY,
        "per_move": DAY,
    }


def test_an_idle_turn_based_game_is_kept_and_a_real_time_one_abandoned(tmp_path: Path) -> None:
    env = {"MASTERBUILDERS_IDLE_HOURS": "0.0005"}  # under two seconds without a move
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=env)
    server.start()
    try:
        made = {}
        for kind, clock in (("turn", {"per_move": DAY, "seconds": 3 * DAY}),
                            ("real", {"seconds": 600})):  # fmt: skip
            r = httpx.post(f"{server.base}/api/games", json={
                "game": "pillars", "players": 2, "clock": clock,
                "seats": [{"kind": "human"}, {"kind": "human"}]}, timeout=10)  # fmt: skip
            assert r.status_code == 201, r.text
            made[kind] = r.json()["id"]
        summary = httpx.get(f"{server.base}/api/games/{made['turn']}", timeout=10).json()
        assert summary["clock"] == {"seconds": 3 * DAY, "per_move": DAY}
        time.sleep(2.5)
        server.stop()
        server.start()  # a restart abandons games idle for longer than the setting allows
        status = {
            kind: httpx.get(f"{server.base}/api/games/{gid}", timeout=10).json()["status"]
            for kind, gid in made.items()
        }
        assert status == {"turn": "active", "real": "abandoned"}
    finally:
        server.stop()
