"""Advantage cards and events by effect (§4.1, §4.2, §9; C§3, C§4; pillars.effects): a protected
player is spared every negative event, the once-cards protect from every negative event, the
special craftsmen work in the order their owner chooses, the Archbishop event's extra capacity is
chosen when a craftsman works, and the priory-bonus card's reading."""

from __future__ import annotations

import pytest

from masterbuilders.engine import CHANCE
from masterbuilders.i18n import text
from masterbuilders.pillars import effects
from masterbuilders.pillars.data import METAL, WOOD
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import DATA, step_of
from tests.pillars.scenario import deal_round, do, jump, legal, new

NEGATIVE = [e.id for e in DATA.events.values() if not e.positive]


def before_event(players: int = 2) -> PillarsState:
    """Round 1 before the event: every player holds a wood-3 card and 5 VP."""
    s = deal_round(new(players))
    for p in s.players:
        p.cards = ["wood-3"]
        p.vp = 5
    return s


def at_event(event: str, players: int = 2, **spaces: str) -> PillarsState:
    s = before_event(players)
    jump(s, "event", **spaces)
    do(s, f"event {event}")
    return s


def place_all_builders(s: PillarsState) -> list[int]:
    """Phase II to its end: every drawn builder kept and placed on the first offered space; the
    number of builders each seat placed."""
    while s.step == step_of("builders"):
        if s.current_player() == CHANCE:
            do(s, str(s.chance_outcomes()[0][0]))
        else:
            choices = legal(s)
            do(s, "keep" if "keep" in choices else choices[0])
    return [sum(1 for o in s.spaces if o == seat) for seat in range(s.num_players)]


def test_city_wall_spares_the_protected_player() -> None:
    """§4.1, §4.2, §3.2.5: the city wall limits every player to 2 master builders next round,
    except the one at the Archbishop's seat who chose protection: he places all 3."""
    s = at_event("stadtmauer", archbishop="red")
    do(s, "protect")
    assert [p.builders_next for p in s.players] == [2, 3]
    jump(s, "end")
    deal_round(s, privileges="madonna+toledo")
    assert [p.builders for p in s.players] == [2, 3]
    jump(s, "builders")
    assert place_all_builders(s) == [2, 3]
    assert s.builder_aside == [1, 0]


def test_city_wall_unprotected_both_limited_and_only_for_one_round() -> None:
    """§3.2.5: without protection both colours place 2 in the next round, and 3 again after it."""
    s = at_event("stadtmauer")
    jump(s, "end")
    deal_round(s, privileges="madonna+toledo")
    jump(s, "builders")
    assert place_all_builders(s) == [2, 2]
    jump(s, "end")
    assert [p.builders for p in s.players] == [3, 3]


def test_cold_winter_spares_the_protected_player() -> None:
    """§4.1, §4.2, C§4 #5: each resource card produces 1 cube less this round, except for the
    protected player: the same wood-3 card yields 2 for blue and 3 for red."""
    s = at_event("kalte-winter", archbishop="red")
    do(s, "protect")
    jump(s, "production")
    assert [p.res[WOOD] for p in s.players] == [2, 3]


def test_volunteers_reach_everyone_even_the_protected() -> None:
    """§4.1: a positive event applies to all players (C§4 #8: one cube more per card)."""
    s = at_event("freiwilligen", archbishop="red")
    do(s, "decline")
    jump(s, "production")
    assert [p.res[WOOD] for p in s.players] == [4, 4]


def _affected(s: PillarsState, seat: int) -> dict[str, int]:
    p = s.players[seat]
    return {
        "gold": p.gold,
        "vp": p.vp,
        "craftsmen": len(p.craftsmen),
        "builders_next": p.builders_next,
        "wood": p.res[WOOD],
    }


