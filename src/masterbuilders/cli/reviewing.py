"""The review of a finished game in the terminal (`masterbuilders review`, and `play` at its end):
a progress bar while the decisions are judged, then each seat's accuracy and its three biggest
mistakes, with what was better and the line the analysis expected after it."""

from __future__ import annotations

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from masterbuilders.analysis.review import (
    Analysis,
    Review,
    assemble,
    judge_decisions,
    judgeable,
    model_for,
)
from masterbuilders.engine.message import Arg, Msg
from masterbuilders.engine.record import GameRecord
from masterbuilders.i18n import DEFAULT, localize, text


def run_review(
    record: GameRecord,
    console: Console,
    seats: list[int] | None = None,
    analysis: Analysis | None = None,
    quiet: bool = False,
) -> Review:
    """Judge the decisions of `seats` (all by default) of a finished game, with a progress bar."""
    model = model_for(record)
    states = list(record.states())
    indices = [i for i in judgeable(record) if seats is None or states[i].current_player() in seats]
    with Progress(
        BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
        console=console, transient=True, disable=quiet,
    ) as bar:  # fmt: skip
        task = bar.add_task("decisions judged", total=len(indices))
        judged = judge_decisions(
            record, indices, model, analysis or Analysis(), lambda k: bar.advance(task, k)
        )
    return assemble(record, judged, model)


def seat_names(record: GameRecord) -> list[str]:
    """'seat 0 (you)', 'seat 1 (hard)': the seats as the record names them."""
    names = []
    for s in range(record.num_players):
        who = record.seats[s] if s < len(record.seats) else {}
        kind = who.get("level") or ("you" if who.get("kind") == "human" else who.get("kind"))
        names.append(f"seat {s}" + (f" ({kind})" if kind else ""))
    return names


def print_review(
    result: Review, record: GameRecord, console: Console, seats: list[int], lang: str = DEFAULT
) -> None:
    names = seat_names(record)

    def say(msg: str, **args: Arg) -> str:
        return text(Msg(f"cli-review-{msg}", **args), lang)

    summary = Table(title=say("summary"))
    for column in ("seat", "score", "accuracy", "inaccuracies", "mistakes", "blunders", "judged"):
        summary.add_column(say(column), justify="right" if column != "seat" else "left")
    for s in seats:
        counts = result.counts(s)
        won = say("won") if s in result.winners else ""
        summary.add_row(
            names[s] + won, str(result.scores[s]), f"{result.accuracy(s):.0f}%",
            str(counts["inaccuracy"]), str(counts["mistake"]), str(counts["blunder"]),
            str(len(result.of(s))),
        )  # fmt: skip
    console.print(summary)
    for s in seats:
        worst = result.worst(s)
        if not worst:
            console.print(say("none", seat=names[s]), markup=False)
            continue
        table = Table(title=say("worst", seat=names[s]), show_lines=True)
        for column in ("action", "chose", "after", "better", "after-better", "then"):
            table.add_column(say(column))
        for d in worst:
            table.add_row(
                str(d.index), localize(d.chosen_words, lang),
                f"{100 * d.after:.0f} ({say(d.judgement) if d.judgement else '-'})",
                localize(d.best_words, lang), f"{100 * d.best:.0f}",
                "; ".join(localize(d.line[:3], lang)),
            )  # fmt: skip
        console.print(table)
