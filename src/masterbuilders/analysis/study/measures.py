"""The small measures the study's figures are made of: means and differences with 95% intervals,
rates with Wilson intervals, spreads, and an effect's importance."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any, Final

from masterbuilders.ai.arena import wilson
from masterbuilders.analysis.stats import z_interval
from masterbuilders.analysis.study.schema import Spread

Z95 = 1.96
"""The normal quantile of the study's 95% intervals (as the study has always written them; the
tests of analysis.stats use the exact quantile)."""


def mean_interval(xs: Sequence[float]) -> dict[str, float]:
    """Mean with a 95% normal interval (n, mean, low, high)."""
    n = len(xs)
    if n == 0:
        return {"n": 0, "mean": 0.0, "low": 0.0, "high": 0.0}
    m = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(n) if n > 1 else 0.0
    return {"n": n, "mean": m, "low": m - half, "high": m + half}


def diff_interval(a: Sequence[float], b: Sequence[float]) -> dict[str, float]:
    """Mean of `a` minus mean of `b`, with a 95% (Welch, normal) interval."""
    if len(a) < 2 or len(b) < 2:
        d = (statistics.fmean(a) if a else 0.0) - (statistics.fmean(b) if b else 0.0)
        return {"diff": d, "low": -math.inf, "high": math.inf}
    d = statistics.fmean(a) - statistics.fmean(b)
    se = math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    return {"diff": d, "low": d - Z95 * se, "high": d + Z95 * se}


def rate(wins: float, n: int) -> dict[str, float]:
    low, high = wilson(wins, n)
    return {"n": n, "rate": wins / n if n else 0.0, "low": low, "high": high}


def spread(xs: Sequence[float]) -> Spread:
    """Mean, median, quartiles, range and the histogram of a sample."""
    if not xs:
        return {"n": 0}
    qs = statistics.quantiles(xs, n=10) if len(xs) > 1 else [xs[0]] * 9
    return {
        "n": len(xs),
        "mean": statistics.fmean(xs),
        "median": statistics.median(xs),
        "p10": qs[0],
        "p90": qs[-1],
        "min": min(xs),
        "max": max(xs),
        "histogram": {str(k): v for k, v in sorted(Counter(xs).items())},
    }


def win_share(g: dict[str, Any], seat: int) -> float:
    if g["ranks"][seat] != 1:
        return 0.0
    return 1.0 / sum(1 for r in g["ranks"] if r == 1)


MAX_Z: Final = 1e6
"""The importance written for an effect whose interval has no width (study.json stays JSON)."""


def abs_z(effect: dict[str, float], key: str = "diff") -> float:
    return abs(z_interval(effect, key))


def margin(g: dict[str, Any]) -> int:
    top = sorted(g["scores"], reverse=True)
    return int(top[0] - top[1])


def rate_diff(a: int, b: int, n: int) -> dict[str, float]:
    """Difference of two proportions out of `n` each, with a 95% normal interval."""
    pa, pb = a / n, b / n
    se = math.sqrt(pa * (1 - pa) / n + pb * (1 - pb) / n)
    d = pa - pb
    return {"diff": d, "low": d - Z95 * se, "high": d + Z95 * se}
