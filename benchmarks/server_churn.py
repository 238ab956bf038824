"""Server CPU per game created (and, by default, joined): the cost a sustained load pays for
every game it replaces, apart from the game's actions.

Starts `masterbuilders serve` (SQLite in a temporary folder), then creates --games two-player
Pillars games over HTTP, --concurrency at a time; with --connect each game's two seats also open
their WebSocket, wait for their first update and close. Reports the server's CPU (all its
processes, user + system) per game, median of --repeat batches.

    python benchmarks/server_churn.py --games 300 --repeat 3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import uvloop

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.server_load import auth, environment, new_game, process_cpu
from benchmarks.ws_client import LeanWebSocket
from tests.server.conftest import ONE_CLIENT, Server


async def churn(server: Server, first: int, games: int, concurrency: int, connect: bool) -> float:
    """Server CPU seconds spent on `games` games created (and joined, with `connect`)."""
    client = httpx.AsyncClient(base_url=server.base, timeout=30)
    gate = asyncio.Semaphore(concurrency)

    async def join(url: str, token: str) -> None:
        first_update = asyncio.get_running_loop().create_future()

        def on_text(ws: LeanWebSocket, raw: bytes) -> None:
            if not first_update.done():
                first_update.set_result(len(raw))

        ws = await LeanWebSocket.connect(url, on_text)
        ws.send_text(auth(token))
        await first_update
        ws.close()

    async def one(seed: int) -> None:
        async with gate:
            r = await client.post("/api/games", json=new_game(seed))
            r.raise_for_status()
            game = r.json()
            if connect:
                for j in game["join"]:
                    await join(f"{server.ws}/ws/games/{game['id']}", j["token"])

    try:
        before = process_cpu(server)
        await asyncio.gather(*(one(first + i) for i in range(games)))
        return process_cpu(server) - before
    finally:
        await client.aclose()


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--games", type=int, default=300, help="games per batch")
    ap.add_argument("--concurrency", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3, help="batches of each kind")
    ap.add_argument("--json", type=Path, help="also write the rows as JSON")
    args = ap.parse_args()
    env = environment()
    print("environment:", json.dumps(env), flush=True)
    rows: list[dict[str, Any]] = []
    work = Path(tempfile.mkdtemp(prefix="mb-churn-"))
    server = Server(f"sqlite:///{work / 'churn.sqlite3'}", work, env=ONE_CLIENT)
    server.start()
    try:
        uvloop.run(churn(server, 0, 20, args.concurrency, True))  # warm-up
        seed = 20
        costs: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(args.repeat):
            for connect in (False, True):  # alternated, so drift hits both alike
                t = time.monotonic()
                cpu = uvloop.run(churn(server, seed, args.games, args.concurrency, connect))
                seed += args.games
                costs[connect].append(1000 * cpu / args.games)
                print(
                    f"{'create + 2 WebSockets' if connect else 'create'}: "
                    f"{1000 * cpu / args.games:.2f} ms server CPU per game "
                    f"({time.monotonic() - t:.1f} s)",
                    flush=True,
                )
    finally:
        server.stop()
    for connect, ms in costs.items():
        rows.append(
            {
                "what": "create + 2 WebSockets" if connect else "create",
                "ms_per_game": [round(x, 2) for x in ms],
                "median_ms": round(statistics.median(ms), 2),
                "environment": env,
            }
        )
    print("\n| per game | server CPU ms per game (median) | batches |")
    print("|---|---:|---|")
    for r in rows:
        batches = ", ".join(f"{x:.2f}" for x in r["ms_per_game"])
        print(f"| {r['what']} | {r['median_ms']} | {batches} |")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
