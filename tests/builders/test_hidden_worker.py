"""The worker deck is face down (issue 35): §A4 step 3 turns over only "the top five cards" of the
Worker deck, in a line; unlike the Building deck, which lies "with the Construction side up"
(§A4 step 1), no next worker is visible. A worker comes to light only when it is turned into the row
(§A5.2: "fill that space in the line with the top card from the Worker deck"), so no view, render,
log line or observation of any seat may hold a worker card still in the deck."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from masterbuilders.builders.game import BuildersState
from masterbuilders.builders.labels import worker_card
from masterbuilders.builders.model import DATA
from masterbuilders.engine import CHANCE, Action, GameState, Match, UniformRandomAgent
from masterbuilders.engine.runner import play_match
from masterbuilders.i18n import text, texts
from tests.helpers import fields_of

WORKER_CARDS = frozenset(w.id for w in DATA.workers.values() if w.type != "machine")
"""The 42 worker cards (§A2; machines are buildings that later work, §A5.6)."""


def unseen_workers(s: BuildersState) -> set[str]:
    """The worker cards nobody has seen: neither in the row nor with a player (team or site)."""
    seen = {w for w in s.w_row if w}
    for p in s.players:
        seen.update(p.team)
        seen.update(w for ws in p.sites.values() for w in ws)
    return set(WORKER_CARDS - seen)


def draw(s: BuildersState, prefer: list[str]) -> None:
    """Resolve chance until a seat decides, each draw taking the first of `prefer` on offer (else
    the first outcome)."""
    while s.current_player() == CHANCE:
        targets = {a.target: a for a, _ in s.chance_outcomes()}
        pick = next((t for t in prefer if t in targets), "")
        if pick:
            prefer.remove(pick)
        s.apply(targets[pick] if pick else s.chance_outcomes()[0][0])


IDS = re.compile(r"\bw\d\d\b")
WORDS = {w: text(worker_card(w)) for w in WORKER_CARDS}
"""Each worker card in the words the log shows it with."""


def ids_in(text: str) -> set[str]:
    return set(IDS.findall(text))


def leaks(s: BuildersState, seat: int | None) -> list[str]:
    """Unseen worker cards named, by id, in `seat`'s view (JSON) or text render."""
    return sorted(ids_in(json.dumps(s.view(seat)) + s.render(seat)) & unseen_workers(s))


def named_in_log(s: BuildersState, lines: list[str]) -> list[str]:
    """Unseen worker cards a log line names (by id, or by the words a worker card is shown with,
    unless a card with the same words is in sight: the two 1-1-1-1 Craftsmen read alike)."""
    hidden = unseen_workers(s)
    in_sight = {WORDS[w] for w in WORKER_CARDS - hidden}
    out = []
    for line in lines:
        out += [w for w in ids_in(line) & hidden]
        out += [w for w in hidden if WORDS[w] not in in_sight and WORDS[w] in line]
    return sorted(out)


def test_only_the_line_of_five_workers_is_turned_over() -> None:
    """§A4 step 3: only the top five worker cards are turned over, into the line; no next worker
    is visible to any seat or spectator. §A5.2: after a recruit the space is filled "with the top
    card from the Worker deck", a card nobody has seen: a chance draw whose outcomes are the cards
    left in the deck, each with its count over the deck's size."""
    s = BuildersState(2, {})
    prefer = ["b31", "b01", "b02", "m1", "b27", "b34", "w01", "w02"]
    prefer += ["w19", "w07", "w35", "w20", "w21", "w30", "p1"]
    draw(s, prefer)
    assert s.current_player() == 0
    assert s.w_row == ["w19", "w07", "w35", "w20", "w21"]
    assert "w30" in unseen_workers(s)  # never turned over
    assert s.b_row == ["b31", "b01", "b02", "m1", "b27"]  # §A4 step 1: the next building shows
    assert s.view(None)["buildings"]["next"]["id"] == "b34"
    for seat in (None, 0, 1):
        assert leaks(s, seat) == [], seat
    assert named_in_log(s, texts(s.log_for(None))) == []

    s.apply_text("recruit w19")
    assert s.w_row[0] == "" and s.current_player() == CHANCE
    for seat in (None, 0, 1):
        assert leaks(s, seat) == [], seat
        assert s.view(seat)["workers"]["row"][0] is None
    outcomes = s.chance_outcomes()
    deck = unseen_workers(s)
    assert {a.kind for a, _ in outcomes} == {"reveal-worker"}
    assert sorted(a.target for a, _ in outcomes) == sorted(deck)
    for action, p in outcomes:  # every card is one card: each 1 / cards left
        assert p == pytest.approx(1 / len(deck)), action
    assert sum(p for _, p in outcomes) == pytest.approx(1)

    s.apply_text("reveal-worker w22")
    assert s.w_row[0] == "w22" and s.current_player() == 0
    assert s.players[0].team == ["w01", "w19"]
    for seat in (None, 0, 1):
        assert leaks(s, seat) == [], seat
    assert named_in_log(s, texts(s.log_for(None))) == []


