"""How the win probability's weights are made (issue 38; the model and its prediction are
`masterbuilders.analysis.winprob`, whose docstring describes them).

`train` plays the games (reproducibly from a seed), holds a quarter of them out, fits on the rest
and measures both estimates on the held-out positions: Brier score, expected calibration error
(ECE, ten equal-width bins) and the table of bins; `masterbuilders train-value` writes the weights
as the game's `value.json` beside its `tuned.json`. The fit uses numpy and the plots matplotlib
(the `arena` extra), imported where they are used; this module is not compiled (setup.py), so the
server's install, which compiles `winprob`, needs neither."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from masterbuilders.ai.values import softmax
from masterbuilders.analysis.winprob import Fit, WinModel, features, value_inputs
from masterbuilders.engine import CHANCE, Action, GameState, Match, get_game, play_match

BINS: Final = 10
"""Bins of the calibration table and of the ECE (equal width over [0, 1])."""
HELD_OUT: Final = 0.25
"""The share of the games (the last ones by seed) kept out of training to measure on."""
L2: Final = 1e-3
"""The penalty on the weights (per position), keeping a fit stable where a feature is rare."""
CALIBRATE_SEED: Final = 500_000
"""The first seed of the strong agent's games in `train(calibrate=...)`: far from the cheap
agent's and from benchmarks/winprob_levels.py's, so no deal is shared."""

Position = tuple[float, list[list[float]], list[float]]
"""(progress, value inputs per seat, each seat's share of the win at the end)."""


def play_positions(game: str, players: int, agent: str, seed: int, every: int) -> list[Position]:
    """One self-play game of `agent` at every seat: the value inputs at every `every`-th decision
    (chance aside), each with the seats' shares of the win at the end."""
    from masterbuilders.ai.agents import make_agent

    match = Match(game, players, seed)
    agents = [make_agent(agent, match.agent_seed(i)) for i in range(players)]
    seen: list[tuple[float, list[list[float]]]] = []
    decisions = 0

    def watch(state: GameState, player: int, legal: list[Action]) -> None:
        nonlocal decisions
        if player == CHANCE:
            return
        if decisions % every == 0:
            seen.append(value_inputs(state))
        decisions += 1

    winners = play_match(match, agents, watch=watch).result.winners
    won = [1.0 / len(winners) if i in winners else 0.0 for i in range(players)]
    return [(t, raw, won) for t, raw in seen]


def seed_ranges(text: str) -> list[int]:
    """The seeds of `text`, ranges (inclusive) and single seeds separated by commas, in order:
    "502000-502199,90000" (several recorded sets pooled). Empty, reversed, repeated or
    unreadable ranges are a ValueError naming the part."""
    seeds: list[int] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        try:
            low, high = int(first), int(last or first)
        except ValueError:
            raise ValueError(f"seed range {part.strip()!r} is not N or N-M") from None
        if high < low:
            raise ValueError(f"seed range {part.strip()!r} runs backwards")
        seeds += range(low, high + 1)
    if len(set(seeds)) != len(seeds):
        raise ValueError(f"seed ranges {text!r} name a seed twice")
    return seeds


def record_path(record: Path, game: str, players: int) -> Path:
    """Where `played` keeps the games of `game` at `players` players in the directory `record`."""
    return record / f"{game}-{players}p.jsonl"


def recorded(
    path: Path, agent: str, every: int, inputs: Sequence[str]
) -> dict[int, list[Position]]:
    """The games kept at `path` for `agent` and `every`, by seed, whose positions hold the value
    inputs `inputs` (a game's declared inputs changed since: played again): one JSON line per
    game. A line cut by a kill (the last one, unreadable) is left out and its game played
    again."""
    games: dict[int, list[Position]] = {}
    if not path.exists():
        return games
    for line in path.read_text().splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if (
            row.get("agent") == agent
            and row.get("every") == every
            and (row.get("inputs") == list(inputs))
        ):
            games[int(row["seed"])] = [(float(t), raw, won) for t, raw, won in row["positions"]]
    return games


def played(
    game: str,
    players: int,
    agent: str,
    seeds: Sequence[int],
    every: int,
    workers: int = 1,
    record: Path | None = None,
    advance: Callable[[int], None] | None = None,
) -> list[list[Position]]:
    """The positions of the self-play games `seeds` (in their order). With `record`, each game is
    appended to its file as soon as it ends and games already there are read, not played, so a
    long run (strong levels play minutes a game) can be stopped and resumed, and a fit redone."""
    from masterbuilders.analysis.rundir import check_out, lock

    inputs = list(get_game(game).value_input_names)
    kept: dict[int, list[Position]] = {}
    path = None
    held = None
    if record is not None:
        path = record_path(record, game, players)
        kept = recorded(path, agent, every, inputs)
    if record is not None and path is not None and any(s not in kept for s in seeds):
        # games to play: the record is this run's alone while it adds to it (reading needs no lock)
        check_out(record, "--record")
        record.mkdir(parents=True, exist_ok=True)
        held = lock(record, f".{game}-{players}p.lock", "self-play record")
        kept = recorded(path, agent, every, inputs)
        text = path.read_text() if path.exists() else ""
        if text and not text.endswith("\n"):
            with path.open("a") as f:  # a cut last line: the next game starts a line of its own
                f.write("\n")
    try:
        missing = [s for s in seeds if s not in kept]
        if advance:
            advance(len(seeds) - len(missing))

        def keep(seed: int, positions: list[Position]) -> None:
            kept[seed] = positions
            if path is not None:
                line = json.dumps({"agent": agent, "every": every, "seed": seed,
                                   "inputs": inputs, "positions": positions})  # fmt: skip
                with path.open("a") as f:
                    f.write(line + "\n")
                    f.flush()
                    os.fsync(f.fileno())
            if advance:
                advance(1)

        if workers > 1 and missing:
            with ProcessPoolExecutor(workers) as pool:
                jobs = {pool.submit(play_positions, game, players, agent, s, every): s
                        for s in missing}  # fmt: skip
                for job in as_completed(jobs):  # kept as each ends, whatever its seed
                    keep(jobs[job], job.result())
        else:
            for s in missing:
                keep(s, play_positions(game, players, agent, s, every))
    finally:
        if held is not None:
            held.close()
    return [kept[s] for s in seeds]


def fit(positions: Sequence[Position], iterations: int = 30) -> Fit:
    """Maximum likelihood weights (Newton's method) of the conditional logit on `positions`."""
    import numpy as np

    rows = [np.array(features(t, raw)) for t, raw, _ in positions]
    wins = [np.array(won) for _, _, won in positions]
    stacked = np.vstack(rows)
    mean = stacked.mean(axis=0)
    scale = stacked.std(axis=0)
    scale[scale < 1e-9] = 1.0
    xs = [(x - mean) / scale for x in rows]
    d = stacked.shape[1]
    w = np.zeros(d)
    penalty = L2 * len(xs)
    for _ in range(iterations):
        grad = -penalty * w
        hess = -penalty * np.eye(d)
        for x, y in zip(xs, wins, strict=True):
            z = x @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            grad += x.T @ (y - p)
            mx = p @ x
            hess -= (x.T * p) @ x - np.outer(mx, mx)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    return Fit(mean.tolist(), scale.tolist(), w.tolist())


def sharpness(base: Fit, positions: Sequence[Position], low: float = 0.01,
              high: float = 100.0) -> float:  # fmt: skip
    """The factor on `base`'s logits that makes it most likely on `positions` (maximum
    likelihood): temperature scaling (Guo et al., "On Calibration of Modern Neural Networks",
    ICML 2017). Above 1 the fit was too cautious for these games (stronger players turn a lead
    into a win more surely), below 1 too sure. The likelihood is concave in the factor, so its
    slope is found zero by bisection (in log scale, within [low, high]: a sample whose winners
    the logits separate perfectly would have no finite maximum)."""
    rows = [(base.logits(t, raw), won) for t, raw, won in positions]
    rows = [(z, won) for z, won in rows if max(z) > min(z)]
    if not rows:  # nothing to learn from (no positions, or the fit tells no seat apart)
        return 1.0

    def slope(factor: float) -> float:
        out = 0.0
        for z, won in rows:
            top = max(z)
            e = [math.exp(factor * (x - top)) for x in z]
            total = sum(e)
            expected = sum(x * zi for x, zi in zip(e, z, strict=True)) / total
            out += sum(y * zi for y, zi in zip(won, z, strict=True)) - expected * sum(won)
        return out

    a, b = math.log(low), math.log(high)
    if slope(high) >= 0.0:
        return high
    if slope(low) <= 0.0:
        return low
    for _ in range(60):
        mid = (a + b) / 2
        if slope(math.exp(mid)) > 0.0:
            a = mid
        else:
            b = mid
    return math.exp((a + b) / 2)


def calibration(pairs: Sequence[tuple[float, float]]) -> dict[str, Any]:
    """Brier score, ECE and the table of bins (low, high, count, mean predicted, observed) of
    (predicted, outcome) pairs."""
    brier = sum((p - o) ** 2 for p, o in pairs) / len(pairs)
    bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for p, o in pairs:
        bins[min(BINS - 1, int(p * BINS))].append((p, o))
    table = []
    ece = 0.0
    for k, members in enumerate(bins):
        if not members:
            continue
        mean_p = sum(p for p, _ in members) / len(members)
        mean_o = sum(o for _, o in members) / len(members)
        ece += len(members) / len(pairs) * abs(mean_p - mean_o)
        table.append((k / BINS, (k + 1) / BINS, len(members), mean_p, mean_o))
    return {"brier": brier, "ece": ece, "table": table, "pairs": len(pairs)}


def softmax_estimate(
    progress: float, raw: Sequence[Sequence[float]], temperature: float
) -> list[float]:
    """Today's estimate on the same inputs: a softmax of the estimated scores (the first input)."""
    return softmax([r[0] for r in raw], temperature)


@dataclass(frozen=True)
class Report:
    """What `train` measured for one number of players, on the held-out games."""

    players: int
    games: int
    positions: int
    held_out_games: int
    held_out_positions: int
    model: dict[str, Any]
    softmax: dict[str, Any]
    strong: dict[str, Any] | None = None
    """With `train(calibrate=...)`: on the strong agent's held-out games, the calibration of the
    fit before and after sharpening, of a fit on the strong games alone and of the softmax, and
    the sharpness."""


def train(
    game: str,
    players: Sequence[int],
    games: int,
    agent: str,
    seed: int,
    every: int,
    workers: int = 1,
    advance: Callable[[int], None] | None = None,
    record: Path | None = None,
    calibrate: str | None = None,
    calibrate_games: int | Mapping[int, int] = 0,
    calibrate_seed: int = CALIBRATE_SEED,
    calibrate_players: Sequence[int] | None = None,
    calibrate_seeds: Sequence[int] | None = None,
) -> tuple[WinModel, list[Report]]:
    """Play `games` self-play games of `agent` per number of players (seeds seed, seed+1, ...;
    kept in and read from `record`, see `played`), fit on the first three quarters and measure
    on the rest.

    With `calibrate` (an agent, e.g. the expert level without its clock): also play
    `calibrate_games` self-play games of it (one number, or one per count of players; seeds from
    `calibrate_seed`), fit the `sharpness` of
    the fit on their first three quarters and keep the sharpened fit; its calibration is measured
    on the rest, beside the unsharpened fit, a fit on the strong games alone and the softmax. The
    cheap agent's many games give the shape (which leads matter when), the strong agent's games
    how surely a lead is turned into a win, one number per count of players (those of
    `calibrate_players`, by default all). `calibrate_seeds` names the strong games' seeds
    instead (`seed_ranges`: e.g. several recorded sets pooled), the same for every count; the
    last quarter of them is held out."""
    spec = get_game(game)
    temperature = spec.search.temperature
    fits: dict[int, Fit] = {}
    reports = []
    for n in players:
        spec.new_game(n)
        seeds = [seed + 1000 * n + i for i in range(games)]
        games_played = played(game, n, agent, seeds, every, workers, record, advance)
        cut = games - max(1, round(games * HELD_OUT))
        learn = [p for g in games_played[:cut] for p in g]
        test = [p for g in games_played[cut:] for p in g]
        fits[n] = fits_n = fit(learn)
        model_pairs = [
            (p, won[i]) for t, raw, won in test for i, p in enumerate(fits_n.probabilities(t, raw))
        ]
        soft_pairs = [
            (p, won[i])
            for t, raw, won in test
            for i, p in enumerate(softmax_estimate(t, raw, temperature))
        ]
        strong = None
        if calibrate and (calibrate_players is None or n in calibrate_players):
            if calibrate_seeds is not None:
                count = len(calibrate_seeds)
            else:
                count = calibrate_games if isinstance(calibrate_games, int) else calibrate_games[n]
            if count < 4:
                raise ValueError(
                    f"{count} games of {calibrate} are too few to sharpen on (4 or more)"
                )
            if calibrate_seeds is not None:
                strong_seeds = list(calibrate_seeds)
            else:
                strong_seeds = [calibrate_seed + 1000 * n + i for i in range(count)]
            strong_played = played(game, n, calibrate, strong_seeds, every, workers, record,
                                   advance)  # fmt: skip
            strong_cut = count - max(1, round(count * HELD_OUT))
            strong_learn = [p for g in strong_played[:strong_cut] for p in g]
            strong_test = [p for g in strong_played[strong_cut:] for p in g]
            factor = sharpness(fits_n, strong_learn)
            base = fits_n
            fits[n] = fits_n = base.scaled(factor)
            model_pairs = [
                (p, won[i]) for t, raw, won in test
                for i, p in enumerate(fits_n.probabilities(t, raw))
            ]  # fmt: skip
            alone = fit(strong_learn)
            strong = {
                "agent": calibrate,
                "games": strong_cut,
                "held_out_games": count - strong_cut,
                "positions": len(strong_learn),
                "held_out_positions": len(strong_test),
                "sharpness": factor,
                **{
                    name: calibration(
                        [
                            (p, won[i])
                            for t, raw, won in strong_test
                            for i, p in enumerate(estimate(t, raw))
                        ]
                    )
                    for name, estimate in (
                        ("sharpened", fits_n.probabilities),
                        ("unsharpened", base.probabilities),
                        ("strong_alone", alone.probabilities),
                        ("softmax", lambda t, raw: softmax_estimate(t, raw, temperature)),
                    )
                },
            }
        reports.append(
            Report(n, cut, len(learn), games - cut, len(test), calibration(model_pairs),
                   calibration(soft_pairs), strong)
        )  # fmt: skip
    meta: dict[str, Any] = {
        "agent": agent, "games": games, "seed": seed, "every": every, "held_out": HELD_OUT
    }  # fmt: skip
    if calibrate:
        meta["calibrated_on"] = {
            "agent": calibrate,
            "games": {
                str(r.players): r.strong["games"] + r.strong["held_out_games"]
                for r in reports
                if r.strong
            },
            **(
                {"seed": calibrate_seed}
                if calibrate_seeds is None
                else {"seeds": _ranges(calibrate_seeds)}
            ),
            "sharpness": {str(r.players): r.strong["sharpness"] for r in reports if r.strong},
            "held_out": HELD_OUT,
        }
    return WinModel(game, spec.value_input_names, fits, meta), reports


def _ranges(seeds: Sequence[int]) -> str:
    """`seeds` written as `seed_ranges` reads them (consecutive runs joined)."""
    parts: list[str] = []
    start = prev = seeds[0]
    for s in [*seeds[1:], None]:
        if s is not None and s == prev + 1:
            prev = s
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if s is not None:
            start = prev = s
    return ",".join(parts)


def plot(report: Report, title: str, path: Path, subtitle: str = "") -> None:
    """The reliability plot of `report`: the model and the softmax, predicted against observed;
    with a strong agent's games (`Report.strong`), a second panel on those. `subtitle` says what
    the first panel's games are, where they are not the fit's own held-out games."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [
        (subtitle or f"{report.held_out_games} held-out games of the fit's agent",
         [("learned", report.model, "#8a3b12"),
          ("softmax of estimates", report.softmax, "#3d6f9a")]),
    ]  # fmt: skip
    if report.strong:
        st = report.strong
        panels.append(
            (f"{st['held_out_games']} held-out games of {st['agent']}",
             [(f"sharpened x{st['sharpness']:.2f}", st["sharpened"], "#8a3b12"),
              ("unsharpened", st["unsharpened"], "#c98b2b"),
              ("fit on these games alone", st["strong_alone"], "#5a8a3b"),
              ("softmax of estimates", st["softmax"], "#3d6f9a")])
        )  # fmt: skip
    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 5), squeeze=False)
    for ax, (subtitle, curves) in zip(axes[0], panels, strict=True):
        ax.plot([0, 1], [0, 1], color="#999", linestyle="--", label="perfectly calibrated")
        for name, result, color in curves:
            xs = [row[3] for row in result["table"]]
            ys = [row[4] for row in result["table"]]
            label = f"{name}: ECE {result['ece']:.3f}, Brier {result['brier']:.3f}"
            ax.plot(xs, ys, marker="o", color=color, label=label)
        ax.set_xlabel("predicted win probability (bin mean)")
        ax.set_ylabel("observed win share")
        ax.set_title(f"{title}\n{subtitle}", fontsize=9)
        ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