@pytest.mark.parametrize("event", NEGATIVE)
def test_thomas_protects_from_each_negative_event(event: str) -> None:
    """C§3 #13: once per game, after a negative event is revealed, its holder is protected from
    it; the player beside him, in the same position, is not (§4.1, §4.2)."""
    s = before_event()
    s.players[1].privileges.append(effects.card_with(effects.EVENT_PROTECTION))
    before = [_affected(s, seat) for seat in (0, 1)]
    jump(s, "event")
    do(s, f"event {event}")
    assert s.current_player() == 1
    assert legal(s) == [str(effects.use_action(effects.EVENT_PROTECTION)), "decline"]
    do(s, str(effects.use_action(effects.EVENT_PROTECTION)))
    assert not effects.held(s.players[1], effects.EVENT_PROTECTION)
    if event == "teile":
        assert s.current_player() == 0
        do(s, "lose woodworker")
    jump(s, "production")
    red = _affected(s, 1)
    blue = _affected(s, 0)
    assert red == {**before[1], "wood": 3}  # only its own production changed red
    assert blue != {**before[0], "wood": 3}  # the event changed blue


def test_thomas_is_not_offered_when_the_event_cannot_touch_its_holder() -> None:
    """C§3 #13: the card is worth keeping when the event would change nothing (2 VP lost by a
    player with 0 VP), so it is not offered."""
    s = deal_round(new(2))
    s.players[1].privileges.append(effects.card_with(effects.EVENT_PROTECTION))
    s.players[1].vp = 0
    jump(s, "event")
    do(s, "event konflikt")
    assert s.step > step_of("event")
    assert effects.held(s.players[1], effects.EVENT_PROTECTION)


def at_cathedral(craftsmen: list[str], res: list[int], gold: int) -> PillarsState:
    s = deal_round(new(2))
    p = s.players[0]
    p.craftsmen, p.res, p.gold = list(craftsmen), list(res), gold
    s.players[1].res = [0, 0, 0, 0]
    jump(s, "cathedral")
    return s


def test_tool_maker_gold_is_not_lost_at_the_cap_when_another_order_keeps_it() -> None:
    """§4.3 (30-gold cap), §7.1, C§7 D1: at 30 gold with a goldsmith, the tool maker's 2 gold are
    kept by spending first: he works at 'done' after the goldsmith (before, he acted first and
    his gold was lost at the cap)."""
    s = at_cathedral(["goldsmith-r5", "toolmaker-r1"], [0, 0, 0, 1], gold=30)
    do(s, "use goldsmith-r5 3", "done")
    p = s.players[0]
    assert (p.gold, p.vp, p.res[METAL]) == (30 - 9 + 2, 2 + 3, 1)
    assert any("Tool Maker earns 2 gold" in text(said) for _, said in s.log)


def test_tool_maker_first_when_his_gold_pays_the_goldsmith() -> None:
    """§7.1: the player chooses the order; the tool maker first turns 4 gold into 6, enough for
    two goldsmith uses instead of one."""
    s = at_cathedral(["goldsmith-r5", "toolmaker-r1"], [0, 0, 0, 1], gold=4)
    assert legal(s) == ["use goldsmith-r5 1", "use toolmaker-r1 1", "done"]
    do(s, "use toolmaker-r1 1")
    assert legal(s) == ["use goldsmith-r5 1", "use goldsmith-r5 2", "done"]
    do(s, "use goldsmith-r5 2", "done")
    assert (s.players[0].gold, s.players[0].vp) == (0, 4)


def test_architect_and_tool_maker_work_once_whenever_chosen() -> None:
    """C§7 D1: no capacity arrow: each works once per round, when chosen or at 'done'."""
    s = at_cathedral(["architect-r2", "toolmaker-r1"], [0, 0, 0, 1], gold=10)
    do(s, "use architect-r2 1")
    assert legal(s) == ["use toolmaker-r1 1", "done"]
    do(s, "done")
    assert (s.players[0].vp, s.players[0].gold) == (3, 12)


