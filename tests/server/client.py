"""A small test client: HTTP calls plus a WebSocket listener that keeps every payload it receives."""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

import httpx
from websockets.sync.client import connect

HTTP = httpx.Client(timeout=10)
"""One client for the tests' calls, its connections kept open: a bare `httpx.get` builds a new
client (and its TLS context) per call, most of a tenth of a second of a test's every step."""


def auth(token: str | None) -> str:
    """A WebSocket's first message: who the connection is (a seat's token, or None: a spectator)."""
    return json.dumps({"type": "auth", "token": token})


def bearer(token: str | None) -> dict[str, str]:
    """The header an API call carries a seat's token in (none: a spectator)."""
    return {"authorization": f"Bearer {token}"} if token else {}


class Listener(threading.Thread):
    """Collects every message a WebSocket connection receives (it first says who it is)."""

    def __init__(self, url: str, token: str | None = None) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.token = token
        self.messages: list[dict[str, Any]] = []
        self.ready = threading.Event()
        self._halt = threading.Event()

    def run(self) -> None:
        with connect(self.url, max_size=2**24) as ws:
            ws.send(auth(self.token))
            self.ready.set()
            while not self._halt.is_set():
                try:
                    raw = ws.recv(timeout=0.2)
                except TimeoutError:
                    continue
                except Exception:
                    return
                self.messages.append(json.loads(raw))

    def stop(self) -> None:
        self._halt.set()
        self.join(5)


def create(base: str, body: dict[str, Any]) -> dict[str, Any]:
    r = HTTP.post(f"{base}/api/games", json=body)
    assert r.status_code == 201, r.text
    return dict(r.json())


def view(base: str, game: str, token: str | None = None) -> dict[str, Any]:
    r = HTTP.get(f"{base}/api/games/{game}/view", headers=bearer(token))
    assert r.status_code == 200, r.text
    return dict(r.json())


def wait_for(
    base: str, game: str, token: str | None, pred: Any, timeout: float = 60
) -> dict[str, Any]:
    deadline = time.time() + timeout
    while time.time() < deadline:
        v = view(base, game, token)
        if pred(v):
            return v
        time.sleep(0.05)
    raise AssertionError("timed out waiting for the game")


def play_randomly(
    base: str, game: str, tokens: dict[int, str], seed: int, max_steps: int = 5000
) -> dict[str, Any]:
    """Humans play random legal actions through HTTP until the game ends."""
    rng = random.Random(seed)
    for _ in range(max_steps):
        v = wait_for(
            base, game, None, lambda v: v["view"]["decision"]["over"] or v["to_move"] in tokens
        )
        if v["view"]["decision"]["over"]:
            return v
        seat = v["to_move"]
        mine = view(base, game, tokens[seat])
        if mine["to_move"] != seat:
            continue
        legal = mine["view"]["decision"]["legal_actions"]
        r = HTTP.post(
            f"{base}/api/games/{game}/actions",
            json={"version": mine["version"], "action": rng.choice(legal)},
            headers={"authorization": f"Bearer {tokens[seat]}"},
        )
        assert r.status_code in (200, 409), r.text  # 409: a bot or chance moved in between
    raise AssertionError("game did not end")


def two_humans(
    base: str, game: str, seed: int, **extra: Any
) -> tuple[str, dict[int, str], dict[str, Any]]:
    """A two-player game with two human seats, once its first decision is pending:
    (game id, tokens by seat, the spectator's payload)."""
    body = {
        "game": game,
        "players": 2,
        "seed": seed,
        "practice": True,
        "seats": [{"kind": "human"}, {"kind": "human"}],
        **extra,
    }
    g = create(base, body)
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    return g["id"], tokens, wait_for(base, g["id"], None, lambda v: v["to_move"] is not None)
