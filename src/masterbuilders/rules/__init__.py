"""The rules of a game (its package's `rules.md`, a copy of the project's rules reference,
shared/reference/*/rules.md), so that the terminal and the browser can quote the section a decision
cites."""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

from masterbuilders.engine.spec import get_game

SECTION = re.compile(r"(?<![A-Z])§(A?\d+(?:\.\d+)*)")


@cache
def _sections(game: str) -> dict[str, str]:
    """Each numbered section with its subsections: from its heading to the next heading of the same
    or a higher level."""
    lines = files(get_game(game).package).joinpath("rules.md").read_text().splitlines()
    heads = []
    for i, line in enumerate(lines):
        m = re.match(r"^(#{1,6}) ", line)
        if m:
            found = re.match(r"^#{1,6} §(A?\d+(?:\.\d+)*)", line)
            heads.append((i, len(m.group(1)), found.group(1) if found else None))
    out: dict[str, str] = {}
    for k, (i, level, number) in enumerate(heads):
        if number is None:
            continue
        end = next((j for j, lv, _ in heads[k + 1 :] if lv <= level), len(lines))
        out[number] = "\n".join([lines[i].lstrip("# "), *lines[i + 1 : end]]).strip()
    return out


def cited(text: str) -> list[str]:
    """The section numbers a text cites, e.g. '§3.1.2' -> ['3.1.2']."""
    return list(dict.fromkeys(SECTION.findall(text)))


def section(game: str, number: str) -> str | None:
    """The text of §number (the closest enclosing section when that one has no heading)."""
    sections = _sections(game)
    while number:
        if number in sections:
            return sections[number]
        number = number.rpartition(".")[0]
    return None
