"""The calibrated win probability (issue 38): what it reads is what every seat sees, its fit finds
the weights that made a known set of outcomes, it answers a finished game exactly, and the
command that trains it refuses bad input with exit 2."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from masterbuilders.analysis import winprob, winprob_train
from masterbuilders.cli.main import app
from masterbuilders.engine import get_game
from tests.helpers import decisions


def _states(game: str, players: int, seed: int, every: int = 5):  # type: ignore[no-untyped-def]
    """Every `every`-th decision's state of a random game."""
    for k, (state, _, _) in enumerate(decisions(game, players, seed)):
        if k % every == 0:
            yield state


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_the_value_inputs_are_what_every_seat_sees(game: str) -> None:
    """Sampling the hidden information again for any seat (the bag, the decks, the coming event)
    changes nothing the win probability reads: it never learns from what a seat cannot see."""
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        for state in _states(game, 3, seed):
            seen = winprob.value_inputs(state)
            assert 0.0 <= seen[0] <= 1.0
            assert len(seen[1]) == 3
            assert all(len(row) == len(get_game(game).value_input_names) for row in seen[1])
            for seat in range(3):
                assert winprob.value_inputs(state.resample_hidden(seat, rng)) == seen
                checked += 1
    assert checked > 100


def test_the_fit_finds_the_weights_that_made_the_outcomes() -> None:
    """Outcomes drawn from a known conditional logit (the win goes to a seat with the model's own
    probability) are fitted back to the weights that drew them."""
    rng = random.Random(1)
    weights = [0.0] * 18
    weights[0] = 0.8  # estimate's lead over the best other
    weights[4] = 0.6  # its lead over the mean, times progress
    true = winprob.Fit([0.0] * 18, [1.0] * 18, weights)
    positions: list[winprob_train.Position] = []
    for _ in range(3000):
        t = rng.random()
        raw = [[rng.gauss(0, 2), rng.gauss(0, 2), rng.gauss(0, 2)] for _ in range(3)]
        p = true.probabilities(t, raw)
        winner = rng.choices(range(3), p)[0]
        positions.append((t, raw, [1.0 if i == winner else 0.0 for i in range(3)]))
    fitted = winprob_train.fit(positions)
    # compare what the fits predict (the weights' scale is the standardised features')
    worst = 0.0
    for _ in range(200):
        t = rng.random()
        raw = [[rng.gauss(0, 2), rng.gauss(0, 2), rng.gauss(0, 2)] for _ in range(3)]
        a = true.probabilities(t, raw)
        b = fitted.probabilities(t, raw)
        worst = max(worst, max(abs(x - y) for x, y in zip(a, b, strict=True)))
    assert worst < 0.08, worst
    # and a model that knew nothing (all weights 0) predicts far worse than the fit
    assert sum(abs(w) for w in fitted.weights) > 0.5


def test_the_probabilities_sum_to_one_and_a_finished_game_is_exact() -> None:
    model = winprob.WinModel(
        "builders",
        get_game("builders").value_input_names,
        {2: winprob.Fit([0.0] * 18, [1.0] * 18, [0.3] + [0.0] * 17)},
    )
    states = list(_states("builders", 2, 3, every=1))
    for state in states[::10]:
        p = model.probabilities(state)
        assert math.isclose(sum(p), 1.0) and all(0 <= x <= 1 for x in p)
    *_, (state, _, _) = decisions("builders", 2, 3)
    assert state.is_terminal()  # the match's own state, played on to its end
    winners = state.result().winners
    assert model.probabilities(state) == [
        1.0 / len(winners) if i in winners else 0.0 for i in range(2)
    ]
    with pytest.raises(ValueError, match="no win probability trained for 3 players"):
        model.probabilities(next(iter(_states("builders", 3, 1))))


def test_a_model_of_other_inputs_is_refused(tmp_path: Path) -> None:
    """A value.json trained on inputs the game no longer declares is an error naming the fix."""
    model = winprob.WinModel("pillars", ("something else",), {})
    data = model.to_json()
    again = winprob.WinModel.from_json(json.loads(json.dumps(data)))
    assert again == model
    path = tmp_path / "value.json"
    model.save(path)
    with pytest.raises(ValueError, match="train it again"):
        winprob.load("pillars", path)
    right = winprob.WinModel("pillars", get_game("pillars").value_input_names, {})
    right.save(path)
    assert winprob.load("pillars", path) == right


