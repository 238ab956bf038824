"""Server load: N concurrent games, every seat played by this separate process over WebSockets.

Starts `masterbuilders serve` as its own process (SQLite or PostgreSQL), creates N two-player
Pillars games with two human seats each, and drives every seat from here: wait for your update,
pick a random legal action, send it over the WebSocket, and time until the server's update with
the next version arrives (the action's latency, commit and broadcast included). Reports games
completed, actions per second and p50/p99 latency. Bounded: stops after --seconds.

    python benchmarks/server_load.py --games 50 --seconds 60 --database sqlite
    python benchmarks/server_load.py --games 200 --seconds 60 --database postgresql

With several --think values it sweeps the offered load (200 games whose seats wait ~0.1 s offer
at most 2,000 actions/s) and --plot draws p50/p99 latency against actions/s per database: where
the server's capacity ends and latency turns into queueing.

    python benchmarks/server_load.py --games 200 --think 0 0.1 0.2 --plot load.png

With --servers K it starts K independent server processes on the same database and deals the games
out among them round-robin, every seat talking to its game's process: the best that game-sharded
server processes (each game owned by one process) could do on this machine, without the cost of
routing connections to their owner.

    python benchmarks/server_load.py --games 200 --servers 1 2 --repeat 3 --database sqlite

Without --sustain the N games start together and the run ends when they finish (all of one
length, they finish within the last seconds). With --sustain each finished game is replaced at
once by a new one, created over HTTP inside the window, so N games are in play for all --seconds:
the steady state, including game creation and the older generations' garbage collections.

    python benchmarks/server_load.py --games 200 --seconds 60 --sustain

A sustained run's first games all start in the same second and, being of about one length, the
first generation ends within the same few seconds, a burst of game creations no steady state
has. --warmup S plays S seconds before the window opens (nothing before it counts), so the window
sees games of every age:

    python benchmarks/server_load.py --games 200 --seconds 45 --sustain --warmup 15

With --instances K (PostgreSQL) the server is K identical instances behind Debian's nginx, as
deployed (server/deploy.py, docs/operators.md, "Deploying"); 0, the default, is one `serve` process reached
directly. Side by side:

    python benchmarks/server_load.py --games 200 --database postgresql --instances 0 1 2 3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import orjson
import uvloop
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.ws_client import LeanWebSocket
from tests.server.conftest import ONE_CLIENT, PG_URL, Server, free_port

from masterbuilders.server.app import tune_gc


class Behind:
    """K instances on one PostgreSQL database behind nginx (server/deploy.py)."""

    def __init__(self, url: str, work: Path, instances: int) -> None:
        from masterbuilders.server.deploy import Cluster  # not in servers before issue 26

        env = {**ONE_CLIENT, "MASTERBUILDERS_BOT_WORKERS": "1"}
        self.cluster = Cluster(
            url,
            instances,
            port=free_port(),
            ports=[free_port() for _ in range(instances)],
            folder=work / "cluster",
            env=env,
        )
        self.base = self.cluster.url
        self.ws = self.base.replace("http", "ws", 1)

    def start(self) -> None:
        self.cluster.start()

    def stop(self) -> None:
        self.cluster.stop()

    def pids(self) -> list[int]:
        procs = [self.cluster.nginx, *self.cluster.instances.values()]
        return [p.pid for p in procs if p is not None]


class Seat:
    """One seat: on each update, time the pending action if this update answers it, and if the
    seat is to move, pick a random legal action and send it (after `think` seconds on average)."""

    def __init__(
        self, seat: int, rng: random.Random, stats: dict[str, list[float]], think: float
    ) -> None:
        self.seat = seat
        self.rng = rng
        self.stats = stats
        self.think = think
        self.pending: tuple[int, float] | None = None
        self.finished = False

    def on_update(self, raw: bytes | str) -> bytes | None:
        """The action message to send in answer (None: nothing to send yet)."""
        msg = orjson.loads(raw)
        if msg.get("type") == "error":
            self.pending = None
            self.stats["errors"].append(1.0)
            return None
        version = msg["version"]
        if self.pending and version > self.pending[0]:
            now = time.monotonic()
            self.stats["latency"].append(now - self.pending[1])
            self.stats["done_at"].append(now)
            self.pending = None
        decision = msg["view"]["decision"]
        if decision["over"]:
            self.finished = True
            return None
        if msg["to_move"] != self.seat or self.pending is not None:
            return None
        if "legal_actions" not in decision:
            return None
        action = self.rng.choice(decision["legal_actions"])
        self.pending = (version, 0.0)  # chosen; the clock starts when it is sent
        return orjson.dumps({"type": "action", "version": version, "action": action})

    def sent(self) -> None:
        assert self.pending is not None
        self.pending = (self.pending[0], time.monotonic())

    def delay(self) -> float:
        return self.rng.uniform(0.5 * self.think, 1.5 * self.think) if self.think else 0.0


def auth(token: str | None) -> bytes:
    """A WebSocket's first message: whose seat the connection is (the token is never in a URL)."""
    return orjson.dumps({"type": "auth", "token": token})


