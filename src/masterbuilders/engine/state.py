"""The state contract every game implements: who decides next, legal actions, checked and fast apply,
clone, explicit chance, per-seat views and results."""

from __future__ import annotations

import random
from abc import ABCMeta, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Self

from mypy_extensions import mypyc_attr

from masterbuilders.engine.actions import Action, parse_action
from masterbuilders.engine.errors import GameOverError, IllegalActionError, NotYourTurnError
from masterbuilders.engine.message import Msg

CHANCE: Final = -1
"""`current_player()` when a chance outcome must be drawn next."""
TERMINAL: Final = -2
"""`current_player()` when the game is over."""
SPECTATOR: Final[None] = None
"""The seat argument of `view()` for someone who holds no seat."""

PUBLIC: Final = -1
"""Visibility of a log entry everyone may read; otherwise the visibility is the one seat that may."""


RULES_END: Final = "rules"
"""`GameResult.ended_by` of a game that ended by its rules' own end (not by a project DEFAULT)."""


@dataclass(frozen=True)
class GameResult:
    """Final scores and ranks per seat (rank 1 is best; tied seats share a rank), how long the game
    ran in the game's own rounds, and what ended it: the rules (`RULES_END`) or the name of a
    project DEFAULT that cut it short (e.g. a round limit)."""

    scores: tuple[int, ...]
    tiebreaks: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]
    details: tuple[dict[str, Any], ...] = field(default=())
    rounds: int = 0
    ended_by: str = RULES_END

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @staticmethod
    def from_keys(
        scores: Sequence[int],
        tiebreaks: Sequence[Sequence[int]],
        details: Sequence[dict[str, Any]] = (),
        rounds: int = 0,
        ended_by: str = RULES_END,
    ) -> GameResult:
        """Rank seats by (score, *tiebreaks), higher is better; equal keys share a rank."""
        keys = [(s, *t) for s, t in zip(scores, tiebreaks, strict=True)]
        ranks = tuple(1 + sum(1 for other in keys if other > k) for k in keys)
        return GameResult(
            tuple(scores),
            tuple(tuple(t) for t in tiebreaks),
            ranks,
            tuple(details),
            rounds,
            ended_by,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "tiebreaks": [list(t) for t in self.tiebreaks],
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "details": list(self.details),
            "rounds": self.rounds,
            "ended_by": self.ended_by,
        }


