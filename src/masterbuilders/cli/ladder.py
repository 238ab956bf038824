"""`masterbuilders ladder`: the skill ladder of computer levels (analysis.skill), played with a
progress bar, its figures printed as tables."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from masterbuilders.analysis.skill.ladder import ladder_jobs
from masterbuilders.analysis.skill.models import ALPHA_NO_SKILL
from masterbuilders.analysis.skill.run import LadderRun


def _interval(low: float | None, high: float | None, form: str = ".2f") -> str:
    if low is None or high is None:
        return "-"
    return f"[{low:{form}}, {high:{form}}]"


def ladder(run: LadderRun, console: Console) -> dict[str, Any]:
    """Play the ladder into its directory (resuming or extending what it holds), print its
    tables and the files written."""
    config, out = run.config, run.out
    with Progress(
        TextColumn(f"[bold]{config.game}[/] {config.players}p {','.join(config.rungs)}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
    ) as progress:
        task = progress.add_task("games", total=len(ladder_jobs(config)))
        figures = run.play(lambda: progress.advance(task))
    show(figures, console)
    for name in ("ladder.json", "games.jsonl", "ladder.png"):
        console.print(f"wrote {out / name}", markup=False)
    from masterbuilders.analysis.study.runner import attach_ladder

    report = attach_ladder(out)
    if report is not None:
        console.print(f"wrote {report} (the study's report, with this ladder)", markup=False)
    return figures


def show(figures: dict[str, Any], console: Console) -> None:
    """The ladder's tables: the pairs played, each rung's strength and results, then depth and
    the luck index."""
    pairs = Table(
        title=f"{figures['title']}, {figures['players']} players: the stronger rung's "
        "head-to-head win rate"
    )
    for column in ("pair", "games", "stronger wins (95%)", "model predicts"):
        pairs.add_column(column, justify="right")
    for row in figures["pairings"]:
        pairs.add_row(
            f"{row['stronger']} > {row['weaker']}",
            str(row["games"]),
            f"{row['win_rate']:.1%} " + _interval(row["win_rate_low"], row["win_rate_high"], ".1%"),
            f"{row['predicted']:.1%}",
        )
    console.print(pairs)
    luck = figures["luck"]
    rungs = Table(title="per rung (95% intervals; strength in logits, bootstrap)")
    for column in ("rung", "strength", "Bradley-Terry", "win rate", "mean rank"):
        rungs.add_column(column, justify="right")
    per = {r["agent"]: r for r in figures["per_rung"]}
    for r in luck["ratings"]:
        p = per[r["rung"]]
        rungs.add_row(
            r["rung"],
            f"{r['strength']:.2f} " + _interval(r["strength_low"], r["strength_high"]),
            f"{r['bradley_terry']:.2f}",
            f"{p['win_rate']:.1%} " + _interval(p["win_rate_low"], p["win_rate_high"], ".1%"),
            f"{p['mean_rank']:.2f} " + _interval(p["mean_rank_low"], p["mean_rank_high"]),
        )
    console.print(rungs)
    depth = figures["depth"]
    console.print(
        f"depth: {depth['steps']} steps of {depth['threshold']:.0%} "
        f"({' < '.join(depth['chain'])}; bootstrap 95% "
        f"{_interval(depth['low'], depth['high'], '.0f')}), predicted by {depth['predictions']}",
        markup=False,
        soft_wrap=True,
    )
    if luck["alpha"] is None:
        said = "not identified (the pairs played form no cycle: play --pairs all)"
    elif luck["alpha_rule"] == ALPHA_NO_SKILL:
        said = f"1 (no skill effect: p = {luck['skill_effect_p']:.2f})"
    else:
        said = f"{luck['alpha']:.3f}"
    bounds = "; a rung never won or never lost: its strength and beta are bounds"
    console.print(
        f"luck index alpha: {said}, profile-likelihood 95% "
        f"{_interval(luck['alpha_low'], luck['alpha_high'], '.3f')}; depth of competition beta "
        f"{luck['beta']:.2f} {_interval(luck['beta_low'], luck['beta_high'])}"
        + (bounds if luck["separated"] else "")
        + f"\nmodel: {luck['reference']}",
        markup=False,
        soft_wrap=True,
    )
