"""Fakes of the game service's ports (server/ports.py): a clock the test moves on instead of
sleeping, bots that think in the test's own process, a mailer and a notifier that write down what
they were told. A test gives them to a `Manager` (or to `create_app`, the clock) and checks one
behaviour in its own process, with no server started and no wall-clock wait."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from masterbuilders.engine import GameRecord, GameState
from masterbuilders.server import bots
from masterbuilders.server.ports import BotsHealth
from masterbuilders.server.session import GameSession


class FakeClock:
    """A clock that moves only when told to (`advance`): it starts at the machine's present (so
    that stamps written with it compare with the real ones a database holds)."""

    def __init__(self) -> None:
        self._wall = time.time()
        self._mono = time.monotonic()

    def time(self) -> float:
        return self._wall

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        """Both clocks move `seconds` on at once."""
        if seconds < 0:
            raise ValueError("a clock never goes back")
        self._wall += seconds
        self._mono += seconds


@dataclass(frozen=True)
class Asked:
    """A bot's move asked for: the game, the seat and the level that plays it."""

    game_id: str
    seat: int
    level: str


class FakeBots:
    """The bots' own functions (server/bots.py), run in this process at once rather than in
    processes apart: the same moves, hints and reviews, each move written down in `asked`."""

    def __init__(self) -> None:
        self.asked: list[Asked] = []

    async def move(
        self, game_id: str, for_people: bool, state: GameState, seat: int, level: str, seed: int
    ) -> str:
        self.asked.append(Asked(game_id, seat, level))
        return bots.bot_move(state, seat, level, seed)

    async def hint(self, game_id: str, state: GameState, seat: int, seed: int) -> list[Any]:
        return bots.hint(state, seat, seed)

    async def review_part(
        self, game_id: str, record: GameRecord, indices: list[int], playouts: int
    ) -> list[dict[str, Any]] | dict[str, dict[str, Any]]:
        return bots.review_part(record, indices, playouts)

    async def review_assemble(
        self, game_id: str, record: GameRecord, judged: list[dict[str, Any]]
    ) -> dict[str, Any]:
        return bots.review_assemble(record, judged)

    async def review_try(
        self, game_id: str, record: GameRecord, index: int, action: str, playouts: int
    ) -> dict[str, Any]:
        return bots.review_try(record, index, action, playouts)

    def health(self) -> BotsHealth:
        return {"workers": 0, "review_workers": 0, "running": 0, "waiting": 0, "rebuilds": 0}


@dataclass(frozen=True)
class Told:
    """What a game was when a port was told of it: its id, version and the seat to move."""

    game_id: str
    version: int
    to_move: int


def told(session: GameSession) -> Told:
    return Told(session.id, session.version, session.state.current_player())


class FakeMailer:
    """Writes down every game it is told of (a real one mails a turn come to a person's seat)."""

    def __init__(self) -> None:
        self.noticed: list[Told] = []

    def notice(self, session: GameSession) -> None:
        self.noticed.append(told(session))


class FakeNotifier:
    """Writes down every change it is told of (a real one wakes the game's WebSockets)."""

    def __init__(self) -> None:
        self.changes: list[Told] = []

    def changed(self, session: GameSession) -> None:
        self.changes.append(told(session))
