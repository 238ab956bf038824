"""How many clicks a whole game takes one person in the browser, before and after issue 23.

Plays GAMES 2-player games per title with the person's seat played by `medium` (its choices stand
for a person's) against `medium`, and counts the person's decisions as each version of the page
needs them clicked:

- before: one click per decision (every decision waited for a click, cubes were returned one at a
  time);
- after: decisions with a single legal choice apply themselves; a run of one-cube returns is one
  composed control (a click per kind of cube chosen, and one to send); with the routine choices of
  the game's page turned on (Pillars: always keep the drawn master builder), those decisions too.

The routine choices and the composed actions are read from the games' browser modules
(`routines`, `data-repeat`), so that this count follows the page.

    python benchmarks/clicks.py --games 20
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from importlib.resources import files
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai import make_agent
from masterbuilders.engine import Match, Observation, get_game


def page_rules(game: str) -> tuple[set[str], set[str]]:
    """The actions the game's page can make routine, and the action kinds it composes."""
    package, filename = get_game(game).renderer
    source = files(package).joinpath(filename).read_text()
    routines = set(re.findall(r'action:\s*"([^"]+)"', source))
    composed = {m.split(" ")[0] for m in re.findall(r'data-repeat="([^"$]+)', source)}
    return routines, composed


def count(game: str, seed: int, routines: set[str], composed: set[str]) -> dict[str, int]:
    match = Match(game, 2, seed)
    state = match.state
    agents = [make_agent("medium", match.agent_seed(i)) for i in range(2)]
    out = {"decisions": 0, "single": 0, "routine": 0, "composed_clicks": 0, "composed_actions": 0}
    burst: set[str] = set()

    def close_burst() -> None:
        if burst:
            out["composed_clicks"] += len(burst) + 1
            burst.clear()

    while not state.is_terminal():
        if state.is_chance():
            match.apply_chance()
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        action = agents[seat].act(Observation(state, seat, legal, match.agent_seed(seat)))
        if seat == 0:
            out["decisions"] += 1
            names = {str(a) for a in legal}
            if all(a.kind in composed for a in legal):
                out["composed_actions"] += 1
                burst.add(str(action))
            else:
                close_burst()
                if len(legal) == 1:
                    out["single"] += 1
                elif names & routines:
                    out["routine"] += 1
        elif burst:
            close_burst()
        match.apply(action, seat)
    close_burst()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=2300)
    args = ap.parse_args()
    rows = []
    with Progress() as progress:
        for game in ("pillars", "builders"):
            routines, composed = page_rules(game)
            task = progress.add_task(game, total=args.games)
            games = []
            for i in range(args.games):
                games.append(count(game, args.seed + i, routines, composed))
                progress.advance(task)
            before = [g["decisions"] for g in games]
            after = [
                g["decisions"] - g["single"] - g["composed_actions"] + g["composed_clicks"]
                for g in games
            ]
            routine = [a - g["routine"] for a, g in zip(after, games, strict=True)]
            rows.append((get_game(game).title, games, before, after, routine))
    print(f"\n{args.games} two-player games per title, the person's seat played by medium:\n")
    print(
        "| game | clicks before | after | after, with the routine choices on | single choices | one-cube returns |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for title, games, before, after, routine in rows:
        med = statistics.median
        print(
            f"| {title} | {med(before):.0f} | {med(after):.0f} | {med(routine):.0f} "
            f"| {med(g['single'] for g in games):.0f} | {med(g['composed_actions'] for g in games):.0f} |"
        )
    print("\n(medians per game)")


if __name__ == "__main__":
    main()
