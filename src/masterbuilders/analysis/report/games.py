"""The report's sections on the games themselves: their shape, their outcomes, the cards that win
and the table's cards."""

from __future__ import annotations

import html
import math

from masterbuilders.analysis.report.findings import _qcell
from masterbuilders.analysis.report.plots import COLOURS, _err, _figure, _hist, _png
from masterbuilders.analysis.report.words import _diff, _place, _plural, _rate, _table, pct
from masterbuilders.analysis.study.schema import StudyFigures


def shape_section(f: StudyFigures) -> str:
    shape = f["shape"]
    fig, (ax1, ax2) = _figure(10, 3.2, 2)
    _hist(ax1, shape["rounds"]["histogram"], COLOURS[0])
    ax1.set_xlabel("rounds")
    ax1.set_ylabel("games")
    ax1.set_title("game length")
    for s, d in enumerate(shape["decisions_per_seat"]):
        xs = [float(k) for k in d["histogram"]]
        ax2.plot(xs, list(d["histogram"].values()), ".", color=COLOURS[s], label=f"seat {s + 1}")
    ax2.set_xlabel("decisions in a game")
    ax2.set_ylabel("games")
    ax2.set_title("decisions per seat")
    ax2.legend()
    lengths = _png(fig)
    kinds = sorted(shape["branching"].items(), key=lambda kv: kv[1]["mean"])
    fig, ax = _figure(10, 0.4 * len(kinds) + 1.2)
    names = [k for k, _ in kinds]
    means = [d["mean"] for _, d in kinds]
    ax.barh(names, means, color=COLOURS[0])
    ax.errorbar(
        means,
        names,
        xerr=_err(means, [d["p10"] for _, d in kinds], [d["p90"] for _, d in kinds]),
        fmt="none",
        ecolor="black",
        capsize=3,
    )
    ax.set_xlabel("legal choices per decision (mean; bars: 10th-90th percentile)")
    ax.set_title("branching factor by decision kind")
    branching = _png(fig)
    rows = [
        [k, d["n"], f"{d['mean']:.1f}", d["median"], f"{d['p10']}-{d['p90']}", d["max"]]
        for k, d in sorted(shape["branching"].items(), key=lambda kv: -kv[1]["n"])
    ]
    hidden = [
        [s + 1, pct(h["decisions_share"]), f"{h['facts_per_game']:.1f}"]
        for s, h in enumerate(shape["hidden"])
    ]
    return "".join(
        [
            "<h2>Game shape</h2>",
            f"<p>Rounds: median {shape['rounds']['median']:g}, {shape['rounds']['min']}-"
            f"{shape['rounds']['max']}; decisions per game: median "
            f"{shape['decisions_per_game']['median']:g}; chance draws per game: median "
            f"{shape['chance_per_game']['median']:g}. Ended by: "
            + html.escape(", ".join(f"{k} {v}" for k, v in shape["ended_by"].items()))
            + ".</p>",
            lengths,
            branching,
            _table(
                ["decision kind", "decisions", "mean choices", "median", "p10-p90", "max"], rows
            ),
            "<h3>What a seat does not see</h3>",
            "<p>Share of a seat's decisions taken while part of the state was hidden from it "
            "(not counting the order of decks still to be drawn), and hidden facts met per game.</p>",
            _table(["seat", "decisions with something hidden", "hidden facts per game"], hidden),
        ]
    )


def outcome_section(f: StudyFigures) -> str:
    o = f["outcomes"]
    seats = o["positions"]
    fig, (ax1, ax2, ax3) = _figure(11, 3.2, 3)
    rates = [s["win"]["rate"] for s in seats]
    ax1.bar(
        [_place(s["position"]) for s in seats],
        rates,
        yerr=_err(rates, [s["win"]["low"] for s in seats], [s["win"]["high"] for s in seats]),
        capsize=5,
        color=COLOURS[0],
    )
    ax1.axhline(o["equal_share"], color="grey", linestyle="--", linewidth=1)
    ax1.set_ylabel("win rate (95% interval)")
    ax1.set_title("win rate by place in the turn order")
    for s in seats:
        xs = [float(k) for k in s["scores"]["histogram"]]
        ax2.plot(
            xs,
            list(s["scores"]["histogram"].values()),
            color=COLOURS[s["position"]],
            lw=1.2,
            label=_place(s["position"]),
        )
    ax2.set_xlabel("final score")
    ax2.set_ylabel("seats")
    ax2.set_title("score distribution")
    ax2.legend(fontsize=7)
    _hist(ax3, o["margin"]["histogram"], COLOURS[2])
    ax3.set_xlabel("winner's lead over the runner-up")
    ax3.set_title("margin of victory")
    rows = [
        [
            _place(s["position"]),
            _rate(s["win"]),
            f"{s['rank']['mean']:.2f} ({s['rank']['low']:.2f}-{s['rank']['high']:.2f})",
            f"{s['score']['mean']:.1f} ({s['score']['low']:.1f}-{s['score']['high']:.1f})",
            f"{s['scores']['p10']:g}-{s['scores']['p90']:g}",
            _qcell(s["win"]),
        ]
        for s in seats
    ]
    settled = ", ".join(f"{k}: {v}" for k, v in o["settled_by"].items()) or "none"
    return "".join(
        [
            "<h2>Outcomes</h2>",
            _png(fig),
            _table(
                [
                    "place in the turn order",
                    "win rate",
                    "mean rank",
                    "mean score",
                    "score p10-p90",
                    "q (win rate against a fair share)",
                ],
                rows,
            ),
            f"<p>Top score tied: {_rate(o['score_ties'])} of games; settled by {html.escape(settled)}; "
            f"first place shared: {_rate(o['shared_wins'])}.</p>",
        ]
    )


