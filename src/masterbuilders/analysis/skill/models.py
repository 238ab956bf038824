"""The rating models of the skill ladder: Bradley-Terry and the luck model of Jerdee & Newman
(2024), each game decided by a coin with probability alpha and otherwise by the rungs' ratings;
their likelihoods, fits and profiles, and the references the figures cite."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import brentq, minimize
from scipy.special import expit
from scipy.stats import chi2

Vector = NDArray[np.float64]


STEP = 0.6
"""Depth counts a step where a rung is predicted to win this share against the last one counted."""
BOUND = 10.0
"""Largest strength (logits, either side of the mean) a fit gives a rung: a rung that never won
(or never lost) would otherwise run off to infinity; a fit that reaches it says `separated`."""
GRID = 51
"""Values of alpha on which the profile likelihood is computed (0, 0.02, ..., 1), then refined."""
BOOTSTRAP = 200
"""Resamples of the games (within each pair) for the intervals of ratings, beta and depth."""
SKILL_TEST = 0.05
"""Level of the test that the games show any skill effect at all (see `fit_luck`)."""
CHI2_95 = float(chi2.ppf(0.95, 1))

JERDEE_NEWMAN = (
    "M. Jerdee and M. E. J. Newman, Luck, skill, and depth of competition in games and social "
    "hierarchies, Science Advances 10, eadn2654 (2024), doi:10.1126/sciadv.adn2654; "
    "arXiv:2312.04711 (2023)"
)
BRADLEY_TERRY = (
    "R. A. Bradley and M. E. Terry, Rank analysis of incomplete block designs I: the method of "
    "paired comparisons, Biometrika 39, 324-345 (1952)"
)
TAG = (
    "skill depth as a chain of agents each beating the one below, as in the analyses of the TAG "
    "framework (R. D. Gaina, M. Balla, A. Dockhorn, R. Montoliu, D. Perez-Liebana, TAG: a tabletop "
    "games framework, AIIDE workshops 2020)"
)
HEAD_TO_HEAD = (
    "only two rungs sit at a table; the rung whose seat won takes the game (a first place shared "
    "by both counts half to each); seats rotated so both rungs hold every seat equally often"
)
DEPTH = (
    "going up the ladder from the bottom rung, a rung counts one step when the fitted model "
    f"predicts it wins at least {STEP:.0%} against the last rung counted; depth is the number of "
    "steps"
)
ALPHA_ML = "maximum likelihood"
ALPHA_NO_SKILL = "no skill effect: taken as 1"
ALPHA_NOT_IDENTIFIED = "not identified: the pairs played form no cycle"
PREDICTIONS = {
    ALPHA_ML: "the luck-and-depth fit",
    ALPHA_NO_SKILL: "coin flips (no skill effect)",
    ALPHA_NOT_IDENTIFIED: "plain Bradley-Terry (alpha not identified)",
}
"""What the predictions of a pair never played (and depth) come from, by the rule alpha took."""


class Comparisons(NamedTuple):
    """Pairwise results aggregated per pair of rungs: rung `i[k]` won `wins[k]` (halves for
    shared first places) of `games[k]` games against rung `j[k]`."""

    names: tuple[str, ...]
    i: NDArray[np.intp]
    j: NDArray[np.intp]
    wins: Vector
    games: Vector

    @classmethod
    def of(
        cls, names: Sequence[str], results: Iterable[tuple[int, int, float, float]]
    ) -> Comparisons:
        """From (i, j, wins of i, games) rows; rows of one pair add up."""
        table: dict[tuple[int, int], list[float]] = {}
        for a, b, won, n in results:
            if a == b or not (0 <= a < len(names) and 0 <= b < len(names)):
                raise ValueError(f"no pair of rungs: {a}, {b}")
            if not 0 <= won <= n:
                raise ValueError(f"{won} wins in {n} games")
            key, w = ((a, b), won) if a < b else ((b, a), n - won)
            row = table.setdefault(key, [0.0, 0.0])
            row[0] += w
            row[1] += n
        keys = sorted(k for k, row in table.items() if row[1] > 0)
        return cls(
            tuple(names),
            np.array([k[0] for k in keys], dtype=np.intp),
            np.array([k[1] for k in keys], dtype=np.intp),
            np.array([table[k][0] for k in keys], dtype=np.float64),
            np.array([table[k][1] for k in keys], dtype=np.float64),
        )

    def resampled(self, rng: np.random.Generator, outcomes: Sequence[Vector]) -> Comparisons:
        """A bootstrap copy: each pair's games drawn again with replacement from its own
        outcomes (`outcomes[k]`: each game's share of rung `i[k]`)."""
        wins = np.array(
            [float(rng.choice(o, size=o.size, replace=True).sum()) for o in outcomes],
            dtype=np.float64,
        )
        return self._replace(wins=wins)


def win_probability(alpha: float, difference: float | Vector) -> Any:
    """P(i beats j) in the Jerdee-Newman model, for `difference` = beta * (s_i - s_j) (logits)."""
    return alpha / 2 + (1 - alpha) * expit(difference)


def _nll(alpha: float, theta: Vector, c: Comparisons) -> tuple[float, Vector, float]:
    """Negative log-likelihood at (alpha, strengths theta), its gradient in theta and in alpha;
    with `(sum theta)^2 / 2` added, which pins the strengths' mean at 0 and changes nothing else
    (the likelihood depends on differences only)."""
    sig = expit(theta[c.i] - theta[c.j])
    p = np.clip(alpha / 2 + (1 - alpha) * sig, 1e-12, 1 - 1e-12)
    losses = c.games - c.wins
    value = -float(np.sum(c.wins * np.log(p) + losses * np.log1p(-p)))
    dp = -(c.wins / p - losses / (1 - p))
    dd = dp * (1 - alpha) * sig * (1 - sig)
    k = len(c.names)
    total = float(theta.sum())
    grad = np.bincount(c.i, dd, k) - np.bincount(c.j, dd, k) + total
    gradient = np.asarray(grad, dtype=np.float64)
    return value + total * total / 2, gradient, float(np.sum(dp * (0.5 - sig)))


def _fit_theta(alpha: float, c: Comparisons, start: Vector) -> tuple[float, Vector]:
    """The strengths that maximize the likelihood at a fixed alpha, from `start`."""
    k = len(c.names)

    def f(x: Vector) -> tuple[float, Vector]:
        value, grad, _ = _nll(alpha, x, c)
        return value, grad

    res = minimize(f, start, jac=True, method="TNC", bounds=[(-BOUND, BOUND)] * k)
    theta = np.asarray(res.x, dtype=np.float64)
    theta = theta - theta.mean()
    return _nll(alpha, theta, c)[0], theta


def _fit_joint(c: Comparisons, alpha: float, start: Vector) -> tuple[float, float, Vector]:
    """alpha and strengths together, from a start."""
    k = len(c.names)

    def f(x: Vector) -> tuple[float, Vector]:
        value, grad, dalpha = _nll(float(x[0]), x[1:], c)
        return value, np.concatenate([[dalpha], grad])

    res = minimize(
        f,
        np.concatenate([[alpha], start]),
        jac=True,
        method="TNC",
        bounds=[(0.0, 1.0)] + [(-BOUND, BOUND)] * k,
    )
    x = np.asarray(res.x, dtype=np.float64)
    theta = x[1:] - x[1:].mean()
    return _nll(float(x[0]), theta, c)[0], float(x[0]), theta


def _stepped(theta: Vector) -> Vector:
    """Strengths in the order of `theta`, spread over the whole bound: where the step-like
    solutions of large alpha live, a start the profile's backward sweep needs."""
    k = theta.size
    ranks = np.argsort(np.argsort(theta, kind="stable"), kind="stable").astype(np.float64)
    return -BOUND + 2 * BOUND * ranks / max(1, k - 1)


def _null_nll(c: Comparisons) -> float:
    """Negative log-likelihood of coin flips (every game 50:50)."""
    return float(np.sum(c.games) * math.log(2))


def _connected(c: Comparisons) -> bool:
    k = len(c.names)
    seen, todo = {0}, [0]
    while todo:
        a = todo.pop()
        for x, y in zip(c.i.tolist(), c.j.tolist(), strict=True):
            for u, v in ((x, y), (y, x)):
                if u == a and v not in seen:
                    seen.add(v)
                    todo.append(v)
    return len(seen) == k


def identified(c: Comparisons) -> bool:
    """Whether alpha is identified by the pairs played: only if they form a cycle (more pairs
    than rungs - 1 on a connected set). Along a chain or tree of pairs, Bradley-Terry reproduces
    every pair's win rate exactly at any alpha up to the point where one of them leaves
    [alpha/2, 1 - alpha/2]: the likelihood is flat there."""
    return int(c.i.size) > len(c.names) - 1


class _Point(NamedTuple):
    """One estimate of the model (see `fit_luck`)."""

    alpha: float | None
    theta: Vector
    """Strengths beta * s (logits, mean 0) of the model used for predictions."""
    bt: Vector
    """Plain Bradley-Terry strengths (mean 0)."""
    rule: str
    skill_p: float
    nll: float
    predict_alpha: float
    """The alpha predictions use: alpha; 0 where alpha is not identified; 1 with no skill effect."""


def _estimate(c: Comparisons, joint: _Point | None = None) -> _Point:
    """The estimate with `fit_luck`'s rules: plain Bradley-Terry, the test for a skill effect,
    then alpha and strengths jointly from Bradley-Terry's start, a step-like one and (for a
    bootstrap copy) the full estimate's; `fit_luck` refines the full estimate on its profile."""
    k = len(c.names)
    nll_bt, bt = _fit_theta(0.0, c, np.zeros(k))
    skill_p = float(chi2.sf(max(0.0, 2 * (_null_nll(c) - nll_bt)), k - 1))
    if skill_p >= SKILL_TEST:
        return _Point(1.0, np.zeros(k), bt, ALPHA_NO_SKILL, skill_p, _null_nll(c), 1.0)
    if not identified(c):
        return _Point(None, bt, bt, ALPHA_NOT_IDENTIFIED, skill_p, nll_bt, 0.0)
    starts = [(0.0, bt), (0.9, _stepped(bt))]
    if joint is not None and joint.alpha is not None:
        starts.insert(0, (joint.alpha, joint.theta))
    best = min((_fit_joint(c, a, s) for a, s in starts), key=lambda r: r[0])
    return _Point(best[1], best[2], bt, ALPHA_ML, skill_p, best[0], best[1])


def _profile(c: Comparisons, bt: Vector) -> tuple[Vector, Vector, list[Vector]]:
    """The profile likelihood of alpha on `GRID` values: for each, the strengths that maximize
    the likelihood, found by a sweep up from Bradley-Terry and a sweep down from a step-like
    start (the likelihood has a second, step-like mode at large alpha), the better kept."""
    alphas = np.linspace(0.0, 1.0, GRID)
    values = np.full(GRID, np.inf)
    thetas: list[Vector] = [bt] * GRID
    for order, start in ((range(GRID), bt), (range(GRID - 1, -1, -1), _stepped(bt))):
        theta = start
        for n in order:
            value, theta = _fit_theta(float(alphas[n]), c, theta)
            if value < values[n]:
                values[n], thetas[n] = value, theta
    return alphas, values, thetas


def _profile_interval(
    c: Comparisons, alphas: Vector, values: Vector, thetas: list[Vector], best: float
) -> tuple[float, float]:
    """The alphas whose profile likelihood is within chi2(1, 0.95) / 2 of the maximum: the
    profile-likelihood 95% interval (its hull, should the set have gaps), ends refined between
    grid points."""
    cut = best + CHI2_95 / 2
    inside = np.flatnonzero(values <= cut)
    if inside.size == 0:  # the joint polish beat every grid point by more than the cut
        n = int(np.argmin(values))
        inside = np.array([n])

    def end(inner: int, outer: int) -> float:
        """Where the profile crosses the cut between an alpha inside and one outside (the
        outside one, the wider interval, should a refit disagree with the grid)."""

        def excess(a: float) -> float:
            return _fit_theta(a, c, thetas[inner])[0] - cut

        ends = sorted((float(alphas[inner]), float(alphas[outer])))
        try:
            return float(brentq(excess, ends[0], ends[1], xtol=1e-5))
        except ValueError:
            return float(alphas[outer])

    first, last = int(inside[0]), int(inside[-1])
    low = 0.0 if first == 0 else end(first, first - 1)
    high = 1.0 if last == GRID - 1 else end(last, last + 1)
    return low, high