async def lean_seat(url: str, seat: Seat, deadline: float, token: str | None = None) -> bool:
    """A seat on the callback client (benchmarks/ws_client.py): the default."""
    loop = asyncio.get_running_loop()

    def send(ws: LeanWebSocket, data: bytes) -> None:
        seat.sent()
        ws.send_text(data)

    def on_text(ws: LeanWebSocket, raw: bytes) -> None:
        data = seat.on_update(raw)
        if seat.finished:
            ws.close()
        elif data is not None:
            wait = seat.delay()
            if wait:
                loop.call_later(wait, send, ws, data)
            else:
                send(ws, data)

    ws = await LeanWebSocket.connect(url, on_text)
    ws.send_text(auth(token))
    try:
        await asyncio.wait_for(asyncio.shield(ws.closed), deadline - time.monotonic())
    except TimeoutError:
        ws.close()
    return seat.finished


async def websockets_seat(url: str, seat: Seat, deadline: float, token: str | None = None) -> bool:
    """A seat on the `websockets` library (--client websockets: about twice the client's CPU)."""
    async with websockets.connect(url, max_size=2**24) as ws:
        await ws.send(auth(token).decode())
        try:
            async with asyncio.timeout_at(
                asyncio.get_running_loop().time() + deadline - time.monotonic()
            ):
                async for raw in ws:
                    data = seat.on_update(raw)
                    if seat.finished:
                        return True
                    if data is not None:
                        wait = seat.delay()
                        if wait:
                            await asyncio.sleep(wait)
                        seat.sent()
                        await ws.send(data.decode())
        except TimeoutError:
            return False
    return seat.finished


def new_game(seed: int) -> dict[str, Any]:
    return {
        "game": "pillars",
        "players": 2,
        "seed": seed,
        "practice": True,  # a chosen seed: every run plays the same games
        "seats": [{"kind": "human"}, {"kind": "human"}],
    }


