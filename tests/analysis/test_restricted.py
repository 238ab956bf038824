"""Restricted play (issue 39, "Causal card value by restricted play"; analysis.restricted): the
games' claims hooks say what an action takes, the restricted agent never takes the forbidden card
nor visits the forbidden location and otherwise chooses exactly what the standard agent chooses, and
the study plays, resumes and extends its restricted games and reports their figures."""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from typer.testing import CliRunner

from masterbuilders.ai.agents import Bot, turn_plans
from masterbuilders.ai.values import Weights
from masterbuilders.analysis.restricted import (
    Forbids,
    RestrictedAgent,
    forbidding,
    subjects,
    turn_plans_without,
)
from masterbuilders.analysis.study.config import StudyConfig, hooks_of, restricted_subjects
from masterbuilders.analysis.study.experiments import restricted_play
from masterbuilders.analysis.study.runner import read_lines, run_study
from masterbuilders.analysis.study.trace import trace_game
from masterbuilders.cli.main import app
from masterbuilders.engine import (
    CHANCE,
    Action,
    GameState,
    Match,
    Observation,
    play_match,
)
from masterbuilders.engine.record import GameRecord
from masterbuilders.engine.study import StudyHooks
from masterbuilders.pillars.model import LOCATION_SPACES, ROUND_CRAFTSMEN
from tests.pillars.scenario import deal_round, do, new

PILLARS = hooks_of("pillars")
BUILDERS = hooks_of("builders")
HOOKS = {"pillars": PILLARS, "builders": BUILDERS}
CHEAP = {"pillars": "greedy", "builders": "greedy:beam=1"}
"""The greedy agent each game plays fast (The Builders': planning its turn one choice at a time)."""


class Step(NamedTuple):
    """One step of a played game: who took it (CHANCE for a draw), what it claimed and visited
    and the round, asked of the state before it, and the state after it (the one state object of
    the replay, moved on by the next step)."""

    player: int
    action: Action
    claimed: frozenset[str]
    visited: frozenset[str]
    round: int
    after: GameState


def _steps(record: GameRecord, hooks: StudyHooks) -> Iterator[Step]:
    assert hooks.claims is not None
    state = record.new_state()
    for action in record.actions:
        player = state.current_player()
        claimed: frozenset[str] = frozenset()
        visited: frozenset[str] = frozenset()
        if player != CHANCE:
            claimed = hooks.claims(state, action)
            visited = hooks.visits(state, action) if hooks.visits else frozenset()
        round_ = hooks.round_of(state)
        state.apply(action)
        yield Step(player, action, claimed, visited, round_, state)


def _played(game: str, seed: int, agents: list[Any]) -> GameRecord:
    return play_match(Match(game, len(agents), seed), agents).record


# ---- the claims hook -----------------------------------------------------------------------------
def _phase2(privileges: str, shiring: str) -> Any:
    """A 2-player Pillars round 1 at its first master builder placement (blue's), the chosen
    advantage cards at Kingsbridge and craftsmen in Shiring."""
    s = deal_round(new(2), privileges=privileges, shiring=shiring)
    do(s, "pass", "pass", "draw-builder blue", "keep")
    assert [str(a) for a in s.legal_actions()][:3] == [
        "place archbishop",
        "place kingsbridge-1",
        "place kingsbridge-2",
    ]
    return s


def _claims(s: GameState, text: str) -> frozenset[str]:
    assert PILLARS.claims is not None
    action = next(a for a in s.legal_actions() if str(a) == text)
    return PILLARS.claims(s, action)


def _visits(s: GameState, text: str) -> frozenset[str]:
    assert PILLARS.visits is not None
    action = next(a for a in s.legal_actions() if str(a) == text)
    return PILLARS.visits(s, action)


def test_hiring_in_phase_one_claims_the_craftsman() -> None:
    """§3.1.2: a craftsman chosen from the supply joins the player's row at once; a resource card
    or passing takes no counted card (resource cards are not counted) and visits no location."""
    s = deal_round(new(2), shiring="mason-r1+toolmaker-r1")
    hire = [str(a) for a in s.legal_actions() if a.kind == "hire"]
    supply = [c for c in ROUND_CRAFTSMEN[1] if c not in ("mason-r1", "toolmaker-r1")]
    assert hire == [f"hire {c}" for c in supply]
    for cid in supply:
        assert _claims(s, f"hire {cid}") == {cid}
        assert _visits(s, f"hire {cid}") == set()
    take = next(str(a) for a in s.legal_actions() if a.kind == "take")
    assert _claims(s, take) == set()
    assert _claims(s, "pass") == set()


