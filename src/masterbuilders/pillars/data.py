"""Loads cards.toml into typed, frozen records; every value keeps its confidence mark for tests and docs."""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any, Final

from masterbuilders.engine.data import Marked, Tracked, apply_variant, mark, marks, variant

RESOURCES: Final = ("stone", "wood", "sand", "metal")
STONE: Final = 0
WOOD: Final = 1
SAND: Final = 2
METAL: Final = 3
RES_INDEX: Final = {name: i for i, name in enumerate(RESOURCES)}
COLORS: Final = ("blue", "red", "green", "yellow")
"""Seat colours in clockwise order from the first starting player (§2.1)."""
_FORMULAS: Final[dict[str, str]] = {}
"""Craftsman id -> its formula text (see `Craftsman.formula`)."""


@dataclass(frozen=True)
class Craftsman:
    id: str
    name: str
    round: int
    cost: int
    inputs: tuple[int, int, int, int]
    gold_in: int
    vp: int
    gold: int
    capacity: int
    roles: frozenset[str]
    needs: str | None
    holds: int | None
    automatic: bool
    marks: dict[str, Marked]
    rules_name: str = ""
    """The name the rules text gives the card where it differs from its caption (§7.1)."""
    title: str = ""
    """The card as a player reads it in labels, logs and boards: its caption, followed, where
    other cards share the caption, by what tells them apart on the table (`craftsman_title`)."""

    def formula(self) -> str:
        """The card's conversion as a player reads it, e.g. '2 stone -> 1 VP (x4)' (built once per
        card: every view shows it for every craftsman on the table)."""
        text = _FORMULAS.get(self.id)
        if text is None:
            text = _FORMULAS[self.id] = self._formula()
        return text

    def _formula(self) -> str:
        ins = [f"{n} {RESOURCES[i]}" for i, n in enumerate(self.inputs) if n]
        if self.gold_in:
            ins.append(f"{self.gold_in} gold")
        outs = []
        if self.vp:
            outs.append(f"{self.vp} VP")
        if self.gold:
            outs.append(f"{self.gold} gold")
        left = " + ".join(ins) or (
            f"hold {RESOURCES[self.holds]}" if self.holds is not None else ""
        )
        text = f"{left} -> {' + '.join(outs)}" if left else " + ".join(outs)
        if self.needs:
            text += f", needs a {load().roles[self.needs].name}"
        return text + ("" if self.automatic else f" (x{self.capacity})")


def craftsman_title(name: str, round_: int, shared: bool) -> str:
    """A craftsman's name as players read it. A caption several cards share ('Mortar Mixer !' is a
    starting card and a round-1 card, §8 Mayfair; four Masons come in rounds 1-4, C§1b) gets what
    tells the cards apart: a starting card has its player's colour on the back, a round card its
    round number (§2.1). No round has two cards of one caption, so the title names one card."""
    if not shared:
        return name
    return f"{name} (starting card)" if round_ == 0 else f"{name} (round {round_})"


@dataclass(frozen=True)
class ResourceCard:
    id: str
    resource: int
    yield_: int
    workers: int
    marks: dict[str, Marked]


@dataclass(frozen=True)
class Privilege:
    """An advantage card: its effect's name and parameters (the effect's own table plus the card's
    other marked settings, e.g. `per_builder`); `pillars.effects` says what the effect does."""

    id: str
    name: str
    kind: str
    effect: str
    params: dict[str, Any]
    last_round: bool
    marks: dict[str, Marked]


@dataclass(frozen=True)
class Event:
    """An event card, described like an advantage card (`pillars.effects`)."""

    id: str
    name: str
    positive: bool
    effect: str
    params: dict[str, Any]
    marks: dict[str, Marked]


@dataclass(frozen=True)
class Role:
    """What a starting craftsman enables besides scoring (§8), e.g. selling stone."""

    id: str
    name: str
    rule: str


@dataclass(frozen=True)
class Location:
    id: str
    name: str
    action: int
    spaces: int
    fill_in_order: bool
    marks: dict[str, Marked]
    vp: tuple[int, ...] = ()
    """VP per space, in space order (the priory, §4.5)."""


@dataclass(frozen=True)
class CardData:
    numbers: dict[str, Marked]
    locations: tuple[Location, ...]
    resource_cards: dict[str, ResourceCard]
    craftsmen: dict[str, Craftsman]
    privileges: dict[str, Privilege]
    events: dict[str, Event]
    roles: dict[str, Role]
    reads: set[str] = field(default_factory=set, compare=False)
    """Paths of the TOML values read so far (by the loader, and by `number`)."""

    def number(self, key: str) -> Any:
        self.reads.add(f"numbers.{key}.v")
        return self.numbers[key].value


def _res_tuple(d: dict[str, int]) -> tuple[int, int, int, int]:
    out = [0, 0, 0, 0]
    for name, n in d.items():
        if name != "gold":
            out[RES_INDEX[name]] = n
    return (out[0], out[1], out[2], out[3])


def _settings(entry: dict[str, Any], skip: tuple[str, ...]) -> dict[str, Any]:
    """An effect's parameters: the keys of its `effect` table besides the value and its mark, plus
    the card's other marked settings (their values)."""
    eff = entry["effect"]
    params = {k: v for k, v in eff.items() if k not in ("v", "conf", "src")}
    for key, value in dict.items(entry):
        if key not in skip and isinstance(value, dict) and "conf" in value:
            params[key] = entry[key]["v"]
    return params