def test_archbishop_event_capacity_is_chosen_when_a_craftsman_works() -> None:
    """C§4 #10 (cards.toml `chosen` = at-use, DEFAULT): nobody chooses when the event is
    revealed; a mason recruited in Shiring later that round can receive the +1, and once one
    craftsman took it no other can."""
    s = deal_round(new(2), shiring="mason-r1+mortar-mixer-r1")
    jump(s, "event", shiring_1="blue")
    do(s, "event erzbischof")
    assert s.step > step_of("event")  # no decision at the reveal
    assert [p.boost for p in s.players] == [1, 1]
    jump(s, "shiring")
    blue = s.players[0]
    assert "mason-r1" in blue.craftsmen
    blue.res = [14, 0, 0, 0]
    jump(s, "cathedral")
    assert "use mason-r1 3" in legal(s) and "use stonecutter 5" in legal(s)
    do(s, "use mason-r1 3")
    assert blue.boosted == "mason-r1" and blue.vp == 2 + 3
    assert "use stonecutter 4" in legal(s) and "use stonecutter 5" not in legal(s)
    assert s.view(0)["players"][0]["capacity_boost"] == 0


def test_archbishop_event_never_raises_the_excluded_craftsmen() -> None:
    """C§4 #10: not the organ builder or the bellmaker (cards.toml `excluded`)."""
    s = at_cathedral(["bellmaker-r6", "woodworker"], [0, 10, 0, 3], gold=10)
    s.players[0].boost = 1
    jump(s, "cathedral")
    assert "use bellmaker-r6 2" in legal(s) and "use bellmaker-r6 3" not in legal(s)
    assert "use woodworker 5" in legal(s)


def test_priory_bonus_counts_each_builder() -> None:
    """§4.5, C§3 #10 (cards.toml `per_builder`, DEFAULT): 2 and 1 VP for the priory spaces, +1
    for each of the card holder's builders there."""
    s = deal_round(new(2))
    s.players[0].privileges.append(effects.card_with(effects.PRIORY_BONUS))
    jump(s, "priory", priory_1="blue", priory_2="blue")
    assert s.players[0].vp == 2 + (2 + 1) + (1 + 1)
    s = deal_round(new(2))
    s.players[1].privileges.append(effects.card_with(effects.PRIORY_BONUS))
    jump(s, "priory", priory_1="blue", priory_2="red")
    assert [p.vp for p in s.players] == [2 + 2, 2 + 1 + 1]


def test_every_description_is_built_from_its_parameters() -> None:
    """C§3, C§4: each card's text names its numbers as the data holds them, so a corrected value
    corrects the text."""
    for pr in DATA.privileges.values():
        words = text(effects.describe_privilege(pr.id))
        for value in pr.params.values():
            if (
                isinstance(value, int)
                and not isinstance(value, bool)
                and pr.effect != "craftsman-limit"
            ):
                assert str(value) in words, (pr.id, words)
    jack = effects.card_with(effects.CRAFTSMAN_LIMIT)
    limit = DATA.number("craftsman_limit") + DATA.privileges[jack].params["amount"]
    assert f"room for {limit} craftsmen" in text(effects.describe_privilege(jack))
    for ev in DATA.events.values():
        words = text(effects.describe_event(ev.id))
        for value in ev.params.values():
            if isinstance(value, int):
                assert str(abs(value)) in words, (ev.id, words)
        assert ("negative" in words) == (not ev.positive)


def test_once_cards_are_offered_only_to_their_holder_and_used_up() -> None:
    """§9 type 2: a once-card is used at its owner's discretion, then removed from the game."""
    s = deal_round(new(3))
    s.players[2].privileges.append(effects.card_with(effects.NO_TAX))
    jump(s, "court")
    do(s, "tax 5")
    assert s.current_player() == 2
    do(s, str(effects.use_action(effects.NO_TAX)))
    assert [p.gold for p in s.players] == [15, 16, 22]
    assert not s.players[2].privileges
