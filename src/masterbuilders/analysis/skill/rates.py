"""Win rate and mean rank per agent in any mixed set of games (a ladder's, a study's)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from masterbuilders.ai.arena import GameOutcome, wilson

Z95 = 1.96
"""The normal quantile of the 95% interval of a mean rank."""


def _seats(game: GameOutcome | Mapping[str, Any]) -> tuple[list[str], list[int]] | None:
    if isinstance(game, GameOutcome):
        return list(game.lineup), list(game.ranks)
    lineup, ranks = game.get("lineup"), game.get("ranks")
    if not isinstance(lineup, list) or not isinstance(ranks, list) or game.get("error"):
        return None
    return [str(a) for a in lineup], [int(r) for r in ranks]


def agent_rates(
    games: Iterable[GameOutcome | Mapping[str, Any]], agents: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """Each agent's win rate and mean rank over games where seats are played by named agents
    (tournament outcomes or a study's traced games; games without a lineup and ranks, such as
    failed ones, are left out). One entry per seat an agent held: a win counts 1, a first place
    shared by n seats 1/n; win rate with its 95% Wilson interval; mean rank with a 95% normal
    interval (mean +- 1.96 standard errors, kept within 1 and the most players; with one entry,
    that whole range);
    `fair_share`: the win rate of an agent no better than the others (mean of 1 / players).
    Agents in the order of `agents`, then as first met."""
    entries: dict[str, list[tuple[float, int, int]]] = {name: [] for name in agents}
    for game in games:
        seats = _seats(game)
        if seats is None:
            continue
        lineup, ranks = seats
        winners = sum(1 for r in ranks if r == 1)
        for name, rank in zip(lineup, ranks, strict=True):
            share = 1.0 / winners if rank == 1 else 0.0
            entries.setdefault(name, []).append((share, rank, len(lineup)))
    rows = []
    for name, seats_of in entries.items():
        n = len(seats_of)
        wins = sum(s for s, _, _ in seats_of)
        low, high = wilson(wins, n)
        ranks_of = [float(r) for _, r, _ in seats_of]
        mean_rank = statistics.fmean(ranks_of) if n else math.nan
        most = float(max((p for _, _, p in seats_of), default=1))
        if n >= 2:
            half = Z95 * statistics.stdev(ranks_of) / math.sqrt(n)
            rank_low, rank_high = max(1.0, mean_rank - half), min(most, mean_rank + half)
        else:
            rank_low, rank_high = 1.0, most
        rows.append(
            {
                "agent": name,
                "seats": n,
                "wins": wins,
                "win_rate": wins / n if n else math.nan,
                "win_rate_low": low,
                "win_rate_high": high,
                "fair_share": statistics.fmean(1 / p for _, _, p in seats_of) if n else math.nan,
                "mean_rank": mean_rank,
                "mean_rank_low": rank_low,
                "mean_rank_high": rank_high,
            }
        )
    return rows