@mypyc_attr(allow_interpreted_subclasses=True)
class GameState(metaclass=ABCMeta):
    """One game in progress. Subclasses hold all state; nothing else may mutate it.

    The flow is always explicit: `current_player()` is a seat, `CHANCE` or `TERMINAL`.
    """

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only allocates; `__init__` sets up. Compiled (mypyc), a class's own `__new__` is what
        lets a copy be made without running `__init__` (`type(self).__new__(type(self))`)."""
        return super().__new__(cls)

    __slots__ = ()

    game_name: ClassVar[str]
    num_players: int
    log: list[tuple[int, Msg | str]]
    """(visibility, text) entries; visibility is PUBLIC or the one seat that may read the entry."""
    logging: bool

    # ---- who decides -------------------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The seat that must decide next, or `CHANCE`, or `TERMINAL`."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance(self) -> bool:
        return self.current_player() == CHANCE

    # ---- actions -----------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the deciding seat (or chance), in the game's documented order."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node: each outcome with its probability (they sum to 1)."""

    @abstractmethod
    def apply_unchecked(self, action: Action) -> None:
        """The trusted fast path (search, replay of a verified record): no legality check."""

    def revelations(self) -> int:
        """How many pieces of hidden information have been made public so far (e.g. a card drawn
        face down and later shown to all). A decision after which this grew cannot be undone
        (engine.match). Games without such information say 0."""
        return 0

    def chance_seen_by(self, action: Action) -> frozenset[int] | None:
        """Who sees chance outcome `action` if it is drawn now (call before applying it): None when
        every seat does, else the seats that may look (e.g. a card drawn face down for one player).
        Games with such draws override it; the default is a public draw."""
        return None

    @abstractmethod
    def explain_illegal(self, action: Action) -> Msg:
        """Why `action` is not legal now, citing the rule (its section in the message's `rule`;
        called only for illegal actions)."""

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise the error `apply` would raise for `action`; change nothing.

        `seat`, when given, is who submits it: another seat's decision raises NotYourTurnError.
        """
        player = self.current_player()
        if player == TERMINAL:
            raise GameOverError(Msg("engine-refuse-game-over", action=str(action)))
        if seat is not None and seat != player:
            if player == CHANCE:
                raise NotYourTurnError(Msg("engine-refuse-chance-next", seat=seat))
            raise NotYourTurnError(Msg("engine-refuse-not-your-turn", seat=seat, player=player))
        if action not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(action))

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply `action` after checking it; when it is rejected, raise and change nothing."""
        self.check(action, seat)
        self.apply_unchecked(action)

    def apply_text(self, text: str, seat: int | None = None) -> Action:
        """Parse and apply the text form of an action; returns the action applied."""
        action = parse_action(text)
        self.apply(action, seat)
        return action

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (fast: used by search)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """`copy.deepcopy` is `clone` (libraries that copy states generically stay fast)."""
        return self.clone()

    def resample_hidden(self, seat: int | None, rng: random.Random) -> Self:
        """A copy in which everything `seat` cannot see is drawn afresh from what it can see
        (determinization for ISMCTS). The result depends only on `seat`'s information and `rng`,
        never on the true hidden values. Games without private information just clone."""
        return self.clone()

    # ---- views, log, results -----------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (or a spectator, `None`) may know, as JSON-able data. The only way out."""

    def views(self, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        """`view(seat)` for each of `seats` (the server's one call per state version). Games may
        override it to build what all seats share only once; the results then share read-only
        sub-objects, and each must equal `view(seat)`."""
        return {seat: self.view(seat) for seat in seats}

    def log_for(self, seat: int | None, start: int = 0) -> list[Msg | str]:
        """The log entries from index `start` that `seat` may read (private ones of others
        omitted), as messages: `masterbuilders.i18n.text` gives their words in a language."""
        return [text for vis, text in self.log[start:] if vis in (PUBLIC, seat)]

    def log_size(self) -> int:
        """Number of log entries (all visibilities), for incremental reads with `log_for`."""
        return len(self.log)

    def note(self, visibility: int, text: Msg | str) -> None:
        """Add a log entry (skipped when the game was created with logging off, for speed)."""
        if self.logging:
            self.log.append((visibility, text))

    @abstractmethod
    def result(self) -> GameResult:
        """Final scores and ranks (only when terminal)."""

    @abstractmethod
    def render(self, seat: int | None = None, lang: str = "en") -> str:
        """A text picture of the state as `seat` sees it, readable at a glance, in `lang` (one
        of masterbuilders.i18n.LANGUAGES: the picture's words are the catalogs')."""

    def seat_name(self, seat: int) -> str:
        return f"P{seat + 1}"

    def seat_said(self, seat: int) -> Msg | str:
        """A seat as a reader's words name it (the log's name for it): `seat_name`, which is no
        word ('P1'), unless a game's seats have names in a language (colours)."""
        return self.seat_name(seat)

    @abstractmethod
    def describe_decision(self) -> Msg | str:
        """What the pending decision is about, with the rules section it follows (a message)."""

    def describe_action(self, action: Action) -> Msg | str:
        """`action`, legal in the pending decision, as a player reads it: names of cards, places
        and players, never ids (buttons, hints, the terminal's choices), as a message. Games
        override it; the default is the action's text (`engine-action`)."""
        return Msg("engine-action", action=str(action))


def sample_chance(state: GameState, rng: random.Random) -> Action:
    """Draw one outcome of the current chance node with its stated probability."""
    outcomes = state.chance_outcomes()
    r = rng.random()
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if r < acc:
            return action
    return outcomes[-1][0]
