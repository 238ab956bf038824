"""A calibrated win probability per seat (issue 38), learned from how games end.

What it reads: each game declares its value inputs (`GameSpec.value_inputs`): the game's progress
in [0, 1] and, per seat, a few numbers every seat can see (its estimated final score, its points
now, ...). A test holds each game to this: the inputs do not change when the hidden information
is sampled again for any seat (`GameState.resample_hidden`).

The model (one per number of players): a conditional logit. Seat i's features are, for every
input f, its lead over the best other seat (f_i - max_j f_j) and over the others' mean, each
also multiplied by the progress t and by t^2 (so that how much a lead is worth can change as the
game goes on); the seats' probabilities are the softmax of w . features_i. Today's estimate, a
softmax of the estimated scores at a fixed temperature, is the special case of one weight on one
feature; here the weights are fitted by maximum likelihood (Newton's method, a small L2 penalty)
to the outcomes of self-play games, a tie sharing the win.

This module is the prediction: plain Python (no numpy), compiled with the engine (setup.py),
cheap enough to sit inside a search, and importing nothing the server's install lacks. How the
weights are made (self-play games, the fit with numpy, its measures and plots) is
`masterbuilders.analysis.winprob_train`, which is not compiled.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

from masterbuilders.ai.values import softmax
from masterbuilders.engine import GameState, get_game

POWERS: Final = (0, 1, 2)
"""Each lead is used as is, times the progress t, and times t^2."""


def value_inputs(state: GameState) -> tuple[float, list[list[float]]]:
    """The game's progress and its value inputs per seat (`GameSpec.value_inputs`)."""
    spec = get_game(state.game_name)
    if spec.value_inputs is None:
        raise ValueError(f"{spec.title} declares no value inputs")
    return spec.value_inputs(state)


def features(progress: float, raw: Sequence[Sequence[float]]) -> list[list[float]]:
    """Each seat's features from the inputs of every seat (see the module's docstring)."""
    n = len(raw)
    k = len(raw[0])
    out = []
    scale = [progress**p for p in POWERS]
    for i in range(n):
        row: list[float] = []
        for f in range(k):
            mine = raw[i][f]
            others = [raw[j][f] for j in range(n) if j != i]
            leads = (mine - max(others), mine - sum(others) / len(others))
            for lead in leads:
                row.extend(lead * s for s in scale)
        out.append(row)
    return out


@dataclass
class Fit:
    """The weights for one number of players, on standardised features."""

    mean: list[float]
    scale: list[float]
    weights: list[float]
    _slope: list[float] = field(init=False, repr=False, compare=False)
    _offset: float = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # w . (x - m) / s  =  sum(x * w/s) - sum(w * m/s): the constant part once, not per call
        self._slope = [w / s for w, s in zip(self.weights, self.scale, strict=True)]
        self._offset = sum(
            w * m / s for w, m, s in zip(self.weights, self.mean, self.scale, strict=True)
        )

    def scaled(self, factor: float) -> Fit:
        """This fit with its logits multiplied by `factor` (`sharpness`)."""
        return Fit(self.mean, self.scale, [w * factor for w in self.weights])

    def probabilities(self, progress: float, raw: Sequence[Sequence[float]]) -> list[float]:
        """Each seat's chance to win: the softmax of `logits`."""
        return softmax(self.logits(progress, raw), 1.0)

    def logits(self, progress: float, raw: Sequence[Sequence[float]]) -> list[float]:
        """Each seat's weighted `features`, reckoned without building them (this sits inside
        the review's search)."""
        n = len(raw)
        k = len(raw[0])
        powers = [progress**p for p in POWERS]
        slope = self._slope
        logits: list[float] = []
        for i in range(n):
            z = -self._offset
            col = 0
            for f in range(k):
                mine = raw[i][f]
                best = -math.inf
                total = 0.0
                for j in range(n):
                    if j != i:
                        v = raw[j][f]
                        total += v
                        if v > best:
                            best = v
                for lead in (mine - best, mine - total / (n - 1)):
                    for power in powers:
                        z += lead * power * slope[col]
                        col += 1
            logits.append(z)
        return logits

    def slow_probabilities(self, progress: float, raw: Sequence[Sequence[float]]) -> list[float]:
        """`probabilities` from the `features` the fit was made on (the definition; tests hold
        the fast one to it)."""
        logits = []
        for row in features(progress, raw):
            z = 0.0
            for x, m, s, w in zip(row, self.mean, self.scale, self.weights, strict=True):
                z += w * (x - m) / s
            logits.append(z)
        return softmax(logits, 1.0)


@dataclass(frozen=True)
class WinModel:
    """A game's calibrated win probability: a fit per number of players, and how it was made."""

    game: str
    inputs: tuple[str, ...]
    fits: dict[int, Fit]
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def probabilities(self, state: GameState) -> list[float]:
        """Each seat's chance to win from `state` (a finished game: its shares of the win)."""
        if state.is_terminal():
            winners = state.result().winners
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(state.num_players)]
        fit = self.fits.get(state.num_players)
        if fit is None:
            raise ValueError(f"no win probability trained for {state.num_players} players")
        progress, raw = value_inputs(state)
        return fit.probabilities(progress, raw)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "inputs": list(self.inputs),
            "fits": {
                str(n): {"mean": f.mean, "scale": f.scale, "weights": f.weights}
                for n, f in sorted(self.fits.items())
            },
            "meta": self.meta,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> WinModel:
        fits = {
            int(n): Fit([float(x) for x in f["mean"]], [float(x) for x in f["scale"]],
                        [float(x) for x in f["weights"]])
            for n, f in data["fits"].items()
        }  # fmt: skip
        return WinModel(str(data["game"]), tuple(data["inputs"]), fits, dict(data.get("meta", {})))

    def save(self, path: Path | None = None) -> Path:
        """Write the model as JSON (by default where its game keeps it)."""
        path = path or model_path(self.game)
        path.write_text(json.dumps(self.to_json(), indent=1) + "\n")
        return path


def model_path(game: str) -> Path:
    package, name = get_game(game).value_model
    if not package:
        raise ValueError(f"{get_game(game).title} keeps no win probability model")
    return Path(str(files(package).joinpath(name)))


def load(game: str, path: Path | None = None) -> WinModel | None:
    """The model `game` ships (or the one at `path`; None before one is trained), checked
    against the game's value inputs."""
    spec = get_game(game)
    if path is None:
        package, name = spec.value_model
        if not package:
            return None
        resource = files(package).joinpath(name)
        if not resource.is_file():
            return None
        text, where = resource.read_text(), f"{package}/{name}"
    else:
        text, where = path.read_text(), str(path)
    model = WinModel.from_json(json.loads(text))
    if model.game != game or model.inputs != spec.value_input_names:
        raise ValueError(
            f"{where} was trained for {model.game} on {list(model.inputs)}, {spec.title} "
            f"declares {list(spec.value_input_names)}: train it again (masterbuilders train-value)"
        )
    return model
