"""Card data (cards.toml) against the reference: counts, patterns, the rulebook's Chapel."""

from __future__ import annotations

import tomllib
from collections import Counter
from importlib.resources import files

from masterbuilders.builders.data import load

D = load()


def test_every_value_carries_a_mark() -> None:
    raw = tomllib.loads(files("masterbuilders.builders").joinpath("cards.toml").read_text())
    n = 0
    for key, section in raw.items():
        if key == "documentation_only":
            continue
        for entry in section if isinstance(section, list) else [section]:
            for v in entry.values():
                if isinstance(v, dict) and "v" in v:
                    assert v["conf"] in {"CONF", "INF", "UNKNOWN", "DEFAULT"} and v["src"]
                    n += 1
    assert n == 42 * 2 + 34 * 3 + 8 * 4 + len(raw["numbers"])


def test_counts() -> None:
    """C§1: 42 workers (6 apprentices, 12 laborers, 16 craftsmen, 8 masters); 42 building cards =
    34 buildings + 8 machines (C7 keeps the note on the rulebook's 47)."""
    types = Counter(w.type for w in D.workers.values())
    assert types == {"apprentice": 6, "laborer": 12, "craftsman": 16, "master": 8, "machine": 8}
    assert sum(1 for b in D.buildings.values() if not b.machine) == 34
    assert sum(1 for b in D.buildings.values() if b.machine) == 8
    assert D.number("building_cards") == 42 and D.numbers["building_cards"].conf == "DEFAULT"
    text = files("masterbuilders.builders").joinpath("cards.toml").read_text()
    assert "47 Building cards" in text  # the discrepancy stays documented in the data file


def test_worker_cost_equals_resources() -> None:
    """C§2: on every worker card, total resources = cost; apprentices 2, laborers 3, craftsmen 4,
    masters 5."""
    for w in D.workers.values():
        if w.type != "machine":
            assert (
                sum(w.produces)
                == w.cost
                == {"apprentice": 2, "laborer": 3, "craftsman": 4, "master": 5}[w.type]
            )


def test_building_rewards_follow_the_tiers() -> None:
    """C§3a: the reward depends only on the total resources; VP sums 110 + 12 = 122."""
    tiers = {
        2: (8, 0),
        3: (6, 1),
        5: (10, 2),
        6: (12, 3),
        7: (14, 3),
        8: (16, 4),
        10: (18, 5),
        12: (20, 6),
        16: (20, 7),
        17: (20, 8),
    }
    for b in D.buildings.values():
        if not b.machine:
            assert (b.coins, b.vp) == tiers[sum(b.requires)], b.id
    assert sum(b.vp for b in D.buildings.values() if not b.machine) == 110
    assert sum(b.vp for b in D.buildings.values()) == 122


def test_machines() -> None:
    """C§3b: level 1 needs 2 resources, gives 1 VP and produces 2; level 2 needs 3, 2 VP, 3."""
    for b in D.buildings.values():
        if b.machine:
            level = 1 if sum(b.requires) == 2 else 2
            assert b.coins == 0 and b.vp == level and sum(b.produces) == level + 1
            assert D.workers[b.id].cost == 0 and D.workers[b.id].produces == b.produces


def test_rulebook_chapel() -> None:
    """§A5.5: the Chapel needs 3 stone, 2 wood, 2 knowledge, 3 tile, gives 18 coins and 5 VP."""
    chapel = D.buildings["b31"]
    assert (chapel.requires, chapel.coins, chapel.vp, chapel.name) == (
        (3, 2, 2, 3),
        18,
        5,
        "The Chapel",
    )


def test_numbers_and_defaults() -> None:
    """§A4, §A5, §A6 numbers; C1-C4, C6 defaults visible in the data."""
    assert D.number("starting_coins") == 10 and D.number("free_actions") == 3
    assert D.number("extra_action_cost") == 5 and D.number("take_coins") == [1, 3, 6]
    assert D.number("end_vp") == 17 and D.number("coins_per_vp") == 10
    for key in (
        "bank",
        "empty_deck",
        "first_player",
        "take_coins_uses_per_turn",
        "tie_break",
        "stalemate",
        "round_limit",
    ):
        assert D.numbers[key].conf == "DEFAULT", key


def test_which_deck_shows_its_next_card() -> None:
    """§A4 step 1: the Building deck lies "with the Construction side up" (its top card shows,
    B5); §A4 step 3 turns over only the top five Worker cards, so the worker deck's next card is
    hidden. B5's secondary sources, which also show the next worker, are named in the source."""
    building, worker = D.numbers["next_building_visible"], D.numbers["next_worker_visible"]
    assert (building.value, building.conf) == (True, "CONF") and "§A4 step 1" in building.src
    assert worker.value is False and worker.conf == "INF"
    assert "§A4 step 3" in worker.src and "B5" in worker.src
