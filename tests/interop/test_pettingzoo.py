"""PettingZoo environments: PettingZoo's own api_test, seed_test and parallel_api_test on both
games at 2-4 players, plus full games through the AEC and the parallel environment (several
decisions in a row, rewards, errors)."""

from __future__ import annotations

import gc
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, seed_test

from masterbuilders.engine import IllegalActionError
from masterbuilders.interop import codec
from masterbuilders.interop.pettingzoo import env, parallel_env
from tests.said import refused

# PettingZoo's generic checks warn about every dict observation (the standard form with an action
# mask, as in its own classic environments); nothing else may be warned about.
DICT_OBSERVATION_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


@pytest.mark.parametrize("game", ["pillars", "builders"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_pettingzoo_api_test_and_seed_test(game: str, players: int) -> None:
    # what earlier tests of this process left for the garbage collector (an unclosed socket's
    # ResourceWarning) is collected now, not counted among the warnings of the checks below
    gc.collect()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(game=game, num_players=players), num_cycles=5000)
        seed_test(lambda: env(game=game, num_players=players), num_cycles=500)
        parallel_api_test(parallel_env(game=game, num_players=players), num_cycles=5000)
    unexpected = [
        str(w.message) for w in caught if not str(w.message).startswith(DICT_OBSERVATION_WARNINGS)
    ]
    assert unexpected == []


def _play(e, seed: int) -> tuple[int, int, dict[str, float]]:
    """A full random game; returns (steps, longest run of one agent, final rewards)."""
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, run, longest, last = 0, 0, 0, None
    final: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            final[agent] = reward
            assert terminated and not truncated
            seat = e.possible_agents.index(agent)
            assert info["result"]["ranks"][seat] >= 1
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.sum() >= 1
        run = run + 1 if agent == last else 1
        longest, last = max(longest, run), agent
        e.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    return steps, longest, final


@pytest.mark.parametrize("game,players", [("pillars", 4), ("builders", 2)])
def test_full_game_through_the_environment(game: str, players: int) -> None:
    e = env(game=game, num_players=players)
    steps, longest, final = _play(e, seed=3)
    assert steps > 50
    assert longest >= 2  # one agent decides several times in a row (e.g. a build, a turn)
    assert set(final) == set(e.possible_agents)
    assert abs(sum(final.values())) < 1e-9 and max(final.values()) > 0
    assert e.agents == []
    e2 = env(game=game, num_players=players)
    assert _play(e2, seed=3) == (steps, longest, final)  # same seed, same game


def test_observation_is_the_seats_encoded_view() -> None:
    e = env(game="pillars", num_players=3)
    e.reset(seed=7)
    c = codec("pillars")
    for i, agent in enumerate(e.possible_agents):
        obs = e.observe(agent)
        assert np.array_equal(obs["observation"], c.encode_view(e.state.view(i)))
        acting = e.agent_selection == agent
        assert (obs["action_mask"].sum() > 0) == acting


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    e = env(game="pillars", num_players=2)
    e.reset(seed=1)
    agent = e.agent_selection
    obs = e.observe(agent)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = e.state.view(None)
    with pytest.raises(IllegalActionError, match="§"):
        e.step(illegal)
    assert e.state.view(None) == before and e.agent_selection == agent
    with pytest.raises(ValueError, match="not an action code"):
        e.step(10**6)


def test_bad_construction_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        env(game="pillars", num_players=5)
    with refused(ValueError, "unknown game"):
        env(game="chess")


def test_render_ansi() -> None:
    e = env(game="builders", num_players=2, render_mode="ansi")
    e.reset(seed=2)
    text = e.render()
    assert isinstance(text, str) and "Buildings" in text


@pytest.mark.parametrize("game,players", [("pillars", 3), ("builders", 4)])
def test_full_game_through_the_parallel_environment(game: str, players: int) -> None:
    """Each step one agent decides (the one with a legal code); a whole game ends with zero-sum
    returns; the same seed plays the same game, and it is the AEC environment's game."""

    def play(seed: int) -> tuple[int, dict[str, float]]:
        e = parallel_env(game=game, num_players=players)
        obs, _ = e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        steps, rewards = 0, {}
        while e.agents:
            deciding = [a for a in e.agents if obs[a]["action_mask"].any()]
            assert deciding == [e.deciding()]
            legal = np.flatnonzero(obs[deciding[0]]["action_mask"])
            obs, rewards, terminated, truncated, _ = e.step({deciding[0]: int(rng.choice(legal))})
            steps += 1
        assert all(terminated.values()) and not any(truncated.values())
        return steps, rewards

    # (PettingZoo's parallel_seed_test samples actions without their masks, so it tests games where
    # every action is legal: the same-seed check is this one)
    steps, rewards = play(5)
    assert steps > 50 and abs(sum(rewards.values())) < 1e-9 and max(rewards.values()) > 0
    assert play(5) == (steps, rewards)
    aec_steps, _, aec_final = _play(env(game=game, num_players=players), seed=5)
    assert (aec_steps, aec_final) == (steps, rewards)


def test_parallel_environment_refuses_a_missing_or_illegal_action() -> None:
    e = parallel_env(game="builders", num_players=2)
    obs, _ = e.reset(seed=1)
    agent = e.deciding()
    assert agent is not None
    before = e.state.view(None)
    with pytest.raises(IllegalActionError, match="missing"):
        e.step({a: 0 for a in e.agents if a != agent})
    illegal = int(np.flatnonzero(obs[agent]["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError, match="§"):
        e.step({agent: illegal})
    assert e.state.view(None) == before and e.deciding() == agent
