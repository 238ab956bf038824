"""The report's plots: matplotlib figures drawn off screen and embedded as PNG (no external
request), error bars, histograms, and plots sized to be read on a phone."""

from __future__ import annotations

import base64
import io
import math
from collections.abc import Sequence
from typing import Any

COLOURS = ("#4e79a7", "#e15759", "#59a14f", "#edc948", "#b07aa1", "#76b7b2")


def _err(
    centres: Sequence[float], lows: Sequence[float], highs: Sequence[float]
) -> list[list[float]]:
    """Error bar lengths below and above each centre (none where a bound is unknown; a centre
    outside its range, as a mean can lie below its 10th percentile, gets none on that side)."""
    below = [
        max(0.0, c - lo) if math.isfinite(lo) else 0.0 for c, lo in zip(centres, lows, strict=True)
    ]
    above = [
        max(0.0, hi - c) if math.isfinite(hi) else 0.0 for c, hi in zip(centres, highs, strict=True)
    ]
    return [below, above]


def _png(fig: Any) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=90)
    plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode()
    return f'<img alt="" src="data:image/png;base64,{data}">'


def _figure(width: float, height: float, cols: int = 1) -> Any:
    """A figure of `cols` plots side by side, and its axes."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt.subplots(1, cols, figsize=(width, height))


def _hist(ax: Any, histogram: dict[str, int], colour: str, label: str = "") -> None:
    xs = [float(k) for k in histogram]
    ax.bar(xs, list(histogram.values()), color=colour, alpha=0.75, label=label or None)


def _narrow_png(draw: Any, rows: int = 1, height: float = 3.6) -> str:
    """A plot read on a phone (390 px wide): `rows` axes one above the other, 5.2 inches wide,
    large type; `draw(axes)` draws them (a list of axes)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with plt.rc_context(
        {
            "font.size": 14,
            "axes.titlesize": 14,
            "axes.labelsize": 14,
            "xtick.labelsize": 13,
            "ytick.labelsize": 13,
            "legend.fontsize": 12,
        }
    ):
        fig, axes = plt.subplots(rows, 1, figsize=(5.2, height * rows), squeeze=False)
        draw([row[0] for row in axes])
        return _png(fig)
