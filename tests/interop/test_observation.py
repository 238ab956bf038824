"""The fast observation (each game's compiled `observe`, written from the state) is the view-based
one (`encode_view`, the definition of what a seat may see), array for array, on every position of
recorded games: seeded matches of the greedy agent and of random play at 2-4 players, replayed from
their GameRecord (issue 40). If a view gains or loses something, this fails until `observe` follows."""

from __future__ import annotations

import numpy as np
import pytest

from masterbuilders.engine import GameRecord, Match
from masterbuilders.interop import codec
from tests.helpers import decisions

# (game, players, seed, agent): greedy games reach the positions strong play reaches, random ones
# the corners (a seat with nothing, odd choices)
GAMES = [
    (game, players, 4000 + players * 10 + k, agent)
    for game in ("pillars", "builders")
    for players in (2, 3, 4)
    for k, agent in enumerate(("greedy", "random"))
]


def _recorded(game: str, players: int, seed: int, agent: str) -> GameRecord:
    """A finished match of `agent` at every seat, as its record (JSON and back)."""
    match = Match(game, players, seed)
    for _ in decisions(game, players, seed, agent, match):
        pass
    return GameRecord.from_json(match.record().to_json())


@pytest.mark.parametrize("game,players,seed,agent", GAMES)
def test_fast_observation_is_the_view_encoding(
    game: str, players: int, seed: int, agent: str
) -> None:
    c = codec(game)
    record = _recorded(game, players, seed, agent)
    compared = 0
    for state in record.states():
        for seat in range(players):
            expected = c.observe_view(state, seat)
            fast = c.observe(state, seat)
            if not np.array_equal(fast, expected):
                diff = np.flatnonzero(fast != expected)
                blocks = {
                    b.name
                    for i in diff
                    for b in c.layout.blocks
                    if b.offset <= i < b.offset + b.size
                }
                pytest.fail(
                    f"{game} {players}p seed {seed}, action {compared // players}, seat {seat}: "
                    f"{len(diff)} entries differ, in {sorted(blocks)}"
                )
            compared += 1
    # every position of a whole game for every seat: 12 games, thousands of positions in all
    assert record.replay().is_terminal()
    assert compared == (len(record.actions) + 1) * players
