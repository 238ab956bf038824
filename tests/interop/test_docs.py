"""The research documentation states the current codes and layouts (its tables are generated between
markers: regenerate them deliberately with `UPDATE_DOCS=1 pytest tests/interop/test_docs.py`),
and its example runs."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from masterbuilders.engine import game_names
from masterbuilders.interop import codec
from tests.generated import check

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "research.md"


def tables(game: str) -> dict[str, str]:
    """The generated blocks of `game`: its action code ranges and its observation layout."""
    c = codec(game)
    rows = ["| codes | kind |", "|---|---|"]
    for kind, first, last in c.actions.ranges():
        rows.append(
            f"| {first}-{last} | `{kind}` |" if first != last else f"| {first} | `{kind}` |"
        )
    return {f"{game} actions": "\n".join(rows), f"{game} layout": c.layout.markdown().strip()}


def _layout_sizes(text: str) -> str:
    for game in game_names():
        size = codec(game).layout.size
        text = re.sub(
            rf"(### {game.capitalize()} observation layout )\(\d+ floats\)",
            rf"\g<1>({size} floats)",
            text,
        )
    return text


def test_docs_hold_the_current_layout_and_code_ranges() -> None:
    blocks = {name: block for game in game_names() for name, block in tables(game).items()}
    text = check(DOC, blocks, _layout_sizes)
    for game in game_names():
        c = codec(game)
        assert f"**{c.num_actions}** codes" in text and f"**{c.chance.size}**" in text
        assert f"({c.layout.size} floats)" in text


def test_the_pettingzoo_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("loop", ROOT / "examples" / "pettingzoo_loop.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    totals = module.main(["--game", "pillars", "--players", "2", "--episodes", "2"])
    out = capsys.readouterr().out
    assert "episode 2: final scores" in out and "learner transitions" in out
    assert set(totals) == {"player_0", "player_1"}
    assert sum(totals.values()) == pytest.approx(0.0)
