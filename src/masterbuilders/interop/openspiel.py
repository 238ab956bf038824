"""Both games registered with OpenSpiel (``pyspiel``) as Python games.

    import pyspiel
    from masterbuilders.interop import openspiel  # registers the games
    game = pyspiel.load_game("masterbuilders_pillars", {"players": 3})

Names: ``masterbuilders_pillars`` and ``masterbuilders_builders``; parameter ``players``. Player
actions are the game's fixed codes (`codec(game).actions`), chance outcomes the chance codes
(`codec(game).chance`), with explicit chance nodes and their probabilities. Returns are the zero-sum
returns of `masterbuilders.interop.returns` at the end (0 before).

Information: both games are registered as imperfect-information games. In the Pillars the coming
event that Ellen's owner looks at is private; The Builders has no private information (its
information state equals the public state), and is registered the same way so that OpenSpiel's
ISMCTS bot accepts it.

- ``information_state_string(p)``: perfect recall: every action so far (chance outcomes hidden from
  `p` written as ``?``), then `p`'s current view as JSON.
- ``observation_string(p)``: `p`'s current view as JSON.
- ``observation_tensor(p)`` / ``information_state_tensor(p)``: the flat encoding of `p`'s current view
  (`codec(game).layout`); the tensor is not a perfect-recall encoding of the action sequence (the
  views carry the public facts that matter: events seen, cards held, cubes, scores).
- ``resample_from_infostate(p, sampler)``: the engine's `resample_hidden` (a state consistent with
  `p`'s information; the hidden event is redrawn unless `p` owns Ellen), seeded from `sampler`.
- ``serialize``/``deserialize``: OpenSpiel's default (the action history, replayed).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from masterbuilders.ai.values import heuristic_values
from masterbuilders.engine import CHANCE, TERMINAL, GameState, game_names, get_game
from masterbuilders.interop import GameCodec, codec, returns

GAMES = {name: f"masterbuilders_{name}" for name in game_names()}
"""Our game name -> the OpenSpiel short name."""

_PUBLIC: frozenset[int] | None = None


def _game_type(game: str) -> pyspiel.GameType:
    spec = get_game(game)
    return pyspiel.GameType(
        short_name=GAMES[game],
        long_name=f"masterbuilders: {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": spec.min_players},
    )


def _game_info(game: str, num_players: int) -> pyspiel.GameInfo:
    spec = get_game(game)
    c = codec(game)
    return pyspiel.GameInfo(
        num_distinct_actions=c.num_actions,
        max_chance_outcomes=c.chance.size,
        num_players=num_players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=spec.max_game_length,
    )


class MasterbuildersGame(pyspiel.Game):  # type: ignore[misc]
    """One of our games as an OpenSpiel game (see the module docstring)."""

    game_name: str = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        spec = get_game(self.game_name)
        n = int(params.get("players", spec.min_players))
        spec.new_game(n)  # validates the player count
        self.num_seats = n
        self.codec: GameCodec = codec(self.game_name)
        super().__init__(_game_type(self.game_name), _game_info(self.game_name, n), params)

    def new_initial_state(self) -> MasterbuildersState:
        return MasterbuildersState(self)

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None
    ) -> ViewObserver:
        perfect_recall = iig_obs_type is None or iig_obs_type.perfect_recall
        return ViewObserver(self.codec, perfect_recall)


class Trail(list[tuple[str, frozenset[int] | None]]):
    """(text, seats that saw it or None for everyone) of every action so far. Its entries are
    immutable, so a copy is shallow (OpenSpiel clones Python states with `copy.deepcopy`)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Trail:
        return Trail(self)


