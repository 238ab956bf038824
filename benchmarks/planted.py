"""Does the review find planted mistakes (issue 38)? Plays self-play games of AGENT (by default the
game's expert level). At decisions where a kind of clearly bad choice below is possible, the
review's judgement (analysis.review.judge_at: the same analysis, seeds and thresholds as a whole
review) is asked for that bad choice instead of the agent's; at a sample of the other decisions, for
the agent's own choice. Reports, per kind, the share of plantings judged a mistake or a blunder (and
at least an inaccuracy), and the share of the agent's own decisions judged a mistake or worse.

Kinds planted (each where the decision offers it; the agent's own choice must differ):
- pillars / done-unused: "done" at the cathedral while a craftsman could still work (the work of
  that craftsman for this round is lost, §4.13);
- pillars / done-last: the same in the last round, where cubes left are worth nothing (§6);
- pillars / pass-last: pass in Phase I of the last round with every worker free and a card to
  take (the wool mill's gold only breaks ties at the end, §6);
- pillars / castle-last: a master builder to Shiring Castle in the last round (its two workers
  serve the next round, which never comes, §4.11);
- builders / end-early: end the turn with all three actions unused while a worker could be sent;
- builders / end-unfinished: end the turn with two or more actions unused while sending a worker
  would finish a building (the issue's example);
- pillars / discard-best: over the craftsman limit (§3.1.3), discard the craftsman whose loss
  lowers the seat's estimated final score most (the game's own estimate, tuned weights);
- builders / coins-wasted: buy an extra action (5 coins) and end the turn at once;
- builders / recruit-broke: recruit a worker while no worker can be sent for want of coins and
  coins could be taken instead (the issue's "recruit with no coins left to send").

Several analyses can judge the same plantings side by side (--analysis, repeated): e.g. the
review's playouts (analysis.review.DEFAULT) and a short ISMCTS with the model at its leaves
(--analysis search=300), and by several win probability models (--model LABEL=PATH).
Not planted: Pillars' pass in Phase I with every worker free. It looks bad and is not: the
workers go to the wool mill for a gold each (§3.1.4, whose note calls it a choice to consider).

    python benchmarks/planted.py --game builders --players 2 --games 20
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import fields, replace
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai.agents import levels, make_agent
from masterbuilders.ai.values import Weights, estimates
from masterbuilders.analysis import winprob
from masterbuilders.analysis.review import DEFAULT, ONE_STEP, Analysis, Judged, judge_at
from masterbuilders.engine import Action, GameState, Match, Observation, sample_chance

TUNED = Weights(tuned=True)
Planter = Callable[[GameState, list[Action]], list[Action]]
"""The bad choices of its kind this decision offers (the first is planted)."""


def _done_unused(state: GameState, legal: list[Action]) -> list[Action]:
    if any(a.kind == "use" for a in legal) and {a.kind for a in legal} <= {"use", "done"}:
        return [a for a in legal if a.kind == "done"]
    return []


def _done_last(state: GameState, legal: list[Action]) -> list[Action]:
    return _done_unused(state, legal) if state.view(None)["round"] == 6 else []


def _pass_last(state: GameState, legal: list[Action]) -> list[Action]:
    view = state.view(state.current_player())
    me = view["players"][state.current_player()]
    if (
        view["round"] == 6
        and me["workers"]["on_cards"] == 0
        and any(a.kind == "take" for a in legal)
    ):
        return [a for a in legal if a.kind == "pass"]
    return []


def _castle_last(state: GameState, legal: list[Action]) -> list[Action]:
    if state.view(None)["round"] == 6:
        return [a for a in legal if str(a) == "place castle"]
    return []


def _end_early(state: GameState, legal: list[Action]) -> list[Action]:
    decision = state.view(state.current_player())["decision"]
    if decision.get("actions_left") == 3 and any(a.kind == "send" for a in legal):
        return [a for a in legal if a.kind == "end"]
    return []


def _end_unfinished(state: GameState, legal: list[Action]) -> list[Action]:
    seat = state.current_player()
    decision = state.view(seat)["decision"]
    if (decision.get("actions_left") or 0) < 2:
        return []
    end = [a for a in legal if a.kind == "end"]
    if not end:
        return []
    for a in legal:
        if a.kind == "send":
            after = state.clone()
            after.apply_unchecked(a)
            if after.players[seat].score() > state.players[seat].score():  # type: ignore[attr-defined]
                return end
    return []


def _coins_wasted(state: GameState, legal: list[Action]) -> list[Action]:
    return [a for a in legal if a.kind == "buy-action"]


def _discard_best(state: GameState, legal: list[Action]) -> list[Action]:
    seat = state.current_player()
    discards = [a for a in legal if a.kind == "discard"]
    if len(discards) < 2:
        return []

    def kept(action: Action) -> float:
        after = state.clone()
        after.apply_unchecked(action)
        return estimates(after, TUNED.resolve(state.game_name))[seat]

    return sorted(discards, key=kept)[:1]


def _recruit_broke(state: GameState, legal: list[Action]) -> list[Action]:
    if any(a.kind == "send" for a in legal) or not any(a.kind == "take-coins" for a in legal):
        return []
    return [a for a in legal if a.kind == "recruit"]


KINDS: dict[str, dict[str, Planter]] = {
    "pillars": {
        "done-unused": _done_unused,
        "done-last": _done_last,
        "castle-last": _castle_last,
        "pass-last": _pass_last,
        "discard-best": _discard_best,
    },
    "builders": {
        "end-early": _end_early,
        "end-unfinished": _end_unfinished,
        "coins-wasted": _coins_wasted,
        "recruit-broke": _recruit_broke,
    },
}


def true_drop(
    state: GameState, bad: Action, good: Action, agent: str, games: int, seed: int
) -> float:
    """What `bad` instead of `good` really cost the seat: its share of the win over `games` paired
    continuations to the end (the same draws and agents' seeds for both; the true hidden
    information, since this measures the game and not what the seat knew)."""
    seat = state.current_player()
    share = {}
    for name, action in (("bad", bad), ("good", good)):
        total = 0.0
        for g in range(games):
            s = state.clone()
            s.apply_unchecked(action)
            draws = random.Random(f"{seed}:{g}:draws")
            agents = [make_agent(agent, seed * 1000 + g * 10 + i) for i in range(s.num_players)]
            while not s.is_terminal():
                if s.is_chance():
                    s.apply_unchecked(sample_chance(s, draws))
                    continue
                p = s.current_player()
                s.apply_unchecked(agents[p].act(Observation(s, p, s.legal_actions(), g)))
            winners = s.result().winners
            total += (1.0 / len(winners)) if seat in winners else 0.0
        share[name] = total / games
    return share["good"] - share["bad"]


class TruthCache:
    """What plantings really cost, kept in a JSON-lines file (--truth-cache): the paired games to
    the end cost far more than judging, and what they measure does not depend on the model or the
    analysis, so a later run (another model, another analysis) reads them back. Keyed by
    everything the measurement depends on."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.known: dict[str, float] = {}
        if path is not None and path.exists():
            for line in path.read_text().splitlines():
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:  # a line cut by a kill
                    continue
                self.known[row["key"]] = float(row["cost"])

    def cost(
        self, state: GameState, bad: Action, good: Action, agent: str, games: int, seed: int,
        where: str,
    ) -> float:  # fmt: skip
        key = f"{where}|{bad}|{good}|{agent}|{games}|{seed}"
        if key not in self.known:
            self.known[key] = true_drop(state, bad, good, agent, games, seed)
            if self.path is not None:
                with self.path.open("a") as f:
                    f.write(json.dumps({"key": key, "cost": self.known[key]}) + "\n")
        return self.known[key]


