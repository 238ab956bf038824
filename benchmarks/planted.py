"""Does the review find planted mistakes (issue 38)? Plays self-play games of AGENT; in each, one
decision of one seat is replaced by a clearly bad one of a kind the game offers (below), the game
is played on to its end by the same agents, and the finished record is reviewed. Reports, per
kind, the share of plantings the review judges a mistake or a blunder (and at least an
inaccuracy), and the share of the agents' own decisions it judges a mistake or worse.

Kinds planted (each where the decision offers it):
- pillars / pass-unused: pass in Phase I while every worker is free and a card could be taken;
- pillars / done-unused: "done" at the cathedral while a craftsman could still work;
- pillars / castle-last: a master builder to Shiring Castle in the last round (workers for a
  round that never comes);
- builders / end-early: end the turn with every action unused while a worker could be sent;
- builders / coins-wasted: buy an action (5 coins) and end the turn at once.

    python benchmarks/planted.py --game pillars --players 2 --games 30
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai.agents import make_agent
from masterbuilders.ai.review import review
from masterbuilders.engine import Action, GameState, Match, Observation

Planter = Callable[[GameState, list[Action]], Action | None]


def _pass_unused(state: GameState, legal: list[Action]) -> Action | None:
    view = state.view(state.current_player())
    me = view["players"][state.current_player()]
    if me["workers"]["on_cards"] == 0 and any(a.kind == "take" for a in legal):
        return next((a for a in legal if a.kind == "pass"), None)
    return None


def _done_unused(state: GameState, legal: list[Action]) -> Action | None:
    if any(a.kind == "use" for a in legal) and {a.kind for a in legal} <= {"use", "done"}:
        return next((a for a in legal if a.kind == "done"), None)
    return None


def _castle_last(state: GameState, legal: list[Action]) -> Action | None:
    if state.view(None)["round"] == 6:
        return next((a for a in legal if str(a) == "place castle"), None)
    return None


def _end_early(state: GameState, legal: list[Action]) -> Action | None:
    decision = state.view(state.current_player())["decision"]
    if decision.get("actions_left") == 3 and any(a.kind == "send" for a in legal):
        return next((a for a in legal if a.kind == "end"), None)
    return None


def _coins_wasted(state: GameState, legal: list[Action]) -> Action | None:
    return next((a for a in legal if a.kind == "buy-action"), None)


KINDS: dict[str, dict[str, Planter]] = {
    "pillars": {
        "pass-unused": _pass_unused,
        "done-unused": _done_unused,
        "castle-last": _castle_last,
    },
    "builders": {"end-early": _end_early, "coins-wasted": _coins_wasted},
}


def planted_game(
    game: str, players: int, agent: str, seed: int, kind: str
) -> tuple[str | None, list[str | None]] | None:
    """One game with one planting of `kind` (at a random eligible decision of a random seat):
    the planted decision's judgement and the judgements of every other decision."""
    match = Match(game, players, seed)
    state = match.state
    agents = [make_agent(agent, match.agent_seed(i)) for i in range(players)]
    rng = random.Random(seed)
    planter = KINDS[game][kind]
    seat_planted = rng.randrange(players)
    chance = 0.35  # plant at an eligible decision with this chance, so not always the first one
    planted_at: int | None = None
    follow_up: Action | None = None
    while not state.is_terminal():
        if state.is_chance():
            match.apply_chance()
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        action = agents[seat].act(Observation(state, seat, legal, match.agent_seed(seat)))
        if follow_up is not None and seat == seat_planted and follow_up in legal:
            action, follow_up = follow_up, None
        elif planted_at is None and seat == seat_planted and rng.random() < chance:
            bad = planter(state, legal)
            if bad is not None and bad != action:
                action = bad
                planted_at = len(match.record().actions)
                if kind == "coins-wasted":
                    follow_up = next((a for a in legal if a.kind == "end"), None)
        match.apply(action, seat)
    if planted_at is None:
        return None
    result = review(match.record())
    planted = next((d.judgement for d in result.decisions if d.index == planted_at), None)
    others = [d.judgement for d in result.decisions if d.index != planted_at]
    return planted, others


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--game", default="pillars", choices=sorted(KINDS))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=30, help="games per kind")
    ap.add_argument("--agent", default=None, help="default: the game's data agent (train-value)")
    ap.add_argument("--seed", type=int, default=5100)
    args = ap.parse_args()
    agent = (
        args.agent or {"pillars": "greedy:tuned=1", "builders": "greedy:beam=1,tuned=1"}[args.game]
    )
    rows = []
    others: list[str | None] = []
    with Progress() as progress:
        for kind in KINDS[args.game]:
            task = progress.add_task(kind, total=args.games)
            found: list[str | None] = []
            seed = args.seed
            while len(found) < args.games:
                out = planted_game(args.game, args.players, agent, seed, kind)
                seed += 1
                if out is None:
                    continue
                found.append(out[0])
                others += out[1]
                progress.advance(task)
            rows.append((kind, found))
    print(
        f"\n{args.game}, {args.players} players, {agent} at every seat, {args.games} plantings per kind\n"
    )
    print("| planted | games | mistake or blunder | at least an inaccuracy |\n|---|---:|---:|---:|")
    for kind, found in rows:
        bad = sum(j in ("mistake", "blunder") for j in found) / len(found)
        any_ = sum(j is not None for j in found) / len(found)
        print(f"| {kind} | {len(found)} | {100 * bad:.0f}% | {100 * any_:.0f}% |")
    worse = sum(j in ("mistake", "blunder") for j in others) / len(others)
    inacc = sum(j == "inaccuracy" for j in others) / len(others)
    print(
        f"\nthe agents' own {len(others)} decisions: {100 * worse:.1f}% judged a mistake or worse, "
        f"{100 * inacc:.1f}% an inaccuracy"
    )


if __name__ == "__main__":
    main()
