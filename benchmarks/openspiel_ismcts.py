"""Our ISMCTS (the `hard` agent's search) against OpenSpiel's ISMCTS bot on our Pillars game, at
equal seconds per decision, seats rotated, in parallel worker processes.

    python benchmarks/openspiel_ismcts.py --games 100 --seconds 0.1 --evaluator random --workers 2

Our side: `MCTSAgent(seconds=T)` (the `hard` level's algorithm and settings with a time budget
instead of its 2000-iteration budget). OpenSpiel's side: `open_spiel.python.algorithms.ismcts.
ISMCTSBot` (uct_c 2, OpenSpiel's default final policy) on the pyspiel registration of the game,
with OpenSpiel's `RandomRolloutEvaluator` (its standard set-up) or with our `EngineEvaluator` (the
same leaf evaluation our agent uses, so only the search differs). OpenSpiel's bot takes a number of
simulations, not seconds: before each decision it gets the number its measured rate (smoothed over
its recent decisions in the game) completes in T seconds. Both sides' real seconds per
decision are measured and reported; decisions with one legal action are not timed (both answer
at once).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from masterbuilders.ai import MCTSAgent
from masterbuilders.ai.arena import wilson
from masterbuilders.engine import Observation


@dataclass
class Outcome:
    index: int
    ours_seat: int
    returns: list[float]
    ours_seconds: list[float] = field(default_factory=list)
    theirs_seconds: list[float] = field(default_factory=list)
    theirs_simulations: list[int] = field(default_factory=list)
    ours_iterations: list[int] = field(default_factory=list)


def play(args: tuple[int, int, float, str, int]) -> Outcome:
    index, seed, seconds, evaluator, players = args
    from open_spiel.python.algorithms import ismcts, mcts

    from masterbuilders.interop.openspiel import EngineEvaluator, load

    game = load("pillars", players)
    rng = np.random.RandomState(seed * 7919 + index)
    ev = (
        EngineEvaluator()
        if evaluator == "engine"
        else mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + index))
    )
    bot = ismcts.ISMCTSBot(game, ev, 2.0, 10, random_state=rng)
    ours_seat = index % players
    ours = MCTSAgent(seed=seed * 1009 + index, iterations=10**9, seconds=seconds)
    out = Outcome(index, ours_seat, [])
    # OpenSpiel's simulations per second, smoothed over its recent decisions in this game (a
    # rollout's length changes as the game goes on, so recent decisions predict best).
    rate = 0.0
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(actions[rng.choice(len(actions), p=probs)])
            continue
        player = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply_action(legal[0])
            continue
        t0 = time.perf_counter()
        if player == ours_seat:
            inner = state.inner
            move = ours.act(Observation(inner, player, inner.legal_actions()))
            code = game.codec.actions.encode(move)
            out.ours_seconds.append(time.perf_counter() - t0)
            out.ours_iterations.append(ours.last_iterations)
        else:
            sims = max(2, round(rate * seconds)) if rate else 10
            bot._max_simulations = sims
            code = bot.step(state)
            spent = time.perf_counter() - t0
            out.theirs_seconds.append(spent)
            out.theirs_simulations.append(sims)
            last = sims / max(spent, 1e-6)
            rate = last if not rate else 0.5 * rate + 0.5 * last
        state.apply_action(code)
    out.returns = list(state.returns())
    return out


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=0.1, help="seconds per decision, both sides")
    ap.add_argument("--evaluator", choices=["random", "engine"], default="random")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="write the results as JSON")
    args = ap.parse_args()
    jobs = [(i, args.seed, args.seconds, args.evaluator, args.players) for i in range(args.games)]
    outcomes: list[Outcome] = []
    with Progress() as progress:
        task = progress.add_task("games", total=len(jobs))
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(args.workers) as pool:
            for o in pool.imap_unordered(play, jobs):
                outcomes.append(o)
                progress.advance(task)
    outcomes.sort(key=lambda o: o.index)
    wins = sum(
        1.0 if o.returns[o.ours_seat] > 0 else 0.5 if o.returns[o.ours_seat] == 0 else 0.0
        for o in outcomes
    )
    lo, hi = wilson(wins, len(outcomes))
    ours_s = [s for o in outcomes for s in o.ours_seconds]
    theirs_s = [s for o in outcomes for s in o.theirs_seconds]
    summary: dict[str, Any] = {
        "command": "python benchmarks/openspiel_ismcts.py "
        f"--games {args.games} --seconds {args.seconds} --evaluator {args.evaluator} "
        f"--players {args.players} --workers {args.workers} --seed {args.seed}",
        "games": len(outcomes),
        "ours_win_rate": wins / len(outcomes),
        "ci95": [lo, hi],
        "ours_seconds_mean": statistics.fmean(ours_s),
        "ours_seconds_median": statistics.median(ours_s),
        "theirs_seconds_mean": statistics.fmean(theirs_s),
        "theirs_seconds_median": statistics.median(theirs_s),
        "ours_iterations_median": statistics.median(i for o in outcomes for i in o.ours_iterations),
        "theirs_simulations_median": statistics.median(
            s for o in outcomes for s in o.theirs_simulations
        ),
        "timed_decisions": [len(ours_s), len(theirs_s)],
    }
    table = Table(title=f"ours (ISMCTS) vs OpenSpiel ISMCTS ({args.evaluator} evaluator)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for key, value in summary.items():
        table.add_row(key, f"{value:.3f}" if isinstance(value, float) else str(value))
    Console().print(table)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        data = {"summary": summary, "games": [asdict(o) for o in outcomes]}
        args.out.write_text(json.dumps(data, indent=1))


if __name__ == "__main__":
    main()
