"""Phase I (§3.1): drafting in turn order, pass-and-out, workers and gold, the craftsman limit, the
wool mill."""

from __future__ import annotations

from masterbuilders.engine import IllegalActionError
from masterbuilders.pillars.model import SPACES
from tests.pillars.scenario import deal_round, do, legal, new
from tests.said import refused


def test_turn_order_clockwise_from_the_starting_player_and_pass_is_final() -> None:
    """§3.1.1: players take a card each in clockwise order; a player who passed takes no more."""
    s = deal_round(new(3))
    assert s.current_player() == 0
    do(s, "take sand-2")
    assert s.current_player() == 1
    do(s, "pass")
    assert s.current_player() == 2
    do(s, "take wood-2")
    assert s.current_player() == 0
    do(s, "take sand-3")
    assert s.current_player() == 2  # seat 1 passed and is skipped


def test_phase_one_ends_when_all_have_passed_and_unhired_craftsmen_leave() -> None:
    """§3.1.1: Phase I ends when all players have passed; craftsmen not chosen leave the game."""
    s = deal_round(new(2))
    do(s, "pass", "pass")
    assert s.supply_cards == []
    assert s.legal_actions()[0].kind == "draw-builder"  # Phase II began
    owned = {c for p in s.players for c in p.craftsmen}
    assert "mortar-mixer-r1" not in owned and "woodworker-r1" not in owned


def test_phase_one_ends_when_all_nine_cards_are_taken() -> None:
    """§3.1.1: Phase I ends when the 9 cards of the supply are gone."""
    s = deal_round(new(4), set_aside="wood-4+stone-4")
    for p in s.players:
        p.gold = 30
    picks = ["sand-2", "wood-2", "sand-3", "stone-2", "hire mortar-mixer-r1", "hire woodworker-r1"]
    picks += ["stone-3", "wood-3", "sand-4"]
    for pick in picks:
        do(s, pick if pick.startswith("hire") else f"take {pick}")
    assert s.supply_cards == []
    assert s.legal_actions()[0].kind == "draw-builder"


def test_a_resource_card_needs_enough_free_workers() -> None:
    """§3.1.2: the card's workers go to the resource space; a card needs that many free workers."""
    s = deal_round(new(2), set_aside="sand-2+wood-2")
    do(s, "take stone-4")  # 10 workers
    assert s.players[0].free_workers() == 2
    do(s, "pass")
    assert "take sand-3" not in legal(s)  # needs 4
    with refused(IllegalActionError, r"needs 4 workers and you have 2 available \(§3.1.2\)"):
        do(s, "take sand-3")


def test_gray_and_black_workers_count_while_held() -> None:
    """§3.1.2 with §4.11 and the black-worker card: held gray and black workers are available."""
    s = deal_round(new(2), set_aside="sand-2+wood-2")
    s.players[0].gray = 2
    s.players[0].black = 1
    do(s, "take stone-4", "pass")
    assert s.players[0].free_workers() == 5
    do(s, "take sand-3")
    assert s.players[0].free_workers() == 1


def test_a_craftsman_costs_gold_and_needs_enough() -> None:
    """§3.1.2: hiring costs the gold on the card; without enough gold it cannot be chosen."""
    s = deal_round(new(2))
    do(s, "hire mortar-mixer-r1")
    assert s.players[0].gold == 16 and "mortar-mixer-r1" in s.players[0].craftsmen
    s.players[1].gold = 2
    assert "hire woodworker-r1" not in legal(s)
    with refused(IllegalActionError, r"costs 3 gold and you have 2 \(§3.1.2\)"):
        do(s, "hire woodworker-r1")


def test_craftsman_limit_forces_a_discard_which_may_be_the_new_card() -> None:
    """§3.1.3: room for 5 craftsmen; the sixth forces a discard, the card just taken included."""
    s = deal_round(new(2))
    s.players[0].craftsmen += ["potter-r2", "carpenter-r2"]
    do(s, "hire mortar-mixer-r1")
    assert s.current_player() == 0
    assert "discard mortar-mixer-r1" in legal(s) and "discard stonecutter" in legal(s)
    do(s, "discard mortar-mixer-r1")
    assert "mortar-mixer-r1" not in s.players[0].craftsmen and len(s.players[0].craftsmen) == 5
    assert s.players[0].gold == 16  # paid all the same
    assert s.current_player() == 1


def test_remaining_workers_go_to_the_wool_mill() -> None:
    """§3.1.4: workers still in a player's supply at the end of Phase I go to the wool mill."""
    s = deal_round(new(2), set_aside="sand-4+stone-4")
    do(s, "take wood-3", "take stone-2", "pass", "pass")
    assert (s.players[0].wool, s.players[1].wool) == (6, 7)


def test_space_names_are_board_order() -> None:
    """§3.2.2 / C§5a: 17 master builder spaces."""
    assert len(SPACES) == 17
    assert SPACES[0] == "archbishop" and SPACES[-1] == "startplayer"
