"""A game rebuilt from its stored log, alone (issue 54): at start for every game in play, and
whenever a game is asked for that is not in memory.

A log is replayed only by the rules it was played under (`games.rules`, GameSpec.rules_version;
migration 0007 gave the games stored before the version they were played under, as far as it can
be known). A log of another version, or one that does not replay by today's rules (an `IndexError`
in The Builders' turn code for the logs of the first release, whose set-up turned over another
number of workers), makes that game unresumable: it is kept as it is, its record is still served
(`stored_record`: the log as stored, never replayed), health lists it and `masterbuilders db
check` names it with the reason. It never stops the server or any other game: each game is
restored alone, and whatever its replay raises is that game's.

No older rules are replayed here: the changes between versions were not only the order of chance
draws (The Builders' version 2 hides the worker deck's next card that version 1 showed, and
draws a recruited worker's replacement when it is recruited; The Pillars of the Earth's version 2
changed card effects), so a log of version 1 replayed by version 2 would be another game."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from masterbuilders.engine import GameRecord, Match, commitment, get_game, parse_action
from masterbuilders.engine.actions import Action
from masterbuilders.engine.message import Msg
from masterbuilders.server.clock import SYSTEM, Clock
from masterbuilders.server.errors import ApiError
from masterbuilders.server.session import GameSession
from masterbuilders.server.storage import Entry, GameRow, Store

log = logging.getLogger("masterbuilders.server")


@dataclass(frozen=True)
class Unresumable:
    """A stored game that cannot be resumed here, and why."""

    id: str
    game: str
    status: str
    """As stored (a game in play, or a finished one asked for)."""
    rules: int | None
    """The rules version it was played under (None: not known)."""
    why: Msg


@dataclass(frozen=True)
class UnresumableReport:
    """One unresumable game as health reports it (`why` in English: an operator's log line)."""

    id: str
    game: str
    status: str
    rules: int | None
    why: str


class NotResumable(ApiError):
    """A request for a game that cannot be resumed: 409 game_not_resumable. The record route
    serves `record` instead (the log as stored)."""

    def __init__(self, unresumable: Unresumable, record: GameRecord) -> None:
        super().__init__(
            "game_not_resumable",
            Msg("server-error-not-resumable", game=unresumable.id, why=unresumable.why),
        )
        self.unresumable = unresumable
        self.record = record


def new_match(row: GameRow) -> Match:
    """A new match for a stored game (its steps are replayed by the caller)."""
    return Match(row.game, row.num_players, row.chance_seed(), row.options, public(row.seats))


def new_session(row: GameRow, clock: Clock = SYSTEM) -> GameSession:
    """A stored game's session before its log is replayed (`rebuild`), its time read from
    `clock`."""
    return GameSession(
        row=row, match=new_match(row), clock_used=[0.0] * row.num_players, timer=clock
    )


def _undone(actions: list[Action], entry: Entry) -> None:
    """An undo marker of the log takes its steps off `actions` (`entry.text`: how many)."""
    del actions[len(actions) - int(entry.text) :]


def public(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats as a game record keeps them: who played, never their tokens (nor the browser
    that played them, claims.py)."""
    return [{k: v for k, v in s.items() if not k.endswith("_hash")} for s in seats]


def rules_refusal(row: GameRow) -> Msg | None:
    """Why the game's log is not replayed by this server's rules (None: it may be)."""
    current = get_game(row.game).rules_version
    if row.rules is None or row.rules == current:
        return None
    return Msg("server-not-resumable-rules", name=row.game, played=row.rules, current=current)


def restore(
    session: Callable[[GameRow], GameSession], row: GameRow, entries: Iterable[Entry], clock: Clock
) -> GameSession | Unresumable:
    """The game as its log leaves it, or why it cannot be resumed. Never raises for the game's
    own log: whatever its replay raises makes it unresumable (and is logged)."""
    refusal = rules_refusal(row)
    if refusal is None:
        try:
            return rebuild(session(row), entries, clock)
        except Exception as exc:  # the game's own: any failure of its replay stops it alone
            log.exception("game %s: its log does not replay: kept, not resumed", row.id)
            refusal = Msg("server-not-resumable-replay", error=f"{type(exc).__name__}: {exc}")
    else:
        log.warning("game %s: played under rules version %s: kept, not resumed", row.id, row.rules)
    return Unresumable(row.id, row.game, row.status, row.rules, refusal)


def rebuild(session: GameSession, entries: Iterable[Entry], clock: Clock) -> GameSession:
    """A game as its log leaves it. Undo markers take their steps off the list of steps before
    anything is replayed, so a game is replayed once, however many undos its log holds
    (replaying it per undo cost minutes for an hour of undos). Pure computation: the server runs
    it off the event loop (`asyncio.to_thread`)."""
    actions: list[Action] = []
    last = session.row.created
    for e in entries:
        if e.kind == "action":
            actions.append(parse_action(e.text))
        elif e.kind == "undo":
            _undone(actions, e)
            key = (e.seat if e.seat is not None else -1, len(actions))
            session.undos[key] = session.undos.get(key, 0) + 1
        elif e.kind == "notice":
            session.notices.append((e.idx, e.text))
        if e.seat is not None and e.spent:  # a decision's time, or a clock run out
            session.clock_used[e.seat] += session.charge(e.spent)
        session.version = e.idx + 1
        last = e.created or last
    match = session.match
    for action in actions:
        match.apply_trusted(action)
    # the pending decision has been running since the last stored entry: a restart charges it
    session.decision_since = clock.monotonic() - max(0.0, clock.time() - last)
    session.last_activity = last
    return session


def stored_record(row: GameRow, entries: Iterable[Entry]) -> GameRecord:
    """The record of a game as its log holds it, not replayed (undone steps left out): the
    record of an unresumable game. Its seed only where chance was never secret (a practice
    game): the game did not end here."""
    actions: list[Action] = []
    for e in entries:
        if e.kind == "action":
            actions.append(parse_action(e.text))
        elif e.kind == "undo":
            _undone(actions, e)
    return GameRecord(
        row.game,
        row.num_players,
        dict(row.options or {}),
        row.chance_seed() if row.practice else None,
        actions,
        seats=public(row.seats),
        commitment=commitment(row.chance_seed()),
        practice=bool(row.practice),
        rules=row.rules,
    )


def report(unresumable: Iterable[Unresumable]) -> list[UnresumableReport]:
    """Health's list of the unresumable games (their reasons in English)."""
    from masterbuilders.i18n import DEFAULT, text

    return [
        UnresumableReport(u.id, u.game, u.status, u.rules, text(u.why, DEFAULT))
        for u in unresumable
    ]


def check(store: Store, every: bool = False) -> tuple[int, list[Unresumable]]:
    """The games of a database that this server could not resume, each replayed alone as a start
    would (`masterbuilders db check`): those in play, or with `every` all of them. Returns how many
    were checked, and those that cannot be resumed."""
    statuses = ("active", "finished", "abandoned") if every else ("active",)
    ids = sorted({g for status in statuses for g in store.last_activity(status)})
    found = []
    for row in store.games_by_id(ids):
        restored = restore(new_session, row, store.entries(row.id), SYSTEM)
        if isinstance(restored, Unresumable):
            found.append(restored)
    return len(ids), sorted(found, key=lambda u: u.id)
