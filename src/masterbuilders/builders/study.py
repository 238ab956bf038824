"""What a balance study counts in The Builders: Middle Ages: buildings and machines started
(§A5.1), workers recruited (§A5.2, the apprentice dealt at set-up included, §A4); the game has
no private information, nothing comes up for the whole table and there is no board to visit: an
action claims the building it starts or the worker it recruits; a seat's score and coins as the
game goes on."""

from __future__ import annotations

from typing import Final

from masterbuilders.builders.data import raw_toml
from masterbuilders.builders.labels import building_name, worker_card
from masterbuilders.builders.model import DATA, TIE_BREAK, Table
from masterbuilders.engine import Action, GameState
from masterbuilders.engine.study import Card, StudyHooks
from masterbuilders.i18n import text


def _table(state: GameState) -> Table:
    assert isinstance(state, Table)
    return state


def decision_kind(state: GameState) -> str:
    left = _table(state).actions
    return f"turn: {left} action{'' if left == 1 else 's'} left (§A5)"


def round_of(state: GameState) -> int:
    s = _table(state)
    return s.turns // s.num_players + 1


def first_player(state: GameState) -> int:
    """The first player, drawn at random at set-up (§A4)."""
    return _table(state).first


def holdings(state: GameState) -> list[frozenset[str]]:
    """Each seat's buildings and machines started or finished, and its workers, idle or at work."""
    out = []
    for p in _table(state).players:
        crews = (w for ws in p.sites.values() for w in ws)
        held = frozenset(p.team) | frozenset(crews) | frozenset(p.sites) | frozenset(p.done)
        out.append(frozenset(SAME.get(c, c) for c in held))
    return out


def revealed(state: GameState) -> frozenset[str]:
    return frozenset()


def hidden(state: GameState, seat: int) -> int:
    return 0


_WORKERS: Final = {
    w.id: text(worker_card(w.id)) for w in DATA.workers.values() if w.type != "machine"
}
SAME: Final = {
    wid: next(k for k, v in _WORKERS.items() if v == name) for wid, name in _WORKERS.items()
}
"""Identical worker cards (same type, production and cost) count as one card: the first's id."""
CARDS: Final = {
    **{
        b.id: Card(text(building_name(b.id)), "machine" if b.machine else "building")
        for b in DATA.buildings.values()
    },
    **{wid: Card(name, "worker") for wid, name in _WORKERS.items() if SAME[wid] == wid},
}


def claims(state: GameState, action: Action) -> frozenset[str]:
    """Starting a construction claims its building or machine (§A5.1), recruiting claims the
    worker card (§A5.2; identical cards count as one, `SAME`); sending a worker, taking coins,
    buying an action and ending the turn claim no card (a finished machine was claimed when
    started, §A5.6)."""
    if action.kind == "start":
        return frozenset((action.target,))
    if action.kind == "recruit":
        return frozenset((SAME.get(action.target, action.target),))
    return frozenset()


def scores(state: GameState) -> list[int]:
    """Each seat's score now as the end counts it: VP of its buildings and machines, which it never
    loses, and 1 VP per full 10 coins, which spending takes away (§A6)."""
    return [p.score() for p in _table(state).players]


def resources(state: GameState) -> list[dict[str, int]]:
    """Each seat's coins (§A2), the game's one resource to spend."""
    return [{"coins": p.coins} for p in _table(state).players]


TIE_WORDS: Final = {
    "building-vp": "most VP from buildings and machines (C6)",
    "coins": "most coins (C6)",
}

HOOKS: Final = StudyHooks(
    decision_kind=decision_kind,
    round_of=round_of,
    first_player=first_player,
    holdings=holdings,
    revealed=revealed,
    hidden=hidden,
    cards=CARDS,
    tiebreaks=tuple(TIE_WORDS[k] for k in TIE_BREAK),
    raw_data=raw_toml,
    claims=claims,
    claimable=frozenset(CARDS),
    scores=scores,
    resources=resources,
)
