"""Helpers that build exact Builders situations for scenario tests."""

from __future__ import annotations

from masterbuilders.builders.game import BuildersState

BUILDINGS = ["b31", "b01", "b02", "m1", "b27", "b34"]  # 5 in the row, then the next card
WORKERS = ["w19", "w07", "w35", "w20", "w21"]  # the row; the worker deck lies face down (§A4)


def new(
    players: int = 2,
    buildings: list[str] | None = None,
    apprentices: list[str] | None = None,
    workers: list[str] | None = None,
    first: int = 1,
) -> BuildersState:
    """A game whose set-up draws came out as given (§A4 order: buildings, apprentices, workers, first)."""
    s = BuildersState(players, {})
    for b in buildings or BUILDINGS:
        s.apply_text(f"reveal-building {b}")
    for a in (apprentices or ["w01", "w02", "w03", "w04"])[:players]:
        s.apply_text(f"deal-apprentice {a}")
    for w in workers or WORKERS:
        s.apply_text(f"reveal-worker {w}")
    s.apply_text(f"first-player p{first}")
    return s


def do(s: BuildersState, *texts: str) -> BuildersState:
    for t in texts:
        s.apply_text(t)
    return s


def legal(s: BuildersState) -> list[str]:
    return [str(a) for a in s.legal_actions()]