async def drive(
    servers: list[Server],
    games: int,
    seconds: float,
    think: float,
    client: str,
    sustain: bool,
    warmup: float = 0.0,
) -> dict[str, Any]:
    """Create `games` games, then play all their seats at once until they finish or `seconds`
    pass. With `sustain`, each finished game is replaced at once by a new one (created over
    HTTP inside the measured window), so `games` stay in play for the whole window. With
    `warmup`, the games are played that many seconds before the window opens: nothing answered
    before it counts (latencies, actions, CPU), so the window sees games of every age instead of
    200 games started in the same second and ending, the first time, within the same few seconds."""
    clients = [httpx.AsyncClient(base_url=s.base, timeout=30) for s in servers]
    created = 0

    async def create() -> tuple[Server, dict[str, Any], int]:
        nonlocal created
        seed, k = created, created % len(servers)
        created += 1
        r = await clients[k].post("/api/games", json=new_game(seed))
        r.raise_for_status()
        return servers[k], r.json(), seed

    stats: dict[str, list[float]] = {"latency": [], "done_at": [], "errors": []}
    run = lean_seat if client == "lean" else websockets_seat

    async def play(server: Server, g: dict[str, Any], seed: int, deadline: float) -> bool:
        """Both seats of one game; True if it finished."""
        seats = []
        for j in g["join"]:
            url = f"{server.ws}/ws/games/{g['id']}"
            rng = random.Random(seed * 10 + j["seat"])
            seats.append(run(url, Seat(j["seat"], rng, stats, think), deadline, j["token"]))
        return all(await asyncio.gather(*seats))

    async def slot(first: tuple[Server, dict[str, Any], int], deadline: float) -> list[float]:
        """One game after another in one place of the `games` until the deadline: when each
        finished."""
        done = await play(*first, deadline)
        finished = [time.monotonic()] if done else []
        # a game left unfinished means the window closed (its timer may fire a hair early)
        while sustain and done and time.monotonic() < deadline:
            done = await play(*await create(), deadline)
            finished += [time.monotonic()] if done else []
        return finished

    async def open_window(at: float) -> tuple[float, int, float, float]:
        """When the window opened, how many actions were answered before it, and the client's
        and the servers' CPU seconds at that moment."""
        await asyncio.sleep(max(0.0, at - time.monotonic()))
        n_done = len(stats["latency"])
        return time.monotonic(), n_done, time.process_time(), sum(process_cpu(s) for s in servers)

    try:
        firsts = [await create() for _ in range(games)]
        begin = time.monotonic()
        deadline = begin + warmup + seconds
        window = asyncio.create_task(open_window(begin + warmup))
        results = await asyncio.gather(*(slot(f, deadline) for f in firsts), return_exceptions=True)
        start, first, cpu, server_cpu = await window
        elapsed = time.monotonic() - start
        cpu = time.process_time() - cpu
        server_cpu = sum(process_cpu(s) for s in servers) - server_cpu
    finally:
        for c in clients:
            await c.aclose()
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures:
        raise RuntimeError(f"{len(failures)} games failed, the first: {failures[0]!r}")
    lat = sorted(stats["latency"][first:])
    q = statistics.quantiles(lat, n=100) if len(lat) > 100 else [float("nan")] * 99
    return {
        "games": games,
        "sustain": sustain,
        "games_created": created,
        "servers": len(servers),
        "server_us_per_action": round(1e6 * server_cpu / max(1, len(lat)), 1),
        "client": client,
        "client_cpu": round(cpu / elapsed, 2),
        "think_s": think,
        "seconds": round(elapsed, 1),
        "warmup_s": warmup,
        "games_completed": sum(
            1 for r in results if isinstance(r, list) for at in r if at >= start
        ),
        "actions": len(lat),
        "actions_per_s": round(len(lat) / elapsed, 1),
        "p50_ms": round(1000 * statistics.median(lat), 1) if lat else float("nan"),
        "p99_ms": round(1000 * q[98], 1),
        "errors": len(stats["errors"]),
        "timeline": timeline(stats["done_at"], stats["latency"], start),
        "started_at": round(time.time() - (time.monotonic() - start), 3),  # wall clock of second 0
    }


PACKAGES = ("fastapi", "starlette", "uvicorn", "websockets", "uvloop", "httptools", "sqlalchemy",
            "psycopg", "orjson")  # fmt: skip


def environment() -> dict[str, str]:
    """What a run's figures depend on besides the machine: the commit, Python and the versions of
    the server's packages (`make venv` installs those of constraints.txt; a virtualenv built
    another way, or before constraints.txt existed, may hold other releases)."""
    import platform
    import subprocess
    from importlib.metadata import PackageNotFoundError, version

    env = {"python": platform.python_version()}
    try:
        env["commit"] = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(__file__).resolve().parents[1],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        env["commit"] = "unknown"
    for name in PACKAGES:
        try:
            env[name] = version(name)
        except PackageNotFoundError:
            env[name] = "absent"
    return env