Found = dict[str, dict[str, list[Judged]]]
"""Per analysis: per kind planted, the judgements of its plantings."""


def planted_game(
    game: str,
    players: int,
    agent: str,
    seed: int,
    analyses: dict[str, tuple[Analysis, winprob.WinModel]],
    sample: float,
    truth: int = 0,
    truths: list[tuple[dict[str, Judged], float]] | None = None,
    truth_agent: str = "",
    cache: TruthCache | None = None,
) -> tuple[Found, dict[str, list[Judged]], dict[str, list[float]]]:
    """One self-play game of `agent`: per analysis, the judgements of plantings by kind (at most
    one per kind and seat), of a `sample` share of the agent's own decisions, and the seconds
    each took. Every analysis judges the same decisions."""
    match = Match(game, players, seed)
    state = match.state
    agents = [make_agent(agent, match.agent_seed(i)) for i in range(players)]
    rng = random.Random(seed)
    planted: Found = {n: {k: [] for k in KINDS[game]} for n in analyses}
    done: set[tuple[str, int]] = set()
    own: dict[str, list[Judged]] = {n: [] for n in analyses}
    seconds: dict[str, list[float]] = {n: [] for n in analyses}

    def judged(action: Action, index: int) -> dict[str, Judged]:
        out = {}
        for name, (analysis, model) in analyses.items():
            start = time.perf_counter()
            out[name] = judge_at(state, action, index, model, analysis)
            seconds[name].append(time.perf_counter() - start)
        return out

    index = 0
    while not state.is_terminal():
        if state.is_chance():
            match.apply_chance()
            index += 1
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        action = agents[seat].act(Observation(state, seat, legal, match.agent_seed(seat)))
        if len(legal) > 1:
            for kind, planter in KINDS[game].items():
                bad = [a for a in planter(state, legal) if a != action]
                if bad and (kind, seat) not in done and rng.random() < 0.5:
                    done.add((kind, seat))
                    found = judged(bad[0], index)
                    for name, j in found.items():
                        planted[name][kind].append(j)
                    if truth and truths is not None:
                        real = (cache or TruthCache(None)).cost(
                            state, bad[0], action, truth_agent or agent, truth,
                            seed * 100 + index, f"{game}|{players}|{agent}|{seed}|{index}",
                        )  # fmt: skip
                        truths.append((found, real))
            if rng.random() < sample:
                for name, j in judged(action, index).items():
                    own[name].append(j)
        match.apply(action, seat)
        index += 1
    return planted, own, seconds


