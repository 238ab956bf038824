"""The study's report: one self-contained HTML file (plots embedded as PNG, no external request)
written from study.json's figures alone, with its findings put in words."""

from __future__ import annotations

import base64
import copy
import html
import io
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from masterbuilders.analysis.stats import annotate, survives

COLOURS = ("#4e79a7", "#e15759", "#59a14f", "#edc948", "#b07aa1", "#76b7b2")


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _rate(r: dict[str, float]) -> str:
    return f"{pct(r['rate'])} ({pct(r['low'])}-{pct(r['high'])})"


def _num(x: float, digits: int = 2) -> str:
    if not math.isfinite(x):
        return "n/a"
    return f"{x:+.{digits}f}"


def _diff(d: dict[str, float], key: str = "diff", digits: int = 2, scale: float = 1.0) -> str:
    value, low, high = d[key] * scale, d["low"] * scale, d["high"] * scale
    if not math.isfinite(low):
        return f"{_num(value, digits)} (too few games)"
    return f"{_num(value, digits)} ({_num(low, digits)} to {_num(high, digits)})"


def _reading(value: Any) -> str:
    """A data value as a reader writes it: '1 sand, 1 metal', 'yes', '4'."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{v} {k}" for k, v in value.items())
    return str(value)


def _place(position: int) -> str:
    """'1st to play', '2nd to play', ... for a place in the turn order counted from 0."""
    n = position + 1
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') } to play"


def _plural(kind: str) -> str:
    return kind[:-3] + "men" if kind.endswith("man") else kind + "s"


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


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]], cls: str = "") -> str:
    out = [f'<table class="{cls}"><thead><tr>']
    out += [f"<th>{html.escape(h)}</th>" for h in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(_cell(str(c)) for c in row) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _cell(text: str) -> str:
    """A table cell; a long text (a source's words) wide enough to read as lines, not as a
    column of single words on a phone (the table scrolls sideways instead)."""
    cls = ' class="long"' if len(text) > 60 else ""
    return f"<td{cls}>{html.escape(text)}</td>"


def _hist(ax: Any, histogram: dict[str, int], colour: str, label: str = "") -> None:
    xs = [float(k) for k in histogram]
    ax.bar(xs, list(histogram.values()), color=colour, alpha=0.75, label=label or None)


# ---- findings ------------------------------------------------------------------------------------
def _q(effect: dict[str, Any]) -> str:
    return f"q = {effect['q']:.3g}" if "q" in effect else ""


def _correction_words(f: dict[str, Any]) -> str:
    c = f.get("corrections")
    if not c:
        return ""
    families = ", ".join(
        f"{name} ({v['surviving']} of {v['tests']})" for name, v in c["families"].items()
    )
    return (
        f"Each family of tests is corrected for its number by {c['name']}: q is the corrected "
        f"p-value, and an effect is reported (*) only where q < {c['alpha']:g}. Families (effects "
        f"reported of tests made): {families}."
    )


def _qcell(effect: dict[str, Any]) -> str:
    """A table's q-value cell: the corrected p-value, starred where the effect is reported."""
    if "q" not in effect:
        return ""
    return f"{effect['q']:.3g}" + (" *" if survives(effect["q"]) else "")


def _found(effect: dict[str, Any]) -> bool:
    """An effect the study reports: it survives its family's correction (analysis.stats)."""
    return "q" in effect and survives(effect["q"])


def _tests(f: dict[str, Any], family: str) -> int:
    return int(f.get("corrections", {}).get("families", {}).get(family, {}).get("tests", 0))


def corrected(f: dict[str, Any]) -> dict[str, Any]:
    """`f` with its tests corrected (a study made before issue 39 has no q-values yet)."""
    return f if "corrections" in f else annotate(copy.deepcopy(f))


def verdict(f: dict[str, Any]) -> list[str]:
    """What a designer should know first, from the effects that survive the correction: balanced
    by seat or not and by how much, which cards and data values to look at."""
    out = []
    share = f["outcomes"]["equal_share"]
    seats = f["outcomes"]["positions"]
    off = [p for p in seats if _found(p["win"])]
    if off:
        out.append(
            "Not balanced by seat: "
            + "; ".join(
                f"the seat {_place(p['position'])} wins {_rate(p['win'])} against a fair "
                f"{pct(share)} ({p['win']['rate'] - share:+.1%}, {_q(p['win'])})"
                for p in off
            )
            + "."
        )
    else:
        out.append(
            f"Balanced by seat at this sample: no place in the turn order wins more or less than "
            f"its fair {pct(share)} once the {_tests(f, 'seats')} seats' tests are corrected for "
            f"their number ({f['games']} games)."
        )
    if f.get("ladder"):
        out.append(ladder_sentence(f["ladder"]))
    drivers = _seat_drivers(f)
    if drivers:
        out.append("What moves the seats' chances: " + "; ".join(drivers) + ".")
    restricted = [r for r in f.get("restricted", {}).get("subjects", []) if _found(r["win_diff"])]
    if restricted:
        out.append(
            "Cards and places worth most to a seat (restricted play: forbidding them costs a seat "
            "this much of its win rate): "
            + "; ".join(
                f"{r['name']} {r['win_diff']['mean']:+.1%} ({_q(r['win_diff'])})"
                for r in restricted[:4]
            )
            + "."
        )
    values = [
        v
        for v in f["experiments"]["values"]
        if "score" in v and _found(v["score"]) and not v.get("named")
    ]
    if values:
        out.append(
            "Uncertain data values to check first: "
            + "; ".join(_value_words(v) for v in values[:3])
            + "."
        )
    return out


def _interval(low: float | None, high: float | None, form: str) -> str:
    if low is None or high is None or math.isnan(low) or math.isnan(high):
        return ""
    return f" (95% {low:{form}}-{high:{form}})"


def ladder_sentence(lad: dict[str, Any]) -> str:
    """Skill against luck from the study's skill ladder (analysis.skill): the depth in 60% steps and
    the luck index, each with its interval, and how often each level beat the one below."""
    from masterbuilders.analysis.skill import ALPHA_NO_SKILL

    luck, depth = lad["luck"], lad["depth"]
    steps = ", ".join(
        f"{r['stronger']} beat {r['weaker']} {pct(r['win_rate'])}" for r in lad["steps"]
    )
    if luck["alpha"] is None:
        alpha = "the luck index is not identified (play the ladder with --pairs all)"
    elif luck["alpha_rule"] == ALPHA_NO_SKILL:
        alpha = f"no skill effect at all is shown (p = {luck['skill_effect_p']:.2f}): luck index 1"
    else:
        alpha = (
            f"luck index alpha {luck['alpha']:.2f}"
            + _interval(luck["alpha_low"], luck["alpha_high"], ".2f")
            + ": the share of games the fit decides by a coin flip (Jerdee & Newman 2024)"
        )
    return (
        f"Skill against luck ({lad['games']} ladder games, {' < '.join(lad['rungs'])}): "
        f"{depth['steps']} steps of {depth['threshold']:.0%} from {lad['rungs'][0]} to "
        f"{lad['rungs'][-1]}"
        + _interval(depth["low"], depth["high"], ".0f")
        + f" ({steps}); {alpha}."
    )


def _seat_drivers(f: dict[str, Any]) -> list[str]:
    """The data values whose alternative changes a position's win rate beyond the correction:
    what drives a seat effect, where the experiments show it."""
    out = []
    for v in f["experiments"]["values"]:
        for seat in v.get("seats", []):
            if _found(seat):
                out.append(
                    f"{v['path']} {_reading(v['value'])} -> {_reading(v['alternative'])} "
                    f"({v['conf']}) changes the win rate of the seat {_place(seat['position'])} by "
                    f"{seat['diff']:+.1%} [{seat['low']:+.1%}, {seat['high']:+.1%}] from "
                    f"{pct(seat['base'])} ({_q(seat)}, {v['games']} paired games)"
                )
    return out


def findings(f: dict[str, Any]) -> list[str]:
    """The study's main results in sentences, each with its interval: the verdict first, then the
    evidence; an effect is named only if it survives its family's correction (analysis.stats). Figures
    of a study made before the correction are corrected here, from their intervals."""
    f = corrected(f)
    out = verdict(f)
    seats = f["outcomes"]["positions"]
    first = seats[0]["win"]
    share = f["outcomes"]["equal_share"]
    best = max(seats, key=lambda s: s["win"]["rate"])
    method = f.get("corrections", {}).get("name", "")
    out.append(
        f"The first player won {_rate(first)} of {f['games']} games against an equal share of "
        f"{pct(share)} ({_q(first)}). The best place in the turn order was "
        f"{_place(best['position'])} ({_rate(best['win'])}, mean rank {best['rank']['mean']:.2f})"
        + (f"; q-values are corrected by {method} within each family of tests." if method else ".")
    )
    if f.get("agent_rates"):
        out.append(_agents_sentence(f))
    shape = f["shape"]
    out.append(
        f"A game lasted a median {shape['rounds']['median']:g} rounds "
        f"({shape['rounds']['p10']:g}-{shape['rounds']['p90']:g} for 80% of games) and "
        f"{shape['decisions_per_game']['median']:g} decisions; a decision offered "
        f"{shape['branching_all']['mean']:.1f} choices on average (median "
        f"{shape['branching_all']['median']}, up to {shape['branching_all']['max']})."
    )
    if f.get("time"):
        out.append(_time_sentence(f["time"]))
    margin = f["outcomes"]["margin"]
    ties = f["outcomes"]["score_ties"]
    settled = ", ".join(f"{k}: {v}" for k, v in f["outcomes"]["settled_by"].items()) or "none"
    out.append(
        f"The winner led by a median {margin['median']:g} points (mean {margin['mean']:.1f}); "
        f"the top score was tied in {_rate(ties)} of games (settled by {settled})."
    )
    solid = [c for c in f["cards"] if not c["small_sample"] and _found(c["score_diff"])]
    if solid:
        top = sorted(
            (c for c in solid if c["score_diff"]["diff"] > 0),
            key=lambda c: -c["score_diff"]["diff"],
        )[:3]
        low = sorted(
            (c for c in solid if c["score_diff"]["diff"] < 0), key=lambda c: c["score_diff"]["diff"]
        )[:2]
        parts = []
        if top:
            parts.append(
                "seats that took "
                + "; ".join(f"{c['name']} ({c['kind']}) {_diff(c['score_diff'])}" for c in top)
                + " points ended with the most against seats that did not"
            )
        if low:
            parts.append(
                "the least: " + "; ".join(f"{c['name']} {_diff(c['score_diff'])}" for c in low)
            )
        text = "; ".join(parts)
        out.append(
            text[0].upper()
            + text[1:]
            + f" (of {_tests(f, 'cards')} cards tested, {len(solid)} survive the correction). "
            "These compare takers with non-takers: what a card does and who is in a position to "
            "take it are mixed in them; restricted play measures the card itself."
        )
    elif f["cards"]:
        small = sum(1 for c in f["cards"] if _found(c["score_diff"]))
        out.append(
            f"No card's takers scored differently from its non-takers once the "
            f"{_tests(f, 'cards')} cards' tests are corrected for their number"
            + (
                f", but for {small} card(s) taken too rarely to say (small samples)."
                if small
                else "."
            )
        )
    events = [e for e in f["table_cards"] if _found(e["score_diff"])]
    if events:
        out.append(
            "Events that moved every seat's score: "
            + "; ".join(
                f"{e['name']} {_diff(e['score_diff'])}"
                for e in sorted(events, key=lambda e: e["score_diff"]["diff"])
            )
            + " points per seat in games where they came up."
        )
    named = [v for v in f["experiments"]["values"] if v.get("named") and v.get("games")]
    for v in named:
        out.append(
            f"Named experiment {v['path']} {_reading(v['value'])} -> "
            f"{_reading(v['alternative'])} ({v['games']} paired games): "
            + "; ".join(
                f"the seat {_place(seat['position'])}: win rate {seat['diff']:+.1%} "
                f"[{seat['low']:+.1%}, {seat['high']:+.1%}] ({_q(seat)})"
                + (
                    f", final score {_diff(seat['score_diff'], 'mean')}"
                    if "score_diff" in seat
                    else ""
                )
                for seat in v.get("seats", [])
            )
            + "."
        )
    values = [v for v in f["experiments"]["values"] if v.get("games") and not v.get("named")]
    refused = sum(1 for v in f["experiments"]["values"] if "refused" in v)
    if values:
        moved = [v for v in values if _found(v["score"])]
        out.append(
            f"Of {len(values)} uncertain data values replayed one step away "
            f"({f['experiments']['games_per_value']} games each"
            + (f"; {refused} more not measurable" if refused else "")
            + f"), {len(moved)} changed the mean score beyond the correction"
            + (": " + "; ".join(_value_words(v) for v in moved[:3]) if moved else "")
            + "."
        )
    return out


def _agents_sentence(f: dict[str, Any]) -> str:
    """Each agent's win rate against its fair share and mean rank, and which differ beyond the
    correction."""
    rows = f["agent_rates"]
    off = [r for r in rows if _found(r)]
    parts = "; ".join(
        f"{r['agent']} won {_agent_rate(r)} of its {r['seats']} seats against a fair "
        f"{pct(r['fair_share'])} ({_q(r)}), mean rank {r['mean_rank']:.2f} "
        f"({r['mean_rank_low']:.2f}-{r['mean_rank_high']:.2f})"
        for r in rows
    )
    if off:
        verdict_words = (
            "beyond the correction over the agents, "
            + " and ".join(
                f"{r['agent']} wins {'more' if r['win_rate'] > r['fair_share'] else 'less'}"
                for r in off
            )
            + " than its fair share"
        )
    else:
        verdict_words = (
            "no agent's win rate differs from its fair share once the agents' tests are "
            "corrected for their number"
        )
    return f"Per agent (seats rotated): {parts}; {verdict_words}."


def _agent_rate(r: dict[str, Any]) -> str:
    return f"{pct(r['win_rate'])} ({pct(r['win_rate_low'])}-{pct(r['win_rate_high'])})"


def _source_words(t: dict[str, Any]) -> str:
    """Where the study's win probabilities come from, in words."""
    sources = t["from"]
    if set(sources) == {"model"}:
        return "the calibrated win-probability model (analysis.winprob)"
    if set(sources) == {"evaluation"}:
        return (
            "the softmax of the game's evaluation (its estimated final scores): no calibrated "
            "model is trained for this game at this number of players"
        )
    return (
        f"the calibrated model in {sources.get('model', 0)} games and the softmax of the "
        f"evaluation in {sources.get('evaluation', 0)} (no model trained when they were played)"
    )


def _late_round(t: dict[str, Any]) -> dict[str, Any] | None:
    """The last round after which at least half of the games went on."""
    late = [r for r in t["rounds"] if "behind" in r and r["went_on"] * 2 >= t["games"]]
    return late[-1] if late else None


def _time_sentence(t: dict[str, Any]) -> str:
    """Lead changes, how often the winner was behind, and when the game was decided."""
    lead = t["lead_changes"]
    first = t["rounds"][0]
    late = _late_round(t)
    behind = ""
    if "behind" in first:
        behind = (
            f"; the eventual winner was behind after round 1 in {_rate(first['behind'])} of games"
        )
        if late and late["round"] != 1:
            behind += f" and after round {late['round']} in {_rate(late['behind'])}"
    decisive = t["decisive"]
    threshold = _share(t["threshold"])
    if decisive["round"]["n"]:
        decided = (
            f"; the winner's chance stayed above {threshold} from a median round "
            f"{decisive['round']['median']:g} on ({_rounds(decisive['before_end']['median'])} "
            f"before the end), and only the last round decided {_rate(decisive['never'])} of games"
        )
    else:
        decided = f"; in no game was the winner's chance above {threshold} before the last round"
    return (
        f"Over time ({t['games']} games; each seat's chance to win from {_source_words(t)}): "
        f"the seat most likely to win changed a mean {lead['mean']:.2f} times per game (median "
        f"{lead['median']:g}, up to {lead['max']:g}; the final result counted){behind}{decided}."
    )


def _value_words(v: dict[str, Any]) -> str:
    text = (
        f"{v['path']} {_reading(v['value'])} -> {_reading(v['alternative'])} ({v['conf']}): mean score "
        + _diff(v["score"], "mean")
        + (f" ({_q(v['score'])})" if "q" in v["score"] else "")
    )
    if "taken" in v:
        text += (
            f", how often {v['card']} is taken "
            f"{_diff(v['taken'], digits=1, scale=100)} percentage points"
        )
    return text


# ---- the report ----------------------------------------------------------------------------------
def write_report(f: dict[str, Any], path: Path) -> None:
    """Write the report of the study's figures `f` to `path`."""
    f = corrected(f)
    parts = [
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<title>Balance study: {html.escape(f['title'])}, {f['players']} players</title>",
        f"<style>{STYLE}</style></head><body><main>",
        f"<h1>{html.escape(f['title'])}: {f['players']} players, {f['games']} games</h1>",
        f"<p class='meta'>Every seat played by <b>{html.escape(', '.join(f['agents']))}</b>, "
        f"seats rotated, seeds from {f['seed']}; a level plays its search budget without its "
        "clock (the same play on a busy machine as on an idle one, so the study is reproducible). "
        + (f"Made by <code>{html.escape(f['command'])}</code>. " if f["command"] else "")
        + "Intervals are 95% (Wilson for rates, normal for means). "
        + html.escape(_correction_words(f))
        + "</p>",
        "<h2>Verdict and findings</h2><ul>",
        *(f"<li>{html.escape(s)}</li>" for s in findings(f)),
        "</ul>",
        _shape_section(f),
        _outcome_section(f),
        _card_section(f),
        _table_card_section(f),
        _experiment_section(f),
        _restricted_section(f),
        _ladder_section(f),
        _agents_section(f),
        _time_section(f),
        "</main></body></html>",
    ]
    path.write_text("".join(parts))


def _shape_section(f: dict[str, Any]) -> str:
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


def _outcome_section(f: dict[str, Any]) -> str:
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


def _card_section(f: dict[str, Any]) -> str:
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


def _table_card_section(f: dict[str, Any]) -> str:
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


def _experiment_section(f: dict[str, Any]) -> str:
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


def _restricted_section(f: dict[str, Any]) -> str:
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


def _ladder_section(f: dict[str, Any]) -> str:
    """The skill ladder kept with the study (`masterbuilders ladder ... --out STUDY/ladder`):
    each pair's head-to-head, each rung's strength, win rate and mean rank, depth and the luck
    index, and the ladder's plot."""
    lad = f.get("ladder")
    if not lad:
        return ""
    import tempfile

    from masterbuilders.analysis.skill import plot_ladder

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


def _agents_section(f: dict[str, Any]) -> str:
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


def _time_section(f: dict[str, Any]) -> str:
    """The game over time: lead changes, the eventual winner behind, decisiveness, drama, and
    curves of the win probability, the scores and the resources round by round (absent for a
    study traced before they were recorded)."""
    t = f.get("time")
    if not t:
        return ""
    players = f["players"]
    rounds = t["rounds"]
    shown = [r for r in rounds if r["games"] * 4 >= t["games"]]
    lead = t["lead_changes"]
    decisive = t["decisive"]
    drama = t["drama"]
    threshold = t["threshold"]
    dot = "o-" if len(shown) <= 15 else "-"

    def draw_leads(axes: list[Any]) -> None:
        (ax,) = axes
        _hist(ax, lead["histogram"], COLOURS[0])
        ax.set_xlabel("lead changes in a game")
        ax.set_ylabel("games")
        ax.xaxis.get_major_locator().set_params(integer=True)
        ax.set_title("how often the likely winner changed")

    def draw_behind(axes: list[Any]) -> None:
        (ax,) = axes
        went = [r for r in shown if "behind" in r]
        xs = [r["round"] for r in went]
        behind = [r["behind"]["rate"] for r in went]
        lows = [r["behind"]["low"] for r in went]
        highs = [r["behind"]["high"] for r in went]
        if dot == "o-":
            ax.errorbar(
                xs,
                behind,
                yerr=_err(behind, lows, highs),
                fmt=dot,
                color=COLOURS[1],
                capsize=4,
                label="winner behind",
            )
        else:
            ax.plot(xs, behind, dot, color=COLOURS[1], label="winner behind")
            ax.fill_between(xs, lows, highs, color=COLOURS[1], alpha=0.2, linewidth=0)
        ax.plot(
            xs, [r["winner"]["mean"] for r in went], dot, color=COLOURS[0], label="winner's chance"
        )
        ax.axhline(threshold, color="grey", linestyle="--", linewidth=1)
        ax.set_ylim(0, 1.3)
        ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
        ax.set_xlabel("after round")
        ax.xaxis.get_major_locator().set_params(integer=True)
        ax.set_title("the eventual winner, round by round")
        ax.legend(loc="upper center", ncol=2, frameon=False)

    def draw_decisive(axes: list[Any]) -> None:
        (ax,) = axes
        never = round(decisive["never"]["rate"] * decisive["never"]["n"])
        histogram = {"0": never, **decisive["before_end"].get("histogram", {})}
        _hist(ax, histogram, COLOURS[2])
        ax.set_xlabel("rounds before the end (0: the last round)")
        ax.set_ylabel("games")
        ax.xaxis.get_major_locator().set_params(integer=True)
        ax.set_title(f"when the winner's chance stayed > {_share(threshold)}")

    def draw_scores(axes: list[Any]) -> None:
        (ax,) = axes
        scored = [r for r in shown if "score" in r]
        for k in range(players):
            ax.plot(
                [r["round"] for r in scored],
                [r["score"][k] for r in scored],
                dot,
                color=COLOURS[k % len(COLOURS)],
                label=_place(k),
            )
        ax.set_xlabel("after round")
        ax.set_ylabel("mean score")
        ax.xaxis.get_major_locator().set_params(integer=True)
        ax.set_title("score by place in the turn order")
        ax.legend()

    names = t["resources"]

    def draw_held(axes: list[Any]) -> None:
        held = [r for r in shown if "held" in r]
        for ax, name in zip(axes, names, strict=True):
            for k in range(players):
                ax.plot(
                    [r["round"] for r in held],
                    [r["held"][k][name] for r in held],
                    dot,
                    color=COLOURS[k % len(COLOURS)],
                    label=_place(k),
                )
            ax.set_ylabel(f"mean {name}")
            ax.xaxis.get_major_locator().set_params(integer=True)
        axes[0].set_title("resources by place in the turn order")
        axes[0].legend(fontsize=11)
        axes[-1].set_xlabel("after round")

    plots = [_narrow_png(draw_leads), _narrow_png(draw_behind), _narrow_png(draw_decisive)]
    if any("score" in r for r in shown):
        plots.append(_narrow_png(draw_scores))
    if names and any("held" in r for r in shown):
        plots.append(_narrow_png(draw_held, rows=len(names), height=2.4 if len(names) > 1 else 3.6))
    summary = [
        ["lead changes per game", f"mean {_mean(lead['interval'])}; median {lead['median']:g}"],
        [
            f"round from which the winner stays above {_share(threshold)}",
            (
                f"median {decisive['round']['median']:g} ({decisive['round']['p10']:g}-"
                f"{decisive['round']['p90']:g} for 80%); median "
                f"{_rounds(decisive['before_end']['median'])} before the end"
                if decisive["round"]["n"]
                else "never before the last round"
            ),
        ],
        ["decided only by the last round", _rate(decisive["never"])],
        ["winner behind after some round before the last", _rate(drama["behind"])],
        ["drama (mean gap to the leader over the rounds)", _mean(drama["mean"], 3)],
        ["its mean gap in the rounds it was behind", _mean(drama["when_behind"], 3)],
    ]
    table = _table(
        [
            "after round",
            "games",
            "winner behind",
            "winner's chance",
            *(f"mean score, {_place(k)}" for k in range(players)),
        ],
        [
            [
                r["round"],
                r["games"],
                _rate(r["behind"]) if "behind" in r else "(the result)",
                _mean(r["winner"], 3) if "winner" in r else "",
                *([f"{v:.1f}" for v in r["score"]] if "score" in r else [""] * players),
            ]
            for r in rounds
        ],
    )
    return "".join(
        [
            "<h2>Game shape over time</h2>",
            f"<p>At the end of every round of {t['games']} games, each seat's chance to win, "
            f"from {html.escape(_source_words(t))}, with its score and resources. "
            "The <b>leader</b> after a round is the seat most likely to win (several where they "
            "tie); a <b>lead change</b> is a round after which the leaders differ from those "
            "after the round before, the final result counted as the last round's end (Ludii's "
            "Lead Change). The eventual winner is <b>behind</b> after a round when it is not "
            "among the leaders. A game is <b>decided</b> from the first round after which the "
            f"winner's chance stays above {_share(threshold)} at the end of every round before the "
            "last (Ludii's Decisiveness, at a fixed threshold); where it is not above it after "
            "the round before the last, only the last round decided it. <b>Drama</b> is the mean, "
            "over the rounds before the last, of how far the winner's chance lay below the "
            "leader's (0 where it led): Ludii's Drama (average), after Browne's drama "
            "(C. Browne, <i>Automatic Generation and Evaluation of Recombination Games</i>, 2008); "
            "its mean over the rounds where the winner was behind says how deep it was. "
            "Per-round figures are over the games that went on after that round (scores and "
            "resources: that reached it); the curves stop at the last round a quarter of the games "
            "reached. Intervals are 95%.</p>",
            _table(["measure", "value"], summary),
            *plots,
            table,
        ]
    )


def _share(x: float) -> str:
    """A share as a reader writes a threshold: '90%', '92.5%'."""
    return f"{100 * x:g}%"


def _rounds(n: float) -> str:
    return f"{n:g} round" + ("" if n == 1 else "s")


def _mean(m: dict[str, float], digits: int = 2) -> str:
    """A mean with its interval: '1.23 (1.10-1.36)'."""
    if not m.get("n"):
        return "n/a"
    return f"{m['mean']:.{digits}f} ({m['low']:.{digits}f}-{m['high']:.{digits}f})"


STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; color: #222; background: #fbfaf7; margin: 0; }
main { max-width: 1100px; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; }
img { max-width: 100%; height: auto; display: block; margin: 0.5rem 0; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; display: block;
  overflow-x: auto; }
th, td { border: 1px solid #ddd; padding: 0.2rem 0.4rem; text-align: left; vertical-align: top; }
th { background: #efece4; }
td.long { min-width: 18rem; }
.meta { color: #555; } .small { color: #888; }
code { font-size: 0.85rem; }
"""


def markdown_summary(f: dict[str, Any], where: str) -> str:
    """A study's findings for a Markdown page: its title, links to its report and figures
    (`where`: the study's directory relative to the page), the command, the findings."""
    head = (
        f"### {f['title']}, {f['players']} players: {f['games']} games of "
        f"{', '.join(f['agents'])}\n\n"
        f"[report]({where}/report.html) · [figures]({where}/study.json) · "
        f"[games]({where}/games.csv)\n\n    {f['command']}\n"
    )
    return head + "\n" + "\n".join(f"- {line}" for line in findings(f)) + "\n"