def process_cpu(server: Server) -> float:
    """CPU seconds (user + system, all threads) the server has used so far: its processes (with
    --instances, every instance and nginx) and their bot processes."""
    return sum(tree_cpu(pid) for pid in server.pids())


def tree_cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except FileNotFoundError:
        return 0.0
    own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return own + sum(tree_cpu(int(c)) for c in children)


def timeline(done_at: list[float], latency: list[float], start: float) -> list[list[float]]:
    """Per second of the run: [second, actions answered, p50 ms, p99 ms] of the actions whose
    update arrived in that second (shows start-up bursts and stalls that one p99 hides)."""
    buckets: dict[int, list[float]] = {}
    for t, lat in zip(done_at, latency, strict=True):
        buckets.setdefault(math.floor(t - start), []).append(lat)
    rows = []
    for sec in sorted(buckets):
        lats = sorted(buckets[sec])
        p99 = lats[min(len(lats) - 1, int(0.99 * len(lats)))]
        rows.append([sec, len(lats), round(1000 * lats[len(lats) // 2], 1), round(1000 * p99, 1)])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--games", type=int, nargs="+", default=[50, 200])
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument(
        "--think",
        type=float,
        nargs="+",
        default=[0.0],
        help="mean seconds a seat waits before acting (0: never pauses); several values sweep",
    )
    ap.add_argument(
        "--servers",
        type=int,
        nargs="+",
        default=[1],
        help="independent server processes sharing the database (games dealt out round-robin)",
    )
    ap.add_argument(
        "--instances",
        type=int,
        nargs="+",
        default=[0],
        help="K instances behind nginx (PostgreSQL only); 0: one `serve` process, no proxy",
    )
    ap.add_argument(
        "--client",
        choices=["lean", "websockets"],
        nargs="+",
        default=["lean"],
        help="the seats' WebSocket client: benchmarks/ws_client.py or the websockets library",
    )
    ap.add_argument(
        "--sustain",
        action="store_true",
        help="replace each finished game by a new one at once: N games in play for all --seconds",
    )
    ap.add_argument(
        "--warmup",
        type=float,
        default=0.0,
        help="with --sustain: seconds played before the measured window opens (none of it counts)",
    )
    ap.add_argument("--repeat", type=int, default=1, help="runs of every configuration")
    ap.add_argument("--json", type=Path, help="also write every run as a JSON list")
    ap.add_argument("--plot", type=Path, help="PNG/SVG: p50 and p99 latency against actions/s")
    ap.add_argument(
        "--timeline",
        type=Path,
        help="PNG/SVG: per-second actions and p50/p99 latency over each configuration's first run",
    )
    ap.add_argument(
        "--database", choices=["sqlite", "postgresql"], nargs="+", default=["sqlite", "postgresql"]
    )
    args = ap.parse_args()
    if args.warmup and not args.sustain:
        ap.error("--warmup needs --sustain (without it the games end and are not replaced)")
    env = environment()
    print("environment:", json.dumps(env), flush=True)
    # the generator shares the cores with the server: spare it the default collector's repeated
    # walks over hundreds of thousands of message objects, with the server's own tuning
    tune_gc()
    rows = []
    configs = [
        (db, n, think, k, w, client)
        for _ in range(args.repeat)
        for db in args.database
        for n in args.games
        for think in args.think
        for k in args.servers
        for w in args.instances
        for client in args.client
    ]
    for db, n, think, k, w, client in configs:
        work = Path(tempfile.mkdtemp(prefix="mb-load-"))
        dbname = None
        if db == "sqlite":
            url = f"sqlite:///{work / 'load.sqlite3'}"
        else:
            import psycopg

            dbname = f"mb_load_{uuid.uuid4().hex[:8]}"
            with psycopg.connect(PG_URL, autocommit=True) as conn:
                conn.execute(f"CREATE DATABASE {dbname}")
            url = f"{PG_URL.rsplit('/', 1)[0]}/{dbname}"
        if w and db != "postgresql":
            ap.error("--instances needs --database postgresql (instances share PostgreSQL)")
        servers: list[Any] = (
            [Behind(url, work, w) for _ in range(k)]
            if w
            else [Server(url, work, env=ONE_CLIENT) for _ in range(k)]
        )
        try:
            for server in servers:
                server.start()
            row = uvloop.run(
                drive(servers, n, args.seconds, think, client, args.sustain, args.warmup)
            )
        finally:
            for server in servers:
                server.stop()
            if dbname:
                import psycopg

                with psycopg.connect(PG_URL, autocommit=True) as conn:
                    conn.execute(f"DROP DATABASE IF EXISTS {dbname} WITH (FORCE)")
        row["database"] = db
        row["instances"] = w
        row["environment"] = env
        rows.append(row)
        print(
            json.dumps({k: v for k, v in row.items() if k not in ("timeline", "environment")}),
            flush=True,
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    if args.plot:
        plot(rows, args.plot)
    if args.timeline:
        plot_timeline(rows, args.timeline)
    print(
        "\n| database | servers | instances | client (CPU) | think s | concurrent games | sustained | seconds | games completed (created) | actions | actions/s | server CPU µs/action | p50 ms | p99 ms | errors |"
    )
    print("|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['database']} | {r['servers']} | {r['instances'] or 'direct'} | {r['client']} ({r['client_cpu']}) | {r['think_s']} | {r['games']} | {r['sustain']} | {r['seconds']} | {r['games_completed']} ({r['games_created']}) | {r['actions']} | "
            f"{r['actions_per_s']} | {r['server_us_per_action']} | {r['p50_ms']} | {r['p99_ms']} | {r['errors']} |"
        )


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    """Latency against throughput, one colour per database and set-up, p50 dashed and p99
    solid; the 100 ms target as a line. Each point is one run; the curve joins the medians per
    think time."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if len({r["think_s"] for r in rows}) == 1:
        plot_runs(rows, path)
        return
    fig, ax = plt.subplots(figsize=(7.5, 4.8))
    colours = iter(["tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:brown"])
    setups = sorted({_setup(r, rows) for r in rows}, key=str)
    for db in ("sqlite", "postgresql"):
        for setup in setups:
            mine = [r for r in rows if r["database"] == db and _setup(r, rows) == setup]
            if mine:
                _curve(ax, mine, next(colours), ", ".join([db, *setup]))
    ax.axhline(100, color="gray", lw=0.8)
    ax.text(ax.get_xlim()[0], 102, " target: p99 100 ms", color="gray", va="bottom")
    games = sorted({r["games"] for r in rows})
    ax.set_title(f"Server: action latency against load ({', '.join(map(str, games))} games)")
    ax.set_xlabel("actions per second (all games)")
    ax.set_ylabel("latency ms (send -> next update)")
    ax.legend()
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def plot_runs(rows: list[dict[str, Any]], path: Path) -> None:
    """One think time: every run's p50 (hollow) and p99 (filled) per database and number of games,
    one colour per set-up, with the 100 ms target."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = sorted({(r["database"], r["games"]) for r in rows}, key=lambda g: (g[1], g[0]))
    setups = sorted({_setup(r, rows) for r in rows}, key=str)
    colours = ["tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:brown"]
    fig, ax = plt.subplots(figsize=(7.5, 4.4))
    width = 0.8 / max(1, len(setups))
    for j, setup in enumerate(setups):
        for i, (db, games) in enumerate(groups):
            mine = [
                r
                for r in rows
                if (r["database"], r["games"]) == (db, games) and _setup(r, rows) == setup
            ]
            x = i - 0.4 + width * (j + 0.5)
            kw: dict[str, Any] = {"color": colours[j % len(colours)], "s": 22}
            ax.scatter([x] * len(mine), [r["p50_ms"] for r in mine], facecolors="none", **kw)
            ax.scatter(
                [x] * len(mine),
                [r["p99_ms"] for r in mine],
                label=(", ".join(setup) or "server") + " p99" if i == 0 else None,
                **kw,
            )
    ax.axhline(100, color="gray", lw=0.8)
    ax.text(-0.45, 102, "target: p99 100 ms", color="gray", va="bottom", fontsize=8)
    ax.set_xticks(range(len(groups)), [f"{db}\n{games} games" for db, games in groups])
    mode = f"think {rows[0]['think_s']} s" + (", sustained" if rows[0]["sustain"] else "")
    ax.set_title(f"Server: action latency, every run ({mode}; hollow p50, filled p99)")
    ax.set_ylabel("latency ms (send -> next update)")
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3, axis="y")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def _setup(row: dict[str, Any], rows: list[dict[str, Any]]) -> tuple[str, ...]:
    """What sets this run apart from the others besides the database and think time: server
    processes, instances behind nginx, client (only what varies among `rows`)."""
    out = []
    if len({r["servers"] for r in rows}) > 1:
        k = row["servers"]
        out.append(f"{k} server{'s' if k > 1 else ''}")
    if len({r["instances"] for r in rows}) > 1:
        w = row["instances"]
        out.append(f"{w} instance{'s' if w > 1 else ''} + nginx" if w else "one process")
    if len({r["client"] for r in rows}) > 1:
        out.append(f"{row['client']} client")
    return tuple(out)


def _curve(ax: Any, mine: list[dict[str, Any]], colour: str, name: str) -> None:
    """One configuration's runs as dots, and the line through their medians per think time."""
    for key, style in (("p50_ms", "--"), ("p99_ms", "-")):
        ax.scatter([r["actions_per_s"] for r in mine], [r[key] for r in mine], s=12, color=colour)
        med = []
        for think in sorted({r["think_s"] for r in mine}, reverse=True):
            same = [r for r in mine if r["think_s"] == think]
            med.append(
                (
                    statistics.median(r["actions_per_s"] for r in same),
                    statistics.median(r[key] for r in same),
                )
            )
        ax.plot(*zip(*med, strict=True), style, color=colour, label=f"{name} {key[:3]}")


def plot_timeline(rows: list[dict[str, Any]], path: Path) -> None:
    """One panel per configuration (its first run): latency p50/p99 per second on the left axis,
    actions answered per second on the right."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    firsts: dict[tuple[Any, ...], dict[str, Any]] = {}
    for r in rows:
        firsts.setdefault((r["database"], r["games"], r["think_s"], *_setup(r, rows)), r)
    n = len(firsts)
    fig, axes = plt.subplots(n, 1, figsize=(7.5, 2.2 * n + 0.6), sharex=True, squeeze=False)
    for ax, r in zip(axes[:, 0], firsts.values(), strict=True):
        sec = [t[0] for t in r["timeline"]]
        ax.plot(sec, [t[2] for t in r["timeline"]], "--", color="tab:blue", label="p50 ms")
        ax.plot(sec, [t[3] for t in r["timeline"]], "-", color="tab:blue", label="p99 ms")
        ax.axhline(100, color="gray", lw=0.8)
        ax.set_ylabel("latency ms")
        title = [r["database"], *_setup(r, rows), f"{r['games']} games, think {r['think_s']} s"]
        if r["sustain"]:
            title.append("sustained")
        ax.set_title(", ".join(title), fontsize=9)
        twin = ax.twinx()
        twin.bar(sec, [t[1] for t in r["timeline"]], color="tab:orange", alpha=0.25, width=0.9)
        twin.set_ylabel("actions/s", color="tab:orange")
        ax.set_zorder(twin.get_zorder() + 1)
        ax.patch.set_visible(False)
        ax.legend(loc="upper left", fontsize=8)
        ax.grid(alpha=0.3)
    axes[-1, 0].set_xlabel("second of the run")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main()
