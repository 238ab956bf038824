"""The server's own code per action, without network or ASGI.

Runs the server's `Manager` with its `Store` (SQLite in a temporary folder) and group-commit
`Writer`, as `serve` does, in this one process: N two-player Pillars games whose two seats each wait
for their subscriber's next message (the payload a WebSocket would carry, built and serialized as
the server does) and submit a random legal action taken from it. Reports actions per second and
CPU per action (the process's, the writer thread included); compared with `server_load.py`'s server
CPU per action this splits the server's cost into its own code (sessions, engine, views, storage)
and the web stack (uvicorn, WebSocket framing, ASGI layers, sockets).

It also times, inside the run, the calls the server makes most (the engine's `views` and `clone`,
the payload and its serialization), and the same engine calls on positions of seeded random games
outside the server: a busy server runs the same code more slowly than a microbenchmark does.

    python benchmarks/server_inprocess.py --games 200 --seconds 10 --repeat 3
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import uvloop
from rich.progress import Progress
from sqlalchemy import func, select

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.server_load import environment

from masterbuilders.engine import CHANCE, GameState, Match, get_game, sample_chance
from masterbuilders.server.app import tune_gc
from masterbuilders.server.manager import Manager
from masterbuilders.server.session import GameSession
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import EntryRow, Store

TIMED = ("views", "clone", "payload", "view_parts")
"""In-situ timings: the engine state's `views`, the match's `clone` (the trial copy of every
action: the state's clone and its steps; compiled, the state's own `clone` is called natively from
there and cannot be wrapped), the session's `payload` (the seat's view, log and the rest of the
message) and `view_parts` (their JSON)."""


class NoBots:
    """Every seat is human here: a pool of bot processes would only cost start-up time."""


@contextlib.contextmanager
def timing(cls_and_names: list[tuple[type, str]], into: Counter[str]) -> Iterator[None]:
    """Wrap methods to add their calls and seconds to `into` (`name` and `name#`)."""
    owners = [
        (next(c for c in cls.__mro__ if name in c.__dict__), name) for cls, name in cls_and_names
    ]
    saved = [(cls, name, cls.__dict__[name]) for cls, name in owners]

    def wrap(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                into[name] += time.perf_counter() - t
                into[name + "#"] += 1

        return timed

    try:
        for cls, name, fn in saved:
            setattr(cls, name, wrap(name, fn))
        yield
    finally:
        for cls, name, fn in saved:
            setattr(cls, name, fn)


async def drive(games: int, seconds: float, folder: Path) -> dict[str, Any]:
    """`games` games in play at once for `seconds` (each finished game is replaced by a new one)."""
    store = Store(f"sqlite:///{folder / 'inprocess.sqlite3'}")
    # one client creating every game: the per-client creation limit (made for people) is lifted
    manager = Manager(store, NoBots(), settings=Settings(creations_per_minute=1e9))  # type: ignore[arg-type]
    manager.start()
    submitted = created = 0
    stop = time.monotonic() + seconds

    async def seat(session: GameSession, me: int, token: str, rng: random.Random) -> None:
        nonlocal submitted
        sub = manager.subscribe(session, me)
        try:
            while time.monotonic() < stop:
                await sub.next_message(session)
                view = session.view_of(me)
                if view["decision"]["over"]:
                    return
                legal = view["decision"].get("legal_actions")
                if session.state.current_player() != me or not legal:
                    continue
                await manager.submit(session, token, session.version, rng.choice(legal))
                submitted += 1
        finally:
            manager.unsubscribe(session, sub)

    async def slot(index: int) -> None:
        nonlocal created
        rng = random.Random(index)
        while time.monotonic() < stop:
            body = {"game": "pillars", "players": 2, "seats": [{"kind": "human"}] * 2}
            session, tokens = await manager.create(body)
            created += 1
            await asyncio.gather(
                *(seat(session, i, tok, rng) for i, tok in enumerate(tokens) if tok)
            )

    async def stopper() -> None:
        # seats still waiting for an update when the time is up are woken to see it is
        await asyncio.sleep(seconds)
        for session in list(manager.sessions.values()):
            manager.notify(session)

    timed: Counter[str] = Counter()
    state_cls = type(get_game("pillars").new_game(2))
    wrapped = [(state_cls, "views"), (Match, "clone")]
    wrapped += [(GameSession, "payload"), (GameSession, "view_parts")]
    try:
        with timing(wrapped, timed):
            cpu, start = time.process_time(), time.monotonic()
            await asyncio.gather(stopper(), *(slot(i) for i in range(games)))
            cpu, wall = time.process_time() - cpu, time.monotonic() - start
    finally:
        await manager.stop()
    with store.engine.connect() as conn:
        stored = conn.scalar(
            select(func.count()).select_from(EntryRow).where(EntryRow.seat.is_not(None))
        )
    store.dispose()
    return {
        "games": games,
        "games_created": created,
        "seconds": round(wall, 2),
        "actions": submitted,
        "stored_seat_actions": stored,
        "actions_per_s": round(submitted / wall, 1),
        "cpu_us_per_action": round(1e6 * cpu / max(1, submitted), 1),
        "in_situ_us": {
            k: round(1e6 * timed[k] / timed[k + "#"], 1) for k in TIMED if timed[k + "#"]
        },
        "calls_per_action": {k: round(timed[k + "#"] / max(1, submitted), 2) for k in TIMED},
    }


def positions(games: int) -> list[GameState]:
    """Every decision point of `games` seeded random two-player Pillars games."""
    spec = get_game("pillars")
    out: list[GameState] = []
    for seed in range(games):
        state, rng = spec.new_game(2), random.Random(seed)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(sample_chance(state, rng))
                continue
            out.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return out


def micro(states: list[GameState]) -> dict[str, float]:
    """µs per call of `views` (both seats) and `clone` on `states`, one after another."""
    out = {}
    for name, call in (("views", lambda s: s.views({0, 1})), ("clone", lambda s: s.clone())):
        t = time.perf_counter()
        for s in states:
            call(s)
        out[name] = round(1e6 * (time.perf_counter() - t) / len(states), 1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--gc",
        choices=["server", "off"],
        default="server",
        help="server: the server's collector tuning (tune_gc); off: no collections",
    )
    args = ap.parse_args()
    print("environment:", environment())
    states = positions(20)
    if args.gc == "off":
        gc.disable()
    else:
        tune_gc()
    rows = []
    with Progress() as progress:
        task = progress.add_task("in-process runs", total=args.repeat)
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as folder:
                row = uvloop.run(drive(args.games, args.seconds, Path(folder)))
            row["micro_us"] = micro(states)
            row["gc"] = args.gc
            progress.console.print(row)
            rows.append(row)
            progress.advance(task)
    print(
        "\n| games | gc | run | actions/s | CPU µs/action | in situ µs: views / clone / "
        "payload / view_parts | outside: views / clone |"
    )
    print("|---:|---|---:|---:|---:|---|---|")
    for i, r in enumerate(rows, 1):
        s, m = r["in_situ_us"], r["micro_us"]
        print(
            f"| {r['games']} | {r['gc']} | {i} | {r['actions_per_s']:,} | {r['cpu_us_per_action']} | "
            f"{s['views']} / {s['clone']} / {s['payload']} / {s['view_parts']} | "
            f"{m['views']} / {m['clone']} |"
        )
    med = statistics.median(r["cpu_us_per_action"] for r in rows)
    print(f"\nmedian CPU per action: {med} µs")


if __name__ == "__main__":
    main()