def _bad(judged: list[Judged]) -> int:
    return sum(j.judgement in ("mistake", "blunder") for j in judged)


def report(
    name: str,
    found: dict[str, list[Judged]],
    own: list[Judged],
    seconds: list[float],
    truths: list[tuple[Judged, float]],
    sample: float,
) -> None:
    """One analysis's figures, as markdown tables."""
    print(f"\n### {name}\n")
    print("| planted | plantings | mistake or blunder | at least an inaccuracy | median drop |")
    print("|---|---:|---:|---:|---:|")
    for kind, judged in found.items():
        if not judged:
            print(f"| {kind} | 0 | - | - | - |")
            continue
        any_ = sum(j.judgement is not None for j in judged) / len(judged)
        drop = statistics.median(j.drop for j in judged)
        print(
            f"| {kind} | {len(judged)} | {100 * _bad(judged) / len(judged):.0f}% "
            f"| {100 * any_:.0f}% | {drop:.2f} |"
        )
    everything = [j for js in found.values() for j in js]
    if everything:
        print(
            f"| all kinds | {len(everything)} | {100 * _bad(everything) / len(everything):.0f}% | | |"
        )
    if own:
        inacc = sum(j.judgement == "inaccuracy" for j in own) / len(own)
        print(
            f"\nthe agent's own decisions (a {sample:.0%} sample, {len(own)}): "
            f"{100 * _bad(own) / len(own):.1f}% judged a mistake or worse, "
            f"{100 * inacc:.1f}% an inaccuracy"
        )
    if truths:
        real = [t for _, t in truths]
        drops = [j.drop for j, _ in truths]
        corr = statistics.correlation(drops, real) if len(set(drops)) > 1 else 0.0
        print(
            f"\nwhat the plantings really cost: median {statistics.median(real):.2f}, mean "
            f"{statistics.fmean(real):.2f}; the analysis's drop: median "
            f"{statistics.median(drops):.2f}, mean {statistics.fmean(drops):.2f}; "
            f"correlation {corr:.2f}\n"
        )
        print("| really cost | plantings | judged a mistake or worse | at least an inaccuracy |")
        print("|---|---:|---:|---:|")
        for low, high, label in (
            (-1.0, 0.1, "under 0.10"), (0.1, 0.2, "0.10-0.20"), (0.2, 0.3, "0.20-0.30"),
            (0.3, 2.0, "0.30 or more"), (0.2, 2.0, "0.20 or more (the two above)"),
        ):  # fmt: skip
            rows = [j for j, t in truths if low <= t < high]
            if rows:
                bad = _bad(rows)
                any_ = sum(j.judgement is not None for j in rows)
                print(f"| {label} | {len(rows)} | {bad} ({100 * bad / len(rows):.0f}%) "
                      f"| {any_} ({100 * any_ / len(rows):.0f}%) |")  # fmt: skip
    if seconds:
        print(
            f"\nseconds per judged decision: median {statistics.median(seconds):.3f}, "
            f"max {max(seconds):.3f}"
        )