# ---- seeded whole games --------------------------------------------------------------------------
def relabelled(s: BuildersState) -> BuildersState:
    """A copy of `s` that differs only in which card each unseen worker card is: every worker id
    the state holds outside the row and the players is moved one place along the sorted unseen
    cards, wherever the state keeps it (found by its attributes, not by name)."""
    hidden = sorted(unseen_workers(s))
    shift = dict(zip(hidden, hidden[1:] + hidden[:1], strict=True))
    alt = s.clone()
    for name in fields_of(alt):
        value = getattr(alt, name, None)
        if isinstance(value, str) and value in shift:
            setattr(alt, name, shift[value])
        elif isinstance(value, list) and any(isinstance(v, str) and v in shift for v in value):
            setattr(alt, name, [shift.get(v, v) if isinstance(v, str) else v for v in value])
    return alt


def _observe() -> Callable[[GameState, int], Any] | None:
    """The environments' observation of a seat (the interop codec), None without the `research`
    extra (numpy)."""
    try:
        from masterbuilders.interop import codec
    except ImportError:
        return None
    return codec("builders").observe


OBSERVE = _observe()


def check_nothing_leaks(s: BuildersState, log_from: int) -> None:
    """Every seat and a spectator: the view, the render, the log lines since `log_from` and the
    observation name no unseen worker card, and are the same if the unseen cards were others."""
    hidden = unseen_workers(s)
    if not hidden:  # the worker deck is spent: nothing left to leak
        return
    alt = relabelled(s) if len(hidden) > 1 else s
    for seat in [None, *range(s.num_players)]:
        view, render = s.view(seat), s.render(seat)
        text = json.dumps(view)
        assert [w for w in hidden if f'"{w}"' in text] == [], (seat, text)
        assert ids_in(render) & hidden == set(), (seat, render)
        assert named_in_log(s, texts(s.log_for(seat, log_from))) == [], s.log_for(seat, log_from)
        if alt is s:
            continue
        alt_view = alt.view(seat)
        assert view == alt_view, seat
        assert render == alt.render(seat), seat
        if seat is not None and OBSERVE is not None:
            assert (OBSERVE(s, seat) == OBSERVE(alt, seat)).all(), seat


@pytest.mark.parametrize(("players", "seed"), [(2, 3529), (3, 3529), (4, 3509)])
def test_no_seat_ever_sees_a_worker_still_in_the_deck(players: int, seed: int) -> None:
    """§A4 step 3, §A5.2: over whole seeded games (a `Match`, random seats), at every step no
    view, render, log line or observation of any seat (nor a spectator's) names a worker card
    before it is turned into the row, and none changes if the unseen cards were other cards."""
    match = Match("builders", players, seed)
    logged = [0]

    def watch(state: GameState, player: int, legal: list[Action]) -> None:
        assert isinstance(state, BuildersState)
        check_nothing_leaks(state, logged[0])
        logged[0] = state.log_size()

    play_match(match, [UniformRandomAgent() for _ in range(players)], watch=watch)
    final = match.state
    assert isinstance(final, BuildersState)
    check_nothing_leaks(final, logged[0])


def test_the_checks_can_fail() -> None:
    """The checks above can fail: a log line or a view naming a card still in the deck is found (a
    card in the row is not), and the relabelled copy holds other cards in the deck."""
    s = BuildersState(2, {})
    prefer = ["b31", "b01", "b02", "m1", "b27", "b34", "w01", "w02"]
    draw(s, [*prefer, "w19", "w07", "w35", "w20", "w21", "p1"])
    assert "w40" in unseen_workers(s) and "w19" not in unseen_workers(s)
    assert named_in_log(s, [f"Worker revealed: {WORDS['w40']} (next card)"]) == ["w40"]
    assert named_in_log(s, [f"Worker revealed: {WORDS['w19']}"]) == []
    assert ids_in(json.dumps({"next": {"id": "w40"}, "row": ["w19"]})) & unseen_workers(s) == {
        "w40"
    }
    alt = relabelled(s)
    assert sorted(alt.w_deck) == sorted(s.w_deck)
    assert all(a != b for a, b in zip(alt.w_deck, s.w_deck, strict=True))
    assert alt.w_row == s.w_row
