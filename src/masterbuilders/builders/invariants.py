"""Conservation laws of The Builders checked after every step by the generic tests."""

from __future__ import annotations

from collections import Counter

from masterbuilders.builders.model import (
    APPRENTICES,
    BUILDING_DECK,
    DECK_WORKERS,
    ROW,
    START_COINS,
    Table,
)
from masterbuilders.engine import GameState


def check(state: GameState) -> None:
    """Every card is in exactly one place; coins are never negative and every coin is accounted for
    (players' coins = starting coins + paid by the bank - paid to the bank); actions >= 0."""
    assert isinstance(state, Table)
    s = state
    places: Counter[str] = Counter()
    places.update(s.b_deck)
    places.update(b for b in s.b_row if b)
    places.update([s.b_next] if s.b_next else [])
    for p in s.players:
        places.update(list(p.sites))
        places.update(d for d in p.done)
    assert set(places) <= set(BUILDING_DECK) and all(n == 1 for n in places.values()), (
        "a building is in two places"
    )
    assert sum(places.values()) == len(BUILDING_DECK), "a building card went missing"
    workers: Counter[str] = Counter()
    workers.update(s.w_deck)
    workers.update(w for w in s.w_row if w)
    for p in s.players:
        workers.update(w for w in p.team if not w.startswith("m"))
        for ws in p.sites.values():
            workers.update(w for w in ws if not w.startswith("m"))
    dealing = any(f.kind == 2 for f in s.frames)  # apprentices not yet dealt are outside the deck
    expected = len(DECK_WORKERS) + len(APPRENTICES)
    assert all(n == 1 for n in workers.values()), "a worker is in two places"
    assert dealing or sum(workers.values()) == expected, "a worker card went missing"
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
