"""Agents that act for one seat knowing only that seat's view: random, greedy, and the named levels.

Every agent gets an `Observation` (seat, legal actions, view). Agents that look ahead do so on
`obs.determinize(rng)`: a copy in which everything the seat cannot see is resampled."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from masterbuilders.ai.values import DEFAULT_WEIGHTS, Candidate, Weights, estimates, softmax
from masterbuilders.engine import Action, Agent, GameState, Observation, get_game, sample_chance

CHANCE_SAMPLES = 8
BEAM = 6
"""Partial runs of its own decisions the planning greedy agent keeps at each depth by default."""
PLAN_DEPTH = 8
"""The longest run of one seat's decisions the planning greedy agent looks through."""


class RandomAgent:
    """Uniformly random among the legal actions, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        return obs.legal[self.rng.randrange(len(obs.legal))]


def advantage(state: GameState, seat: int, params: Mapping[str, float] | None = None) -> float:
    """The seat's estimated final score minus the best other seat's (`params`: the evaluation's
    weights, None for its defaults)."""
    est = estimates(state, params)
    others = [e for i, e in enumerate(est) if i != seat]
    return est[seat] - (max(others) if others else 0.0)


def lookahead_value(
    state: GameState, seat: int, rng: random.Random, params: Mapping[str, float] | None = None
) -> float:
    """Advantage after an action; at a chance node, the average over its outcomes (all of them when
    few, otherwise a sample)."""
    if not state.is_chance():
        return advantage(state, seat, params)
    outcomes = state.chance_outcomes()
    if len(outcomes) <= CHANCE_SAMPLES:
        total = 0.0
        for action, p in outcomes:
            nxt = state.clone()
            nxt.apply_unchecked(action)
            total += p * advantage(nxt, seat, params)
        return total
    values = []
    for _ in range(CHANCE_SAMPLES):
        nxt = state.clone()
        nxt.apply_unchecked(sample_chance(nxt, rng))
        values.append(advantage(nxt, seat, params))
    return sum(values) / len(values)


class GreedyAgent:
    """One-step lookahead: the action whose result the game's evaluation likes best for this seat
    (relative to the best opponent). In a game whose turns are runs of decisions by one seat
    (`GameSpec.search.plan_turn`), it plans the whole run first: a beam search over the seat's
    consecutive decisions (`turn_plans`), judged when the turn passes. `epsilon` plays a random
    action that often (for easy play); `weights` chooses the evaluation's weights."""

    name = "greedy"

    def __init__(
        self,
        seed: int | None = None,
        epsilon: float = 0.0,
        beam: int = BEAM,
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.rng = random.Random(seed)
        self.epsilon = epsilon
        self.beam = beam
        self.weights = weights

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        if self.epsilon and self.rng.random() < self.epsilon:
            return legal[self.rng.randrange(len(legal))]
        root = obs.determinize(self.rng)
        params = self.weights.resolve(obs.game)
        if get_game(obs.game).search.plan_turn:
            plans = turn_plans(root, obs.seat, self.beam, self.rng, params)
            top = plans[0].value
            tied = [p for p in plans if p.value >= top - 1e-9]
            return tied[self.rng.randrange(len(tied))].actions[0]
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            state = root.clone()
            state.apply_unchecked(action)
            value = lookahead_value(state, obs.seat, self.rng, params)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self.rng.randrange(len(best))]

    def analyze(self, obs: Observation) -> list[Candidate]:
        """Every legal action with the estimated chance to win and final score after it (for a
        planning game: after the best run of the turn it starts), best first (hints)."""
        root = obs.determinize(self.rng)
        params = self.weights.resolve(obs.game)
        temperature = get_game(obs.game).search.temperature
        if get_game(obs.game).search.plan_turn:
            runs = turn_plans(root, obs.seat, self.beam, self.rng, params)
            ends = [(run.actions, run.state) for run in runs]
        else:
            ends = []
            for action in obs.legal:
                state = root.clone()
                state.apply_unchecked(action)
                ends.append(([action], state))
        out: dict[Action, Candidate] = {}
        for line, state in ends:
            head = line[0]
            if head in out:
                out[head] = replace(out[head], visits=out[head].visits + 1)
                continue
            est = estimates(state, params)
            win = softmax(est, temperature)[obs.seat]
            out[head] = Candidate(head, 1, win, est[obs.seat], tuple(line))
        return sorted(out.values(), key=lambda c: (-c.win_probability, -c.expected_score))


