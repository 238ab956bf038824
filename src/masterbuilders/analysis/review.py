"""The review of a finished game (issue 38): how each decision changed its seat's chance to win.

For every decision of every seat with more than one legal choice (chance, forced and single
choices aside) the review gives the seat's win probability (analysis.winprob, calibrated on held-out
games) before the decision, after the action chosen and after the best action the analysis
found, and judges the drop in lichess's shape: 0.10 or more an inaccuracy, 0.20 a mistake, 0.30
a blunder.

How "after an action" is reckoned (`Analysis`), in two steps:
1. Every legal action gets its one-step value: the model's probability for the state it leads to,
   following the seat's own next decisions where it decides again at once (the best of them, a
   few deep) and the mean over a draw's outcomes where one follows (`value_after`).
2. The action chosen, the playout agent's own choice and the best few by the one-step value are
   then played out: from worlds drawn afresh from what the seat knew (its view; the hidden cards
   and the bag's order are sampled, never read), every seat played by the game's quick
   `review_agent`, until the seat has made the game's `review_horizon` more decisions (a Pillars
   round, two Builders turns), where the model is read. Every candidate meets the same worlds, the
   same draws and the same agents' seeds (common random numbers), so their difference is the
   action's and not the luck's. The best candidate's playout is the line the analysis expected.
Step 1 alone misses what a choice costs later in a round (a worker never sent, a craftsman never
used); BENCHMARKS.md "Win probability and review" measures both on planted mistakes, and the
alternative the issue names for step 2, a short ISMCTS with the model at its leaves
(`Analysis.search`): its values followed the measured cost of planted mistakes less closely than
the playouts' at the same time, so the review plays out.

Each seat's accuracy is lichess's: a decision that loses d percentage points of winning chance
scores 103.1668 e^(-0.04354 d) - 3.1669 (clipped to 0-100), and a seat's accuracy is the mean
over its judged decisions. Everything is reproducible: the playouts' seeds come from the
decision's place in the record.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Final

from masterbuilders.ai.agents import make_agent
from masterbuilders.ai.mcts import MCTSAgent
from masterbuilders.analysis import winprob
from masterbuilders.engine import (
    Action,
    GameState,
    IllegalActionError,
    MasterbuildersError,
    Observation,
    get_game,
    parse_action,
    sample_chance,
)
from masterbuilders.engine.errors import ParseError
from masterbuilders.engine.message import Msg, as_json
from masterbuilders.engine.record import GameRecord

JUDGEMENTS: Final = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
"""A drop in win probability of at least this much earns the name (lichess's thresholds)."""
MAX_DRAWS: Final = 16
"""A draw with more outcomes than this is judged on this many of them, the likeliest first."""
FOLLOW: Final = 2
"""How many of the seat's own next decisions the one-step value follows after an action (a turn's
rest, a market visit's next trade), so that a step is judged with what it leads to."""
BEAM: Final = 4
"""How many of the seat's next choices (the best-looking one step ahead) are followed."""
LINE: Final = 4
"""How many of the seat's own actions of the expected line a judged decision keeps."""


class ReviewError(MasterbuildersError):
    """A record that cannot be reviewed (not finished, or no win probability for its game)."""

    code = "review_refused"


@dataclass(frozen=True)
class Analysis:
    """How deeply each decision is analysed."""

    playouts: int = 8
    """Worlds each candidate is played out in (0: the one-step value only)."""
    shortlist: int = 2
    """Besides the action chosen and the playout agent's choice, the best this many by the
    one-step value are played out."""
    horizon: int | None = None
    """The seat's own decisions each playout runs (None: the game's `review_horizon`)."""
    shortlist_depth: int = 1
    """How many of its own next decisions the one-step value follows when it only ranks the
    candidates for the playouts (`FOLLOW` when it is the whole analysis)."""
    caution: float = 0.0
    """A decision is judged by its drop less this many standard errors of it (`Judged.margin`).
    0, the drop itself, by measurement (BENCHMARKS.md, "the judgement"): deducting one standard
    error let a seventh of the plantings that cost 0.30 of a win or more pass as inaccuracies, and
    spared hardly any sound choice."""
    search: int = 0
    """If above 0, the candidates are valued by a short ISMCTS instead of playouts: this many
    determinizations of what the seat knew, each searched once below every candidate (ai.mcts
    `compare`), the model at the search's leaves (`playouts` then only says that candidates are
    shortlisted at all)."""


DEFAULT: Final = Analysis()
ONE_STEP: Final = Analysis(playouts=0)


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
    chosen_words: Any
    best_action: str
    best_words: Any
    choices: int
    judgement: str | None
    line: list[Any] = field(default_factory=list)
    """The seat's own next actions (in words) in the analysis's playout of the best action."""
    margin: float = 0.0
    """The standard error of `drop` over the playouts' worlds; the judgement is of the drop less
    `Analysis.caution` times this (what the analysis is sure the choice lost)."""

    @property
    def drop(self) -> float:
        return max(0.0, self.best - self.after)

    @staticmethod
    def from_json(data: dict[str, Any]) -> Judged:
        names = {f.name for f in fields(Judged)}
        return Judged(**{k: v for k, v in data.items() if k in names})


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
    marks: list[dict[str, Any]] = field(default_factory=list)
    """What the graph marks (the game's `review_marks`), each with the `index` of the action after
    which it happened: {"index": 12, "kind": "round", "round": 2}."""

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
            "marks": self.marks,
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

    @staticmethod
    def from_json(data: dict[str, Any]) -> Review:
        return Review(
            str(data["game"]),
            int(data["num_players"]),
            [Judged.from_json(d) for d in data["decisions"]],
            [[float(p) for p in row] for row in data["curve"]],
            [int(s) for s in data["scores"]],
            [int(w) for w in data["winners"]],
            dict(data.get("model", {})),
            list(data.get("marks", [])),
        )


def move_accuracy(drop: float) -> float:
    """lichess's accuracy of a move that loses `drop` (0-1) of winning chance, in percent."""
    points = 100.0 * drop
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * points) - 3.1669))


