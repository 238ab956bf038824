"""A tournament's figures (issue 55: analysis of agents, above ai/arena.py, which plays it): win
rates with 95% intervals, mean score and rank per agent and per seat, TrueSkill ratings, the
games' length, and its files: tournament.json, games.csv, agents.csv and a PNG plot."""

from __future__ import annotations

import csv
import json
import statistics
from dataclasses import asdict
from pathlib import Path
from typing import Any

from masterbuilders.ai.arena import Tournament, wilson
from masterbuilders.engine import RULES_END


def agent_stats(t: Tournament) -> list[dict[str, Any]]:
    names = list(dict.fromkeys(t.agents))
    rows = []
    rated = ratings(t)
    for name in names:
        entries = [(o, s) for o in t.outcomes for s, a in enumerate(o.lineup) if a == name]
        n = len(entries)
        wins = sum(o.win_share(s) for o, s in entries)
        decisions = sum(o.decisions[s] for o, s in entries)
        think = sum(o.think_seconds[s] for o, s in entries)
        low, high = wilson(wins, n)
        rows.append(
            {
                "agent": name,
                "entries": n,
                "wins": wins,
                "win_rate": wins / n if n else 0.0,
                "win_rate_low": low,
                "win_rate_high": high,
                "mean_score": statistics.fmean(o.scores[s] for o, s in entries) if n else 0.0,
                "mean_rank": statistics.fmean(o.ranks[s] for o, s in entries) if n else 0.0,
                "seconds_per_decision": think / decisions if decisions else 0.0,
                "max_seconds_per_decision": max(
                    (o.max_think_seconds[s] for o, s in entries), default=0.0
                ),
                "trueskill_mu": rated[name][0],
                "trueskill_sigma": rated[name][1],
            }
        )
    return rows


def seat_stats(t: Tournament) -> list[dict[str, Any]]:
    rows = []
    for seat in range(t.players):
        for name in dict.fromkeys(t.agents):
            entries = [o for o in t.outcomes if o.lineup[seat] == name]
            if not entries:
                continue
            wins = sum(o.win_share(seat) for o in entries)
            low, high = wilson(wins, len(entries))
            rows.append(
                {
                    "seat": seat,
                    "agent": name,
                    "games": len(entries),
                    "win_rate": wins / len(entries),
                    "win_rate_low": low,
                    "win_rate_high": high,
                    "mean_score": statistics.fmean(o.scores[seat] for o in entries),
                    "mean_rank": statistics.fmean(o.ranks[seat] for o in entries),
                }
            )
    return rows


def ratings(t: Tournament) -> dict[str, tuple[float, float]]:
    """TrueSkill ratings (the `trueskill` library), games taken in schedule order. An agent
    that holds several seats in a game gets the mean of its seats' updates."""
    import trueskill

    env = trueskill.TrueSkill(draw_probability=0.02)
    current = {name: env.create_rating() for name in t.agents}
    for o in sorted(t.outcomes, key=lambda o: o.index):
        groups = [(current[name],) for name in o.lineup]
        ranks = [r - 1 for r in o.ranks]
        updated = env.rate(groups, ranks=ranks)
        by_agent: dict[str, list[Any]] = {}
        for name, (rating,) in zip(o.lineup, updated, strict=True):
            by_agent.setdefault(name, []).append(rating)
        for name, rs in by_agent.items():
            current[name] = env.create_rating(
                mu=statistics.fmean(r.mu for r in rs),
                sigma=statistics.fmean(r.sigma for r in rs),
            )
    return {name: (r.mu, r.sigma) for name, r in current.items()}


def length_stats(t: Tournament) -> dict[str, Any]:
    """How long the games ran (rounds and decisions: median and range) and how many ended by a
    project DEFAULT (e.g. a round limit) rather than by the rules' own end, per DEFAULT."""
    rounds = [o.rounds for o in t.outcomes]
    decisions = [sum(o.decisions) for o in t.outcomes]
    by_default: dict[str, int] = {}
    for o in t.outcomes:
        if o.ended_by != RULES_END:
            by_default[o.ended_by] = by_default.get(o.ended_by, 0) + 1
    return {
        "games": len(t.outcomes),
        "median_rounds": statistics.median(rounds) if rounds else 0,
        "min_rounds": min(rounds, default=0),
        "max_rounds": max(rounds, default=0),
        "median_decisions": statistics.median(decisions) if decisions else 0,
        "max_decisions": max(decisions, default=0),
        "ended_by_default": sum(by_default.values()),
        "ended_by_default_kinds": by_default,
    }


def to_json(t: Tournament) -> dict[str, Any]:
    return {
        "game": t.game,
        "agents": t.agents,
        "players": t.players,
        "games": t.games,
        "seed": t.seed,
        "command": t.command,
        "agent_stats": agent_stats(t),
        "seat_stats": seat_stats(t),
        "length": length_stats(t),
        "outcomes": [asdict(o) for o in sorted(t.outcomes, key=lambda o: o.index)],
    }


def save(t: Tournament, out: Path) -> list[Path]:
    """Write tournament.json, games.csv, agents.csv and tournament.png into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    written = [
        out / "tournament.json",
        out / "games.csv",
        out / "agents.csv",
        out / "tournament.png",
    ]
    written[0].write_text(json.dumps(to_json(t), indent=1) + "\n")
    with written[1].open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(
            [
                "index",
                "seed",
                "rounds",
                "decisions",
                "ended_by",
                *(f"seat{i}_{k}" for i in range(t.players) for k in ("agent", "score", "rank")),
            ]
        )
        for o in sorted(t.outcomes, key=lambda o: o.index):
            w.writerow(
                [
                    o.index,
                    o.seed,
                    o.rounds,
                    sum(o.decisions),
                    o.ended_by,
                    *(x for i in range(t.players) for x in (o.lineup[i], o.scores[i], o.ranks[i])),
                ]
            )
    stats = agent_stats(t)
    with written[2].open("w", newline="") as f:
        w2 = csv.DictWriter(f, fieldnames=list(stats[0]))
        w2.writeheader()
        w2.writerows(stats)
    plot(t, written[3])
    return written


def plot(t: Tournament, path: Path) -> None:
    """Win rates with 95% intervals, and score distributions per agent."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    stats = agent_stats(t)
    names = [s["agent"] for s in stats]
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
    rates = [s["win_rate"] for s in stats]
    err = [[r - s["win_rate_low"] for r, s in zip(rates, stats, strict=True)],
           [s["win_rate_high"] - r for r, s in zip(rates, stats, strict=True)]]  # fmt: skip
    ax1.bar(names, rates, yerr=err, capsize=6, color="#6b8fb3")
    ax1.axhline(1 / t.players, color="grey", linestyle="--", linewidth=1, label="equal share")
    ax1.set_ylim(0, 1)
    ax1.set_ylabel("win rate (95% interval)")
    ax1.set_title(f"{t.game}, {t.players} players, {len(t.outcomes)} games")
    ax1.legend(loc="upper right")
    scores = [
        [o.scores[s] for o in t.outcomes for s, a in enumerate(o.lineup) if a == n] for n in names
    ]
    ax2.boxplot(scores, tick_labels=names)
    ax2.set_ylabel("final score")
    ax2.set_title("score distribution")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
