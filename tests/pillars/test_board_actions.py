"""Phase III board actions (§4.3-§4.11, §4.14) and the advantage cards (§9, C§3)."""

from __future__ import annotations

import pytest

from masterbuilders.engine import CHANCE
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import LAST_ROUND_PRIVILEGES, PRIORY, REGULAR_PRIVILEGES, START
from tests.pillars.scenario import deal_round, do, jump, legal, new


def after_event(players: int = 2, **spaces: str) -> PillarsState:
    s = deal_round(new(players))
    jump(s, "event", **spaces)
    do(s, "event koenig")
    if s.frames and legal(s)[-1] == "decline":
        do(s, "decline")
    return s


def test_wool_mill_pays_one_gold_per_worker_up_to_thirty() -> None:
    """§4.3: 1 gold per worker in the wool mill; no more than 30 gold, the rest is lost."""
    s = deal_round(new(2))
    s.players[0].wool, s.players[0].gold = 7, 10
    s.players[1].wool, s.players[1].gold = 9, 25
    jump(s, "wool")
    assert [p.gold for p in s.players] == [17, 30] and [p.wool for p in s.players] == [0, 0]


def test_kingsbridge_gives_the_card_above_the_space_and_discards_the_other() -> None:
    """§4.4: each Kingsbridge builder takes the card above his space; unclaimed cards leave."""
    s = deal_round(new(2), privileges="aliena+francis")
    jump(s, "kingsbridge", kingsbridge_2="red")
    assert s.players[1].privileges == ["francis"] and s.players[0].privileges == []
    assert s.kingsbridge == ["", ""]


@pytest.mark.parametrize(
    ("card", "gold", "vp", "res"),
    [
        ("wollmesse", 28, 2, [0, 0, 0, 0]),
        ("madonna", 20, 5, [0, 0, 0, 0]),
        ("toledo", 20, 2, [0, 0, 0, 2]),
        ("vollendung", 20, 2, [1, 1, 0, 0]),
        ("feierlichkeiten", 20, 2, [0, 0, 0, 1]),
    ],
)
def test_immediate_advantage_cards(card: str, gold: int, vp: int, res: list[int]) -> None:
    """§9 type 3 and C§3: +8 gold, +3 VP, +2 metal; last round: +1 stone +1 wood, +1 metal."""
    s = deal_round(new(2))
    s.kingsbridge = [card, ""]
    jump(s, "kingsbridge", kingsbridge_1="blue")
    p = s.players[0]
    assert (p.gold, p.vp, p.res) == (gold, vp, res)
    assert card not in p.privileges  # used and removed
    assert p.taken == (card,)  # but remembered as taken (for the balance study)


def test_wool_fair_gold_respects_the_cap() -> None:
    """§4.3 cap with C§7 D9: every gold gain stops at 30."""
    s = deal_round(new(2))
    s.players[0].gold = 27
    s.kingsbridge = ["wollmesse", ""]
    jump(s, "kingsbridge", kingsbridge_1="blue")
    assert s.players[0].gold == 30


def test_otto_brings_the_black_worker_and_jack_a_sixth_cottage() -> None:
    """C§3 #7, #8 and C§7 D6: the black worker joins for good; room for 6 craftsmen."""
    s = deal_round(new(2), privileges="otto+jack")
    jump(s, "kingsbridge", kingsbridge_1="blue", kingsbridge_2="red")
    assert s.players[0].workers() == 13 and s.players[1].limit == 6


@pytest.mark.parametrize(("card", "r"), [("aliena", 1), ("tom", 0), ("richard", 2)])
def test_production_advantage_cards_add_one_cube_each_round(card: str, r: int) -> None:
    """§4.6-4.8 tip and C§3 #1-3: +1 wood (Aliena), stone (Tom), sand (Richard) every round."""
    s = deal_round(new(2))
    s.players[0].privileges.append(card)
    jump(s, "production")
    assert s.players[0].res[r] == 1


def test_priory_two_and_one_vp_and_prior_philip_bonus() -> None:
    """§4.5: first space 2 VP, second 1 VP; C§3 #10: Prior Philip adds 1."""
    s = deal_round(new(2))
    s.players[1].privileges.append("prior-philip")
    jump(s, "priory", priory_1="blue", priory_2="red")
    assert [p.vp for p in s.players] == [4, 4]
    # the final breakdown counts them under the priory (starting VP 2 each, §2)
    assert [p.vp_from[PRIORY] for p in s.players] == [2, 2]
    assert [p.vp_from[START] for p in s.players] == [2, 2]


def test_production_yields_cards_and_returns_cards_and_workers() -> None:
    """§4.6-4.8: each card yields its 2, 3 or 4 cubes from the board; cards and workers return."""
    s = deal_round(new(2))
    s.players[0].cards, s.players[0].placed = ["stone-3", "sand-2"], 10
    jump(s, "production")
    assert s.players[0].res == [3, 0, 2, 0] and s.supply == [16, 19, 17, 12]
    assert s.players[0].cards == [] and s.players[0].placed == 0


