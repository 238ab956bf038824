"""How long requests wait while the SMTP relay never answers, and while 40 clients sign in at once
(issue 54): the figures behind tests/server/test_outbox.py's generous bound.

Starts `masterbuilders serve` (SQLite in a temporary folder) mailing through a relay that takes
connections and never answers. Ten accounts save an address at once (ten mails to send), then
--probes rounds measure, one after another, the lobby (GET /api/games), a sign-in, a signed-in
request (GET /api/account/settings) and an address saved. Then 40 clients (each within its
sign-in limits: one attempt each, from its own address) sign in at once while a signed-in request
is measured, --probes times (on a second server, without mail: password checks alone). Reports
the median and the longest of each, in milliseconds.

    python benchmarks/mail_relay.py                        # this checkout
    python benchmarks/mail_relay.py --src /tmp/before/src  # another one (git archive of a commit)
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.server.conftest import Server, free_port  # noqa: E402
from tests.server.test_accounts import PASSWORD, PROXIED, Browser, _register  # noqa: E402


def timed(call: Callable[[], Any]) -> float:
    """Milliseconds `call` took (its answer must be a 2xx)."""
    started = time.perf_counter()
    r = call()
    assert r.status_code < 300, r.text
    return 1000 * (time.perf_counter() - started)


def browser(base: str) -> Browser:
    b = Browser(base)
    b.http.timeout = 120
    return b


def hung_relay(base: str, probes: int) -> dict[str, list[float]]:
    """Ten addresses saved at once, then each kind of request `probes` times."""
    people = [browser(base) for _ in range(10 + probes)]
    for i, b in enumerate(people):
        assert _register(b, f"Waiter{i}").status_code == 201
    took: dict[str, list[float]] = {"lobby": [], "sign-in": [], "signed-in": [], "address": []}
    warm = browser(base)  # the server's first address saved (its first mail): not measured
    assert _register(warm, "Warming").status_code == 201
    assert warm.post("/api/account/settings", {"email": "warm@example.org"}).status_code == 200
    with ThreadPoolExecutor(10) as pool:
        saves = [
            pool.submit(timed, lambda i=i: people[i].post(  # type: ignore[misc]
                "/api/account/settings", {"email": f"w{i}@example.org"}))
            for i in range(10)
        ]  # fmt: skip
        time.sleep(1.0)
        for k in range(probes):
            fresh, saver = browser(base), people[10 + k]
            signing = {"name": f"Waiter{k}", "password": PASSWORD}
            took["lobby"].append(timed(lambda b=fresh: b.get("/api/games")))
            took["sign-in"].append(
                timed(lambda b=fresh, body=signing: b.post("/api/account/signin", body))
            )
            took["signed-in"].append(timed(lambda: people[0].get("/api/account/settings")))
            address = {"email": f"p{k}@example.org"}
            took["address"].append(
                timed(lambda b=saver, body=address: b.post("/api/account/settings", body))
            )
        took["address (the ten)"] = [f.result() for f in saves]
    return took


def sign_in_storm(base: str, probes: int) -> dict[str, list[float]]:
    """40 sign-ins at once (unknown names: each checks a password all the same), and a signed-in
    request measured meanwhile; the sign-ins' answers (503 busy counted)."""
    member = browser(base)
    assert _register(member, "Member").status_code == 201
    took: dict[str, list[float]] = {"signed-in, 40 signing in": [], "sign-in, 40 at once": []}
    busy = 0
    for round_ in range(probes):
        crowd = [browser(base) for _ in range(40)]
        go = threading.Barrier(41)

        def sign_in(
            i: int, crowd: list[Browser] = crowd, go: threading.Barrier = go, n: int = round_
        ) -> Any:
            body = {"name": f"Nobody{n}x{i}", "password": "not it at all"}
            go.wait()
            started = time.perf_counter()
            r = crowd[i].post("/api/account/signin", body)
            return r.status_code, 1000 * (time.perf_counter() - started)

        with ThreadPoolExecutor(40) as pool:
            answers = [pool.submit(sign_in, i) for i in range(40)]
            go.wait()
            time.sleep(0.2)
            took["signed-in, 40 signing in"].append(
                timed(lambda: member.get("/api/account/settings"))
            )
            for f in answers:
                status, ms = f.result()
                busy += status == 503
                took["sign-in, 40 at once"].append(ms)
        time.sleep(1.0)
    print(f"sign-ins answered 503 busy: {busy} of {40 * probes}")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", default=str(ROOT / "src"), help="the package's source to serve")
    parser.add_argument("--probes", type=int, default=5)
    args = parser.parse_args()
    os.environ["PYTHONPATH"] = args.src  # the server process serves that source
    port = free_port()
    silent = socket.create_server(("127.0.0.1", port), backlog=128)  # never accepts: no answer
    env = {**PROXIED, "MASTERBUILDERS_SMTP_HOST": "127.0.0.1", "MASTERBUILDERS_SMTP_PORT": str(port),
           "MASTERBUILDERS_PUBLIC_URL": "http://games.example.org"}  # fmt: skip
    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(f"sqlite:///{Path(tmp) / 'games.sqlite3'}", Path(tmp), env=env)
        server.start()
        try:
            results.update(hung_relay(server.base, args.probes))
        finally:
            server.stop()
            silent.close()
    with tempfile.TemporaryDirectory() as tmp:  # no mail at all: password checks alone
        server = Server(f"sqlite:///{Path(tmp) / 'games.sqlite3'}", Path(tmp), env=PROXIED)
        server.start()
        try:
            results.update(sign_in_storm(server.base, args.probes))
        finally:
            server.stop()
    print(f"source: {args.src}")
    print("| request | n | median ms | longest ms |")
    print("|---|---:|---:|---:|")
    for what, ms in results.items():
        print(f"| {what} | {len(ms)} | {statistics.median(ms):,.0f} | {max(ms):,.0f} |")


if __name__ == "__main__":
    main()
