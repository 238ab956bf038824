"""Conservation laws that hold after every step of a game; the generic tests call them."""

from __future__ import annotations

from masterbuilders.engine import GameState
from masterbuilders.pillars.data import RESOURCES
from masterbuilders.pillars.model import DATA, DISCARD, GOLD_CAP, Table


def check(state: GameState) -> None:
    """Raise AssertionError when a law is broken: cubes per type are conserved (board + market +
    court + players; owed cubes are never physical and never negative), gold stays within 0..30,
    VP >= 0, craftsmen and workers within their limits, gray workers and master builders counted."""
    assert isinstance(state, Table)
    s = state
    totals = DATA.number("cubes")
    for r, name in enumerate(RESOURCES):
        held = sum(p.res[r] for p in s.players)
        court = s.court_metal if r == 3 else 0
        total = s.supply[r] + s.market[r] + court + held
        assert total == totals[name], f"{name}: {total} cubes on the table, expected {totals[name]}"
        assert s.supply[r] >= 0 and s.market[r] >= 0, f"{name}: negative board or market stock"
        for p in s.players:
            assert p.res[r] >= 0 and p.owed[r] >= 0, f"{name}: a player holds a negative count"
        if r < 3:
            assert s.market[r] <= DATA.number("market_stock")[name], f"market holds too much {name}"
    pending_discard = {f.seat for f in s.frames if f.kind == DISCARD}
    for seat, p in enumerate(s.players):
        assert 0 <= p.gold <= GOLD_CAP, f"seat {seat} has {p.gold} gold (0..{GOLD_CAP})"
        assert p.vp >= 0, f"seat {seat} has negative VP"
        assert sum(p.vp_from) == p.vp, f"seat {seat}'s VP by source {p.vp_from} is not {p.vp}"
        limit_ok = len(p.craftsmen) <= p.limit + (1 if seat in pending_discard else 0)
        assert limit_ok, f"seat {seat} employs {len(p.craftsmen)} craftsmen, room for {p.limit}"
        assert len(set(p.craftsmen)) == len(p.craftsmen), f"seat {seat} holds a craftsman twice"
        assert 0 <= p.placed <= p.workers(), f"seat {seat} placed {p.placed} of {p.workers()}"
        assert p.wool <= p.workers(), f"seat {seat} has more workers in the wool mill than exist"
    gray = s.castle_gray + sum(p.gray + p.gray_next for p in s.players)
    assert gray == 4, f"{gray} gray workers exist, expected 4"
    for seat in range(s.num_players):
        on_board = sum(1 for o in s.spaces if o == seat)
        waiting = s.queue.count(seat) + (1 if s.drawn == seat else 0)
        total_builders = on_board + waiting + s.bag[seat] + s.builder_aside[seat]
        assert total_builders <= 3, f"seat {seat} has {total_builders} master builders"
    owners = [
        c for p in s.players for c in p.craftsmen if c in DATA.craftsmen and DATA.craftsmen[c].round
    ]
    assert len(owners) == len(set(owners)), "a round craftsman is owned twice"
