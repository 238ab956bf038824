"""The README is a page a newcomer reads in two minutes, and the guides by reader in docs/ carry
the rest (issue 53): the README stays short, opens with its two set-up commands and links every
guide; every relative link and picture in the README, the changelog and the guides resolves (a
file in the repository; an anchor into a Markdown file names one of its headings, by GitHub's
rules)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
README_MAX_BYTES = 10_240
GUIDES = ["players", "operators", "researchers", "designers", "contributors"]
"""The guides by reader the issue names, each docs/NAME.md."""
SETUP = ["make serve", "make test"]
"""The README's two set-up commands: the main job, and all tests (what CI's .ci/run calls)."""


def documents() -> list[Path]:
    return [README, ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").rglob("*.md"))]


FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.S)
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)=\"([^\"]*)\"", re.I)
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$", re.M)


def prose(text: str) -> str:
    """The text without fenced code blocks and code spans, where a link is only an example."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def targets(text: str) -> list[str]:
    """Every link and picture target of a Markdown text: inline, HTML and reference-style."""
    body = prose(text)
    return [m[1] for pattern in (INLINE, HTML, REFERENCE) for m in pattern.finditer(body)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: its text as rendered (links to their words, no emphasis
    or code marks), lowercased, every character but letters, digits, spaces, '-' and '_' dropped,
    spaces turned into '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors a Markdown file offers: its headings' slugs (a repeated one gets -1, -2, ...
    as on GitHub) and any HTML id or name."""
    text = FENCE.sub("", path.read_text())
    found: set[str] = set()
    seen: dict[str, int] = {}
    for m in re.finditer(r"^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$", text, re.M):
        base = slug(m[1])
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    found.update(re.findall(r"<a\b[^>]*\b(?:id|name)=\"([^\"]+)\"", text, re.I))
    return found


def broken_links(path: Path, root: Path = ROOT) -> list[str]:
    """The relative links and pictures of a Markdown file that lead nowhere in `root`."""
    broken = []
    for target in targets(path.read_text()):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("//"):
            continue  # https:, mailto:, ...: not a file of the repository
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / unquote(file_part)).resolve() if file_part else path
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif root not in linked.parents and linked != root:
            broken.append(f"{target}: outside the repository")
        elif anchor and linked.suffix == ".md" and unquote(anchor) not in anchors(linked):
            broken.append(f"{target}: no heading '{anchor}' in {linked.name}")
    return broken


@pytest.mark.parametrize("path", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_and_picture_resolves(path: Path) -> None:
    assert targets(path.read_text()) or path != README, "the README links nothing"
    assert not broken_links(path), f"{path.relative_to(ROOT)}: {broken_links(path)}"


def test_the_readme_is_read_in_two_minutes() -> None:
    size = len(README.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size} bytes: move detail into docs/"


def code_blocks(text: str) -> list[tuple[int, str]]:
    """The README's code blocks (indented or fenced) with the line each begins on."""
    blocks: list[tuple[int, str]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r" {0,3}(```|~~~)", lines[i])
        indented = lines[i].startswith("    ") and (i == 0 or not lines[i - 1].strip())
        if fence:
            end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() == fence[1]), i)
            blocks.append((i + 1, "\n".join(lines[i + 1 : end]).strip()))
            i = end + 1
        elif indented:
            start = i
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                i += 1
            blocks.append((start + 1, "\n".join(lines[start:i]).strip()))
        else:
            i += 1
    return blocks


def test_the_readme_opens_with_its_two_set_up_commands() -> None:
    """`make serve` and `make test`, each its own code block, the first two of the README, in
    its first 40 lines and above its first picture; its Set-up section presents no other."""
    text = README.read_text()
    blocks = code_blocks(text)
    assert [code for _, code in blocks[:2]] == SETUP, blocks[:2]
    picture = min(
        (text[: m.start()].count("\n") + 1 for m in re.finditer(r"!\[|<img\b", text)),
        default=len(text.splitlines()) + 1,
    )
    for line, code in blocks[:2]:
        assert line <= 40 and line < picture, f"{code} on line {line} (first picture: {picture})"
    setup = re.search(r"^## Set-up\n(.*?)(?=^## )", text, re.M | re.S)
    assert setup, "no '## Set-up' section"
    assert [code for _, code in code_blocks(setup[1])] == SETUP


def test_every_guide_exists_and_the_readme_links_it() -> None:
    linked = {target.partition("#")[0] for target in targets(README.read_text())}
    for name in GUIDES:
        assert (ROOT / "docs" / f"{name}.md").is_file(), f"docs/{name}.md is missing"
        assert f"docs/{name}.md" in linked, f"the README does not link docs/{name}.md"
    for other in ("CHANGELOG.md", "BENCHMARKS.md"):
        assert other in linked, f"the README does not link {other}"


def test_the_readme_narrates_no_history_of_figures() -> None:
    """Figures live in BENCHMARKS.md with their commands and history in CHANGELOG.md: the README
    holds no date and no measured duration (the set-up's two are filled in by hand)."""
    text = prose(README.read_text())
    assert not re.findall(r"\b20\d\d-\d\d-\d\d\b", text), "a date in the README"
    durations = re.findall(r"\b\d+ min(?: \d+ s)?\b", text)
    assert len(durations) <= 2, durations


def test_the_checks_catch_what_they_look_for(tmp_path: Path) -> None:
    """The link check itself: a missing file, a missing heading and a good anchor."""
    (tmp_path / "a.md").write_text(
        "# Title\n\n## The compiled build (issue 27, 2026-11-25)\n\n"
        "[ok](#the-compiled-build-issue-27-2026-11-25) [bad](#nowhere) ![pic](missing.png)\n"
        '<img src="a.md"> [web](https://example.org) `[code](nothing.md)`\n'
    )
    broken = broken_links(tmp_path / "a.md", root=tmp_path)
    assert broken == ["#nowhere: no heading 'nowhere' in a.md", "missing.png: no such file"]
