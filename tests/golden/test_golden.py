"""Golden playthroughs (DESIGN.md layer 2): seeded games as text transcripts; any difference fails.
Regenerate deliberately with `UPDATE_GOLDEN=1 pytest tests/golden` and review the diff."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.golden.transcript import transcript

HERE = Path(__file__).parent
CASES = [
    ("pillars", 2, 2006),
    ("pillars", 3, 2017),
    ("pillars", 4, 1123),
    ("builders", 2, 2000),  # ends at 17 VP (§A6)
    ("builders", 4, 2002),  # ends at 17 VP (§A6)
    ("builders", 3, 2013),  # ends in the stalemate DEFAULT
]


@pytest.mark.parametrize(("game", "players", "seed"), CASES)
def test_golden_playthrough(game: str, players: int, seed: int) -> None:
    path = HERE / f"{game}-{players}p-seed{seed}.txt"
    text = transcript(game, players, seed)
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text)
    assert path.exists(), f"{path.name} is missing: run UPDATE_GOLDEN=1 pytest tests/golden"
    expected = path.read_text()
    assert text == expected, f"{path.name} differs: review, then regenerate deliberately"
