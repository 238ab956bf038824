"""The Builders: Middle Ages, rule by rule (rules.md §A4-§A6, Part B and Part C)."""

from __future__ import annotations

import pytest

from masterbuilders.builders.game import BuildersState
from masterbuilders.builders.model import APPRENTICES
from masterbuilders.engine import CHANCE, TERMINAL, IllegalActionError
from masterbuilders.i18n import texts
from tests.builders.scenario import do, legal, new
from tests.said import refused


def test_set_up_coins_apprentices_rows_next_building_first_player() -> None:
    """§A4: 10 coins each; one random apprentice each, the rest shuffled into the worker deck;
    5 buildings and 5 workers face up; the building deck's top card visible (step 1, "Construction
    side up"), the worker deck face down (step 3); C3: a random first player from the seed."""
    s = BuildersState(3, {})
    assert s.current_player() == CHANCE
    assert len(s.chance_outcomes()) == 42  # the whole building deck, machines included
    s = new(3)
    assert [p.coins for p in s.players] == [10, 10, 10]
    assert [p.team for p in s.players] == [["w01"], ["w02"], ["w03"]]
    assert s.b_row == ["b31", "b01", "b02", "m1", "b27"] and s.b_next == "b34"
    assert s.w_row == ["w19", "w07", "w35", "w20", "w21"]
    assert set(APPRENTICES[3:]) <= set(s.w_deck)  # leftover apprentices are in the deck
    assert len(s.w_deck) == 36 + 3 - 5
    assert s.current_player() == 0 and s.first == 0


def test_apprentices_are_dealt_uniformly_from_the_six() -> None:
    """§A4 step 2: each player gets one apprentice at random."""
    s = BuildersState(2, {})
    for b in ["b31", "b01", "b02", "m1", "b27", "b34"]:
        s.apply_text(f"reveal-building {b}")
    outcomes = s.chance_outcomes()
    assert [a.target for a, _ in outcomes] == list(APPRENTICES)
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)


def test_first_player_is_random_among_the_seats() -> None:
    """§A4 step 6 and C3: a random first player, drawn as chance from the game's seed."""
    s = BuildersState(4, {})
    while s.chance_outcomes()[0][0].kind != "first-player":
        s.apply(s.legal_actions()[0])
    assert [str(a) for a, _ in s.chance_outcomes()] == [f"first-player p{i}" for i in range(1, 5)]


def test_three_free_actions_then_the_turn_ends_by_itself() -> None:
    """§A5: 3 actions a turn; the turn ends when none is left and none can be bought."""
    s = new(2)
    s.players[0].coins = 4
    do(s, "recruit w07")
    do(s, "reveal-worker w08")
    do(s, "recruit w35", "reveal-worker w09")
    assert s.current_player() == 0 and s.actions == 1
    do(s, "start b01", "reveal-building b03")
    assert s.current_player() == 1 and s.actions == 3


def test_extra_actions_cost_five_coins_each() -> None:
    """§A5 / B8: more actions at 5 coins each, paid to the bank."""
    s = new(2)
    s.players[0].coins = 12
    do(s, "take-coins 3")
    assert s.players[0].coins == 18 and s.actions == 0
    assert legal(s) == ["buy-action", "end"]
    do(s, "buy-action")
    assert (s.players[0].coins, s.actions) == (13, 1)
    do(s, "buy-action", "buy-action")
    assert s.players[0].coins == 3 and s.actions == 3
    with refused(IllegalActionError, r"costs 5 coins and you have 3 \(§A5\)"):
        do(s, "buy-action")


def test_a_turn_may_end_early() -> None:
    """The issue: a turn is a sequence of decisions ending with an explicit end of turn."""
    s = new(2)
    do(s, "end")
    assert s.current_player() == 1 and s.actions == 3


def test_start_construction_refills_from_the_next_card() -> None:
    """§A5.1: 1 action; take a building of the row; the space is refilled at once (B5: with the
    visible next card, and a new next card is revealed)."""
    s = new(2)
    do(s, "start b31")
    assert "b31" in s.players[0].sites and s.actions == 2
    assert s.b_row[0] == "b34" and s.b_next == ""
    assert s.current_player() == CHANCE
    do(s, "reveal-building b05")
    assert s.b_next == "b05" and s.current_player() == 0


def test_recruit_refills_from_the_worker_deck() -> None:
    """§A5.2: 1 action; take a worker of the row; the space is refilled at once with the top card
    of the face-down worker deck (§A4 step 3): a chance draw (tests/builders/test_hidden_worker)."""
    s = new(2)
    do(s, "recruit w19")
    assert s.players[0].team == ["w01", "w19"] and s.actions == 2
    assert s.w_row[0] == "" and s.current_player() == CHANCE
    do(s, "reveal-worker w22")
    assert s.w_row[0] == "w22" and s.current_player() == 0