ONE_SPACE: Final = {
    "startplayer": "§4.14: the player on this space becomes the next round's starting player, and "
    "a round has one starting player",
    "castle": "§3.2.2: Shiring Castle can be occupied by only 1 master builder",
}
"""Locations whose rule gives them exactly one space, and that rule: the data cannot give them
more (an experiment on their count is refused when the data is loaded, with this reason)."""


def _check_spaces(loc: Location) -> None:
    """A location's count of spaces is one its rules can be played with (`ONE_SPACE`); any
    location has at least one."""
    path = f"cards.toml locations.{loc.id}.spaces = {loc.spaces}"
    if loc.id in ONE_SPACE and loc.spaces != 1:
        raise RuntimeError(f"{path}: the engine implements 1 ({ONE_SPACE[loc.id]})")
    if loc.spaces < 1:
        raise RuntimeError(f"{path}: a location needs at least 1 master builder space (§3.2.2)")


def starting_vp(value: Any, players: int) -> list[int]:
    """Each seat's VP at set-up, by position in the turn order from the first round's starting
    player (§2.1: every marker starts on the "2" space of the VP track). The data's `starting_vp`
    is that one number for every seat (the rules' value), or, for an experiment such as a planted
    advantage, one number per position, read as `starting_gold` is read (§2.1: the starting
    player's 20 gold, then 21, 22, 23 clockwise): item k is the seat k places after the starting
    player, seat k at set-up. A RuntimeError for a value no game can start with, or a list too
    short for `players`."""
    path = f"cards.toml numbers.starting_vp = {value!r}"
    if isinstance(value, int) and not isinstance(value, bool):
        values = [value] * players
    elif isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        if len(value) < players:
            raise RuntimeError(
                f"{path}: {len(value)} positions listed, a game of {players} players needs "
                f"{players} (one per position in the turn order, as starting_gold)"
            )
        values = [int(v) for v in value[:players]]
    else:
        raise RuntimeError(f"{path}: one number of VP, or a list of them per position (§2.1)")
    if any(v < 0 for v in values):
        raise RuntimeError(f"{path}: a seat cannot start below 0 VP (§2.1)")
    return values


def raw_toml() -> dict[str, Any]:
    """The game's cards.toml, parsed, with the values an experiment changes
    (`engine.data.VARIANT_ENV`; none in play)."""
    raw = tomllib.loads(files("masterbuilders.pillars").joinpath("cards.toml").read_text())
    return apply_variant(raw, variant("pillars"))


@cache
def load() -> CardData:
    """The card data of the game (parsed once); `reads` records what was read."""
    reads: set[str] = set()
    plain = raw_toml()
    raw = Tracked(plain, "", reads)
    numbers = {k: mark(v) for k, v in plain["numbers"].items()}
    locations = tuple(
        Location(
            e["id"],
            e["name"],
            e["action"],
            e["spaces"]["v"],
            bool(e.get("fill_in_order", {"v": False})["v"]),
            marks(e),
            tuple(e["vp"]["v"]) if "vp" in e else (),
        )
        for e in raw["locations"]
    )
    for loc in locations:
        _check_spaces(loc)
    starting_vp(numbers["starting_vp"].value, 1)
    rcards = {
        e["id"]: ResourceCard(
            e["id"], RES_INDEX[e["resource"]], e["yield"]["v"], e["workers"]["v"], marks(e)
        )
        for e in raw["resource_cards"]
    }
    craftsmen = {}
    captions = Counter(e["name"] for e in plain["craftsmen"])
    for e in raw["craftsmen"]:
        inputs = e["inputs"]["v"]
        craftsmen[e["id"]] = Craftsman(
            id=e["id"],
            name=e["name"],
            round=e["round"],
            cost=e["cost"]["v"],
            inputs=_res_tuple(inputs),
            gold_in=inputs.get("gold", 0),
            vp=e.get("vp", {"v": 0})["v"],
            gold=e.get("gold", {"v": 0})["v"],
            capacity=e["capacity"]["v"],
            roles=frozenset(e.get("roles", ())),
            needs=e.get("needs"),
            holds=RES_INDEX[e["holds"]] if "holds" in e else None,
            automatic=bool(e.get("automatic", False)),
            marks=marks(e),
            rules_name=e["rules_name"]["v"] if "rules_name" in e else "",
            title=craftsman_title(e["name"], e["round"], captions[e["name"]] > 1),
        )
    privileges = {
        e["id"]: Privilege(
            e["id"],
            e["name"],
            e["kind"]["v"],
            e["effect"]["v"],
            _settings(e, ("kind", "effect")),
            bool(e.get("last_round", False)),
            marks(e),
        )
        for e in raw["privileges"]
    }
    events = {
        e["id"]: Event(
            e["id"],
            e["name"],
            e["positive"]["v"],
            e["effect"]["v"],
            _settings(e, ("positive", "effect")),
            marks(e),
        )
        for e in raw["events"]
    }
    roles = {k: Role(k, r["name"], r["rule"]) for k, r in raw["roles"].items()}
    return CardData(numbers, locations, rcards, craftsmen, privileges, events, roles, reads)