def test_a_shiring_space_claims_the_craftsman_above_it() -> None:
    """§4.10: the builder on a Shiring space receives the craftsman placed above that space when
    Phase III reaches Shiring; placing there claims it now (and visits Shiring)."""
    s = _phase2("aliena+tom", "mortar-mixer-r1+woodworker-r1")
    assert _claims(s, "place shiring-1") == {"mortar-mixer-r1"}
    assert _claims(s, "place shiring-2") == {"woodworker-r1"}
    assert _visits(s, "place shiring-2") == {"shiring"}
    do(s, "place shiring-2")
    assert s.spaces[LOCATION_SPACES["shiring"][1]] == 0
    assert "woodworker-r1" not in s.players[0].craftsmen  # not yet: it comes in Phase III


def test_a_kingsbridge_space_claims_the_advantage_card_above_it() -> None:
    """§4.4: the builder on a Kingsbridge space receives the advantage card above that space; other
    locations hand out no counted card (§4.9 the court: tax exemption and metal)."""
    s = _phase2("richard+otto", "mason-r1+toolmaker-r1")
    assert _claims(s, "place kingsbridge-1") == {"richard"}
    assert _claims(s, "place kingsbridge-2") == {"otto"}
    assert _visits(s, "place kingsbridge-1") == {"kingsbridge"}
    assert _claims(s, "place court-1") == set()
    assert _visits(s, "place court-1") == {"court"}
    assert _claims(s, "pass") == set() and _visits(s, "pass") == set()


@pytest.mark.parametrize(
    ("game", "spec", "seed"),
    [("pillars", "random", 3), ("pillars", "greedy", 4), ("builders", "random", 5)],
)
def test_every_card_a_seat_gets_it_claimed_in_that_round(game: str, spec: str, seed: int) -> None:
    """Over whole games: each card a seat comes to hold (but what it was dealt before its first
    decision, §A4) is one an action of that seat claimed, each claimed card reaches the seat by the
    end of the round it was claimed in (§4.4, §4.10: when Phase III resolves the board), and only
    claimable cards are claimed."""
    hooks = HOOKS[game]
    record = _played(game, seed, [Bot(spec), Bot(spec)])
    dealt: list[frozenset[str] | None] = [None, None]
    acquired: list[set[str]] = [set(), set()]
    claimed: list[set[str]] = [set(), set()]
    pending: list[tuple[int, str, int]] = []
    claiming: set[str] = set()
    for step in _steps(record, hooks):
        if step.player >= 0:
            if dealt[step.player] is None:
                dealt[step.player] = frozenset(acquired[step.player])
            claimed[step.player] |= step.claimed
            pending += [(step.player, c, step.round) for c in step.claimed]
            if step.claimed:
                claiming.add(step.action.kind)
        for seat, held in enumerate(hooks.holdings(step.after)):
            acquired[seat] |= {c for c in held if c in hooks.cards}
        pending = [(p, c, r) for p, c, r in pending if c not in acquired[p]]
        assert all(r == hooks.round_of(step.after) for _, _, r in pending), pending
    assert pending == []
    assert claiming == {"pillars": {"hire", "place"}, "builders": {"start", "recruit"}}[game]
    for seat in range(2):
        assert claimed[seat] <= hooks.claimable
        assert acquired[seat] == (dealt[seat] or frozenset()) | claimed[seat]


def test_the_hooks_name_what_restricted_play_forbids() -> None:
    """Every Pillars craftsman of a round and every advantage card is claimable, events are not
    (they come up for the whole table, §4.1); every card of The Builders is; the Pillars board's
    8 locations can be forbidden (§3.2.2), The Builders has no board."""
    kinds = {s.kind for s in subjects(PILLARS)}
    assert kinds == {"craftsman", "advantage card", "board location"}
    assert len(subjects(PILLARS)) == 24 + 16 + 8
    assert {s.id for s in subjects(BUILDERS)} == set(BUILDERS.cards)
    with pytest.raises(ValueError, match="cannot forbid"):
        forbidding(PILLARS, "card:no-such-card")


