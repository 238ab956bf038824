"""The study's findings put in words: the verdict, each tested effect that survives the correction
for multiple tests, the skill ladder, the agents and the game over time."""

from __future__ import annotations

import copy
import math
from typing import Any

from masterbuilders.analysis.report.words import (
    _diff,
    _place,
    _rate,
    _reading,
    _rounds,
    _share,
    pct,
)
from masterbuilders.analysis.stats import annotate, survives
from masterbuilders.analysis.study.schema import StudyFigures


def _q(effect: dict[str, Any]) -> str:
    return f"q = {effect['q']:.3g}" if "q" in effect else ""


def correction_words(f: StudyFigures) -> str:
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


def _tests(f: StudyFigures, family: str) -> int:
    corrections = f.get("corrections")
    found = corrections["families"].get(family) if corrections else None
    return int(found["tests"]) if found else 0


def corrected(f: StudyFigures) -> StudyFigures:
    """`f` with its tests corrected (a study made before issue 39 has no q-values yet)."""
    return f if "corrections" in f else annotate(copy.deepcopy(f))


def verdict(f: StudyFigures) -> list[str]:
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
    from masterbuilders.analysis.skill.models import ALPHA_NO_SKILL

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


def _seat_drivers(f: StudyFigures) -> list[str]:
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


def findings(f: StudyFigures) -> list[str]:
    """The study's main results in sentences, each with its interval: the verdict first, then the
    evidence; an effect is named only if it survives its family's correction (analysis.stats).
    Figures of a study made before the correction are corrected here, from their intervals."""
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


def _agents_sentence(f: StudyFigures) -> str:
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
