"""The Gymnasium single-agent environment: Gymnasium's own env checker, whole episodes against our
agents, the illegal-action policy, seeding."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from masterbuilders.engine import IllegalActionError
from masterbuilders.interop import codec
from masterbuilders.interop.gym import IDS, MasterbuildersGymEnv


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_gymnasium_check_env(game: str) -> None:
    env = gym.make(IDS[game], num_players=2, opponents="random")
    check_env(env.unwrapped, skip_render_check=False)


def _episode(env: gym.Env, seed: int) -> tuple[int, float, dict]:
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    while True:
        assert env.observation_space.contains(obs)
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        steps += 1
        assert not truncated
        if terminated:
            return steps, reward, info
        assert reward == 0.0


@pytest.mark.slow
@pytest.mark.parametrize("game,players", [("pillars", 3), ("builders", 2)])
def test_whole_episode_against_greedy_agents(game: str, players: int) -> None:
    env = gym.make(IDS[game], num_players=players, opponents="greedy")
    steps, reward, info = _episode(env, seed=4)
    assert steps > 10
    ranks = info["result"]["ranks"]
    seat = info["seat"]
    expected = sum((ranks[seat] < o) - (o < ranks[seat]) for o in ranks) / (players - 1)
    assert reward == pytest.approx(expected)


def test_same_seed_same_episode() -> None:
    a = gym.make(IDS["pillars"], num_players=2, opponents="greedy")
    b = gym.make(IDS["pillars"], num_players=2, opponents="greedy")
    ra, rb = _episode(a, 9), _episode(b, 9)
    assert ra[0] == rb[0] and ra[1] == rb[1]
    assert ra[2]["result"] == rb[2]["result"]


def test_random_seat_per_episode() -> None:
    env = MasterbuildersGymEnv("pillars", num_players=4, seat=None, opponents="random")
    seats = {env.reset(seed=s)[1]["seat"] for s in range(12)}
    assert len(seats) >= 3


def test_illegal_action_penalty_changes_nothing() -> None:
    env = MasterbuildersGymEnv("pillars", num_players=2, opponents="random")
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.unwrapped.state.view(None)
    obs2, reward, terminated, _, info2 = env.step(illegal)
    assert reward == -1.0 and not terminated
    assert "§" in info2["illegal_action"]
    assert env.state.view(None) == before and np.array_equal(obs, obs2)

    strict = MasterbuildersGymEnv("pillars", 2, opponents="random", illegal_action="raise")
    _, info = strict.reset(seed=1)
    with pytest.raises(IllegalActionError, match="§"):
        strict.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))


def test_bad_options_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="seat must be"):
        MasterbuildersGymEnv("pillars", 2, seat=2)
    with pytest.raises(ValueError, match="opponent spec"):
        MasterbuildersGymEnv("pillars", 3, opponents=["greedy"])
    with pytest.raises(ValueError, match="unknown agent"):
        MasterbuildersGymEnv("pillars", 2, opponents="grandmaster")


def test_action_masks_match_the_engine() -> None:
    env = MasterbuildersGymEnv("builders", 2, opponents="random")
    _, info = env.reset(seed=3)
    legal = env.state.legal_actions()
    assert np.array_equal(env.action_masks(), codec("builders").mask(legal))
    assert np.array_equal(info["action_mask"], env.action_masks())
