"""Research environments' steps per second beside a named baseline and the raw engine, one core,
every configuration interleaved batch by batch (medians over the batches; issue 40).

    python benchmarks/env_speed.py --batches 5 --seconds 2 --json results.json [--pure]

Every configuration plays uniformly random legal actions (from the action mask where there is
one) in 2- and 4-player games, opponents included, starting a new game whenever one ends:

- OpenSpiel backgammon (the baseline): the loop a researcher writes with pyspiel: at each decision
  the observation tensor and the legal-actions mask as numpy arrays, then a random legal action;
  chance nodes sampled; a step is one decision of either player;
- raw engine: `random_playout` on the trusted fast path, every applied action (chance included)
  counted as a step;
- Gymnasium: `gymnasium.make(id, opponents="random")` (with the wrappers `make` adds); a step is one
  `env.step` of the learner (the opponents' moves and chance happen inside it), plus the reset that
  starts each game;
- Gymnasium vectorized (16): `gymnasium.make_vec(id, num_envs=16)`, autoreset; a step is one game's
  move (or its autoreset, Gymnasium's "NextStep" mode), so one `step` call counts 16; the 16
  random actions are drawn in one numpy pass;
- PettingZoo: the AEC environment; a step is one `env.step` of whichever seat decides.

The process is pinned to one core (`--core`). With --pure the same jobs also run on the pure-Python
source in a child process (benchmarks/builds.py), interleaved.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

import gymnasium as gym
import numpy as np
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.builds import PureWorker, build, write_report

from masterbuilders.engine import get_game, random_playout
from masterbuilders.interop.gym import IDS
from masterbuilders.interop.pettingzoo import env as pettingzoo_env

KINDS = ("raw engine", "Gymnasium", "Gymnasium vectorized (16)", "PettingZoo")
BASELINE = "OpenSpiel backgammon"
VECTOR = 16


def _masked(rng: np.random.Generator, mask: np.ndarray) -> int:
    """A random legal code; 0 where nothing is legal (a vectorized game that just ended: its
    next step is the autoreset, which ignores the action)."""
    legal = np.flatnonzero(mask.view(np.bool_))
    return int(legal[rng.integers(len(legal))]) if len(legal) else 0


def _masked_rows(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """A random legal code per row in one pass (0 for a row with nothing legal)."""
    flat = np.flatnonzero(masks.view(np.bool_))  # 10-20x faster than a 2-d nonzero
    rows, cols = np.divmod(flat, masks.shape[1])
    counts = np.bincount(rows, minlength=len(masks))
    starts = np.concatenate(([0], np.cumsum(counts)[:-1]))
    pick = starts + (rng.random(len(masks)) * counts).astype(np.int64)
    out = np.zeros(len(masks), dtype=np.int64)
    has = counts > 0
    out[has] = cols[pick[has]]
    return out


def backgammon(seconds: float, seed: int) -> int:
    """Decisions of OpenSpiel's backgammon stepped from Python with its observation tensor and
    legal-actions mask each step (the baseline)."""
    import pyspiel

    game = pyspiel.load_game("backgammon")
    rng = np.random.default_rng(seed)
    steps = 0
    state = game.new_initial_state()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if state.is_terminal():
            state = game.new_initial_state()
            continue
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(outcomes[rng.choice(len(outcomes), p=probs)])
            continue
        np.asarray(state.observation_tensor(), dtype=np.float32)
        mask = np.asarray(state.legal_actions_mask(), dtype=np.int8)
        state.apply_action(_masked(rng, mask))
        steps += 1
    return steps


def run(kind: str, game: str, players: int, seconds: float, seed: int) -> int:
    """Steps of `kind` in `seconds` (see the module docstring). A job for either build."""
    if kind == BASELINE:
        return backgammon(seconds, seed)
    rng = np.random.default_rng(seed)
    steps = 0
    end = time.perf_counter() + seconds
    if kind == "raw engine":
        spec, prng = get_game(game), random.Random(seed)
        while time.perf_counter() < end:
            steps += random_playout(spec.new_game(players, {"log": False}), prng)
    elif kind == "Gymnasium":
        env = gym.make(IDS[game], num_players=players, opponents="random")
        _, info = env.reset(seed=seed)
        while time.perf_counter() < end:
            _, _, terminated, truncated, info = env.step(_masked(rng, info["action_mask"]))
            steps += 1
            if terminated or truncated:
                _, info = env.reset()
                steps += 1
        env.close()
    elif kind == "Gymnasium vectorized (16)":
        envs = gym.make_vec(IDS[game], num_envs=VECTOR, num_players=players, opponents="random")
        _, infos = envs.reset(seed=seed)
        while time.perf_counter() < end:
            _, _, _, _, infos = envs.step(_masked_rows(rng, infos["action_mask"]))
            steps += VECTOR
        envs.close()
    else:
        env = pettingzoo_env(game=game, num_players=players)
        env.reset(seed=seed)
        while time.perf_counter() < end:
            if not env.agents:
                env.reset()
                continue
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else _masked(rng, obs["action_mask"]))
            steps += 1
    return steps


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=2.0, help="per configuration and batch")
    ap.add_argument("--core", type=int, default=0, help="the one core the run is pinned to")
    ap.add_argument("--pure", action="store_true", help="also run the pure-Python build")
    ap.add_argument("--json", type=Path, help="write every configuration's figures here")
    args = ap.parse_args()
    os.sched_setaffinity(0, {args.core})  # the pure worker, started below, inherits it
    here = build()
    builds = [here, "pure"] if args.pure else [here]
    configs = [(BASELINE, "", 2, here)]
    configs += [
        (kind, game, players, b)
        for game in ("pillars", "builders")
        for players in (2, 4)
        for kind in KINDS
        for b in builds
    ]
    rates: dict[tuple[str, str, int, str], list[float]] = {c: [] for c in configs}
    worker = PureWorker() if args.pure else None
    try:
        with Progress() as progress:
            task = progress.add_task("batches", total=args.batches * len(configs))
            for batch in range(args.batches):
                for config in configs:
                    kind, game, players, which = config
                    job = (kind, game, players, args.seconds, 1 + batch)
                    t0 = time.perf_counter()
                    steps = run(*job) if which == here or worker is None else worker.call(run, *job)
                    rates[config].append(steps / (time.perf_counter() - t0))
                    progress.advance(task)
    finally:
        if worker is not None:
            worker.close()
    base = statistics.median(rates[(BASELINE, "", 2, here)])
    table = Table(title=f"Steps per second, one core, median of {args.batches} batches")
    for col in ("game", "players", "interface", f"{here} steps/s", "x backgammon", "x single"):
        table.add_column(col, justify="right")
    if args.pure:
        table.add_column("pure steps/s", justify="right")
    table.add_row("backgammon", "2", "OpenSpiel (pyspiel loop)", f"{base:,.0f}", "1.00", "")
    figures: list[dict[str, object]] = [
        {
            "game": "backgammon",
            "players": 2,
            "interface": BASELINE,
            f"{here}_steps_per_s": base,
            f"{here}_batches": rates[(BASELINE, "", 2, here)],
        }
    ]
    for game in ("pillars", "builders"):
        for players in (2, 4):
            single = statistics.median(rates[("Gymnasium", game, players, here)])
            for kind in KINDS:
                fast = statistics.median(rates[(kind, game, players, here)])
                row = [
                    game,
                    str(players),
                    kind,
                    f"{fast:,.0f}",
                    f"{fast / base:.2f}",
                    f"{fast / single:.2f}" if kind.startswith("Gymnasium vec") else "",
                ]
                entry: dict[str, object] = {
                    "game": game,
                    "players": players,
                    "interface": kind,
                    f"{here}_steps_per_s": fast,
                    "vs_backgammon": fast / base,
                    f"{here}_batches": rates[(kind, game, players, here)],
                }
                if kind.startswith("Gymnasium vec"):
                    entry["vs_single"] = fast / single
                if args.pure:
                    slow = statistics.median(rates[(kind, game, players, "pure")])
                    row.append(f"{slow:,.0f}")
                    entry["pure_steps_per_s"] = slow
                    entry["pure_batches"] = rates[(kind, game, players, "pure")]
                table.add_row(*row)
                figures.append(entry)
    Console(width=140).print(table)
    if args.json:
        write_report(
            args.json, figures, batches=args.batches, seconds_per_batch=args.seconds, core=args.core
        )


if __name__ == "__main__":
    main()