def judge(drop: float) -> str | None:
    for name, threshold in JUDGEMENTS:
        if drop >= threshold - 1e-9:
            return name
    return None


# --- the analysis -----------------------------------------------------------------------------


def value_after(
    state: GameState, action: Action, seat: int, model: winprob.WinModel, depth: int = FOLLOW
) -> float:
    """The one-step value: the seat's win probability once `action` is taken in `state`; where the
    seat decides again at once (the rest of a turn, a market visit), the best it can reach in
    `depth` more of its own decisions (the `BEAM` best-looking of each); where a draw follows, the
    mean over its outcomes, each by its chance."""
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


def _playout(
    world: GameState,
    action: Action,
    seat: int,
    model: winprob.WinModel,
    horizon: int,
    seed: str,
) -> tuple[float, list[str]]:
    """`action` taken in `world`, then every seat played by the model's agent until `seat` has
    made `horizon` more decisions: the seat's win probability there, and its own actions on the
    way (in words). The agents' seeds and the draws come from `seed` alone."""
    state = world.clone()
    state.apply_unchecked(action)
    agent_name = playout_agent(state.game_name, model)
    agents = [make_agent(agent_name, _seed(f"{seed}:agent:{i}")) for i in range(state.num_players)]
    draws = random.Random(f"{seed}:draws")
    own = 0
    line: list[Any] = []
    while not state.is_terminal():
        if state.is_chance():
            state.apply_unchecked(sample_chance(state, draws))
            continue
        player = state.current_player()
        if player == seat:
            if own >= horizon:
                break
            own += 1
        legal = state.legal_actions()
        chosen = (
            legal[0]
            if len(legal) == 1
            else agents[player].act(
                Observation(state, player, legal, _seed(f"{seed}:{own}:{player}"))
            )
        )
        if player == seat and len(line) < LINE:
            line.append(as_json(state.describe_action(chosen)))
        state.apply_unchecked(chosen)
    return model.probabilities(state)[seat], line


def playout_agent(game: str, model: winprob.WinModel) -> str:
    """The agent of the review's playouts: the game's `review_agent`, else the model's."""
    return get_game(game).review_agent or str(model.meta.get("agent") or "greedy")


def _seed(text: str) -> int:
    return random.Random(text).getrandbits(31)


@dataclass(frozen=True)
class _Values:
    values: dict[str, float]
    """Each analysed action's value (the one-step value of those not played out)."""
    lines: dict[str, list[str]] = field(default_factory=dict)
    worlds: dict[str, list[float]] = field(default_factory=dict)
    """Each played-out action's value in each world (the same worlds for every one); its keys are
    the actions played out, which a judgement prefers as the best."""

    def margin(self, better: str, worse: str) -> float:
        """The standard error of the difference of two played-out actions' values, over the
        worlds they met (paired: the luck of the worlds cancels); 0 where there is none."""
        a, b = self.worlds.get(better), self.worlds.get(worse)
        if not a or not b or len(a) < 2:
            return 0.0
        diffs = [x - y for x, y in zip(a, b, strict=True)]
        return statistics.stdev(diffs) / math.sqrt(len(diffs))