def test_an_empty_worker_deck_leaves_the_space_empty() -> None:
    """C1: with no worker left in the deck, a recruited worker's space is not refilled."""
    s = new(2)
    s.w_deck = []
    do(s, "recruit w07")
    assert s.w_row[1] == "" and s.current_player() == 0
    assert "recruit w07" not in legal(s)


def test_send_pays_the_worker_and_escalates_on_the_same_site() -> None:
    """§A5.3: pay the worker's coins; 1 action for the first worker sent to a site this turn, 2
    more for the second, 3 for the third; another site costs 1 again."""
    s = new(2)
    p = s.players[0]
    p.team = ["w01", "w07", "w08", "w09"]
    p.sites = {"b33": [], "b32": []}
    p.coins = 30
    do(s, "send w07@b33")
    assert (s.actions, p.coins) == (2, 27)
    assert "send w08@b33" in legal(s)
    do(s, "send w08@b33")
    assert s.actions == 0  # 1 + 2 = 3 actions for 2 workers on one site
    do(s, "buy-action", "buy-action")
    assert "send w09@b33" not in legal(s)  # a third costs 3 actions
    with refused(IllegalActionError, r"costs 3 actions and you have 2 \(§A5.3\)"):
        do(s, "send w09@b33")
    do(s, "send w09@b32")  # a different site: 1 action
    assert s.actions == 1


def test_sending_needs_enough_coins() -> None:
    """§A5.3: the worker's coins are paid when it is sent."""
    s = new(2)
    p = s.players[0]
    p.team, p.sites, p.coins = ["w35"], {"b33": []}, 4
    assert "send w35@b33" not in legal(s)
    with refused(IllegalActionError, r"costs 5 coins and you have 4 \(§A5.3\)"):
        do(s, "send w35@b33")


def test_take_coins_one_three_six_once_per_turn() -> None:
    """§A5.4: 1, 2, 3 actions give 1, 3, 6 coins; C4: once per turn."""
    for n, gain in [(1, 1), (2, 3), (3, 6)]:
        s = new(2)
        do(s, f"take-coins {n}")
        assert s.players[0].coins == 10 + gain
    s = new(2)
    do(s, "take-coins 1")
    assert not any(a.startswith("take-coins") for a in legal(s))
    with refused(IllegalActionError, r"once per turn.*\(§A5.4, C4\)"):
        do(s, "take-coins 1")


def test_rulebook_chapel_example() -> None:
    """§A5.5 example: the Chapel needs 3 stone, 2 wood, 2 knowledge, 3 tile; the Craftsman (4
    coins, 1 action) brings the missing 1 knowledge and 3 tiles; the Chapel is complete: 18 coins,
    5 VP, and all the workers return to the team."""
    s = new(2)
    p = s.players[0]
    p.team = ["w21"]  # craftsman 0/0/1/3, cost 4
    p.sites = {"b31": ["w38", "w02"]}  # 3/2/0/0 + 0/1/1/0 = 3/3/1/0: missing 1 knowledge, 3 tile
    p.coins = 10
    assert p.site_resources("b31") == [3, 3, 1, 0]
    do(s, "send w21@b31")
    assert s.actions == 2 and p.coins == 10 - 4 + 18
    assert p.vp == 5 and p.done == ["b31"] and "b31" not in p.sites
    assert sorted(p.team) == ["w02", "w21", "w38"]


def test_completion_needs_every_type_covered() -> None:
    """§A5.3 / B13: complete only when, resource by resource, the workers meet the requirement."""
    s = new(2)
    p = s.players[0]
    p.team, p.sites = ["w20"], {"b01": []}  # b01 needs 1 stone 1 tile; w20 gives 3 stone 1 wood
    do(s, "send w20@b01")
    assert p.done == [] and p.sites["b01"] == ["w20"]


def test_machines_become_free_workers_that_still_cost_actions() -> None:
    """§A5.6: a finished machine scores its VP, gives no coins and joins the team as a worker that
    costs 0 coins; B (BGA-FR): it costs actions like any worker, escalation included."""
    s = new(2)
    p = s.players[0]
    p.team, p.sites, p.coins = ["w06"], {"m1": [], "b33": [], "b32": []}, 10  # w06: 1 wood 1 tile
    do(s, "send w06@m1")
    assert p.done == ["m1"] and p.vp == 1 and p.coins == 8  # paid 2, earned 0
    assert p.team == ["w06", "m1"]
    do(s, "send m1@b33")
    assert p.coins == 8 and p.sites["b33"] == ["m1"]
    assert p.site_resources("b33") == [2, 0, 0, 0]


