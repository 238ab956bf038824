"""Agents: every agent plays full games of every game and player count; determinism with a seed;
decisions depend only on the seat's view (never on hidden truth); analysis for hints."""

from __future__ import annotations

import pytest

from masterbuilders.ai import (
    LEVELS,
    GreedyAgent,
    MCTSAgent,
    RandomAgent,
    analyze,
    levels,
    make_agent,
)
from masterbuilders.ai.agents import Bot, LevelAgent
from masterbuilders.engine import Observation, game_names, get_game, play_game
from masterbuilders.engine.message import from_json, is_message
from masterbuilders.i18n import text
from masterbuilders.pillars.game import PillarsState
from tests.pillars.scenario import ellen_game
from tests.pillars.scenario import new as new_pillars

AGENTS = ["random", "greedy", "easy", "medium", "mcts:iterations=25"]


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_agent_plays_full_games(game: str, players: int) -> None:
    lineup = [AGENTS[(players + i) % len(AGENTS)] for i in range(players)]
    if "mcts:iterations=25" not in lineup:
        lineup[0] = "mcts:iterations=25"
    played = play_game(game, [make_agent(a, 10 + i) for i, a in enumerate(lineup)], seed=players)
    assert played.state.is_terminal()
    assert len(played.result.scores) == players


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("agent", ["random", "greedy", "mcts:iterations=30"])
def test_same_seed_same_decisions(game: str, agent: str) -> None:
    def run() -> list[str]:
        agents = [make_agent(agent, 3), make_agent(agent, 4)]
        return [str(a) for a in play_game(game, agents, seed=11).record.actions]

    assert run() == run()


@pytest.mark.parametrize("game", game_names())
def test_levels_are_documented(game: str) -> None:
    """Each game says what its four levels play and what that means to a player."""
    lv = levels(game)
    assert list(lv) == list(LEVELS) == ["easy", "medium", "hard", "expert"]
    assert all(level.description and level.agent for level in lv.values())
    for name, level in lv.items():
        make_agent(level.agent)  # a valid agent spec
        assert isinstance(make_agent(name), LevelAgent)
    assert isinstance(make_agent("random"), RandomAgent)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("grandmaster")


def test_a_level_becomes_its_games_agent() -> None:
    s = new_pillars(2)
    while s.current_player() < 0:
        s.apply(s.chance_outcomes()[0][0])
    for name, kind in (("medium", GreedyAgent), ("hard", MCTSAgent)):
        agent = make_agent(name, 1)
        assert isinstance(agent, LevelAgent)
        agent.act(Observation(s, s.current_player(), s.legal_actions()))
        assert isinstance(agent.agent, kind)


def test_agent_options_set_the_evaluations_weights() -> None:
    """'greedy:pace=2' plays with one of the Builders evaluation's weights changed; a weight the
    game's evaluation does not take is refused."""
    spec = get_game("builders")
    agent = make_agent("greedy:beam=2,pace=2", 1)
    assert isinstance(agent, GreedyAgent)
    assert agent.weights.resolve("builders") == {**spec.parameters, "pace": 2.0}
    with pytest.raises(ValueError, match="no weights"):
        make_agent("greedy:nonsense=1", 1).weights.resolve("builders")  # type: ignore[attr-defined]


def _ellen_game(event: str) -> PillarsState:
    """Seat 1 owns Ellen and has seen the coming event; seat 0 must decide in Phase I."""
    s = ellen_game(event, players=2)
    assert s.current_player() == 0
    return s


@pytest.mark.parametrize("agent", ["greedy", "mcts:iterations=300"])
def test_decisions_do_not_depend_on_hidden_truth(agent: str) -> None:
    """The same view with a different face-down event gives the same decision for a fixed seed:
    the agent only ever sees the view and determinizations drawn from it."""
    a, b = _ellen_game("konflikt"), _ellen_game("koenig")
    assert a.view(0) == b.view(0)
    for seed in range(3):
        obs_a = Observation(a, 0, a.legal_actions())
        obs_b = Observation(b, 0, b.legal_actions())
        assert make_agent(agent, seed).act(obs_a) == make_agent(agent, seed).act(obs_b)


def test_search_statistics_do_not_depend_on_hidden_truth() -> None:
    a, b = _ellen_game("william"), _ellen_game("freiwilligen")
    ca = MCTSAgent(7, iterations=200).search(Observation(a, 0, a.legal_actions()))
    cb = MCTSAgent(7, iterations=200).search(Observation(b, 0, b.legal_actions()))
    assert ca == cb


