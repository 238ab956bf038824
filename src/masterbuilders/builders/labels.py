"""Actions as a player reads them: cards by name and what they give, never ids ('Send the
Apprentice (2 coins) to The Covered Bridge')."""

from __future__ import annotations

from typing import Final

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.model import DATA, EXTRA_ACTION_COST, TAKE_COINS, Table
from masterbuilders.engine import Action
from masterbuilders.engine.words import article, plural

WORKER_TYPES: Final = {
    "apprentice": "Apprentice",
    "laborer": "Laborer",
    "craftsman": "Craftsman",
    "master": "Master",
}
"""The worker types' English names (§A2; the cards print them in French, data: title)."""


def resources(values: tuple[int, ...]) -> str:
    """'2 stone, 1 wood' (the kinds with a value)."""
    return ", ".join(f"{n} {RESOURCES[i]}" for i, n in enumerate(values) if n) or "nothing"


def worker_name(wid: str) -> str:
    """A worker by its type, or a machine working as a worker by its building's name."""
    card = DATA.workers[wid]
    if card.type == "machine":
        return DATA.buildings[wid].name
    return WORKER_TYPES[card.type]


def building_name(bid: str) -> str:
    """A building by its name; a machine also by what it makes, since two machines may share a
    name ('The Crane (makes 3 stone)')."""
    b = DATA.buildings[bid]
    return f"{b.name} (makes {resources(b.produces)})" if b.machine else b.name


def worker_card(wid: str) -> str:
    """A worker card as the table shows it: 'Craftsman (2 stone, 2 wood; 4 coins)'."""
    w = DATA.workers[wid]
    return f"{worker_name(wid)} ({resources(w.produces)}; {plural(w.cost, 'coin')})"


def describe_action(s: Table, action: Action) -> str:
    """`action` in the pending turn, in the words of the table."""
    kind, target = action.kind, action.target
    if kind == "start":
        b = DATA.buildings[target]
        gives = "machine: works as a worker" if b.machine else f"{b.coins} coins"
        return f"Start {b.name} (needs {resources(b.requires)}; {gives}, {b.vp} VP)"
    if kind == "recruit":
        w = DATA.workers[target]
        return f"Recruit {article(worker_name(target))} ({w.cost} coins a site; {resources(w.produces)})"
    if kind == "send":
        wid, _, site = target.partition("@")
        w = DATA.workers[wid]
        actions = s.sent.get(site, 0) + 1
        pay = f"{w.cost} coins" if w.cost else "free"
        extra = f", {plural(actions, 'action')}" if actions > 1 else ""
        return f"Send the {worker_name(wid)} ({pay}{extra}) to {DATA.buildings[site].name}"
    if kind == "take-coins":
        coins = TAKE_COINS[action.count - 1]
        return f"Take {plural(coins, 'coin')} ({plural(action.count, 'action')})"
    if kind == "buy-action":
        return f"Buy an action ({EXTRA_ACTION_COST} coins)"
    if kind == "end":
        return "End your turn"
    if kind == "reveal-building":
        return f"Reveal a building: {building_name(target)} (§A4)"
    if kind == "reveal-worker":
        return f"Reveal a worker: {worker_card(target)} (§A4, §A5.2)"
    if kind == "deal-apprentice":
        return f"Deal {article(worker_card(target))} (§A4)"
    if kind == "first-player":
        return f"{target.upper()} is the first player (§A4)"
    return str(action)