def analyse(
    state: GameState,
    seat: int,
    model: winprob.WinModel,
    index: int,
    analysis: Analysis = DEFAULT,
    also: Sequence[Action] = (),
) -> _Values:
    """The value of each legal action of `seat` in `state` (the decision at `index` of its
    record), the actions in `also` played out among the candidates."""
    legal = state.legal_actions()
    depth = FOLLOW if analysis.playouts <= 0 else analysis.shortlist_depth
    values = {str(a): value_after(state, a, seat, model, depth) for a in legal}
    if analysis.playouts <= 0:
        return _Values(values)
    horizon = analysis.horizon or get_game(state.game_name).review_horizon
    agent = make_agent(playout_agent(state.game_name, model), _seed(f"review:{index}"))
    own = agent.act(Observation(state, seat, legal, _seed(f"review:{index}")))
    ranked = sorted(legal, key=lambda a: -values[str(a)])
    candidates: list[Action] = []
    for a in [*also, own, *ranked[: analysis.shortlist]]:
        if a not in candidates:
            candidates.append(a)
    if analysis.search > 0:
        return _searched(state, seat, model, index, analysis.search, candidates, values)
    worlds: dict[str, list[float]] = {str(a): [] for a in candidates}
    lines: dict[str, list[str]] = {}
    for k in range(analysis.playouts):
        rng = random.Random(f"review:{index}:world:{k}")
        world = state.resample_hidden(seat, rng)
        for a in candidates:
            value, line = _playout(world, a, seat, model, horizon, f"review:{index}:{k}")
            worlds[str(a)].append(value)
            if k == 0:
                lines[str(a)] = line
    for key, found in worlds.items():
        values[key] = statistics.fmean(found)
    return _Values(values, lines, worlds)


def _searched(
    state: GameState,
    seat: int,
    model: winprob.WinModel,
    index: int,
    iterations: int,
    candidates: Sequence[Action],
    values: dict[str, float],
) -> _Values:
    """The candidates valued by ISMCTS with the model at its leaves (`Analysis.search`)."""
    search = MCTSAgent(_seed(f"review:{index}:search"), leaf=model.probabilities)
    found = search.compare(Observation(state, seat, candidates), candidates, iterations)
    worlds = {str(a): v for a, v in found.items()}
    lines = {}
    world = state.resample_hidden(seat, random.Random(f"review:{index}:line"))
    for a in candidates:
        after = world.clone()
        after.apply_unchecked(a)
        lines[str(a)] = search.principal(after, search.last_nodes[a], seat, LINE)
    return _Values(values | {k: statistics.fmean(v) for k, v in worlds.items()}, lines, worlds)


def judgeable(record: GameRecord) -> list[int]:
    """The places in `record`'s actions of the decisions a review judges (a seat's, with more than
    one legal choice), once the game has ended."""
    states = _finished_states(record)
    return [
        i
        for i in range(len(record.actions))
        if not states[i].is_chance() and len(states[i].legal_actions()) > 1
    ]


def _finished_states(record: GameRecord) -> list[GameState]:
    states = list(record.states())
    if not states[-1].is_terminal():
        raise ReviewError(
            Msg("review-refuse-not-ended", game=Msg(f"{record.game}-title"), n=len(record.actions))
        )
    return states


def model_for(record: GameRecord, model: winprob.WinModel | None = None) -> winprob.WinModel:
    """The win probability the review of `record` uses, or a clear refusal."""
    model = model or winprob.load(record.game)
    if model is None:
        raise ReviewError(Msg("review-refuse-no-model", game=Msg(f"{record.game}-title")))
    if record.num_players not in model.fits:
        raise ReviewError(Msg("review-refuse-no-model-players", n=record.num_players))
    return model


def judge_decisions(
    record: GameRecord,
    indices: Sequence[int],
    model: winprob.WinModel | None = None,
    analysis: Analysis = DEFAULT,
    advance: Callable[[int], None] | None = None,
) -> list[Judged]:
    """The decisions at `indices` of a finished game judged (`advance(1)` after each): the part of
    a review one computation makes (the server splits a review into such parts)."""
    model = model_for(record, model)
    states = _finished_states(record)
    judged = []
    for index in indices:
        state = states[index]
        if state.is_chance() or len(state.legal_actions()) < 2:
            raise ReviewError(Msg("review-refuse-no-decision-judge", index=index))
        judged.append(judge_at(state, record.actions[index], index, model, analysis))
        if advance:
            advance(1)
    return judged


