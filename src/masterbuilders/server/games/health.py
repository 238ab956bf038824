"""Health (moved from server/manager.py, issue 55): what an operator needs at a glance, typed (it
was a `dict[str, Any]`): games in play, those whose progress is held up and why (a failing
database or bot pool; automatic moves due and no step for `STUCK_SECONDS`), games this instance
lost to another, stored games it cannot resume, the writer, the reviews, the bot pool.

The report is a TypedDict: /api/health answers it as it is (with `ok` and the process's own
fields), so its JSON is unchanged."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypedDict

from masterbuilders.server.games.automatic import automatic_due
from masterbuilders.server.ports import BotsHealth
from masterbuilders.server.restore import UnresumableReport
from masterbuilders.server.reviews import ReviewLoad
from masterbuilders.server.session import GameSession
from masterbuilders.server.writer import Writer

STUCK_SECONDS = 30.0
"""A game whose automatic moves are due and made no step for this long is reported stuck."""


class Degraded(TypedDict):
    """A game held up (`id` None: the whole server, its writer stopped)."""

    id: str | None
    since: float
    error: str
    attempts: int


class Loss(TypedDict):
    """A game this instance lost to another: when, and why."""

    id: str
    when: float
    why: str


class OwnershipHealth(TypedDict):
    lost_since_start: int
    recent: list[Loss]


class WriterHealth(TypedDict):
    alive: bool
    batches_failed: int


class Health(TypedDict):
    instance: str
    games_in_memory: int
    active: int
    finished_cached: int
    abandoned_since_start: int
    degraded: list[Degraded]
    bot_games_waiting: int
    unresumable: list[UnresumableReport]
    ownership: OwnershipHealth
    writer: WriterHealth
    reviews_running: int
    reviews_queued: int
    bots: BotsHealth


def degraded(sessions: Iterable[GameSession], writer: Writer, now: float) -> list[Degraded]:
    """The games whose progress is held up, and the writer if it stopped."""
    out: list[Degraded] = []
    for s in sessions:
        if s.trouble is not None:
            out.append(
                {
                    "id": s.id,
                    "since": s.trouble.since,
                    "error": s.trouble.error,
                    "attempts": s.trouble.attempts,
                }
            )
        elif (
            not s.waiting
            and automatic_due(s)
            and now - s.last_activity > STUCK_SECONDS
            and s.status() == "active"
        ):
            out.append(
                {
                    "id": s.id,
                    "since": s.last_activity,
                    "error": "stuck: automatic moves are due and none was made",
                    "attempts": 0,
                }
            )
    if not writer.alive() and writer.task is not None:
        out.append(
            {"id": None, "since": now, "error": "the database writer stopped", "attempts": 0}
        )
    return out


def health(
    *,
    instance: str,
    now: float,
    sessions: list[GameSession],
    finished_cached: int,
    abandoned: int,
    unresumable: list[UnresumableReport],
    lost: int,
    losses: Iterable[Loss],
    writer: Writer,
    reviews: ReviewLoad,
    bots: BotsHealth,
) -> Health:
    """The report of an instance whose games in memory are `sessions`."""
    return {
        "instance": instance,
        "games_in_memory": len(sessions),
        "active": sum(1 for s in sessions if s.status() == "active"),
        "finished_cached": finished_cached,
        "abandoned_since_start": abandoned,
        "degraded": degraded(sessions, writer, now),
        "bot_games_waiting": sum(1 for s in sessions if s.waiting),
        "unresumable": unresumable,
        "ownership": {"lost_since_start": lost, "recent": list(losses)},
        "writer": {"alive": writer.alive(), "batches_failed": writer.batches_failed},
        "reviews_running": reviews["reviews_running"],
        "reviews_queued": reviews["reviews_queued"],
        "bots": bots,
    }
