"""The study's report: one self-contained HTML file (plots embedded as PNG, no external request)
written from study.json's figures alone, with its findings put in words.

`page` fills the page's template (report.html, package data) with the `findings` and the
sections, one module a part of the study: `games`, `effects` (experiments and restricted play),
`players` (the ladder, the agents) and `course` (the game over time); `words` and `plots` are
what they share."""

from masterbuilders.analysis.report.findings import corrected, findings, verdict
from masterbuilders.analysis.report.page import markdown_summary, write_report

__all__ = ["corrected", "findings", "markdown_summary", "verdict", "write_report"]
