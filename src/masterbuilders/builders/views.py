"""Views (every card on the table is public; the cards still in the decks, and so the next worker,
which lies face down (§A4 step 3), do not exist in the state, only their number) and the text
rendering."""

from __future__ import annotations

from typing import Any

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.labels import building_name, card_name, worker_name
from masterbuilders.builders.model import COINS_PER_VP, DATA, Table
from masterbuilders.engine import CHANCE, TERMINAL
from masterbuilders.engine.message import as_json
from masterbuilders.i18n import text


def _building(b: str) -> dict[str, Any]:
    card = DATA.buildings[b]
    out: dict[str, Any] = {
        "id": b,
        "name": card_name(b).to_json(),
        "title": card.title,
        "coins": card.coins,
        "vp": card.vp,
        "requires": dict(zip(RESOURCES, card.requires, strict=True)),
        "machine": card.machine,
    }
    if card.machine:
        out["produces"] = dict(zip(RESOURCES, card.produces, strict=True))
    return out


def _worker(w: str) -> dict[str, Any]:
    card = DATA.workers[w]
    return {
        "id": w,
        "name": worker_name(w).to_json(),
        "type": card.type,
        "cost": card.cost,
        "produces": dict(zip(RESOURCES, card.produces, strict=True)),
    }


def view(s: Table, seat: int | None) -> dict[str, Any]:
    player = s.current_player()
    decision: dict[str, Any] = {
        "seat": None if player < 0 else player,
        "chance": player == CHANCE,
        "over": player == TERMINAL,
        "text": as_json(s.describe_decision()),
        "actions_left": s.actions if player >= 0 else 0,
    }
    if seat is not None and player == seat:
        legal = s.legal_actions()
        decision["legal_actions"] = [str(a) for a in legal]
        decision["labels"] = {str(a): as_json(s.describe_action(a)) for a in legal}
    players = []
    for i, p in enumerate(s.players):
        players.append(
            {
                "seat": i,
                "name": s.seat_name(i),
                "coins": p.coins,
                "vp": p.vp,
                "score": p.score(),
                "team": [_worker(w) for w in p.team],
                "sites": [
                    {
                        **_building(b),
                        "workers": [_worker(w) for w in ws],
                        "have": dict(zip(RESOURCES, p.site_resources(b), strict=True)),
                    }
                    for b, ws in p.sites.items()
                ],
                "finished": [_building(b) for b in p.done],
            }
        )
    out: dict[str, Any] = {
        "game": "builders",
        "num_players": s.num_players,
        "viewer": seat,
        "first_player": s.first,
        "turn": s.turn,
        "turns_played": s.turns,
        "last_round": s.final_round,
        "decision": decision,
        "buildings": {
            "row": [_building(b) if b else None for b in s.b_row],
            "next": _building(s.b_next) if s.b_next else None,
            "deck_size": len(s.b_deck),
        },
        "workers": {
            "row": [_worker(w) if w else None for w in s.w_row],
            "deck_size": len(s.w_deck),
        },
        "sent_this_turn": dict(s.sent),
        "players": players,
    }
    if player == TERMINAL:
        out["result"] = s.result().to_json()
    return out


def _short(res: tuple[int, ...]) -> str:
    """Resource values in the board's short form: '2S1W' (S stone, W wood, K knowledge, T tile)."""
    return "".join(f"{n}{RESOURCES[i][0].upper()}" for i, n in enumerate(res) if n) or "-"


def _building_card(b: str) -> str:
    """A building on the board, named as the labels name it (a machine with what it makes, so two
    Cranes read apart), with what it needs and gives: 'The Hotel [1S3W3K1T] 16c 4VP'."""
    if not b:
        return "(empty)"
    c = DATA.buildings[b]
    gives = "" if c.machine else f" {c.coins}c"
    return f"{text(building_name(b))} [{_short(c.requires)}]{gives} {c.vp}VP"


def _worker_card(w: str) -> str:
    """A worker (or a finished machine at work) on the board, named as the labels name it and told
    from its namesakes as they are, by what it brings and costs: 'Laborer [2S1W] 3c'."""
    if not w:
        return "(empty)"
    c = DATA.workers[w]
    return f"{text(worker_name(w))} [{_short(c.produces)}] {c.cost}c"


def render(s: Table, seat: int | None = None) -> str:
    """A compact text picture of the table as `seat` sees it (every card on it is public). Cards
    are named as the labels name them, never by their ids (issue 35)."""
    who = "spectator" if seat is None else s.seat_name(seat)
    lines = [
        f"== The Builders: Middle Ages | turn {s.turns + 1} | first: {s.seat_name(s.first)} | view: {who}"
        + (" | LAST ROUND" if s.final_round else "")
        + " =="
    ]
    lines.append(
        "Buildings: "
        + " | ".join(_building_card(b) for b in s.b_row)
        + f" || next: {_building_card(s.b_next)}"
    )
    lines.append(
        "Workers:   "
        + " | ".join(_worker_card(w) for w in s.w_row)
        + f" || deck: {len(s.w_deck)} face down"
    )
    for i, p in enumerate(s.players):
        mark = "*" if s.current_player() == i else " "
        team = ", ".join(_worker_card(w) for w in p.team) or "-"
        lines.append(
            f"{mark}{s.seat_name(i)}  VP {p.vp:>2} (+{p.coins // COINS_PER_VP} from coins)  coins {p.coins:>3}  "
            f"finished {len(p.done)}  team: {team}"
        )
        for b, ws in p.sites.items():
            have = _short(tuple(p.site_resources(b)))
            at_work = ", ".join(_worker_card(w) for w in ws) or "no workers"
            lines.append(f"      site {_building_card(b)} has {have}: {at_work}")
    player = s.current_player()
    if player == TERMINAL:
        r = s.result()
        lines.append(
            "Game over. "
            + ", ".join(
                f"{s.seat_name(i)} #{rank} ({r.scores[i]} VP)" for i, rank in enumerate(r.ranks)
            )
        )
    elif player == CHANCE:
        lines.append(f"Next: chance: {text(s.describe_decision())}")
    else:
        lines.append(f"Next: {s.seat_name(player)}: {text(s.describe_decision())}")
    return "\n".join(lines)
