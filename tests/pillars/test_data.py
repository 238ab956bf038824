"""Card data (cards.toml) against the rulebook: every value the rules state, counts, and marks."""

from __future__ import annotations

import tomllib
from importlib.resources import files

import pytest

from masterbuilders.pillars.data import load

D = load()
MARKS = {"CONF", "FAN", "INF", "UNKNOWN", "DEFAULT"}


def test_every_value_carries_a_confidence_mark() -> None:
    """Data rule: every value keeps its mark from the reference, so it can be corrected in one place."""
    raw = tomllib.loads(files("masterbuilders.pillars").joinpath("cards.toml").read_text())

    def walk(node: object, path: str) -> int:
        n = 0
        if isinstance(node, dict):
            if "v" in node:
                assert node.get("conf") in MARKS, f"{path} has no valid mark"
                assert node.get("src"), f"{path} has no provenance"
                return 1
            for k, v in node.items():
                n += walk(v, f"{path}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                n += walk(v, f"{path}[{i}]")
        return n

    assert walk(raw, "cards") > 150


def test_components_counts() -> None:
    """§1, §2.1: 24 round craftsmen (4 per round) + 3 starting kinds, 9 resource cards, 16 advantage
    cards (2 for the last round), 10 events (5 positive, 5 negative, C§4)."""
    assert sum(1 for c in D.craftsmen.values() if c.round) == 24
    assert [sum(1 for c in D.craftsmen.values() if c.round == r) for r in range(1, 7)] == [4] * 6
    assert len(D.resource_cards) == 9
    assert len(D.privileges) == 16 and sum(p.last_round for p in D.privileges.values()) == 2
    assert len(D.events) == 10 and sum(e.positive for e in D.events.values()) == 5


def test_numbers_stated_by_the_rulebook() -> None:
    """§1, §2.1, §3.1.3, §3.2.3, §4.3, §4.9, §4.12, §4.13."""
    assert D.number("starting_gold") == [20, 21, 22, 23]
    assert D.number("starting_vp") == 2
    assert D.number("workers") == 12
    assert D.number("gold_cap") == 30
    assert D.number("craftsman_limit") == 5
    assert D.number("carry_over_limit") == 5
    assert D.number("rounds") == 6
    assert D.number("cost_track_start") == 7
    assert D.number("tax_die") == [2, 3, 3, 4, 4, 5]
    assert D.number("cubes") == {"stone": 23, "wood": 23, "sand": 23, "metal": 13}
    assert D.number("market_stock") == {"sand": 4, "wood": 4, "stone": 4}
    assert D.number("buy_price") == {"sand": 2, "wood": 3, "stone": 4}
    assert D.number("sell_price") == {"sand": 2, "wood": 3, "stone": 4, "metal": 5}
    for key in ("starting_gold", "gold_cap", "tax_die", "cubes", "sell_price"):
        assert D.numbers[key].conf == "CONF"


def test_resource_cards_stated_by_the_rulebook() -> None:
    """§3.1.2: 3 cards per resource yielding 2, 3, 4; workers from 2 (small gravel pit) to 10
    (large quarry); C§2: the large forest needs 9."""
    for res in ("sand", "wood", "stone"):
        yields = sorted(
            c.yield_
            for c in D.resource_cards.values()
            if c.resource == ["stone", "wood", "sand"].index(res)
        )
        assert yields == [2, 3, 4]
    assert D.resource_cards["sand-2"].workers == 2
    assert D.resource_cards["stone-4"].workers == 10
    assert D.resource_cards["wood-4"].workers == 9
    assert min(c.workers for c in D.resource_cards.values()) == 2
    assert max(c.workers for c in D.resource_cards.values()) == 10


@pytest.mark.parametrize(
    ("cid", "inputs", "vp", "gold"),
    [
        ("stonecutter", (2, 0, 0, 0), 1, 0),  # §7, R
        ("woodworker", (0, 2, 0, 0), 1, 0),  # §7 example
        ("mortar-mixer", (0, 0, 3, 0), 1, 0),  # §4.13 example
        ("potter-r2", (0, 0, 1, 0), 1, 0),  # §4.13 example
        ("potter-r3", (0, 0, 1, 0), 1, 0),
        ("woodworker-r1", (0, 1, 0, 0), 0, 4),  # §7.1 master woodworker
        ("architect-r2", (0, 0, 0, 0), 1, 0),  # §7.1
        ("toolmaker-r1", (0, 0, 0, 0), 0, 2),  # §7.1
    ],
)
def test_craftsman_formulas_stated_by_the_rulebook(
    cid: str, inputs: tuple[int, ...], vp: int, gold: int
) -> None:
    c = D.craftsmen[cid]
    assert (c.inputs, c.vp, c.gold) == (inputs, vp, gold)


def test_craftsman_types_stated_by_the_rulebook() -> None:
    """§7: mason 1 stone -> 1 VP (needs a mortar mixer, §8); sculptor 1 stone -> 2 VP; goldsmith 3
    gold -> 1 VP; glassblower sand + metal; organ builder wood + metal; bellmaker metal (§7.1)."""
    for c in D.craftsmen.values():
        if c.name == "Mason":
            assert (c.inputs, c.vp, c.needs) == ((1, 0, 0, 0), 1, "mortar-for-masons")
        if c.name == "Sculptor":
            assert (c.inputs, c.vp) == ((1, 0, 0, 0), 2)
        if c.name == "Goldsmith":
            assert (c.gold_in, c.vp) == (3, 1)
    assert D.craftsmen["glassblower-r4"].inputs[2] and D.craftsmen["glassblower-r4"].inputs[3]
    assert D.craftsmen["organbuilder-r6"].inputs[1] and D.craftsmen["organbuilder-r6"].inputs[3]
    assert D.craftsmen["bellmaker-r6"].inputs[3]
    assert D.craftsmen["woodworker"].capacity == 4  # §7 example
    assert D.craftsmen["woodworker-r1"].capacity == 2  # §7.1


def test_starting_and_bang_craftsmen_carry_their_roles() -> None:
    """§8 and the Mayfair note: the "!" round-1 cards keep the starting cards' functions."""
    assert D.craftsmen["stonecutter"].roles == {"sells-stone"}
    assert D.craftsmen["woodworker"].roles == D.craftsmen["woodworker-r1"].roles == {"buys-wood"}
    assert D.craftsmen["mortar-mixer"].roles == D.craftsmen["mortar-mixer-r1"].roles
    assert D.craftsmen["mortar-mixer"].roles == {"mortar-for-masons"}
    assert {r.name for r in D.roles.values()} == {"stonecutter", "woodworker", "mortar mixer"}
    assert all(r.rule.startswith("§8: without a") for r in D.roles.values())
    bang = [c for c in D.craftsmen.values() if c.name.endswith("!")]
    assert all(c.roles for c in bang) and all(
        not c.roles for c in D.craftsmen.values() if c not in bang
    )


def test_woodworker_captions_and_the_rules_name() -> None:
    """C§1b #4, §7.1: both woodworker cards are captioned 'Woodworker !'; the rules text calls the
    round-1 one (1 wood -> 4 gold) the master woodworker."""
    assert D.craftsmen["woodworker"].name == D.craftsmen["woodworker-r1"].name == "Woodworker !"
    assert D.craftsmen["woodworker-r1"].rules_name == "Master Woodworker"
    assert D.craftsmen["woodworker-r1"].marks["rules_name"].conf == "CONF"


def test_advantage_and_event_cards_stated_by_the_rulebook() -> None:
    """§9 and C§3/C§4 CONF rows."""
    assert D.privileges["aliena"].params == {"resource": "wood", "amount": 1}
    assert D.privileges["wollmesse"].params == {"gold": 8}
    assert D.privileges["vollendung"].params == {"stone": 1, "wood": 1}
    assert D.privileges["feierlichkeiten"].params == {"metal": 1}
    assert D.privileges["steuerfreiheit"].kind == "once"
    assert D.privileges["remigius"].kind == "once"
    assert D.events["william"].params == {"amount": 4} and not D.events["william"].positive
    assert D.events["stadtmauer"].effect == "two-builders-next-round"


def test_defaults_are_visible_in_the_data() -> None:
    """C§7: every DEFAULT the engine implements is marked DEFAULT in the data file."""
    assert D.craftsmen["architect-r2"].marks["capacity"].conf == "DEFAULT"  # D1
    assert D.craftsmen["toolmaker-r1"].marks["capacity"].conf == "DEFAULT"  # D1
    assert D.privileges["remigius"].marks["effect"].conf == "DEFAULT"  # D2
    locs = {loc.id: loc for loc in D.locations}
    assert locs["court"].marks["spaces"].conf == "DEFAULT"  # D3
    assert locs["archbishop"].marks["spaces"].conf == "DEFAULT"  # D4
    assert locs["startplayer"].marks["spaces"].conf == "DEFAULT"  # D4
    assert D.privileges["otto"].marks["kind"].conf == "DEFAULT"  # D6
    assert D.events["philip"].marks["effect"].conf == "DEFAULT"  # D8
    assert D.numbers["vp_floor"].conf == "DEFAULT"  # D9
    assert D.privileges["prior-philip"].marks["per_builder"].conf == "DEFAULT"
    assert D.events["erzbischof"].marks["chosen"].conf == "DEFAULT"
    assert D.numbers["special_craftsmen_order"].conf == "DEFAULT"
