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

Vectorized: `MasterbuildersVectorEnv` steps several games per call for training loops, with
autoreset, and is what ``gymnasium.make_vec`` builds for these ids:

    envs = gym.make_vec("masterbuilders/Builders-v0", num_envs=8, num_players=2)
    obs, infos = envs.reset(seed=1)                 # obs: (8, observation size), float32
    masks = infos["action_mask"]                    # (8, number of actions), int8
    obs, rewards, terminated, truncated, infos = envs.step(actions)   # actions: (8,) codes

Each game is one `MasterbuildersGymEnv` (the same options), so a vectorized game is move for move
the single environment's. Autoreset follows Gymnasium's modes: ``"NextStep"`` (Gymnasium's default:
the step after an episode ended resets that game and ignores its action) or ``"SameStep"`` (the
ended game is reset in the same step; its last observation and info are in ``infos["final_obs"]``
and ``infos["final_info"]``, marked by ``infos["_final_obs"]``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

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


class MasterbuildersVectorEnv(VectorEnv[np.ndarray, np.ndarray, np.ndarray]):
    """`num_envs` games of one seat each, stepped together (see the module docstring)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        num_envs: int,
        autoreset_mode: str | AutoresetMode = AutoresetMode.NEXT_STEP,
        **env_options: Any,
    ) -> None:
        if num_envs < 1:
            raise ValueError("num_envs must be at least 1")
        mode = AutoresetMode(autoreset_mode)
        if mode == AutoresetMode.DISABLED:
            raise ValueError("autoreset_mode must be 'NextStep' or 'SameStep'")
        self.envs = [MasterbuildersGymEnv(game, **env_options) for _ in range(num_envs)]
        first = self.envs[0]
        self.num_envs = num_envs
        self.autoreset_mode = mode
        self.metadata = {**self.metadata, "autoreset_mode": mode}
        self.render_mode = first.render_mode
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = batch_space(first.observation_space, num_envs)
        self.action_space = batch_space(first.action_space, num_envs)
        shape, actions = first.codec.observation_box().shape, first.codec.num_actions
        self._obs = np.zeros((num_envs, *shape), dtype=np.float32)
        self._masks = np.zeros((num_envs, actions), dtype=np.int8)
        self._seats = np.zeros(num_envs, dtype=np.int64)
        self._rewards = np.zeros(num_envs, dtype=np.float64)
        self._terminated = np.zeros(num_envs, dtype=np.bool_)
        self._truncated = np.zeros(num_envs, dtype=np.bool_)
        self._ended = np.zeros(num_envs, dtype=np.bool_)

    def reset(
        self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Reset every game; an int seed seeds game i with seed + i (Gymnasium's convention)."""
        if seed is None or isinstance(seed, int):
            seeds: list[int | None] = [
                None if seed is None else seed + i for i in range(self.num_envs)
            ]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"{self.num_envs} seeds needed, got {len(seeds)}")
        for i, (env, s) in enumerate(zip(self.envs, seeds, strict=True)):
            self._obs[i], info = env.reset(seed=s, options=options)
            self._keep(i, info)
        self._ended[:] = False
        return self._obs.copy(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        codes = np.asarray(actions).reshape(self.num_envs)
        final: list[tuple[int, np.ndarray, dict[str, Any]]] = []
        illegal = [""] * self.num_envs
        for i, env in enumerate(self.envs):
            if self._ended[i]:  # NextStep: this call starts the next episode
                self._obs[i], info = env.reset()
                self._rewards[i], self._terminated[i], self._truncated[i] = 0.0, False, False
            else:
                obs, reward, terminated, truncated, info = env.step(int(codes[i]))
                self._rewards[i], self._terminated[i], self._truncated[i] = (
                    reward,
                    terminated,
                    truncated,
                )
                illegal[i] = info.get("illegal_action", "")
                if (terminated or truncated) and self.autoreset_mode == AutoresetMode.SAME_STEP:
                    final.append((i, obs, info))
                    obs, info = env.reset()
                self._obs[i] = obs
            self._keep(i, info)
        ended = self._terminated | self._truncated
        if self.autoreset_mode == AutoresetMode.NEXT_STEP:
            self._ended = ended
        infos = self._infos()
        if any(illegal):
            infos["illegal_action"] = np.array(illegal, dtype=object)
            infos["_illegal_action"] = np.array([bool(m) for m in illegal])
        if final:
            final_obs = np.zeros_like(self._obs)
            final_info = np.full(self.num_envs, None, dtype=object)
            marks = np.zeros(self.num_envs, dtype=np.bool_)
            for i, obs, info in final:
                final_obs[i], final_info[i], marks[i] = obs, info, True
            infos.update(final_obs=final_obs, _final_obs=marks, final_info=final_info)
            infos["_final_info"] = marks.copy()
        return (
            self._obs.copy(),
            self._rewards.copy(),
            self._terminated.copy(),
            self._truncated.copy(),
            infos,
        )

    def action_masks(self) -> np.ndarray:
        """The legal-action mask of every game, (num_envs, number of actions)."""
        return self._masks.copy()

    def render(self) -> tuple[Any, ...] | None:
        return tuple(env.render() for env in self.envs) if self.render_mode else None

    def close_extras(self, **kwargs: Any) -> None:
        for env in self.envs:
            env.close()

    def _keep(self, i: int, info: dict[str, Any]) -> None:
        self._masks[i] = info["action_mask"]
        self._seats[i] = info["seat"]

    def _infos(self) -> dict[str, Any]:
        return {"action_mask": self._masks.copy(), "seat": self._seats.copy()}


IDS = {name: f"masterbuilders/{name.capitalize()}-v0" for name in game_names()}

for _game, _id in IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(
            id=_id,
            entry_point="masterbuilders.interop.gym:MasterbuildersGymEnv",
            vector_entry_point="masterbuilders.interop.gym:MasterbuildersVectorEnv",
            kwargs={"game": _game},
        )