def judge_at(
    state: GameState,
    action: Action,
    index: int,
    model: winprob.WinModel,
    analysis: Analysis = DEFAULT,
) -> Judged:
    """`action` judged as the choice of the seat deciding in `state` (the decision at `index` of
    its record: the playouts' seeds come from it)."""
    seat = state.current_player()
    found = analyse(state, seat, model, index, analysis, also=[action])
    values = found.values
    legal = state.legal_actions()
    best = max(legal, key=lambda a: (str(a) in found.worlds, values[str(a)]))
    after, top = values[str(action)], values[str(best)]
    if top < after:
        best, top = action, after
    margin = found.margin(str(best), str(action))
    return Judged(
        index=index,
        seat=seat,
        progress=winprob.value_inputs(state)[0],
        before=model.probabilities(state)[seat],
        after=after,
        best=top,
        chosen=str(action),
        chosen_words=as_json(state.describe_action(action)),
        best_action=str(best),
        best_words=as_json(state.describe_action(best)),
        choices=len(legal),
        judgement=judge(top - after - analysis.caution * margin),
        line=found.lines.get(str(best), []),
        margin=margin,
    )


def assemble(
    record: GameRecord, judged: Sequence[Judged], model: winprob.WinModel | None = None
) -> Review:
    """The review of a finished game from its judged decisions (in any order)."""
    model = model_for(record, model)
    states = _finished_states(record)
    result = states[-1].result()
    marker = get_game(record.game).review_marks
    marks = [
        {"index": i, **mark}
        for i in range(len(record.actions))
        for mark in (marker(states[i], states[i + 1]) if marker else [])
    ]
    return Review(
        record.game,
        record.num_players,
        sorted(judged, key=lambda d: d.index),
        [model.probabilities(s) for s in states],
        list(result.scores),
        list(result.winners),
        {k: model.meta.get(k) for k in ("agent", "games", "seed")}
        | {"playouts": playout_agent(record.game, model)},
        marks,
    )


def review(
    record: GameRecord,
    model: winprob.WinModel | None = None,
    advance: Callable[[int], None] | None = None,
    analysis: Analysis = DEFAULT,
) -> Review:
    """Review a finished game's record (`advance(1)` after each judged decision)."""
    model = model_for(record, model)
    judged = judge_decisions(record, judgeable(record), model, analysis, advance)
    return assemble(record, judged, model)


@dataclass(frozen=True)
class Tried:
    """Another action tried at a judged decision ("try again"), valued as the review valued the
    decision: the same worlds, draws and agents."""

    index: int
    action: str
    words: Any
    value: float
    chosen: float
    best: float
    best_words: Any
    judgement: str | None
    """How the tried action would have been judged (None: no inaccuracy)."""
    better: bool
    """Whether it keeps more of the chance to win than the action played."""
    line: list[Any]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def try_again(
    record: GameRecord,
    index: int,
    action_text: str,
    model: winprob.WinModel | None = None,
    analysis: Analysis = DEFAULT,
) -> Tried:
    """`action_text` tried instead of the action played at `index` of a finished game."""
    model = model_for(record, model)
    states = _finished_states(record)
    if not 0 <= index < len(record.actions):
        raise ReviewError(Msg("review-refuse-no-action", index=index, n=len(record.actions)))
    state = states[index]
    if state.is_chance() or len(state.legal_actions()) < 2:
        raise ReviewError(Msg("review-refuse-no-decision-try", index=index))
    try:
        action = parse_action(action_text)
    except ParseError as exc:
        raise ReviewError(exc.said) from exc
    legal = state.legal_actions()
    if action not in legal:
        raise IllegalActionError(Msg("review-refuse-not-legal", action=action_text))
    seat = state.current_player()
    found = analyse(state, seat, model, index, analysis, also=[record.actions[index], action])
    values = found.values
    best = max(legal, key=lambda a: (str(a) in found.worlds, values[str(a)]))
    value, chosen = values[str(action)], values[str(record.actions[index])]
    top = max(values[str(best)], value, chosen)
    return Tried(
        index=index,
        action=str(action),
        words=as_json(state.describe_action(action)),
        value=value,
        chosen=chosen,
        best=top,
        best_words=as_json(state.describe_action(best)),
        judgement=judge(top - value - analysis.caution * found.margin(str(best), str(action))),
        better=value > chosen + 1e-9,
        line=found.lines.get(str(action), []),
    )
