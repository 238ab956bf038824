"""The page's routine "at the cathedral, work my craftsmen for the most VP" (issue 37): what it
chooses within §4.13 and §7, and that it is only ever a legal choice the view offers."""

from __future__ import annotations

from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import GOLD_CAP
from tests.helpers import decisions
from tests.pillars.scenario import do, jump, legal
from tests.pillars.test_cathedral import at_cathedral


def planned(s: PillarsState) -> str | None:
    return s.view(s.current_player())["decision"].get("routines", {}).get("craftsmenFull")


def follow(s: PillarsState) -> list[str]:
    """The routine's choices until the player's building is done."""
    taken = []
    while (choice := planned(s)) is not None:
        taken.append(choice)
        do(s, choice)
        if choice == "done":
            break
    return taken


def test_contested_cubes_go_where_they_give_most_vp() -> None:
    """§7: the stonecutter turns 2 stone into 1 VP, a mason 1 stone into 1 VP (he needs a mortar
    mixer, §8). With 3 stone the most VP is 2: the mason twice (his capacity), or the mason once
    and the stonecutter once; the tie goes to the fewer cubes spent, so 1 stone is kept. The
    mortar mixer's sand too."""
    s = at_cathedral(["stonecutter", "mason-r1", "mortar-mixer"], [3, 0, 3, 0])
    assert follow(s) == ["use mason-r1 2", "use mortar-mixer 1", "done"]
    assert s.players[0].vp == 2 + 3 and s.players[0].res == [1, 0, 0, 0]


def test_it_works_every_craftsman_as_often_as_the_cubes_allow() -> None:
    """§4.13's example: potter 2 sand -> 2 VP, mortar mixer 3 sand -> 1 VP, stonecutter 2 stone
    -> 1 VP, the architect and tool maker at 'done' (C§7 D1): with 5 sand the potter's 2 and the
    mortar mixer's 3 are the most VP (3), as the rulebook's player chose."""
    s = at_cathedral(
        ["potter-r2", "mortar-mixer", "stonecutter", "architect-r2", "toolmaker-r1"], [3, 0, 5, 1]
    )
    assert follow(s) == ["use potter-r2 2", "use mortar-mixer 1", "use stonecutter 1", "done"]
    assert s.players[0].vp == 2 + 5 and s.players[0].gold == 22


def test_it_never_spends_gold_the_goldsmith_is_the_players_choice() -> None:
    """§7.1: the goldsmith turns 3 gold into 1 VP. The routine spends no gold: while he could
    work it chooses nothing, and the decision is the player's."""
    s = at_cathedral(["goldsmith-r5", "woodworker"], [0, 4, 0, 0], gold=14)
    assert s.view(0)["decision"]["routines"] == {"craftsmenFull": None}  # the player's choice
    s = at_cathedral(["goldsmith-r5", "woodworker"], [0, 4, 0, 0], gold=2)
    assert follow(s) == ["use woodworker 2", "done"]
    assert s.players[0].gold == 2


def test_gold_over_the_cap_is_no_reason_to_work() -> None:
    """§4.3: gold over 30 is lost. The master woodworker turns 1 wood into 4 gold (§7); at 29 gold
    one use keeps 1 gold, a second nothing, so the routine spends one wood, not two; at 30 it
    spends none."""
    s = at_cathedral(["woodworker-r1"], [0, 3, 0, 0], gold=GOLD_CAP - 1)
    assert follow(s) == ["use woodworker-r1 1", "done"]
    assert s.players[0].res == [0, 2, 0, 0]
    s = at_cathedral(["woodworker-r1"], [0, 3, 0, 0], gold=GOLD_CAP)
    assert follow(s) == ["done"]


def test_nothing_to_work_is_done() -> None:
    """§4.13: a player whose cubes feed none of his craftsmen builds nothing."""
    s = at_cathedral(["woodworker"], [3, 1, 0, 0])
    assert follow(s) == ["done"]
    assert s.players[0].res == [3, 1, 0, 0]


def test_the_archbishops_extra_use_goes_to_one_craftsman() -> None:
    """C§4 #10: the event's +1 capacity goes to one craftsman, chosen when he works. With 10 wood
    and two craftsmen who could each take it, the plan uses it once."""
    s = at_cathedral(["carpenter-r2", "woodworker-r1"], [0, 10, 0, 0])
    s.players[0].boost = 1
    jump(s, "cathedral")
    assert "use carpenter-r2 3" in legal(s) and "use woodworker-r1 3" in legal(s)
    follow(s)
    p = s.players[0]
    # carpenter 1 wood -> 1 VP (x2, +1), woodworker-r1 1 wood -> 4 gold (x2): VP first
    assert p.boosted == "carpenter-r2" and p.vp == 2 + 3
    assert p.res[1] == 10 - 3 - 2


def test_the_archbishops_extra_use_is_planned_where_it_gives_most() -> None:
    """C§4 #10 with a choice: carpenter 1 wood -> 1 VP (x2), sculptor 1 stone -> 2 VP (x1), +1
    use for one of them. With 3 wood and 2 stone the most is the sculptor's extra use (2 stone ->
    4 VP) and the carpenter twice (2 VP): 6 VP; the carpenter's extra use would give 5."""
    s = at_cathedral(["carpenter-r2", "sculptor-r3"], [2, 3, 0, 0])
    s.players[0].boost = 1
    jump(s, "cathedral")
    assert follow(s) == ["use carpenter-r2 2", "use sculptor-r3 2", "done"]
    assert s.players[0].vp == 2 + 6 and s.players[0].boosted == "sculptor-r3"


def test_the_routine_only_ever_offers_a_legal_choice_in_whole_games() -> None:
    """Over seeded 2- and 4-player games, every choice the view's routine names is legal where it
    is named, and it appears only at the cathedral (§4.13)."""
    named = 0
    for players, seed in ((2, 11), (4, 12)):
        for state, seat, legal_now in decisions("pillars", players, seed, "medium"):
            plans = state.view(seat)["decision"].get("routines", {})
            for other in range(players):
                if other != seat:
                    assert "routines" not in state.view(other)["decision"]
            if plans:
                assert all(a.kind in ("use", "done") for a in legal_now)
                if plans["craftsmenFull"] is not None:  # None: a goldsmith could work
                    named += 1
                    assert plans["craftsmenFull"] in {str(a) for a in legal_now}
    assert named > 10
