"""Per-seat and spectator views (the only data that leaves the engine) and the text rendering."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from masterbuilders.engine import CHANCE, TERMINAL
from masterbuilders.engine.message import Msg, as_json
from masterbuilders.i18n import DEFAULT, localize, text
from masterbuilders.pillars.board import BUY_PRICE, SELL_PRICE
from masterbuilders.pillars.data import COLORS, RESOURCES
from masterbuilders.pillars.effects import describe_event, describe_privilege, sees_event
from masterbuilders.pillars.labels import card_name
from masterbuilders.pillars.model import (
    DATA,
    EVENTS,
    FORMULAS,
    GOLD_CAP,
    LAST_ROUND_PRIVILEGES,
    LOCATION_SPACES,
    REGULAR_PRIVILEGES,
    ROUND,
    ROUNDS,
    SPACES,
    Table,
    craftsman_named,
    event_named,
    place_named,
    privilege_named,
    resource_card_named,
)

EVENTS_REMOVED: Final[int] = DATA.number("events_removed_at_setup")
PRIVILEGES_REMOVED: Final[int] = DATA.number("privileges_removed_at_setup")


def _cost(s: Table) -> int:
    from masterbuilders.pillars.placement import cost

    return cost(s)


_CRAFTSMAN_ENTRIES: Final[dict[tuple[str, int], dict[str, Any]]] = {}
_CARD_ENTRIES: Final[dict[str, dict[str, Any]]] = {}
"""What a card says never changes: each card's entry is built once and shared by every view that
shows it (views are read-only, as their shared public part already is)."""


_LOCATIONS: Final = {
    loc.id: {"name": place_named(loc.id).to_json(), "action": loc.action} for loc in DATA.locations
}
"""The board's locations by id, for the page to name them (data, the same in every view)."""
_PRICES: Final = {
    r: {"buy": BUY_PRICE[i] or None, "sell": SELL_PRICE[i]} for i, r in enumerate(RESOURCES)
}
"""The market's prices by resource (metal cannot be bought, §4.12)."""


def _craftsman_text(cid: str) -> Any:
    """What a craftsman card does beyond its formula: the "!" cards' duties at the market and for
    masons (§8, cards.toml roles: `pillars-role-rule-ROLE`), for the page's tooltips (JSON)."""
    roles = sorted(DATA.craftsmen[cid].roles)
    if not roles:
        return ""
    rules = tuple(Msg(f"pillars-role-rule-{r}") for r in roles)
    return Msg("pillars-card-duty", rules=rules).to_json()


def _craftsman_entry(cid: str, extra: int) -> dict[str, Any]:
    entry = _CRAFTSMAN_ENTRIES.get((cid, extra))
    if entry is None:
        c = DATA.craftsmen[cid]
        entry = _CRAFTSMAN_ENTRIES[cid, extra] = {
            "id": cid,
            "name": craftsman_named(cid).to_json(),
            "formula": FORMULAS[cid].to_json(),
            "capacity": c.capacity + extra,
            "text": _craftsman_text(cid),
        }
    return entry


def _card_entry(cid: str) -> dict[str, Any]:
    """A face-up resource card, craftsman or advantage card."""
    entry = _CARD_ENTRIES.get(cid)
    if entry is None:
        if cid in DATA.resource_cards:
            rc = DATA.resource_cards[cid]
            entry = {
                "kind": "resource",
                "resource": RESOURCES[rc.resource],
                "yield": rc.yield_,
                "workers": rc.workers,
            }
        elif cid in DATA.craftsmen:
            c = DATA.craftsmen[cid]
            entry = {
                "kind": "craftsman",
                "name": craftsman_named(cid).to_json(),
                "cost": c.cost,
                "formula": FORMULAS[cid].to_json(),
                "text": _craftsman_text(cid),
            }
        else:
            entry = {
                "kind": "privilege",
                "name": privilege_named(cid).to_json(),
                "text": describe_privilege(cid).to_json(),
            }
        _CARD_ENTRIES[cid] = entry
    return entry


_MARKET_SETS: Final = [[RESOURCES[r] for r in range(4) if bits & (1 << r)] for bits in range(16)]
"""The resources a bit set of bought (or sold) kinds names, one shared list per set."""


