"""How many clicks a whole game takes one person in the browser, and how long the page keeps them
watching the bots' moves (issues 23 and 37).

Plays GAMES games per title with the person's seat (seat 0) played by `medium` (its choices stand
for a person's) against bots of LEVEL, and counts the person's decisions as each version of the
page needs them clicked:

- one click per decision (every decision waited for a click, cubes were returned one at a time);
- issue 23's page: decisions with a single legal choice apply themselves; a run of one-cube
  returns is one composed control (a click per kind of cube chosen, and one to send); the routine
  choices (Pillars: always keep the drawn master builder) only if the player found them in
  Settings, so each routine decision still takes a click;
- issue 37's page: the routine is offered as one tap ("always") beside its prompt the first time
  it comes: one click for that decision, none for the later ones; and a visit to the Pillars
  market is one composed choice (for each kind of cube: sell or buy how many, then one send that
  also leaves): a click per kind traded and one to send, however many single trades the person's
  player made of it (medium sells one cube at a time; a person with the form chooses the count).
  The visit is counted as planned at its start, as a person with the form plans it; its trades
  wait through the other players' market turns on the page.

The routine choices and the composed actions are read from the games' browser modules
(`routines`, `data-repeat`, `data-trade` with `data-finish`), so that this count follows the page.

Pace: the bots' moves are computed as the server computes them (`server.bots.bot_move` in a
spawned worker process, the state sent to it pickled), each round trip timed; chance draws take
the time the engine takes to apply them. Each step is one update to the page, arriving when the
server has it. The page's rules (web/js/game/connection.js `holdFor`) then say when it shows
each update:

- before (issue 23's page): every update by another seat stays 0.7 s (a draw 0.25 s) before the
  next one is shown, and the page stays busy for that long after the last one too;
- now, pace "quick" (the default): a move by another seat stays half as long as the server took to
  make it (at most 0.7 s, a draw at most 0.25 s); an update that asks the person to decide is not
  held at all.

"Page time" is, summed over the game, the time from each of the person's moves (and the start) to
the page being ready for their next decision; "server time" is the bots' and draws' time in the
same spans.

    python benchmarks/clicks.py --games 20 --players 4
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib.resources import files
from multiprocessing import get_context
from pathlib import Path

from rich.progress import Progress

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from masterbuilders.ai import make_agent
from masterbuilders.engine import Match, Observation, get_game, parse_action
from masterbuilders.server.bots import bot_move

STEP = {"move": 0.7, "chance": 0.25}
"""The page's hold of one update by another seat (web/js/game/connection.js STEP_MS), in
seconds."""
PERSONS = {
    "medium": "",
    "keeps": " (always keeping the drawn builder)",
    "routines": " (every routine of the page on)",
}
"""How each --person is named in the report."""


def page_rules(game: str) -> tuple[dict[str, str], set[str], set[str], set[str]]:
    """The page's routines (id: its fixed action, or "plan:ID" for one the game reckons in the
    view's decision.routines), the action kinds it composes one cube at a time, the kinds a visit
    form composes (a count each) and the actions that finish the visit."""
    package, filename = get_game(game).renderer
    source = files(package).joinpath(filename).read_text()
    routines = {
        rid: (f"plan:{plan}" if plan else action)
        for rid, action, plan in re.findall(
            r'id:\s*"([^"]+)"[^}]*?(?:action:\s*"([^"]+)"|plan:\s*"([^"]+)")', source
        )
    }
    composed = {m.split(" ")[0] for m in re.findall(r'data-repeat="([^"$]+)', source)}
    traded = (
        set(re.findall(r'<option value="(\w+) \$\{', source)) if "data-trade=" in source else set()
    )
    finish = set(re.findall(r'data-finish="([^"$]+)"', source))
    return routines, composed, traded, finish


def page_time(steps: list[tuple[str, float]], rule: str) -> float:
    """Seconds from the person's move to the page being ready for their next decision, for one
    span of `steps` (kind, server seconds): each update arrives when the server has made it and
    is shown once the one before has been held long enough (the page's rule)."""
    arrived = shown = 0.0
    hold = 0.0
    for kind, seconds in steps:
        arrived += seconds
        shown = max(arrived, shown + hold)
        step = STEP[kind]
        hold = step if rule == "before" else min(step, seconds / 2)
    # before: the page held the last update too (busy, the decision's click refused after it)
    return shown + hold if rule == "before" and steps else shown


def count(
    game: str,
    seed: int,
    players: int,
    level: str,
    routines: dict[str, str],
    composed: set[str],
    visits: tuple[set[str], set[str]],
    pool: ProcessPoolExecutor,
    on: set[str],
) -> dict[str, float]:
    match = Match(game, players, seed)
    state = match.state
    person = make_agent("medium", match.agent_seed(0))
    out: dict[str, float] = {
        "decisions": 0,
        "single": 0,
        "routine": 0,
        "composed_clicks": 0,
        "composed_actions": 0,
        "visit_decisions": 0,
        "visit_clicks": 0,
        "server": 0.0,
        "before": 0.0,
        "now": 0.0,
        "bot_moves": 0,
    }
    burst: set[str] = set()
    traded, finish = visits
    visit: set[str] | None = None  # the kinds traded in the person's visit under way
    span: list[tuple[str, float]] = []

    def close_burst() -> None:
        if burst:
            out["composed_clicks"] += len(burst) + 1
            burst.clear()

    def close_span() -> None:
        out["server"] += sum(s for _, s in span)
        out["before"] += page_time(span, "before")
        out["now"] += page_time(span, "now")
        span.clear()

    while not state.is_terminal():
        if state.is_chance():
            start = time.perf_counter()
            match.apply_chance()
            span.append(("chance", time.perf_counter() - start))
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        if seat != 0:
            start = time.perf_counter()
            text = pool.submit(
                bot_move, state.clone(), seat, level, match.agent_seed(seat)
            ).result()
            span.append(("move", time.perf_counter() - start))
            out["bot_moves"] += 1
            if burst:
                close_burst()
            match.apply(parse_action(text), seat)
            continue
        close_span()
        action = person.act(Observation(state, seat, legal, match.agent_seed(seat)))
        out["decisions"] += 1
        names = {str(a) for a in legal}
        # what each routine would choose here (a fixed action, or the plan the view reckons)
        plans = state.view(seat)["decision"].get("routines", {})
        here = {
            rid: plans.get(rule[5:]) if rule.startswith("plan:") else rule
            for rid, rule in routines.items()
        }
        here = {rid: a for rid, a in here.items() if a in names}
        taken = next((rid for rid in here if rid in on), None)
        if taken:  # the routine is on: it makes the choice, the person clicks nothing
            action = parse_action(here[taken])
        kinds = {a.kind for a in legal}
        if len(legal) > 1 and not taken:
            kinds_seen = "/".join(sorted(kinds))
            out[f"kind:{kinds_seen}"] = out.get(f"kind:{kinds_seen}", 0) + 1
        if traded and kinds <= traded | finish and kinds & finish:
            # a visit: each trade a kind and count chosen in one form, sent with its finish
            visit = set() if visit is None else visit
            out["visit_decisions"] += len(legal) > 1
            if str(action) in finish:
                out["visit_clicks"] += len(visit) + 1 if visit or len(legal) > 1 else 0
                visit = None
            else:
                visit.add(str(action).rsplit(" ", 1)[0])
        if all(a.kind in composed for a in legal):
            out["composed_actions"] += 1
            burst.add(str(action))
        else:
            close_burst()
            if len(legal) == 1:
                out["single"] += 1
            elif here:
                out["routine"] += 1
                rid = taken or next(iter(here))
                out[f"routine:{rid}"] = out.get(f"routine:{rid}", 0) + 1
        match.apply(action, seat)
    close_burst()
    close_span()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="medium", help="the bots' level (the server's default)")
    ap.add_argument("--seed", type=int, default=2300)
    ap.add_argument(
        "--person",
        choices=("medium", "keeps", "routines"),
        default="medium",
        help="medium: the person's seat chooses as medium does everywhere; keeps: as medium, but "
        "it always keeps the drawn master builder, as the player of issue 37 did and as the page "
        "does once that routine is on; routines: as medium, with every routine of the page on "
        "(each makes its choices)",
    )
    ap.add_argument(
        "--kinds",
        action="store_true",
        help="also print the person's decisions with more than one choice (the routine's aside) "
        "by the kinds of action they offer: mean per game",
    )
    args = ap.parse_args()
    rows = []
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool, Progress() as progress:
        pool.submit(bot_move, Match("builders", 2, 1).state, 0, args.level, 1)  # warm up
        for game in ("pillars", "builders"):
            routines, composed, traded, finish = page_rules(game)
            task = progress.add_task(game, total=args.games)
            games = []
            for i in range(args.games):
                games.append(
                    count(
                        game,
                        args.seed + i,
                        args.players,
                        args.level,
                        routines,
                        composed,
                        (traded, finish),
                        pool,
                        {"medium": set(), "keeps": {"keepBuilder"}}.get(args.person, set(routines)),
                    )
                )
                progress.advance(task)
            rows.append((get_game(game).title, games))
    med = statistics.median
    print(
        f"\n{args.games} {args.players}-player games per title, the person's seat played by "
        f"medium{PERSONS[args.person]}, the "
        f"bots {args.level}:\n"
    )
    print(
        "| game | one click per decision | issue 23's page | issue 37's page (one-tap always, "
        "market in one go) | issue 37's page, routine on from the start "
        "| single choices | routine decisions | market decisions: clicks |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for title, games in rows:
        before = [g["decisions"] for g in games]
        page23 = [
            g["decisions"] - g["single"] - g["composed_actions"] + g["composed_clicks"]
            for g in games
        ]
        visits = [g["visit_clicks"] - g["visit_decisions"] for g in games]
        # the first decision of each routine one tap ("always"), the later ones none
        page37 = [
            c - g["routine"] + sum(1 for k in g if k.startswith("routine:")) + v
            for c, g, v in zip(page23, games, visits, strict=True)
        ]
        routine_on = [c - g["routine"] + v for c, g, v in zip(page23, games, visits, strict=True)]
        print(
            f"| {title} | {med(before):.0f} | {med(page23):.0f} | {med(page37):.0f} "
            f"| {med(routine_on):.0f} | {med(g['single'] for g in games):.0f} "
            f"| {med(g['routine'] for g in games):.0f} "
            f"| {med(g['visit_decisions'] for g in games):.0f}: "
            f"{med(g['visit_clicks'] for g in games):.0f} |"
        )
    print("\n(clicks, medians per game)\n")
    print(
        "| game | bot moves | server's bot time s | page time before s | page time now s "
        "| now / server | before / server |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for title, games in rows:
        server = [g["server"] for g in games]
        now = [g["now"] for g in games]
        before_t = [g["before"] for g in games]
        ratio = [n / s for n, s in zip(now, server, strict=True)]
        print(
            f"| {title} | {med(g['bot_moves'] for g in games):.0f} | {med(server):.2f} "
            f"| {med(before_t):.1f} | {med(now):.2f} | {med(ratio):.2f} (max {max(ratio):.2f}) "
            f"| {med(b / s for b, s in zip(before_t, server, strict=True)):.0f} |"
        )
    print("\n(seconds per game, medians; max: the worst game)")
    if args.kinds:
        for title, games in rows:
            print(f"\n{title}: the person's decisions by the kinds of action offered, per game\n")
            print("| kinds of action offered | decisions per game (mean) |\n|---|---:|")
            keys = sorted({k for g in games for k in g if k.startswith("kind:")})
            means = {k: sum(g.get(k, 0) for g in games) / len(games) for k in keys}
            for k in sorted(keys, key=lambda k: -means[k]):
                print(f"| {k[5:]} | {means[k]:.1f} |")


if __name__ == "__main__":
    main()
