"""The review of a finished game (issue 38): every decision with a choice judged from its seat's
calibrated win probability, the judgements in lichess's shape, and the command's answers to bad
input (exit 2, never a traceback)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from masterbuilders.ai.agents import make_agent
from masterbuilders.analysis.review import (
    DEFAULT,
    ONE_STEP,
    Analysis,
    Review,
    ReviewError,
    assemble,
    judge,
    judge_decisions,
    judgeable,
    move_accuracy,
    review,
    try_again,
)
from masterbuilders.cli.main import app
from masterbuilders.engine import GameRecord, IllegalActionError, Match, Observation
from masterbuilders.engine.message import as_json
from tests.said import refused


def _game(seed: int, stop: int | None = None) -> GameRecord:
    """A 2-player Pillars game of greedy seats (to its end, or its first `stop` decisions)."""
    match = Match("pillars", 2, seed)
    state = match.state
    agents = [make_agent("greedy", match.agent_seed(i)) for i in range(2)]
    decisions = 0
    while not state.is_terminal() and (stop is None or decisions < stop):
        if state.is_chance():
            match.apply_chance()
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        match.apply(agents[seat].act(Observation(state, seat, legal, match.agent_seed(seat))), seat)
        decisions += 1
    return match.record()


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    return _game(41)


def test_every_decision_with_a_choice_is_judged_and_nothing_else(finished: GameRecord) -> None:
    result = review(finished)
    states = list(finished.states())
    judged = {d.index for d in result.decisions}
    for index, state in enumerate(states[:-1]):
        with_choice = not state.is_chance() and len(state.legal_actions()) > 1
        assert (index in judged) == with_choice, index
    assert len(result.curve) == len(finished.actions) + 1
    assert result.curve[-1] == [
        1.0 / len(result.winners) if i in result.winners else 0.0 for i in range(2)
    ]
    for d in result.decisions:
        assert 0.0 <= d.after <= d.best + 1e-12 <= 1.0 + 1e-12, d
        assert d.margin >= 0.0
        assert d.judgement == judge(d.best - d.after - DEFAULT.caution * d.margin)
        assert d.chosen == str(finished.actions[d.index])
        assert d.choices >= 2 and "-r" not in d.best_words  # the table's words, no card ids
    for seat in range(2):
        assert 0.0 <= result.accuracy(seat) <= 100.0
        worst = result.worst(seat)
        assert all(d.judgement for d in worst)
        assert [d.drop for d in worst] == sorted((d.drop for d in worst), reverse=True)
    data = json.loads(json.dumps(result.to_json()))
    assert len(data["decisions"]) == len(result.decisions)


def test_the_thresholds_and_accuracy_are_lichesss() -> None:
    assert [judge(x) for x in (0.0, 0.099, 0.10, 0.2, 0.29, 0.3, 0.9)] == [
        None, None, "inaccuracy", "mistake", "mistake", "blunder", "blunder",
    ]  # fmt: skip
    assert move_accuracy(0.0) == pytest.approx(100.0, abs=0.01)
    assert move_accuracy(0.10) == pytest.approx(103.1668 * 2.718281828 ** (-0.4354) - 3.1669)
    assert move_accuracy(1.0) == 0.0


def test_a_game_in_play_is_not_reviewed() -> None:
    with refused(ReviewError, "has not ended"):
        review(_game(42, stop=30))


def test_the_review_command(finished: GameRecord, tmp_path: Path) -> None:
    runner = CliRunner()
    path = tmp_path / "game.json"
    finished.save(path)
    result = runner.invoke(app, ["review", str(path), "--playouts", "0"])
    assert result.exit_code == 0, result.output
    assert "accuracy" in result.output and "seat 1" in result.output
    result = runner.invoke(app, ["review", str(path), "--json", "--seat", "1", "--playouts", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["num_players"] == 2
    assert data["decisions"] and {d["seat"] for d in data["decisions"]} == {1}
    unfinished = tmp_path / "unfinished.json"
    _game(42, stop=30).save(unfinished)
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text()[:200])
    for args, said in (
        (["review", str(unfinished)], "has not ended"),
        (["review", str(broken)], "not a JSON game record"),
        (["review", str(tmp_path / "none.json")], "No such file"),
        (["review", str(path), "--seat", "2"], "seats 0 to 1"),
        (["review", str(path), "--playouts", "-1"], "greater than or equal to 0"),
    ):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert said in result.output, (args, result.output)
        assert "Traceback" not in result.output


def test_hints_give_the_calibrated_chance_to_win() -> None:
    """A hint's chance to win is the one the review judges by (Pillars ships its model), for the
    seat's view: the same whatever the hidden information is sampled as."""
    import random

    from masterbuilders.server.bots import hint

    record = _game(43, stop=12)
    state = record.replay()
    seat = state.current_player()
    hints = hint(state, seat, 5)
    assert hints and all(h["calibrated"] for h in hints)
    assert all(0.0 <= h["win_probability"] <= 1.0 for h in hints)
    other = state.resample_hidden(seat, random.Random(99))
    assert [h["win_probability"] for h in hint(other, seat, 5)] == [
        h["win_probability"] for h in hints
    ]


