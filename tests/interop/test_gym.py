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
@pytest.mark.parametrize("players", [2, 3, 4])
def test_gymnasium_check_env(game: str, players: int) -> None:
    env = gym.make(IDS[game], num_players=players, opponents="random")
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


def test_one_generator_per_environment() -> None:
    """A reset without a seed goes on with the environment's generator: the episodes after
    reset(seed=s) are the same in two environments, and differ from one another."""
    a = MasterbuildersGymEnv("builders", num_players=3, opponents="random")
    b = MasterbuildersGymEnv("builders", num_players=3, opponents="random")
    a.reset(seed=11)
    b.reset(seed=11)
    firsts = []
    for _ in range(3):
        oa, _ = a.reset()
        ob, _ = b.reset()
        np.testing.assert_array_equal(oa, ob)
        assert a.state.view(None) == b.state.view(None)
        firsts.append(a.state.view(None))
    assert firsts[0] != firsts[1] and firsts[1] != firsts[2] and firsts[0] != firsts[2]


def test_shaping_adds_the_change_of_the_lead_and_telescopes() -> None:
    """With shaping k, an episode's rewards sum to its result minus k x the learner's estimated
    lead at its first decision (potential-based: the lead counts 0 at the end); every step's
    reward is k x the change of the lead."""
    from masterbuilders.ai.agents import advantage
    from masterbuilders.interop import returns

    k = 0.05
    env = MasterbuildersGymEnv("pillars", num_players=2, opponents="random", shaping=k)
    _, info = env.reset(seed=3)
    lead = advantage(env.state, env.seat)
    start, total = lead, 0.0
    rng = np.random.default_rng(3)
    while True:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _, reward, terminated, _, info = env.step(action)
        total += reward
        if terminated:
            assert reward == pytest.approx(returns(env.state)[env.seat] - k * lead)
            break
        now = advantage(env.state, env.seat)
        assert reward == pytest.approx(k * (now - lead))
        lead = now
    assert total == pytest.approx(returns(env.state)[env.seat] - k * start)
    with pytest.raises(ValueError, match="shaping"):
        MasterbuildersGymEnv("pillars", 2, shaping=-1.0)


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


# ---- the vectorized environment ----------------------------------------------------------------
def _first_legal(masks: np.ndarray) -> np.ndarray:
    return masks.argmax(axis=1)


@pytest.mark.parametrize("mode", ["NextStep", "SameStep"])
def test_vector_env_plays_each_game_as_the_single_env_does(mode: str) -> None:
    """Game i of `make_vec(..., num_envs=3)` seeded 5 is the single environment seeded 5 + i, move
    for move, across the autoreset into the next episode."""
    from masterbuilders.interop.gym import MasterbuildersVectorEnv

    options = {"num_players": 2, "opponents": "random"}
    envs = gym.make_vec(IDS["builders"], num_envs=3, autoreset_mode=mode, **options)
    assert isinstance(envs.unwrapped, MasterbuildersVectorEnv)
    singles = [MasterbuildersGymEnv("builders", **options) for _ in range(3)]
    obs, infos = envs.reset(seed=5)
    assert obs.shape == (3, *singles[0].observation_space.shape) and obs.dtype == np.float32
    expected = [env.reset(seed=5 + i) for i, env in enumerate(singles)]
    pending = [False] * 3  # NextStep: the single env resets on the step after its episode ended
    episodes = 0
    for _ in range(400):
        for i, (single_obs, single_info) in enumerate(expected):
            np.testing.assert_array_equal(obs[i], single_obs)
            np.testing.assert_array_equal(infos["action_mask"][i], single_info["action_mask"])
        actions = _first_legal(infos["action_mask"])
        obs, rewards, terminated, truncated, infos = envs.step(actions)
        for i, env in enumerate(singles):
            if pending[i]:
                expected[i] = env.reset()
                pending[i] = False
                assert rewards[i] == 0.0 and not terminated[i]
                continue
            single_obs, reward, done, cut, info = env.step(int(actions[i]))
            assert (rewards[i], terminated[i], truncated[i]) == (reward, done, cut)
            if done or cut:
                episodes += 1
                if mode == "SameStep":
                    assert infos["_final_obs"][i]
                    np.testing.assert_array_equal(infos["final_obs"][i], single_obs)
                    assert infos["final_info"][i]["result"] == info["result"]
                    single_obs, info = env.reset()
                else:
                    pending[i] = True
            expected[i] = (single_obs, info)
    assert episodes >= 3, "every game should have ended at least once in 400 steps"
    envs.close()