def test_seventeen_vp_finishes_the_round_with_equal_turns() -> None:
    """§A6: 17 VP from buildings and machines at the end of a turn ends the game after the round:
    everyone has the same number of turns."""
    s = new(3)
    s.players[0].vp = 17
    do(s, "end")
    assert s.final_round and s.current_player() == 1
    do(s, "end", "end")
    assert s.current_player() == TERMINAL


def test_the_last_player_triggering_ends_at_once() -> None:
    """§A6: if the last player of the round triggers the end, the game ends after his turn."""
    s = new(3)
    do(s, "end", "end")
    s.players[2].vp = 18
    do(s, "end")
    assert s.current_player() == TERMINAL


def test_coins_are_not_counted_for_the_trigger() -> None:
    """§A6: counting only buildings and machines, not coins."""
    s = new(2)
    s.players[0].vp, s.players[0].coins = 16, 90
    do(s, "end")
    assert not s.final_round


def test_final_score_adds_one_vp_per_full_ten_coins_and_ties_break() -> None:
    """§A6: +1 VP per 10 coins; C6 (B17): ties go to most building VP, then most coins."""
    s = new(3)
    (a, b, c) = s.players
    a.vp, a.coins = 17, 19  # 18
    b.vp, b.coins = 16, 20  # 18
    c.vp, c.coins = 17, 15  # 18
    r = s.result()
    assert r.scores == (18, 18, 18)
    assert r.ranks == (1, 3, 2)
    c.coins = 19
    assert s.result().ranks == (1, 3, 1)


def test_an_empty_deck_leaves_the_space_empty() -> None:
    """C1: when a deck runs out, the space in the row is not refilled."""
    s = new(2)
    s.b_deck = []
    do(s, "start b31")
    assert s.b_row[0] == "b34" and s.b_next == "" and s.current_player() == 0
    do(s, "start b01")
    assert s.b_row[1] == "" and "start b01" not in legal(s)


def test_stalemate_ends_the_game_after_the_round() -> None:
    """Project DEFAULT (data: numbers.stalemate): nobody can ever build again -> last round."""
    s = new(2)
    s.b_row, s.w_row, s.b_next, s.b_deck, s.w_deck = [""] * 5, [""] * 5, "", [], []
    s.players[0].sites = {"b33": ["w01"]}
    s.players[0].team = []
    do(s, "end")
    assert s.final_round
    do(s, "end")
    assert s.current_player() == TERMINAL
    assert (s.result().ended_by, s.result().rounds) == ("stalemate", 1)


def test_a_worker_still_to_be_drawn_is_no_stalemate() -> None:
    """Project DEFAULT (numbers.stalemate): a recruit that ends the turn leaves its space empty
    until the refill is drawn from the face-down deck (§A4 step 3, §A5.2); cards are left, so the
    round is not the last."""
    s = new(2)
    s.b_row, s.b_next, s.b_deck = [""] * 5, "", []
    s.w_row, s.w_deck = ["w07", "", "", "", ""], ["w08"]
    s.players[0].coins, s.actions = 4, 1
    do(s, "recruit w07")
    assert not s.final_round and s.current_player() == CHANCE
    do(s, "reveal-worker w08")
    assert s.w_row[0] == "w08" and s.current_player() == 1


def test_round_limit_ends_a_game_nobody_builds() -> None:
    """Project DEFAULT (data: numbers.round_limit, 200): the rules have no turn limit, so players
    who only ever take coins would play forever; after round 200 the game ends as at 17 VP (§A6)
    and is scored normally. Before that round nothing ends it (cards remain, so no stalemate)."""
    s = new(2)
    final_from = None
    while s.current_player() != TERMINAL:
        assert s.current_player() >= 0
        take = [a for a in legal(s) if a.startswith("take-coins")]
        do(s, take[-1] if take else "end")
        if s.final_round and final_from is None:
            final_from = s.turns
    assert final_from == 200 * 2  # set at the end of round 200, not before
    assert s.turns == 200 * 2 and any(s.b_row)  # cards remain: no stalemate
    assert "Round 200 is over" in " ".join(texts(s.log_for(None)))
    assert s.result().scores == tuple(p.coins // 10 for p in s.players)
    assert (s.result().ended_by, s.result().rounds) == ("round-limit", 200)


def test_clear_errors_for_bad_choices() -> None:
    """Bad input names the rule and changes nothing."""
    s = new(2)
    with refused(IllegalActionError, r"not one of the 5 face-up building cards \(§A5.1\)"):
        do(s, "start b33")
    with refused(IllegalActionError, r"not one of your idle workers \(§A5.3\)"):
        do(s, "send w19@b31")
    with refused(IllegalActionError, r"not an action of the game"):
        do(s, "fly")
