"""Loads cards.toml into typed, frozen records that keep each value's confidence mark."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any, Final

from masterbuilders.engine.data import Marked, Tracked, apply_variant, mark, marks, require, variant

RESOURCES: Final = ("stone", "wood", "knowledge", "tile")
Res = tuple[int, int, int, int]


@dataclass(frozen=True)
class Worker:
    """A worker card, or a finished machine working as a free worker (§A5.6)."""

    id: str
    type: str
    cost: int
    produces: Res
    marks: dict[str, Marked]
    title: str = ""
    """The French card title (machines: their building's)."""


@dataclass(frozen=True)
class Building:
    """A building card or a machine card (machines give no coins and later work, §A5.6)."""

    id: str
    title: str
    name: str
    coins: int
    vp: int
    requires: Res
    machine: bool
    produces: Res
    marks: dict[str, Marked]


@dataclass(frozen=True)
class CardData:
    numbers: dict[str, Marked]
    workers: dict[str, Worker]
    buildings: dict[str, Building]
    reads: set[str] = field(default_factory=set, compare=False)
    """Paths of the TOML values read so far (by the loader, and by `number`)."""

    def number(self, key: str) -> Any:
        self.reads.add(f"numbers.{key}.v")
        return self.numbers[key].value


def _res(v: list[int]) -> Res:
    return (v[0], v[1], v[2], v[3])


def raw_toml() -> dict[str, Any]:
    """The game's cards.toml, parsed, with the values an experiment changes
    (`engine.data.VARIANT_ENV`; none in play)."""
    raw = tomllib.loads(files("masterbuilders.builders").joinpath("cards.toml").read_text())
    return apply_variant(raw, variant("builders"))


@cache
def load() -> CardData:
    """The card data of the game (parsed once); `reads` records what was read."""
    reads: set[str] = set()
    plain = raw_toml()
    raw = Tracked(plain, "", reads)
    numbers = {k: mark(v) for k, v in plain["numbers"].items()}
    workers = {
        e["id"]: Worker(
            e["id"], e["type"], e["cost"]["v"], _res(e["produces"]["v"]), marks(e), e["title"]
        )
        for e in raw["workers"]
    }
    buildings: dict[str, Building] = {}
    for e in raw["buildings"] + raw["machines"]:
        machine = "produces" in e
        buildings[e["id"]] = Building(
            id=e["id"],
            title=e["title"],
            name=e["name"],
            coins=e["coins"]["v"],
            vp=e["vp"]["v"],
            requires=_res(e["requires"]["v"]),
            machine=machine,
            produces=_res(e["produces"]["v"]) if machine else (0, 0, 0, 0),
            marks=marks(e),
        )
        if machine:
            workers[e["id"]] = Worker(
                e["id"], "machine", 0, buildings[e["id"]].produces, {}, e["title"]
            )
    require(numbers["building_cards"].value, len(buildings), "numbers.building_cards")
    reads.add("numbers.building_cards.v")
    return CardData(numbers, workers, buildings, reads)