def card_section(f: StudyFigures) -> str:
    out = [
        "<h2>What wins</h2>",
        "<p>For every card a seat can take: how often a seat took it, the win rate of the seats "
        "that took it and of those that did not, and the difference of their final scores. A "
        "comparison, not an experiment: good players and good positions take good cards. "
        f"<span class='small'>Grey</span>: fewer than {f['small_sample']} seat-games on one side.</p>",
    ]
    kinds = list(dict.fromkeys(c["kind"] for c in f["cards"]))
    for kind in kinds:
        every = sorted(
            (c for c in f["cards"] if c["kind"] == kind), key=lambda c: c["score_diff"]["diff"]
        )
        rows = [c for c in every if math.isfinite(c["score_diff"]["low"])]
        fig, ax = _figure(10, 0.28 * len(rows) + 1.2)
        diffs = [c["score_diff"]["diff"] for c in rows]
        lows = [c["score_diff"]["low"] for c in rows]
        highs = [c["score_diff"]["high"] for c in rows]
        colours = ["#bbbbbb" if c["small_sample"] else COLOURS[0] for c in rows]
        ax.barh([c["name"] for c in rows], diffs, color=colours)
        ax.errorbar(
            diffs,
            range(len(rows)),
            xerr=_err(diffs, lows, highs),
            fmt="none",
            ecolor="black",
            capsize=2,
        )
        ax.axvline(0, color="grey", linewidth=1)
        ax.set_xlabel("final score: seats that took it minus seats that did not (95% interval)")
        ax.set_title(_plural(kind))
        out.append(f"<h3>{html.escape(_plural(kind).capitalize())}</h3>")
        out.append(_png(fig))
        by_round = [c for c in sorted(rows, key=lambda c: -c["taken"]["rate"]) if c["by_round"]][:6]
        if by_round:
            fig, ax = _figure(10, 3)
            drawn = 0
            for i, c in enumerate(by_round):
                pts = [
                    (int(b["rounds"].split("-")[0]), b["win"]["rate"])
                    for b in c["by_round"]
                    if b["win"]["n"] >= 10
                ]
                if pts:
                    ax.plot(
                        [p[0] for p in pts],
                        [p[1] for p in pts],
                        "o-",
                        color=COLOURS[i % len(COLOURS)],
                        label=c["name"][:40],
                    )
                    drawn += 1
            ax.axhline(f["outcomes"]["equal_share"], color="grey", linestyle="--", linewidth=1)
            ax.set_xlabel("round taken (first round of each group)")
            ax.xaxis.get_major_locator().set_params(integer=True)
            ax.set_ylabel("win rate of its takers")
            ax.set_title(
                f"the most taken {_plural(kind)}: win rate by the round they were taken (10+ takers)"
            )
            if drawn:
                ax.legend(fontsize=7)
                out.append(_png(fig))
            else:
                import matplotlib.pyplot as plt

                plt.close(fig)
        table_rows = [
            [
                c["name"],
                _rate(c["taken"]),
                _rate(c["win_taken"]),
                _rate(c["win_not_taken"]),
                _diff(c["score_diff"]),
                _qcell(c["score_diff"]),
                "; ".join(
                    f"round {b['rounds']}: {pct(b['win']['rate'])} of {b['win']['n']}"
                    for b in c["by_round"]
                ),
                "small sample" if c["small_sample"] else "",
            ]
            for c in reversed(every)
        ]
        out.append(
            _table(
                [
                    kind,
                    "taken by a seat",
                    "win rate, taken",
                    "win rate, not taken",
                    "score difference",
                    "q",
                    "win rate by round taken",
                    "",
                ],
                table_rows,
                "cards",
            )
        )
    return "".join(out)


def table_card_section(f: StudyFigures) -> str:
    rows = f["table_cards"]
    if not rows:
        return ""
    rows = sorted(rows, key=lambda e: e["score_diff"]["diff"])
    fig, ax = _figure(10, 0.3 * len(rows) + 1.2)
    diffs = [e["score_diff"]["diff"] for e in rows]
    ax.barh([e["name"] for e in rows], diffs, color=COLOURS[1])
    ax.errorbar(
        diffs,
        range(len(rows)),
        xerr=_err(
            diffs, [e["score_diff"]["low"] for e in rows], [e["score_diff"]["high"] for e in rows]
        ),
        fmt="none",
        ecolor="black",
        capsize=2,
    )
    ax.axvline(0, color="grey", linewidth=1)
    ax.set_xlabel("a seat's final score in games where it came up minus games where it did not")
    kind = rows[0]["kind"]
    ax.set_title(_plural(kind))
    return "".join(
        [
            f"<h2>{html.escape(_plural(kind).capitalize())}</h2>",
            _png(fig),
            _table(
                [kind, "came up", "mean round", "score per seat", "winner's margin"],
                [
                    [
                        e["name"],
                        _rate(e["came_up"]),
                        f"{e['round']['mean']:.1f}",
                        _diff(e["score_diff"]),
                        _diff(e["margin_diff"]),
                    ]
                    for e in reversed(rows)
                ],
            ),
        ]
    )
