"""PettingZoo environments for both games: AEC (`env`) and parallel (`parallel_env`).

    from masterbuilders.interop.pettingzoo import env
    e = env(game="pillars", num_players=4)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0`` .. ``player_{n-1}`` (seat order). Chance is resolved inside the environment
with an RNG seeded by ``reset(seed=...)``; one agent may decide several times in a row (the games
have multi-step decisions), so always read ``agent_selection``. Observations are dicts with the
seat's encoded **view** (``observation``, float32, layout in `codec(game).layout`) and the legal
``action_mask`` (int8) over the game's fixed action codes. Rewards are 0 until the end, then the
zero-sum returns of `masterbuilders.interop.returns`. An illegal action raises
`IllegalActionError` naming the rule and changes nothing.

The parallel API (`parallel_env`, PettingZoo's `ParallelEnv`) suits simultaneous games; these are
turn-based, so at each `step` exactly one agent decides: the one whose ``action_mask`` has a legal
code. Its action is played; the others' entries (PettingZoo's test sends them one each, drawn
from their empty masks) are ignored, and leaving them out is fine.

    from masterbuilders.interop.pettingzoo import parallel_env
    e = parallel_env(game="builders", num_players=3)
    observations, infos = e.reset(seed=1)
    while e.agents:
        actions = {a: e.action_space(a).sample(observations[a]["action_mask"]) for a in e.agents}
        observations, rewards, terminations, truncations, infos = e.step(actions)

Both draw chance from one generator seeded by ``reset(seed=...)`` (a reset without a seed goes on
with it), write observations from the state with the game's compiled `observe` (the view-based
encoder is its tested definition), and play checked actions on the engine's fast path: an action
is checked against the legal actions the mask was made from, once.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameState,
    IllegalActionError,
    NotYourTurnError,
    get_game,
    sample_chance,
)
from masterbuilders.interop import GameCodec, codec, returns


class _Game:
    """The game both environments step: the state, one generator for chance, the legal actions
    of the seat to decide (computed once per decision) and the step count."""

    def __init__(
        self, game: str, num_players: int, options: dict[str, Any], max_steps: int
    ) -> None:
        self.spec = get_game(game)
        self.num_players = num_players
        self.options = options
        self.max_steps = max_steps
        self.codec: GameCodec = codec(game)
        self.rng = random.Random()
        self.state: GameState = self.spec.new_game(num_players, options)
        self.legal: list[Action] = []
        self.steps = 0

    def reset(self, seed: int | None) -> None:
        if seed is not None:
            self.rng.seed(seed)
        self.state = self.spec.new_game(self.num_players, self.options)
        self.steps = 0
        self.advance()

    def advance(self) -> None:
        """Draw chance outcomes until a seat must decide or the game ends."""
        state = self.state
        while state.current_player() == CHANCE:
            state.apply_unchecked(sample_chance(state, self.rng))
            self.steps += 1
        self.legal = state.legal_actions() if state.current_player() >= 0 else []

    def play(self, seat: int, code: int) -> None:
        """`seat` plays `code`: checked against the legal actions (an illegal one raises the
        engine's error, naming the rule, and changes nothing), then chance moves on."""
        move = self.codec.actions.decode(code)
        if move not in self.legal:
            self.state.check(move, seat)  # raises the engine's own message
            raise IllegalActionError(f"{move} is not legal now")
        if self.state.current_player() != seat:
            raise NotYourTurnError(f"seat {seat} cannot act now")
        self.state.apply_unchecked(move)
        self.steps += 1
        self.advance()

    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def truncated(self) -> bool:
        return not self.over() and self.steps >= self.max_steps

    def render(self, mode: str | None) -> str | None:
        """The table as the seat to decide sees it ('ansi': returned; 'human': printed)."""
        if mode is None:
            return None
        seat = self.state.current_player()
        text = self.state.render(seat if seat >= 0 else None)
        if mode == "human":
            print(text)
            return None
        return text

    def observe(self, seat: int) -> dict[str, np.ndarray]:
        c = self.codec
        obs = np.zeros(c.observation_size, dtype=np.float32)
        mask = np.zeros(c.num_actions, dtype=np.int8)
        deciding = self.state.current_player() == seat
        c.write(self.state, seat, self.legal if deciding else None, obs.data)
        if deciding:
            mask[c.actions.encode_all(self.legal)] = 1
        return {"observation": obs, "action_mask": mask}


class _Seats:
    """What both environments answer alike: the game's state, the agents' spaces, rendering."""

    table: _Game
    render_mode: str | None
    observation_spaces: dict[str, spaces.Space[Any]]
    action_spaces: dict[str, spaces.Space[Any]]

    @property
    def state(self) -> GameState:
        return self.table.state

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def render(self) -> str | None:
        return self.table.render(self.render_mode)

    def close(self) -> None:
        """Nothing to release (the game lives in memory)."""


def env(
    game: str,
    num_players: int = 2,
    render_mode: str | None = None,
    max_steps: int | None = None,
    options: dict[str, Any] | None = None,
) -> MasterbuildersEnv:
    """A PettingZoo AEC environment of `game` for `num_players` seats."""
    return MasterbuildersEnv(game, num_players, render_mode, max_steps, options)


def parallel_env(game: str, **settings: Any) -> MasterbuildersParallelEnv:
    """A PettingZoo parallel environment of `game` (the settings `env` takes)."""
    return MasterbuildersParallelEnv(game, **settings)


class MasterbuildersEnv(_Seats, AECEnv):  # type: ignore[misc]
    """One game as an AEC environment (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "masterbuilders_v0",
        "render_modes": ["human", "ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        num_players: int = 2,
        render_mode: str | None = None,
        max_steps: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> None:
        super().__init__()
        self.spec_ = get_game(game)
        self.spec_.new_game(num_players, options)  # validates the player count and options
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.game = game
        self.num_players = num_players
        self.render_mode = render_mode
        self.options = dict(options or {})
        self.max_steps = max_steps if max_steps is not None else self.spec_.max_game_length
        self.codec = codec(game)
        self.possible_agents = [f"player_{i}" for i in range(num_players)]
        obs_space = spaces.Dict(
            {
                "observation": self.codec.observation_box(),
                "action_mask": spaces.Box(0, 1, (self.codec.num_actions,), np.int8),
            }
        )
        act_space = spaces.Discrete(self.codec.num_actions)
        self.observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self.action_spaces = dict.fromkeys(self.possible_agents, act_space)
        self.table = _Game(game, num_players, self.options, self.max_steps)

    # ---- the AEC protocol ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.table.reset(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._advance()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self.table.observe(self.possible_agents.index(agent))

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalActionError(f"{agent} must choose an action: None is only for finished")
        self.table.play(self.possible_agents.index(agent), action)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._advance()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _advance(self) -> None:
        """Who is next, once chance has moved (`_Game.advance`): the end, a cut, or a seat."""
        state = self.state
        player = state.current_player()
        if player == TERMINAL:
            for agent, r in zip(self.possible_agents, returns(state), strict=True):
                self.rewards[agent] = r
                self.terminations[agent] = True
                self.infos[agent] = {"result": state.result().to_json()}
            self.agent_selection = self.agents[0]
        elif self.table.truncated():
            for agent in self.agents:
                self.truncations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[player]


class MasterbuildersParallelEnv(_Seats, ParallelEnv):  # type: ignore[misc]
    """One game under PettingZoo's parallel API: each step, the one agent to decide acts (see the
    module docstring); the same spaces, rewards and errors as the AEC environment."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "masterbuilders_parallel_v0",
        "render_modes": ["human", "ansi"],
    }

    def __init__(
        self,
        game: str,
        num_players: int = 2,
        render_mode: str | None = None,
        max_steps: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> None:
        aec = MasterbuildersEnv(game, num_players, render_mode, max_steps, options)
        self.render_mode = render_mode
        self.possible_agents = list(aec.possible_agents)
        self.agents: list[str] = []
        self.observation_spaces = aec.observation_spaces
        self.action_spaces = aec.action_spaces
        self.table = aec.table

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, np.ndarray]], dict[str, dict[str, Any]]]:
        self.table.reset(seed)
        self.agents = list(self.possible_agents)
        return self._observations(), {a: {} for a in self.agents}

    def deciding(self) -> str | None:
        """The agent to decide now (None once the game is over)."""
        player = self.state.current_player()
        return self.possible_agents[player] if player >= 0 else None

    def step(
        self, actions: dict[str, Any]
    ) -> tuple[
        dict[str, dict[str, np.ndarray]],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        agent = self.deciding()
        if agent is None or not self.agents:
            raise IllegalActionError("the game is over: call reset() to start a new one")
        if actions.get(agent) is None:
            raise IllegalActionError(f"{agent} is to decide: its action is missing")
        self.table.play(self.possible_agents.index(agent), actions[agent])
        live = self.agents
        observations = self._observations()
        rewards = dict.fromkeys(live, 0.0)
        infos: dict[str, dict[str, Any]] = {a: {} for a in live}
        over, cut = self.table.over(), self.table.truncated()
        if over:
            result = self.state.result().to_json()
            for a, r in zip(self.possible_agents, returns(self.state), strict=True):
                rewards[a] = r
                infos[a] = {"result": result}
        terminations = dict.fromkeys(live, over)
        truncations = dict.fromkeys(live, cut)
        if over or cut:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

    def _observations(self) -> dict[str, dict[str, np.ndarray]]:
        return {a: self.table.observe(i) for i, a in enumerate(self.possible_agents)}