class MasterbuildersState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state wrapping one engine state. Its attributes are kept to what a clone must
    copy (OpenSpiel deep-copies them): the engine state (whose deepcopy is its fast `clone`), the
    trail, and the game's name and player count."""

    def __init__(self, game: MasterbuildersGame, inner: GameState | None = None) -> None:
        super().__init__(game)
        self.game_name = game.game_name
        self.num_seats = game.num_seats
        self.inner = (
            inner
            if inner is not None
            else get_game(game.game_name).new_game(game.num_seats, {"log": False})
        )
        self.trail = Trail()

    @property
    def _codec(self) -> GameCodec:
        return codec(self.game_name)

    # ---- flow ----------------------------------------------------------------------------------
    def current_player(self) -> int:
        p = self.inner.current_player()
        if p == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if p == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return p

    def is_terminal(self) -> bool:
        return self.inner.current_player() == TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._codec.actions.encode(a) for a in self.inner.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return sorted((self._codec.chance.encode(a), p) for a, p in self.inner.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        player = self.inner.current_player()
        if player == CHANCE:
            move = self._codec.legal_codes(self.inner).get(action)
            if move is None:
                raise pyspiel.SpielError(f"{action} is not a chance outcome of this state")
            seen_by = self.inner.chance_seen_by(move)
            self.inner.apply_unchecked(move)
            self.trail.append((str(move), seen_by))
        else:
            move = self._codec.actions.decode(action)
            self.inner.apply(move)
            self.trail.append((f"{player}:{move}", _PUBLIC))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return str(self._codec.chance.decode(action))
        return str(self._codec.actions.decode(action))

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_seats
        return returns(self.inner)

    def __str__(self) -> str:
        return self.inner.render(None)

    # ---- information ---------------------------------------------------------------------------
    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> MasterbuildersState:
        """A state consistent with `player_id`'s information: the engine's determinization."""
        rng = random.Random(int(probability_sampler() * 2**53))
        new = MasterbuildersState(self.get_game(), self.inner.resample_hidden(player_id, rng))
        new.trail = Trail(
            (text if seen is None or player_id in seen else "?", seen) for text, seen in self.trail
        )
        return new


class ViewObserver:
    """OpenSpiel's Python observer interface over our per-seat views."""

    def __init__(self, c: GameCodec, perfect_recall: bool) -> None:
        self.codec = c
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(c.observation_size, np.float32)
        self.dict = {b.name: self.tensor[b.slice] for b in c.layout.blocks}

    def set_from(self, state: MasterbuildersState, player: int) -> None:
        self.tensor[:] = self.codec.observe(state.inner, player)

    def string_from(self, state: MasterbuildersState, player: int) -> str:
        view = json.dumps(state.inner.view(player), sort_keys=True, separators=(",", ":"))
        if not self.perfect_recall:
            return view
        seen = [t if s is None or player in s else "?" for t, s in state.trail]
        return f"p{player}|" + ";".join(seen) + "|" + view


GAME_CLASSES: dict[str, type[MasterbuildersGame]] = {
    name: type(f"{name.capitalize()}Game", (MasterbuildersGame,), {"game_name": name})
    for name in game_names()
}
"""One OpenSpiel game class per registered game (OpenSpiel registers games by class)."""
for _name, _cls in GAME_CLASSES.items():
    pyspiel.register_game(_game_type(_name), _cls)


def load(game: str, num_players: int = 2) -> pyspiel.Game:
    """``pyspiel.load_game`` of one of our games by our name."""
    return pyspiel.load_game(GAMES[game], {"players": num_players})


class EngineEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """An OpenSpiel MCTS/ISMCTS evaluator that scores a leaf with the game's own evaluation function
    (the one our `hard` agent uses) instead of a random rollout: win shares from a softmax of the
    estimated final scores (`masterbuilders.ai.values`), mapped to zero-sum values in [-1, 1]."""

    def __init__(self, temperature: float | None = None) -> None:
        self.temperature = temperature

    def evaluate(self, state: MasterbuildersState) -> np.ndarray:
        inner = state.inner
        if inner.is_terminal():
            return np.array(returns(inner))
        n = inner.num_players
        shares = heuristic_values(
            inner, self.temperature or get_game(inner.game_name).search.temperature
        )
        return np.array([(n * w - 1) / (n - 1) for w in shares])

    def prior(self, state: MasterbuildersState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]
