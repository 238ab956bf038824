"""How fast the review is (issue 38): the calibrated win probability's evaluation (microseconds,
both games, 2 and 4 players, on positions of self-play games) and the whole review of 4-player
Pillars games in one process (one core), with the time per judged decision. Run it on the
compiled build (`masterbuilders --version` says which runs); the two builds side by side:

    .venv/bin/python benchmarks/review_speed.py --games 2
    MASTERBUILDERS_PURE=1 .venv/bin/python benchmarks/review_speed.py --games 1
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders import BUILD_NOTE
from masterbuilders.ai.agents import make_agent
from masterbuilders.analysis import winprob
from masterbuilders.analysis.review import DEFAULT, judgeable, review
from masterbuilders.engine import GameRecord, GameState, Match, play_match


def self_play(game: str, players: int, seed: int) -> tuple[GameRecord, list[GameState]]:
    """A game of the model's own agent at every seat, and a clone of every state a seat decided in."""
    model = winprob.load(game)
    assert model is not None
    agent = str(model.meta["agent"])
    states: list[GameState] = []

    def watch(state: GameState, player: int, legal: object) -> None:
        states.append(state.clone())

    match = Match(game, players, seed)
    play_match(match, [make_agent(agent, match.agent_seed(i)) for i in range(players)], watch=watch)
    return match.record(), states


def evaluation_us(game: str, players: int, seed: int) -> float:
    model = winprob.load(game)
    assert model is not None
    _, states = self_play(game, players, seed)
    runs = []
    for _ in range(7):
        start = time.perf_counter()
        for state in states:
            model.probabilities(state)
        runs.append((time.perf_counter() - start) / len(states) * 1e6)
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=2, help="4-player Pillars games reviewed")
    ap.add_argument("--seed", type=int, default=880)
    args = ap.parse_args()
    print(f"build: {BUILD_NOTE}\n")
    print("| game | players | µs per evaluation (median of 7 passes) |\n|---|---:|---:|")
    for game in ("pillars", "builders"):
        for players in (2, 4):
            print(f"| {game} | {players} | {evaluation_us(game, players, args.seed):.1f} |")
    print("\n| 4-player Pillars game | actions | judged decisions | review (s) | s per decision |")
    print("|---|---:|---:|---:|---:|")
    for g in range(args.games):
        record, _ = self_play("pillars", 4, args.seed + g)
        judged = len(judgeable(record))
        start = time.perf_counter()
        review(record, analysis=DEFAULT)
        took = time.perf_counter() - start
        print(
            f"| seed {args.seed + g} | {len(record.actions)} | {judged} | {took:.1f} | {took / judged:.3f} |"
        )


if __name__ == "__main__":
    main()
