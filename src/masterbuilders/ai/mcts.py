"""Information-set Monte Carlo tree search (single-observer ISMCTS) with explicit chance nodes.

Each iteration draws a determinization from the seat's own information (`obs.determinize`), never
from the true hidden state, then walks one shared tree keyed by actions: at a seat's node the
child is chosen by UCB among the actions legal in this determinization (availability counts), at
a chance node the outcome is sampled with its probability. A leaf is valued by the game's own
evaluation (softmax of estimated scores) or, at the end of the game, by the result. Values are
vectors, one win share per seat (max^n): each seat picks what is best for itself.

`leaf` replaces the game's evaluation at the leaves by another (the review's calibrated win
probability, analysis.winprob), and `compare` searches a few root actions alike, in the same
determinizations, for the review (analysis.review's "search" analysis)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

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
from masterbuilders.engine.message import as_json

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
        leaf: Callable[[GameState], Sequence[float]] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations or seconds else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_steps = rollout_steps
        self.weights = weights
        self.params: Mapping[str, float] | None = None
        self.last_iterations = 0
        self.leaf = leaf
        self.last_nodes: dict[Action, Node] = {}
        """Each seat's value of a state the search stops in before the end (None: the softmax of
        the game's estimated scores); the expected scores are then not reckoned (0)."""

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

    def compare(
        self, obs: Observation, actions: Sequence[Action], iterations: int
    ) -> dict[Action, list[float]]:
        """Each of `actions` (legal for `obs.seat` at its decision) searched alike: every iteration
        draws one determinization from the seat's view and searches once below each action in
        it (the same world for each: common random numbers), UCB further down. Each action's
        values for the seat, one per iteration (their mean is the action's value)."""
        players = obs.num_players
        temperature = get_game(obs.game).search.temperature
        self.params = self.weights.resolve(obs.game)
        nodes = {a: Node(players) for a in actions}
        found: dict[Action, list[float]] = {a: [] for a in actions}
        for _ in range(iterations):
            world = obs.determinize(self.rng)
            for a in actions:
                state = world.clone()
                state.apply_unchecked(a)
                found[a].append(self._iterate(nodes[a], state, temperature)[obs.seat])
        self.last_iterations = iterations
        self.last_nodes = nodes
        return found

    def principal(self, state: GameState, node: Node, seat: int, length: int) -> list[Any]:
        """`seat`'s actions (in words) on the most visited path below `node` (a node of the last
        `compare`, `state` the position it stands for), through the draws most often met there;
        at most `length` of them, and as far as the tree goes."""
        state = state.clone()
        line: list[Any] = []
        while len(line) < length and node.children and not state.is_terminal():
            if state.is_chance():
                possible = {o for o, _ in state.chance_outcomes()}
            else:
                possible = set(state.legal_actions())
            options = [(c.visits, a) for a, c in node.children.items() if a in possible]
            if not options:
                break
            action = max(options, key=lambda o: o[0])[1]
            if not state.is_chance() and state.current_player() == seat:
                line.append(as_json(state.describe_action(action)))
            state.apply_unchecked(action)
            node = node.children[action]
        return line

    def _iterate(self, root: Node, state: GameState, temperature: float) -> list[float]:
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
        return values

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
        if self.leaf is not None:
            return list(self.leaf(state)), [0.0] * state.num_players
        est = estimates(state, self.params)
        return softmax(est, temperature), est