def _player_view(s: Table, seat: int) -> dict[str, Any]:
    p = s.players[seat]
    return {
        "seat": seat,
        "color": COLORS[seat],
        "seat_name": s.seat_said(seat).to_json(),
        "gold": p.gold,
        "vp": p.vp,
        "resources": dict(zip(RESOURCES, p.res, strict=True)),
        "owed": dict(zip(RESOURCES, p.owed, strict=True)),
        "craftsmen": [_craftsman_entry(c, p.boost if p.boosted == c else 0) for c in p.craftsmen],
        "craftsman_limit": p.limit,
        "privileges": list(p.privileges),
        "resource_cards": list(p.cards),
        "workers": {
            "total": p.workers(),
            "on_cards": p.placed,
            "wool_mill": p.wool,
            "gray": p.gray,
            "gray_next_round": p.gray_next,
            "black": p.black,
        },
        "bought": _MARKET_SETS[p.bought],
        "sold": _MARKET_SETS[p.sold],
        "protected": p.protected,
        "tax_free": p.tax_free,
        "capacity_boost": p.boost if not p.boosted else 0,
        "boosted": p.boosted,
        "master_builders": p.builders,
        "master_builders_next_round": p.builders_next,
        "production_change": p.prod_change,
    }


def _card_details(s: Table) -> dict[str, Any]:
    """What the face-up cards say: resource cards, craftsmen, advantage cards: those on the board
    and those the players keep "in ready view in front of their owners" (rules §9, public), so a
    client can name every card id a view or an action holds."""
    out = {cid: _card_entry(cid) for cid in s.supply_cards if cid}
    for p in s.players:
        for pid in p.privileges:
            out[pid] = _card_entry(pid)
    for cid in s.shiring:
        if cid:
            out[cid] = _card_entry(cid)
    for pid in s.kingsbridge:
        if pid:
            out[pid] = _card_entry(pid)
    return out


def view(s: Table, seat: int | None) -> dict[str, Any]:
    """Everything public, plus what only `seat` knows (Ellen's look at the coming event). Never the
    undrawn order of any deck (it does not exist) nor another seat's private knowledge."""
    return _seat_view(s, _public_view(s), seat)


