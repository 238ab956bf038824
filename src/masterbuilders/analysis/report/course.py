"""The report's section on the game over time: each seat's win probability round by round, the
lead changes, the decisive round and the drama."""

from __future__ import annotations

import html
from typing import Any

from masterbuilders.analysis.report.findings import _source_words
from masterbuilders.analysis.report.plots import COLOURS, _err, _hist, _narrow_png
from masterbuilders.analysis.report.words import _mean, _place, _rate, _rounds, _share, _table
from masterbuilders.analysis.study.schema import StudyFigures


def time_section(f: StudyFigures) -> str:
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
