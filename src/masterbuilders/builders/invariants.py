"""Conservation laws of The Builders checked after every step by the generic tests."""

from __future__ import annotations

from typing import Final

from masterbuilders.builders.model import (
    APPRENTICES,
    BUILDING_DECK,
    DECK_WORKERS,
    ROW,
    START_COINS,
    Table,
)
from masterbuilders.engine import GameState

ALL_BUILDINGS: Final = sorted(BUILDING_DECK)
ALL_WORKERS: Final = sorted(DECK_WORKERS + APPRENTICES)


def check(state: GameState) -> None:
    """Every card is in exactly one place; coins are never negative and every coin is accounted for
    (players' coins = starting coins + paid by the bank - paid to the bank); actions >= 0."""
    assert isinstance(state, Table)
    s = state
    # Lists compared with the sorted decks: the checks run after every step of thousands of
    # random games in the suite, where counting each card into a Counter cost 80% of the time.
    buildings = s.b_deck + [b for b in s.b_row if b] + ([s.b_next] if s.b_next else [])
    for p in s.players:
        buildings += list(p.sites)
        buildings += p.done
    if sorted(buildings) != ALL_BUILDINGS:
        assert len(set(buildings)) == len(buildings) and set(buildings) <= set(ALL_BUILDINGS), (
            "a building is in two places"
        )
        raise AssertionError("a building card went missing")
    workers = s.w_deck + [w for w in s.w_row if w]
    for p in s.players:
        workers += [w for w in p.team if not w.startswith("m")]
        for ws in p.sites.values():
            workers += [w for w in ws if not w.startswith("m")]
    dealing = any(f.kind == 2 for f in s.frames)  # apprentices not yet dealt are outside the deck
    if dealing or sorted(workers) != ALL_WORKERS:
        assert len(set(workers)) == len(workers), "a worker is in two places"
        assert dealing, "a worker card went missing"
    for i, p in enumerate(s.players):
        assert p.coins >= 0, f"P{i + 1} has negative coins"
        machines = [w for w in p.team if w.startswith("m")] + [
            w for ws in p.sites.values() for w in ws if w.startswith("m")
        ]
        assert sorted(machines) == sorted(b for b in p.done if b.startswith("m")), (
            "a machine is lost"
        )
    total = sum(p.coins for p in s.players)
    assert total == START_COINS * s.num_players + s.bank_out - s.bank_in, "coins do not balance"
    assert s.actions >= 0
    assert len(s.b_row) == ROW == len(s.w_row)