def views(s: Table, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """`view(seat)` for several seats at once: the public part is built once and shared (read-only)
    by all of them, each seat adds its decision and private knowledge."""
    public = _public_view(s)
    return {seat: _seat_view(s, public, seat) for seat in seats}


def _public_view(s: Table) -> dict[str, Any]:
    """The part of every view that is the same for all seats."""
    player = s.current_player()
    event: dict[str, Any] | None = None
    if s.event and s.event_revealed:
        ev = DATA.events[s.event]
        event = {
            "id": ev.id,
            "name": event_named(ev.id).to_json(),
            "positive": ev.positive,
            "text": describe_event(ev.id).to_json(),
        }
    out: dict[str, Any] = {
        "game": "pillars",
        "num_players": s.num_players,
        "round": s.round,
        "phase": ROUND[s.step].name if s.step < len(ROUND) else "game over",
        "phase_words": Msg(
            f"pillars-phase-{ROUND[s.step].key if s.step < len(ROUND) else 'over'}"
        ).to_json(),
        "starting_player": s.start,
        "decision": {
            "seat": None if player < 0 else player,
            "chance": player == CHANCE,
            "over": player == TERMINAL,
            "text": as_json(s.describe_decision()),
        },
        "board": {
            "spaces": {name: s.spaces[i] for i, name in enumerate(SPACES)},
            "cost": _cost(s),
            "bag": list(s.bag),
            "passed_queue": list(s.queue),
            "set_aside_builders": list(s.builder_aside),
            "drawn": s.drawn,
            "return_used": s.return_used,
            "kingsbridge": list(s.kingsbridge),
            "shiring": list(s.shiring),
            "supply_cards": list(s.supply_cards),
            "set_aside_resource_cards": list(s.set_aside),
            "market": {r: s.market[i] for i, r in enumerate(RESOURCES[:3])},
            "locations": _LOCATIONS,
            "prices": _PRICES,
            "gold_cap": GOLD_CAP,
            "court_metal": s.court_metal,
            "supply": dict(zip(RESOURCES, s.supply, strict=True)),
            "castle_gray": s.castle_gray,
            "tax": s.tax,
            "market_order": list(s.market_slots),
        },
        "event": event,
        "cards": _card_details(s),
        "events_seen": list(s.events_seen),
        "events_left": len(EVENTS) - EVENTS_REMOVED - len(s.events_seen),
        "privileges_unseen": privileges_in_pile(s),
        "players": [_player_view(s, i) for i in range(s.num_players)],
    }
    if player == TERMINAL:
        out["result"] = s.result().to_json()
    return out


def privileges_in_pile(s: Table) -> int:
    """Face-down advantage cards still in the pile (§2.1): the regular cards left after 4 were
    removed unseen and some dealt, on top of the last-round cards until they are dealt."""
    dealt = len(REGULAR_PRIVILEGES) - len(s.priv_deck)
    last_dealt = s.round == ROUNDS and s.step > 0
    last = 0 if last_dealt else len(LAST_ROUND_PRIVILEGES)
    return len(REGULAR_PRIVILEGES) - PRIVILEGES_REMOVED - dealt + last


def routine_choices(s: Table, legal: list[str]) -> dict[str, str | None]:
    """What each routine the page offers would choose at this decision, by the routine's id (the
    renderer's `routines` with a `plan`): "craftsmenFull", work the craftsmen to the full
    (cathedral.worked_to_the_full), None at a building decision it leaves to the player."""
    from masterbuilders.pillars.cathedral import worked_to_the_full
    from masterbuilders.pillars.model import BUILD

    frame = s.frames[-1] if s.frames else None
    if frame is None or frame.kind != BUILD:
        return {}
    choice = worked_to_the_full(s, frame)
    # None: the routine leaves this decision to the player (a goldsmith could work)
    return {"craftsmenFull": str(choice) if choice is not None and str(choice) in legal else None}


def _seat_view(s: Table, public: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """`public` completed for `seat`: the viewer, its legal actions when it is to decide, and what
    only it knows. `public` is not changed (its sub-objects are shared)."""
    out: dict[str, Any] = {"game": "pillars", "num_players": s.num_players, "viewer": seat}
    out.update(public)  # keys in the order view() always had
    decision = public["decision"]
    if seat is not None and decision["seat"] == seat and not decision["chance"]:
        decision = dict(decision)
        legal = s.legal_actions()
        decision["legal_actions"] = [str(a) for a in legal]
        decision["labels"] = {str(a): as_json(s.describe_action(a)) for a in legal}
        plans = routine_choices(s, [str(a) for a in legal])
        if plans:
            decision["routines"] = plans
        out["decision"] = decision
    private: dict[str, Any] = {}
    if seat is not None and s.event and not s.event_revealed and sees_event(s.players[seat]):
        ev = DATA.events[s.event]
        private["coming_event"] = {
            "id": ev.id,
            "name": event_named(ev.id).to_json(),
            "positive": ev.positive,
            "text": describe_event(ev.id).to_json(),
        }
    out["private"] = private
    if "result" in out:
        out["result"] = out.pop("result")
    return out


def render(s: Table, seat: int | None = None, lang: str = DEFAULT) -> str:
    """A compact text picture of the state as `seat` sees it (built from the view only), in
    `lang`. Cards and places are named as the labels name them (labels.card_name), never by
    their ids."""

    def say(msg: Msg | str) -> str:
        return text(msg, lang)

    v = localize(view(s, seat), lang)
    b = v["board"]
    seat_words = [say(s.seat_said(i)) for i in range(s.num_players)]
    letter = [say(Msg(f"pillars-letter-{c}")) for c in COLORS]
    who = say(Msg("pillars-render-spectator")) if seat is None else seat_words[seat]
    lines = [
        say(
            Msg(
                "pillars-render-head",
                round=v["round"],
                phase=v["phase_words"],
                start=seat_words[v["starting_player"]],
                who=who,
            )
        )
    ]
    ev = v["event"]
    event: Msg | str = Msg("pillars-render-no-event")
    if ev:
        event = Msg(
            "pillars-render-event-sign", name=ev["name"], sign="+" if ev["positive"] else "-"
        )
    bag = " ".join(f"{letter[i]}{n}" for i, n in enumerate(b["bag"]))
    lines.append(
        say(Msg("pillars-render-event", event=event, tax=b["tax"] or "-", cost=b["cost"], bag=bag))
    )
    occupied = []
    for loc in DATA.locations:
        spots = []
        for i in LOCATION_SPACES[loc.id]:
            owner = b["spaces"][SPACES[i]]
            spots.append(letter[owner] if owner >= 0 else ".")
        occupied.append(f"{loc.action} {say(place_named(loc.id))} [{''.join(spots)}]")
    lines.append(say(Msg("pillars-render-board", places=" | ".join(occupied[:4]))))
    lines.append("       " + " | ".join(occupied[4:]))
    kb = ", ".join(say(card_name(c)) for c in b["kingsbridge"] if c) or "-"
    sh = ", ".join(say(card_name(c)) for c in b["shiring"] if c) or "-"
    lines.append(
        say(
            Msg(
                "pillars-render-offers",
                kingsbridge=place_named("kingsbridge"),
                kb=kb,
                shiring=place_named("shiring"),
                sh=sh,
            )
        )
    )
    sup = ", ".join(say(card_name(c)) for c in b["supply_cards"]) or "-"
    mk = " ".join(f"{say(Msg(f'pillars-resource-{r}'))} {n}" for r, n in b["market"].items())
    lines.append(say(Msg("pillars-render-supply", supply=sup, market=mk, metal=b["court_metal"])))
    short = {r: say(Msg(f"pillars-abbr-{r}")) for r in RESOURCES}
    for pv in v["players"]:
        cubes = " ".join(f"{short[r]}{n}" for r, n in pv["resources"].items() if n) or "-"
        owed = " ".join(f"{short[r]}{n}" for r, n in pv["owed"].items() if n)
        crafts = ", ".join(c["name"] for c in pv["craftsmen"])
        cards = ", ".join(say(resource_card_named(c)) for c in pv["resource_cards"])
        w = pv["workers"]
        lines.append(
            say(
                Msg(
                    "pillars-render-player",
                    mark="*" if v["decision"]["seat"] == pv["seat"] else " ",
                    seat=f"{seat_words[pv['seat']]:<6}",
                    vp=f"{pv['vp']:>3}",
                    gold=f"{pv['gold']:>2}",
                    cubes=cubes,
                    owed=Msg("pillars-render-owed", cubes=owed) if owed else "",
                    free=w["total"] - w["on_cards"],
                    total=w["total"],
                    wool=Msg("pillars-render-wool", n=w["wool_mill"]) if w["wool_mill"] else "",
                    cards=cards or "-",
                )
            )
        )
        advantages: Msg | str = ""
        if pv["privileges"]:
            names = ", ".join(say(privilege_named(pid)) for pid in pv["privileges"])
            advantages = Msg("pillars-render-advantages", names=names)
        builders: Msg | str = ""
        if pv["master_builders"] < 3:
            builders = Msg("pillars-render-builders", n=pv["master_builders"])
        line = Msg(
            "pillars-render-craftsmen", crafts=crafts, advantages=advantages, builders=builders
        )
        lines.append(say(line))
    if v["private"].get("coming_event"):
        name = v["private"]["coming_event"]["name"]
        lines.append(say(Msg("pillars-render-coming", event=name)))
    d = v["decision"]
    if d["over"]:
        final = v["result"]
        ranks = tuple(
            Msg("pillars-render-rank", seat=seat_words[i], rank=r, vp=final["scores"][i])
            for i, r in enumerate(final["ranks"])
        )
        lines.append(say(Msg("pillars-render-over", ranks=ranks)))
    elif d["chance"]:
        lines.append(say(Msg("pillars-render-next-chance", what=d["text"])))
    else:
        lines.append(say(Msg("pillars-render-next", seat=seat_words[d["seat"]], what=d["text"])))
    return "\n".join(lines)
