"""Train an agent with MaskablePPO (sb3-contrib) on the fast vectorized environment: The Pillars of
the Earth for 2 players, first against `random`, then against `easy`; save the policy, plot its
learning curve, and measure it in the arena as the agent ``policy:PATH`` (issue 40; docs/research.md
walks through it). Needs the 'train' extra (sb3-contrib, torch CPU).

    .venv/bin/python examples/train_maskable_ppo.py --minutes 30 --out runs/ppo-pillars-2p

What it writes to --out: ``policy.zip`` (the model) and ``policy.json`` (what `policy:PATH` checks:
the game, the player count, the training's settings and figures), ``curve.csv`` and ``curve.png``
(mean return of the last 100 training episodes and the win rate of the periodic evaluations,
against the steps taken), and ``evaluation.json`` (the final games in the arena: 200 each against
`random`, `easy` and `medium` by default, seats alternated, with Wilson 95% intervals).

The schedule: `--random-share` of the time budget against `random`, the rest against `easy`
(`--opponents` changes the two). Rewards are the zero-sum result, +1/-1, plus potential-based
shaping (`--shaping`, the change of the learner's estimated lead; it adds a constant to the
undiscounted return, so it leaves the best policy as it is up to the discount of 0.995).
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from collections import deque
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAME = "pillars"


def evaluate(
    policy: Path, opponent: str, games: int, players: int, seed: int, workers: int = 1
) -> dict[str, Any]:
    """`games` arena games of the policy against `opponent` at every other seat, the policy's seat
    rotated game by game (arena.lineups), each from its own seed; its wins (shared wins count as
    the share) with a Wilson 95% interval."""
    from masterbuilders.ai.arena import lineups, play_one, wilson

    me = f"policy:{policy}"
    seatings = lineups([me] + [opponent] * (players - 1), players)
    wins = 0.0
    for k in range(games):
        lineup = seatings[k % len(seatings)]
        outcome = play_one(GAME, lineup, k, seed + k)
        seat = lineup.index(me)
        best = min(outcome.ranks)
        if outcome.ranks[seat] == best:
            wins += 1.0 / outcome.ranks.count(best)
    low, high = wilson(wins, games)
    return {"opponent": opponent, "games": games, "wins": wins, "rate": wins / games,
            "interval": [low, high], "seeds": [seed, seed + games - 1]}  # fmt: skip


def main(argv: list[str] | None = None) -> dict[str, Any]:
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
    from stable_baselines3.common.vec_env import VecMonitor

    from masterbuilders.ai.policy import save_card
    from masterbuilders.interop.sb3 import vec_env

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--minutes", type=float, default=30.0, help="training time budget")
    ap.add_argument("--steps", type=int, default=0, help="stop after this many steps (0: time)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponents", default="random,easy", help="first,then")
    ap.add_argument("--random-share", type=float, default=0.25, help="time share of the first")
    ap.add_argument("--envs", type=int, default=16, help="games stepped together")
    ap.add_argument("--shaping", type=float, default=0.02)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--eval-every", type=int, default=100_000, help="steps between evaluations")
    ap.add_argument("--eval-games", type=int, default=40, help="games per periodic evaluation")
    ap.add_argument("--final-games", type=int, default=200, help="games per final evaluation")
    ap.add_argument(
        "--final-opponents", default="random,easy,medium", help="opponents of the final evaluation"
    )
    ap.add_argument("--out", type=Path, default=Path("runs/ppo-pillars-2p"))
    args = ap.parse_args(argv)
    first, then = args.opponents.split(",")
    args.out.mkdir(parents=True, exist_ok=True)
    policy_path = args.out / "policy.zip"
    torch.set_num_threads(1)  # the environment and the learner share this process's core
    console = Console()

    def make_env(opponent: str, seed: int) -> VecMonitor:
        return VecMonitor(
            vec_env(GAME, args.envs, seed=seed, num_players=args.players, opponents=opponent,
                    seat=None, shaping=args.shaping)
        )  # fmt: skip

    model = MaskablePPO(
        "MlpPolicy",
        make_env(first, args.seed),
        n_steps=128,
        batch_size=512,
        n_epochs=4,
        gamma=0.995,
        gae_lambda=0.95,
        ent_coef=0.01,
        learning_rate=3e-4,
        policy_kwargs={"net_arch": [256, 256]},
        seed=args.seed,
        device="cpu",
    )
    settings = {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()}
    curve: list[dict[str, Any]] = []
    results: deque[float] = deque(maxlen=100)  # the last training games' results, unshaped
    budget = args.minutes * 60.0
    start = time.perf_counter()

    def stamp() -> None:
        """Save the policy as it is, with its description (so evaluations can load it)."""
        model.save(policy_path)
        save_card(policy_path, GAME, args.players, settings=settings, steps=model.num_timesteps)

    class Curve(BaseCallback):  # type: ignore[misc]
        """Records the curve after each rollout and evaluates every `eval_every` steps; stops
        the phase when its share of the time (or of the steps) is used."""

        model: Any

        def __init__(self, opponent: str, until_seconds: float, until_steps: int) -> None:
            super().__init__()
            self.opponent, self.until_seconds, self.until_steps = (
                opponent,
                until_seconds,
                until_steps,
            )
            self.next_eval = (model.num_timesteps // args.eval_every + 1) * args.eval_every

        def _on_step(self) -> bool:
            """Keeps the result of every training game that ended (the learner's zero-sum result
            from the ranks, without the shaping); False (SB3's way to stop learning) once the
            phase has used its share."""
            for done, info in zip(self.locals["dones"], self.locals["infos"], strict=True):
                if done and "result" in info:
                    ranks, seat = info["result"]["ranks"], info["seat"]
                    mine = ranks[seat]
                    results.append(sum((mine < o) - (o < mine) for o in ranks) / (len(ranks) - 1))
            return time.perf_counter() - start < self.until_seconds and not (
                self.until_steps and self.model.num_timesteps >= self.until_steps
            )

        def _on_rollout_end(self) -> None:
            eps = list(self.model.ep_info_buffer)
            row: dict[str, Any] = {
                "steps": self.model.num_timesteps,
                "seconds": round(time.perf_counter() - start, 1),
                "opponent": self.opponent,
                "mean_result": float(np.mean(results)) if results else None,
                "mean_return": float(np.mean([e["r"] for e in eps])) if eps else None,
                "mean_length": float(np.mean([e["l"] for e in eps])) if eps else None,
            }
            if self.model.num_timesteps >= self.next_eval:
                self.next_eval += args.eval_every
                stamp()
                for opp in (first, then):
                    ev = evaluate(policy_path, opp, args.eval_games, args.players, 900_000)
                    row[f"win_rate_{opp}"] = ev["rate"]
            curve.append(row)
            progress.update(task, completed=self._done(), description=self._text(row))

        def _done(self) -> float:
            if args.steps:
                return min(1.0, self.model.num_timesteps / args.steps)
            return min(1.0, (time.perf_counter() - start) / budget)

        def _text(self, row: dict[str, Any]) -> str:
            r = row["mean_result"]
            return f"vs {self.opponent}: {row['steps']:,} steps, result {r:+.2f}" if r else ""

    with Progress(
        TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(), console=console
    ) as progress:
        task = progress.add_task("training", total=1.0)
        phases = [
            (first, budget * args.random_share, int(args.steps * args.random_share)),
            (then, budget, args.steps),
        ]
        for i, (opponent, seconds, steps) in enumerate(phases):
            if i:
                model.set_env(make_env(opponent, args.seed + 1000))
                results.clear()
            model.learn(10**12, callback=Curve(opponent, seconds, steps), reset_num_timesteps=False)
    trained_seconds = time.perf_counter() - start
    stamp()
    _write_curve(args.out, curve, first, then)
    console.print(f"trained {model.num_timesteps:,} steps in {trained_seconds / 60:.1f} min")
    final = [evaluate(policy_path, opp, args.final_games, args.players, 1_000_000)
             for opp in args.final_opponents.split(",")]  # fmt: skip
    report = {
        "game": GAME,
        "players": args.players,
        "steps": model.num_timesteps,
        "train_minutes": trained_seconds / 60,
        "steps_per_second": model.num_timesteps / trained_seconds,
        "evaluation": final,
        "settings": settings,
    }
    save_card(policy_path, GAME, args.players, settings=settings, steps=model.num_timesteps,
              evaluation=final)  # fmt: skip
    (args.out / "evaluation.json").write_text(json.dumps(report, indent=1) + "\n")
    for ev in final:
        low, high = ev["interval"]
        console.print(
            f"against {ev['opponent']}: {ev['rate']:.1%} of {ev['games']} games "
            f"(95% {low:.1%}-{high:.1%})"
        )
    return report


def _write_curve(out: Path, curve: list[dict[str, Any]], first: str, then: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    keys = ["steps", "seconds", "opponent", "mean_result", "mean_return", "mean_length",
            f"win_rate_{first}", f"win_rate_{then}"]  # fmt: skip
    with (out / "curve.csv").open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=keys)
        w.writeheader()
        for row in curve:
            w.writerow({k: row.get(k) for k in keys})
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for opp, colour in ((first, "tab:blue"), (then, "tab:orange")):
        rows = [r for r in curve if r["opponent"] == opp and r["mean_result"] is not None]
        ax.plot([r["steps"] for r in rows], [r["mean_result"] for r in rows], color=colour,
                label=f"training games against {opp}: mean result of the last 100")  # fmt: skip
    for opp, marker in ((first, "o"), (then, "s")):
        rows = [r for r in curve if f"win_rate_{opp}" in r]
        ax.plot([r["steps"] for r in rows], [2 * r[f"win_rate_{opp}"] - 1 for r in rows],
                marker=marker, linestyle=":", color="black",
                label=f"evaluation against {opp}: 2 x win rate - 1")  # fmt: skip
    ax.axhline(0, color="grey", linewidth=0.5)
    ax.set_xlabel("environment steps (the learner's decisions)")
    ax.set_ylabel("result (+1 win, -1 loss)")
    ax.set_ylim(-1.1, 1.3)
    ax.set_title("MaskablePPO on The Pillars of the Earth, 2 players")
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "curve.png", dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    main()
