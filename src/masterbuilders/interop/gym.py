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
With ``shaping=k`` (default 0, off) each step also gives k x the change of the learner's estimated
lead (`ai.agents.advantage`: its estimated final score minus the best other seat's, the greedy
agent's evaluation), counted as 0 at the end: potential-based shaping (Ng, Harada and Russell
1999): the undiscounted return changes by a constant, so for a learner whose discount is 1 the best
policy does not change (with a discount just below 1, as PPO's 0.995, nearly so); it gives a
learner signal before the end of a long game.

Illegal actions change nothing. Gymnasium's contract is that any element of the action space may be
passed to `step`, so by default (``illegal_action="penalty"``) an illegal action is refused with
reward -1 and ``info["illegal_action"]`` holding the engine's message (which names the rule), and
the learner decides again; with ``illegal_action="raise"`` it raises `IllegalActionError` instead.
An episode is truncated after `max_steps` learner steps (default: the game's `max_game_length`).

Vectorized: `MasterbuildersVectorEnv` steps several games per call for training loops, with
autoreset, and is what ``gymnasium.make_vec`` builds for these ids:

    envs = gym.make_vec("masterbuilders/Builders-v0", num_envs=8, num_players=2)
    obs, infos = envs.reset(seed=1)                 # obs: (8, observation size), float32
    masks = infos["action_mask"]                    # (8, number of actions), int8
    obs, rewards, terminated, truncated, infos = envs.step(actions)   # actions: (8,) codes

Game i of a vector seeded s is move for move the single environment seeded s + i (the same
options). Its games are stepped in one compiled loop (`research.episode.step_batch`) that writes one
batch array, with no per-game Python on the way. Autoreset follows Gymnasium's modes:
``"NextStep"`` (Gymnasium's default: the step after an episode ended resets that game and ignores
its action; the ended games' results are in ``infos["result"]``, marked by ``infos["_result"]``)
or ``"SameStep"`` (the ended game is reset in the same step; its last observation and info are in
``infos["final_obs"]`` and ``infos["final_info"]``, marked by ``infos["_final_obs"]``).

Speed (issue 40): both environments run on `research.episode.Episode`: the observation is written
from the state straight into the returned array by the game's compiled `observe` (the view-based
encoder is its tested definition), chance and the opponents draw from one generator per environment
(seeded by `reset(seed=...)`, so the same seed gives the same episode; opponent levels play
without their clock, `ai.agents.untimed`), and every move the environment knows to be legal goes
through the engine's trusted fast path.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from masterbuilders.ai import make_agent
from masterbuilders.ai.agents import advantage, untimed
from masterbuilders.engine import (
    TERMINAL,
    Agent,
    GameState,
    IllegalActionError,
    game_names,
    get_game,
)
from masterbuilders.i18n import text
from masterbuilders.interop import codec
from masterbuilders.research.episode import REFUSED, Episode, step_batch


def _episode_seed(seed: int | None) -> int:
    """The seed of an Episode's generator from a Gymnasium seed (what `reset(seed=...)` takes):
    the first draw of Gymnasium's own generator for that seed, as `Env.np_random` makes it."""
    rng, _ = seeding.np_random(seed)
    return int(rng.integers(2**63))


def _info(episode: Episode, mask: np.ndarray) -> dict[str, Any]:
    """The info of a step: the learner's action mask, seat, and the result once the game is over."""
    info: dict[str, Any] = {"action_mask": mask, "seat": episode.seat}
    if episode.state.current_player() == TERMINAL:
        info["result"] = episode.state.result().to_json()
    return info


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
        shaping: float = 0.0,
        max_steps: int | None = None,
    ) -> None:
        if illegal_action not in ("penalty", "raise"):
            raise ValueError("illegal_action must be 'penalty' or 'raise'")
        if not 0.0 <= shaping < float("inf"):
            raise ValueError("shaping must be a number >= 0")
        if max_steps is not None and max_steps < 1:
            raise ValueError("max_steps must be at least 1")
        self.illegal_action = illegal_action
        self.spec_ = get_game(game)
        self.spec_.new_game(num_players, options)
        if seat is not None and not 0 <= seat < num_players:
            raise ValueError(f"seat must be 0..{num_players - 1} or None, not {seat}")
        others = num_players - 1
        specs = [opponents] * others if isinstance(opponents, str) else list(opponents)
        if len(specs) != others:
            raise ValueError(f"{others} opponent spec(s) needed, got {len(specs)}")
        # levels play without their clock, so that the same seed gives the same episode on a busy
        # machine too (ai.agents.untimed: the iteration budget is kept)
        specs = [untimed(game, s) for s in specs]
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
        self.episode = Episode(
            self.spec_,
            num_players,
            self.options,
            seat,
            self._opponent,
            self.codec.actions,
            self.codec.write,
            max_steps or self.spec_.max_game_length,
            advantage if shaping else None,
            shaping,
        )
        self._seeded = False
        self._obs = np.zeros(self.codec.observation_size, dtype=np.float32)
        self._mask = np.zeros(self.codec.num_actions, dtype=np.int8)
        self._obs_view = self._obs.data
        self._mask_view = self._mask.data

    def _opponent(self, index: int, seed: int) -> Agent:
        """The agent of the index-th other seat for one game, made with a seed of the generator."""
        return make_agent(self.opponent_specs[index], seed)

    @property
    def state(self) -> GameState:
        return self.episode.state

    @property
    def seat(self) -> int:
        return self.episode.seat

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        # Every random choice of the episode (chance, seat, opponents) derives from one generator,
        # seeded from np_random when a seed is given (or at the first reset), else going on.
        if seed is not None or not self._seeded:
            self.episode.reset(int(self.np_random.integers(2**63)))
            self._seeded = True
        else:
            self.episode.reset(None)
        self._write()
        return self._obs.copy(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        episode = self.episode
        if not episode.deciding():
            raise IllegalActionError("the game is over: call reset() to start a new one")
        move = self.codec.actions.decode(action)  # CodecError for what is no action code
        code = int(action)
        if self.illegal_action == "raise" and episode.action(code) is None:
            self.state.check(move, self.seat)
        if episode.play(code) == REFUSED:
            info = self._info()
            info["illegal_action"] = self._why(code)
            return self._obs.copy(), -1.0, False, episode.truncated(), info
        self._write()
        terminated = episode.over()
        if self.render_mode == "human":
            self.render()
        return self._obs.copy(), episode.reward(), terminated, episode.truncated(), self._info()

    def action_masks(self) -> np.ndarray:
        """The legal-action mask (the name MaskablePPO-style learners look for)."""
        return self._mask.copy()

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
    def _why(self, code: int) -> str:
        """The engine's message (naming the rule) for an illegal code."""
        try:
            self.state.check(self.codec.actions.decode(code), self.seat)
        except IllegalActionError as err:
            return text(err.said)  # (in English: what a program reads)
        return f"{self.codec.actions.decode(code)} is not legal now"

    def _write(self) -> None:
        self._obs.fill(0)
        self._mask.fill(0)
        self.episode.write(self._obs_view, self._mask_view)

    def _info(self) -> dict[str, Any]:
        return _info(self.episode, self._mask.copy())


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
        self.episodes = [env.episode for env in self.envs]
        first = self.envs[0]
        self.codec = first.codec
        self.num_envs = num_envs
        self.autoreset_mode = mode
        self.metadata = {**self.metadata, "autoreset_mode": mode}
        self.render_mode = first.render_mode
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = batch_space(first.observation_space, num_envs)
        self.action_space = batch_space(first.action_space, num_envs)
        size, actions = self.codec.observation_size, self.codec.num_actions
        self._obs = np.zeros((num_envs, size), dtype=np.float32)
        self._masks = np.zeros((num_envs, actions), dtype=np.int8)
        self._obs_rows = [row.data for row in self._obs]
        self._mask_rows = [row.data for row in self._masks]
        self._seats = np.zeros(num_envs, dtype=np.int64)
        self._rewards = np.zeros(num_envs, dtype=np.float64)
        self._terminated = np.zeros(num_envs, dtype=np.bool_)
        self._truncated = np.zeros(num_envs, dtype=np.bool_)
        self._ended = [False] * num_envs
        self._seeded = False

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
        self._obs.fill(0)
        self._masks.fill(0)
        for i, (episode, s) in enumerate(zip(self.episodes, seeds, strict=True)):
            episode.reset(_episode_seed(s) if s is not None or not self._seeded else None)
            episode.write(self._obs_rows[i], self._mask_rows[i])
        self._seeded = True
        self._ended = [False] * self.num_envs
        self._rewards[:] = 0.0
        self._terminated[:] = False
        self._truncated[:] = False
        return self._obs.copy(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        codes = np.asarray(actions).reshape(self.num_envs)
        if codes.dtype.kind not in "iu":
            for c in codes:
                self.codec.actions.decode(c)  # CodecError for what is no action code
            codes = np.array([operator.index(c) for c in codes], dtype=np.int64)
        elif len(codes) and (codes.min() < 0 or codes.max() >= self.codec.num_actions):
            bad = codes[(codes < 0) | (codes >= self.codec.num_actions)][0]
            self.codec.actions.decode(int(bad))  # raises the codec's clear error
        same_step = self.autoreset_mode == AutoresetMode.SAME_STEP
        refused: list[int] = []
        finished: list[int] = []
        self._obs.fill(0)
        self._masks.fill(0)
        step_batch(
            self.episodes,
            codes.tolist(),
            self._ended,
            same_step,
            self._obs_rows,
            self._mask_rows,
            self._rewards,
            self._terminated,
            self._truncated,
            refused,
            finished,
        )
        infos = self._infos()
        if not same_step and any(self._ended):
            # NextStep: the games that ended in this step show their results (as the single
            # environment's info does); SameStep has them in final_info
            results = np.full(self.num_envs, None, dtype=object)
            for i, ended in enumerate(self._ended):
                if ended and self.episodes[i].over():
                    results[i] = self.episodes[i].state.result().to_json()
            infos["result"] = results
            infos["_result"] = np.array([r is not None for r in results])
        if refused:
            illegal = np.full(self.num_envs, "", dtype=object)
            for i in refused:
                illegal[i] = self.envs[i]._why(int(codes[i]))
            infos["illegal_action"] = illegal
            infos["_illegal_action"] = illegal != ""
        if finished:
            final_obs = np.zeros_like(self._obs)
            final_info = np.full(self.num_envs, None, dtype=object)
            marks = np.zeros(self.num_envs, dtype=np.bool_)
            scratch = np.zeros(self.codec.num_actions, dtype=np.int8)
            for i in finished:
                episode = self.episodes[i]
                scratch.fill(0)
                episode.write(final_obs[i].data, scratch.data)
                final_info[i] = _info(episode, scratch.copy())
                marks[i] = True
                episode.reset(None)
                self._obs[i] = 0
                self._masks[i] = 0
                episode.write(self._obs_rows[i], self._mask_rows[i])
            infos = self._infos()
            if refused:
                infos["illegal_action"] = illegal
                infos["_illegal_action"] = illegal != ""
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

    def _infos(self) -> dict[str, Any]:
        for i, episode in enumerate(self.episodes):
            self._seats[i] = episode.seat
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
