"""OpenSpiel: both games registered with pyspiel pass OpenSpiel's own random_sim_test (with
serialization), resample_from_infostate respects what a seat knows, and OpenSpiel's MCTS and ISMCTS
bots play whole games."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from masterbuilders.interop import codec
from masterbuilders.interop.openspiel import GAMES, EngineEvaluator, load


@pytest.mark.slow
@pytest.mark.parametrize("game", ["pillars", "builders"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_openspiel_random_sim_test(game: str, players: int) -> None:
    g = pyspiel.load_game(GAMES[game], {"players": players})
    assert g.num_players() == players
    assert g.num_distinct_actions() == codec(game).num_actions
    assert g.max_chance_outcomes() == codec(game).chance.size
    pyspiel.random_sim_test(g, num_sims=2, serialize=True, verbose=False)


def _advance_to_decision(state, rng: np.random.RandomState, steps: int) -> None:
    for _ in range(steps):
        if state.is_terminal():
            return
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randint(len(legal))])
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])


def test_serialize_round_trip_mid_game() -> None:
    g = load("pillars", 3)
    state = g.new_initial_state()
    _advance_to_decision(state, np.random.RandomState(4), 150)
    text = pyspiel.serialize_game_and_state(g, state)
    _, s2 = pyspiel.deserialize_game_and_state(text)
    assert s2.history() == state.history()
    for p in range(3):
        assert s2.information_state_string(p) == state.information_state_string(p)
        assert s2.observation_tensor(p) == state.observation_tensor(p)


def test_resample_from_infostate_keeps_what_the_seat_knows() -> None:
    """Find states where the Pillars' hidden event exists (Ellen's owner saw it, C§3 #11):
    resampling for any seat keeps its information state; for the other seats the event is
    redrawn (it varies over samples), for the owner never."""
    g = load("pillars", 2)
    found = 0
    for seed in range(60):
        state = g.new_initial_state()
        rng = np.random.RandomState(seed)
        for _ in range(2000):
            if state.is_terminal():
                break
            inner = state.inner
            if inner.event and not inner.event_revealed and not state.is_chance_node():
                break
            _advance_to_decision(state, rng, 1)
        else:
            continue
        inner = state.inner
        if state.is_terminal() or not (inner.event and not inner.event_revealed):
            continue
        owners = [i for i, p in enumerate(inner.players) if "ellen" in p.privileges]
        for seat in range(2):
            sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
            events = set()
            for _ in range(12):
                r = state.resample_from_infostate(seat, sampler)
                assert r.information_state_string(seat) == state.information_state_string(seat)
                assert r.legal_actions() == state.legal_actions()
                events.add(r.inner.event)
            if seat in owners:
                assert events == {inner.event}
            else:
                assert len(events) > 1
        found += 1
        if found >= 2:
            break
    assert found >= 2


def test_information_state_hides_other_seats_secrets() -> None:
    g = load("pillars", 2)
    for seed in range(80):
        state = g.new_initial_state()
        rng = np.random.RandomState(seed)
        _advance_to_decision(state, rng, 60)
        inner = state.inner
        if inner.event and not inner.event_revealed:
            owners = [i for i, p in enumerate(inner.players) if "ellen" in p.privileges]
            other = 1 - owners[0]
            name = inner.event
            assert f"event {name}" in state.information_state_string(owners[0])
            assert f"event {name}" not in state.information_state_string(other)
            assert name not in state.observation_string(other)
            return
    pytest.fail("no game with a hidden event in 80 seeds")


def _play(game, bots, seed: int) -> list[float]:
    state = game.new_initial_state()
    rng = np.random.RandomState(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            actions, probs = zip(*outcomes, strict=True)
            state.apply_action(actions[rng.choice(len(actions), p=probs)])
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state.returns()


@pytest.mark.slow
def test_openspiel_mcts_and_ismcts_bots_play_pillars() -> None:
    g = load("pillars", 2)
    rng = np.random.RandomState(1)
    rollout = mcts.RandomRolloutEvaluator(1, rng)
    bots = [
        mcts.MCTSBot(g, 2.0, 4, rollout, random_state=rng),
        ismcts.ISMCTSBot(g, rollout, 2.0, 4, random_state=rng),
    ]
    returns = _play(g, bots, seed=1)
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_openspiel_bots_with_the_engine_evaluator_play_builders() -> None:
    g = load("builders", 2)
    rng = np.random.RandomState(2)
    ev = EngineEvaluator()
    bots = [
        ismcts.ISMCTSBot(g, ev, 2.0, 8, random_state=rng),
        mcts.MCTSBot(g, 2.0, 8, ev, random_state=rng),
    ]
    returns = _play(g, bots, seed=2)
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
