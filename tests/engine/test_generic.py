"""The generic checks of DESIGN.md, run on every registered game and every player count:
random games end without error, same seed -> same game, exact replay, rejected actions change
nothing, views are JSON and show legal actions only to the deciding seat, conservation laws hold."""

from __future__ import annotations

import json
import random

import pytest

from masterbuilders.engine import (
    CHANCE,
    Action,
    GameRecord,
    GameState,
    IllegalActionError,
    MasterbuildersError,
    NotYourTurnError,
    UniformRandomAgent,
    game_names,
    get_game,
    play_game,
    verify,
)
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import LANGUAGES, text
from tests.helpers import all_views, random_game, snapshot

GAMES_PER_COUNT = 700  # x 3 player counts = 2,100 games per game

CASES = [
    (name, n)
    for name in game_names()
    for n in range(get_game(name).min_players, get_game(name).max_players + 1)
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), CASES)
def test_many_random_games_end_and_keep_every_invariant(game: str, players: int) -> None:
    spec = get_game(game)
    assert spec.invariants is not None, "every game states its conservation laws"
    check = spec.invariants
    ended = 0
    for seed in range(GAMES_PER_COUNT):
        state, _ = random_game(game, players, seed * 31 + players, lambda s, a: check(s))
        assert state.is_terminal()
        result = state.result()
        assert len(result.scores) == players and min(result.ranks) == 1
        ended += 1
    assert ended == GAMES_PER_COUNT


@pytest.mark.parametrize(("game", "players"), CASES)
def test_same_seed_same_game(game: str, players: int) -> None:
    def run(seed: int) -> list[str]:
        agents = [UniformRandomAgent() for _ in range(players)]
        return [str(a) for a in play_game(game, agents, seed=seed).record.actions]

    assert run(7) == run(7)
    assert run(7) != run(8)


@pytest.mark.parametrize(("game", "players"), CASES)
def test_replay_reproduces_the_game_exactly(game: str, players: int, tmp_path: object) -> None:
    agents = [UniformRandomAgent() for _ in range(players)]
    played = play_game(game, agents, seed=3)
    data = json.loads(json.dumps(played.record.to_json()))
    again = GameRecord.from_json(data).replay()
    assert snapshot(again) == snapshot(played.state)
    assert again.result() == played.result
    assert verify(GameRecord.from_json(data)).problems == []  # chance followed the seed
    middle = len(played.record.actions) // 2
    states = list(played.record.states())
    assert len(states) == len(played.record.actions) + 1
    assert snapshot(states[middle]) == snapshot(played.record.replay(middle))


def _foreign_actions(state: GameState, pool: list[Action], rng: random.Random) -> list[Action]:
    legal = set(state.legal_actions())
    candidates = [a for a in pool if a not in legal]
    rng.shuffle(candidates)
    mutated = [Action(a.kind, a.target, a.count + 7) for a in list(legal)[:3]]
    mutated += [Action(a.kind, "nowhere", a.count) for a in list(legal)[:2]]
    mutated += [Action("fly"), Action("pass", "moon", 3)]
    return [a for a in candidates[:6] + mutated if a not in legal]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_rejected_actions_change_nothing(game: str, players: int) -> None:
    """Illegal actions raise a ValueError subclass with a message, and the state is untouched."""
    rng = random.Random(5)
    pool: set[Action] = set()
    checked = 0
    for seed in range(4):
        _, actions = random_game(game, players, 1000 + seed)
        pool.update(actions)
    pool_list = sorted(pool, key=str)

    def probe(state: GameState, _: Action | None) -> None:
        nonlocal checked
        if state.is_terminal() or rng.random() > 0.3:
            return
        before = snapshot(state)
        for bad in _foreign_actions(state, pool_list, rng):
            with pytest.raises(IllegalActionError) as info:
                state.apply(bad)
            said = info.value.said
            assert isinstance(said, Msg), "a rejection explains itself as a message"
            for lang in LANGUAGES:  # ... in every language, its parameters all filled
                words = text(said, lang)
                assert words and "{" not in words and not words.startswith(said.id), words
            assert snapshot(state) == before, f"rejected {bad} changed the state"
            checked += 1
        player = state.current_player()
        if player != CHANCE:
            other = (player + 1) % players
            with pytest.raises(NotYourTurnError):
                state.apply(state.legal_actions()[0], seat=other)
            assert snapshot(state) == before

    for seed in range(3):
        random_game(game, players, 77 + seed, probe)
    assert checked > 500


@pytest.mark.parametrize(("game", "players"), CASES)
def test_views_are_json_and_legal_actions_go_only_to_the_decider(game: str, players: int) -> None:
    def look(state: GameState, _: Action | None) -> None:
        decider = state.current_player()
        for seat in [None, *range(players)]:
            v = json.loads(json.dumps(state.view(seat)))
            has_legal = "legal_actions" in v["decision"]
            assert has_legal == (seat is not None and seat == decider)
            if has_legal:
                assert v["decision"]["legal_actions"] == [str(a) for a in state.legal_actions()]

    for seed in range(2):
        random_game(game, players, 500 + seed, look)


@pytest.mark.parametrize(("game", "players"), CASES)
def test_views_of_several_seats_at_once_equal_each_seats_view(game: str, players: int) -> None:
    """`views(seats)` (one call per version on the server, sharing the public part) must give
    exactly `view(seat)` for every seat, key order included. The spectator and the non-deciding
    seats are compared after the decider's view was built, so a decider's legal actions leaking
    into the shared public part would fail the comparison."""
    seen = 0

    def look(state: GameState, _: Action | None) -> None:
        nonlocal seen
        seats: list[int | None] = [None, *range(players)]
        together = state.views(seats)
        assert list(together) == seats
        for seat in seats:
            alone = state.view(seat)
            assert json.dumps(together[seat]) == json.dumps(alone)
            assert together[seat]["viewer"] == seat
        seen += 1

    random_game(game, players, 900, look)
    assert seen > 100


@pytest.mark.parametrize(("game", "players"), CASES)
def test_chance_outcomes_are_a_distribution_over_the_legal_outcomes(
    game: str, players: int
) -> None:
    def look(state: GameState, _: Action | None) -> None:
        if state.is_chance():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            assert all(p > 0 for _, p in outcomes)
            assert [a for a, _ in outcomes] == state.legal_actions()
        else:
            assert state.chance_outcomes() == []

    random_game(game, players, 11, look)


@pytest.mark.parametrize(("game", "players"), CASES)
def test_text_forms_of_every_legal_action_parse_back(game: str, players: int) -> None:
    def look(state: GameState, _: Action | None) -> None:
        for a in state.legal_actions():
            assert Action.from_json(str(a)) == a
            assert Action.from_json(a.to_json()) == a

    random_game(game, players, 12, look)


def test_clone_is_independent() -> None:
    for game in game_names():
        state, _ = random_game(game, 3, 5)
        agents = [UniformRandomAgent(s) for s in range(3)]
        fresh = get_game(game).new_game(3)
        copy = fresh.clone()
        played = play_game(game, agents, seed=9)
        for a in played.record.actions[:50]:
            copy.apply(a)
        assert all_views(fresh) == all_views(get_game(game).new_game(3))
        assert state.is_terminal()


def test_a_finished_game_rejects_everything() -> None:
    for game in game_names():
        state, actions = random_game(game, 2, 1)
        with pytest.raises(MasterbuildersError, match="over"):
            state.apply(actions[-1])
