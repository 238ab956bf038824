"""Cards as players read them (issue 35): a starting craftsman and the round card of the same caption
('Mortar Mixer !', §2.1, §8 Mayfair), and the round cards one caption shares ('Mason', C§1b), read
apart in every label, log line, view and the text board; no two choices of one decision read
alike; the text board names cards, never their ids."""

from __future__ import annotations

import random
import re

import pytest

from masterbuilders.engine import CHANCE, TERMINAL, sample_chance
from masterbuilders.i18n import localize
from masterbuilders.i18n import text as words
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import DATA
from tests.pillars.scenario import deal_round, do, jump, new

CARD_IDS = sorted({*DATA.craftsmen, *DATA.privileges, *DATA.events, *DATA.resource_cards})


def labels(s: PillarsState) -> list[str]:
    return [words(s.describe_action(a)) for a in s.legal_actions()]


def test_starting_and_round_one_mortar_mixers_read_apart_in_one_choice() -> None:
    """§3.1.3, §8 (Mayfair: round-1 cards 'with the same name that also have the "!" symbol'):
    hiring the round-1 Mortar Mixer ! as a sixth craftsman asks which one to discard; the starting
    card and the round-1 card are two different choices and read so (the starting card has its
    player's colour on the back, a round card its round number, §2.1)."""
    s = deal_round(new(2))  # round 1: Mason and Tool Maker to Shiring, the two "!" cards for hire
    s.players[0].craftsmen = [
        "stonecutter",
        "woodworker",
        "mortar-mixer",
        "mason-r1",
        "woodworker-r1",
    ]
    do(s, "hire mortar-mixer-r1")
    assert words(s.log[-1][1]) == "blue hires the Mortar Mixer ! (round 1) for 4 gold (§3.1.2)"
    shown = labels(s)
    assert "Discard the Mortar Mixer ! (starting card)" in shown
    assert "Discard the Mortar Mixer ! (round 1)" in shown
    assert "Discard the Woodworker ! (starting card)" in shown
    assert "Discard the Woodworker ! (round 1)" in shown
    assert len(set(shown)) == len(shown) == 6
    names = [c["name"] for c in localize(s.view(0))["players"][0]["craftsmen"]]
    assert len(set(names)) == len(names) == 6
    do(s, "discard mortar-mixer")
    assert "discards the Mortar Mixer ! (starting card)" in words(s.log[-1][1])


def test_a_lost_craftsman_is_named_apart_from_his_namesake() -> None:
    """§4.1, C§4 #3: the loss of a craftsman asks which one; two Masons of different rounds and the
    two Woodworker ! cards are four different choices."""
    s = deal_round(new(2))
    s.players[0].craftsmen = ["woodworker", "woodworker-r1", "mason-r1", "mason-r2"]
    jump(s, "event")
    do(s, "event teile")
    shown = labels(s)
    assert shown == [
        "Lose the Woodworker ! (starting card)",
        "Lose the Woodworker ! (round 1)",
        "Lose the Mason (round 1)",
        "Lose the Mason (round 2)",
    ]
    do(s, "lose mason-r2")
    assert "blue loses the Mason (round 2); it leaves the game (§4.1)" in words(s.log[-1][1])


def play_with_labels(players: int, seed: int) -> int:
    """A seeded random game that hires whenever it can (so rows fill up and namesakes meet);
    asserts that no two legal actions of one decision share a label; the decisions checked."""
    s = PillarsState(players, {"log": False})
    rng = random.Random(seed)
    decisions = 0
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply_unchecked(sample_chance(s, rng))
            continue
        legal = s.legal_actions()
        shown = [words(s.describe_action(a)) for a in legal]
        same = {text for text in shown if shown.count(text) > 1}
        assert not same, f"{players} players, seed {seed}: {same} name several of {legal}"
        decisions += 1
        hires = [a for a in legal if a.kind == "hire"]
        s.apply_unchecked(rng.choice(hires if hires and rng.random() < 0.7 else legal))
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_two_choices_of_a_decision_read_alike(players: int) -> None:
    """Every decision of seeded random games: each legal action has a label of its own, so a
    player can tell every button, terminal choice and hint apart (issue 35)."""
    assert sum(play_with_labels(players, seed) for seed in range(10)) > 0


def test_the_text_board_names_cards_never_their_ids() -> None:
    """The terminal's board (`render`) names craftsmen, resource, advantage and event cards as the
    labels do, starting and round cards apart, and shows no card id as a word (every 5th state of
    seeded random games, from the view of the seat to move or a spectator, and the final board)."""
    shown: list[str] = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        s = PillarsState(players, {})
        rng = random.Random(seed)
        step = 0
        while s.current_player() != TERMINAL:
            if step % 5 == 0:
                shown.append(s.render(s.current_player() if s.current_player() >= 0 else None))
            step += 1
            if s.current_player() == CHANCE:
                s.apply_unchecked(sample_chance(s, rng))
            else:
                s.apply_unchecked(rng.choice(s.legal_actions()))
        shown.append(s.render(None))
    for text in shown:
        ids = [c for c in CARD_IDS if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", text)]
        assert not ids, f"the board shows the ids {ids}:\n{text}"
    assert any("Mortar Mixer ! (starting card)" in text for text in shown)
    assert any(re.search(r"Supply: \d (stone|wood|sand) \(for \d+ workers\)", t) for t in shown)