def test_train_value_refuses_bad_input_with_exit_2() -> None:
    runner = CliRunner()
    for args, said in (
        (["train-value", "chess"], "unknown game"),
        (["train-value", "pillars", "--players", "5"], "2 to 4 players"),
        (["train-value", "pillars", "--games", "2"], "at least 4"),
        (["train-value", "pillars", "--agent", "oracle"], "unknown agent"),
    ):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert said in result.output, (args, result.output)
        assert "Traceback" not in result.output


def test_train_value_measures_on_held_out_games(tmp_path: Path) -> None:
    """A small run end to end: games played, fitted, measured against the softmax, plotted; the
    game's own model file is left alone (--no-save)."""
    runner = CliRunner()
    result = runner.invoke(
        app,
        ["train-value", "pillars", "--players", "2", "--games", "8", "--every", "4",
         "--plots", str(tmp_path), "--no-save"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "held-out" in result.output
    assert (tmp_path / "winprob-pillars-2p.png").stat().st_size > 10_000


@pytest.mark.parametrize("game", ["pillars", "builders"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_probabilities_are_the_fitted_features(game: str, players: int) -> None:
    """`Fit.probabilities` (reckoned without building the features, as the review's search calls
    it) gives what the weighted features the fit was made on give, on the shipped weights."""
    model = winprob.load(game)
    assert model is not None
    fit = model.fits[players]
    checked = 0
    for state in _states(game, players, 31, every=7):
        progress, raw = winprob.value_inputs(state)
        fast, slow = fit.probabilities(progress, raw), fit.slow_probabilities(progress, raw)
        assert fast == pytest.approx(slow, abs=1e-12), (fast, slow)
        assert model.probabilities(state) == fast
        checked += 1
    assert checked > 5


def test_the_sharpness_recovers_how_surely_leads_were_turned_into_wins() -> None:
    """Outcomes drawn from a fit's logits multiplied by 1.6 (players who convert a lead more
    surely) give back a sharpness of about 1.6; outcomes drawn from the fit itself about 1."""
    rng = random.Random(3)
    base = winprob.Fit([0.0] * 12, [1.0] * 12, [0.7, 0.0, 0.0, 0.4] + [0.0] * 8)

    def drawn(factor: float) -> list[winprob_train.Position]:
        out: list[winprob_train.Position] = []
        true = base.scaled(factor)
        for _ in range(4000):
            t = rng.random()
            raw = [[rng.gauss(0, 2), rng.gauss(0, 2)] for _ in range(2)]
            winner = rng.choices(range(2), true.probabilities(t, raw))[0]
            out.append((t, raw, [1.0 if i == winner else 0.0 for i in range(2)]))
        return out

    assert abs(winprob_train.sharpness(base, drawn(1.6)) - 1.6) < 0.15
    assert abs(winprob_train.sharpness(base, drawn(1.0)) - 1.0) < 0.1
    # nothing to learn from: no positions, or positions the fit tells no seat apart in
    assert winprob_train.sharpness(base, []) == 1.0
    assert winprob_train.sharpness(base, [(0.5, [[1.0, 1.0], [1.0, 1.0]], [1.0, 0.0])]) == 1.0
    # a scaled fit's probabilities are the softmax of its logits times the factor
    t, raw = 0.4, [[1.0, 2.0], [0.5, -1.0]]
    z = base.logits(t, raw)
    p = base.scaled(2.0).probabilities(t, raw)
    assert math.isclose(p[0], 1 / (1 + math.exp(2.0 * (z[1] - z[0]))))


def test_recorded_games_are_read_back_not_played_again(tmp_path: Path) -> None:
    """`played` with a record keeps each game on a line of its own as it ends; asked again, it
    plays only the missing seeds; a line cut by a kill is played again, the rest kept."""
    seeds = [11, 12, 13]
    first = winprob_train.played("builders", 2, "greedy", seeds[:2], 5, record=tmp_path)
    path = winprob_train.record_path(tmp_path, "builders", 2)
    lines = path.read_text().splitlines()
    assert len(lines) == 2
    path.write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])  # the second cut
    calls: list[int] = []
    again = winprob_train.played(
        "builders", 2, "greedy", seeds, 5, record=tmp_path, advance=calls.append
    )
    assert again[0] == first[0] and again[1] == first[1]
    assert again[2] == winprob_train.play_positions("builders", 2, "greedy", 13, 5)
    assert calls == [1, 1, 1]  # one read back, two played
    inputs = get_game("builders").value_input_names
    kept = winprob_train.recorded(path, "greedy", 5, inputs)
    assert sorted(kept) == seeds
    assert winprob_train.recorded(path, "random", 5, inputs) == {}  # another agent's games
    # games recorded when the game declared other value inputs are not read back as these
    assert winprob_train.recorded(path, "greedy", 5, ["something else"]) == {}


def test_train_value_sharpens_on_a_strong_agents_games(tmp_path: Path) -> None:
    """--calibrate-on: the fit is sharpened on the strong agent's games, measured on its held-out
    ones beside the unsharpened fit, a fit on them alone and the softmax; the factor is in the
    model's record and in its weights."""
    model, reports = winprob_train.train(
        "builders", [2], 8, "greedy", 1, 5, calibrate="greedy:beam=1", calibrate_games=8,
        record=tmp_path,
    )  # fmt: skip
    strong = reports[0].strong
    assert strong is not None and strong["held_out_games"] == 2 and strong["games"] == 6
    assert {"sharpened", "unsharpened", "strong_alone", "softmax"} <= set(strong)
    factor = model.meta["calibrated_on"]["sharpness"]["2"]
    assert factor == strong["sharpness"] and factor > 0
    plain, _ = winprob_train.train("builders", [2], 8, "greedy", 1, 5, record=tmp_path)
    assert model.fits[2].weights == pytest.approx([w * factor for w in plain.fits[2].weights])
    result = CliRunner().invoke(
        app,
        ["train-value", "builders", "--players", "2", "--games", "8", "--every", "5",
         "--calibrate-on", "greedy:beam=1", "--calibrate-games", "8", "--record", str(tmp_path),
         "--plots", str(tmp_path), "--no-save"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "held-out games of greedy:beam=1" in result.output
    assert (tmp_path / "winprob-builders-2p.png").stat().st_size > 10_000
    bad = CliRunner().invoke(app, ["train-value", "builders", "--calibrate-on", "x", "--no-save"])
    assert bad.exit_code == 2 and "unknown agent" in bad.output


def test_the_strong_games_can_be_named_by_their_seeds(tmp_path: Path) -> None:
    """--calibrate-seeds (several recorded sets pooled): the sharpness is fitted on the first
    three quarters of exactly those seeds, in their order, and the model says which they were."""
    assert winprob_train.seed_ranges("7-9, 3,20-21") == [7, 8, 9, 3, 20, 21]
    for bad, said in (("5-3", "backwards"), ("1-2,2", "twice"), ("x", "not N or N-M")):
        with pytest.raises(ValueError, match=said):
            winprob_train.seed_ranges(bad)
    seeds = [*range(40, 43), *range(60, 65)]  # 8 games: 6 to sharpen on, 2 held out
    model, reports = winprob_train.train(
        "builders", [2], 8, "greedy", 1, 5, calibrate="greedy:beam=1", record=tmp_path,
        calibrate_seeds=seeds,
    )  # fmt: skip
    strong = reports[0].strong
    assert strong is not None and (strong["games"], strong["held_out_games"]) == (6, 2)
    assert model.meta["calibrated_on"]["seeds"] == "40-42,60-64"
    assert "seed" not in model.meta["calibrated_on"]
    base = winprob_train.fit([
        p for g in winprob_train.played("builders", 2, "greedy", [2001 + i for i in range(6)], 5,
                                  record=tmp_path)
        for p in g
    ])  # fmt: skip
    learn = [p for g in winprob_train.played("builders", 2, "greedy:beam=1", seeds[:6], 5,
                                       record=tmp_path) for p in g]  # fmt: skip
    factor = winprob_train.sharpness(base, learn)
    assert strong["sharpness"] == pytest.approx(factor)
    assert model.fits[2].weights == pytest.approx([w * factor for w in base.weights])


def test_train_value_refuses_bad_calibration_options_with_exit_2() -> None:
    for args, said in (
        (["--calibrate-seeds", "1-8"], "needs --calibrate-on"),
        (["--calibrate-on", "greedy", "--calibrate-seeds", "9-1"], "runs backwards"),
        (["--calibrate-on", "greedy", "--calibrate-seeds", "1-3"], "at least 4"),
        (["--calibrate-on", "greedy", "--calibrate-games", "2"], "at least 4"),
        (["--calibrate-on", "greedy", "--calibrate-games", "8,8"], "one per count"),
        (["--players", "2", "--calibrate-players", "3"], "among --players"),
    ):
        result = CliRunner().invoke(app, ["train-value", "builders", *args, "--no-save"])
        assert result.exit_code == 2, (args, result.output)
        assert said in result.output, (args, result.output)
