"""Agents that act for one seat knowing only that seat's view: random, greedy, and the named levels.

Every agent gets an `Observation` (seat, legal actions, view). Agents that look ahead do so on
`obs.determinize(rng)`: a copy in which everything the seat cannot see is resampled."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from masterbuilders.ai.values import estimates
from masterbuilders.engine import Action, Agent, GameState, Observation, sample_chance

CHANCE_SAMPLES = 8


class RandomAgent:
    """Uniformly random among the legal actions, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        return obs.legal[self.rng.randrange(len(obs.legal))]


def advantage(state: GameState, seat: int) -> float:
    """The seat's estimated final score minus the best other seat's."""
    est = estimates(state)
    others = [e for i, e in enumerate(est) if i != seat]
    return est[seat] - (max(others) if others else 0.0)


def lookahead_value(state: GameState, seat: int, rng: random.Random) -> float:
    """Advantage after an action; at a chance node, the average over its outcomes (all of them when
    few, otherwise a sample)."""
    if not state.is_chance():
        return advantage(state, seat)
    outcomes = state.chance_outcomes()
    if len(outcomes) <= CHANCE_SAMPLES:
        total = 0.0
        for action, p in outcomes:
            nxt = state.clone()
            nxt.apply_unchecked(action)
            total += p * advantage(nxt, seat)
        return total
    values = []
    for _ in range(CHANCE_SAMPLES):
        nxt = state.clone()
        nxt.apply_unchecked(sample_chance(nxt, rng))
        values.append(advantage(nxt, seat))
    return sum(values) / len(values)


class GreedyAgent:
    """One-step lookahead: the action whose result the game's evaluation likes best for this seat
    (relative to the best opponent). `epsilon` plays a random action that often (for easy play)."""

    name = "greedy"

    def __init__(self, seed: int | None = None, epsilon: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.epsilon = epsilon

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        if self.epsilon and self.rng.random() < self.epsilon:
            return legal[self.rng.randrange(len(legal))]
        root = obs.determinize(self.rng)
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            state = root.clone()
            state.apply_unchecked(action)
            value = lookahead_value(state, obs.seat, self.rng)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.randrange(len(best))]


@dataclass(frozen=True)
class Level:
    """A named strength for players: which agent, which budget."""

    name: str
    description: str
    make: Callable[[int | None], Agent]


def _levels() -> dict[str, Level]:
    from masterbuilders.ai.mcts import MCTSAgent

    return {
        "easy": Level(
            "easy",
            "greedy one-step lookahead that plays a random legal action 30% of the time",
            lambda seed: GreedyAgent(seed, epsilon=0.3),
        ),
        "medium": Level("medium", "greedy one-step lookahead", lambda seed: GreedyAgent(seed)),
        "hard": Level(
            "hard",
            "ISMCTS, 2000 iterations per decision (0.1-0.5 s on one core), never more than 0.95 s",
            lambda seed: MCTSAgent(seed, iterations=2000, seconds=0.95),
        ),
    }


def make_agent(spec: str, seed: int | None = None) -> Agent:
    """An agent from its name: random, greedy, mcts, easy, medium, hard; options after a colon,
    e.g. 'mcts:iterations=2000', 'mcts:seconds=0.5', 'greedy:epsilon=0.1'."""
    from masterbuilders.ai.mcts import MCTSAgent

    name, _, opts = spec.partition(":")
    kwargs: dict[str, float] = {}
    for part in filter(None, opts.split(",")):
        key, _, value = part.partition("=")
        kwargs[key.strip()] = float(value)
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed, epsilon=kwargs.get("epsilon", 0.0))
    if name == "mcts":
        return MCTSAgent(
            seed,
            iterations=int(kwargs["iterations"]) if "iterations" in kwargs else None,
            seconds=kwargs.get("seconds"),
            exploration=kwargs.get("c", 0.3),
        )
    levels = _levels()
    if name in levels:
        return levels[name].make(seed)
    known = "random, greedy, mcts, " + ", ".join(levels)
    raise ValueError(f"unknown agent {spec!r}; known agents: {known}")


def levels() -> dict[str, Level]:
    return _levels()
