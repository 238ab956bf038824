"""The review of a finished game (issue 38): how each decision changed its seat's chance to win.

For every decision of every seat with more than one legal choice (chance, forced and single
choices aside) the review gives the seat's win probability (ai.winprob, calibrated on held-out
games) before the decision, after the action chosen and after the best action the analysis
found, and judges the drop in lichess's shape: 0.10 or more an inaccuracy, 0.20 a mistake, 0.30
a blunder. "After an action" is the model's probability for the state it leads to, following the
seat's own next decisions where it decides again at once (the best of them, a few deep), and the
mean over a draw's outcomes where one follows (`value_after`); the model reads only
what every seat sees (ai.winprob's inputs do not change when hidden information is sampled
again), so the review never judges a decision by what its player could not know.

Each seat's accuracy is lichess's: a decision that loses d percentage points of winning chance
scores 103.1668 e^(-0.04354 d) - 3.1669 (clipped to 0-100), and a seat's accuracy is the mean
over its judged decisions.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Final

from masterbuilders.ai import winprob
from masterbuilders.engine import Action, GameState, MasterbuildersError
from masterbuilders.engine.record import GameRecord

JUDGEMENTS: Final = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
"""A drop in win probability of at least this much earns the name (lichess's thresholds)."""
MAX_DRAWS: Final = 16
FOLLOW: Final = 2
"""How many of the seat's own next decisions the analysis follows after an action (a turn's rest,
a market visit's next trade), so that a step is judged with what it leads to."""
BEAM: Final = 4
"""How many of the seat's next choices (the best-looking one step ahead) are followed."""
"""A draw with more outcomes than this is judged on this many of them, the likeliest first."""


class ReviewError(MasterbuildersError):
    """A record that cannot be reviewed (not finished, or no win probability for its game)."""

    code = "review_refused"


@dataclass(frozen=True)
class Judged:
    """One decision of one seat, judged."""

    index: int
    """The position of the chosen action in the record's actions."""
    seat: int
    progress: float
    before: float
    after: float
    best: float
    chosen: str
    chosen_words: str
    best_action: str
    best_words: str
    choices: int
    judgement: str | None

    @property
    def drop(self) -> float:
        return max(0.0, self.best - self.after)


@dataclass(frozen=True)
class Review:
    """A finished game reviewed: its judged decisions, each seat's win probability after every
    action (the graph), and each seat's accuracy and worst decisions."""

    game: str
    num_players: int
    decisions: list[Judged]
    curve: list[list[float]]
    """Each seat's win probability after each action of the record (index 0: before the first)."""
    scores: list[int]
    winners: list[int]
    model: dict[str, Any] = field(default_factory=dict)

    def of(self, seat: int) -> list[Judged]:
        return [d for d in self.decisions if d.seat == seat]

    def accuracy(self, seat: int) -> float:
        mine = self.of(seat)
        if not mine:
            return 100.0
        return sum(move_accuracy(d.drop) for d in mine) / len(mine)

    def worst(self, seat: int, n: int = 3) -> list[Judged]:
        """The seat's `n` biggest drops that earned a judgement, biggest first."""
        judged = [d for d in self.of(seat) if d.judgement]
        return sorted(judged, key=lambda d: -d.drop)[:n]

    def counts(self, seat: int) -> dict[str, int]:
        return {name: sum(d.judgement == name for d in self.of(seat)) for name, _ in JUDGEMENTS}

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "num_players": self.num_players,
            "scores": self.scores,
            "winners": self.winners,
            "model": self.model,
            "curve": [[round(p, 4) for p in row] for row in self.curve],
            "seats": [
                {
                    "seat": s,
                    "accuracy": round(self.accuracy(s), 1),
                    "counts": self.counts(s),
                    "worst": [d.index for d in self.worst(s)],
                }
                for s in range(self.num_players)
            ],
            "decisions": [asdict(d) for d in self.decisions],
        }


def move_accuracy(drop: float) -> float:
    """lichess's accuracy of a move that loses `drop` (0-1) of winning chance, in percent."""
    points = 100.0 * drop
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * points) - 3.1669))


def judge(drop: float) -> str | None:
    for name, threshold in JUDGEMENTS:
        if drop >= threshold - 1e-9:
            return name
    return None


def value_after(
    state: GameState, action: Action, seat: int, model: winprob.WinModel, depth: int = FOLLOW
) -> float:
    """The seat's win probability once `action` is taken in `state`: where the seat decides again
    at once (the rest of a turn, a market visit), the best it can reach in `depth` more of its own
    decisions (the `BEAM` best-looking of each); where a draw follows, the mean over its outcomes,
    each by its chance."""
    after = state.clone()
    after.apply_unchecked(action)
    again = not after.is_terminal() and not after.is_chance() and after.current_player() == seat
    if depth > 0 and again:
        legal = after.legal_actions()
        if len(legal) > 1:
            first = sorted(legal, key=lambda a: -value_after(after, a, seat, model, 0))[:BEAM]
            return max(value_after(after, a, seat, model, depth - 1) for a in first)
    return _expected(after, seat, model, 1)


def _expected(state: GameState, seat: int, model: winprob.WinModel, depth: int) -> float:
    if not state.is_chance() or state.is_terminal() or depth == 0:
        return model.probabilities(state)[seat]
    outcomes = sorted(state.chance_outcomes(), key=lambda o: -o[1])[:MAX_DRAWS]
    total = sum(p for _, p in outcomes)
    value = 0.0
    for outcome, p in outcomes:
        nxt = state.clone()
        nxt.apply_unchecked(outcome)
        value += p * _expected(nxt, seat, model, depth - 1)
    return value / total


def review(
    record: GameRecord,
    model: winprob.WinModel | None = None,
    advance: Callable[[int], None] | None = None,
) -> Review:
    """Review a finished game's record (`advance(1)` after each action looked at)."""
    states = list(record.states())
    last = states[-1]
    if not last.is_terminal():
        raise ReviewError(
            f"this {record.game} game has not ended ({len(record.actions)} actions so far): a "
            "review comes after the end, never during play"
        )
    model = model or winprob.load(record.game)
    if model is None:
        raise ReviewError(f"no win probability is trained for {record.game} (train-value)")
    if record.num_players not in model.fits:
        raise ReviewError(f"no win probability trained for {record.num_players} players")
    curve = [model.probabilities(s) for s in states]
    decisions = []
    for index, action in enumerate(record.actions):
        state = states[index]
        if advance:
            advance(1)
        if state.is_chance():
            continue
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        seat = state.current_player()
        values = {str(a): value_after(state, a, seat, model) for a in legal}
        best = max(legal, key=lambda a: values[str(a)])
        after = values[str(action)]
        top = values[str(best)]
        decisions.append(
            Judged(
                index=index,
                seat=seat,
                progress=winprob.value_inputs(state)[0],
                before=curve[index][seat],
                after=after,
                best=top,
                chosen=str(action),
                chosen_words=state.describe_action(action),
                best_action=str(best),
                best_words=state.describe_action(best),
                choices=len(legal),
                judgement=judge(top - after),
            )
        )
    result = last.result()
    meta = {k: model.meta.get(k) for k in ("agent", "games", "seed")}
    return Review(
        record.game,
        record.num_players,
        decisions,
        curve,
        list(result.scores),
        list(result.winners),
        meta,
    )
