"""One game of a study played and traced (a top-level function, so worker processes can run it):
its shape, its outcome, what each seat took and when, and each seat's win probability, score and
resources at the end of every round."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable
from typing import Any

from masterbuilders.ai.values import Weights, estimates, softmax
from masterbuilders.analysis import winprob
from masterbuilders.analysis.restricted import (
    RestrictedAgent,
    forbidding,
)
from masterbuilders.analysis.study.config import Job, hooks_of
from masterbuilders.engine import CHANCE, Action, GameState, Match, get_game, play_match
from masterbuilders.engine.data import VARIANT_ENV
from masterbuilders.engine.study import StudyHooks


def trace_game(job: Job) -> dict[str, Any]:
    """Play one game and trace it (a top-level function so worker processes can run it). A game
    with a changed data value comes back as {'error': ...} if the process plays another value,
    if the game's data loader refuses the value (then also 'not_measurable': the reason is the
    loader's), or if the engine fails on it."""
    if not job.variant:
        return _trace(job)
    try:
        _check_variant(job)
    except RuntimeError as exc:
        return _failed(job, f"{type(exc).__name__}: {exc}")
    try:
        hooks_of(job.game)
        get_game(job.game).new_game(len(job.lineup))
    except Exception as exc:
        return {**_failed(job, str(exc)), "not_measurable": True}
    try:
        return _trace(job)
    except Exception as exc:
        return _failed(job, f"{type(exc).__name__}: {exc}")


def _failed(job: Job, error: str) -> dict[str, Any]:
    return {"index": job.index, "seed": job.seed, "variant": job.variant, "error": error}


MODEL = "model"
"""`time.from` of a game whose win probabilities come from the calibrated model (analysis.winprob)."""
EVALUATION = "evaluation"
"""`time.from` of a game whose win probabilities are the softmax of the game's evaluation (its
estimated final scores at the search temperature): where no model is trained for the game at its
number of players."""


def win_chances(game: str, players: int) -> tuple[str, Callable[[GameState], list[float]]]:
    """Where a study's win probabilities come from (`MODEL` or `EVALUATION`) and the function that
    gives each seat's from a state (a finished game: its shares of the win)."""
    model = winprob.load(game)
    if model is not None and players in model.fits:
        return MODEL, model.probabilities
    spec = get_game(game)
    params = Weights(tuned=True).resolve(game)

    def evaluated(state: GameState) -> list[float]:
        if state.is_terminal():
            winners = state.result().winners
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(players)]
        return softmax(estimates(state, params), spec.search.temperature)

    return EVALUATION, evaluated


