"""The ladder's plot: each rung's strength and the head-to-head win rate of each step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from masterbuilders.analysis.skill.models import ALPHA_NO_SKILL, BOUND, STEP


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