# ---- the restricted agent ------------------------------------------------------------------------
def _taken_by_choice(game: str, spec: str, seed: int, seat: int) -> list[str]:
    """The cards `seat` claimed by its own actions in a game of standard agents."""
    record = _played(game, seed, [Bot(spec), Bot(spec)])
    out: list[str] = []
    for step in _steps(record, HOOKS[game]):
        if step.player == seat:
            out += [c for c in step.claimed if c not in out]
    return out


@pytest.mark.parametrize(("game", "seed", "cards"), [("pillars", 8, 4), ("builders", 2, 3)])
def test_the_restricted_agent_never_takes_the_forbidden_card(
    game: str, seed: int, cards: int
) -> None:
    """Forbidden a card the standard agent takes in the same game, the restricted seat never holds
    it: checked after every step of the whole game (it was dealt none of them)."""
    hooks, spec = HOOKS[game], CHEAP[game]
    wanted = _taken_by_choice(game, spec, seed, 0)[:cards]
    assert len(wanted) == cards
    for card in wanted:
        agent = RestrictedAgent(spec, forbidding(hooks, f"card:{card}"))
        record = _played(game, seed, [agent, Bot(spec)])
        for step in _steps(record, hooks):
            assert step.player != 0 or card not in step.claimed
            assert card not in hooks.holdings(step.after)[0]
        assert agent.overridden >= 1 and agent.forced == 0, card


def test_the_restricted_agent_never_visits_the_forbidden_location() -> None:
    """Forbidden a location, the restricted seat places no master builder on any of its spaces
    (§3.2.2) in the whole game, where the standard agent does."""
    for location in ("kingsbridge", "shiring", "priory"):
        agent = RestrictedAgent("greedy", forbidding(PILLARS, f"location:{location}"))
        record = _played("pillars", 6, [Bot("greedy"), agent])
        for step in _steps(record, PILLARS):
            assert step.player != 1 or location not in step.visited
            assert all(step.after.spaces[i] != 1 for i in LOCATION_SPACES[location])
        assert agent.overridden >= 1 and agent.forced == 0, location


class _Twin:
    """The restricted agent at its seat, asking at each decision also the standard agent (on the
    same observation, so the same state and seed): both choices and whether the standard one is
    forbidden (judged on the true state)."""

    def __init__(self, spec: str, forbids: Forbids, match: Match) -> None:
        self.spec = spec
        self.forbids = forbids
        self.match = match
        self.restricted = RestrictedAgent(spec, forbids)
        self.seen: list[Seen] = []

    def act(self, obs: Observation) -> Action:
        standard = Bot(self.spec).act(obs)
        chosen = self.restricted.act(obs)
        state = self.match.state
        self.seen.append(
            Seen(
                standard,
                chosen,
                self.forbids(state, standard),
                self.forbids(state, chosen),
                all(self.forbids(state, a) for a in obs.legal),
            )
        )
        return chosen


class Seen(NamedTuple):
    """One decision of the restricted seat: both choices, whether each is forbidden, and whether
    every legal action was."""

    standard: Action
    chosen: Action
    standard_forbidden: bool
    chosen_forbidden: bool
    all_forbidden: bool


