"""Every figure of a study, computed from its traced games only (`summarize`): the games' shape,
their outcomes, the cards that win, the table's cards, the data experiments, restricted play, the
game over time and, in a study of mixed agents, each agent's win rate."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from masterbuilders.analysis.stats import annotate, correct, p_rate
from masterbuilders.analysis.study.config import SMALL_SAMPLE, StudyConfig, hooks_of
from masterbuilders.analysis.study.course import time_course
from masterbuilders.analysis.study.experiments import data_experiments, restricted_play
from masterbuilders.analysis.study.measures import (
    diff_interval,
    margin,
    mean_interval,
    rate,
    spread,
    win_share,
)
from masterbuilders.analysis.study.schema import (
    Corrections,
    Outcomes,
    Position,
    Shape,
    Spread,
    StudyFigures,
)
from masterbuilders.engine import get_game
from masterbuilders.engine.study import StudyHooks


def summarize(
    config: StudyConfig,
    games: list[dict[str, Any]],
    variants: list[dict[str, Any]],
    restricted: Sequence[dict[str, Any]] = (),
) -> StudyFigures:
    """Every figure of the study, computed from the traced games only; every tested effect with its
    p-value and its q-value, corrected within its family (analysis.stats)."""
    hooks = hooks_of(config.game)
    games = sorted(games, key=lambda g: g["index"])
    table = _table_kinds(games, hooks)
    figures: StudyFigures = {
        "game": config.game,
        "title": get_game(config.game).title,
        "players": config.players,
        "agents": list(config.agents),
        "games": len(games),
        "seed": config.seed,
        "command": config.command,
        "small_sample": SMALL_SAMPLE,
        "shape": shape(games, config.players),
        "outcomes": outcomes(games, config.players, hooks.tiebreaks),
        "cards": cards(games, config.players, hooks, table),
        "table_cards": table_cards(games, hooks, table),
        "experiments": data_experiments(config, games, variants, hooks),
        "restricted": restricted_play(config, games, restricted),
    }
    course = time_course(games, config.players)
    if course is not None:
        figures["time"] = course
    figures = annotate(figures)
    if len(set(config.agents)) > 1:
        figures["agent_rates"] = per_agent(games, config.agents, figures["corrections"])
    return figures


AGENTS_FAMILY = "agents: win rate"
"""The family of tests of a mixed study's agents: each agent's win rate against its fair share."""


def per_agent(
    games: Sequence[dict[str, Any]], agents: Sequence[str], corrections: Corrections
) -> list[dict[str, Any]]:
    """In a study whose seats are played by different agents: each agent's win rate (a shared
    first place counts 1/n; Wilson interval) and mean rank (normal interval) over the seats it
    held (analysis.skill.agent_rates), in the order the study names them; each win rate tested
    against the agent's fair share (the win rate of an agent no better than the others), its p-value
    corrected over the agents as a family of its own (added to `corrections`)."""
    from masterbuilders.analysis.skill.rates import agent_rates

    rows = [r for r in agent_rates(games, list(dict.fromkeys(agents))) if r["seats"]]
    p_values = [p_rate(r["wins"], r["seats"], r["fair_share"]) for r in rows]
    if rows:
        corrections["families"][AGENTS_FAMILY] = {
            "tests": len(rows),
            "surviving": correct(rows, p_values, corrections["method"]),
        }
    return rows


def shape(games: list[dict[str, Any]], players: int) -> Shape:
    """How a game runs: decisions per seat, rounds, the choices per decision by kind, chance
    draws, and how often a seat decides without seeing everything."""
    kinds: dict[str, Counter[int]] = {}
    for g in games:
        for kind, hist in g["kinds"].items():
            counter = kinds.setdefault(kind, Counter())
            for b, c in hist.items():
                counter[int(b)] += c
    every: Counter[int] = Counter()
    for c in kinds.values():
        every.update(c)
    return {
        "rounds": spread([g["rounds"] for g in games]),
        "decisions_per_game": spread([sum(g["decisions"]) for g in games]),
        "decisions_per_seat": [spread([g["decisions"][s] for g in games]) for s in range(players)],
        "chance_per_game": spread([g["chance"] for g in games]),
        "branching": {
            kind: _counter_spread(c) for kind, c in sorted(kinds.items(), key=lambda kv: kv[0])
        },
        "branching_all": _counter_spread(every),
        "hidden": [
            {
                "decisions_share": (
                    sum(g["hidden_decisions"][s] for g in games)
                    / max(1, sum(g["decisions"][s] for g in games))
                ),
                "facts_per_game": statistics.fmean(g["hidden_facts"][s] for g in games),
            }
            for s in range(players)
        ],
        "ended_by": dict(Counter(g["ended_by"] for g in games)),
    }


def _counter_spread(c: Counter[int]) -> Spread:
    """`spread` of a sample given as value -> count."""
    n = sum(c.values())
    ordered = sorted(c.items())

    def quantile(q: float) -> int:
        k = q * (n - 1)
        seen = 0
        for value, count in ordered:
            seen += count
            if seen > k:
                return value
        return ordered[-1][0]

    return {
        "n": n,
        "mean": sum(v * k for v, k in ordered) / n,
        "median": quantile(0.5),
        "p10": quantile(0.1),
        "p90": quantile(0.9),
        "min": ordered[0][0],
        "max": ordered[-1][0],
        "histogram": {str(v): k for v, k in ordered},
    }


def outcomes(games: list[dict[str, Any]], players: int, tiebreaks: Sequence[str]) -> Outcomes:
    """Scores, win rate and mean rank by position in the turn order (0: the first player; the
    first-player advantage), the margin of victory, ties and the tie-break that settled them."""
    positions: list[Position] = []
    for k in range(players):
        seat = [(g["first"] + k) % players for g in games]
        positions.append(
            {
                "position": k,
                "win": rate(
                    sum(win_share(g, s) for g, s in zip(games, seat, strict=True)), len(games)
                ),
                "rank": mean_interval([g["ranks"][s] for g, s in zip(games, seat, strict=True)]),
                "score": mean_interval([g["scores"][s] for g, s in zip(games, seat, strict=True)]),
                "scores": spread([g["scores"][s] for g, s in zip(games, seat, strict=True)]),
            }
        )
    margins = []
    settled: Counter[str] = Counter()
    for g in games:
        margins.append(margin(g))
        best = max(g["scores"])
        tied = [s for s, v in enumerate(g["scores"]) if v == best]
        if len(tied) > 1:
            settled[_settled_by(g, tied, tiebreaks)] += 1
    ties = sum(settled.values())
    return {
        "positions": positions,
        "equal_share": 1 / players,
        "margin": spread(margins),
        "score_ties": rate(ties, len(games)),
        "settled_by": dict(settled),
        "shared_wins": rate(sum(1 for g in games if g["ranks"].count(1) > 1), len(games)),
    }


def _settled_by(g: dict[str, Any], tied: list[int], tiebreaks: Sequence[str]) -> str:
    """The first tie-break that separates the best of the seats tied on score, or 'shared'."""
    for k, name in enumerate(tiebreaks):
        values = [g["tiebreaks"][s][k] for s in tied]
        best = max(values)
        if values.count(best) == 1:
            return name
        tied = [s for s in tied if g["tiebreaks"][s][k] == best]
    return "shared"


def _round_groups(games: list[dict[str, Any]]) -> int:
    """Rounds per group for the by-round figures: at most 6 groups up to the longest game."""
    longest = max((g["rounds"] for g in games), default=1)
    return max(1, math.ceil(longest / 6))


def cards(
    games: list[dict[str, Any]], players: int, hooks: StudyHooks, table: set[str]
) -> list[dict[str, Any]]:
    """For every card a seat can take (not of the `table` kinds): how often it was taken, and the
    win rate and score of the seats that took it against those that did not, overall and by the
    round it was taken."""
    width = _round_groups(games)
    rows = []
    taken = [[dict(seat) for seat in g["acquired"]] for g in games]
    for card, info in hooks.cards.items():
        if info.kind in table:
            continue
        with_card: list[tuple[dict[str, Any], int, int]] = []
        without: list[tuple[dict[str, Any], int]] = []
        for g, held in zip(games, taken, strict=True):
            for s in range(players):
                when = held[s].get(card)
                if when is None:
                    without.append((g, s))
                else:
                    with_card.append((g, s, when))
        n = len(with_card) + len(without)
        if n == 0:
            continue
        scores_with = [g["scores"][s] for g, s, _ in with_card]
        scores_without = [g["scores"][s] for g, s in without]
        by_round = []
        for start in range(1, max((w for *_, w in with_card), default=0) + 1, width):
            group = [(g, s) for g, s, w in with_card if start <= w < start + width]
            if not group:
                continue
            by_round.append(
                {
                    "rounds": f"{start}" if width == 1 else f"{start}-{start + width - 1}",
                    "win": rate(sum(win_share(g, s) for g, s in group), len(group)),
                    "score_vs_not_taken": diff_interval(
                        [g["scores"][s] for g, s in group], scores_without
                    ),
                }
            )
        rows.append(
            {
                "card": card,
                "name": info.name,
                "kind": info.kind,
                "taken": rate(len(with_card), n),
                "win_taken": rate(sum(win_share(g, s) for g, s, _ in with_card), len(with_card)),
                "win_not_taken": rate(sum(win_share(g, s) for g, s in without), len(without)),
                "score_diff": diff_interval(scores_with, scores_without),
                "small_sample": min(len(with_card), len(without)) < SMALL_SAMPLE,
                "by_round": by_round,
            }
        )
    return rows


def _table_kinds(games: list[dict[str, Any]], hooks: StudyHooks) -> set[str]:
    """Kinds of the cards that come up for the whole table rather than being taken by a seat."""
    return {hooks.cards[c].kind for g in games for c, _ in g["revealed"] if c in hooks.cards}


def table_cards(
    games: list[dict[str, Any]], hooks: StudyHooks, table: set[str]
) -> list[dict[str, Any]]:
    """For every card of the `table` kinds, which come up for the whole table (events): how often
    and when, and the seats' scores in games where it came up against games where it did not."""
    rows = []
    for card, info in hooks.cards.items():
        if info.kind not in table:
            continue
        came = [g for g in games if card in dict(g["revealed"])]
        other = [g for g in games if card not in dict(g["revealed"])]
        rows.append(
            {
                "card": card,
                "name": info.name,
                "kind": info.kind,
                "came_up": rate(len(came), len(games)),
                "round": mean_interval([dict(g["revealed"])[card] for g in came]),
                "score_diff": diff_interval(
                    [v for g in came for v in g["scores"]], [v for g in other for v in g["scores"]]
                ),
                "margin_diff": diff_interval([margin(g) for g in came], [margin(g) for g in other]),
                "small_sample": min(len(came), len(other)) < SMALL_SAMPLE,
            }
        )
    return rows
