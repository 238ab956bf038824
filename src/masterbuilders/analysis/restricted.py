"""Restricted play (Jaffe, Miller, Andersen, Liu, Karlin, Popović: "Evaluating Competitive Game
Balance with Restricted Play", AIIDE 2012): an agent that never takes one card, or never visits one
board location, and otherwise plays exactly as the agent it wraps. A study plays it in one seat
against the standard agent on the seeds and seats of its own all-standard games (analysis.study):
the difference of the two is the card's causal value to a seat, where comparing the seats that took
a card with those that did not only measures who tends to take it.

What an action claims or visits, the game says (`StudyHooks.claims`, `StudyHooks.visits`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from masterbuilders.ai.agents import (
    LEVELS,
    GreedyAgent,
    TurnPlan,
    levels,
    make_agent,
    turn_plans,
)
from masterbuilders.engine import Action, GameState, Observation, get_game
from masterbuilders.engine.study import StudyHooks

CARD: Final = "card"
LOCATION: Final = "location"
"""The two things restricted play forbids, as the first part of a subject's key ('card:ID')."""

Forbids = Callable[[GameState, Action], bool]
"""Whether taking an action (legal in the state) breaks the restriction."""


@dataclass(frozen=True)
class Subject:
    """What one restricted seat is forbidden: a counted card or a board location."""

    key: str
    """'card:ID' or 'location:ID', the key of its games in the study's restricted.jsonl."""
    id: str
    name: str
    kind: str


def subjects(hooks: StudyHooks) -> list[Subject]:
    """Every card a seat can claim (in the hooks' order of cards), then every board location:
    what restricted play forbids, one at a time. None where the game does not say what an action
    claims or visits."""
    out = []
    if hooks.claims is not None:
        out += [
            Subject(f"{CARD}:{c}", c, card.name, card.kind)
            for c, card in hooks.cards.items()
            if c in hooks.claimable
        ]
    if hooks.visits is not None:
        out += [
            Subject(f"{LOCATION}:{loc}", loc, place.name, place.kind)
            for loc, place in hooks.locations.items()
        ]
    return out


def forbidding(hooks: StudyHooks, key: str) -> Forbids:
    """The restriction a subject's key names: an action that claims the card, or one that visits
    the location, is forbidden."""
    what, _, target = key.partition(":")
    claims, visits = hooks.claims, hooks.visits
    if what == CARD and claims is not None and target in hooks.claimable:
        return lambda state, action: target in claims(state, action)
    if what == LOCATION and visits is not None and target in hooks.locations:
        return lambda state, action: target in visits(state, action)
    raise ValueError(f"restricted play cannot forbid {key!r}: no card a seat claims or location")


class RestrictedAgent:
    """The agent `spec` (as `make_agent` reads it, made afresh for each decision from its seed,
    like `agents.Bot`) that never takes an action `forbids` refuses, unless every legal action is
    refused. It first decides exactly as the standard agent does on the whole observation and
    keeps that choice when it is allowed, so it differs from the standard agent only where that
    one's choice is forbidden: deciding anew on the allowed actions alone would spend the agent's
    random numbers differently and could change other choices. Where the choice is forbidden, the
    same agent decides on an observation whose legal actions are the allowed ones (`_instead`).

    `overridden` counts the decisions it changed (the standard agent chose a forbidden action),
    `forced` those where every legal action was forbidden (it then takes the standard choice)."""

    def __init__(self, spec: str, forbids: Forbids) -> None:
        make_agent(spec, 0)  # a bad spec fails here, not at the first decision
        self.spec = spec
        self.forbids = forbids
        self.name = f"{spec}, restricted"
        self.overridden = 0
        self.forced = 0

    def act(self, obs: Observation) -> Action:
        chosen = make_agent(self.spec, obs.seed).act(obs)
        # what an action claims or visits is public: any state the seat may be in tells it
        world = obs.determinize(random.Random(obs.seed))
        if not self.forbids(world, chosen):
            return chosen
        allowed = [a for a in obs.legal if not self.forbids(world, a)]
        if not allowed:
            self.forced += 1
            return chosen
        self.overridden += 1
        return self._instead(Observation(world, obs.seat, allowed, obs.seed))

    def _instead(self, obs: Observation) -> Action:
        """The wrapped agent's choice among `obs.legal` (the allowed actions; `obs` stands on a
        state the seat may be in, which gives the same determinizations as the true one). Every
        agent chooses among `obs.legal` (ISMCTS searches the game's own tree and takes the most
        visited of them; the greedy agent judges each), but for the greedy agent planning a whole
        turn (`GameSpec.search.plan_turn`): it plans from the state's own legal actions, so here it
        plans its turn without the forbidden actions, at this decision and the turn's later ones."""
        agent = make_agent(_resolved(self.spec, obs.game), obs.seed)
        if isinstance(agent, GreedyAgent) and get_game(obs.game).search.plan_turn:
            return _plan_without(agent, obs, self.forbids)
        choice = agent.act(obs)
        if choice not in obs.legal:
            raise RuntimeError(
                f"agent {self.spec!r} chose {choice}, not one of the legal actions it was given: "
                "restricted play cannot restrict it"
            )
        return choice


def _resolved(spec: str, game: str) -> str:
    """A level's name as the agent spec its game gives it (what `agents.LevelAgent` plays)."""
    name, _, opts = spec.partition(":")
    return levels(game)[name].agent if name in LEVELS and not opts else spec


def _plan_without(agent: GreedyAgent, obs: Observation, forbids: Forbids) -> Action:
    """`GreedyAgent.act` for a game whose turns it plans, with the forbidden actions left out of
    every plan (`turn_plans_without`)."""
    legal = obs.legal
    rng = agent.rng
    if len(legal) == 1:
        return legal[0]
    if agent.epsilon and rng.random() < agent.epsilon:
        return legal[rng.randrange(len(legal))]
    root = obs.determinize(rng)
    params = agent.weights.resolve(obs.game)
    plans = turn_plans_without(root, obs.seat, agent.beam, rng, params, forbids)
    top = plans[0].value
    tied = [p for p in plans if p.value >= top - 1e-9]
    return tied[rng.randrange(len(tied))].actions[0]


def turn_plans_without(
    root: GameState,
    seat: int,
    beam: int,
    rng: random.Random,
    params: Mapping[str, float] | None,
    forbids: Forbids,
) -> list[TurnPlan]:
    """`agents.turn_plans`, the seat's runs of decisions to the end of its turn, best first, where
    at each of its decisions the forbidden actions are not tried (unless nothing else is legal).
    With nothing forbidden it finds the very plans `turn_plans` finds, drawing the same random
    numbers (tests/analysis/test_restricted.py holds them equal)."""
    return turn_plans(root, seat, beam, rng, params, forbids)


__all__ = [
    "CARD",
    "LOCATION",
    "RestrictedAgent",
    "Subject",
    "forbidding",
    "subjects",
    "turn_plans_without",
]