@pytest.mark.parametrize(
    ("game", "spec", "key", "seed"),
    [
        ("pillars", "greedy", "location:kingsbridge", 6),
        ("pillars", "mcts:iterations=20", "location:shiring", 3),
        ("builders", "greedy:beam=1", "card:b13", 4),
    ],
)
def test_the_restricted_agent_differs_only_where_the_standard_choice_is_forbidden(
    game: str, spec: str, key: str, seed: int
) -> None:
    """Decision by decision, on the same states and seeds: where the standard agent's choice is
    allowed the restricted agent makes it (also after the game has gone another way), where it is
    forbidden the restricted agent takes an allowed action; and the game is the standard one up
    to the first forbidden choice. (In the game of The Builders the standard agent's plans of a
    turn start with an allowed action and take the forbidden card later in the turn, where an
    agent planning without the card from the start would choose otherwise.)"""
    hooks = HOOKS[game]
    match = Match(game, 2, seed)
    twin = _Twin(spec, forbidding(hooks, key), match)
    restricted = play_match(match, [Bot(spec), twin]).record.actions
    standard = _played(game, seed, [Bot(spec), Bot(spec)]).actions
    forbidden = [i for i, seen in enumerate(twin.seen) if seen.standard_forbidden]
    assert forbidden, "the standard agent never chose the forbidden action: nothing was tested"
    later = [s for s in twin.seen[forbidden[0] + 1 :] if not s.standard_forbidden]
    assert len(later) > 10, "too few allowed choices after the first forbidden one"
    assert not any(s.all_forbidden for s in twin.seen)
    for seen in twin.seen:
        if seen.standard_forbidden:
            assert not seen.chosen_forbidden
        else:
            assert seen.chosen == seen.standard
    first = next(i for i, (a, b) in enumerate(zip(standard, restricted, strict=False)) if a != b)
    assert standard[:first] == restricted[:first]
    before = GameRecord(game, 2, seed=match.seed, actions=standard[:first]).replay()
    assert before.current_player() == 1
    assert forbidding(hooks, key)(before, standard[first])


def test_turn_plans_without_a_restriction_are_the_agents_own() -> None:
    """The restricted planning (`turn_plans_without`, used when the planning greedy agent's choice
    is forbidden) is `agents.turn_plans` when nothing is forbidden: the same plans, values and
    random numbers; with a card forbidden no plan takes it at any step."""
    params = Weights().resolve("builders")
    claims = BUILDERS.claims
    assert claims is not None
    record = _played("builders", 4, [Bot("random"), Bot("random")])
    state = record.new_state()
    checked = left_out = 0
    for i, action in enumerate(record.actions):
        if i % 23 == 0 and state.current_player() >= 0:
            seat = state.current_player()
            mine = turn_plans(state.clone(), seat, 2, random.Random(i), params)
            theirs = turn_plans_without(
                state.clone(), seat, 2, random.Random(i), params, lambda s, a: False
            )
            assert [(p.value, p.actions) for p in mine] == [(p.value, p.actions) for p in theirs]
            recruit = next((a for a in state.legal_actions() if a.kind == "recruit"), None)
            if recruit is not None:
                # what a Builders action claims is the action's own: any state judges a plan's
                (card,) = claims(state, recruit)
                forbids = forbidding(BUILDERS, f"card:{card}")
                for plan in turn_plans_without(
                    state.clone(), seat, 2, random.Random(i), params, forbids
                ):
                    assert not any(forbids(state, a) for a in plan.actions)
                left_out += any(forbids(state, a) for p in mine for a in p.actions)
            checked += 1
        state.apply(action)
    assert checked >= 5 and left_out >= 3


# ---- the study -----------------------------------------------------------------------------------
def test_a_study_plays_resumes_and_extends_its_restricted_games(tmp_path: Path) -> None:
    """`--restricted-games N`: N games per subject in restricted.jsonl; a run cut short (a
    duplicated line, a cut last line) resumes to the figures of an uncut one, and a study extended
    from 1 to 2 restricted games equals one played with 2 at once."""
    once = StudyConfig("pillars", 2, ("random",), 3, seed=4, restricted_games=2)
    whole = run_study(once, tmp_path / "whole", workers=1)
    log = tmp_path / "whole" / "restricted.jsonl"
    lines = log.read_text().splitlines()
    assert len(lines) == 2 * len(restricted_subjects(once)) == len(read_lines(log))
    grown = tmp_path / "grown"
    run_study(StudyConfig("pillars", 2, ("random",), 3, seed=4, restricted_games=1), grown, 1)
    assert run_study(once, grown, workers=2) == whole
    assert sorted((grown / "restricted.jsonl").read_text().splitlines()) == sorted(lines)
    cut = tmp_path / "cut"
    cut.mkdir()
    (cut / "games.jsonl").write_text((tmp_path / "whole" / "games.jsonl").read_text())
    (cut / "restricted.jsonl").write_text("\n".join([*lines[:5], lines[2], lines[5][:30]]))
    assert run_study(once, cut, workers=1) == whole
    assert len((cut / "restricted.jsonl").read_text().splitlines()) == len(lines)


