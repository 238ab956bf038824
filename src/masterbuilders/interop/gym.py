"""A Gymnasium single-agent environment: the learner holds one seat, our agents hold the others.

    import gymnasium as gym
    import masterbuilders.interop.gym  # registers the ids below
    env = gym.make("masterbuilders/Pillars-v0", num_players=3, opponents="greedy")
    obs, info = env.reset(seed=1)
    obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))

Ids: ``masterbuilders/Pillars-v0`` and ``masterbuilders/Builders-v0``. Options: `num_players`,
`seat` (the learner's seat, or ``None`` for a random seat each episode), `opponents` (one agent
spec for every other seat, or one per seat, e.g. ``"greedy"``, ``"random"``, ``"hard"``,
``"mcts:iterations=200"``). Observations are the learner's encoded **view** (float32, layout in
`codec(game).layout`); the legal-action mask is ``info["action_mask"]`` and `action_masks()`.
Reward: 0 until the end, then the learner's zero-sum return (`masterbuilders.interop.returns`).

Illegal actions change nothing. Gymnasium's contract is that any element of the action space may be
passed to `step`, so by default (``illegal_action="penalty"``) an illegal action is refused with
reward -1 and ``info["illegal_action"]`` holding the engine's message (which names the rule), and
the learner decides again; with ``illegal_action="raise"`` it raises `IllegalActionError` instead.
An episode is truncated after the game's `max_game_length` learner steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from masterbuilders.ai import make_agent
from masterbuilders.ai.agents import Bot
from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    Agent,
    GameState,
    IllegalActionError,
    Match,
    Observation,
    game_names,
    get_game,
)
from masterbuilders.interop import codec, returns


class MasterbuildersGymEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One seat of a game against our agents (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        num_players: int = 2,
        seat: int | None = 0,
        opponents: str | Sequence[str] = "greedy",
        render_mode: str | None = None,
        options: dict[str, Any] | None = None,
        illegal_action: str = "penalty",
    ) -> None:
        if illegal_action not in ("penalty", "raise"):
            raise ValueError("illegal_action must be 'penalty' or 'raise'")
        self.illegal_action = illegal_action
        self.spec_ = get_game(game)
        self.spec_.new_game(num_players, options)
        if seat is not None and not 0 <= seat < num_players:
            raise ValueError(f"seat must be 0..{num_players - 1} or None, not {seat}")
        others = num_players - 1
        specs = [opponents] * others if isinstance(opponents, str) else list(opponents)
        if len(specs) != others:
            raise ValueError(f"{others} opponent spec(s) needed, got {len(specs)}")
        for s in specs:
            make_agent(s)  # validates every spec now, not mid-episode
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.game = game
        self.num_players = num_players
        self.fixed_seat = seat
        self.opponent_specs = specs
        self.render_mode = render_mode
        self.options = dict(options or {})
        self.codec = codec(game)
        self.observation_space = self.codec.observation_box()
        self.action_space = spaces.Discrete(self.codec.num_actions)
        self.seat = seat if seat is not None else 0
        self.match = Match(game, num_players, 0, self.options)
        self._agents: dict[int, Agent] = {}
        self._steps = 0

    @property
    def state(self) -> GameState:
        return self.match.state

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        # Every random choice of the episode (chance, seat, opponents) derives from np_random.
        episode_seed = int(self.np_random.integers(2**63))
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(self.num_players))
        else:
            self.seat = self.fixed_seat
        others = [s for s in range(self.num_players) if s != self.seat]
        self._agents = {s: Bot(spec) for s, spec in zip(others, self.opponent_specs, strict=True)}
        self.match = Match(self.game, self.num_players, episode_seed, self.options)
        self._steps = 0
        self._play_others()
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self.state.current_player() != self.seat:
            raise IllegalActionError("the game is over: call reset() to start a new one")
        move = self.codec.actions.decode(int(action))
        self._steps += 1
        truncated = self._steps >= self.spec_.max_game_length
        try:
            self.match.apply(move, self.seat)
        except IllegalActionError as err:
            if self.illegal_action == "raise":
                raise
            info = self._info()
            info["illegal_action"] = str(err)
            return self._obs(), -1.0, False, truncated, info
        self._play_others()
        terminated = self.state.current_player() == TERMINAL
        reward = returns(self.state)[self.seat] if terminated else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, terminated, truncated and not terminated, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal-action mask (the name MaskablePPO-style learners look for)."""
        if self.state.current_player() != self.seat:
            return np.zeros(self.codec.num_actions, dtype=np.int8)
        return self.codec.mask(self.state.legal_actions())

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi' or 'human'")
            return None
        text = self.state.render(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    # ---- internals ---------------------------------------------------------------------------------
    def _play_others(self) -> None:
        """Chance and the other seats move until the learner must decide or the game ends."""
        match = self.match
        while True:
            player = match.state.current_player()
            if player == TERMINAL or player == self.seat:
                return
            if player == CHANCE:
                match.apply_chance()
            else:
                state = match.state
                obs = Observation(state, player, state.legal_actions(), match.agent_seed(player))
                match.apply(self._agents[player].act(obs), player)

    def _obs(self) -> np.ndarray:
        return self.codec.observe(self.state, self.seat)

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self.action_masks(), "seat": self.seat}
        if self.state.current_player() == TERMINAL:
            info["result"] = self.state.result().to_json()
        return info


IDS = {name: f"masterbuilders/{name.capitalize()}-v0" for name in game_names()}

for _game, _id in IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(
            id=_id,
            entry_point="masterbuilders.interop.gym:MasterbuildersGymEnv",
            kwargs={"game": _game},
        )
