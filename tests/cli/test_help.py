"""`masterbuilders --help` and every subcommand's `--help` read cleanly (issue 35): no `<bool>`,
`<str>`, `<int>`-style type tags, and each command's description in whole sentences, wrapped only
where the width requires, in the command list and on the command's own page."""

from __future__ import annotations

import itertools
import re

import pytest
import typer.main
from typer.testing import CliRunner

from masterbuilders.cli.main import app

WIDTH = 100
ANSI = re.compile(r"\x1b\[[0-9;]*m")
TAG = re.compile(r"<\w[^<>\s]*>")
"""A type tag as typer prints one: `<bool>`, `<str>`, `<int>`, `<path>`, `<list[str]>`..."""
GROUP = typer.main.get_command(app)
COMMANDS: dict[str, str] = {
    name: command.help or "" for name, command in getattr(GROUP, "commands", {}).items()
}


def help_of(*args: str) -> str:
    result = CliRunner().invoke(
        app, [*args, "--help"], env={"COLUMNS": str(WIDTH), "NO_COLOR": "1"}
    )
    assert result.exit_code == 0, result.output
    return ANSI.sub("", result.output)


def words(text: str) -> str:
    return " ".join(text.split())


def early_breaks(lines: list[str]) -> list[str]:
    """Lines of one wrapped text that end although the next line's first word would have fit:
    a line break the text itself carries, not one the width needs. The width is taken as the
    longest line, which is at most the real one (so every break found is a real one)."""
    width = max((len(line) for line in lines), default=0)
    return [
        f"{a!r} / {b!r}"
        for a, b in itertools.pairwise(lines)
        if b.split() and len(a) + 1 + len(b.split()[0]) <= width
    ]


def command_list(text: str) -> dict[str, list[str]]:
    """The main help's Commands panel: each command's description, line by line."""
    rows: dict[str, list[str]] = {}
    panel = text.split("─ Commands ", 1)[1].split("╰", 1)[0]
    name = ""
    for line in panel.splitlines():
        m = re.match(r"^│ (\S*)\s+(.*?)\s*│$", line)
        if not m:
            continue
        name = m.group(1) or name
        rows.setdefault(name, []).append(m.group(2))
    return rows


def description(text: str) -> list[list[str]]:
    """The paragraphs of a help page's own description (between the usage line and the first
    panel), line by line."""
    top = text.split("Usage:", 1)[1].split("╭", 1)[0].splitlines()[1:]
    paragraphs: list[list[str]] = [[]]
    for line in top:
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    return [p for p in paragraphs if p]


def test_the_check_finds_a_hard_break() -> None:
    assert early_breaks(["the uncertain data values that", "matter; and", "more"]) == [
        "'matter; and' / 'more'"
    ]
    assert early_breaks(["the uncertain", "data values that matter"]) == [
        "'the uncertain' / 'data values that matter'"
    ]
    assert early_breaks(["a line that is full", "wordsthatdonotfit"]) == []


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_help_reads_cleanly(command: str) -> None:
    """`masterbuilders [COMMAND] --help`: options and arguments named by what they take (e.g. `N`,
    `FILE`), flags by nothing, no type tags; the page's own description whole, each paragraph
    wrapped only by the width (its first sentence on one line when it fits)."""
    text = help_of(*[command] if command else [])
    assert not TAG.findall(text), f"masterbuilders {command} --help:\n{text}"
    paragraphs = description(text)
    shown = [words(" ".join(p)) for p in paragraphs]
    help_text = COMMANDS[command] if command else GROUP.help or ""
    assert shown == [words(p) for p in help_text.split("\n\n") if p.strip()]
    for lines in paragraphs:
        assert not early_breaks(lines), f"{command}: {early_breaks(lines)}"
    first = re.split(r"(?<=[.;:])\s", shown[0])[0]
    if len(first) <= WIDTH - 2:
        assert any(first in line for line in paragraphs[0]), f"{first!r} is broken:\n{text}"


def test_the_command_list_gives_each_description_whole() -> None:
    """The main help lists every command with its description wrapped only by the width."""
    rows = command_list(help_of())
    assert set(rows) == set(COMMANDS)
    for name, lines in rows.items():
        assert not early_breaks(lines), f"{name}: {early_breaks(lines)}"
        assert words(" ".join(lines)) == words(COMMANDS[name].split("\n\n")[0])


def test_the_command_list_keeps_its_order() -> None:
    """The main help lists the commands in the order they were registered: the order cli/main.py
    imports the modules of cli/commands/ in (issue 55), the groups after the commands. Imports
    sorted by name, or a command moved to another module, would reorder the help."""
    assert list(command_list(help_of())) == [
        "games", "simulate", "tune", "train-value", "tournament", "study", "serve", "cluster",
        "nginx-config", "play", "replay", "verify", "review", "ladder", "account", "db", "ratings",
    ]  # fmt: skip
