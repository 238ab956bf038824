"""Events and the Archbishop's seat (§4.1, §4.2; the 10 cards of C§4 with their marks)."""

from __future__ import annotations

import pytest

from masterbuilders.i18n import texts
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import step_of
from tests.pillars.scenario import deal_round, do, jump, legal, new


def at_event(players: int = 2, event: str = "william", **spaces: str) -> PillarsState:
    s = deal_round(new(players))
    jump(s, "event", **spaces)
    do(s, f"event {event}")
    return s


def test_william_each_pays_four_gold_shortfall_costs_vp() -> None:
    """§4.1: every player pays 4 gold; who cannot pays all he has and loses 1 VP per 2 missing,
    rounded down."""
    s = deal_round(new(3))
    s.players[1].gold, s.players[1].vp = 1, 5  # 3 missing -> 1 VP
    s.players[2].gold, s.players[2].vp = 0, 5  # 4 missing -> 2 VP
    jump(s, "event")
    do(s, "event william")
    assert [p.gold for p in s.players] == [16, 0, 0]
    assert [p.vp for p in s.players] == [2, 4, 3]


def test_archbishop_protects_from_a_negative_event() -> None:
    """§4.2: the Archbishop's builder may be protected from a negative event."""
    s = at_event(2, "william", archbishop="red")
    assert s.current_player() == 1
    assert legal(s) == ["protect", "take-cube stone", "take-cube wood", "take-cube sand"]
    do(s, "protect")
    assert [p.gold for p in s.players] == [16, 21]


def test_archbishop_takes_a_market_cube_instead_whatever_the_event() -> None:
    """§4.2 / C§7 D5: or take 1 cube of his choice from the market (not the board), any event."""
    s = at_event(2, "koenig", archbishop="blue")
    assert legal(s) == ["take-cube stone", "take-cube wood", "take-cube sand", "decline"]
    do(s, "take-cube stone")
    assert s.market[0] == 3 and s.players[0].res[0] == 1 and s.supply[0] == 19
    assert [p.gold for p in s.players] == [25, 26]  # the King: 5 gold each


def test_loss_of_a_craftsman_is_the_players_choice() -> None:
    """§4.1 / C§4 #3: each player loses 1 craftsman of his choice; it leaves the game."""
    s = at_event(2, "teile")
    assert s.current_player() == 0
    assert legal(s) == ["lose stonecutter", "lose woodworker", "lose mortar-mixer"]
    do(s, "lose woodworker", "lose stonecutter")
    assert s.players[0].craftsmen == ["stonecutter", "mortar-mixer"]
    assert s.players[1].craftsmen == ["woodworker", "mortar-mixer"]


def test_conflict_costs_two_vp_never_below_zero() -> None:
    """C§4 #4 and C§7 D9: every player loses 2 VP; VP never go below 0."""
    s = deal_round(new(2))
    s.players[1].vp = 1
    jump(s, "event")
    do(s, "event konflikt")
    assert [p.vp for p in s.players] == [0, 0]


@pytest.mark.parametrize(("event", "expected"), [("kalte-winter", 2), ("freiwilligen", 4)])
def test_production_events_change_each_card_by_one(event: str, expected: int) -> None:
    """C§4 #5, #8: each resource card yields 1 cube less (cold winter) or more (volunteers)."""
    s = at_event(2, event)
    s.players[0].cards = ["wood-3"]
    jump(s, "production")
    assert s.players[0].res[1] == expected


def test_richard_gives_each_player_a_metal() -> None:
    """C§4 #7: every player receives 1 metal."""
    s = at_event(3, "richard-event")
    assert [p.res[3] for p in s.players] == [1, 1, 1] and s.supply[3] == 9


def test_prior_philip_event_pays_wool_mill_workers_up_to_five() -> None:
    """C§4 #9 and C§7 D8: gold equal to the player's workers in the wool mill, at most 5."""
    s = deal_round(new(2))
    s.players[0].wool, s.players[1].wool = 3, 12
    s.players[0].gold = s.players[1].gold = 0
    jump(s, "event")
    do(s, "event philip")
    # the wool mill (§4.3) pays its 3 and 12 right after the event: 3 + 3 and 5 + 12
    assert [p.gold for p in s.players] == [6, 17]


def test_positive_events_apply_to_a_protected_player_too() -> None:
    """§4.1: positive events apply to all players."""
    s = at_event(2, "koenig", archbishop="red")
    do(s, "decline")
    assert [p.gold for p in s.players] == [25, 26]


