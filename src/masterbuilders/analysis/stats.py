"""Statistics a reviewer accepts (issue 39): p-values of the study's effects and their correction
for the number of tests in a family.

A study asks dozens of questions of one set of games (is seat k's win rate its fair share? does
each card's takers' score differ?). Read one at a time at p < 0.05, about one in twenty of those
questions answers yes by chance. Each family of tests is therefore corrected:

- **Benjamini-Hochberg** (the default): controls the false discovery rate, the expected share of
  false findings among those reported (Benjamini & Hochberg 1995); the adjusted p-value is the
  finding's q-value.
- **Holm**: controls the chance of even one false finding in the family (Holm 1979), stricter.

Both come from statsmodels (`statsmodels.stats.multitest.multipletests`), the maintained
implementation, rather than a copy made here. A finding is reported only if its adjusted p-value is
below `ALPHA`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Final

from masterbuilders.analysis.study.schema import Family, Method, StudyFigures

ALPHA: Final = 0.05
"""The level a corrected p-value (q-value) must be below for a finding to be reported."""
METHODS: Final[dict[str, str]] = {
    "fdr_bh": "Benjamini-Hochberg (false discovery rate)",
    "holm": "Holm (family-wise error rate)",
}


def p_from_z(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    if not math.isfinite(z):
        return 0.0
    return math.erfc(abs(z) / math.sqrt(2.0))


def p_rate(successes: float, n: int, expected: float) -> float:
    """The two-sided p-value that a rate of `successes` in `n` trials differs from `expected`
    (normal approximation under the null: the spread of the expected rate)."""
    if n <= 0 or not 0.0 < expected < 1.0:
        return 1.0
    se = math.sqrt(expected * (1.0 - expected) / n)
    return p_from_z((successes / n - expected) / se)


def adjust(p_values: Sequence[float], method: Method = "fdr_bh") -> list[float]:
    """The p-values of one family of tests, corrected for their number (`METHODS`)."""
    if not p_values:
        return []
    from statsmodels.stats.multitest import multipletests

    adjusted = multipletests(list(p_values), alpha=ALPHA, method=method)[1]
    return [float(min(1.0, q)) for q in adjusted]


def survives(q: float) -> bool:
    return q < ALPHA


Z95: Final = 1.959963984540054
"""The normal quantile of a 95% interval (the study's intervals are mean ± Z95 standard errors)."""


def z_interval(effect: dict[str, float], key: str = "diff") -> float:
    """How many standard errors `effect[key]` lies from 0, from its 95% interval (infinite for
    a non-zero effect without spread, 0 for an interval without bounds)."""
    half = (effect["high"] - effect["low"]) / 2.0
    if not math.isfinite(half):
        return 0.0
    if half <= 0.0:
        return math.copysign(math.inf, effect[key]) if effect[key] else 0.0
    return effect[key] / (half / Z95)


def p_interval(effect: dict[str, float], key: str = "diff") -> float:
    """The two-sided p-value that `effect[key]` differs from 0, from its 95% interval."""
    return p_from_z(z_interval(effect, key))


def correct(entries: list[dict[str, Any]], p_values: Sequence[float], method: Method) -> int:
    """Write each entry's "p" and corrected "q" (one family); the number that survive."""
    qs = adjust(p_values, method)
    for entry, p, q in zip(entries, p_values, qs, strict=True):
        entry["p"] = p
        entry["q"] = q
    return sum(survives(q) for q in qs)


def annotate(figures: StudyFigures, method: Method = "fdr_bh") -> StudyFigures:
    """The study's figures with a p-value and a q-value (corrected within its family) on every
    tested effect, and `figures["corrections"]`: the method, the level and, per family, how many
    tests it holds and how many survive. Families: the seats' win rates against an equal share;
    the counted cards' score difference (takers against non-takers); the table's cards (events);
    the data experiments' effect on the mean score and on each position's win rate; restricted
    play's effect on the restricted seat's win rate (cards the standard agent never took aside:
    nothing was tested)."""
    families: dict[str, Family] = {}

    def family(name: str, entries: list[dict[str, Any]], p_values: list[float]) -> None:
        if entries:
            families[name] = {
                "tests": len(entries),
                "surviving": correct(entries, p_values, method),
            }

    outcomes = figures.get("outcomes", {})
    positions = outcomes.get("positions", [])
    share = outcomes.get("equal_share", 0.0)
    family(
        "seats",
        [p["win"] for p in positions],
        [p_rate(p["win"]["rate"] * p["win"]["n"], int(p["win"]["n"]), share) for p in positions],
    )
    cards = [c["score_diff"] for c in figures.get("cards", []) if "score_diff" in c]
    family("cards", cards, [p_interval(e) for e in cards])
    table = [c["score_diff"] for c in figures.get("table_cards", []) if "score_diff" in c]
    family("table cards", table, [p_interval(e) for e in table])
    values = figures.get("experiments", {}).get("values", [])
    scored = [v["score"] for v in values if "score" in v]
    family("data values: mean score", scored, [p_interval(e, "mean") for e in scored])
    seat_effects = [s for v in values for s in v.get("seats", [])]
    family("data values: seats' win rates", seat_effects, [p_interval(e) for e in seat_effects])
    subjects = [
        r for r in figures.get("restricted", {}).get("subjects", []) if not r.get("never_taken")
    ]
    family(
        "restricted play: win rate",
        [r["win_diff"] for r in subjects],
        [p_interval(r["win_diff"], "mean") for r in subjects],
    )
    figures["corrections"] = {
        "method": method,
        "name": METHODS[method],
        "alpha": ALPHA,
        "families": families,
    }
    return figures
