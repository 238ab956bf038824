"""Documentation that cannot drift: blocks of a Markdown file generated from the code between
`<!-- generated: NAME -->` and `<!-- end: NAME -->` markers. A test checks each block is current;
`UPDATE_DOCS=1` rewrites them first (then review the diff)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path


def check(path: Path, blocks: dict[str, str], more: Callable[[str], str] | None = None) -> str:
    """The file's text, after asserting every block in it is `blocks`' (rewritten first with
    UPDATE_DOCS, together with whatever `more` rewrites)."""
    text = path.read_text()
    if os.environ.get("UPDATE_DOCS"):
        for name, block in blocks.items():
            pattern = re.compile(rf"(<!-- generated: {name} -->\n).*?(<!-- end: {name} -->)", re.S)
            text = pattern.sub(lambda m, b=block: m.group(1) + b + "\n" + m.group(2), text)
        path.write_text(more(text) if more else text)
        text = path.read_text()
    for name, block in blocks.items():
        assert f"<!-- generated: {name} -->\n{block}\n<!-- end: {name} -->" in text, (
            f"{path.name}: the block '{name}' differs from the code: rerun this test with "
            "UPDATE_DOCS=1 and review the diff"
        )
    return text