@dataclass
class TurnPlan:
    """A run of one seat's decisions to the end of its turn, the state it leads to (chance inside
    the run sampled once) and the seat's advantage there."""

    value: float
    state: GameState
    actions: list[Action]


def turn_plans(
    root: GameState,
    seat: int,
    beam: int,
    rng: random.Random,
    params: Mapping[str, float] | None = None,
    forbids: Callable[[GameState, Action], bool] | None = None,
) -> list[TurnPlan]:
    """`seat`'s complete runs of consecutive decisions from `root`, best first: a beam search that
    keeps the `beam` most promising partial runs at each depth (valued by the advantage, which
    credits nothing for decisions not yet taken) and values each run when another seat or the end
    of the game comes. Actions `forbids` names are not tried (unless nothing else is legal: the
    restricted play of analysis.restricted)."""
    frontier = [TurnPlan(0.0, root, [])]
    done: list[TurnPlan] = []
    partial: list[tuple[float, TurnPlan]] = []
    for depth in range(PLAN_DEPTH):
        partial = []
        for plan in frontier:
            legal = plan.state.legal_actions()
            if forbids is not None:
                legal = [a for a in legal if not forbids(plan.state, a)] or legal
            for action in legal:
                nxt = plan.state.clone()
                nxt.apply_unchecked(action)
                while nxt.is_chance():
                    nxt.apply_unchecked(sample_chance(nxt, rng))
                run = TurnPlan(advantage(nxt, seat, params), nxt, [*plan.actions, action])
                if nxt.current_player() == seat:
                    partial.append((rng.random(), run))
                else:
                    done.append(run)
        if not partial:
            break
        partial.sort(key=lambda x: (x[1].value, x[0]), reverse=True)
        frontier = _varied(partial, beam) if depth == 0 else [run for _, run in partial[:beam]]
    else:
        done += [run for _, run in partial[:beam]]
    done.sort(key=lambda p: p.value, reverse=True)
    return done


def _varied(ranked: list[tuple[float, TurnPlan]], beam: int) -> list[TurnPlan]:
    """The `beam` runs to go on with after the first decision, best first, but each kind of
    first action (e.g. recruit, take coins) before a second run of a kind already kept: a run
    whose first step looks modest (taking coins) must not lose its place to two variants of one
    idea (two recruits) whose turns end worse."""
    kept: list[TurnPlan] = []
    kinds: set[str] = set()
    rest: list[TurnPlan] = []
    for _, run in ranked:
        kind = run.actions[0].kind
        if kind in kinds:
            rest.append(run)
        else:
            kinds.add(kind)
            kept.append(run)
    return (kept + rest)[:beam] if len(kept) < beam else kept[:beam]


LEVELS = ("easy", "medium", "hard", "expert")
"""The named strengths players choose from, weakest first; each game says what they play
(`GameSpec.search.levels`), each beats the one before it (BENCHMARKS.md)."""


@dataclass(frozen=True)
class Level:
    """A named strength in one game: the agent it plays and what that means."""

    name: str
    agent: str
    description: str


def levels(game: str) -> dict[str, Level]:
    """The levels `game` declares, weakest first (a game may offer fewer than the four)."""
    table = get_game(game).search.levels
    return {name: Level(name, *table[name]) for name in LEVELS if name in table}


