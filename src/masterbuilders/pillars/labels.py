"""Actions as a player reads them, as messages (engine.message.Msg; the words are in
locale/LANG.po): card, place and player names, never ids ('Hire the Carpenter (3 gold)', 'Place
your master builder at Shiring, space 1 (4 gold)')."""

from __future__ import annotations

from masterbuilders.engine import Action
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.board import BUY_PRICE, SELL_PRICE
from masterbuilders.pillars.data import RES_INDEX, RESOURCES
from masterbuilders.pillars.effects import describe_privilege
from masterbuilders.pillars.model import (
    ARCHBISHOP,
    DATA,
    DRAFT,
    FORMULAS,
    PLACE,
    PLACE_FREE,
    RETURN,
    Table,
    craftsman_named,
    event_named,
    gold,
    listed,
    privilege_named,
    res,
    space_name,
)
from masterbuilders.pillars.placement import cost


def card_name(cid: str) -> Msg:
    """A craftsman's title (a starting card and a round card of one caption apart), an advantage
    card's name; a resource card as what it yields."""
    if cid in DATA.craftsmen:
        return craftsman_named(cid)
    if cid in DATA.privileges:
        return privilege_named(cid)
    rc = DATA.resource_cards[cid]
    return Msg(
        "pillars-resource-card",
        yields=res(RESOURCES[rc.resource], rc.yield_),
        workers=Msg("pillars-workers", n=rc.workers),
    )


def describe_action(s: Table, action: Action) -> Msg:
    """`action` in the pending decision, as a message."""
    kind, target, count = action.kind, action.target, action.count
    frame = s.frames[-1] if s.frames else None
    fkind = frame.kind if frame else -1
    if kind == "take":
        return Msg("pillars-do-take", card=card_name(target))
    if kind == "hire":
        c = DATA.craftsmen[target]
        return Msg(
            "pillars-do-hire", craftsman=card_name(target), cost=c.cost, formula=FORMULAS[target]
        )
    if kind == "pass":
        return Msg("pillars-do-pass-draft" if fkind == DRAFT else "pillars-do-pass-place")
    if kind == "keep":
        return Msg("pillars-do-keep")
    if kind == "return" and fkind == RETURN:
        return Msg("pillars-do-return")
    if kind == "place":
        where = space_name(target)
        if fkind == PLACE:
            price = cost(s)
            if price:
                return Msg("pillars-do-place-paid", space=where, price=price)
            return Msg("pillars-do-place", space=where)
        if fkind == PLACE_FREE:
            return Msg("pillars-do-place-free", space=where)
        return Msg("pillars-do-place-at", space=where)
    if kind == "protect":
        return Msg("pillars-do-protect")
    if kind == "take-cube":
        return Msg("pillars-do-take-cube", cube=res(target, 1))
    if kind == "decline":
        return Msg("pillars-do-take-nothing" if fkind == ARCHBISHOP else "pillars-do-not-now")
    if kind == "buy":
        paid = gold(count * BUY_PRICE[RES_INDEX[target]])
        return Msg("pillars-do-buy", cubes=res(target, count), price=paid)
    if kind == "sell":
        got = gold(count * SELL_PRICE[RES_INDEX[target]])
        return Msg("pillars-do-sell", cubes=res(target, count), price=got)
    if kind == "leave":
        return Msg("pillars-do-leave")
    if kind == "use":
        if target in DATA.privileges:
            return Msg("pillars-do-play", card=card_name(target), does=describe_privilege(target))
        return Msg(
            "pillars-do-work",
            craftsman=card_name(target),
            times=Msg("pillars-times-worked", n=count),
            formula=FORMULAS[target],
        )
    if kind == "done":
        return Msg("pillars-do-done")
    if kind == "discard":
        return Msg("pillars-do-discard", card=card_name(target))
    if kind == "lose":
        return Msg("pillars-do-lose", card=card_name(target))
    if kind == "drop":
        return Msg("pillars-do-drop", cube=res(target, 1))
    return _describe_chance(action)


def _describe_chance(action: Action) -> Msg:
    """A draw of chance as a message (the replay says what each step did)."""
    kind, target = action.kind, action.target
    if kind in ("deal-privileges", "deal-shiring", "set-aside"):
        cards = listed([card_name(c) for c in target.split("+") if c])
        return Msg(f"pillars-chance-{kind}", cards=cards)
    if kind == "draw-builder":
        return Msg("pillars-chance-draw-builder", color=Msg(f"pillars-color-{target}"))
    if kind == "event":
        return Msg("pillars-chance-event", event=event_named(target))
    if kind == "tax":
        return Msg("pillars-chance-tax", gold=action.count)
    return Msg("engine-action", action=str(action))