class _Tracer:
    """Watches a game step by step (engine.runner.Watcher): decisions and their choices by kind,
    chance draws, hidden facts, and the round each card was taken or came up in; with `chances`
    (`win_chances`), at the end of each round every seat's win probability, score and resources
    (`rounds`)."""

    def __init__(
        self,
        hooks: StudyHooks,
        seats: int,
        chances: tuple[str, Callable[[GameState], list[float]]] | None = None,
    ) -> None:
        self.hooks = hooks
        self.chances = chances
        self.rounds: list[tuple[list[float], list[int], list[dict[str, int]]]] = []
        """Per round played, at its end: each seat's win probability, score and resources."""
        self.decisions = [0] * seats
        self.hidden_decisions = [0] * seats
        self.hidden_facts = [0] * seats
        self.kinds: dict[str, Counter[int]] = {}
        self.chance = 0
        self.acquired: list[dict[str, int]] = [{} for _ in range(seats)]
        self.revealed: dict[str, int] = {}
        self.first = -1
        self.last_round = 0
        """The round of the step last taken (0: none yet)."""

    def __call__(self, state: GameState, player: int, legal: list[Action]) -> None:
        self.settle(state)
        hooks = self.hooks
        now = hooks.round_of(state)
        if self.last_round and now != self.last_round:
            self.round_ended(state)
        self.last_round = now
        if player == CHANCE:
            self.chance += 1
            return
        if self.first < 0:
            self.first = hooks.first_player(state)
        self.kinds.setdefault(hooks.decision_kind(state), Counter())[len(legal)] += 1
        self.decisions[player] += 1
        facts = hooks.hidden(state, player)
        self.hidden_decisions[player] += facts > 0
        self.hidden_facts[player] += facts

    def round_ended(self, state: GameState) -> None:
        """Note the seats' chances, scores and resources in `state`, the first after a round (or
        the finished game)."""
        if self.chances is None:
            return
        hooks = self.hooks
        scores = hooks.scores(state) if hooks.scores else []
        held = hooks.resources(state) if hooks.resources else []
        self.rounds.append(([round(p, 3) for p in self.chances[1](state)], scores, held))

    def time(self) -> dict[str, Any]:
        """The game's course, round by round (the trace's `time`): where the win probabilities
        come from, the resources' names, and per round played (the last: the final result) each
        seat's win probability (3 decimals), score and resources (in the names' order)."""
        assert self.chances is not None
        names = list(self.rounds[0][2][0]) if self.rounds and self.rounds[0][2] else []
        return {
            "from": self.chances[0],
            "resources": names,
            "win": [win for win, _, _ in self.rounds],
            "score": [scores for _, scores, _ in self.rounds] if self.hooks.scores else [],
            "held": [[[seat[k] for k in names] for seat in held] for _, _, held in self.rounds]
            if names
            else [],
        }

    def settle(self, state: GameState) -> None:
        """Cards held or come up after the last step count as taken in that step's round."""
        if not self.last_round:
            return
        now = self.last_round
        for seat, held in enumerate(self.hooks.holdings(state)):
            for card in held:
                if card in self.hooks.cards:
                    self.acquired[seat].setdefault(card, now)
        for card in self.hooks.revealed(state):
            self.revealed.setdefault(card, now)


def job_agents(job: Job) -> list[Any]:
    """The agents of a study's game: each seat's level or spec played `untimed` (a study is
    reproducible from its seed whatever the machine's load), the restricted seat's wrapped."""
    from masterbuilders.ai.agents import Bot, untimed

    agents: list[Any] = [Bot(untimed(job.game, name)) for name in job.lineup]
    if job.restricted:
        agents[job.seat] = RestrictedAgent(
            untimed(job.game, job.lineup[job.seat]), forbidding(hooks_of(job.game), job.restricted)
        )
    return agents


def _trace(job: Job) -> dict[str, Any]:
    hooks = hooks_of(job.game)
    seats = len(job.lineup)
    own = not job.variant and not job.restricted
    tracer = _Tracer(hooks, seats, win_chances(job.game, seats) if own else None)
    match = Match(job.game, len(job.lineup), job.seed)
    agents = job_agents(job)
    restricted = agents[job.seat] if job.restricted else None
    played = play_match(match, agents, watch=tracer)
    tracer.settle(played.state)
    tracer.round_ended(played.state)
    result = played.result
    trace = {
        "index": job.index,
        "seed": job.seed,
        "variant": job.variant,
        "lineup": list(job.lineup),
        "scores": list(result.scores),
        "ranks": list(result.ranks),
        "tiebreaks": [list(t) for t in result.tiebreaks],
        "rounds": result.rounds,
        "ended_by": result.ended_by,
        "first": tracer.first,
        "decisions": tracer.decisions,
        "chance": tracer.chance,
        "hidden_decisions": tracer.hidden_decisions,
        "hidden_facts": tracer.hidden_facts,
        "kinds": {
            k: {str(b): c for b, c in sorted(v.items())} for k, v in sorted(tracer.kinds.items())
        },
        "acquired": [sorted(a.items()) for a in tracer.acquired],
        "revealed": sorted(tracer.revealed.items()),
    }
    if tracer.chances is not None:
        trace["time"] = tracer.time()
    if restricted is not None:
        trace["restricted"] = job.restricted
        trace["seat"] = job.seat
        trace["overridden"] = restricted.overridden
        trace["forced"] = restricted.forced
    return trace


def _check_variant(job: Job) -> None:
    """The process really plays the changed value (its data was loaded with `VARIANT_ENV`)."""
    changes = json.loads(os.environ.get(VARIANT_ENV, "{}")).get(job.game, {})
    if changes.get(job.variant) != job.value:
        raise RuntimeError(f"this process does not play {job.variant} = {job.value!r}")
