"""Every game's browser module exports what the pages call (engine.spec.GameSpec.renderer)."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import pytest

from masterbuilders.engine import game_names, get_game

REQUIRED = ("board", "players", "label", "ending", "seatNames", "you", "brief")
OPTIONAL = ("routines", "css", "compose", "reckon")


@pytest.mark.parametrize("game", game_names())
def test_each_renderer_exports_what_the_pages_call(game: str) -> None:
    package, filename = get_game(game).renderer
    source = files(package).joinpath(filename).read_text()
    exported = set(re.findall(r"^export (?:async )?function (\w+)", source, re.M))
    exported |= set(re.findall(r"^export const (\w+)", source, re.M))
    missing = [name for name in REQUIRED if name not in exported]
    assert not missing, f"{filename} of {game} does not export {missing}"
    js = Path(str(files("masterbuilders") / "web" / "js"))
    pages = "".join(page.read_text() for page in [*sorted(js.glob("game/*.js")), js / "replay.js"])
    found = re.findall(r"\brenderer\.(\w+)|\br\.(\w+)\(", pages)
    called = {n for pair in found for n in pair if n}
    assert {"board", "players", "ending"} <= called  # the scan reads the pages' calls
    for name in called:
        # optional exports, each called only where the module has it
        assert name in exported or name in OPTIONAL, f"pages call {name}"
