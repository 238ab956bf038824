"""Stable-Baselines3 on the fast vectorized environment (optional extra ``masterbuilders[train]``).

SB3 and sb3-contrib step their own `VecEnv` type; `vec_env` gives one that runs on
`MasterbuildersVectorEnv` (all games stepped in one compiled loop), so MaskablePPO trains at the
environment's speed, with the legal-action masks it asks for through ``env_method("action_masks")``:

    from sb3_contrib import MaskablePPO
    from masterbuilders.interop.sb3 import vec_env
    env = vec_env("pillars", num_envs=16, num_players=2, opponents="random", seed=1)
    model = MaskablePPO("MlpPolicy", env, seed=1)
    model.learn(100_000)

SB3's conventions are kept: an episode that ends is reset in the same step, its last observation in
``infos[i]["terminal_observation"]``, and a cut one (the game's step limit) is marked
``infos[i]["TimeLimit.truncated"]``; the learner's seat and, for a finished game, its result
(`GameResult.to_json`) are in ``infos[i]["seat"]`` and ``infos[i]["result"]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode
from stable_baselines3.common.vec_env.base_vec_env import VecEnv, VecEnvIndices, VecEnvStepReturn

from masterbuilders.interop.gym import MasterbuildersVectorEnv


class MasterbuildersSB3VecEnv(VecEnv):
    """SB3's VecEnv interface over `MasterbuildersVectorEnv` (see the module docstring)."""

    def __init__(self, game: str, num_envs: int, seed: int | None = None, **options: Any) -> None:
        self.venv = MasterbuildersVectorEnv(
            game, num_envs, autoreset_mode=AutoresetMode.SAME_STEP, **options
        )
        super().__init__(
            num_envs, self.venv.single_observation_space, self.venv.single_action_space
        )
        self._first_seed = seed
        self._actions = np.zeros(num_envs, dtype=np.int64)
        self._masks = np.zeros((num_envs, self.venv.codec.num_actions), dtype=np.int8)

    def reset(self) -> np.ndarray:
        seeds = [s for s in self._seeds] if any(s is not None for s in self._seeds) else None
        if seeds is None and self._first_seed is not None:
            seeds = [self._first_seed + i for i in range(self.num_envs)]
            self._first_seed = None
        obs, infos = self.venv.reset(seed=seeds)
        self._reset_seeds()
        self._masks = infos["action_mask"]
        return obs

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)

    def step_wait(self) -> VecEnvStepReturn:
        obs, rewards, terminated, truncated, infos = self.venv.step(self._actions)
        self._masks = infos["action_mask"]
        dones = terminated | truncated
        out: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        if "_final_obs" in infos:
            for i in np.flatnonzero(infos["_final_obs"]):
                out[i]["terminal_observation"] = infos["final_obs"][i]
                out[i]["TimeLimit.truncated"] = bool(truncated[i] and not terminated[i])
                final = infos["final_info"][i]
                out[i]["seat"] = final["seat"]
                if "result" in final:
                    out[i]["result"] = final["result"]
        return obs, rewards.astype(np.float32), dones, out

    def action_masks(self) -> np.ndarray:
        """The legal-action masks, (num_envs, number of actions)."""
        return self._masks.astype(bool)

    def close(self) -> None:
        self.venv.close()

    def get_attr(self, attr_name: str, indices: VecEnvIndices = None) -> list[Any]:
        return [getattr(self.venv.envs[i], attr_name) for i in self._indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices: VecEnvIndices = None) -> None:
        for i in self._indices(indices):
            setattr(self.venv.envs[i], attr_name, value)

    def env_method(
        self,
        method_name: str,
        *method_args: Any,
        indices: VecEnvIndices = None,
        **method_kwargs: Any,
    ) -> list[Any]:
        if method_name == "action_masks":  # what MaskablePPO asks before every step
            return list(self.action_masks()[list(self._indices(indices))])
        return [
            getattr(self.venv.envs[i], method_name)(*method_args, **method_kwargs)
            for i in self._indices(indices)
        ]

    def env_is_wrapped(self, wrapper_class: type[Any], indices: VecEnvIndices = None) -> list[bool]:
        return [False for _ in self._indices(indices)]

    def _indices(self, indices: VecEnvIndices) -> Sequence[int] | Iterable[int]:
        if indices is None:
            return range(self.num_envs)
        if isinstance(indices, int):
            return [indices]
        return list(indices)


def vec_env(game: str, num_envs: int = 16, seed: int | None = None, **options: Any) -> VecEnv:
    """`num_envs` games of `game` for SB3 (options as `MasterbuildersGymEnv` takes them); game i
    of the first reset is seeded `seed + i`."""
    return MasterbuildersSB3VecEnv(game, num_envs, seed=seed, **options)
