"""Research interfaces (optional extra ``masterbuilders[research]``): integer action codes,
observation arrays, and adapters for PettingZoo, OpenSpiel and Gymnasium.

`codec(game)` gives one game's `GameCodec`: the fixed action enumeration (`actions`), the chance
outcome enumeration (`chance`), the observation `layout`, and helpers that turn a state into what a
seat may know and the legal-action mask. Each game ships its own encodings (the module its
`GameSpec.codec` names); nothing here knows a game. A seat's observation is written straight from
the state by the game's compiled `observe` (`GameCodec.observe`, `write`); the view-based encoder
(`observe_view`) is its definition, and a test holds the two identical on recorded games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import Any

import numpy as np

from masterbuilders.engine import Action, GameState, UnknownGameError, get_game
from masterbuilders.research.encoding import ActionCodec, CodecError, Layout
from masterbuilders.research.episode import Observer, zero_sum_returns

OBS_LOW = -64.0
"""Lowest value an observation entry can take (production changes are small negatives)."""
OBS_HIGH = 10_000.0
"""Highest value an observation entry can take (coins, turns played and cube counts)."""


@dataclass(frozen=True)
class GameCodec:
    """Everything learning code needs to speak integers and arrays with one game."""

    game: str
    actions: ActionCodec
    chance: ActionCodec
    layout: Layout
    encode_view: Callable[[dict[str, Any]], np.ndarray]
    write: Observer
    """The game's compiled writer: (state, seat, the seat's legal actions or None, a zeroed float
    buffer) -> the seat's observation in the buffer (research.episode.Observer)."""

    @property
    def num_actions(self) -> int:
        return self.actions.size

    @property
    def observation_size(self) -> int:
        return self.layout.size

    def observation_box(self) -> Any:
        """The Gymnasium space of observations: float32 in [OBS_LOW, OBS_HIGH] (every entry is a
        0/1 flag or a count; the tests check the bounds over random games)."""
        from gymnasium import spaces

        return spaces.Box(OBS_LOW, OBS_HIGH, (self.observation_size,), np.float32)

    def observe(self, state: GameState, seat: int) -> np.ndarray:
        """The observation of `seat`: what its view shows, written from the state (`write`)."""
        out = np.zeros(self.layout.size, dtype=np.float32)
        deciding = state.current_player() == seat
        self.write(state, seat, state.legal_actions() if deciding else None, out.data)
        return out

    def observe_view(self, state: GameState, seat: int) -> np.ndarray:
        """The observation of `seat` computed from `state.view(seat)`: the definition `observe`
        is tested against (slower: the view is built first)."""
        return self.encode_view(state.view(seat))

    def mask(self, legal: list[Action]) -> np.ndarray:
        """The action mask (int8, 1 = legal) of a list of legal actions."""
        out = np.zeros(self.actions.size, dtype=np.int8)
        for a in legal:
            out[self.actions.encode(a)] = 1
        return out

    def legal_codes(self, state: GameState) -> dict[int, Action]:
        """Code -> the engine's action, for the legal actions (or chance outcomes) of `state`."""
        if state.is_chance():
            return {self.chance.encode(a): a for a, _ in state.chance_outcomes()}
        return {self.actions.encode(a): a for a in state.legal_actions()}


@cache
def codec(game: str) -> GameCodec:
    """The codec of a registered game, from the module its spec names (`GameSpec.codec`)."""
    spec = get_game(game)
    if not spec.codec:
        raise UnknownGameError(f"{spec.title} ships no research codec")
    m = import_module(spec.codec)
    return GameCodec(game, m.ACTIONS, m.CHANCE, m.LAYOUT, m.encode_view, m.observe)


def returns(state: GameState) -> list[float]:
    """Zero-sum returns of a finished game: for each seat, (seats it ranks above - seats that rank
    above it) / (players - 1). Two players: +1 win, -1 loss, 0 shared; always in [-1, 1]."""
    return zero_sum_returns(state)


__all__ = ["ActionCodec", "CodecError", "GameCodec", "Layout", "codec", "returns"]
