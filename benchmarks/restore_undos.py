"""Restoring a game whose log holds many undos (issue 36): the server reads a game back from its
log at a restart or a takeover. Before, each stored undo replayed the whole game (`Match.undo`
rebuilds from the start), so a client's (move, undo) pairs cost ~0.3-0.6 ms each to restore, in
the event loop of the instance taking the game over. Now undo markers take their steps off the
list before anything is replayed (server/restore.py `rebuild`): one replay whatever the log holds.

Both ways on the same logs, alternating, median of `--repeat` runs each:

    .venv/bin/python benchmarks/restore_undos.py --pairs 0 1000 10000 --repeat 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rich.console import Console
from rich.progress import track
from rich.table import Table

from masterbuilders.engine import Match, get_game, parse_action
from masterbuilders.server.clock import SYSTEM
from masterbuilders.server.restore import new_session, rebuild
from masterbuilders.server.storage import Entry, GameRow


def a_log(game: str, pairs: int, seed: int = 3) -> tuple[GameRow, list[Entry]]:
    """A 2-player game played at random to its middle, then `pairs` (move, undo) pairs of the seat
    to move at a point where undo is allowed, then played on to its end."""
    row = GameRow(
        id="bench", game=game, num_players=2, options={}, seed=0, secret=str(seed),
        seats=[{"kind": "human"}, {"kind": "human"}], clock=None, status="active",
        result=None, created=time.time(), finished=None,
    )  # fmt: skip
    match = Match(game, 2, str(seed))
    rng = random.Random(seed)
    entries: list[Entry] = []

    def add(kind: str, text: str, seat: int | None) -> None:
        entries.append(Entry(len(entries), kind, text, seat))

    undone = False
    while not match.state.is_terminal():
        if match.state.is_chance():
            add("action", str(match.apply_chance()), None)
            continue
        seat = match.state.current_player()
        action = rng.choice(match.state.legal_actions())
        match.apply(action, seat)
        add("action", str(action), seat)
        if not undone and len(entries) > 150 and match.undo_refusal(seat) is None:
            match.undo(seat)
            for _ in range(pairs):
                add("undo", "1", seat)
                add("action", str(action), seat)
            match.apply(action, seat)
            undone = True
    return row, entries


def per_undo(row: GameRow, entries: list[Entry]) -> Match:
    """The way before: each undo marker replays the game from its start."""
    match = Match(row.game, row.num_players, row.chance_seed())
    for e in entries:
        if e.kind == "action":
            match.apply_trusted(parse_action(e.text))
        elif e.kind == "undo":
            match.undo(e.seat if e.seat is not None else -1)
    return match


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="pillars")
    parser.add_argument("--pairs", type=int, nargs="+", default=[0, 1000, 10000])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    get_game(args.game)
    console = Console()
    table = Table(title=f"restoring a {args.game} game with N (move, undo) pairs in its log")
    for column in ("pairs", "entries", "per undo (before) ms", "one replay (now) ms", "ratio"):
        table.add_column(column, justify="right")
    for pairs in args.pairs:
        row, entries = a_log(args.game, pairs)
        before: list[float] = []
        now: list[float] = []
        for _ in track(range(args.repeat), description=f"{pairs} pairs", console=console):
            t = time.perf_counter()
            old = per_undo(row, entries)
            before.append(time.perf_counter() - t)
            t = time.perf_counter()
            new = rebuild(new_session(row), entries, SYSTEM)
            now.append(time.perf_counter() - t)
            assert new.match.state.view(None) == old.state.view(None)
            assert [s.action for s in new.match.steps] == [s.action for s in old.steps]
        b, n = statistics.median(before) * 1000, statistics.median(now) * 1000
        table.add_row(str(pairs), str(len(entries)), f"{b:.1f}", f"{n:.1f}", f"{b / n:.1f}x")
    console.print(table)


if __name__ == "__main__":
    main()