def test_thomas_protects_once_after_the_reveal() -> None:
    """C§3 #13: once per game, protection from the revealed (negative) event."""
    s = deal_round(new(2))
    s.players[1].privileges.append("thomas")
    jump(s, "event")
    do(s, "event william")
    assert s.current_player() == 1 and legal(s) == ["use thomas", "decline"]
    do(s, "use thomas")
    assert [p.gold for p in s.players] == [16, 21]
    assert "thomas" not in s.players[1].privileges


def test_ellen_sees_the_coming_event_privately() -> None:
    """C§3 #11: Ellen's owner sees the coming event at the start of the round; nobody else does."""
    s = new(3)
    s.players[2].privileges.append("ellen")
    do(
        s,
        "deal-privileges aliena+tom",
        "deal-shiring mason-r1+toolmaker-r1",
        "set-aside sand-4+stone-4",
    )
    do(s, "event konflikt")
    assert s.view(2)["private"]["coming_event"]["id"] == "konflikt"
    for seat in (None, 0, 1):
        assert "konflikt" not in str(s.view(seat))
        assert s.view(seat)["event"] is None
    assert "Conflict" in " ".join(texts(s.log_for(2)))
    assert "Conflict" not in " ".join(texts(s.log_for(0)))


# ---- protection is offered only where it protects (issue 35) ----------------------------------------
def in_round(number: int, players: int = 2) -> PillarsState:
    """Round `number` after its set-up draws (round 6 deals the last-round cards itself, §9)."""
    s = new(players)
    s.round = number
    jump(s, "privileges")
    return deal_round(s)


def test_archbishop_offers_no_protection_from_a_city_wall_in_round_6() -> None:
    """§4.2, §3.2.5, §6: the city wall limits master builders in the next round; in round 6 there is
    none, so it cannot touch the Archbishop's player: he is not offered protection, only the market
    cube (or nothing, as after any event that leaves him untouched)."""
    s = in_round(6)
    jump(s, "event", archbishop="red")
    do(s, "event stadtmauer")
    assert s.current_player() == 1
    assert legal(s) == ["take-cube stone", "take-cube wood", "take-cube sand", "decline"]


def test_archbishop_offers_no_protection_from_cold_winter_without_resource_cards() -> None:
    """§4.2, C§4 #5: the cold winter takes 1 cube from each resource card; a player who took no
    resource card this round loses nothing, so the Archbishop offers him only the market cube."""
    s = deal_round(new(2))
    s.players[1].cards = []
    jump(s, "event", archbishop="red")
    do(s, "event kalte-winter")
    assert s.current_player() == 1
    assert legal(s) == ["take-cube stone", "take-cube wood", "take-cube sand", "decline"]
    do(s, "decline")
    assert s.market == [4, 4, 4, 0] and not s.players[1].protected


def test_thomas_is_kept_against_a_city_wall_in_round_6() -> None:
    """C§3 #13, §3.2.5: Thomas protects once from a negative event; a round-6 city wall limits a
    next round that never comes, so Thomas is not offered and stays with its owner."""
    s = in_round(6)
    s.players[1].privileges.append("thomas")
    jump(s, "event")
    do(s, "event stadtmauer")
    assert s.step > step_of("event")
    assert "thomas" in s.players[1].privileges


def test_protection_is_still_offered_where_it_protects() -> None:
    """§4.2, C§3 #13: a city wall before round 6 and a cold winter for a player holding a resource
    card do touch him: the Archbishop offers protection and Thomas is offered."""
    s = in_round(5)
    s.players[0].privileges.append("thomas")
    jump(s, "event", archbishop="red")
    do(s, "event stadtmauer")
    assert legal(s)[0] == "protect"
    do(s, "protect")
    assert legal(s) == ["use thomas", "decline"]
    do(s, "use thomas")
    assert [p.builders_next for p in s.players] == [3, 3]

    s = deal_round(new(2))
    s.players[1].cards = ["sand-2"]
    jump(s, "event", archbishop="red")
    do(s, "event kalte-winter")
    assert legal(s)[0] == "protect"


def test_archbishop_offers_no_protection_from_paying_gold_with_nothing_to_lose() -> None:
    """§4.1, §4.2, C§7 D9: the 4 gold are paid, the shortfall in VP, never below 0: a player with
    neither gold nor VP loses nothing, so the Archbishop offers him only the market cube."""
    s = deal_round(new(2))
    s.players[1].gold = s.players[1].vp = 0
    jump(s, "event", archbishop="red")
    do(s, "event william")
    assert legal(s) == ["take-cube stone", "take-cube wood", "take-cube sand", "decline"]
