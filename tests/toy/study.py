"""What the toy tells a balance study (engine.study.StudyHooks): no counted cards, no board, no
data file; a seat cannot see the other seats' cards (§1)."""

from __future__ import annotations

from typing import Final

from masterbuilders.engine.state import GameState
from masterbuilders.engine.study import StudyHooks
from tests.toy import ROUNDS, ToyState


def _toy(state: GameState) -> ToyState:
    assert isinstance(state, ToyState)
    return state


def _decision_kind(state: GameState) -> str:
    return "keep or swap"


def _hidden(state: GameState, seat: int) -> int:
    """The other seats' cards still face down."""
    s = _toy(state)
    return sum(1 for i in range(len(s.cards)) if i != seat and not s.is_terminal())


HOOKS: Final = StudyHooks(
    decision_kind=_decision_kind,
    round_of=lambda state: min(_toy(state).round, ROUNDS),
    first_player=lambda state: 0,
    holdings=lambda state: [frozenset()] * state.num_players,
    revealed=lambda state: frozenset(),
    hidden=_hidden,
    cards={},
    tiebreaks=("the card held at the end",),
    raw_data=dict,
    scores=lambda state: list(_toy(state).scores),
)
