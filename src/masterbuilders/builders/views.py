"""Views (every card on the table is public; the cards still in the decks, and so the next worker,
which lies face down (§A4 step 3), do not exist in the state, only their number) and the text
rendering."""

from __future__ import annotations

from typing import Any, Final

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.labels import building_name, card_name, worker_name
from masterbuilders.builders.model import COINS_PER_VP, DATA, Table
from masterbuilders.engine import CHANCE, TERMINAL
from masterbuilders.engine.message import Msg, as_json
from masterbuilders.i18n import DEFAULT, text


def _building_entry(b: str) -> dict[str, Any]:
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


def _worker_entry(w: str) -> dict[str, Any]:
    card = DATA.workers[w]
    return {
        "id": w,
        "name": worker_name(w).to_json(),
        "type": card.type,
        "cost": card.cost,
        "produces": dict(zip(RESOURCES, card.produces, strict=True)),
    }


BUILDINGS: Final = {b: _building_entry(b) for b in DATA.buildings}
WORKERS: Final = {w: _worker_entry(w) for w in DATA.workers}
"""Each card's entry in a view (what its face shows), made once: views are read-only, and every
view shows a card with the same object, so a reader's language renders it once
(i18n.Rendering) and the server serializes it once per version."""


def _building(b: str) -> dict[str, Any]:
    return BUILDINGS[b]


def _worker(w: str) -> dict[str, Any]:
    return WORKERS[w]


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


def _short(res: tuple[int, ...], lang: str) -> str:
    """Resource values in the board's short form: '2S1W' (S stone, W wood, K knowledge, T tile;
    each language its own letters)."""
    letters = [text(Msg(f"builders-letter-{r}"), lang) for r in RESOURCES]
    return "".join(f"{n}{letters[i]}" for i, n in enumerate(res) if n) or "-"


def _building_card(b: str, lang: str) -> str:
    """A building on the board, named as the labels name it (a machine with what it makes, so two
    Cranes read apart), with what it needs and gives: 'The Hotel [1S3W3K1T] 16c 4VP'."""
    if not b:
        return text(Msg("builders-render-empty"), lang)
    c = DATA.buildings[b]
    gives: Msg | str = "" if c.machine else Msg("builders-render-coins", n=c.coins)
    short = Msg(
        "builders-render-building",
        name=building_name(b),
        needs=_short(c.requires, lang),
        gives=gives,
        vp=c.vp,
    )
    return text(short, lang)


def _worker_card(w: str, lang: str) -> str:
    """A worker (or a finished machine at work) on the board, named as the labels name it and told
    from its namesakes as they are, by what it brings and costs: 'Laborer [2S1W] 3c'."""
    if not w:
        return text(Msg("builders-render-empty"), lang)
    c = DATA.workers[w]
    short = Msg(
        "builders-render-worker", name=worker_name(w), makes=_short(c.produces, lang), cost=c.cost
    )
    return text(short, lang)


def render(s: Table, seat: int | None = None, lang: str = DEFAULT) -> str:
    """A compact text picture of the table as `seat` sees it (every card on it is public), in
    `lang`. Cards are named as the labels name them, never by their ids (issue 35)."""

    def say(msg: Msg) -> str:
        return text(msg, lang)

    who = say(Msg("builders-render-spectator")) if seat is None else s.seat_name(seat)
    last: Msg | str = Msg("builders-render-last-round") if s.final_round else ""
    lines = [
        say(
            Msg(
                "builders-render-head",
                turn=s.turns + 1,
                first=s.seat_name(s.first),
                who=who,
                last=last,
            )
        )
    ]
    row = " | ".join(_building_card(b, lang) for b in s.b_row)
    lines.append(
        say(Msg("builders-render-buildings", row=row, next=_building_card(s.b_next, lang)))
    )
    row = " | ".join(_worker_card(w, lang) for w in s.w_row)
    lines.append(say(Msg("builders-render-workers", row=row, n=len(s.w_deck))))
    for i, p in enumerate(s.players):
        team = ", ".join(_worker_card(w, lang) for w in p.team) or "-"
        line = Msg(
            "builders-render-player",
            mark="*" if s.current_player() == i else " ",
            seat=s.seat_name(i),
            vp=f"{p.vp:>2}",
            bonus=p.coins // COINS_PER_VP,
            coins=f"{p.coins:>3}",
            done=len(p.done),
            team=team,
        )
        lines.append(say(line))
        for b, ws in p.sites.items():
            have = _short(tuple(p.site_resources(b)), lang)
            at_work = ", ".join(_worker_card(w, lang) for w in ws)
            site = Msg(
                "builders-render-site",
                site=_building_card(b, lang),
                have=have,
                workers=at_work or Msg("builders-render-no-workers"),
            )
            lines.append(say(site))
    player = s.current_player()
    if player == TERMINAL:
        r = s.result()
        ranks = tuple(
            Msg("builders-render-rank", seat=s.seat_name(i), rank=rank, vp=r.scores[i])
            for i, rank in enumerate(r.ranks)
        )
        lines.append(say(Msg("builders-render-over", ranks=ranks)))
    elif player == CHANCE:
        lines.append(say(Msg("builders-render-next-chance", what=s.describe_decision())))
    else:
        what = s.describe_decision()
        lines.append(say(Msg("builders-render-next", seat=s.seat_name(player), what=what)))
    return "\n".join(lines)
