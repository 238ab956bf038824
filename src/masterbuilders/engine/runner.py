"""Play a whole game given one agent per seat and a seed; chance is sampled from one seeded RNG."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from masterbuilders.engine.actions import Action
from masterbuilders.engine.record import GameRecord
from masterbuilders.engine.spec import get_game
from masterbuilders.engine.state import CHANCE, TERMINAL, GameResult, GameState, sample_chance


class Observation:
    """What an agent is given when its seat must decide: the seat, the legal actions and the seat's
    view. The view is computed on first use and is the only window on the game."""

    __slots__ = ("_state", "_view", "game", "legal", "num_players", "seat")

    def __init__(self, state: GameState, seat: int, legal: Sequence[Action]) -> None:
        self._state = state
        self._view: dict[str, Any] | None = None
        self.game = state.game_name
        self.num_players = state.num_players
        self.seat = seat
        self.legal = list(legal)

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
    """Picks uniformly among the legal actions, reproducibly from its own seed."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        return obs.legal[self.rng.randrange(len(obs.legal))]


@dataclass
class PlayedGame:
    state: GameState
    record: GameRecord
    result: GameResult
    decisions: int


def chance_rng(seed: int | None) -> random.Random:
    """The RNG that draws chance outcomes of a game with this seed."""
    return random.Random(f"chance:{seed}")


def agent_seed(seed: int | None, seat: int) -> int | None:
    """A per-seat seed derived from the game seed (so agents never share the chance RNG)."""
    return None if seed is None else seed * 1009 + seat * 7919 + 1


def play_game(
    game: str,
    agents: Sequence[Agent],
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    max_steps: int | None = None,
) -> PlayedGame:
    """Play `game` with `agents[seat]` deciding for each seat until the game ends."""
    spec = get_game(game)
    state = spec.new_game(len(agents), options)
    record = GameRecord(game, len(agents), dict(options or {}), seed)
    rng = chance_rng(seed)
    limit = max_steps if max_steps is not None else spec.max_game_length
    decisions = 0
    for _ in range(limit):
        player = state.current_player()
        if player == TERMINAL:
            break
        if player == CHANCE:
            action = sample_chance(state, rng)
        else:
            obs = Observation(state, player, state.legal_actions())
            action = agents[player].act(obs)
            decisions += 1
        state.apply(action)
        record.actions.append(action)
    else:
        raise RuntimeError(f"{game} did not end within {limit} steps")
    return PlayedGame(state, record, state.result(), decisions)


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