def _analysis(text: str) -> Analysis:
    """An Analysis from 'field=value,...' (the others as DEFAULT)."""
    kinds = {f.name: f.type for f in fields(Analysis)}
    values: dict[str, float | int | None] = {}
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        if key not in kinds:
            raise SystemExit(f"--analysis: {key!r} is not a field of Analysis ({', '.join(kinds)})")
        values[key] = float(value) if key == "caution" else int(value)
    return replace(DEFAULT, **values)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", default="pillars", choices=sorted(KINDS))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--agent", default="expert", help="a level or an agent spec (default expert)")
    ap.add_argument("--sample", type=float, default=0.1, help="share of own decisions judged")
    ap.add_argument("--one-step", action="store_true", help="the one-step value only")
    ap.add_argument("--playouts", type=int, default=DEFAULT.playouts)
    ap.add_argument("--caution", type=float, default=DEFAULT.caution)
    ap.add_argument("--horizon", type=int, default=None, help="default: the game's review_horizon")
    ap.add_argument(
        "--search", type=int, default=0,
        help="value the candidates by ISMCTS with the model at its leaves, this many iterations",
    )  # fmt: skip
    ap.add_argument(
        "--analysis", action="append", default=[], metavar="FIELD=VALUE,...",
        help="judge every decision by this analysis too, side by side (repeatable), e.g. "
        "'playouts=16,caution=0.5' or 'search=300' (fields of analysis.review.Analysis)",
    )  # fmt: skip
    ap.add_argument("--seed", type=int, default=5100)
    ap.add_argument(
        "--truth", type=int, default=0,
        help="also play each planting and the agent's choice out to the end this many times (paired)",
    )  # fmt: skip
    ap.add_argument("--truth-agent", default="", help="the agent of those games (default AGENT)")
    ap.add_argument(
        "--truth-cache", type=Path, default=None, metavar="FILE",
        help="keep what each planting really cost here and read back what is there (the paired "
        "games do not depend on the model or the analysis)",
    )  # fmt: skip
    ap.add_argument(
        "--model", action="append", default=[], metavar="LABEL=PATH",
        help="judge with this win probability model (a value.json) too, side by side with every "
        "analysis (repeatable; by default only the game's shipped model, labelled 'shipped')",
    )  # fmt: skip
    args = ap.parse_args()
    agent = levels(args.game)[args.agent].agent if args.agent in levels(args.game) else args.agent
    shipped = winprob.load(args.game)
    assert shipped is not None
    models = {"shipped": shipped}
    for text in args.model:
        label, _, path = text.partition("=")
        if not label or not path:
            ap.error(f"--model {text!r}: give LABEL=PATH")
        loaded = winprob.load(args.game, Path(path))
        assert loaded is not None
        models[label] = loaded
    base = Analysis(
        playouts=args.playouts, horizon=args.horizon, caution=args.caution, search=args.search
    )
    kinds = {"one-step value": ONE_STEP} if args.one_step else {str(base): base}
    for text in args.analysis:
        analysis = _analysis(text)
        kinds[str(analysis)] = analysis
    analyses = {
        (f"{name}, model {label}" if len(models) > 1 else name): (analysis, model)
        for name, analysis in kinds.items()
        for label, model in models.items()
    }
    names = list(analyses)
    cache = TruthCache(args.truth_cache)
    found: Found = {n: {k: [] for k in KINDS[args.game]} for n in names}
    own: dict[str, list[Judged]] = {n: [] for n in names}
    seconds: dict[str, list[float]] = {n: [] for n in names}
    truths: list[tuple[dict[str, Judged], float]] = []
    with Progress() as progress:
        task = progress.add_task(f"{args.game} {args.players}p", total=args.games)
        for g in range(args.games):
            planted, mine, took = planted_game(
                args.game, args.players, agent, args.seed + g, analyses, args.sample,
                args.truth, truths, args.truth_agent, cache,
            )  # fmt: skip
            for n in names:
                for kind, judged in planted[n].items():
                    found[n][kind] += judged
                own[n] += mine[n]
                seconds[n] += took[n]
            progress.advance(task)
    print(
        f"\n{args.game}, {args.players} players, {args.agent} ({agent}) at every seat, "
        f"{args.games} games"
        + (
            f"; truth: {args.truth} paired games to the end, {args.truth_agent or agent}"
            if args.truth
            else ""
        )
    )
    for n in names:
        report(n, found[n], own[n], seconds[n], [(f[n], t) for f, t in truths], args.sample)


if __name__ == "__main__":
    main()
