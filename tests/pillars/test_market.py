"""The Kingsbridge resource market (§4.12, §8)."""

from __future__ import annotations

from masterbuilders.engine import IllegalActionError
from masterbuilders.pillars.game import PillarsState
from tests.pillars.scenario import deal_round, do, jump, legal, new
from tests.said import refused


def at_market(players: int = 2, **spaces: str) -> PillarsState:
    s = deal_round(new(players))
    jump(s, "market", **spaces)
    return s


def test_rulebook_market_example() -> None:
    """§4.12 example: green (7 gold) buys 2 wood; red (2 gold) sells 1 stone; green sells 1 metal;
    red buys 2 wood, wood is sold out; green buys 3 sand; red leaves; green leaves."""
    s = deal_round(new(4))
    green, red = s.players[2], s.players[1]
    green.gold, green.res = 7, [0, 0, 0, 1]
    red.gold, red.res = 2, [1, 0, 0, 0]
    jump(s, "market", market_1="green", market_2="red")
    assert s.current_player() == 2
    do(s, "buy wood 2")
    assert green.gold == 1 and s.market[1] == 2
    do(s, "sell stone 1")
    assert red.gold == 6 and s.supply[0] == 20  # sold stone goes to the quarry
    do(s, "sell metal 1")
    assert green.gold == 6 and s.supply[3] == 13
    do(s, "buy wood 2")
    assert red.gold == 0 and s.market[1] == 0
    do(s, "buy sand 3")
    assert green.gold == 0 and green.res == [0, 2, 3, 0]
    do(s, "leave")
    assert s.current_player() == 2
    do(s, "leave")
    assert s.current_player() != 2 and s.market_slots == []


def test_turns_follow_space_order_one_to_four() -> None:
    """§4.12: players act in the order of the market spaces 1 to 4."""
    s = at_market(3, market_3="blue", market_1="green", market_2="red")
    order = []
    for _ in range(3):
        order.append(s.current_player())
        do(s, "leave")
    assert order == [2, 1, 0]


def test_metal_cannot_be_bought() -> None:
    """§4.12 Important: metal cannot be bought at the market."""
    s = at_market(2, market_1="blue")
    assert not any(a.startswith("buy metal") for a in legal(s))
    with refused(IllegalActionError, r"cannot buy metal: metal can only be sold.*\(§4.12\)"):
        do(s, "buy metal 1")


def test_wood_needs_a_woodworker_and_stone_sales_a_stonecutter() -> None:
    """§8: without a woodworker no buying wood; without a stonecutter no selling stone. The round-1
    Woodworker ! keeps the right (§8, Mayfair)."""
    s = deal_round(new(2))
    p = s.players[0]
    p.craftsmen = ["mortar-mixer"]
    p.res = [2, 0, 0, 0]
    jump(s, "market", market_1="blue")
    assert not any(a.startswith(("buy wood", "sell stone")) for a in legal(s))
    with refused(IllegalActionError, r"you employ no woodworker \(§8: without a woodworker"):
        do(s, "buy wood 1")
    with refused(IllegalActionError, r"you employ no stonecutter \(§8: without a stonecutter"):
        do(s, "sell stone 1")
    p.craftsmen = ["woodworker-r1"]
    assert "buy wood 1" in legal(s)


def test_no_buying_and_selling_the_same_type_in_a_round() -> None:
    """§4.12 Important (Mayfair wording): no buying and selling of the same type in one round."""
    s = at_market(2, market_1="blue", market_2="red")
    s.players[0].res = [0, 0, 2, 0]
    do(s, "buy sand 1", "leave")
    with refused(IllegalActionError, r"you bought sand this round \(§4.12\)"):
        do(s, "sell sand 1")
    s2 = at_market(2, market_1="blue")
    s2.players[0].res = [0, 0, 2, 0]
    do(s2, "sell sand 1")
    with refused(IllegalActionError, r"you sold sand this round \(§4.12\)"):
        do(s2, "buy sand 1")


def test_prices_and_stock_limit_the_purchase() -> None:
    """§4.12: stone 4, wood 3, sand 2 gold; at most the 4 cubes of a type in the market."""
    s = at_market(2, market_1="blue")
    s.players[0].gold = 10
    buys = [a for a in legal(s) if a.startswith("buy")]
    assert buys == ["buy stone 1", "buy stone 2", "buy wood 1", "buy wood 2", "buy wood 3"] + [
        f"buy sand {n}" for n in range(1, 5)
    ]
    with refused(IllegalActionError, r"costs 12 gold and you have 10"):
        do(s, "buy stone 3")


def test_sale_income_respects_the_gold_cap() -> None:
    """§4.3: no more than 30 gold; income beyond is lost."""
    s = at_market(2, market_1="blue")
    s.players[0].gold, s.players[0].res = 28, [0, 0, 0, 2]
    do(s, "sell metal 2")
    assert s.players[0].gold == 30


def test_no_market_builder_no_trade() -> None:
    """§4.12 note: if nobody is in the market, nothing is bought or sold."""
    s = at_market(2)
    assert s.legal_actions()[0].kind in ("use", "done")  # straight on to the cathedral
