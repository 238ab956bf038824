"""Actions as a player reads them: card, place and player names, never ids ('Hire the Carpenter
(3 gold)', 'Place your master builder at Shiring, space 1 (4 gold)')."""

from __future__ import annotations

from masterbuilders.engine import Action
from masterbuilders.engine.words import plural
from masterbuilders.pillars.board import BUY_PRICE, SELL_PRICE
from masterbuilders.pillars.data import RES_INDEX, RESOURCES
from masterbuilders.pillars.effects import describe_privilege
from masterbuilders.pillars.model import (
    ARCHBISHOP,
    DATA,
    DRAFT,
    PLACE,
    PLACE_FREE,
    RETURN,
    Table,
    space_name,
)
from masterbuilders.pillars.placement import cost


def card_name(cid: str) -> str:
    """A craftsman's title (a starting card and a round card of one caption apart), an advantage
    card's name; a resource card as what it yields."""
    if cid in DATA.craftsmen:
        return DATA.craftsmen[cid].title
    if cid in DATA.privileges:
        return DATA.privileges[cid].name
    rc = DATA.resource_cards[cid]
    return f"{rc.yield_} {RESOURCES[rc.resource]} (for {plural(rc.workers, 'worker')})"


def describe_action(s: Table, action: Action) -> str:
    """`action` in the pending decision, in the words of the table."""
    kind, target, count = action.kind, action.target, action.count
    frame = s.frames[-1] if s.frames else None
    fkind = frame.kind if frame else -1
    if kind == "take":
        return f"Take the resource card: {card_name(target)}"
    if kind == "hire":
        c = DATA.craftsmen[target]
        return f"Hire the {c.title} ({c.cost} gold: {c.formula()})"
    if kind == "pass":
        if fkind == DRAFT:
            return "Pass: take no more cards this round"
        return "Pass: place this master builder later, for free"
    if kind == "keep":
        return "Keep the drawn master builder"
    if kind == "return" and fkind == RETURN:
        return "Return it to the bag and draw again (once per round)"
    if kind == "place":
        where = space_name(target)
        if fkind == PLACE:
            price = cost(s)
            return f"Place your master builder at {where}" + (f" ({price} gold)" if price else "")
        if fkind == PLACE_FREE:
            return f"Place your master builder at {where} (free)"
        return f"Place at {where}"
    if kind == "protect":
        return "Protect yourself from the event"
    if kind == "take-cube":
        return f"Take 1 {target} from the market"
    if kind == "decline":
        return "Take nothing" if fkind == ARCHBISHOP else "Not now"
    if kind == "buy":
        return f"Buy {count} {target} ({count * BUY_PRICE[RES_INDEX[target]]} gold)"
    if kind == "sell":
        return f"Sell {count} {target} ({count * SELL_PRICE[RES_INDEX[target]]} gold)"
    if kind == "leave":
        return "Leave the market"
    if kind == "use":
        if target in DATA.privileges:
            return f"Play {card_name(target)} ({describe_privilege(target)})"
        c = DATA.craftsmen[target]
        return f"{c.title}: work {plural(count, 'time')} ({c.formula()})"
    if kind == "done":
        return "Done building"
    if kind == "discard":
        return f"Discard the {card_name(target)}"
    if kind == "lose":
        return f"Lose the {card_name(target)}"
    if kind == "drop":
        return f"Return 1 {target} to the board"
    return _describe_chance(action)


def _describe_chance(action: Action) -> str:
    """A draw of chance in words (the replay says what each step did)."""
    kind, target = action.kind, action.target
    if kind in ("deal-privileges", "deal-shiring", "set-aside"):
        cards = " and ".join(card_name(c) for c in target.split("+") if c)
        return {
            "deal-privileges": f"Advantage cards for Kingsbridge: {cards} (§3)",
            "deal-shiring": f"Craftsmen for Shiring: {cards} (§3)",
            "set-aside": f"Resource cards set aside this round: {cards} (§3.1)",
        }[kind]
    if kind == "draw-builder":
        return f"Draw a {target} master builder from the bag (§3.2.1)"
    if kind == "event":
        return f"Event: {DATA.events[target].name} (§4.1)"
    if kind == "tax":
        return f"The tax die shows {action.count} gold (§4.9)"
    return str(action)
