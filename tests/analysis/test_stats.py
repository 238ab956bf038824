"""The study's statistics (issue 39): p-values from its intervals, and the correction of each family
of tests for their number, which changes which findings are reported."""

from __future__ import annotations

import math

import pytest

from masterbuilders.analysis.stats import (
    ALPHA,
    Z95,
    adjust,
    annotate,
    p_from_z,
    p_interval,
    p_rate,
    survives,
)


def test_p_values_of_the_normal_statistic() -> None:
    assert p_from_z(0.0) == 1.0
    assert p_from_z(Z95) == pytest.approx(0.05, abs=1e-9)
    assert p_from_z(-Z95) == pytest.approx(0.05, abs=1e-9)
    assert p_from_z(math.inf) == 0.0
    # an interval that just touches 0 is p = 0.05; one centred on 0 is p = 1
    assert p_interval({"diff": 1.0, "low": 0.0, "high": 2.0}) == pytest.approx(0.05, abs=1e-9)
    assert p_interval({"diff": 0.0, "low": -1.0, "high": 1.0}) == 1.0
    assert p_interval({"mean": 2.0, "low": 1.0, "high": 3.0}, "mean") < 0.001
    # 540 wins of 2000 against an equal share of 25%: 2.58 standard errors
    assert p_rate(540, 2000, 0.25) == pytest.approx(p_from_z(0.02 / math.sqrt(0.25 * 0.75 / 2000)))
    assert p_rate(500, 2000, 0.25) == 1.0


def test_the_correction_changes_what_is_reported() -> None:
    """Twenty tests, one at p = 0.03: alone it would be a finding; corrected for the family it is
    not (BH: q = 0.03 * 20 / rank). A strong effect survives both corrections; Holm is stricter
    than Benjamini-Hochberg where several effects are moderate."""
    ps = [0.03] + [0.2 + 0.03 * i for i in range(19)]
    assert survives(ps[0]) and not survives(adjust(ps)[0])
    assert adjust(ps)[0] == pytest.approx(0.6)
    strong = [0.0001, *ps[1:]]
    assert survives(adjust(strong)[0]) and survives(adjust(strong, "holm")[0])
    moderate = [0.01, 0.012, 0.015, 0.02, 0.5]
    bh, holm = adjust(moderate), adjust(moderate, "holm")
    assert sum(map(survives, bh)) == 4 and sum(map(survives, holm)) == 0
    assert all(q >= p for p, q in zip(moderate, bh, strict=True))


def _figures(first_wins: int, cards: int) -> dict:
    n = 2000
    win = {"n": n, "rate": first_wins / n, "low": 0.0, "high": 1.0}
    positions = [{"win": win}] + [
        {"win": {"n": n, "rate": (n * 0.75 - first_wins) / 3 / n, "low": 0.0, "high": 1.0}}
        for _ in range(3)
    ]
    # one card whose interval just excludes 0 (p ~ 0.04) among `cards` - 1 without any effect
    listed = [{"card": "lucky", "score_diff": {"diff": 1.0, "low": 0.05, "high": 1.95}}]
    listed += [
        {"card": f"c{i}", "score_diff": {"diff": 0.1, "low": -0.9, "high": 1.1}}
        for i in range(cards - 1)
    ]
    return {"outcomes": {"positions": positions, "equal_share": 0.25}, "cards": listed}


def test_annotate_marks_every_effect_of_each_family() -> None:
    alone = annotate(_figures(600, 1))
    assert alone["cards"][0]["score_diff"]["p"] < ALPHA
    assert survives(alone["cards"][0]["score_diff"]["q"])  # one test: nothing to correct
    many = annotate(_figures(600, 30))
    lucky = many["cards"][0]["score_diff"]
    assert lucky["p"] == pytest.approx(alone["cards"][0]["score_diff"]["p"])
    assert not survives(lucky["q"])  # the same effect, among 30 tests, is no finding
    first = many["outcomes"]["positions"][0]["win"]
    assert first["p"] < 1e-6 and survives(first["q"])  # 30% against 25% of 2000 games
    families = many["corrections"]["families"]
    assert families["cards"] == {"tests": 30, "surviving": 0}
    assert families["seats"]["tests"] == 4
    assert many["corrections"]["alpha"] == ALPHA
    holm = annotate(_figures(600, 30), "holm")
    assert holm["corrections"]["method"] == "holm"


def _experiment(path: str, seat_low: float) -> dict:
    """A data value whose alternative moves the first seat's win rate by +4 points, the interval's
    low end `seat_low` (0.0032: p ~ 0.04 alone)."""
    seats = [
        {"position": 0, "diff": 0.04, "low": seat_low, "high": 0.08 - seat_low, "base": 0.2},
        {"position": 1, "diff": -0.04, "low": -0.08 + seat_low, "high": -seat_low, "base": 0.3},
    ]
    return {
        "path": path,
        "value": 1,
        "alternative": 2,
        "conf": "FAN",
        "games": 200,
        "score": {"n": 200, "mean": 0.0, "low": -1.0, "high": 1.0},
        "seats": seats,
    }


def test_the_report_names_a_seat_driver_only_if_it_survives() -> None:
    """What drives a seat effect (issue 39: the Mortar Mixer case) is named from the data
    experiments' seat effects, and only those that survive the correction: one value at p ~ 0.04
    is named alone and not among twenty values that move nothing."""
    from masterbuilders.analysis.report.findings import _seat_drivers, verdict

    def figures(values: list[dict]) -> dict:
        positions = [{"position": k, "win": {"n": 2000, "rate": 0.5}} for k in range(2)]
        return annotate(
            {
                "games": 2000,
                "outcomes": {"positions": positions, "equal_share": 0.5},
                "experiments": {"values": values},
            }
        )

    alone = figures([_experiment("craftsmen.mortar-mixer-r1.vp", 0.0032)])
    assert [d.split(" ")[0] for d in _seat_drivers(alone)] == ["craftsmen.mortar-mixer-r1.vp"] * 2
    assert any("What moves the seats' chances" in line for line in verdict(alone))
    crowd = figures(
        [_experiment("craftsmen.mortar-mixer-r1.vp", 0.0032)]
        + [_experiment(f"other.{i}", -0.04) for i in range(20)]
    )
    assert _seat_drivers(crowd) == []
    assert verdict(crowd)[0].startswith("Balanced by seat")
    strong = figures(
        [_experiment("craftsmen.mortar-mixer-r1.vp", 0.03)]
        + [_experiment(f"other.{i}", -0.04) for i in range(20)]
    )
    assert len(_seat_drivers(strong)) == 2
