"""What the game says, as messages (engine.message.Msg), never words: actions as a player reads
them, cards by name and what they give, never ids ('Send the Apprentice (2 coins) to The Covered
Bridge'). The words are in the catalogs, locale/LANG.po (en, de, fr), rendered by
masterbuilders.i18n where a reader is."""

from __future__ import annotations

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.model import DATA, EXTRA_ACTION_COST, TAKE_COINS, Table
from masterbuilders.engine import Action
from masterbuilders.engine.message import Arg, Msg


def count(what: str, n: int) -> Msg:
    """'3 coins', '1 action', '2 workers' ('coin', 'action', 'worker': plural forms by `n`)."""
    return Msg(f"builders-{what}", n=n)


def resources(values: tuple[int, ...]) -> Arg:
    """'2 stone, 1 wood' (the kinds with a value), or 'nothing'."""
    parts = tuple(Msg(f"builders-res-{RESOURCES[i]}", n=n) for i, n in enumerate(values) if n)
    return parts or Msg("builders-nothing")


def card_name(bid: str) -> Msg:
    """A building or machine card by the name its edition prints."""
    return Msg(f"builders-card-{bid}")


def worker_name(wid: str) -> Msg:
    """A worker by its type, or a machine working as a worker by its building's name."""
    card = DATA.workers[wid]
    if card.type == "machine":
        return card_name(wid)
    return Msg(f"builders-worker-{card.type}")


def building_name(bid: str) -> Msg:
    """A building by its name; a machine also by what it makes, since two machines may share a
    name ('The Crane (makes 3 stone)')."""
    b = DATA.buildings[bid]
    if b.machine:
        return Msg("builders-machine", name=card_name(bid), makes=resources(b.produces))
    return card_name(bid)


def worker_card(wid: str) -> Msg:
    """A worker card as the table shows it: 'Craftsman (2 stone, 2 wood; 4 coins)'."""
    w = DATA.workers[wid]
    return Msg(
        "builders-worker-card",
        worker=worker_name(wid),
        produces=resources(w.produces),
        cost=count("coins", w.cost),
    )


def a_worker_card(wid: str) -> Msg:
    """A worker card with its indefinite article: 'a Laborer (2 stone, 1 wood; 3 coins)' (only
    workers of a type are dealt or recruited; machines join by being finished)."""
    w = DATA.workers[wid]
    return Msg(
        "builders-worker-card",
        worker=Msg(f"builders-a-worker-{w.type}"),
        produces=resources(w.produces),
        cost=count("coins", w.cost),
    )


def describe_action(s: Table, action: Action) -> Msg:
    """`action` in the pending turn, as a message."""
    kind, target = action.kind, action.target
    if kind == "start":
        b = DATA.buildings[target]
        gives = (
            Msg("builders-gives-machine")
            if b.machine
            else Msg("builders-gives-coins", coins=b.coins)
        )
        return Msg(
            "builders-do-start",
            building=card_name(target),
            needs=resources(b.requires),
            gives=gives,
            vp=b.vp,
        )
    if kind == "recruit":
        w = DATA.workers[target]
        return Msg(
            "builders-do-recruit",
            worker=Msg(f"builders-a-worker-{w.type}"),
            cost=w.cost,
            produces=resources(w.produces),
        )
    if kind == "send":
        wid, _, site = target.partition("@")
        w = DATA.workers[wid]
        actions = s.sent.get(site, 0) + 1
        pay = Msg("builders-pay-coins", coins=w.cost) if w.cost else Msg("builders-pay-free")
        if actions > 1:
            return Msg(
                "builders-do-send-more",
                worker=worker_name(wid),
                pay=pay,
                actions=count("actions", actions),
                site=card_name(site),
            )
        return Msg("builders-do-send", worker=worker_name(wid), pay=pay, site=card_name(site))
    if kind == "take-coins":
        coins = TAKE_COINS[action.count - 1]
        return Msg(
            "builders-do-take-coins",
            coins=count("coins", coins),
            actions=count("actions", action.count),
        )
    if kind == "buy-action":
        return Msg("builders-do-buy-action", coins=EXTRA_ACTION_COST)
    if kind == "end":
        return Msg("builders-do-end")
    if kind == "reveal-building":
        return Msg("builders-do-reveal-building", building=building_name(target))
    if kind == "reveal-worker":
        return Msg("builders-do-reveal-worker", worker=worker_card(target))
    if kind == "deal-apprentice":
        return Msg("builders-do-deal-apprentice", worker=a_worker_card(target))
    if kind == "first-player":
        return Msg("builders-do-first-player", seat=target.upper())
    return Msg("builders-do-other", action=str(action))
