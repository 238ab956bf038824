"""Play a whole game given one agent per seat and a seed (a `Match`: chance follows its seeding
rule), and the random playout that search uses."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from masterbuilders.engine.actions import Action
from masterbuilders.engine.match import Match
from masterbuilders.engine.record import GameRecord
from masterbuilders.engine.state import CHANCE, TERMINAL, GameResult, GameState, sample_chance


class Observation:
    """What an agent is given when its seat must decide: the seat, the legal actions and the seat's
    view (computed on first use, the only window on the game), and `seed`: the seed the match
    gives this decision (engine.match.agent_seed), for agents made afresh for each decision."""

    __slots__ = ("_state", "_view", "game", "legal", "num_players", "seat", "seed")

    def __init__(
        self,
        state: GameState,
        seat: int,
        legal: Sequence[Action],
        seed: int | None = None,
        view: dict[str, Any] | None = None,
    ) -> None:
        self._state = state
        self._view: dict[str, Any] | None = view
        """The seat's view; given where it comes from elsewhere (a client of the server's API:
        examples/api_bot.py), else computed from `state` on first use."""
        self.game = state.game_name
        self.num_players = state.num_players
        self.seat = seat
        self.legal = list(legal)
        self.seed = seed

    @property
    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._state.view(self.seat)
        return self._view

    def determinize(self, rng: random.Random) -> GameState:
        """A full state consistent with this seat's view: what the seat cannot see is resampled
        from `rng` (never copied from the true game). Search agents act on these."""
        return self._state.resample_hidden(self.seat, rng)


class Agent(Protocol):
    """Anything that picks an action for a seat from what that seat may see."""

    def act(self, obs: Observation) -> Action:
        """Choose one of `obs.legal`, knowing only `obs.view`."""
        ...


class UniformRandomAgent:
    """Picks uniformly among the legal actions: from its own seed, or, made without one, from each
    decision's seed (`Observation.seed`), so that the same match plays it the same way anywhere."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed) if seed is not None else None

    def act(self, obs: Observation) -> Action:
        rng = self.rng or random.Random(obs.seed)
        return obs.legal[rng.randrange(len(obs.legal))]


@dataclass
class PlayedGame:
    state: GameState
    record: GameRecord
    result: GameResult
    decisions: int


Watcher = Callable[[GameState, int, list[Action]], None]
"""Called before each step of a game with the state, who moves (a seat, or CHANCE) and the seat's
legal actions (none for chance)."""


def play_match(
    match: Match,
    agents: Sequence[Agent],
    max_steps: int | None = None,
    watch: Watcher | None = None,
) -> PlayedGame:
    """Play `match` to its end, `agents[seat]` deciding for each seat (`watch` sees each step
    before it is taken)."""
    limit = max_steps if max_steps is not None else match.spec.max_game_length
    decisions = 0
    for _ in range(limit):
        player = match.state.current_player()
        if player == TERMINAL:
            break
        if player == CHANCE:
            if watch:
                watch(match.state, CHANCE, [])
            match.apply_chance()
            continue
        state = match.state
        legal = state.legal_actions()
        if watch:
            watch(state, player, legal)
        obs = Observation(state, player, legal, match.agent_seed(player))
        match.apply(agents[player].act(obs), player)
        decisions += 1
    else:
        raise RuntimeError(f"{match.game} did not end within {limit} steps")
    return PlayedGame(match.state, match.record(), match.state.result(), decisions)


def play_game(
    game: str,
    agents: Sequence[Agent],
    seed: str | int | None = None,
    options: Mapping[str, Any] | None = None,
    max_steps: int | None = None,
) -> PlayedGame:
    """Play `game` with `agents[seat]` deciding for each seat until the game ends (no seed: a
    fresh secret one)."""
    from masterbuilders.engine.match import new_seed

    match = Match(game, len(agents), new_seed() if seed is None else seed, options)
    return play_match(match, agents, max_steps)


def random_playout(state: GameState, rng: random.Random) -> int:
    """Play uniformly random (trusted fast path) to the end from `state`; returns the steps taken."""
    steps = 0
    uniform = rng.random
    current = state.current_player
    legal_actions = state.legal_actions
    apply = state.apply_unchecked
    while True:
        player = current()
        if player == TERMINAL:
            return steps
        if player == CHANCE:
            action = sample_chance(state, rng)
        else:
            legal = legal_actions()
            action = legal[int(uniform() * len(legal))]
        apply(action)
        steps += 1
