"""Each level plays as it played when the ladder was measured (issues 22, 35).

Whether each level beats the one below is a statistical measurement of hundreds of games: it lives
in the benchmark, which fails when the ladder does not hold (`python benchmarks/ladder.py --games
200 --check`; BENCHMARKS.md "The ladder of levels"), not in the suite. The suite keeps each
level's fingerprint, recorded in tests/ai/levels.json: the action each level chooses in seeded
positions of every game (searching levels included, with their time cap dropped so that the choice
does not depend on this machine's speed), and whole seeded games of the levels that play fast.
Anything that changes how a level plays (its agent, the search, the evaluation, its weights, the
rules) changes the fingerprint and fails here: re-run the ladder benchmark, then record the new
fingerprint deliberately with `UPDATE_GOLDEN=1 pytest tests/ai/test_ladder.py` and review the diff.
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.ai import LEVELS, levels
from masterbuilders.ai.agents import Bot
from masterbuilders.engine import CHANCE, Action, GameState, game_names
from masterbuilders.engine.match import Match
from masterbuilders.engine.runner import Observation, play_match

RECORD = Path(__file__).with_name("levels.json")
POSITIONS = 4
"""Seeded positions per game at which every level's choice is recorded."""
SEED = 2200
WHOLE_GAMES = {"builders": ["easy", "medium", "hard"], "pillars": ["easy", "medium"]}
"""Levels fast enough for a whole seeded game against the level below in a second or two."""


def untimed(spec: str) -> str:
    """The level's agent without its time cap: the same agent whenever its iterations finish
    within the cap (on a fast machine), and reproducible on any machine."""
    name, _, opts = spec.partition(":")
    kept = [o for o in opts.split(",") if o and not o.startswith("seconds=")]
    return name + (":" + ",".join(kept) if kept else "")


def agent_of(game: str, level: str) -> Bot:
    """The level's untimed agent as tournaments, the terminal and the server play it: made afresh
    for each decision from that decision's seed."""
    return Bot(untimed(levels(game)[level].agent))


def positions(game: str) -> list[tuple[GameState, int, list[Action], int]]:
    """`POSITIONS` decisions of a seeded 2-player game of `medium` against itself, spread over the
    game, each with more than one legal action: (state, seat, legal, the seat's agent seed)."""
    match = Match(game, 2, SEED)
    seen: list[tuple[GameState, int, list[Action], int]] = []

    def watch(state: GameState, player: int, legal: list[Action]) -> None:
        if player != CHANCE and len(legal) > 1:
            seen.append((state.clone(), player, list(legal), match.agent_seed(player)))

    play_match(match, [agent_of(game, "medium") for _ in range(2)], watch=watch)
    step = len(seen) // POSITIONS
    return [seen[step // 2 + i * step] for i in range(POSITIONS)]


def choices(
    game: str, level: str, seen: list[tuple[GameState, int, list[Action], int]]
) -> list[str]:
    """What `level` plays in each of the game's seeded positions (`positions`)."""
    agent = agent_of(game, level)
    out = []
    for state, seat, legal, seed in seen:
        out.append(str(agent.act(Observation(state.clone(), seat, legal, seed))))
    return out


def whole_game(game: str, weak: str, strong: str) -> dict[str, Any]:
    """A seeded 2-player game of `weak` (seat 0) against `strong`: scores and decisions."""
    match = Match(game, 2, SEED)
    played = play_match(match, [agent_of(game, weak), agent_of(game, strong)])
    return {"scores": list(played.result.scores), "decisions": played.decisions}


def fingerprint(game: str) -> dict[str, Any]:
    below = {strong: weak for weak, strong in itertools.pairwise(LEVELS)}
    seen = positions(game)  # played once, asked of every level
    return {
        "agents": {level: levels(game)[level].agent for level in LEVELS},
        "positions": {level: choices(game, level, seen) for level in LEVELS},
        "games": {
            f"{below[level]} < {level}": whole_game(game, below[level], level)
            for level in WHOLE_GAMES.get(game, [])
            if level in below
        },
    }


@pytest.mark.parametrize("game", game_names())
def test_each_level_plays_as_when_the_ladder_was_measured(game: str) -> None:
    recorded = json.loads(RECORD.read_text()) if RECORD.exists() else {}
    now = fingerprint(game)
    if os.environ.get("UPDATE_GOLDEN"):
        recorded[game] = now
        RECORD.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
    assert game in recorded, f"{RECORD.name} has no {game}: run UPDATE_GOLDEN=1 pytest {__file__}"
    assert now == recorded[game], (
        f"{game}: a level plays differently from when the ladder was measured; re-run "
        "benchmarks/ladder.py --check, then record with UPDATE_GOLDEN=1 and review the diff"
    )


def test_levels_differ_where_they_choose() -> None:
    """The fingerprint can tell levels apart: in some seeded position of each game, two adjacent
    levels choose differently (a fingerprint that every level shares would check nothing)."""
    recorded = json.loads(RECORD.read_text())
    for game in game_names():
        by_level = recorded[game]["positions"]
        assert any(by_level[a] != by_level[b] for a, b in itertools.pairwise(LEVELS)), game


def test_untimed_drops_only_the_time_cap() -> None:
    assert untimed("mcts:iterations=4000,seconds=0.8,tuned=1") == "mcts:iterations=4000,tuned=1"
    assert untimed("greedy:beam=1,epsilon=0.3") == "greedy:beam=1,epsilon=0.3"
    assert untimed("mcts:seconds=1") == "mcts"


def levels_markdown() -> str:
    """The researchers' guide's table of levels, from the games' own definitions."""
    from masterbuilders.engine import get_game

    rows = ["| game | level | agent | how it plays |", "|---|---|---|---|"]
    for game in game_names():
        title = get_game(game).title
        for level in levels(game).values():
            rows.append(f"| {title} | `{level.name}` | `{level.agent}` | {level.description} |")
    return "\n".join(rows)


def test_the_researchers_guide_lists_the_levels_the_games_define() -> None:
    from tests.generated import check

    guide = Path(__file__).resolve().parents[2] / "docs" / "researchers.md"
    check(guide, {"levels": levels_markdown()})
