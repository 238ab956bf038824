"""Card data is the one place a value lives: every value of both cards.toml files is read by code or
declared documentation-only, and no code outside a game's effects module names a card by its id."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

import masterbuilders
import masterbuilders.builders.data as builders_data
import masterbuilders.pillars.data as pillars_data
from masterbuilders.engine import UniformRandomAgent, play_game
from masterbuilders.engine.data import Tracked, unread

DATA_MODULES = {"pillars": pillars_data, "builders": builders_data}
SRC = Path(masterbuilders.__file__).parent
EFFECTS_MODULES = {SRC / "pillars" / "effects.py"}
"""Where card ids may appear in code: the module that maps effects to the cards that carry them."""


@pytest.mark.parametrize("game", sorted(DATA_MODULES))
def test_every_data_value_is_read_or_documentation_only(game: str) -> None:
    """Data rule (DESIGN.md): a value in cards.toml that no code reads would be a correction that
    changes nothing. Games at every player count and their views read what play reads."""
    module: ModuleType = DATA_MODULES[game]
    for players in (2, 3, 4):
        played = play_game(game, [UniformRandomAgent(s) for s in range(players)], seed=players)
        for seat in range(players):
            played.state.view(seat)
    assert unread(module.raw_toml(), module.load().reads) == []


def test_an_unread_value_is_found() -> None:
    """The check above can fail: a value the loader skips is reported, a declared one is not."""
    raw = tomllib.loads(
        'documentation_only = ["cards[].note"]\n'
        "[[cards]]\n"
        'id = "a"\n'
        'note = "printed flavour"\n'
        'cost = { v = 3, conf = "CONF", src = "x" }\n'
        'extra = { v = 1, conf = "FAN", src = "y" }\n'
        "tags = ['x', 'y']\n"
    )
    reads: set[str] = set()
    tracked = Tracked(raw, "", reads)
    for card in tracked["cards"]:
        _ = (card["id"], card["cost"]["v"], card.get("tags"))
    assert unread(raw, reads) == ["cards[].extra.v"]


def _card_ids() -> set[str]:
    ids: set[str] = set()
    p = pillars_data.load()
    ids |= set(p.craftsmen) | set(p.privileges) | set(p.events) | set(p.resource_cards)
    b = builders_data.load()
    ids |= set(b.workers) | set(b.buildings)
    return ids


def _code_strings(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants of a module that are not docstrings, with their line numbers."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_no_card_id_in_code_outside_the_effects_modules() -> None:
    """Rules code asks for effects and roles, never for a card (`if "thomas" in ...`): every string
    in the package's code, docstrings aside, is searched for card ids as words."""
    ids = _card_ids()
    word = re.compile(r"[a-z0-9][a-z0-9-]*")
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if path in EFFECTS_MODULES:
            continue
        for line, text in _code_strings(ast.parse(path.read_text())):
            for token in word.findall(text):
                if token in ids:
                    found.append(f"{path.relative_to(SRC)}:{line}: {token!r} in {text!r}")
    assert found == []


def test_the_card_id_search_finds_an_id() -> None:
    """The search above can fail: a literal id in code is found, the same id in a docstring not."""
    tree = ast.parse('"""Thomas (thomas) in a docstring."""\nx = "use thomas"\n')
    assert _code_strings(tree) == [(2, "use thomas")]
    assert "thomas" in _card_ids()
