"""Fakes of the game service's ports (server/ports.py): a clock the test moves on instead of
sleeping, bots that think in the test's own process, a mailer and a notifier that write down what
they were told. A test gives them to a `Manager` (`Service` below, or `create_app` the clock) and
checks one behaviour in its own process, with no server started and no wall-clock wait."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from masterbuilders.engine import GameRecord, GameState
from masterbuilders.server import bots
from masterbuilders.server.manager import Manager
from masterbuilders.server.ports import BotsHealth
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Store


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


class Service:
    """The game service (`Manager`) on a SQLite file, in the test's process, with every port
    faked: `clock`, `bots`, `mailer`, `notifier`. `settings` are Settings fields. Another
    `Service` on the same file and clock is the same server restarted (what a crash or a stop
    leaves in the database is the same: nothing is written at a stop)."""

    def __init__(self, path: Path, clock: FakeClock | None = None, **settings: Any) -> None:
        url = f"sqlite:///{path}"
        self.clock = clock or FakeClock()
        self.bots = FakeBots()
        self.mailer = FakeMailer()
        self.notifier = FakeNotifier()
        self.store = Store(url, clock=self.clock)
        self.manager = Manager(
            self.store,
            self.bots,
            Settings(database_url=url, **{"review_finished": False, **settings}),
            clock=self.clock,
            mailer=self.mailer,
            notifier=self.notifier,
        )

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[Manager]:
        """Restored and started as the app's lifespan does it, stopped at the end."""
        self.manager.restore()
        self.manager.start()
        try:
            yield self.manager
        finally:
            await self.manager.stop()
            self.store.dispose()

    async def settled(self, session: GameSession) -> None:
        """Once the game's automatic moves ran (chance draws, bots, clocks that ran out) until a
        person must decide."""
        while session.advancing is not None and not session.advancing.done():
            await asyncio.wait({session.advancing})
