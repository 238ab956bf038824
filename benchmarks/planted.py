"""Does the review find planted mistakes (issue 38)? Plays self-play games of AGENT (by default the
game's expert level). At decisions where a kind of clearly bad choice below is possible, the
review's judgement (ai.review.judge_at: the same analysis, seeds and thresholds as a whole review)
is asked for that bad choice instead of the agent's; at a sample of the other decisions, for the
agent's own choice. Reports, per kind, the share of plantings judged a mistake or a blunder (and
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
- builders / coins-wasted: buy an extra action (5 coins) and end the turn at once.
Not planted: Pillars' pass in Phase I with every worker free. It looks bad and is not: the
workers go to the wool mill for a gold each (§3.1.4, whose note calls it a choice to consider).

    python benchmarks/planted.py --game builders --players 2 --games 20
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai import winprob
from masterbuilders.ai.agents import levels, make_agent
from masterbuilders.ai.review import DEFAULT, ONE_STEP, Analysis, Judged, judge_at
from masterbuilders.engine import Action, GameState, Match, Observation, sample_chance

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


KINDS: dict[str, dict[str, Planter]] = {
    "pillars": {
        "done-unused": _done_unused,
        "done-last": _done_last,
        "castle-last": _castle_last,
        "pass-last": _pass_last,
    },
    "builders": {
        "end-early": _end_early,
        "end-unfinished": _end_unfinished,
        "coins-wasted": _coins_wasted,
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


def planted_game(
    game: str,
    players: int,
    agent: str,
    seed: int,
    model: winprob.WinModel,
    analysis: Analysis,
    sample: float,
    truth: int = 0,
    truths: list[tuple[Judged, float]] | None = None,
    truth_agent: str = "",
) -> tuple[dict[str, list[Judged]], list[Judged], list[float]]:
    """One self-play game of `agent`: the judgements of plantings by kind (at most one per kind
    and seat), of a `sample` share of the agent's own decisions, and the seconds each took."""
    match = Match(game, players, seed)
    state = match.state
    agents = [make_agent(agent, match.agent_seed(i)) for i in range(players)]
    rng = random.Random(seed)
    planted: dict[str, list[Judged]] = {k: [] for k in KINDS[game]}
    done: set[tuple[str, int]] = set()
    own: list[Judged] = []
    seconds: list[float] = []
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
                    start = time.perf_counter()
                    planted[kind].append(judge_at(state, bad[0], index, model, analysis))
                    seconds.append(time.perf_counter() - start)
                    if truth and truths is not None:
                        real = true_drop(
                            state, bad[0], action, truth_agent or agent, truth, seed * 100 + index
                        )
                        truths.append((planted[kind][-1], real))
            if rng.random() < sample:
                start = time.perf_counter()
                own.append(judge_at(state, action, index, model, analysis))
                seconds.append(time.perf_counter() - start)
        match.apply(action, seat)
        index += 1
    return planted, own, seconds


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
    ap.add_argument("--seed", type=int, default=5100)
    ap.add_argument(
        "--truth", type=int, default=0,
        help="also play each planting and the agent's choice out to the end this many times (paired)",
    )  # fmt: skip
    ap.add_argument("--truth-agent", default="", help="the agent of those games (default AGENT)")
    args = ap.parse_args()
    agent = levels(args.game)[args.agent].agent if args.agent in levels(args.game) else args.agent
    model = winprob.load(args.game)
    assert model is not None
    analysis = (
        ONE_STEP
        if args.one_step
        else Analysis(playouts=args.playouts, horizon=args.horizon, caution=args.caution)
    )
    found: dict[str, list[Judged]] = {k: [] for k in KINDS[args.game]}
    own: list[Judged] = []
    seconds: list[float] = []
    truths: list[tuple[Judged, float]] = []
    with Progress() as progress:
        task = progress.add_task(f"{args.game} {args.players}p", total=args.games)
        for g in range(args.games):
            planted, mine, took = planted_game(
                args.game, args.players, agent, args.seed + g, model, analysis, args.sample,
                args.truth, truths, args.truth_agent,
            )  # fmt: skip
            for kind, judged in planted.items():
                found[kind] += judged
            own += mine
            seconds += took
            progress.advance(task)
    how = "one-step value" if args.one_step else f"{analysis}"
    print(
        f"\n{args.game}, {args.players} players, {args.agent} ({agent}) at every seat, "
        f"{args.games} games; analysis: {how}\n"
    )
    print("| planted | plantings | mistake or blunder | at least an inaccuracy | median drop |")
    print("|---|---:|---:|---:|---:|")
    for kind, judged in found.items():
        if not judged:
            print(f"| {kind} | 0 | - | - | - |")
            continue
        bad = sum(j.judgement in ("mistake", "blunder") for j in judged) / len(judged)
        any_ = sum(j.judgement is not None for j in judged) / len(judged)
        drop = statistics.median(j.drop for j in judged)
        print(f"| {kind} | {len(judged)} | {100 * bad:.0f}% | {100 * any_:.0f}% | {drop:.2f} |")
    everything = [j for js in found.values() for j in js]
    if everything:
        bad = sum(j.judgement in ("mistake", "blunder") for j in everything) / len(everything)
        print(f"| all kinds | {len(everything)} | {100 * bad:.0f}% | | |")
    if own:
        worse = sum(j.judgement in ("mistake", "blunder") for j in own) / len(own)
        inacc = sum(j.judgement == "inaccuracy" for j in own) / len(own)
        print(
            f"\nthe agent's own decisions (a {args.sample:.0%} sample, {len(own)}): "
            f"{100 * worse:.1f}% judged a mistake or worse, {100 * inacc:.1f}% an inaccuracy"
        )
    if truths:
        real = [t for _, t in truths]
        drops = [j.drop for j, _ in truths]
        print(
            f"\nwhat the plantings really cost (the seat's share of the win over {args.truth} "
            f"paired games to the end, {args.truth_agent or agent} at every seat): median "
            f"{statistics.median(real):.2f}, mean {statistics.fmean(real):.2f}; the review's drop: "
            f"median {statistics.median(drops):.2f}, mean {statistics.fmean(drops):.2f}; "
            f"correlation {statistics.correlation(drops, real) if len(set(drops)) > 1 else 0:.2f}\n"
        )
        print("| really cost | plantings | judged a mistake or worse | at least an inaccuracy |")
        print("|---|---:|---:|---:|")
        for low, high in ((-1.0, 0.1), (0.1, 0.2), (0.2, 2.0)):
            rows = [j for j, t in truths if low <= t < high]
            name = {-1.0: "under 0.10", 0.1: "0.10-0.20", 0.2: "0.20 or more"}[low]
            if rows:
                bad = sum(j.judgement in ("mistake", "blunder") for j in rows)
                any_ = sum(j.judgement is not None for j in rows)
                print(f"| {name} | {len(rows)} | {bad} ({100 * bad / len(rows):.0f}%) "
                      f"| {any_} ({100 * any_ / len(rows):.0f}%) |")  # fmt: skip
    if seconds:
        print(
            f"seconds per judged decision: median {statistics.median(seconds):.3f}, "
            f"max {max(seconds):.3f}"
        )


if __name__ == "__main__":
    main()
