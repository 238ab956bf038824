"""Skill and luck (issue 39): a skill ladder of computer levels, its depth in 60% steps, a luck
index from the rating model of Jerdee & Newman, and win rate and mean rank per agent in any
mixed set of games.

**The ladder.** Rungs are agents (level names or agent specs), weakest first: by default
random < easy < medium < hard < expert. Each pair of rungs played (adjacent rungs, or all pairs)
plays `games` games, each with only those two rungs at the table: at 2 players they alternate
seats; at 3 and 4 players they fill the seats alternately (A B A B, A B A), the lineups rotated
over games, and at 3 players every game is followed by its mirror (B A B after A B A), so both
rungs hold every seat equally often. **Head to head**: a game's winner between the two rungs is
the rung whose seat won, i.e. whose best seat ranked better; a first place shared by both counts
half to each. The win rate of A against B is that share of A over the pair's games; at 2 players
it is the plain win rate. Game `k` of pair `p` (of `P` pairs) has index `k * P + p` and seed
`seed + index`, whatever the number of games: a ladder extended with more games equals one
played in one go.

**Depth** (the skill-depth idea of the TAG framework: how many distinct steps of skill a game
holds): going up the ladder from its bottom rung, a rung counts as one more step when the fitted
model predicts that it wins at least 60% of its head-to-head games against the last rung counted
(the bottom rung counts first). Depth is the number of steps, between 0 and rungs - 1. The
prediction covers pairs never played. `depth_steps` counts it.

**Luck index**: the model of Jerdee & Newman (2024): each game is decided at random (a fair coin)
with probability alpha, otherwise by a Bradley-Terry comparison, rung `i` beating `j` with
probability `1 / (1 + exp(-beta * (s_i - s_j)))`; so P(i beats j) = alpha / 2 + (1 - alpha) *
logistic(beta * (s_i - s_j)). alpha is the luck index, beta the depth of competition, s the
ratings. `fit_luck` fits it by maximum likelihood (see there for the exact estimator, its
intervals and when alpha is not identified).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray
from scipy.optimize import brentq, minimize
from scipy.special import expit
from scipy.stats import chi2

from masterbuilders.ai.agents import LEVELS
from masterbuilders.ai.arena import GameOutcome, lineups, play_one, ray_map, wilson
from masterbuilders.analysis.rundir import check_out, write_atomic
from masterbuilders.analysis.rundir import lock as lock_dir

Vector = NDArray[np.float64]

RUNGS = ("random", *LEVELS)
"""The default ladder, weakest first."""
PAIRINGS = ("adjacent", "all")
"""Which pairs of rungs a ladder plays: adjacent rungs only, or every pair."""
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
Z95 = 1.96

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


# ---- the rating models ---------------------------------------------------------------------------


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


# ---- win rate and mean rank per agent -----------------------------------------------------------


def _seats(game: GameOutcome | Mapping[str, Any]) -> tuple[list[str], list[int]] | None:
    if isinstance(game, GameOutcome):
        return list(game.lineup), list(game.ranks)
    lineup, ranks = game.get("lineup"), game.get("ranks")
    if not isinstance(lineup, list) or not isinstance(ranks, list) or game.get("error"):
        return None
    return [str(a) for a in lineup], [int(r) for r in ranks]


def agent_rates(
    games: Iterable[GameOutcome | Mapping[str, Any]], agents: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """Each agent's win rate and mean rank over games where seats are played by named agents
    (tournament outcomes or a study's traced games; games without a lineup and ranks, such as
    failed ones, are left out). One entry per seat an agent held: a win counts 1, a first place
    shared by n seats 1/n; win rate with its 95% Wilson interval; mean rank with a 95% normal
    interval (mean +- 1.96 standard errors, kept within 1 and the most players; with one entry,
    that whole range);
    `fair_share`: the win rate of an agent no better than the others (mean of 1 / players).
    Agents in the order of `agents`, then as first met."""
    entries: dict[str, list[tuple[float, int, int]]] = {name: [] for name in agents}
    for game in games:
        seats = _seats(game)
        if seats is None:
            continue
        lineup, ranks = seats
        winners = sum(1 for r in ranks if r == 1)
        for name, rank in zip(lineup, ranks, strict=True):
            share = 1.0 / winners if rank == 1 else 0.0
            entries.setdefault(name, []).append((share, rank, len(lineup)))
    rows = []
    for name, seats_of in entries.items():
        n = len(seats_of)
        wins = sum(s for s, _, _ in seats_of)
        low, high = wilson(wins, n)
        ranks_of = [float(r) for _, r, _ in seats_of]
        mean_rank = statistics.fmean(ranks_of) if n else math.nan
        most = float(max((p for _, _, p in seats_of), default=1))
        if n >= 2:
            half = Z95 * statistics.stdev(ranks_of) / math.sqrt(n)
            rank_low, rank_high = max(1.0, mean_rank - half), min(most, mean_rank + half)
        else:
            rank_low, rank_high = 1.0, most
        rows.append(
            {
                "agent": name,
                "seats": n,
                "wins": wins,
                "win_rate": wins / n if n else math.nan,
                "win_rate_low": low,
                "win_rate_high": high,
                "fair_share": statistics.fmean(1 / p for _, _, p in seats_of) if n else math.nan,
                "mean_rank": mean_rank,
                "mean_rank_low": rank_low,
                "mean_rank_high": rank_high,
            }
        )
    return rows


# ---- the ladder ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LadderConfig:
    """What a ladder plays: the game, players per game, its rungs weakest first, games per pair
    of rungs, the first seed and which pairs (`PAIRINGS`)."""

    game: str
    players: int = 2
    rungs: tuple[str, ...] = RUNGS
    games: int = 100
    seed: int = 1
    pairs: str = "adjacent"

    def pairings(self) -> list[tuple[int, int]]:
        """The pairs of rungs played, (weaker, stronger) by their places on the ladder."""
        n = len(self.rungs)
        if self.pairs == "all":
            return [(a, b) for a in range(n) for b in range(a + 1, n)]
        return [(a, a + 1) for a in range(n - 1)]

    def lineup(self, weaker: str, stronger: str, k: int) -> tuple[str, ...]:
        """The seats of game `k` of a pair: the two rungs alternately (`arena.lineups` rotates
        them over games); with an odd number of seats every game is followed by its mirror."""
        base = [weaker if s % 2 == 0 else stronger for s in range(self.players)]
        plan = lineups(base, self.players)
        if self.players % 2:
            mirrored = lineups([stronger if a == weaker else weaker for a in base], self.players)
            plan = [lu for pair in zip(plan, mirrored, strict=True) for lu in pair]
        return plan[k % len(plan)]

    def command(self) -> str:
        """The command that plays this ladder."""
        return (
            f"masterbuilders ladder {self.game} --players {self.players} "
            f"--levels {','.join(self.rungs)} --games {self.games} --pairs {self.pairs} "
            f"--seed {self.seed}"
        )


@dataclass(frozen=True)
class LadderJob:
    """One game of a ladder, as `arena.play_one` takes it."""

    game: str
    lineup: tuple[str, ...]
    index: int
    seed: int


def ladder_jobs(config: LadderConfig) -> list[LadderJob]:
    """Every game of the ladder: game `k` of pair `p` (of `P`) is index `k * P + p`, seed
    `seed + index`, whatever the number of games, so that more games extend a ladder exactly."""
    pairs = config.pairings()
    jobs = []
    for k in range(config.games):
        for p, (a, b) in enumerate(pairs):
            index = k * len(pairs) + p
            lineup = config.lineup(config.rungs[a], config.rungs[b], k)
            jobs.append(LadderJob(config.game, lineup, index, config.seed + index))
    return jobs


def _play(job: LadderJob) -> GameOutcome:
    """A ladder game: its rungs played `untimed` (a ladder is reproducible from its seed)."""
    from masterbuilders.ai.agents import untimed

    specs = [untimed(job.game, rung) for rung in job.lineup]
    return play_one(job.game, job.lineup, job.index, job.seed, specs)


def share(outcome: GameOutcome, rung: str) -> float:
    """The head-to-head share of `rung` in a ladder game: the win shares of its seats."""
    return sum(outcome.win_share(s) for s, name in enumerate(outcome.lineup) if name == rung)


def _round(value: Any) -> Any:
    """Floats to 6 decimals (nan as None), in nested figures: stable, readable JSON."""
    if isinstance(value, float):
        return None if math.isnan(value) else round(value, 6)
    if isinstance(value, dict):
        return {k: _round(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_round(v) for v in value]
    return value


def ladder_results(
    config: LadderConfig, outcomes: Sequence[GameOutcome], bootstrap: int = BOOTSTRAP
) -> dict[str, Any]:
    """The ladder's figures from its games (those of `ladder_jobs`; nothing else, so the same
    games give the same figures byte for byte): per pair played, how often the stronger rung won
    (95% Wilson interval, games, the model's prediction); depth; the luck-and-depth fit
    (`fit_luck`) with plain Bradley-Terry beside it; each rung's win rate and mean rank over all
    its ladder games (`agent_rates`)."""
    from masterbuilders.engine import get_game

    pairs = config.pairings()
    by_index = {o.index: o for o in outcomes}
    shares: list[list[float]] = [[] for _ in pairs]
    for job in ladder_jobs(config):
        o = by_index.get(job.index)
        if o is None:
            continue
        a, b = pairs[job.index % len(pairs)]
        shares[job.index % len(pairs)].append(share(o, config.rungs[b]))
    played = [n for n, s in enumerate(shares) if s]
    if not played:
        raise ValueError("the ladder has no games yet")
    c = Comparisons.of(
        config.rungs,
        [(pairs[n][1], pairs[n][0], sum(shares[n]), len(shares[n])) for n in played],
    )
    by_pair = {(pairs[n][1], pairs[n][0]): np.array(shares[n]) for n in played}
    # Comparisons orders each pair (lower index first): the weaker rung's shares
    outcomes_of = [1 - by_pair[(int(j), int(i))] for i, j in zip(c.i, c.j, strict=True)]
    luck = fit_luck(c, bootstrap, config.seed, outcomes_of)
    strength = [r["strength"] for r in luck["ratings"]]
    alpha = luck.pop("predict_alpha")
    depth = luck.pop("depth")
    rows = []
    for n in played:
        a, b = pairs[n]
        wins, games = sum(shares[n]), len(shares[n])
        low, high = wilson(wins, games)
        rows.append(
            {
                "weaker": config.rungs[a],
                "stronger": config.rungs[b],
                "adjacent": b == a + 1,
                "games": games,
                "stronger_wins": wins,
                "win_rate": wins / games,
                "win_rate_low": low,
                "win_rate_high": high,
                "predicted": float(win_probability(alpha, strength[b] - strength[a])),
            }
        )
    ordered = sorted(outcomes, key=lambda o: o.index)
    figures = {
        "game": config.game,
        "title": get_game(config.game).title,
        "players": config.players,
        "rungs": list(config.rungs),
        "pairs": config.pairs,
        "games_per_pair": config.games,
        "seed": config.seed,
        "command": config.command(),
        "games": sum(len(s) for s in shares),
        "head_to_head": HEAD_TO_HEAD,
        "steps": [r for r in rows if r["adjacent"]],
        "pairings": rows,
        "depth": {**depth, "predictions": PREDICTIONS[luck["alpha_rule"]]},
        "luck": luck,
        "per_rung": agent_rates(ordered, config.rungs),
    }
    return dict(_round(figures))


# ---- the ladder's directory ---------------------------------------------------------------------

LOCK = "ladder.lock"
"""The file a run holds locked (`fcntl.flock`) in the ladder's directory while it plays."""
_RECORD_START = '{"index": '
"""How every game's line begins (`GameOutcome` has its index first)."""


def _decode(line: str) -> GameOutcome | None:
    """A log line's game. A line that does not decode is one cut short by an interruption,
    perhaps with a whole record written right after it: that record, if there is one, is kept."""
    start = 0
    while start >= 0:
        with suppress(json.JSONDecodeError, TypeError, ValueError):
            record = json.loads(line[start:])
            if isinstance(record, dict) and isinstance(record.get("index"), int):
                return GameOutcome(**record)
        start = line.find(_RECORD_START, start + 1)
    return None


def read_games(path: Path) -> list[GameOutcome]:
    """The games a ladder's log holds, each index once (its first line), in index order, but
    for a line cut short by an interruption."""
    if not path.exists():
        return []
    kept: dict[int, GameOutcome] = {}
    for line in path.read_text(errors="replace").splitlines():
        found = _decode(line)
        if found is not None:
            kept.setdefault(found.index, found)
    return [kept[i] for i in sorted(kept)]


def _line(outcome: GameOutcome) -> str:
    return json.dumps(asdict(outcome)) + "\n"


def _config_json(config: LadderConfig) -> dict[str, Any]:
    data = asdict(config)
    data["rungs"] = list(config.rungs)
    return data


def check_ladder(config: LadderConfig, out: Path, workers: int = 1, backend: str = "local") -> None:
    """Refuse (ValueError, one line) what a ladder cannot run with, before anything is made:
    numbers out of range, unknown or repeated rungs, a game or player count the game refuses, a
    directory that cannot be written or holds another ladder (more games extend one)."""
    from masterbuilders.ai.agents import make_agent
    from masterbuilders.engine import get_game

    if config.games < 1:
        raise ValueError(f"--games must be at least 1 (not {config.games})")
    if workers < 1:
        raise ValueError(f"--workers must be at least 1 (not {workers})")
    if config.pairs not in PAIRINGS:
        raise ValueError(f"--pairs is 'adjacent' or 'all' (not {config.pairs!r})")
    if backend not in ("local", "ray"):
        raise ValueError(f"--backend is 'local' or 'ray' (not {backend!r})")
    if len(config.rungs) < 2:
        raise ValueError(f"--levels needs at least two levels (got {len(config.rungs)})")
    for n, name in enumerate(config.rungs):
        if name in config.rungs[:n]:
            raise ValueError(f"--levels names {name!r} twice")
        make_agent(name, 0)
    get_game(config.game).new_game(config.players)
    check_out(out)
    _check_held(config, out)


def _check_held(config: LadderConfig, out: Path) -> None:
    """A directory that holds a ladder holds this one, perhaps with fewer games (a run extends
    it); every game in its log is one this ladder schedules."""
    meta = out / "config.json"
    if meta.is_file():
        try:
            before = json.loads(meta.read_text())
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{meta} cannot be read ({exc}); choose another directory") from exc
        asked = _config_json(config)
        differ = [k for k in asked if k != "games" and before.get(k) != asked[k]]
        if differ:
            said = "; ".join(f"its {k} is {before.get(k)!r}, not {asked[k]!r}" for k in differ)
            raise ValueError(f"{out} holds another ladder ({said}); choose another directory")
        held = before.get("games", 0)
        if isinstance(held, int) and config.games < held:
            raise ValueError(
                f"{out} holds a ladder of --games {held}: --games can grow to extend it, "
                f"not shrink to {config.games}"
            )
    log = out / "games.jsonl"
    if log.is_file():
        schedule = {j.index: j for j in ladder_jobs(config)}
        for o in read_games(log):
            job = schedule.get(o.index)
            if job is None or (o.seed, tuple(o.lineup)) != (job.seed, job.lineup):
                raise ValueError(f"{log} holds games of another ladder; choose another directory")


@contextmanager
def open_ladder(
    config: LadderConfig, out: Path, workers: int = 1, backend: str = "local"
) -> Iterator[LadderRun]:
    """Hold the ladder's directory for one run: its options checked (`check_ladder`; nothing is
    made when they are refused), the directory made and locked (refused, with the directory
    named, while another run holds it), its config.json written. The lock file goes when the
    run ends."""
    check_ladder(config, out, workers, backend)
    made = []
    nearest = out
    while not nearest.exists() and nearest != nearest.parent:
        made.append(nearest)
        nearest = nearest.parent
    try:
        out.mkdir(parents=True, exist_ok=True)
        lock = lock_dir(out, LOCK, "ladder")
    except OSError as exc:
        for directory in made:
            with suppress(OSError):
                directory.rmdir()
        raise ValueError(f"--out {out} cannot be written: {exc.strerror or exc}") from exc
    try:
        _check_held(config, out)
        write_atomic(out / "config.json", json.dumps(_config_json(config), indent=1) + "\n")
        yield LadderRun(config, out, workers, backend)
    finally:
        with suppress(OSError):
            (out / LOCK).unlink()
        lock.close()


def _results(jobs: list[LadderJob], workers: int, backend: str) -> Iterator[GameOutcome]:
    """The games of `jobs` in the order they finish: here, in worker processes, or on Ray."""
    if not jobs:
        return
    if backend == "ray":
        yield from ray_map(_play, jobs)
        return
    if workers <= 1:
        yield from (_play(j) for j in jobs)
        return
    pool = get_context("fork").Pool(workers)
    try:
        yield from pool.imap_unordered(_play, jobs)
    finally:
        pool.close()
        pool.join()


@dataclass(frozen=True)
class LadderRun:
    """A ladder's directory held by this process (`open_ladder`)."""

    config: LadderConfig
    out: Path
    workers: int = 1
    backend: str = "local"

    def play(
        self, on_game: Callable[[], None] | None = None, bootstrap: int = BOOTSTRAP
    ) -> dict[str, Any]:
        """Play every game of the ladder not yet in the directory (a run resumes; more games
        extend it), each appended to games.jsonl as it ends (the log first repaired: a cut
        line dropped, each game once), then write ladder.json and ladder.png and return the
        figures. `on_game` is called once per game held or played."""
        config, out = self.config, self.out
        log = out / "games.jsonl"
        done = read_games(log)
        clean = "".join(_line(o) for o in done)
        if log.exists() and log.read_text(errors="replace") != clean:
            write_atomic(log, clean)
        held = {o.index for o in done}
        for _ in held:
            if on_game:
                on_game()
        todo = [j for j in ladder_jobs(config) if j.index not in held]
        with log.open("a") as f:
            for outcome in _results(todo, self.workers, self.backend):
                f.write(_line(outcome))
                f.flush()
                done.append(outcome)
                if on_game:
                    on_game()
        figures = ladder_results(config, done, bootstrap)
        write_atomic(out / "ladder.json", json.dumps(figures, indent=1) + "\n")
        plot_ladder(figures, out / "ladder.png")
        return figures


def run_ladder(
    config: LadderConfig,
    out: Path,
    workers: int = 1,
    backend: str = "local",
    on_game: Callable[[], None] | None = None,
    bootstrap: int = BOOTSTRAP,
) -> dict[str, Any]:
    """Play the ladder into `out` (`LadderRun.play`) and return its figures. Refuses
    (ValueError, one line) what `open_ladder` refuses."""
    with open_ladder(config, out, workers, backend) as run:
        return run.play(on_game, bootstrap)


# ---- the plot -----------------------------------------------------------------------------------


def plot_ladder(figures: dict[str, Any], path: Path) -> None:
    """The ladder in one column, readable at 390 px wide: each rung's strength (logits, the
    luck-and-depth fit, 95% bootstrap interval; plain Bradley-Terry as open circles), then how
    often each stronger rung beat the weaker one in the adjacent pairs (95% Wilson interval).
    PNG or SVG by the path's suffix, the same bytes for the same figures."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    luck = figures["luck"]
    ratings = luck["ratings"]
    steps = figures["steps"]
    names = [r["rung"] for r in ratings]
    with plt.rc_context({"font.size": 15, "svg.hashsalt": "ladder"}):
        fig, (top, bottom) = plt.subplots(
            2,
            1,
            figsize=(5.2, 3.2 + 0.55 * (len(names) + len(steps))),
            height_ratios=[len(names) + 1, len(steps) + 1],
        )
        ys = list(range(len(names)))
        x = [float(r["strength"]) for r in ratings]
        err = [
            [
                max(0.0, v - (r["strength_low"] if r["strength_low"] is not None else v))
                for v, r in zip(x, ratings, strict=True)
            ],
            [
                max(0.0, (r["strength_high"] if r["strength_high"] is not None else v) - v)
                for v, r in zip(x, ratings, strict=True)
            ],
        ]
        top.errorbar(
            x, ys, xerr=err, fmt="o", color="#2f5d8a", capsize=5, markersize=8, label="luck fit"
        )
        for v, y in zip(x, ys, strict=True):
            if abs(v) >= BOUND - 1e-6:
                top.annotate(
                    "never won" if v < 0 else "never lost", (v, y), xytext=(0, 9),
                    textcoords="offset points", ha="left" if v < 0 else "right", fontsize=11,
                )  # fmt: skip
        top.plot(
            [r["bradley_terry"] for r in ratings], ys, "o", mfc="none", color="#b3541e",
            markersize=11, label="Bradley-Terry",
        )  # fmt: skip
        top.set_yticks(ys, names)
        top.set_xlabel("strength (logits)")
        top.legend(loc="lower right", fontsize=12, frameon=False)
        alpha = luck["alpha"]
        said = "not identified" if alpha is None else f"{alpha:.2f}"
        if luck["alpha_rule"] == ALPHA_NO_SKILL:
            said = "1 (no skill effect)"
        top.set_title(
            f"{figures['title']}, {figures['players']} players\n"
            f"luck alpha {said} ({luck['alpha_low']:.2f}-{luck['alpha_high']:.2f}), "
            f"depth {figures['depth']['steps']}",
            fontsize=14,
        )
        labels = [f"{s['stronger']}\n> {s['weaker']}" for s in steps]
        rates = [float(s["win_rate"]) for s in steps]
        yb = list(range(len(steps)))
        bottom.barh(
            yb, rates, color="#6b8fb3",
            xerr=[[r - s["win_rate_low"] for r, s in zip(rates, steps, strict=True)],
                  [s["win_rate_high"] - r for r, s in zip(rates, steps, strict=True)]],
            capsize=5,
        )  # fmt: skip
        bottom.axvline(0.5, color="grey", linestyle="--", linewidth=1)
        bottom.axvline(STEP, color="#b03030", linestyle=":", linewidth=1.5)
        for y, s in zip(yb, steps, strict=True):
            bottom.text(0.02, y, f"{s['games']} games", va="center", fontsize=11, color="white")
        bottom.set_yticks(yb, labels, fontsize=12)
        bottom.set_xlim(0, 1)
        bottom.set_xlabel("stronger wins (95% interval)")
        fig.text(
            0.01,
            0.005,
            "luck fit: Jerdee & Newman 2024; red line: 60% step",
            fontsize=10,
            color="#555",
        )
        fig.tight_layout(rect=(0, 0.03, 1, 1))
        fig.savefig(path, dpi=150, metadata={"Date": None} if path.suffix == ".svg" else None)
        plt.close(fig)
