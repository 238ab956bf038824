"""Cards as players read them on the text board (issue 35): the terminal's board (`render`) names
buildings, machines and workers as the action labels do, and tells namesakes apart as the labels do
(a machine by what it makes, a worker by its resources and cost), never by their card ids."""

from __future__ import annotations

import re

import pytest

from masterbuilders.builders.game import BuildersState
from masterbuilders.builders.model import DATA
from masterbuilders.engine import Action, GameState, Match, UniformRandomAgent
from masterbuilders.engine.runner import play_match
from masterbuilders.i18n import text as words
from tests.builders.scenario import do, new

CARD_IDS = frozenset({*DATA.buildings, *DATA.workers})
"""Every card id of the data: buildings, machines (both a building and, finished, a worker) and
workers."""

EVERY = 3
"""Render every 3rd step of a game (and the final board): enough to meet full rows, teams, sites
and finished machines working as workers."""

MACHINES = "|".join(sorted({re.escape(b.name) for b in DATA.buildings.values() if b.machine}))
"""The machines' names, as a pattern."""

WORD = re.compile(r"[\w-]+")
"""A word of the board: ids are words of letters, digits and hyphens ('b24', 'm5', 'w01')."""


def ids_in(text: str) -> list[str]:
    """The card ids `text` shows as a word."""
    return sorted(CARD_IDS.intersection(WORD.findall(text)))


def boards(players: int, seed: int) -> list[str]:
    """The boards of a seeded random game (a `Match`), for every seat and a spectator."""
    match = Match("builders", players, seed)
    shown: list[str] = []
    steps = [0]

    def look(state: GameState) -> None:
        shown.extend(state.render(seat) for seat in [None, *range(players)])

    def watch(state: GameState, player: int, legal: list[Action]) -> None:
        if steps[0] % EVERY == 0:
            look(state)
        steps[0] += 1

    play_match(match, [UniformRandomAgent() for _ in range(players)], watch=watch)
    look(match.state)
    return shown


@pytest.mark.parametrize(("players", "seed"), [(2, 35), (3, 36), (4, 37), (2, 38)])
def test_the_text_board_shows_no_card_id(players: int, seed: int) -> None:
    """Whole seeded games, every seat and a spectator: no card id appears as a word on the board,
    and the board still shows who holds what (teams, sites with their workers, a finished
    machine at work by its name)."""
    shown = boards(players, seed)
    for text in shown:
        assert not ids_in(text), f"the board shows the ids {ids_in(text)}:\n{text}"
    assert any(re.search(r"team: (?!-)", text) for text in shown)
    assert any(re.search(r"site .*: (?!no workers)", text) for text in shown)
    at_work = rf"(team|has \S+): (.*, )?({MACHINES}) \[\d\w+\] 0c"  # a finished machine (§A5.6)
    assert any(re.search(at_work, text) for text in shown)


def test_the_check_finds_an_id() -> None:
    assert ids_in("Workers:   w10 laborer [1K2T] 3c") == ["w10"]
    assert ids_in("site b24 The Hotel [2S1W] has -: w01, m5") == ["b24", "m5", "w01"]
    assert ids_in("The Crane (makes 3 stone) [1W1T] 1VP | Laborer [2S1W] 3c") == []


def test_the_board_names_cards_as_the_labels_do() -> None:
    """A known position (§A4 set-up, then a recruit, a start and a send, §A5.1-§A5.3): the row's
    workers and buildings, a team and a site read by name as the labels name them, a machine by
    what it makes, a worker by its resources and cost."""
    s: BuildersState = new(2)
    do(s, "recruit w35", "reveal-worker w29", "start b31", "reveal-building b05")
    labels = [words(s.describe_action(a)) for a in s.legal_actions()]
    assert "Send the Master (5 coins) to The Chapel" in labels
    do(s, "send w35@b31")
    board = s.render(0)
    assert not ids_in(board), board
    lines = board.splitlines()
    assert lines[1].startswith("Buildings: The Cathedral [5S4W4K4T] 20c 8VP | The Bower [1S1T]")
    assert "| The Crane (makes 2 stone) [1W1T] 1VP |" in lines[1]
    assert lines[1].endswith("|| next: The Stone Bridge [2S1K] 6c 1VP")
    assert "| Craftsman [2S2W] 4c |" in lines[2]  # w29, just turned into the row
    assert "Master" not in lines[2]  # w35, recruited
    assert lines[3].endswith("team: Apprentice [1S1K] 2c")  # w01, dealt at set-up
    assert "site The Chapel [3S2W2K3T] 18c 5VP has 3S2T: Master [3S2T] 5c" in lines[4]
