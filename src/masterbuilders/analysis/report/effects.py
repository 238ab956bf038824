"""The report's sections on the study's experiments: the data values changed and restricted play."""

from __future__ import annotations

from masterbuilders.analysis.report.findings import _found, _q, _qcell
from masterbuilders.analysis.report.plots import COLOURS, _err, _figure, _png
from masterbuilders.analysis.report.words import _diff, _place, _rate, _reading, _table, pct
from masterbuilders.analysis.study.schema import StudyFigures


def experiment_section(f: StudyFigures) -> str:
    e = f["experiments"]
    values = e["values"]
    played = [v for v in values if v.get("games")]
    out = ["<h2>Uncertain data values</h2>"]
    if not played:
        out.append(
            f"<p>{e['measurable']} values marked FAN or DEFAULT could be replayed one step away; "
            "this study ran no such experiment (--variant-games 0).</p>"
        )
    else:
        out.append(
            f"<p>Every value the data marks FAN (from a fan implementation only) or DEFAULT (this "
            "project's choice where the sources are silent) that an experiment can change was "
            f"changed one step (a number one higher, a yes/no the other way) and the study's first "
            f"{e['games_per_value']} seeds replayed with it. The change in the seats' mean score "
            "is paired by seed; for a card's value also the change in how often it is taken and "
            "in its takers' score. Ranked by the largest change against its interval (|z|).</p>"
        )
        top = played[:25]
        fig, ax = _figure(10, 0.3 * len(top) + 1.2)
        labels = [
            f"{v['path']} {_reading(v['value'])} -> {_reading(v['alternative'])}"
            for v in reversed(top)
        ]
        diffs = [v["score"]["mean"] for v in reversed(top)]
        ax.barh(labels, diffs, color=COLOURS[4])
        ax.errorbar(
            diffs,
            range(len(top)),
            xerr=_err(
                diffs,
                [v["score"]["low"] for v in reversed(top)],
                [v["score"]["high"] for v in reversed(top)],
            ),
            fmt="none",
            ecolor="black",
            capsize=2,
        )
        ax.axvline(0, color="grey", linewidth=1)
        ax.set_xlabel("change in the seats' mean final score (95% interval)")
        ax.set_title("the uncertain values that matter most (top 25 by |z|)")
        out.append(_png(fig))
    out.append(
        ""
        if not values
        else _table(
            [
                "value",
                "data",
                "tried",
                "mark",
                "games",
                "mean score change",
                "q",
                "card taken (percentage points)",
                "takers' score change",
                "|z|",
                "source",
            ],
            [
                [
                    v["path"],
                    _reading(v["value"]),
                    _reading(v["alternative"]),
                    v["conf"],
                    v["games"] if "refused" not in v else f"refused: {v['refused']}",
                    _diff(v["score"], "mean") if "score" in v else "",
                    _qcell(v["score"]) if "score" in v else "",
                    _diff(v["taken"], digits=1, scale=100) if "taken" in v else "",
                    _diff(v["taker_score"]) if "taker_score" in v else "",
                    f"{v['importance']:.1f}" if "importance" in v else "",
                    v["src"],
                ]
                for v in values
            ],
            "values",
        )
    )
    moving = [v for v in values if any(_found(seat) for seat in v.get("seats", []))]
    if values and any(v.get("seats") for v in values):
        out.append(
            "<h3>Each value's effect on the seats</h3><p>The change in each place's win rate "
            "when the value is changed (paired by seed, percentage points, 95% interval); q is "
            "corrected over every value and place. "
            + (
                f"{len(moving)} value(s) move a seat's chances beyond the correction."
                if moving
                else "No value moves a seat's chances beyond the correction."
            )
            + "</p>"
        )
        shown = moving or values[:10]
        out.append(
            _table(
                ["value", "tried", *(_place(k) for k in range(f["players"]))],
                [
                    [
                        v["path"],
                        _reading(v["alternative"]),
                        *(
                            f"{100 * seat['diff']:+.1f} ({100 * seat['low']:+.1f} to "
                            f"{100 * seat['high']:+.1f}), {_q(seat)}"
                            + (" *" if _found(seat) else "")
                            for seat in v.get("seats", [])
                        ),
                    ]
                    for v in shown
                    if v.get("seats")
                ],
                "values",
            )
        )
    if e["not_measurable"]:
        out.append(
            "<h3>Not measurable by changing the data</h3><p>Readings written as words that the "
            "engine builds in: changing them needs code, not data.</p>"
        )
        out.append(
            _table(
                ["value", "reading", "mark", "source"],
                [
                    [v["path"], _reading(v["value"]), v["conf"], v["src"]]
                    for v in e["not_measurable"]
                ],
            )
        )
    return "".join(out)


def restricted_section(f: StudyFigures) -> str:
    """Restricted play: each card's (and board location's) causal value to a seat."""
    r = f.get("restricted")
    if not r or not r["subjects"]:
        return ""
    rows = r["subjects"]
    board = any(row.get("what") == "location" for row in rows)
    out = [
        "<h2>What a card is worth: restricted play</h2>",
        "<p>For every card a seat can take"
        + (", and every board location," if board else ",")
        + " games where one seat plays the same agent forbidden to take that card"
        + (" (or to visit that location)" if board else "")
        + ", the other seats as usual; each game is paired with the study's own game on the "
        "same seed and seats, where every seat plays the standard agent, and the forbidden "
        "seat rotates over the seats. "
        "The difference in that seat's win rate and final score (standard minus restricted, pair "
        "by pair) is what the card is worth to a seat: its causal value, measured by "
        "<i>restricted play</i> (Jaffe et al., AIIDE 2012). The comparison of takers with "
        "non-takers above cannot tell that: good players and good positions take good cards. "
        "Until the standard agent would take the card, a pair is the same game twice, so a card "
        "the standard agent never took in these games has no effect to measure. A positive "
        "difference: the seat does better when it may take the card. Intervals are 95% "
        "(normal) over the pairs. <span class='small'>Small sample</span>: fewer than "
        f"{f['small_sample']} games.</p>",
    ]
    table_rows = []
    for row in rows:
        notes = []
        if row["never_taken"]:
            verb = "visited" if row.get("what") == "location" else "taken"
            notes.append(f"never {verb} by the standard agent: nothing to measure")
        held = row.get("held_anyway")
        if held and held["rate"]:
            notes.append(f"held all the same in {pct(held['rate'])} (dealt, or nothing else legal)")
        if row["forced"]["rate"]:
            notes.append(f"nothing else legal in {pct(row['forced']['rate'])}")
        if row["small_sample"]:
            notes.append("small sample")
        table_rows.append(
            [
                row["name"],
                row["kind"],
                row["games"],
                _rate(row["taken"]),
                _diff(row["win_diff"], "mean", digits=1, scale=100),
                _qcell(row["win_diff"]),
                _diff(row["score_diff"], "mean"),
                "; ".join(notes),
            ]
        )
    out.append(
        _table(
            [
                "card or location",
                "kind",
                "games",
                "taken (visited) by the standard agent",
                "win rate difference (percentage points)",
                "q",
                "score difference",
                "",
            ],
            table_rows,
            "restricted",
        )
    )
    return "".join(out)
