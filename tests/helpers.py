"""Shared helpers for tests: snapshots, seeded random play with checks after every step."""

from __future__ import annotations

import functools
import inspect
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from masterbuilders.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameState,
    Match,
    Observation,
    get_game,
    sample_chance,
)
from masterbuilders.engine.message import Msg


@functools.cache
def _stored(cls: type) -> tuple[str, ...]:
    return tuple(
        n
        for n in dir(cls)
        if not n.startswith("__") and inspect.isdatadescriptor(inspect.getattr_static(cls, n))
    )


def fields_of(obj: object) -> list[str]:
    """The names of an object's stored attributes in both builds: `__slots__` members in the
    pure-Python source, getset descriptors in the compiled one (whose classes have no
    `__slots__`), both data descriptors on the class; plus its `__dict__`, if it has one."""
    names = _stored(type(obj))
    return [*names, *(n for n in getattr(obj, "__dict__", {}) if n not in names)]


_ATOMS = (int, float, str, bool, type(None), Action)


def _canonical(obj: Any) -> Any:
    if isinstance(obj, _ATOMS):
        return obj
    if isinstance(obj, Msg):
        # a message is its id and parameters (ints, words, messages, tuples of those), all of
        # which its repr spells in order: the same as walking its slots, a tenth of the time
        # (a log of a thousand lines is most of a state)
        return ("Msg", repr(obj))
    if isinstance(obj, (list, tuple)):
        return [_canonical(x) for x in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((_canonical(x) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {repr(k): _canonical(v) for k, v in obj.items()}
    fields = {name: _canonical(getattr(obj, name)) for name in fields_of(obj) if hasattr(obj, name)}
    assert fields, (
        f"a {type(obj).__name__} with no stored attributes: the snapshot would see nothing"
    )
    return (type(obj).__name__, fields)


def snapshot(state: GameState) -> str:
    """The complete internal state, canonical (two equal snapshots mean identical states)."""
    return repr(_canonical(state))


def all_views(state: GameState) -> list[str]:
    return [json.dumps(state.view(s), sort_keys=True) for s in [None, *range(state.num_players)]]


def random_game(
    game: str,
    players: int,
    seed: int,
    each_step: Callable[[GameState, Action | None], None] | None = None,
) -> tuple[GameState, list[Action]]:
    """Play one uniformly random game with checked applies; call `each_step` after every step."""
    spec = get_game(game)
    state = spec.new_game(players)
    rng = random.Random(seed)
    actions: list[Action] = []
    if each_step:
        each_step(state, None)
    for _ in range(spec.max_game_length):
        player = state.current_player()
        if player == TERMINAL:
            return state, actions
        if player == CHANCE:
            action = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            assert legal, "a seat must decide but has no legal action"
            action = rng.choice(legal)
        state.apply(action)
        actions.append(action)
        if each_step:
            each_step(state, action)
    raise AssertionError(f"{game} did not end within {spec.max_game_length} steps")


def decisions(
    game: str, players: int, seed: int, agent: str = "random", match: Match | None = None
) -> Iterator[tuple[GameState, int, list[Action]]]:
    """A seeded game (engine.Match) of `agent` at every seat: before each decision, the state, the
    seat to decide and its legal actions; the agent's choice is applied when the loop goes on.
    The state is the match's own, played on in place, so after the last decision it is the end.
    Pass `match` (new, of this game, player count and seed) to keep its record."""
    from masterbuilders.ai import make_agent

    match = match or Match(game, players, seed)
    agents = [make_agent(agent, match.agent_seed(i)) for i in range(players)]
    state = match.state
    while not state.is_terminal():
        if state.is_chance():
            match.apply_chance()
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        yield state, seat, legal
        match.apply(agents[seat].act(Observation(state, seat, legal, match.agent_seed(seat))), seat)
