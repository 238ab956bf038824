"""The report's sections on the players: the skill ladder and the luck index, and in a study of
mixed agents each agent's win rate and mean rank."""

from __future__ import annotations

import base64
import html
from pathlib import Path
from typing import Any

from masterbuilders.analysis.report.findings import _agent_rate, _interval, _qcell, ladder_sentence
from masterbuilders.analysis.report.plots import COLOURS, _err, _narrow_png
from masterbuilders.analysis.report.words import _table, pct
from masterbuilders.analysis.study.schema import StudyFigures


def ladder_section(f: StudyFigures) -> str:
    """The skill ladder kept with the study (`masterbuilders ladder ... --out STUDY/ladder`):
    each pair's head-to-head, each rung's strength, win rate and mean rank, depth and the luck
    index, and the ladder's plot."""
    lad = f.get("ladder")
    if not lad:
        return ""
    import tempfile

    from masterbuilders.analysis.skill.plot import plot_ladder

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "ladder.png"
        plot_ladder(lad, path)
        image = base64.b64encode(path.read_bytes()).decode("ascii")
    luck = lad["luck"]
    pairs = _table(
        ["stronger > weaker", "games", "stronger won (95%)", "the fit predicts"],
        [
            [f"{r['stronger']} > {r['weaker']}", r["games"],
             f"{pct(r['win_rate'])} ({pct(r['win_rate_low'])}-{pct(r['win_rate_high'])})",
             pct(r["predicted"])]
            for r in lad["pairings"]
        ],
    )  # fmt: skip
    per = {r["agent"]: r for r in lad["per_rung"]}
    rungs = _table(
        ["rung", "strength (logits, 95%)", "Bradley-Terry", "win rate (95%)", "mean rank"],
        [
            [r["rung"],
             f"{r['strength']:.2f}" + _interval(r["strength_low"], r["strength_high"], ".2f"),
             f"{r['bradley_terry']:.2f}",
             f"{pct(per[r['rung']]['win_rate'])} ({pct(per[r['rung']]['win_rate_low'])}-"
             f"{pct(per[r['rung']]['win_rate_high'])})",
             f"{per[r['rung']]['mean_rank']:.2f}"]
            for r in luck["ratings"]
        ],
    )  # fmt: skip
    return (
        "<h2>Skill and luck: the ladder</h2>"
        f"<p>{html.escape(ladder_sentence(lad))}</p>"
        f"<p class='small'>Head to head: {html.escape(lad['head_to_head'])}. Depth: "
        f"{html.escape(lad['depth']['definition'])} ({html.escape(lad['depth']['reference'])}). "
        f"Model: {html.escape(luck['model'])}; {html.escape(luck['reference'])}; beside it "
        f"plain Bradley-Terry ({html.escape(luck['bradley_terry_reference'])}). Made by "
        f"<code>{html.escape(lad['command'])}</code>.</p>"
        '<img alt="The skill ladder: the strength of each rung and the head-to-head win rate '
        f'of each step" src="data:image/png;base64,{image}">' + pairs + rungs
    )


def agents_section(f: StudyFigures) -> str:
    """Win rate and mean rank per agent, in a study whose seats different agents played."""
    rows = f.get("agent_rates")
    if not rows:
        return ""

    def draw(axes: list[Any]) -> None:
        ax1, ax2 = axes
        names = [r["agent"] for r in rows]
        rates = [r["win_rate"] for r in rows]
        ax1.barh(names, rates, color=COLOURS[0])
        ax1.errorbar(
            rates,
            range(len(rows)),
            xerr=_err(rates, [r["win_rate_low"] for r in rows], [r["win_rate_high"] for r in rows]),
            fmt="none",
            ecolor="black",
            capsize=4,
        )
        for i, r in enumerate(rows):
            ax1.plot([r["fair_share"]] * 2, [i - 0.4, i + 0.4], color="grey", linestyle="--")
        ax1.set_xlim(0, 1)
        ax1.set_xlabel("win rate (95% Wilson; dashes: fair share)")
        ax1.invert_yaxis()
        means = [r["mean_rank"] for r in rows]
        ax2.barh(names, means, color=COLOURS[2])
        ax2.errorbar(
            means,
            range(len(rows)),
            xerr=_err(
                means, [r["mean_rank_low"] for r in rows], [r["mean_rank_high"] for r in rows]
            ),
            fmt="none",
            ecolor="black",
            capsize=4,
        )
        ax2.set_xlim(1, f["players"])
        ax2.set_xlabel("mean rank (1: first; 95% interval)")
        ax2.invert_yaxis()

    plot = _narrow_png(draw, rows=2, height=0.5 * len(rows) + 1.6)
    table = _table(
        ["agent", "seats", "win rate", "fair share", "q", "mean rank"],
        [
            [
                r["agent"],
                r["seats"],
                _agent_rate(r),
                pct(r["fair_share"]),
                _qcell(r),
                f"{r['mean_rank']:.2f} ({r['mean_rank_low']:.2f}-{r['mean_rank_high']:.2f})",
            ]
            for r in rows
        ],
    )
    return "".join(
        [
            "<h2>Per agent</h2>",
            "<p>Different agents played the seats (rotated over the games). For each agent, over "
            "every seat it held: its win rate (a first place shared by n seats counts 1/n; 95% "
            "Wilson interval) against its fair share, the win rate of an agent no better than the "
            "others (1 / players), with q, the p-value of that difference corrected over the "
            "agents; and its mean rank (95% normal interval).</p>",
            plot,
            table,
        ]
    )
