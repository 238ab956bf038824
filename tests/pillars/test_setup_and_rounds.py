"""Set-up (§2.1), the start of a round (§3.0), before the next round (§5) and the end (§6)."""

from __future__ import annotations

import pytest

from masterbuilders.engine import CHANCE, TERMINAL, IllegalActionError
from masterbuilders.pillars.model import LAST_ROUND_PRIVILEGES, REGULAR_PRIVILEGES, ROUND_CRAFTSMEN
from tests.pillars.scenario import deal_round, jump, legal, new
from tests.said import refused


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_gold_vp_workers_and_craftsmen(players: int) -> None:
    """§2.1: gold 20, 21, 22, 23 clockwise from the starting player; 2 VP; 12 workers; mortar
    mixer, woodworker and stonecutter each; market 4 sand/wood/stone; 1 metal at court; 4 gray."""
    s = new(players)
    assert [p.gold for p in s.players] == [20, 21, 22, 23][:players]
    assert all(p.vp == 2 and p.workers() == 12 for p in s.players)
    assert all(
        sorted(p.craftsmen) == ["mortar-mixer", "stonecutter", "woodworker"] for p in s.players
    )
    assert s.market == [4, 4, 4, 0]
    assert s.court_metal == 1
    assert s.supply == [19, 19, 19, 12]
    assert s.castle_gray == 4
    assert s.start == 0


def test_round_start_is_chance_with_uniform_outcomes() -> None:
    """§2.1/§3.0: 2 of the 14 regular advantage cards (unordered, uniform), 2 of the round's 4
    craftsmen to Shiring, 2 of the 9 resource cards set aside."""
    s = new()
    assert s.current_player() == CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 91 and all(abs(p - 1 / 91) < 1e-12 for _, p in outcomes)
    s.apply_text("deal-privileges aliena+tom")
    assert s.kingsbridge == ["aliena", "tom"]
    assert len(s.chance_outcomes()) == 6
    s.apply_text("deal-shiring mason-r1+toolmaker-r1")
    assert s.shiring == ["mason-r1", "toolmaker-r1"]
    assert len(s.chance_outcomes()) == 36
    s.apply_text("set-aside sand-4+stone-4")
    assert len(s.supply_cards) == 9
    assert s.supply_cards[-2:] == ["mortar-mixer-r1", "woodworker-r1"]
    assert "sand-4" not in s.supply_cards and "stone-4" not in s.supply_cards
    assert s.current_player() == 0  # Phase I begins with the starting player


def test_dealt_cards_are_never_dealt_again_and_removed_cards_are_never_drawn() -> None:
    """§2.1: 4 of the 14 regular advantage cards leave unseen; the 2 last-round cards come before
    round 6; 4 of 10 events leave unseen. In the model, the unseen ones are simply never drawn."""
    from tests.helpers import random_game

    state, actions = random_game("pillars", 3, 4)
    dealt = [c for a in actions if a.kind == "deal-privileges" for c in a.target.split("+")]
    assert len(dealt) == 10 == len(set(dealt))
    assert set(dealt) <= set(REGULAR_PRIVILEGES)
    assert not set(dealt) & set(LAST_ROUND_PRIVILEGES)
    events = [a.target for a in actions if a.kind == "event"]
    assert len(events) == 6 == len(set(events))
    assert len(state.priv_deck) == 4 and len(state.event_deck) == 4  # type: ignore[attr-defined]


def test_last_round_offers_the_two_fixed_advantage_cards() -> None:
    """§9: before the sixth round the 2 last-round cards are placed in Kingsbridge."""
    s = new()
    s.round = 6
    jump(s, "privileges")
    assert s.kingsbridge == list(LAST_ROUND_PRIVILEGES)
    assert legal(s)[0].startswith("deal-shiring")


def test_round_craftsmen_come_by_round() -> None:
    """§2.1: 6 stacks of 4 craftsmen, one stack per round."""
    assert [len(ROUND_CRAFTSMEN[r]) for r in range(1, 7)] == [4] * 6
    s = new()
    s.round = 3
    jump(s, "privileges")
    s.apply_text("deal-privileges aliena+tom")
    assert all(a.target.split("+")[0] in ROUND_CRAFTSMEN[3] for a, _ in s.chance_outcomes())


def test_before_the_next_round_market_court_gray_cost_marker_reset() -> None:
    """§5: market restocked to 4/4/4 from the board, court metal replaced, used gray workers
    return, the cost marker goes back to 7, 2 new advantage cards."""
    s = deal_round(new())
    s.market = [1, 0, 2, 0]
    s.supply = [22, 23, 21, 12]
    s.court_metal = 0
    s.players[0].gray, s.players[1].gray_next, s.castle_gray = 2, 2, 0
    s.cost_idx = 5
    jump(s, "end")
    assert s.round == 2
    assert s.market == [4, 4, 4, 0] and s.supply == [19, 19, 19, 11]
    assert s.court_metal == 1
    assert (s.players[0].gray, s.players[1].gray, s.castle_gray) == (0, 2, 2)
    assert s.cost_idx == 0
    assert s.current_player() == CHANCE and legal(s)[0].startswith("deal-privileges")


def test_the_game_ends_after_round_six() -> None:
    """§6: the game ends after the sixth round."""
    s = deal_round(new())
    s.round = 6
    jump(s, "end")
    assert s.current_player() == TERMINAL and s.legal_actions() == []
    with refused(IllegalActionError, "over"):
        s.apply_text("pass")


def test_most_vp_wins_then_most_gold_else_shared() -> None:
    """§6: most VP wins; a tie goes to the most gold; otherwise a shared win."""
    s = new(3)
    s.players[0].vp, s.players[1].vp, s.players[2].vp = 30, 30, 12
    s.players[0].gold, s.players[1].gold = 4, 9
    r = s.result()
    assert r.ranks == (2, 1, 3) and r.winners == (1,)
    s.players[0].gold = 9
    r = s.result()
    assert r.ranks == (1, 1, 3) and r.winners == (0, 1)


def test_start_player_moves_to_the_cathedral_builder_or_clockwise() -> None:
    """§4.14: the builder on the starting-player space becomes starting player; otherwise the
    player clockwise of the current starting player."""
    s = deal_round(new(3))
    jump(s, "startplayer", startplayer="green")
    assert s.start == 2
    s = deal_round(new(3))
    jump(s, "startplayer")
    assert s.start == 1