def test_vector_env_refuses_an_illegal_action_in_one_game_only() -> None:
    envs = gym.make_vec(IDS["pillars"], num_envs=2, num_players=2, opponents="random")
    obs, infos = envs.reset(seed=1)
    masks = infos["action_mask"]
    illegal = int(np.flatnonzero(masks[0] == 0)[0])
    obs2, rewards, terminated, _, infos2 = envs.step(np.array([illegal, masks[1].argmax()]))
    assert rewards[0] == -1.0 and not terminated[0]
    np.testing.assert_array_equal(obs2[0], obs[0])
    assert infos2["_illegal_action"].tolist() == [True, False]
    single = MasterbuildersGymEnv("pillars", num_players=2, opponents="random")
    single.reset(seed=1)
    assert infos2["illegal_action"][0] == single.step(illegal)[4]["illegal_action"]
    with pytest.raises(ValueError, match="autoreset_mode"):
        gym.make_vec(IDS["pillars"], num_envs=2, autoreset_mode="Disabled")


def test_vector_env_games_ending_together_keep_their_own_final_info() -> None:
    """Identical games (one seed for all) played alike end in the same step: in SameStep mode
    each has its own final observation and an empty final mask; in NextStep mode each shows its
    result."""
    for mode in ("SameStep", "NextStep"):
        envs = gym.make_vec(IDS["builders"], num_envs=3, autoreset_mode=mode, num_players=2,
                            opponents="random")  # fmt: skip
        _, infos = envs.reset(seed=[8, 8, 8])
        for _ in range(2000):
            _, _, terminated, _, infos = envs.step(_first_legal(infos["action_mask"]))
            if terminated.any():
                break
        assert terminated.all()
        if mode == "SameStep":
            assert infos["_final_obs"].all()
            for i in range(3):
                assert infos["final_info"][i]["action_mask"].sum() == 0
                np.testing.assert_array_equal(infos["final_obs"][i], infos["final_obs"][0])
        else:
            assert infos["_result"].all()
            assert infos["result"][0] == infos["result"][2] and "ranks" in infos["result"][0]
        envs.close()


def test_vector_env_takes_codes_of_any_integer_kind() -> None:
    envs = gym.make_vec(IDS["pillars"], num_envs=2, num_players=2, opponents="random")
    _, infos = envs.reset(seed=2)
    codes = [int(c) for c in _first_legal(infos["action_mask"])]
    _, rewards, _, _, infos2 = envs.step(np.array(codes, dtype=object))
    assert "illegal_action" not in infos2 and (rewards == 0).all()
    with pytest.raises(ValueError, match="not an action code"):
        envs.step(np.array(["pass", 0], dtype=object))


def test_vector_env_games_cut_together_keep_their_own_final_masks() -> None:
    """Games cut at max_steps in the same SameStep call: each final info holds that game's own
    last mask (the single environment's), not one shared with another game."""
    options = {"num_players": 2, "opponents": "random", "max_steps": 6}
    envs = gym.make_vec(IDS["pillars"], num_envs=3, autoreset_mode="SameStep", **options)
    singles = [MasterbuildersGymEnv("pillars", **options) for _ in range(3)]
    _, infos = envs.reset(seed=20)
    expected = [env.reset(seed=20 + i)[1] for i, env in enumerate(singles)]
    for _ in range(6):
        actions = _first_legal(infos["action_mask"])
        _, _, terminated, truncated, infos = envs.step(actions)
        expected = [env.step(int(a))[4] for env, a in zip(singles, actions, strict=True)]
    assert truncated.all() and not terminated.any() and infos["_final_info"].all()
    for i in range(3):
        np.testing.assert_array_equal(
            infos["final_info"][i]["action_mask"], expected[i]["action_mask"]
        )
    masks = [tuple(np.flatnonzero(infos["final_info"][i]["action_mask"])) for i in range(3)]
    assert len(set(masks)) > 1, "the three games should differ by their last decision"
