"""Several instances on one PostgreSQL database behind Debian's nginx (server/ownership.py,
server/deploy.py; issue 26): games routed by id, one owner per game through advisory locks, and
failover when an instance is killed with kill -9: every game finishes, no acknowledged action is
lost, no game ever has two owners (checked from the log: the instance of every entry), and the
people's WebSockets are back within 5 s."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import psycopg
import pytest
from websockets.sync.client import connect

from masterbuilders.engine import GameRecord
from masterbuilders.server.deploy import NGINX, Cluster
from tests.server.client import create
from tests.server.conftest import NOT_REVIEWED, ONE_CLIENT, free_port

pytestmark = pytest.mark.slow

ENV = {
    **ONE_CLIENT,
    **NOT_REVIEWED,
    "MASTERBUILDERS_MAX_BOT_GAMES": "100",
    "MASTERBUILDERS_BOT_WORKERS": "1",
}
BOTS = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]
HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def cluster(tmp_path: Path, postgres_url: str) -> Any:
    if not Path(NGINX).exists():
        pytest.fail(f"nginx is missing at {NGINX}: apt-get install nginx (Debian's package)")
    c = Cluster(
        postgres_url,
        instances=3,
        port=free_port(),
        ports=[free_port() for _ in range(3)],
        folder=tmp_path / "cluster",
        env=ENV,
    )
    c.start()
    yield c
    c.stop()


class Seat(threading.Thread):
    """One person at one seat, over a WebSocket through nginx: a random legal action whenever it
    is the seat's turn; reconnects when the connection drops. Keeps every acknowledged action
    (an update past the version it was sent at, no error between) and the longest time it was
    without a connection."""

    def __init__(self, ws: str, gid: str, seat: int, token: str, seed: int) -> None:
        super().__init__(daemon=True)
        self.gid = gid
        self.url = f"{ws}/ws/games/{gid}"
        self.token = token
        self.seat = seat
        self.rng = random.Random(seed)
        self.acked: list[tuple[int, str]] = []
        self.longest_gap = 0.0
        self.reconnects = 0
        self.over = False
        self.halt = threading.Event()

    def run(self) -> None:
        lost_at: float | None = None
        while not self.halt.is_set() and not self.over:
            try:
                with connect(self.url, max_size=2**24, open_timeout=5) as ws:
                    ws.send(json.dumps({"type": "auth", "token": self.token}))
                    if lost_at is not None:
                        self.longest_gap = max(self.longest_gap, time.monotonic() - lost_at)
                        self.reconnects += 1
                    lost_at = None
                    self._play(ws)
            except Exception:
                if lost_at is None:
                    lost_at = time.monotonic()
                time.sleep(0.1)

    def _play(self, ws: Any) -> None:
        sent: tuple[int, str] | None = None
        while not self.halt.is_set():
            msg = json.loads(ws.recv(timeout=30))
            if msg.get("type") == "error":
                sent = None
                continue
            if msg.get("type") != "update":
                continue
            if sent is not None and msg["version"] > sent[0]:
                self.acked.append(sent)
                sent = None
            if msg["status"] != "active":
                self.over = True
                return
            legal = msg["view"]["decision"].get("legal_actions")
            if msg["to_move"] == self.seat and legal and sent is None:
                action = self.rng.choice(legal)
                sent = (msg["version"], action)
                ws.send(json.dumps({"type": "action", "version": msg["version"], "action": action}))


def _status(base: str, gid: str) -> str:
    return str(httpx.get(f"{base}/api/games/{gid}", timeout=10).json()["status"])


def test_three_instances_behind_nginx_survive_a_kill_9(cluster: Cluster, postgres_url: str) -> None:
    base, ws = cluster.url, cluster.url.replace("http", "ws", 1)
    bot_games = [
        create(base, {"game": "builders", "players": 2, "seats": BOTS})["id"] for _ in range(30)
    ]
    seats: list[Seat] = []
    people: list[str] = []
    for i in range(8):
        g = create(base, {"game": ["pillars", "builders"][i % 2], "players": 2, "seats": HUMANS})
        people.append(g["id"])
        seats += [Seat(ws, g["id"], j["seat"], j["token"], 10 * i + j["seat"]) for j in g["join"]]
    for s in seats:
        s.start()
    time.sleep(3)
    # kill the instance that plays most of the people's games still in play (so that the failover
    # is exercised: random clicks finish a 2-player Pillars game in a few seconds)
    playing = [gid for gid in people if _status(base, gid) == "active"]
    assert playing, "every people's game ended before the kill"
    with psycopg.connect(postgres_url) as db:
        owners = db.execute(
            "SELECT DISTINCT ON (game_id) instance FROM entries WHERE game_id = ANY(%s) "
            "ORDER BY game_id, idx DESC",
            (playing,),
        ).fetchall()
    victim = max(("0", "1", "2"), key=[o[0] for o in owners].count)
    killed_at = time.time()
    cluster.kill(int(victim))
    for s in seats:
        s.join(300)
    assert all(s.over for s in seats), "a people's game did not finish"
    deadline = time.monotonic() + 300
    for gid in bot_games:
        while _status(base, gid) != "finished":
            assert time.monotonic() < deadline, f"bot game {gid} did not finish"
            time.sleep(0.5)

    # no acknowledged action lost
    for gid in people:
        record = GameRecord.from_json(
            httpx.get(f"{base}/api/games/{gid}/record", timeout=10).json()
        )
        texts = [str(a) for a in record.actions]
        for s in (s for s in seats if s.gid == gid):
            for version, action in s.acked:
                assert texts[version] == action, f"{gid}: acknowledged action {version} lost"
    assert sum(len(s.acked) for s in seats) > 200
    # the people whose instance died were back within 5 s
    moved = [s for s in seats if s.reconnects]
    assert moved, "the killed instance held none of the people's games"
    assert max(s.longest_gap for s in moved) < 5.0, [round(s.longest_gap, 2) for s in moved]

    # one owner at a time: along each game's log the committing instance changes at most once
    # per takeover and never comes back, and the killed instance wrote nothing after its death
    with psycopg.connect(postgres_url) as db:
        rows = db.execute(
            "SELECT game_id, idx, instance, created FROM entries ORDER BY game_id, idx"
        )
        logs: dict[str, list[tuple[int, str, float]]] = {}
        for gid, idx, instance, created in rows:
            logs.setdefault(gid, []).append((idx, instance, created))
    taken_over = 0
    for gid, entries in logs.items():
        assert [e[0] for e in entries] == list(range(len(entries))), f"{gid}: gaps in the log"
        owners = [e[1] for e in entries]
        runs = [o for k, o in enumerate(owners) if k == 0 or owners[k - 1] != o]
        assert len(runs) == len(set(runs)), f"{gid}: owners {runs} (two owners at once)"
        assert all(e[2] <= killed_at + 0.5 for e in entries if e[1] == victim), gid
        taken_over += len(runs) > 1
    assert taken_over > 0, "no game changed instance: the failover was not exercised"
    print(
        f"\n{len(logs)} games, {sum(map(len, logs.values()))} entries, {taken_over} taken over; "
        f"{sum(len(s.acked) for s in seats)} acknowledged actions; {len(moved)} seats reconnected, "
        f"longest {max(s.longest_gap for s in moved):.2f} s"
    )
    assert set().union(*({e[1] for e in es} for es in logs.values())) <= {"0", "1", "2"}


def test_odd_game_ids_reach_the_owner_or_are_refused(cluster: Cluster) -> None:
    base = cluster.url
    g = create(base, {"game": "pillars", "players": 2, "seats": HUMANS})
    gid = g["id"]
    token = g["join"][0]["token"]
    plain = httpx.get(
        f"{base}/api/games/{gid}/view", headers={"authorization": f"Bearer {token}"}, timeout=10
    )
    assert plain.status_code == 200
    encoded = "".join(f"%{ord(c):02X}" for c in gid)  # every character percent-encoded
    for path in (quote(gid[:1]) + gid[1:], f"%{ord(gid[0]):02X}{gid[1:]}", encoded):
        r = httpx.get(
            f"{base}/api/games/{path}/view",
            headers={"authorization": f"Bearer {token}"},
            timeout=10,
        )
        assert r.status_code == 200, (path, r.text)
        assert r.json()["version"] == plain.json()["version"]
    # the action goes through an encoded path and the plain path sees it: one owner
    v = plain.json()
    if v["to_move"] == 0:
        action = v["view"]["decision"]["legal_actions"][0]
        r = httpx.post(
            f"{base}/api/games/{encoded}/actions",
            json={"version": v["version"], "action": action},
            headers={"authorization": f"Bearer {token}"},
            timeout=10,
        )
        assert r.status_code == 200, r.text
        after = httpx.get(f"{base}/api/games/{gid}/view", timeout=10).json()
        assert after["version"] > v["version"]
    for odd in ("..%2F..%2Fetc%2Fpasswd", "%00", "x" * 300, "%C3%A9t%C3%A9", "a%2Fb", "%25"):
        r = httpx.get(f"{base}/api/games/{odd}/view", timeout=10)
        assert r.status_code in (400, 404), (odd, r.status_code, r.text)
    health = [httpx.get(f"{base}/api/health", timeout=10).json() for _ in range(12)]
    holders = [h["instance"] for h in health]
    assert set(holders) <= {"0", "1", "2"} and len(set(holders)) > 1  # the lobby goes anywhere
