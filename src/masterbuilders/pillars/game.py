"""A game of The Pillars of the Earth and its contract: who decides, legal actions, checked and fast
apply, views, hidden information: the table (pillars.model) played by the round's tables
(pillars.flow)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, Final, Self

from masterbuilders.engine import CHANCE, TERMINAL, Action
from masterbuilders.engine.message import Msg
from masterbuilders.pillars import labels, views
from masterbuilders.pillars.effects import sees_event
from masterbuilders.pillars.flow import DECISIONS, OUTCOMES, advance
from masterbuilders.pillars.model import Table, step_of

PREVIEW_STEP: Final = step_of("preview")


class PillarsState(Table):
    """A game of The Pillars of the Earth for 2-4 players."""

    __slots__ = ()

    def __init__(self, num_players: int, options: dict[str, Any] | None = None) -> None:
        super().__init__(num_players, options)
        advance(self)

    def current_player(self) -> int:
        if self.frames:
            return self.frames[-1].seat
        return TERMINAL

    def legal_actions(self) -> list[Action]:
        if not self.frames:
            return []
        frame = self.frames[-1]
        return DECISIONS[frame.kind].legal(self, frame)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self.frames or self.frames[-1].seat != CHANCE:
            return []
        frame = self.frames[-1]
        return OUTCOMES[frame.kind](self, frame)

    def apply_unchecked(self, action: Action) -> None:
        frame = self.frames[-1]
        DECISIONS[frame.kind].apply(self, frame, action)
        advance(self)

    def explain_illegal(self, action: Action) -> Msg:
        if not self.frames:
            return Msg("engine-refuse-game-over-rule", action=str(action), rule="§6")
        frame = self.frames[-1]
        return DECISIONS[frame.kind].explain(self, frame, action)

    def describe_action(self, action: Action) -> Msg:
        return labels.describe_action(self, action)

    def describe_decision(self) -> Msg:
        """What the pending decision is about, for the player who must make it."""
        if not self.frames:
            return Msg("engine-game-over")
        frame = self.frames[-1]
        return DECISIONS[frame.kind].describe(self, frame)

    def resample_hidden(self, seat: int | None, rng: random.Random) -> Self:
        """The only hidden fact is the face-down event drawn early for a see-event card's owner
        (C§3 #11): unless `seat` may look at it, it goes back and a random remaining event takes
        its place. The copy keeps no log (log lines may be private)."""
        new = self.clone()
        new.log = []
        new.logging = False
        hidden = new.event and not new.event_revealed
        if hidden and (seat is None or not sees_event(new.players[seat])):
            pool = sorted([*new.event_deck, new.event])
            new.event = pool[rng.randrange(len(pool))]
            pool.remove(new.event)
            new.event_deck = pool
        return new

    def revelations(self) -> int:
        """Events revealed so far: an event drawn face down for a see-event card's owner becomes
        public when the round reaches its reveal (§4.1, C§3 #11)."""
        return len(self.events_seen)

    def chance_seen_by(self, action: Action) -> frozenset[int] | None:
        """The event drawn at the start of a round is face down: only the owners of a see-event
        card look at it (C§3 #11); every other draw is public."""
        if action.kind == "event" and self.step == PREVIEW_STEP:
            return frozenset(i for i, p in enumerate(self.players) if sees_event(p))
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def views(self, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        return views.views(self, seats)

    def render(self, seat: int | None = None, lang: str = "en") -> str:
        return views.render(self, seat, lang)
