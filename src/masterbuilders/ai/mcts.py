"""Information-set Monte Carlo tree search (single-observer ISMCTS) with explicit chance nodes.

Each iteration draws a determinization from the seat's own information (`obs.determinize`), never
from the true hidden state, then walks one shared tree keyed by actions: at a seat's node the
child is chosen by UCB among the actions legal in this determinization (availability counts), at
a chance node the outcome is sampled with its probability. A leaf is valued by the game's own
evaluation (softmax of estimated scores) or, at the end of the game, by the result. Values are
vectors, one win share per seat (max^n): each seat picks what is best for itself."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Final

from masterbuilders.ai.values import (
    DEFAULT_WEIGHTS,
    Candidate,
    Weights,
    estimates,
    softmax,
    terminal_values,
)
from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameState,
    Observation,
    get_game,
    sample_chance,
)

DEFAULT_ITERATIONS: Final = 400


class Node:
    __slots__ = ("avail", "children", "score", "value", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.value = [0.0] * players
        self.score = [0.0] * players


class MCTSAgent:
    """ISMCTS for any registered game. Budget: `iterations` (reproducible with a seed) or
    `seconds` per decision, whichever is reached first when both are given (an iteration budget
    with a time guard is reproducible as long as the guard is not reached)."""

    name = "mcts"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.3,
        rollout_steps: int = 0,
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations or seconds else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_steps = rollout_steps
        self.weights = weights
        self.params: Mapping[str, float] | None = None
        self.last_iterations = 0

    def act(self, obs: Observation) -> Action:
        if len(obs.legal) == 1:
            return obs.legal[0]
        return self.search(obs)[0].action

    def analyze(self, obs: Observation) -> list[Candidate]:
        """The root actions as a full search sees them (hints)."""
        return self.search(obs)

    def search(self, obs: Observation) -> list[Candidate]:
        """Run the search; the root actions, most visited first."""
        players = obs.num_players
        root = Node(players)
        temperature = get_game(obs.game).search.temperature
        self.params = self.weights.resolve(obs.game)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._iterate(root, obs.determinize(self.rng), temperature)
            done += 1
        self.last_iterations = done
        seat = obs.seat
        out = []
        for action in obs.legal:
            child = root.children.get(action)
            if child is None or not child.visits:
                out.append(Candidate(action, 0, 0.0, 0.0))
            else:
                out.append(
                    Candidate(
                        action,
                        child.visits,
                        child.value[seat] / child.visits,
                        child.score[seat] / child.visits,
                    )
                )
        out.sort(key=lambda c: (-c.visits, -c.win_probability))
        return out

    def _iterate(self, root: Node, state: GameState, temperature: float) -> None:
        rng = self.rng
        node = root
        path = [root]
        expanded = False
        while not expanded:
            player = state.current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_chance(state, rng)
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node(len(root.value))
                state.apply_unchecked(action)
                node = child
                path.append(node)
                continue
            legal = state.legal_actions()
            if len(legal) == 1:
                action = legal[0]
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node(len(root.value))
                    expanded = True
                child.avail += 1
            else:
                children = node.children
                fresh = [a for a in legal if a not in children]
                for a in legal:
                    c = children.get(a)
                    if c is not None:
                        c.avail += 1
                if fresh:
                    action = fresh[rng.randrange(len(fresh))]
                    child = children[action] = Node(len(root.value))
                    child.avail = 1
                    expanded = True
                else:
                    action = self._select(children, legal, player)
                    child = children[action]
            state.apply_unchecked(action)
            node = child
            path.append(node)
        values, scores = self._evaluate(state, temperature)
        for n in path:
            n.visits += 1
            v = n.value
            sc = n.score
            for i in range(len(v)):
                v[i] += values[i]
                sc[i] += scores[i]

    def _select(self, children: dict[Action, Node], legal: list[Action], player: int) -> Action:
        c = self.exploration
        best = legal[0]
        best_ucb = -1.0
        for a in legal:
            n = children[a]
            ucb = n.value[player] / n.visits + c * math.sqrt(math.log(max(n.avail, 1)) / n.visits)
            if ucb > best_ucb:
                best, best_ucb = a, ucb
        return best

    def _evaluate(self, state: GameState, temperature: float) -> tuple[list[float], list[float]]:
        for _ in range(self.rollout_steps):
            player = state.current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                state.apply_unchecked(sample_chance(state, self.rng))
            else:
                legal = state.legal_actions()
                state.apply_unchecked(legal[self.rng.randrange(len(legal))])
        if state.is_terminal():
            return terminal_values(state), [float(s) for s in state.result().scores]
        est = estimates(state, self.params)
        return softmax(est, temperature), est
