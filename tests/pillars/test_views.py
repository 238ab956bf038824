"""Views leak nothing (DESIGN.md): no undrawn card order exists, the only private knowledge is
Ellen's look at the coming event, and spectators see only public information."""

from __future__ import annotations

import json

import pytest

from masterbuilders.engine import Action, GameState
from masterbuilders.i18n import Rendering, localize
from masterbuilders.pillars.game import PillarsState
from tests.helpers import random_game
from tests.pillars.scenario import ellen_game


def test_views_of_others_do_not_depend_on_the_hidden_event() -> None:
    """Two games that differ only in the face-down event look the same to everyone but Ellen's owner."""
    a, b = ellen_game("konflikt"), ellen_game("koenig")
    for seat in (None, 0, 2):
        assert json.dumps(a.view(seat), sort_keys=True) == json.dumps(b.view(seat), sort_keys=True)
        assert a.log_for(seat) == b.log_for(seat)
        assert a.render(seat) == b.render(seat)
    assert a.view(1) != b.view(1)


@pytest.mark.slow
def test_views_never_contain_unseen_cards_in_random_games() -> None:
    """In every state of random games, no view names a card that is not yet public: the event before
    its reveal (except to Ellen's owner), and no deck order at all (the undrawn set is only counted)."""
    checked = 0
    step = 0
    # each seat's words as the server renders them for its connection (a `Rendering`: a message
    # or a part of a view met at the last step is given its words again by identity, as on the
    # server, instead of the whole log rendered anew at every step)
    readers: dict[int | None, Rendering] = {}

    def look(state: GameState, _: Action | None) -> None:
        nonlocal checked, step
        assert isinstance(state, PillarsState)
        step += 1
        if step == 1:
            readers.clear()  # a new game
        hidden = state.event if state.event and not state.event_revealed else ""
        for seat in [None, *range(state.num_players)]:
            reader = readers.setdefault(seat, Rendering("en")).at(step)
            said = reader.localize(state.view(seat)), reader.localize(list(state.log_for(seat)))
            text = json.dumps(said[0]) + " ".join(said[1])
            owner_of_ellen = seat is not None and "ellen" in state.players[seat].privileges
            for card in state.priv_deck:
                assert f'"{card}"' not in text
            if hidden and not owner_of_ellen:
                assert f'"{hidden}"' not in text
                checked += 1

    for seed in range(30):
        step = 0
        random_game("pillars", 3, seed, look)
    assert checked > 0  # some games had a face-down event seen only through Ellen


def test_spectator_view_has_no_private_section_and_no_legal_actions() -> None:
    s = ellen_game("konflikt")
    v = s.view(None)
    assert v["private"] == {} and "legal_actions" not in v["decision"]


def test_every_card_id_a_view_or_an_action_holds_is_named_in_the_view() -> None:
    """A client can show every card by its name, never by its id: the face-up cards (supply,
    Shiring, Kingsbridge: rules §3), the advantages each player keeps "in ready view in front of
    their owners" (§9) and the craftsmen each player has hired are all described in the view, and
    so is every card an action of the seat to move names (`use steuerfreiheit`, `take <card>`)."""
    from masterbuilders.pillars.model import DATA

    named: dict[str, int] = {"privileges held": 0, "actions naming a card": 0}
    card_ids = set(DATA.privileges) | set(DATA.craftsmen)

    def look(state: GameState, _: Action | None) -> None:
        assert isinstance(state, PillarsState)
        v = state.view(None)
        v = localize(v)
        names = {cid: info["name"] for cid, info in v["cards"].items() if "name" in info}
        names |= {c["id"]: c["name"] for p in v["players"] for c in p["craftsmen"]}
        board = v["board"]
        for cid in [*board["kingsbridge"], *board["shiring"], *board["supply_cards"]]:
            assert not cid or cid in v["cards"], cid
        for p in v["players"]:
            for pid in p["privileges"]:
                assert names[pid] == DATA.privileges[pid].name
                named["privileges held"] += 1
        if state.current_player() >= 0:
            for a in state.legal_actions():
                for word in str(a).split():
                    if word in card_ids:
                        assert word in names, (str(a), word)
                        named["actions naming a card"] += 1

    for seed in range(12):
        random_game("pillars", 3, seed, look)
    assert named["privileges held"] > 0 and named["actions naming a card"] > 0