class LevelAgent:
    """A level by name: on its first decision it becomes the agent its game gives that level."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.seed = seed
        self.agent: Agent | None = None
        self.name = level

    def act(self, obs: Observation) -> Action:
        if self.agent is None:
            self.agent = make_agent(levels(obs.game)[self.level].agent, self.seed)
        return self.agent.act(obs)


def _weights(kwargs: dict[str, float]) -> Weights:
    tuned = bool(kwargs.pop("tuned", 0))
    return Weights(tuned, tuple(sorted(kwargs.items())))


def make_agent(spec: str, seed: int | None = None) -> Agent:
    """An agent from its name: random, greedy, mcts, or a level (easy, medium, hard, expert);
    options after a colon, e.g. 'mcts:iterations=2000', 'mcts:seconds=0.5', 'greedy:epsilon=0.1',
    'greedy:beam=6'; 'tuned=1' plays with the evaluation's weights tuned by self-play, and any
    other name sets one of the evaluation's weights ('greedy:pace=2'). 'policy:PATH' plays a
    trained policy (ai.policy; the 'train' extra)."""
    from masterbuilders.ai.mcts import MCTSAgent

    name, _, opts = spec.partition(":")
    if name == "policy":
        if not opts:
            raise ValueError("agent 'policy' needs the model's path: policy:PATH")
        from masterbuilders.ai.policy import PolicyAgent

        return PolicyAgent(opts, seed)
    kwargs: dict[str, float] = {}
    for part in filter(None, opts.split(",")):
        key, _, value = part.partition("=")
        try:
            kwargs[key.strip()] = float(value)
        except ValueError:
            raise ValueError(f"agent option {part!r} is not name=number") from None
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        epsilon = kwargs.pop("epsilon", 0.0)
        beam = int(kwargs.pop("beam", BEAM))
        return GreedyAgent(seed, epsilon=epsilon, beam=beam, weights=_weights(kwargs))
    if name == "mcts":
        iterations = int(kwargs.pop("iterations")) if "iterations" in kwargs else None
        seconds = kwargs.pop("seconds", None)
        c = kwargs.pop("c", 0.3)
        return MCTSAgent(seed, iterations, seconds, exploration=c, weights=_weights(kwargs))
    if name in LEVELS and not opts:
        return LevelAgent(name, seed)
    known = "random, greedy, mcts, policy:PATH, " + ", ".join(LEVELS)
    raise ValueError(f"unknown agent {spec!r}; known agents: {known}")


def analyze(obs: Observation, seed: int | None = None) -> list[Candidate]:
    """Hints: the decision as the game's strongest level (expert) analyses it, best first."""
    agent = make_agent(levels(obs.game)["expert"].agent, seed)
    analysis = getattr(agent, "analyze", None)
    if analysis is None:
        raise ValueError(f"the expert level of {obs.game} gives no analysis")
    return list(analysis(obs))


def untimed(game: str, spec: str) -> str:
    """`spec` (a level's name or an agent spec) without its clock: a level as the agent its game
    gives it, its iteration budget kept and its `seconds=` dropped, so that a run of many games
    (a study, a ladder) plays the same on a loaded machine as on an idle one and is reproducible
    from its seed. (On an idle machine the budget is reached first: the same play.) A spec whose
    only budget is the clock is kept as it is."""
    name, _, opts = spec.partition(":")
    if name in LEVELS and not opts:
        spec = levels(game)[name].agent
        name, _, opts = spec.partition(":")
    parts = [p.strip() for p in opts.split(",") if p.strip()]
    if not any(p.startswith("seconds=") for p in parts) or not any(
        p.startswith("iterations=") for p in parts
    ):
        return spec
    kept = [p for p in parts if not p.startswith("seconds=")]
    return f"{name}:{','.join(kept)}"


class Bot:
    """An agent by its spec (as `make_agent` reads it), made afresh for each decision from that
    decision's seed (`Observation.seed`): a match with the same seed and the same decisions plays
    it the same way in a tournament, the terminal and the server."""

    def __init__(self, spec: str) -> None:
        make_agent(spec, 0)  # a bad spec fails here, not at the first decision
        self.spec = spec

    def act(self, obs: Observation) -> Action:
        return make_agent(self.spec, obs.seed).act(obs)


def split_agents(text: str) -> list[str]:
    """A comma-separated list of agent specs, where an agent's own options also use commas:
    'mcts:iterations=9000,seconds=0.9,hard' is ['mcts:iterations=9000,seconds=0.9', 'hard']."""
    out: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if out and "=" in part and ":" not in part and ":" in out[-1]:
            out[-1] += f",{part}"
        else:
            out.append(part)
    return out
