"""PettingZoo AEC environments for both games.

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
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    GameState,
    IllegalActionError,
    Match,
    get_game,
)
from masterbuilders.interop import codec, returns


def env(
    game: str,
    num_players: int = 2,
    render_mode: str | None = None,
    max_steps: int | None = None,
    options: dict[str, Any] | None = None,
) -> MasterbuildersEnv:
    """A PettingZoo AEC environment of `game` for `num_players` seats."""
    return MasterbuildersEnv(game, num_players, render_mode, max_steps, options)


class MasterbuildersEnv(AECEnv):  # type: ignore[misc]
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
        self._seeds = random.Random()
        self.match = Match(game, num_players, 0, self.options)
        self._steps = 0

    @property
    def state(self) -> GameState:
        return self.match.state

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # ---- the AEC protocol ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        self.match = Match(self.game, self.num_players, self._seeds.getrandbits(64), self.options)
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._advance()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.codec.num_actions, dtype=np.int8)
        if self.state.current_player() == seat:
            mask = self.codec.mask(self.state.legal_actions())
        return {"observation": self.codec.observe(self.state, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalActionError(f"{agent} must choose an action: None is only for finished")
        move = self.codec.actions.decode(int(action))
        self.match.apply(move, self.possible_agents.index(agent))
        self._steps += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._advance()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _advance(self) -> None:
        """Draw chance outcomes until a seat must decide or the game ends; set who is next."""
        state = self.state
        while (player := state.current_player()) == CHANCE:
            self.match.apply_chance()
            self._steps += 1
        if player == TERMINAL:
            for agent, r in zip(self.possible_agents, returns(state), strict=True):
                self.rewards[agent] = r
                self.terminations[agent] = True
                self.infos[agent] = {"result": state.result().to_json()}
            self.agent_selection = self.agents[0]
        elif self._steps >= self.max_steps:
            for agent in self.agents:
                self.truncations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[player]

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        seat = self.state.current_player()
        text = self.state.render(seat if seat >= 0 else None)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (the game lives in memory)."""
