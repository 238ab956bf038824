"""The figures of the study's experiments: the data values changed (games replayed on the same
seeds with one value changed) and restricted play (one seat forbidden a card or a location)."""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Sequence
from typing import Any

from masterbuilders.analysis.restricted import (
    CARD,
)
from masterbuilders.analysis.study.config import (
    SMALL_SAMPLE,
    StudyConfig,
    chosen_experiments,
    named_experiments,
    restricted_subjects,
)
from masterbuilders.analysis.study.measures import (
    MAX_Z,
    abs_z,
    diff_interval,
    mean_interval,
    rate,
    rate_diff,
    win_share,
)
from masterbuilders.engine.study import StudyHooks, experiments


def data_experiments(
    config: StudyConfig,
    games: list[dict[str, Any]],
    variants: list[dict[str, Any]],
    hooks: StudyHooks,
) -> dict[str, Any]:
    """Each uncertain data value replayed one step away on the study's first seeds, and each value
    the study names at the value it names (`StudyConfig.experiments`; its row says `named`): the
    change in the seats' mean score (paired by seed), in each position's win share and final
    score (`_position_effects`), in how often its card is taken and in its takers' score; ranked
    by the largest change measured against its interval."""
    every, other = experiments(hooks)
    measurable = chosen_experiments(config)
    named = named_experiments(config) if config.variant_games else []
    named_paths = {e.path for e in named}
    by_path: dict[str, list[dict[str, Any]]] = {}
    for v in sorted(variants, key=lambda v: (v["variant"], v["index"])):
        by_path.setdefault(v["variant"], []).append(v)
    base = {g["index"]: g for g in games}
    rows = []
    for exp in measurable:
        played = by_path.get(exp.path, [])
        row: dict[str, Any] = {
            "path": exp.path,
            "value": exp.value,
            "alternative": exp.alternative,
            "conf": exp.conf,
            "src": exp.src,
            "card": hooks.cards[exp.card].name if exp.card else "",
            "games": 0,
        }
        if exp.path in named_paths:
            row["named"] = True
        errors = sorted(
            {
                ("not measurable: " if v.get("not_measurable") else "") + v["error"]
                for v in played
                if "error" in v
            }
        )
        if errors:
            row["refused"] = errors[0]
        pairs = [(v, base[v["index"]]) for v in played if "error" not in v and v["index"] in base]
        if pairs:
            row["games"] = len(pairs)
            row["score"] = mean_interval(
                [statistics.fmean(v["scores"]) - statistics.fmean(b["scores"]) for v, b in pairs]
            )
            row["rounds"] = mean_interval([v["rounds"] - b["rounds"] for v, b in pairs])
            row["seats"] = _position_effects(pairs, config.players)
            row["importance"] = abs_z(row["score"], "mean")
            if exp.card:
                took_v = _takers(exp.card, [v for v, _ in pairs])
                took_b = _takers(exp.card, [b for _, b in pairs])
                seats = len(pairs) * config.players
                row["taken"] = rate_diff(len(took_v), len(took_b), seats)
                row["taker_score"] = diff_interval(took_v, took_b)
                row["importance"] = max(
                    row["importance"], abs_z(row["taken"]), abs_z(row["taker_score"])
                )
            # an effect without spread (a planted constant) is as sure as can be: JSON has no
            # infinity, so it is written as the largest finite z a study can show
            row["importance"] = min(row["importance"], MAX_Z)
        rows.append(row)
    rows.sort(key=lambda r: (-r.get("importance", -1.0), r["path"]))
    return {
        "games_per_value": config.variant_games,
        "chosen": config.values,
        "named": [f"{e.path}={json.dumps(e.alternative)}" for e in named],
        "measurable": len(every),
        "values": rows,
        "not_measurable": [
            {"path": p, "value": m.value, "conf": m.conf, "src": m.src} for p, m in other
        ],
    }


def _position_effects(
    pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]], players: int
) -> list[dict[str, Any]]:
    """Per position in the turn order (0: the first player), the change in its win share that a
    data value's alternative makes: paired by seed (the variant's game against the study's own),
    with its 95% interval ("diff", "low", "high"; "base": its win share in the study's own
    games). What drives a seat effect shows here (issue 39). Also the paired change in that
    position's final score ("score_diff": mean, low, high, n), where a planted advantage of
    points shows at its size."""
    out = []
    for k in range(players):
        diffs = []
        scores = []
        for v, b in pairs:
            sv, sb = (v["first"] + k) % players, (b["first"] + k) % players
            diffs.append(win_share(v, sv) - win_share(b, sb))
            scores.append(float(v["scores"][sv] - b["scores"][sb]))
        effect = mean_interval(diffs)
        base = statistics.fmean(win_share(b, (b["first"] + k) % players) for _, b in pairs)
        out.append({
            "position": k,
            "diff": effect["mean"],
            "low": effect["low"],
            "high": effect["high"],
            "base": base,
            "score_diff": mean_interval(scores),
        })  # fmt: skip
    return out


def restricted_play(
    config: StudyConfig, games: list[dict[str, Any]], restricted: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """Restricted play (analysis.restricted), for each card a seat can claim and each board
    location: the restricted seat's win share and final score in its pair (the study's own game on
    the same seed and seats, every seat standard) minus those in the game where it was forbidden it,
    paired by game; how often the standard agent took it in the pairs (the games where the
    restricted seat's agent chose a forbidden action: up to that decision the two games are the
    same, so the standard agent chose it there), how often every legal action was forbidden, and for
    a card how often the restricted seat held it all the same (dealt at set-up, or forced). Ranked
    by the win-rate difference."""
    base = {g["index"]: g for g in games}
    by_key: dict[str, list[dict[str, Any]]] = {}
    for r in sorted(restricted, key=lambda r: (r["restricted"], r["index"])):
        by_key.setdefault(r["restricted"], []).append(r)
    rows = []
    for subject in restricted_subjects(config):
        pairs = [(r, base[r["index"]]) for r in by_key.get(subject.key, []) if r["index"] in base]
        n = len(pairs)
        taken = sum(1 for r, _ in pairs if r["overridden"] or r["forced"])
        row: dict[str, Any] = {
            "key": subject.key,
            "what": subject.key.partition(":")[0],
            "id": subject.id,
            "name": subject.name,
            "kind": subject.kind,
            "games": n,
            "taken": rate(taken, n),
            "never_taken": taken == 0,
            "win_diff": mean_interval(
                [win_share(b, r["seat"]) - win_share(r, r["seat"]) for r, b in pairs]
            ),
            "score_diff": mean_interval(
                [b["scores"][r["seat"]] - r["scores"][r["seat"]] for r, b in pairs]
            ),
            "forced": rate(sum(1 for r, _ in pairs if r["forced"]), n),
            "small_sample": n < SMALL_SAMPLE,
        }
        if row["what"] == CARD:
            held = sum(1 for r, _ in pairs if subject.id in dict(r["acquired"][r["seat"]]))
            row["held_anyway"] = rate(held, n)
        rows.append(row)
    rows.sort(key=lambda r: (-r["win_diff"]["mean"], -r["score_diff"]["mean"], r["key"]))
    return {"games_per_subject": config.restricted_games, "subjects": rows}


def _takers(card: str, games: Iterable[dict[str, Any]]) -> list[float]:
    """Final scores of the seats that took `card`."""
    return [
        g["scores"][s] for g in games for s, held in enumerate(g["acquired"]) if card in dict(held)
    ]
