"""Phase II (§3.2): blind draws, the cost track, passing and the queue, the starting player's return,
the 2-player rule, space capacities, Brother Remigius, the city wall."""

from __future__ import annotations

import pytest

from masterbuilders.engine import CHANCE, IllegalActionError
from masterbuilders.i18n import text
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import LOCATION_SPACES
from masterbuilders.pillars.placement import cost
from tests.pillars.scenario import deal_round, do, jump, legal, new
from tests.said import refused


def draw(s: PillarsState, color: str) -> None:
    """Draw a builder of `color`; the starting player keeps it if asked (§3.2.1)."""
    do(s, f"draw-builder {color}")
    if legal(s) == ["keep", "return"]:
        do(s, "keep")


def phase2(players: int = 2) -> PillarsState:
    s = deal_round(new(players))
    do(s, *["pass"] * players)
    assert s.current_player() == CHANCE
    return s


def test_draw_probabilities_follow_the_bag() -> None:
    """§3.2.1: builders are drawn blindly from the bag: each colour with its share of the bag."""
    s = phase2(2)
    assert [(str(a), p) for a, p in s.chance_outcomes()] == [
        ("draw-builder blue", 0.5),
        ("draw-builder red", 0.5),
    ]
    do(s, "draw-builder blue", "keep", "place kingsbridge-1")
    assert [p for _, p in s.chance_outcomes()] == pytest.approx([0.4, 0.6])


def test_cost_track_falls_from_seven_and_is_free_from_the_eighth() -> None:
    """§3.2.3: 7, 6, 5, 4, 3, 2, 1 gold, then free; passing moves the marker too; no passing when free."""
    s = phase2(3)
    for p in s.players:
        p.gold = 30
    spaces = ["court-1", "court-2", "court-3", "court-4", "market-1", "market-2", "market-3"]
    paid = []
    for i, space in enumerate([*spaces, "priory-1", "priory-2"]):
        draw(s, ["blue", "red", "green"][i % 3])
        seat = s.current_player()
        before = s.players[seat].gold
        if i == 7:
            assert "pass" not in legal(s) and cost(s) == 0
        do(s, f"place {space}")
        paid.append(before - s.players[seat].gold)
    assert paid == [7, 6, 5, 4, 3, 2, 1, 0, 0]


def test_cost_track_pass_example_queued_builders_placed_free_in_pass_order() -> None:
    """§3.2.4 example: red passes first, then blue, then red again; after all others are placed,
    red places for free, then blue, then red again (2 players, §3.2.3 2-player rule: cost 0)."""
    s = phase2(2)
    gold = [p.gold for p in s.players]
    for color, choice in [
        ("red", "pass"),  # red passes at 7
        ("blue", "pass"),  # blue at 6
        ("red", "pass"),  # red at 5
        ("blue", "place court-1"),  # 4
        ("blue", "place court-2"),  # 3
        ("red", "place court-3"),  # 2
    ]:
        draw(s, color)
        do(s, choice)
    assert s.queue == [0, 1] and cost(s) == 0  # red (first to pass) places now; then blue, red
    assert s.current_player() == 1
    assert "pass" not in legal(s)
    do(s, "place market-1")
    assert s.current_player() == 0
    do(s, "place market-2")
    assert s.current_player() == 1
    do(s, "place market-3")
    assert [gold[i] - p.gold for i, p in enumerate(s.players)] == [7, 2]


def test_the_starting_player_may_return_one_drawn_builder_once_per_round() -> None:
    """§3.2.1: once per round the starting player may return the drawn builder and draw again."""
    s = phase2(2)
    do(s, "draw-builder red")
    assert s.current_player() == 0 and legal(s) == ["keep", "return"]
    do(s, "return")
    assert s.current_player() == CHANCE and s.bag == [3, 3] and s.return_used
    do(s, "draw-builder red")
    assert s.current_player() == 1  # no second offer this round
    assert "place archbishop" in legal(s)


def test_a_player_who_cannot_pay_can_only_pass() -> None:
    """§3.2.3 (Mayfair): a player who cannot pay may pass."""
    s = phase2(2)
    s.players[1].gold = 6
    do(s, "draw-builder red", "keep")
    assert legal(s) == ["pass"]
    with refused(IllegalActionError, r"cannot place for 7 gold: you have 6 gold"):
        do(s, "place archbishop")


def test_one_builder_per_space_and_location_capacities() -> None:
    """§3.2.2: one master builder per space; C§5a / C§7 D3-D4: spaces per location."""
    sizes = {loc: len(idx) for loc, idx in LOCATION_SPACES.items()}
    assert sizes == {
        "archbishop": 1,
        "kingsbridge": 2,
        "priory": 2,
        "court": 4,
        "shiring": 2,
        "castle": 1,
        "market": 4,
        "startplayer": 1,
    }
    s = phase2(2)
    do(s, "draw-builder blue", "keep", "place castle")
    draw(s, "red")
    assert "place castle" not in legal(s)
    with refused(IllegalActionError, r"only 1 master builder may stand on a space \(§3.2.2\)"):
        do(s, "place castle")


def test_brother_remigius_places_for_free_and_is_used_up() -> None:
    """C§3 #14 and C§7 D2: place one of your drawn builders for free; the marker still moves."""
    s = phase2(2)
    s.players[1].privileges.append("remigius")
    do(s, "draw-builder red", "keep")
    assert legal(s)[-1] == "use remigius"
    gold = s.players[1].gold
    do(s, "use remigius", "place castle")
    assert s.players[1].gold == gold and "remigius" not in s.players[1].privileges
    assert cost(s) == 6


def test_city_wall_sets_the_third_builder_of_a_colour_aside() -> None:
    """§3.2.5: after the city-wall event only 2 builders per colour; the third is set aside."""
    s = deal_round(new(2))
    s.players[0].builders = 2
    jump(s, "builders")
    draw(s, "blue")
    do(s, "place court-1")
    draw(s, "blue")
    do(s, "place court-2")
    do(s, "draw-builder blue")
    assert s.builder_aside == [1, 0] and s.current_player() == CHANCE
    assert [str(a) for a, _ in s.chance_outcomes()] == ["draw-builder red"]
    assert "blue may place only 2 this round (city wall, §3.2.5)" in text(s.log[-1][1])


def test_court_priory_and_market_fill_in_placement_order_kingsbridge_and_shiring_do_not() -> None:
    """§4.9: the first player to place in the King's court takes the space next to the metal;
    §4.12: market turns follow the order in which builders were placed; §4.5 likewise (INF).
    At Kingsbridge and Shiring each space has its own card, so any free space may be chosen."""
    s = phase2(2)
    draw(s, "blue")
    places = legal(s)
    assert "place court-1" in places and "place court-2" not in places
    assert "place market-1" in places and "place market-2" not in places
    assert "place priory-1" in places and "place priory-2" not in places
    assert "place kingsbridge-2" in places and "place shiring-2" in places
    with refused(IllegalActionError, r"fill in order, the next is King's court, space 1 \(§4.9\)"):
        do(s, "place court-2")
    do(s, "place court-1")
    draw(s, "red")
    assert "place court-2" in legal(s)
