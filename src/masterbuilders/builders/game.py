"""A game of The Builders: Middle Ages and its contract: who decides, legal actions, checked and fast
apply, views: the table (builders.model) played by the turn's rules (builders.turn)."""

from __future__ import annotations

from typing import Any

from masterbuilders.builders import labels, turn, views
from masterbuilders.builders.model import TURN, Table
from masterbuilders.engine import CHANCE, TERMINAL, Action
from masterbuilders.engine.message import Msg


class BuildersState(Table):
    """A game of The Builders: Middle Ages for 2-4 players."""

    __slots__ = ()

    def current_player(self) -> int:
        return self.frames[-1].seat if self.frames else TERMINAL

    def legal_actions(self) -> list[Action]:
        if not self.frames:
            return []
        frame = self.frames[-1]
        if frame.kind == TURN:
            return turn.turn_legal(self, frame.seat)
        return [a for a, _ in turn.chance_outcomes(self, frame)]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.frames or self.frames[-1].seat != CHANCE:
            return []
        return turn.chance_outcomes(self, self.frames[-1])

    def apply_unchecked(self, action: Action) -> None:
        frame = self.frames[-1]
        if frame.kind == TURN:
            turn.apply_turn(self, frame.seat, action)
        else:
            turn.apply_chance(self, frame, action)

    def explain_illegal(self, action: Action) -> Msg:
        if not self.frames:
            return Msg("engine-refuse-game-over-rule", action=str(action), rule="§A6")
        return turn.explain(self, self.frames[-1], action)

    def describe_action(self, action: Action) -> Msg:
        return labels.describe_action(self, action)

    def describe_decision(self) -> Msg:
        if not self.frames:
            return Msg("engine-game-over")
        return turn.describe(self, self.frames[-1])

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def render(self, seat: int | None = None, lang: str = "en") -> str:
        return views.render(self, seat, lang)
