"""Cathedral scoring and the carry-over limit (§4.13), the craftsmen (§7, §7.1) and their
requirements (§8)."""

from __future__ import annotations

from masterbuilders.engine import IllegalActionError
from masterbuilders.pillars.game import PillarsState
from tests.pillars.scenario import deal_round, do, jump, legal, new
from tests.said import refused


def at_cathedral(
    craftsmen: list[str], res: list[int], gold: int = 20, players: int = 2
) -> PillarsState:
    s = deal_round(new(players))
    p = s.players[0]
    p.craftsmen, p.res, p.gold = list(craftsmen), list(res), gold
    for q in s.players[1:]:
        q.res = [0, 0, 0, 0]
    jump(s, "cathedral")
    return s


def test_rulebook_cathedral_example() -> None:
    """§4.13 example: 5 sand, 3 stone, 1 metal. Potter 2 sand -> 2 VP; mortar mixer 3 sand -> 1 VP;
    stonecutter 2 stone -> 1 VP; architect 1 VP; tool maker 2 gold and the metal is kept. 5 VP;
    the stone and metal left carry over."""
    s = at_cathedral(
        ["potter-r2", "mortar-mixer", "stonecutter", "architect-r2", "toolmaker-r1"], [3, 0, 5, 1]
    )
    p = s.players[0]
    do(s, "use potter-r2 2", "use mortar-mixer 1", "use stonecutter 1", "done")
    assert p.vp == 2 + 5  # the architect and the tool maker work at 'done' (C§7 D1)
    assert p.gold == 22
    assert p.res == [1, 0, 0, 1]
    assert s.supply == [19 + 2, 19, 19 + 5, 12]  # used cubes go back to the board


def test_rulebook_goldsmith_example() -> None:
    """§7.1 example: the goldsmith turns 12 gold into 4 VP."""
    s = at_cathedral(["goldsmith-r5"], [0, 0, 0, 0], gold=14)
    do(s, "use goldsmith-r5 4", "done")
    assert (s.players[0].gold, s.players[0].vp) == (2, 6)


def test_woodworker_capacity_example() -> None:
    """§7 example: the woodworker converts 2 wood into 1 VP, at most 4 times (8 wood -> 4 VP)."""
    s = at_cathedral(["woodworker"], [0, 10, 0, 0])
    assert legal(s) == [
        "use woodworker 1",
        "use woodworker 2",
        "use woodworker 3",
        "use woodworker 4",
        "done",
    ]
    with refused(IllegalActionError, r"at most 4 times per round \(§7\)"):
        do(s, "use woodworker 5")


def test_mason_needs_a_mortar_mixer() -> None:
    """§8: without a mortar mixer a player earns no VP with a mason; any "!" mortar mixer counts."""
    s = at_cathedral(["mason-r2", "stonecutter"], [3, 0, 0, 0])
    assert not any(a.startswith("use mason") for a in legal(s))
    with refused(IllegalActionError, r"scores nothing without a mortar mixer \(§8"):
        do(s, "use mason-r2 1")
    s = at_cathedral(["mason-r2", "mortar-mixer-r1"], [3, 0, 0, 0])
    do(s, "use mason-r2 3")
    assert s.players[0].vp == 5


def test_master_woodworker_turns_wood_into_gold_twice() -> None:
    """§7.1: the master woodworker turns 1 wood into 4 gold, at most twice per round."""
    s = at_cathedral(["woodworker-r1"], [0, 3, 0, 0], gold=10)
    assert legal(s) == ["use woodworker-r1 1", "use woodworker-r1 2", "done"]
    do(s, "use woodworker-r1 2")
    assert (s.players[0].gold, s.players[0].res[1]) == (18, 1)


def test_tool_maker_needs_metal_and_keeps_it_then_metal_craftsmen_use_it() -> None:
    """§7.1: the tool maker gives 2 gold while the player has metal, which is kept; the metal can
    then be used by another craftsman (tip). Bellmaker: 1 metal -> 4 VP (C§1 #21). C§7 D1: the
    tool maker counts the metal held as building begins, before a metal consumer uses it up."""
    s = at_cathedral(["toolmaker-r1", "bellmaker-r6"], [0, 0, 0, 1])
    assert legal(s) == ["use toolmaker-r1 1", "use bellmaker-r6 1", "done"]
    do(s, "use bellmaker-r6 1", "use toolmaker-r1 1", "done")
    assert (s.players[0].vp, s.players[0].res[3], s.players[0].gold) == (6, 0, 22)
    s = at_cathedral(["toolmaker-r1"], [0, 0, 0, 0])
    assert legal(s) == ["done"]
    with refused(IllegalActionError, r"held metal when your building began"):
        do(s, "use toolmaker-r1 1")
    do(s, "done")
    assert s.players[0].gold == 20


def test_glassblower_and_organ_builder_need_two_kinds() -> None:
    """§7.1: the glassblower needs sand and metal, the organ builder wood and metal (C§1 #16, #22)."""
    s = at_cathedral(["glassblower-r5", "organbuilder-r6"], [0, 1, 2, 1])
    assert legal(s) == ["use glassblower-r5 1", "use organbuilder-r6 1", "done"]
    do(s, "use organbuilder-r6 1")
    assert s.players[0].vp == 8 and legal(s) == ["done"]  # the only metal is gone


def test_each_craftsman_works_once_per_round() -> None:
    """§7: capacity is the number of uses per round; once used, a craftsman is done."""
    s = at_cathedral(["potter-r3"], [0, 0, 5, 0])
    do(s, "use potter-r3 1")
    with refused(IllegalActionError, r"already worked this round \(§7\)"):
        do(s, "use potter-r3 1")


def test_order_is_starting_player_first() -> None:
    """§4.13: the starting player builds first, then the others clockwise."""
    s = deal_round(new(3))
    s.start = 1
    jump(s, "cathedral")
    seen = []
    while s.current_player() >= 0 and s.step == 16:
        seen.append(s.current_player())
        do(s, "done")
    assert seen[:3] == [1, 2, 0]


def test_carry_over_limit_five_by_the_players_choice() -> None:
    """§4.13 Important: at most 5 cubes kept, chosen by the player; the rest go back for nothing."""
    s = at_cathedral(["stonecutter"], [3, 2, 2, 1])
    do(s, "done")
    assert s.current_player() == 0 and legal(s) == [
        "drop stone",
        "drop wood",
        "drop sand",
        "drop metal",
    ]
    do(s, "drop wood", "drop wood", "drop sand")
    assert s.players[0].res == [3, 0, 1, 1]
    assert s.current_player() == 1  # the next player builds
    assert s.supply[1] == 21


def test_owed_cubes_count_and_are_used_first() -> None:
    """§4.6-4.8 note: owed cubes are used as required; they were never on the board."""
    s = deal_round(new(2))
    p = s.players[0]
    p.craftsmen, p.res, p.owed = ["stonecutter"], [1, 0, 0, 0], [3, 0, 0, 0]
    s.players[1].res = [0, 0, 0, 0]
    jump(s, "cathedral")
    do(s, "use stonecutter 2", "done")
    assert (p.res[0], p.owed[0], s.supply[0]) == (0, 0, 20)


def test_no_carry_over_decision_after_the_last_round() -> None:
    """§6: the game ends after round 6; nothing is carried into a next round."""
    s = deal_round(new(2))
    s.round = 6
    s.players[0].res = [4, 4, 0, 0]
    jump(s, "cathedral")
    do(s, "done")
    assert s.current_player() == 1