def test_production_from_an_empty_board_is_owed() -> None:
    """§4.6-4.8 note: when the board has no cubes left, note what is owed; never from the market."""
    s = deal_round(new(2))
    s.supply[0] = 1
    s.players[0].cards = ["stone-4"]
    jump(s, "production")
    p = s.players[0]
    assert p.res[0] == 1 and p.owed[0] == 3 and p.have(0) == 4
    assert s.market[0] == 4 and s.supply[0] == 0


def test_tax_die_faces_and_probabilities() -> None:
    """§1, §4.9: the die shows 2, 3, 3, 4, 4, 5."""
    s = after_event()
    jump(s, "court")
    assert s.current_player() == CHANCE
    outcomes = s.chance_outcomes()
    assert [a.count for a, _ in outcomes] == [2, 3, 4, 5]
    assert [p for _, p in outcomes] == pytest.approx([1 / 6, 1 / 3, 1 / 3, 1 / 6])


def test_court_exempts_and_gives_the_first_space_the_metal() -> None:
    """§4.9: court builders pay no tax; the first space also receives the metal cube."""
    s = deal_round(new(3))
    jump(s, "court", court_2="red", court_1="green")
    do(s, "tax 4")
    assert [p.gold for p in s.players] == [16, 21, 22]
    assert s.players[2].res[3] == 1 and s.court_metal == 0


def test_tax_shortfall_costs_one_vp_per_two_gold_rounded_down() -> None:
    """§4.9 Important: pay what you have; lose 1 VP per 2 gold missing, rounded down."""
    s = deal_round(new(2))
    s.players[0].gold, s.players[0].vp = 2, 6  # 5 due: 3 missing -> 1 VP
    s.players[1].gold, s.players[1].vp = 1, 6  # 4 missing -> 2 VP
    jump(s, "court")
    do(s, "tax 5")
    assert [(p.gold, p.vp) for p in s.players] == [(0, 5), (0, 4)]


def test_francis_pays_two_and_the_exemption_card_pays_nothing_once() -> None:
    """C§3 #9: always only 2 gold tax; C§3 #12 (§9): once, no tax, decided after the roll."""
    s = deal_round(new(2))
    s.players[0].privileges.append("francis")
    s.players[1].privileges.append("steuerfreiheit")
    jump(s, "court")
    do(s, "tax 5")
    assert s.current_player() == 1 and legal(s) == ["use steuerfreiheit", "decline"]
    do(s, "use steuerfreiheit")
    assert [p.gold for p in s.players] == [18, 21]
    assert "steuerfreiheit" not in s.players[1].privileges


def test_shiring_craftsman_is_free_and_respects_the_limit() -> None:
    """§4.10: the Shiring builder takes the craftsman above his space without paying; the limit
    of 5 applies (Mayfair); unclaimed Shiring craftsmen leave the game."""
    s = deal_round(new(2), shiring="mason-r1+toolmaker-r1")
    s.players[1].craftsmen += ["potter-r2", "carpenter-r2"]
    jump(s, "shiring", shiring_2="red")
    assert s.players[1].gold == 21 and "toolmaker-r1" in s.players[1].craftsmen
    assert s.current_player() == 1 and legal(s)[0] == "discard stonecutter"
    do(s, "discard stonecutter")
    assert len(s.players[1].craftsmen) == 5
    assert all("mason-r1" not in p.craftsmen for p in s.players)


def test_castle_gray_workers_serve_the_next_round_then_return() -> None:
    """§4.11: 2 gray workers for the next round; they return at the end of that round (§5)."""
    s = deal_round(new(2))
    jump(s, "castle", castle="red")
    assert s.players[1].gray_next == 2 and s.players[1].workers() == 12
    jump(s, "end")
    assert s.players[1].workers() == 14 and s.castle_gray == 2
    deal_round(s, privileges="otto+jack")
    jump(s, "end")
    assert s.players[1].workers() == 12 and s.castle_gray == 4


def test_every_advantage_card_is_handled() -> None:
    """§9: all 16 cards have an effect the engine implements."""
    assert len(REGULAR_PRIVILEGES) == 14 and len(LAST_ROUND_PRIVILEGES) == 2
    for card in REGULAR_PRIVILEGES + LAST_ROUND_PRIVILEGES:
        s = deal_round(new(2))
        s.kingsbridge = [card, ""]
        jump(s, "kingsbridge", kingsbridge_1="blue")
        kept = card in s.players[0].privileges
        from masterbuilders.pillars.data import load

        kind = load().privileges[card].kind
        assert kept == (kind != "immediate"), card
        assert s.players[0].taken == (card,), card
