"""The research documentation states the current codes and layouts, and its example runs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from masterbuilders.interop import codec

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game", ["pillars", "builders"])
def test_docs_hold_the_current_layout_and_code_ranges(game: str) -> None:
    text = (ROOT / "docs" / "research.md").read_text()
    c = codec(game)
    assert c.layout.markdown() in text
    assert f"**{c.num_actions}** codes" in text and f"**{c.chance.size}**" in text
    for kind, first, last in c.actions.ranges():
        cell = f"| {first}-{last} |" if first != last else f"| {first} |"
        assert f"{cell} `{kind}` |" in text


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
