"""A player's wait for the easy bot while N reviews run (issue 54: reviews never slow a game).

For each N and each code under test (--code NAME=SRC, e.g. the code of main and this tree), a fresh
`masterbuilders serve` (its default bot processes: one per core, at most 4) starts on a SQLite
database holding N finished 2-player Builders games of a person and a random bot, each with its
review begun and not computed (as a server killed mid-review leaves them): the server resumes the
N reviews at its start (the person's own finished games are not reviewed unless --reviewed,
which the product does). A Builders review with 8 playouts takes many CPU-minutes, so the reviews
run during the whole measurement. Then a person plays 2-player Pillars against the easy bot over a
WebSocket, choosing a random legal action at once, for --seconds or --samples bot waits, whichever
comes first. A wait: from sending the person's action until the update that hands the turn back,
counted where the bot's turn came in between (not where the person decides again at once).

Configurations run interleaved, the codes side by side for each N, on the same machine:

    git worktree add ../before 93ad736   # the code to compare with (compiled there by make venv)
    python benchmarks/review_wait.py --code before=../before/src --code after=src \\
        --reviews 0 1 2 4 --samples 40 --seconds 45 --json benchmarks/results/review-wait.json

Each server runs with PYTHONPATH=SRC (a tree whose compiled modules are there runs compiled).
Also reported: the decisions the reviews judged during the measurement (their progress)."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.server.conftest import descendants, free_port

PERSON_AND_EASY = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]


def reviewed_games(url: str, n: int) -> list[str]:
    """N finished Builders games (a person's seat and a random bot, random play), each with its
    review begun as the end of a game begins it: running, nothing judged yet."""
    from masterbuilders.ai.agents import make_agent
    from masterbuilders.analysis.review import judgeable
    from masterbuilders.engine import CHANCE, Match, play_match
    from masterbuilders.server.session import token_hash
    from masterbuilders.server.storage import GameRow, Store

    store = Store(url)
    ids = []
    try:
        for i in range(n):
            match = Match("builders", 2, f"review-wait-{i}")
            play_match(match, [make_agent("random", 2 * i + 1), make_agent("random", 2 * i + 2)])
            gid = f"reviewed{i}"
            store.create_game(
                GameRow(
                    id=gid, game="builders", num_players=2, options={}, seed=0,
                    secret=f"review-wait-{i}", practice=True, clock=None, status="active",
                    result=None, created=time.time(), finished=None,
                    seats=[{"kind": "human", "level": None, "name": "P",
                            "token_hash": token_hash(f"t{i}")},
                           {"kind": "bot", "level": "random", "name": "B", "token_hash": None}],
                )
            )  # fmt: skip
            store.append_many(
                gid,
                [
                    (j, "action", str(s.action), None if s.actor == CHANCE else s.actor, None)
                    for j, s in enumerate(match.steps)
                ],
            )
            total = len(judgeable(match.record()))
            store.finish(gid, match.state.result().to_json(), None, total)
            ids.append(gid)
    finally:
        store.dispose()
    return ids


class Serve:
    """`masterbuilders serve` of the code in `src` on `url`, reviewing as the product does."""

    def __init__(self, src: str, url: str, work: Path, reviewed: bool = False) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = {
            **os.environ,
            "PYTHONPATH": str(Path(src).resolve()),
            # only the N reviews: the person's finished games are not reviewed (with "1", each of
            # them adds a review, and the server before issue 54 measured that, not N; --reviewed)
            "MASTERBUILDERS_REVIEW_FINISHED": "1" if reviewed else "0",
            "MASTERBUILDERS_CREATIONS_PER_MINUTE": "1000000",
            "MASTERBUILDERS_WS_MESSAGES_PER_SECOND": "1000000",  # (a person at machine speed)
        }
        self.log = (work / "server.log").open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--port", str(self.port),
             "--database-url", url],
            cwd=work, stdout=self.log, stderr=subprocess.STDOUT, env=env,
        )  # fmt: skip
        deadline = time.time() + 90
        while time.time() < deadline:
            try:
                if httpx.get(f"{self.base}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server of {src} stopped: see {work / 'server.log'}")
            time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def worker_cpu(server: Serve) -> dict[str, float]:
    """CPU seconds the server's worker processes have used so far, by priority: "nice0" (bot
    processes; before issue 54 also the review parts) and "niced" (the review processes)."""
    tick = os.sysconf("SC_CLK_TCK")
    used = {"nice0": 0.0, "niced": 0.0}
    for pid in descendants(server.proc.pid):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        utime, stime, nice = int(fields[11]), int(fields[12]), int(fields[16])
        used["niced" if nice > 0 else "nice0"] += (utime + stime) / tick
    return used


def judged(base: str, ids: list[str]) -> tuple[int, int]:
    """(decisions judged, reviews running) of the reviewed games now."""
    answers = [httpx.get(f"{base}/api/games/{g}/review", timeout=30).json() for g in ids]
    return sum(a["done"] for a in answers), sum(a["status"] == "running" for a in answers)


async def person_against_easy(
    base: str, seconds: float, samples: int, seed: int, warmup: int
) -> list[float]:
    """The person's waits for the easy bot, game after game, for `seconds` or `samples` waits
    after the first `warmup` ones (a bot process's start, its first imports)."""
    rng = random.Random(seed)
    waits: list[float] = []
    samples += warmup
    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient(timeout=60) as http:
        while time.monotonic() < deadline and len(waits) < samples:
            body = {"game": "pillars", "players": 2, "seed": rng.randrange(10**6),
                    "practice": True, "seats": PERSON_AND_EASY}  # fmt: skip
            g = (await http.post(f"{base}/api/games", json=body)).json()
            token = g["join"][0]["token"]
            url = base.replace("http", "ws", 1) + f"/ws/games/{g['id']}"
            async with websockets.connect(url, max_size=2**24) as ws:
                await ws.send(json.dumps({"type": "auth", "token": token}))
                sent: float | None = None  # when the person's last action went out
                bots_turn = False
                pending = -1
                while time.monotonic() < deadline and len(waits) < samples:
                    try:
                        raw = await asyncio.wait_for(
                            ws.recv(), max(0.1, deadline - time.monotonic())
                        )
                    except TimeoutError:
                        break
                    msg = json.loads(raw)
                    if msg.get("type") != "update":
                        continue
                    decision = msg["view"]["decision"]
                    if decision["over"]:
                        break
                    if msg["to_move"] == 1:
                        bots_turn = True
                    if msg["to_move"] != 0 or msg["version"] <= pending:
                        continue
                    if sent is not None and bots_turn:
                        waits.append(time.monotonic() - sent)
                    legal = decision.get("legal_actions")
                    if not legal:
                        continue
                    pending, bots_turn = msg["version"], False
                    action = {"type": "action", "version": msg["version"],
                              "action": rng.choice(legal)}  # fmt: skip
                    sent = time.monotonic()
                    await ws.send(json.dumps(action))
    return waits[warmup:]


def measure(name: str, src: str, n: int, args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="review-wait-") as tmp:
        work = Path(tmp)
        url = f"sqlite:///{work / 'games.sqlite3'}"
        ids = reviewed_games(url, n)
        server = Serve(src, url, work, args.reviewed)
        try:
            time.sleep(args.settle)  # the reviews resumed, their processes started
            done0, _ = judged(server.base, ids)
            cpu0 = worker_cpu(server)
            began = time.monotonic()
            waits = asyncio.run(
                person_against_easy(server.base, args.seconds, args.samples, n, args.warmup)
            )
            spent = time.monotonic() - began
            cpu1 = worker_cpu(server)
            done1, running = judged(server.base, ids)
        finally:
            server.stop()
    row = {
        "code": name,
        "reviews": n,
        "waits": len(waits),
        "median_ms": round(1000 * statistics.median(waits), 1) if waits else None,
        "max_ms": round(1000 * max(waits), 1) if waits else None,
        "seconds": round(spent, 1),
        "judged": done1 - done0,
        "judged_per_minute": round(60 * (done1 - done0) / spent, 1),
        "reviews_running_at_end": running,
        "worker_cpu_s": {k: round(cpu1[k] - cpu0[k], 1) for k in cpu0},
        "all_ms": [round(1000 * w, 1) for w in waits],
    }
    print(
        f"{name:>8} N={n}: {row['waits']} waits, median {row['median_ms']} ms, max "
        f"{row['max_ms']} ms; reviews judged {row['judged']} decisions in {row['seconds']} s; "
        f"worker CPU s {row['worker_cpu_s']}",
        flush=True,
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--code", action="append", required=True, help="NAME=SRC (repeatable)")
    parser.add_argument("--reviews", type=int, nargs="+", default=[0, 1, 2, 4])
    parser.add_argument("--samples", type=int, default=40, help="bot waits per configuration")
    parser.add_argument(
        "--seconds", type=float, default=45.0, help="most seconds per configuration"
    )
    parser.add_argument("--warmup", type=int, default=3, help="first waits not counted")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds before measuring")
    parser.add_argument(
        "--reviewed", action="store_true", help="the person's finished games are reviewed too"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    codes = [tuple(c.split("=", 1)) for c in args.code]
    rows = [measure(name, src, n, args) for n in args.reviews for name, src in codes]
    print("\n| code | reviews | waits | median ms | max ms | x median at N=0 | judged | CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        base = next(b for b in rows if b["code"] == r["code"] and b["reviews"] == 0)
        ratio = (
            f"{r['median_ms'] / base['median_ms']:.2f}"
            if r["median_ms"] and base["median_ms"]
            else ""
        )
        print(
            f"| {r['code']} | {r['reviews']} | {r['waits']} | {r['median_ms']} | {r['max_ms']} "
            f"| {ratio} | {r['judged']} | {r['worker_cpu_s']['nice0']} + "
            f"{r['worker_cpu_s']['niced']} niced |"
        )
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text("[\n" + ",\n".join(json.dumps(r) for r in rows) + "\n]\n")


if __name__ == "__main__":
    main()
