"""Every legal action reads as the table names things (issue 23): `describe_action` speaks in
card, place and player names, never the ids the engine uses ('b19', 'w27', 'sculptor-r4',
'court-2', 'steuerfreiheit')."""

from __future__ import annotations

import importlib
import random
import re

import pytest

from masterbuilders.engine import GameState, game_names, get_game, sample_chance
from masterbuilders.i18n import text, texts

GAMES = 12
"""Random games per game (every player count in turn): every kind of decision comes up."""


def resource_words(game: str) -> set[str]:
    """The resources' names: the only action targets a label may repeat as they are."""
    return set(importlib.import_module(f"masterbuilders.{game}.data").RESOURCES)


def ids_in(label: str, action: str, allowed: set[str]) -> list[str]:
    """The parts of `action`'s target (and the whole target) that `label` shows verbatim."""
    _, _, rest = action.partition(" ")
    target = rest.split(" ")[0] if rest else ""
    parts = {target, *re.split(r"[@+]", target)} - {""} - allowed
    return [
        p
        for p in parts
        if not p.isdigit() and re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", label)
    ]


@pytest.mark.parametrize("game", game_names())
def test_every_legal_action_is_named_without_ids(game: str) -> None:
    spec = get_game(game)
    allowed = resource_words(game)
    rng = random.Random(23)
    kinds: dict[str, str] = {}
    for i in range(GAMES):
        players = spec.min_players + i % (spec.max_players - spec.min_players + 1)
        state: GameState = spec.new_game(players)
        while not state.is_terminal():
            if state.is_chance():
                # draws are described too: the replay says what each step did
                drawn = sample_chance(state, rng)
                label = text(state.describe_action(drawn))
                seats = {state.seat_name(i) for i in range(players)}
                leaked = [p for p in ids_in(label, str(drawn), allowed) if p not in seats]
                assert not leaked, f"{game}: {drawn} reads {label!r}, showing {leaked}"
                kinds.setdefault(drawn.kind, label)
                state.apply_unchecked(drawn)
                continue
            legal = state.legal_actions()
            for action in legal:
                label = text(state.describe_action(action))
                assert label and label[0].isupper(), f"{action}: {label!r}"
                leaked = ids_in(label, str(action), allowed)
                assert not leaked, f"{game}: {action} reads {label!r}, showing {leaked}"
                kinds.setdefault(action.kind, label)
            state.apply_unchecked(rng.choice(legal))
    labelled = [k for k, label in kinds.items() if label != k]
    assert len(labelled) == len(kinds), (
        f"kinds shown as the raw action: {set(kinds) - set(labelled)}"
    )


def test_the_check_finds_an_id() -> None:
    assert ids_in("Start b19", "start b19", set()) == ["b19"]
    assert ids_in("Send w06 to The Chapel", "send w06@b06", set()) == ["w06"]
    assert ids_in("Buy 2 stone (8 gold)", "buy stone 2", {"stone"}) == []
    assert ids_in("Use steuerfreiheit", "use steuerfreiheit", set()) == ["steuerfreiheit"]


@pytest.mark.parametrize("game", game_names())
def test_the_log_names_what_each_action_moved_without_ids(game: str) -> None:
    """The log lines an action writes (chance draws included) name its cards and places, never
    their ids: the log is what the browser's game table shows (issue 23)."""
    spec = get_game(game)
    allowed = resource_words(game)
    rng = random.Random(24)
    for i in range(GAMES):
        players = spec.min_players + i % (spec.max_players - spec.min_players + 1)
        state: GameState = spec.new_game(players)
        while not state.is_terminal():
            if state.is_chance():
                action = sample_chance(state, rng)
            else:
                action = rng.choice(state.legal_actions())
            start = state.log_size()
            state.apply_unchecked(action)
            seats = {state.seat_name(seat) for seat in range(players)}
            for line in texts(state.log_for(None, start)):
                for part in re.split(r"[,\s]", action.target):
                    leaked = ids_in(line, f"{action.kind} {part}", allowed | seats)
                    assert not leaked, f"{game}: after {action} the log reads {line!r}"
