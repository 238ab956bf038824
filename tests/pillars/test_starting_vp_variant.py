"""Starting VP per position (§2.1), for a planted advantage (issue 39): the data's `starting_vp` is
one number for every seat (the rules' 2, kept in cards.toml) or, through a data experiment, a list
by position in the turn order read as `starting_gold` is (the starting player's entry first, then
clockwise). `numbers.starting_vp = [2, 7]` gives the seat in position 1 (the last seat at 2
players) exactly 5 VP more at the start, and nothing else changes.

The engine's data is loaded once, when `masterbuilders.pillars.model` is imported, so a game with
the changed value is made in a process started with `VARIANT_ENV`, as the study's experiments are
played (analysis.study.runner._results)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from typing import Any

import pytest

from masterbuilders.engine.data import VARIANT_ENV
from masterbuilders.pillars.data import load, starting_vp
from tests.pillars.scenario import new

PLANTED = {"pillars": {"numbers.starting_vp": [2, 7]}}

SET_UP = textwrap.dedent(
    """
    import json, sys
    from masterbuilders.analysis.study.config import hooks_of
    from masterbuilders.engine import CHANCE, get_game, sample_chance
    import random

    players = int(sys.argv[1])
    try:
        state = get_game("pillars").new_game(players)
    except RuntimeError as exc:
        print(json.dumps({"refused": str(exc)}))
        raise SystemExit(0)
    start = [p.vp for p in state.players]
    gold = [p.gold for p in state.players]
    rng = random.Random(1)
    while state.current_player() == CHANCE:
        state.apply(sample_chance(state, rng))
    first = hooks_of("pillars").first_player(state)
    print(json.dumps({"vp": start, "gold": gold, "first": first,
                      "scores": hooks_of("pillars").scores(state)}))
    """
)


def _set_up(players: int, variant: dict[str, Any] | None) -> dict[str, Any]:
    """A new game's starting VP and gold per seat, and the study's first player and scores at the
    first decision, from a fresh process started with `variant` (or without any)."""
    env = {**os.environ, "MASTERBUILDERS_PURE": "1"}
    env.pop(VARIANT_ENV, None)
    if variant is not None:
        env[VARIANT_ENV] = json.dumps(variant)
    done = subprocess.run(
        [sys.executable, "-c", SET_UP, str(players)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_planted_variant_gives_position_one_five_more_vp() -> None:
    """§2.1 and the variant [2, 7]: positions 0 and 1 start with 2 and 7 VP; the gold is the
    rules' 20 and 21 as before; the study's position 1 (the first player, seat 0, plus one) is
    the seat with 7 VP, and its score at the first decision counts them."""
    got = _set_up(2, PLANTED)
    assert got["vp"] == [2, 7]
    assert got["gold"] == [20, 21]
    assert got["first"] == 0
    assert got["vp"][(got["first"] + 1) % 2] == 7
    assert got["scores"][1] - got["scores"][0] == 5


def test_unchanged_data_gives_every_seat_two() -> None:
    """The data as it is (cards.toml keeps the rules' one number, 2): 2 and 2, in a fresh process
    without a variant and in this one."""
    got = _set_up(2, None)
    assert got["vp"] == [2, 2]
    assert got["scores"][0] == got["scores"][1]
    assert [p.vp for p in new(2).players] == [2, 2]
    assert load().number("starting_vp") == 2


def test_a_list_too_short_for_the_players_is_refused() -> None:
    """[2, 7] names 2 positions: a game of 3 cannot start with it (the study reports such an
    experiment as not measurable, with this reason), rather than give the third seat anything."""
    got = _set_up(3, PLANTED)
    assert "2 positions listed, a game of 3 players needs 3" in got["refused"]


def test_loader_reads_the_list_from_the_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The data loader takes the list through `VARIANT_ENV` (its cache bypassed: this process's
    game keeps its data) and refuses a value no game can start with, naming it."""
    monkeypatch.setenv(VARIANT_ENV, json.dumps(PLANTED))
    assert load.__wrapped__().numbers["starting_vp"].value == [2, 7]
    monkeypatch.setenv(VARIANT_ENV, json.dumps({"pillars": {"numbers.starting_vp": "many"}}))
    with pytest.raises(RuntimeError, match=r"starting_vp = 'many': one number of VP"):
        load.__wrapped__()


@pytest.mark.parametrize(
    ("value", "players", "expected"),
    [(2, 4, [2, 2, 2, 2]), ([2, 7], 2, [2, 7]), ([1, 2, 3, 4], 3, [1, 2, 3])],
)
def test_starting_vp_by_position(value: Any, players: int, expected: list[int]) -> None:
    assert starting_vp(value, players) == expected


@pytest.mark.parametrize("value", [True, [2, -1], [2, "7"], 2.5, None])
def test_starting_vp_refuses_what_no_game_starts_with(value: Any) -> None:
    with pytest.raises(RuntimeError, match="starting_vp"):
        starting_vp(value, 2)
