"""One life of a game (engine.match): the seeding rule, the undo policy (never across a chance draw or
a decision that revealed information), records and `verify`, and that nothing a player sees
gives the secret seed away."""

from __future__ import annotations

import hashlib
import json

import pytest

from masterbuilders.engine import (
    GameRecord,
    Match,
    UndoError,
    UniformRandomAgent,
    commitment,
    game_names,
    get_game,
    new_seed,
    play_game,
    verify,
)
from masterbuilders.engine.match import chance_rng
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import text
from masterbuilders.pillars.game import PillarsState
from masterbuilders.pillars.model import step_of
from tests.pillars.scenario import do, ellen_game, jump
from tests.said import refused

GAMES = [(g, n) for g in game_names() for n in (2, 3, 4)]


def _decide_randomly(match: Match, seed: int, steps: int) -> None:
    """Play `steps` decisions (chance drawn by the match) with a seeded random chooser."""
    import random

    rng = random.Random(seed)
    for _ in range(steps):
        if match.state.is_terminal():
            return
        match.advance_chance()
        if match.state.is_terminal():
            return
        legal = match.state.legal_actions()
        match.apply(legal[rng.randrange(len(legal))], match.state.current_player())


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_the_kth_chance_outcome_depends_on_the_seed_and_k_only(game: str, players: int) -> None:
    """The seeding rule: the same seed and the same decisions give the same game; a decision taken
    back by undo leaves the next draw as it was (the random source of draw k is fixed)."""
    a, b = Match(game, players, "s1"), Match(game, players, "s1")
    _decide_randomly(a, 5, 80)
    _decide_randomly(b, 5, 80)
    assert a.record().actions == b.record().actions
    c = Match(game, players, "s2")
    _decide_randomly(c, 5, 80)
    assert c.record().actions != a.record().actions
    k = a.chance_drawn
    assert chance_rng("s1", k).random() == chance_rng("s1", k).random()
    assert chance_rng("s1", k).random() != chance_rng("s1", k + 1).random()


def test_undo_does_not_steer_the_next_draw() -> None:
    """(Own move, undo) pairs cannot choose the next chance outcome: the k-th draw's random number
    is the same whatever was tried and taken back before it."""
    match = Match("builders", 2, "fixed")
    match.advance_chance()
    seat = match.state.current_player()
    start = next(a for a in match.state.legal_actions() if a.kind == "start")
    match.apply(start, seat)  # starting a building reveals the next card: a chance draw
    drawn = match.draw_chance()
    other = Match("builders", 2, "fixed")
    other.advance_chance()
    coins = next(a for a in other.state.legal_actions() if a.kind == "take-coins")
    other.apply(coins, seat)
    other.undo(seat)
    other.apply(start, seat)
    assert other.draw_chance() == drawn and other.chance_drawn == match.chance_drawn


def test_undo_policy_own_decision_of_the_turn_only() -> None:
    match = Match("builders", 2, "x")
    match.advance_chance()
    seat = match.state.current_player()
    assert match.undo_refusal(seat) == Msg("engine-undo-chance")
    assert match.undo_refusal(1 - seat) == Msg("engine-undo-not-deciding")
    take = next(a for a in match.state.legal_actions() if a.kind == "take-coins")
    match.apply(take, seat)
    assert match.undo_refusal(seat) is None
    assert match.undo(seat) == take and match.state.current_player() == seat
    with refused(UndoError, "random draw"):
        match.undo(seat)


def _last_builder_on_archbishop(players: int, ellen: bool) -> tuple[Match, int]:
    """Round 1, Phase II, one master builder left in the bag, red's: red places it on the
    Archbishop's seat, which ends Phase II and reveals the event. With Ellen (seat 1 holds her),
    the event was drawn face down before: it becomes public by red's own placement."""
    if ellen:
        s = ellen_game("william", players=players, owner=1)
    else:
        s = PillarsState(players, {})
        do(s, "deal-privileges aliena+tom", "deal-shiring mason-r1+toolmaker-r1")
        do(s, "set-aside sand-4+stone-4")
    jump(s, "builders")
    s.bag = [0] * players
    s.bag[1] = 1
    s.cost_idx = 8  # free: no passing
    s.return_used = True
    do(s, "draw-builder red")
    match = Match("pillars", players, "m")
    match.state = s
    red = s.current_player()
    match.apply(next(a for a in s.legal_actions() if str(a) == "place archbishop"), red)
    return match, red


@pytest.mark.parametrize("players", [2, 3, 4])
def test_undo_refused_after_a_decision_that_revealed_the_event(players: int) -> None:
    """With Ellen in play the event lies face down; the placement that ends Phase II reveals it to
    everyone (§4.1, C§3 #11) and the same seat decides again (the Archbishop, §4.2): undo would
    let it choose again knowing the event, so it is refused."""
    match, red = _last_builder_on_archbishop(players, ellen=True)
    assert match.state.step == step_of("event") and match.state.current_player() == red
    assert match.steps[-1].reveals
    assert match.undo_refusal(red) == Msg("engine-undo-revealed")
    with pytest.raises(UndoError):
        match.undo(red)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_without_ellen_the_reveal_is_a_chance_draw(players: int) -> None:
    """Without a face-down event the reveal is a chance draw, which undo never crosses."""
    match, red = _last_builder_on_archbishop(players, ellen=False)
    assert not match.steps[-1].reveals and match.state.is_chance()
    assert match.undo_refusal(red) == Msg("engine-undo-not-deciding")


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_verify_passes_on_a_fair_record_and_fails_on_one_changed_outcome(
    game: str, players: int, tmp_path: object
) -> None:
    played = play_game(game, [UniformRandomAgent() for _ in range(players)], seed=new_seed())
    record = GameRecord.from_json(json.loads(json.dumps(played.record.to_json())))
    found = verify(record)
    assert found.problems == [] and found.chance_outcomes > 10
    state = get_game(game).new_game(players)
    for index, action in enumerate(record.actions):
        if state.is_chance():
            others = [a for a, _ in state.chance_outcomes() if a != action]
            if others and index > 5:
                record.actions[index] = others[0]
                break
        state.apply(action)
    bad = verify(record)
    assert bad.problems and f"action {index}: chance outcome" in text(bad.problems[0])


def test_verify_checks_the_commitment() -> None:
    played = play_game("pillars", [UniformRandomAgent() for _ in range(2)], seed="secret")
    record = played.record
    assert record.commitment == hashlib.sha256(b"secret").hexdigest() == commitment("secret")
    record.commitment = commitment("another")
    assert "does not match the commitment" in text(verify(record).problems[0])


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_no_view_carries_the_seed_and_the_commitment_hides_it(game: str, players: int) -> None:
    """What players see never holds the seed (256 secret bits): every view of every seat and the
    spectator through a whole game; the published commitment is a SHA-256, not the seed."""
    seed = new_seed()
    assert len(seed) == 64 and int(seed, 16) >= 0
    match = Match(game, players, seed)
    agents = [UniformRandomAgent() for _ in range(players)]
    while not match.state.is_terminal():
        match.advance_chance()
        if match.state.is_terminal():
            break
        for who in [None, *range(players)]:
            text = json.dumps(match.state.view(who))
            assert seed not in text and seed[:16] not in text
        from masterbuilders.engine import Observation

        p = match.state.current_player()
        obs = Observation(match.state, p, match.state.legal_actions(), match.agent_seed(p))
        match.apply(agents[p].act(obs), p)
    assert commitment(seed) != seed and seed not in commitment(seed)
    hidden = match.record(reveal_seed=False)
    assert hidden.seed is None and hidden.commitment == commitment(seed)
