"""Turn-based games (issue 41): a clock profile with time per move (e.g. a day) and a bank of
days; a decision takes from the bank only what it takes beyond its time per move; such a game is
never abandoned for being idle (its clocks end it), while a real-time game is."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.automatic import TIMEOUT_LEVEL
from masterbuilders.server.games.creation import DAY, clock_profile
from tests.server.fakes import Asked, FakeClock, Service


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
    """The attacker's finding: with a bank of 0, every person's seat was handed to a bot at once.
    In process, on a fake clock: nearly a day passes for the seat to move and the supervisor's
    look at the game (its kick) leaves both seats their people's; once the day has passed, the
    easy bot takes the seat (so the first check could fail). Every change is told to the
    notifier and the mailer, a turn-based game's turn mailed to the person who has it."""
    service = Service(tmp_path / "games.sqlite3")

    async def scenario() -> None:
        async with service.running() as manager:
            session, _ = await manager.create({
                "game": "builders", "players": 2, "clock": {"per_move": DAY},
                "seats": [{"kind": "human"}, {"kind": "human"}]})  # fmt: skip
            await service.settled(session)
            seat = session.state.current_player()
            service.clock.advance(DAY - 60)
            manager.kick(session)  # what the supervisor does at each of its rounds
            await service.settled(session)
            assert [s["kind"] for s in session.seats] == ["human", "human"], session.seats
            assert service.bots.asked == []
            service.clock.advance(61)
            manager.kick(session)
            await service.settled(session)
            assert session.seats[seat]["kind"] == "bot" and session.seats[seat]["timed_out"]
            assert service.bots.asked[0] == Asked(session.id, seat, TIMEOUT_LEVEL)
            versions = [c.version for c in service.notifier.changes if c.game_id == session.id]
            assert versions == sorted(versions) and versions[-1] == session.version
            mailed = {c.version for c in service.mailer.noticed}
            assert set(versions) <= mailed  # every change may mail a turn
            assert service.mailer.noticed[-1].to_move == 1 - seat  # the other person's turn

    asyncio.run(scenario())


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
    """A restart abandons games idle for longer than the setting allows, never a turn-based one
    (in process, on a fake clock: the idle seconds pass on it, not slept; the restarted service
    is another one on the same database and clock)."""
    path, clock = tmp_path / "games.sqlite3", FakeClock()
    made = {}

    async def first() -> None:
        async with Service(path, clock, idle_hours=0.0005).running() as manager:  # under 2 s
            for kind, profile in (("turn", {"per_move": DAY, "seconds": 3 * DAY}),
                                  ("real", {"seconds": 600})):  # fmt: skip
                session, _ = await manager.create({
                    "game": "pillars", "players": 2, "clock": profile,
                    "seats": [{"kind": "human"}, {"kind": "human"}]})  # fmt: skip
                made[kind] = session.id
            assert manager.sessions[made["turn"]].row.clock == {"seconds": 3 * DAY, "per_move": DAY}

    asyncio.run(first())
    clock.advance(2.5)
    again = Service(path, clock, idle_hours=0.0005)
    restored = again.manager.restore()
    rows = {row.id: row.status for row in again.store.games_by_id(list(made.values()))}
    status = {kind: rows[gid] for kind, gid in made.items()}
    again.store.dispose()
    assert status == {"turn": "active", "real": "abandoned"} and restored == 1