def test_restricted_figures_come_from_the_paired_games(tmp_path: Path) -> None:
    """Each subject's row: its games, how often the standard agent took it in the paired games
    (for a card, exactly the pairs where the standard game's seat acquired it: the two games are
    the same up to that choice), the paired win-share and score differences; the report shows
    the table."""
    config = StudyConfig("pillars", 2, ("greedy",), 3, seed=7, restricted_games=2)
    figures = run_study(config, tmp_path, workers=1)
    r = figures["restricted"]
    assert r["games_per_subject"] == 2
    assert {row["key"] for row in r["subjects"]} == {s.key for s in subjects(PILLARS)}
    base = {g["index"]: g for g in read_lines(tmp_path / "games.jsonl")}
    played = read_lines(tmp_path / "restricted.jsonl")
    measured = 0
    for row in r["subjects"]:
        mine = [g for g in played if g["restricted"] == row["key"]]
        assert row["games"] == len(mine) == 2
        assert [g["seat"] for g in sorted(mine, key=lambda g: g["index"])] == [0, 1]
        taken = [g for g in mine if g["overridden"] or g["forced"]]
        assert row["taken"]["rate"] == len(taken) / 2
        assert row["never_taken"] == (not taken)
        if row["what"] == "card":
            took = [g for g in mine if row["id"] in dict(base[g["index"]]["acquired"][g["seat"]])]
            assert [g["index"] for g in took] == [g["index"] for g in taken]
        scores = [base[g["index"]]["scores"][g["seat"]] - g["scores"][g["seat"]] for g in mine]
        assert row["score_diff"]["mean"] == pytest.approx(statistics.fmean(scores))
        if not taken:
            assert scores == [0, 0] and row["win_diff"]["mean"] == 0
        measured += bool(taken)
    assert measured >= 10
    report = (tmp_path / "report.html").read_text()
    assert "What a card is worth: restricted play" in report and "Jaffe" in report
    assert json.loads((tmp_path / "study.json").read_text()) == figures


def test_cli_study_takes_restricted_games(tmp_path: Path) -> None:
    """`masterbuilders study --restricted-games N`: the games are played and reported; a negative
    number, or more than --games, is refused with one line."""
    base = ["study", "builders", "-a", "random", "-p", "2", "-n", "2", "-w", "1"]
    ok = CliRunner().invoke(app, [*base, "--restricted-games", "1", "-o", str(tmp_path / "s")])
    assert ok.exit_code == 0, ok.output
    figures = json.loads((tmp_path / "s" / "study.json").read_text())
    assert len(figures["restricted"]["subjects"]) == len(subjects(BUILDERS))
    assert json.loads((tmp_path / "s" / "config.json").read_text())["restricted_games"] == 1
    for n, said in (("-1", "must be 0 or more"), ("3", "at most --games")):
        bad = CliRunner().invoke(app, [*base, "--restricted-games", n, "-o", str(tmp_path / n)])
        assert bad.exit_code == 2 and said in bad.output, bad.output
        assert not (tmp_path / n).exists()


def test_forbidding_shiring_costs_the_seat_its_free_craftsmen() -> None:
    """A planted effect: the standard greedy agent places a master builder in Shiring in every
    game (a craftsman for free each round, §4.10); forbidden Shiring, the seat scores less, the
    interval of the paired difference above 0 (40 seeded 2-player games)."""
    config = StudyConfig("pillars", 2, ("greedy",), 40, seed=1, restricted_games=40)
    (shiring,) = [s for s in restricted_subjects(config) if s.key == "location:shiring"]
    games = [trace_game(j) for j in config.jobs()]
    restricted = [trace_game(j) for j in config.restricted_jobs(shiring)]
    (row,) = [
        r for r in restricted_play(config, games, restricted)["subjects"] if r["key"] == shiring.key
    ]
    assert row["taken"]["rate"] == 1.0
    assert row["score_diff"]["low"] > 0
    assert row["win_diff"]["mean"] > 0
