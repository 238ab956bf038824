"""The game service's effects, as ports (issue 55): the time it reads, the bots it asks, the mail it
writes and the notices it pushes. The real ones are wired by default (server/clock.py's
`SYSTEM`, server/bots.py's `BotPool`, server/mail.py's `TurnMails` over the outbox, `Wake`
below); a test passes fakes (tests/server/fakes.py) and checks one behaviour in its own process,
moving the clock on instead of sleeping.

The clock's port, `Clock`, stays where the server's modules have always found it (server/clock.py,
below every module that reads the time) and is named here with the others. Each port names only
what the games ask of it; the modules that implement one do not import this one, except for what
they report (`BotsHealth`): a port is met by its shape."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from masterbuilders.server.clock import Clock

if TYPE_CHECKING:
    from masterbuilders.engine import GameRecord, GameState
    from masterbuilders.server.session import GameSession

__all__ = ["Bots", "BotsHealth", "Clock", "Mailer", "Notifier", "Wake"]


class BotsHealth(TypedDict):
    """What the bots report to health (server/games/health.py)."""

    workers: int
    review_workers: int
    running: int
    waiting: int
    rebuilds: int


class Bots(Protocol):
    """Where a bot's move, a hint or a review's work is computed (server/bots.py: processes
    apart from the server's, by class of work)."""

    async def move(
        self, game_id: str, for_people: bool, state: GameState, seat: int, level: str, seed: int
    ) -> str:
        """The move (its text) a bot of `level` makes for `seat` in `state`."""
        ...

    async def hint(self, game_id: str, state: GameState, seat: int, seed: int) -> list[Any]:
        """The moves the bots would weigh for `seat`."""
        ...

    async def review_part(
        self, game_id: str, record: GameRecord, indices: list[int], playouts: int
    ) -> list[dict[str, Any]] | dict[str, dict[str, Any]]:
        """The judged decisions at `indices` of a game's review, or a refusal."""
        ...

    async def review_assemble(
        self, game_id: str, record: GameRecord, judged: list[dict[str, Any]]
    ) -> dict[str, Any]: ...

    async def review_try(
        self, game_id: str, record: GameRecord, index: int, action: str, playouts: int
    ) -> dict[str, Any]: ...

    def health(self) -> BotsHealth: ...


class Mailer(Protocol):
    """Told of every change of a game (and of a game restored or loaded): a turn come to a
    person's seat may be mailed (server/mail.py's `TurnMails` writes it to the outbox)."""

    def notice(self, session: GameSession) -> None: ...


class Notifier(Protocol):
    """Told of every change of a game: its watchers (WebSockets, server/ws.py) send its new
    version."""

    def changed(self, session: GameSession) -> None: ...


class Wake:
    """The real notifier: each subscriber's connection is woken and sends the version it has not
    sent yet (server/ws.py)."""

    def changed(self, session: GameSession) -> None:
        for sub in session.subscribers:
            sub.wake.set()
