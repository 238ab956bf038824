"""The review of a finished game (issue 38): every decision with a choice judged from its seat's
calibrated win probability, the judgements in lichess's shape, and the command's answers to bad
input (exit 2, never a traceback)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from masterbuilders.ai.agents import make_agent
from masterbuilders.ai.review import ReviewError, judge, move_accuracy, review
from masterbuilders.cli.main import app
from masterbuilders.engine import GameRecord, Match, Observation


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
        assert d.judgement == judge(d.best - d.after)
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
    with pytest.raises(ReviewError, match="has not ended"):
        review(_game(42, stop=30))


def test_the_review_command(finished: GameRecord, tmp_path: Path) -> None:
    runner = CliRunner()
    path = tmp_path / "game.json"
    finished.save(path)
    result = runner.invoke(app, ["review", str(path)])
    assert result.exit_code == 0, result.output
    assert "accuracy" in result.output and "seat 1" in result.output
    result = runner.invoke(app, ["review", str(path), "--json", "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["num_players"] == 2
    unfinished = tmp_path / "unfinished.json"
    _game(42, stop=30).save(unfinished)
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text()[:200])
    for args, said in (
        (["review", str(unfinished)], "has not ended"),
        (["review", str(broken)], "not a JSON game record"),
        (["review", str(tmp_path / "none.json")], "No such file"),
        (["review", str(path), "--seat", "2"], "seats 0 to 1"),
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
