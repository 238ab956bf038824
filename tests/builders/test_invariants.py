"""The Builders' conservation laws (builders/invariants.py), which the generic tests check after
every step of thousands of random games, catch a card in two places or a lost card (§A4: the
building deck and the worker deck hold every card; each card is in exactly one place)."""

from __future__ import annotations

import random

import pytest

from masterbuilders.builders.model import Table
from masterbuilders.engine import CHANCE, get_game, sample_chance

check = get_game("builders").invariants


def _midgame(steps: int = 120) -> Table:
    """A seeded 3-player game after `steps` random steps: cards in both decks, rows and teams."""
    state = get_game("builders").new_game(3)
    rng = random.Random(5)
    for _ in range(steps):
        if state.current_player() == CHANCE:
            state.apply(sample_chance(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, Table)
    return state


def test_a_finished_game_keeps_every_law() -> None:
    assert check is not None
    check(_midgame())


@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (lambda s: s.players[0].done.append(s.b_deck[0]), "a building is in two places"),
        (lambda s: s.b_deck.pop(), "a building card went missing"),
        (lambda s: s.players[1].team.append(s.w_deck[0]), "a worker is in two places"),
        (lambda s: s.w_deck.pop(), "a worker card went missing"),
        (lambda s: setattr(s.players[2], "coins", s.players[2].coins + 1), "coins do not balance"),
    ],
)
def test_a_broken_law_is_caught(corrupt: object, message: str) -> None:
    assert check is not None
    state = _midgame()
    assert state.b_deck and state.w_deck, "the seeded game left cards in both decks"
    corrupt(state)  # type: ignore[operator]
    with pytest.raises(AssertionError, match=message):
        check(state)