def test_compare_searches_each_action_in_the_same_worlds_with_the_leaf_given() -> None:
    """The review's search (issue 38): every action gets one value per iteration, at the leaves
    the evaluator given (here one that favours seat 0 by a fixed amount) instead of the game's,
    reproducible from the seed and blind to the hidden truth like every search."""
    a, b = _ellen_game("william"), _ellen_game("freiwilligen")
    calls: list[int] = []

    def leaf(state: PillarsState) -> list[float]:
        calls.append(1)
        return [0.75, 0.25]

    legal = a.legal_actions()[:3]
    agent = MCTSAgent(7, leaf=leaf)
    found = agent.compare(Observation(a, 0, legal), legal, 40)
    assert list(found) == legal and all(len(v) == 40 for v in found.values())
    assert calls and all(v == [0.75] * 40 for v in found.values())  # no game ends this soon
    again = MCTSAgent(7, leaf=leaf).compare(Observation(b, 0, legal), legal, 40)
    assert again == found
    after = a.clone()
    after.apply_unchecked(legal[0])
    line = agent.principal(after, agent.last_nodes[legal[0]], 0, 4)
    assert 0 < len(line) <= 4 and all(is_message(said) for said in line)  # words, as message JSON
    assert all(text(from_json(said)).strip() for said in line)


def test_determinization_resamples_what_the_seat_cannot_see() -> None:
    """Seat 0 cannot see the early-drawn event: determinizations vary it; Ellen's owner keeps it."""
    import random

    s = _ellen_game("konflikt")
    rng = random.Random(1)
    seen = {s.resample_hidden(0, rng).event for _ in range(60)}
    assert len(seen) > 3 and seen <= set(get_pillars_events())
    assert {s.resample_hidden(1, rng).event for _ in range(10)} == {"konflikt"}


def get_pillars_events() -> list[str]:
    from masterbuilders.pillars.model import EVENTS

    return list(EVENTS)


@pytest.mark.parametrize("game", game_names())
def test_analyze_ranks_candidates_for_hints(game: str) -> None:
    """Hints come from the game's strongest level: every legal action appears once, best first,
    with a win chance and an expected score."""
    if game == "pillars":
        s = _ellen_game("konflikt")
    else:
        s = get_game(game).new_game(2)
        while s.current_player() < 0:
            s.apply(s.chance_outcomes()[0][0])
    obs = Observation(s, s.current_player(), s.legal_actions())
    cands = analyze(obs, seed=1)
    assert {c.action for c in cands} <= set(s.legal_actions()) and len(cands) > 1
    assert len({c.action for c in cands}) == len(cands)
    assert all(0.0 <= c.win_probability <= 1.0 for c in cands)
    assert all(c.line and c.line[0] == c.action for c in cands if c.line)


def test_mcts_time_budget() -> None:
    s = _ellen_game("konflikt")
    agent = MCTSAgent(1, seconds=0.05)
    agent.act(Observation(s, 0, s.legal_actions()))
    assert agent.last_iterations > 0


def test_greedy_prefers_the_obviously_better_move() -> None:
    """At the cathedral, using the craftsmen (VP) beats 'done' (nothing)."""
    from tests.pillars.scenario import deal_round, jump

    s = deal_round(new_pillars(2))
    s.players[0].res = [4, 0, 0, 0]
    jump(s, "cathedral")
    action = GreedyAgent(1).act(Observation(s, 0, s.legal_actions()))
    assert str(action) == "use stonecutter 2"


def test_builders_has_no_hidden_information() -> None:
    import random

    from tests.helpers import snapshot

    spec = get_game("builders")
    assert not spec.has_private_information
    s = spec.new_game(2)
    assert snapshot(s.resample_hidden(0, random.Random(1))) == snapshot(s.clone())


def test_turn_planner_keeps_runs_that_start_differently() -> None:
    """With room for two runs, the planner follows the best runs of two different first actions,
    not two variants of one; more room goes to the next best runs whatever they start with."""
    from masterbuilders.ai.agents import TurnPlan, _varied
    from masterbuilders.engine import Action

    state = get_game("builders").new_game(2)
    runs = [
        TurnPlan(5.0, state, [Action("recruit", "w1")]),
        TurnPlan(4.0, state, [Action("recruit", "w2")]),
        TurnPlan(3.0, state, [Action("take-coins", "", 3)]),
        TurnPlan(2.0, state, [Action("end")]),
    ]
    ranked = [(0.0, run) for run in runs]
    assert _varied(ranked, 1) == runs[:1]
    assert _varied(ranked, 2) == [runs[0], runs[2]]
    assert _varied(ranked, 3) == [runs[0], runs[2], runs[3]]
    assert _varied(ranked, 4) == [runs[0], runs[2], runs[3], runs[1]]


def test_hard_no_longer_stalls_in_the_builders() -> None:
    """Seed 98, medium against hard: with the planner keeping its best runs whatever their first
    action (`_varied` undone), the seats end turn after turn at once, hard with a few coins and a
    team of idle workers, until the round limit (§A6's 17 VP never comes). Now the game ends by
    its rules (in 11 rounds). Seed 61 showed the stall until the worker deck was turned face down
    (issue 35), which changed the chance draws; its game now ends by the rules either way."""
    played = play_game("builders", [Bot("medium"), Bot("hard")], seed=98)
    assert played.result.ended_by == "rules"
    assert played.result.rounds < 30
    assert max(played.result.scores) >= 17
