"""The report's page: the template (report.html, shipped with the package) filled with the
findings and every section, and the findings as Markdown for docs/study/README.md."""

from __future__ import annotations

import html
from functools import cache
from importlib.resources import files
from pathlib import Path
from string import Template
from typing import Final

from masterbuilders.analysis.report.course import time_section
from masterbuilders.analysis.report.effects import experiment_section, restricted_section
from masterbuilders.analysis.report.findings import corrected, correction_words, findings
from masterbuilders.analysis.report.games import (
    card_section,
    outcome_section,
    shape_section,
    table_card_section,
)
from masterbuilders.analysis.report.players import agents_section, ladder_section
from masterbuilders.analysis.study.schema import StudyFigures

TEMPLATE: Final = "report.html"
"""The page (this package's data): `string.Template` fields for the title, the players, the
games, the line of what was played, the findings and the sections, its style inline (the report is
one file that makes no request)."""


@cache
def template() -> Template:
    """The page's template, one line but for its style: the report's bytes do not depend on how
    the template file ends."""
    text = files("masterbuilders.analysis.report").joinpath(TEMPLATE).read_text(encoding="utf-8")
    return Template(text.removesuffix("\n"))


def write_report(f: StudyFigures, path: Path) -> None:
    """Write the report of the study's figures `f` to `path`."""
    f = corrected(f)
    meta = (
        f"Every seat played by <b>{html.escape(', '.join(f['agents']))}</b>, "
        f"seats rotated, seeds from {f['seed']}; a level plays its search budget without its "
        "clock (the same play on a busy machine as on an idle one, so the study is reproducible). "
        + (f"Made by <code>{html.escape(f['command'])}</code>. " if f["command"] else "")
        + "Intervals are 95% (Wilson for rates, normal for means). "
        + html.escape(correction_words(f))
    )
    sections = (
        shape_section(f),
        outcome_section(f),
        card_section(f),
        table_card_section(f),
        experiment_section(f),
        restricted_section(f),
        ladder_section(f),
        agents_section(f),
        time_section(f),
    )
    page = template().substitute(
        title=html.escape(f["title"]),
        players=f["players"],
        games=f["games"],
        meta=meta,
        findings="".join(f"<li>{html.escape(s)}</li>" for s in findings(f)),
        sections="".join(sections),
    )
    path.write_text(page)


def markdown_summary(f: StudyFigures, where: str) -> str:
    """A study's findings for a Markdown page: its title, links to its report and figures
    (`where`: the study's directory relative to the page), the command, the findings."""
    head = (
        f"### {f['title']}, {f['players']} players: {f['games']} games of "
        f"{', '.join(f['agents'])}\n\n"
        f"[report]({where}/report.html) · [figures]({where}/study.json) · "
        f"[games]({where}/games.csv)\n\n    {f['command']}\n"
    )
    return head + "\n" + "\n".join(f"- {line}" for line in findings(f)) + "\n"
