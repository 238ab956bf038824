"""How a game goes over time: each seat's win probability after every round, the lead changes, the
round that decided the game, its drama."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from masterbuilders.analysis.study.measures import mean_interval, rate, spread

DECISIVE = 0.9
"""The eventual winner's win probability that decides a game once it stays above it."""


def leaders(win: Sequence[float]) -> frozenset[int]:
    """The seats with the highest win probability (more than one where they tie)."""
    top = max(win)
    return frozenset(s for s, p in enumerate(win) if p == top)


def lead_changes(course: Sequence[Sequence[float]]) -> int:
    """How often the leaders (`leaders`) differ from those after the round before, over the rounds
    of one game (`course`: per round, each seat's win probability at its end; the last round's is
    the final result, so a leader overtaken in the last round counts)."""
    return sum(1 for before, after in pairwise(course) if leaders(before) != leaders(after))


def winner_chance(win: Sequence[float], winners: Sequence[int]) -> float:
    """The eventual winner's win probability (the winners' together where first place was
    shared)."""
    return sum(win[w] for w in winners)


def gap(win: Sequence[float], winners: Sequence[int]) -> float:
    """How far the best-placed eventual winner's win probability lies below the leader's (0 when
    an eventual winner leads): the winner was behind when it is above 0."""
    return max(win) - max(win[w] for w in winners)


def decisive_round(
    course: Sequence[Sequence[float]], winners: Sequence[int], threshold: float = DECISIVE
) -> int | None:
    """The first round (counted from 1) after which the eventual winner's win probability stays
    above `threshold` at the end of every round before the last; None where it is not above it
    after the round before the last (the last round decided the game)."""
    found = None
    for r in range(len(course) - 1, 0, -1):
        if winner_chance(course[r - 1], winners) <= threshold:
            break
        found = r
    return found


def drama(course: Sequence[Sequence[float]], winners: Sequence[int]) -> float | None:
    """Ludii's Drama (average): the mean over the rounds before the last of `gap`, how far the
    eventual winner's win probability lay below the leader's (0 where it led). None for a game of
    one round."""
    before = course[:-1]
    if not before:
        return None
    return statistics.fmean(gap(win, winners) for win in before)


def _winners(g: dict[str, Any]) -> list[int]:
    return [s for s, r in enumerate(g["ranks"]) if r == 1]


def time_course(games: Sequence[dict[str, Any]], players: int) -> dict[str, Any] | None:
    """The game over time (issue 39), from each game's win probabilities, scores and resources at
    the end of every round (the trace's `time`; None where no game has one, as in studies traced
    before): lead changes per game, how often the eventual winner was behind after each round,
    the round that decided the game (`decisive_round`), drama (`drama`), and per round the mean
    score and resources of each place in the turn order and the eventual winner's mean win
    probability. Rates and means per round are over the games that went on after that round
    (the last round's end is the result, where the winner leads); the curves of scores and
    resources over the games that reached it."""
    traced = [g for g in games if g.get("time") and g["time"]["win"]]
    if not traced:
        return None
    changes = [lead_changes(g["time"]["win"]) for g in traced]
    decided = [decisive_round(g["time"]["win"], _winners(g)) for g in traced]
    dramas = [drama(g["time"]["win"], _winners(g)) for g in traced]
    behind_gaps = []
    for g in traced:
        gaps = [gap(win, _winners(g)) for win in g["time"]["win"][:-1]]
        behind = [x for x in gaps if x > 0]
        if behind:
            behind_gaps.append(statistics.fmean(behind))
    names: list[str] = next((g["time"]["resources"] for g in traced if g["time"]["resources"]), [])
    rounds = []
    for r in range(1, max(len(g["time"]["win"]) for g in traced) + 1):
        reached = [g for g in traced if len(g["time"]["win"]) >= r]
        went_on = [g for g in reached if len(g["time"]["win"]) > r]
        entry: dict[str, Any] = {"round": r, "games": len(reached), "went_on": len(went_on)}
        if went_on:
            trailing = sum(1 for g in went_on if gap(g["time"]["win"][r - 1], _winners(g)) > 0)
            entry["behind"] = rate(trailing, len(went_on))
            entry["winner"] = mean_interval(
                [winner_chance(g["time"]["win"][r - 1], _winners(g)) for g in went_on]
            )
        scored = [g for g in reached if g["time"]["score"]]
        if scored:
            entry["score"] = [
                statistics.fmean(
                    g["time"]["score"][r - 1][(g["first"] + k) % players] for g in scored
                )
                for k in range(players)
            ]
        held = [g for g in reached if g["time"]["held"] and g["time"]["resources"] == names]
        if held and names:
            entry["held"] = [
                {
                    name: statistics.fmean(
                        g["time"]["held"][r - 1][(g["first"] + k) % players][i] for g in held
                    )
                    for i, name in enumerate(names)
                }
                for k in range(players)
            ]
        rounds.append(entry)
    return {
        "games": len(traced),
        "from": dict(sorted(Counter(g["time"]["from"] for g in traced).items())),
        "threshold": DECISIVE,
        "resources": names,
        "lead_changes": {**spread(changes), "interval": mean_interval(changes)},
        "decisive": {
            "round": spread([d for d in decided if d is not None]),
            "before_end": spread(
                [len(g["time"]["win"]) - d for g, d in zip(traced, decided, strict=True) if d]
            ),
            "never": rate(sum(1 for d in decided if d is None), len(traced)),
        },
        "drama": {
            "mean": mean_interval([d for d in dramas if d is not None]),
            "behind": rate(len(behind_gaps), len(traced)),
            "when_behind": mean_interval(behind_gaps),
        },
        "rounds": rounds,
    }
