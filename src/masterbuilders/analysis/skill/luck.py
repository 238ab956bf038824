"""The luck index and depth: `fit_luck` fits the model of Jerdee & Newman to a ladder's games by
maximum likelihood (with its intervals and the test that the games show any skill at all), and
`depth_steps` counts the ladder's steps of 60%."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from masterbuilders.analysis.skill.models import (
    ALPHA_ML,
    BOOTSTRAP,
    BOUND,
    BRADLEY_TERRY,
    DEPTH,
    JERDEE_NEWMAN,
    STEP,
    TAG,
    Comparisons,
    Vector,
    _connected,
    _estimate,
    _fit_joint,
    _profile,
    _profile_interval,
    identified,
    win_probability,
)


def fit_luck(
    c: Comparisons, bootstrap: int = BOOTSTRAP, seed: int = 1, outcomes: Sequence[Vector] = ()
) -> dict[str, Any]:
    """Fit the luck-and-depth model of Jerdee & Newman (2024) and plain Bradley-Terry (1952) to
    pairwise results, by maximum likelihood.

    Model: P(i beats j) = alpha / 2 + (1 - alpha) * logistic(beta * (s_i - s_j)). The
    likelihood depends on the strengths theta_i = beta * s_i only, so they are fitted, with mean
    0 and within +-`BOUND` logits; the scale of the ratings is fixed as the paper's prior on
    scores fixes it (mean 0, mean square 1/2, so two ratings differ by 1 in root mean square),
    which makes beta = sqrt(2 * mean(theta^2)) and s = theta / beta. Draws count half a win.

    - alpha (the luck index): the maximum of the profile likelihood over a grid of alpha, each
      point's strengths found from two sweeps, then alpha and strengths polished together. Its
      95% interval is the profile-likelihood one (alphas within chi2(1)/2 = 1.92 of the maximum,
      widened to include the alpha reported should a rule below set it).
    - Where the games show no skill effect at all (plain Bradley-Terry does not beat coin flips
      in a likelihood-ratio test at `SKILL_TEST`, rungs - 1 degrees of freedom), luck and depth
      cannot be told apart (alpha = 1 and beta = 0 fit alike): alpha is taken as 1, beta and the
      strengths as 0, and the predictions are coin flips.
    - Where the pairs played form no cycle (adjacent rungs only), alpha is not identified
      (`identified`): it is reported as None with its profile interval (from 0 to the most luck
      the win rates allow), and strengths and predictions are plain Bradley-Terry's.
    - Intervals of strengths, beta and depth: 2.5 and 97.5 percentiles over `bootstrap` copies
      of the games resampled within each pair (`outcomes`: each pair's per-game shares of rung
      `i`; without them, from its wins and games), seeded by `seed`, each refitted by the same
      rules.
    """
    k = len(c.names)
    if k < 2:
        raise ValueError("a ladder needs at least two rungs")
    if not _connected(c):
        raise ValueError("the pairs played do not connect every rung")
    if not outcomes:
        outcomes = [_games_of(w, n) for w, n in zip(c.wins.tolist(), c.games.tolist(), strict=True)]
    point = _estimate(c)
    alphas, values, thetas = _profile(c, point.bt)
    best = float(values.min())
    if point.rule == ALPHA_ML:
        n = int(np.argmin(values))
        nll, alpha, theta = _fit_joint(c, float(alphas[n]), thetas[n])
        if nll < point.nll:
            point = point._replace(alpha=alpha, theta=theta, nll=nll, predict_alpha=alpha)
        best = min(best, point.nll)
    low, high = _profile_interval(c, alphas, values, thetas, best)
    if point.alpha is not None:
        low, high = min(low, point.alpha), max(high, point.alpha)
    rng = np.random.default_rng(seed)
    copies = [_estimate(c.resampled(rng, outcomes), point) for _ in range(bootstrap)]

    def spread(values: list[float]) -> tuple[float, float]:
        if not values:
            return (math.nan, math.nan)
        lo, hi = np.percentile(values, [2.5, 97.5])
        return float(lo), float(hi)

    beta = _beta(point.theta)
    beta_lo, beta_hi = spread([_beta(p.theta) for p in copies])
    depth, chain = depth_steps(point.theta.tolist(), point.predict_alpha)
    depth_lo, depth_hi = spread(
        [float(depth_steps(p.theta.tolist(), p.predict_alpha)[0]) for p in copies]
    )
    ratings = []
    for n, name in enumerate(c.names):
        lo, hi = spread([float(p.theta[n]) for p in copies])
        blo, bhi = spread([float(p.bt[n]) for p in copies])
        ratings.append(
            {
                "rung": name,
                "rating": float(point.theta[n] / beta) if beta > 0 else 0.0,
                "strength": float(point.theta[n]),
                "strength_low": lo,
                "strength_high": hi,
                "bradley_terry": float(point.bt[n]),
                "bradley_terry_low": blo,
                "bradley_terry_high": bhi,
            }
        )
    return {
        "model": "luck and depth (Jerdee & Newman 2024), maximum likelihood",
        "reference": JERDEE_NEWMAN,
        "bradley_terry_reference": BRADLEY_TERRY,
        "alpha": point.alpha,
        "alpha_low": low,
        "alpha_high": high,
        "alpha_rule": point.rule,
        "identified": identified(c),
        "beta": beta,
        "beta_low": beta_lo,
        "beta_high": beta_hi,
        "ratings": ratings,
        "separated": bool(np.any(np.abs(point.theta) >= BOUND - 1e-6))
        or bool(np.any(np.abs(point.bt) >= BOUND - 1e-6)),
        "skill_effect_p": point.skill_p,
        "log_likelihood": -point.nll,
        "bootstrap": bootstrap,
        "depth": {
            "steps": depth,
            "chain": [c.names[n] for n in chain],
            "low": depth_lo,
            "high": depth_hi,
            "threshold": STEP,
            "definition": DEPTH,
            "reference": TAG,
        },
        "predict_alpha": point.predict_alpha,
    }


def _games_of(wins: float, games: float) -> Vector:
    """Per-game shares that add up to `wins` in `games` games (a fractional rest in one game)."""
    whole = math.floor(wins)
    rest = wins - whole
    shares = [1.0] * whole + ([rest] if rest > 0 else [])
    return np.array(shares + [0.0] * (int(games) - len(shares)), dtype=np.float64)


def _beta(theta: Vector) -> float:
    """Depth of competition: the strengths' spread in the paper's scale of ratings."""
    return float(math.sqrt(2 * float(np.mean(theta * theta))))


def depth_steps(
    strengths: Sequence[float], alpha: float = 0.0, threshold: float = STEP
) -> tuple[int, list[int]]:
    """Depth of a ladder whose rungs (weakest first, as the ladder orders them) have these
    strengths (logits, beta * s) under luck `alpha`: going up, a rung counts one step when
    P(it beats the last rung counted) >= `threshold`, the bottom rung counting first. Returns
    the steps and the rungs counted (indices, bottom first)."""
    if not strengths:
        return 0, []
    chain = [0]
    for n in range(1, len(strengths)):
        p = float(win_probability(alpha, strengths[n] - strengths[chain[-1]]))
        if p >= threshold - 1e-12:
            chain.append(n)
    return len(chain) - 1, chain