def test_a_review_made_in_parts_is_the_whole_review(finished: GameRecord) -> None:
    """The server judges a game in parts, in any order, and assembles them (issue 38): the result
    is the one review, to the last digit, since every playout's seed comes from its decision."""
    whole = review(finished, analysis=Analysis(playouts=2))
    indices = judgeable(finished)
    half = len(indices) // 2
    parts = judge_decisions(finished, indices[half:], analysis=Analysis(playouts=2))
    parts += judge_decisions(finished, indices[:half], analysis=Analysis(playouts=2))
    assert assemble(finished, parts).to_json() == whole.to_json()
    assert Review.from_json(json.loads(json.dumps(whole.to_json()))).to_json() == whole.to_json()


def test_the_search_analysis_judges_as_the_review_does(finished: GameRecord) -> None:
    """The alternative analysis (issue 38: a short ISMCTS with the model at its leaves, measured
    against the playouts in BENCHMARKS.md): the same judgement from its values, a line of the
    seat's own actions, reproducible."""
    analysis = Analysis(search=30)
    indices = judgeable(finished)[10:14]
    first = judge_decisions(finished, indices, analysis=analysis)
    assert first == judge_decisions(finished, indices, analysis=analysis)
    for d in first:
        assert 0.0 <= d.after <= d.best <= 1.0 and d.margin >= 0.0
        assert d.judgement == judge(d.best - d.after - analysis.caution * d.margin)
    assert any(d.line for d in first)


def test_the_playouts_play_the_games_review_agent(finished: GameRecord) -> None:
    """A game names the quick agent of its review's playouts (GameSpec.review_agent): not the
    model's data agent when that one is slow (The Builders' expert plans 16 runs a turn)."""
    from masterbuilders.analysis import winprob
    from masterbuilders.analysis.review import playout_agent
    from masterbuilders.engine import get_game

    for game in ("pillars", "builders"):
        model = winprob.load(game)
        assert model is not None
        assert playout_agent(game, model) == get_game(game).review_agent != ""
        make_agent(playout_agent(game, model), 0)
    assert review(finished, analysis=ONE_STEP).model["playouts"] == "greedy:tuned=1"


def test_the_graph_marks_each_round_and_event(finished: GameRecord) -> None:
    marks = review(finished, analysis=ONE_STEP).marks
    assert [m["round"] for m in marks if m["kind"] == "round"] == [2, 3, 4, 5, 6]
    events = [m for m in marks if m["kind"] == "event"]
    assert len(events) == 6 and all(m["words"] and m["card"] != m["words"] for m in events)
    states = list(finished.states())
    for m in marks:  # each mark sits after the action that made it
        before, after = states[m["index"]].view(None), states[m["index"] + 1].view(None)
        if m["kind"] == "round":
            assert (before["round"], after["round"]) == (m["round"] - 1, m["round"])


def test_try_again_values_a_choice_as_the_review_did(finished: GameRecord) -> None:
    analysis = Analysis(playouts=2)
    states = list(finished.states())
    index = next(i for i in judgeable(finished) if len(states[i].legal_actions()) >= 3)
    judged = judge_decisions(finished, [index], analysis=analysis)[0]
    played = try_again(finished, index, judged.chosen, analysis=analysis)
    assert played.value == pytest.approx(judged.after) and played.chosen == played.value
    assert not played.better and played.best == pytest.approx(judged.best)
    other = next(str(a) for a in states[index].legal_actions() if str(a) != judged.chosen)
    tried = try_again(finished, index, other, analysis=analysis)
    assert tried.chosen == pytest.approx(judged.after)
    assert tried.better == (tried.value > tried.chosen)
    action = next(a for a in states[index].legal_actions() if str(a) == other)
    assert tried.words == as_json(states[index].describe_action(action))
    with refused(IllegalActionError, "not a legal choice"):
        try_again(finished, index, "place castle 99", analysis=analysis)
    with pytest.raises(ReviewError):
        try_again(finished, len(finished.actions) + 5, other, analysis=analysis)
    chance = next(i for i, s in enumerate(states[:-1]) if s.is_chance())
    with refused(ReviewError, "no decision"):
        try_again(finished, chance, other, analysis=analysis)
