"""The README's first command on a fresh machine (issue 53): clone a commit of this repository into
a folder of its own, run `make serve` there (which makes its own `.venv`, installs what serving
needs and compiles), and check the server it starts: `/api/health` answers, the lobby (`/`) is
served, and a game of two bots gets its first move. `.ci/run` runs it beside `make test`, whose
install has every extra and so cannot show what the serve install lacks.

    python3 tools/fresh_serve.py [--commit REV] [--keep]

Only the standard library: it runs before any virtual environment exists. It exits 0 when all
three checks pass, 1 with the reason (and the end of `make serve`'s output) otherwise. The port is
8000, the one the README promises, unless that is taken (then a free one, passed as `make serve
PORT=N`)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START_LIMIT = 900.0
"""Seconds for `make serve` to install, compile and answer (about 3 minutes on a fresh machine)."""
MOVE_LIMIT = 60.0


class Failed(Exception):
    pass


def port_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def request(url: str, body: object | None = None, timeout: float = 10.0) -> tuple[int, bytes]:
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json"} if data else {}
    req = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def wait_for_health(base: str, server: subprocess.Popen[bytes]) -> float:
    started = time.monotonic()
    while True:
        if server.poll() is not None:
            raise Failed(f"`make serve` exited with {server.returncode} before it answered")
        try:
            status, _ = request(f"{base}/api/health", timeout=2)
            if status == 200:
                return time.monotonic() - started
        except (urllib.error.URLError, OSError):
            pass
        if time.monotonic() - started > START_LIMIT:
            raise Failed(f"/api/health did not answer within {START_LIMIT:.0f} s")
        time.sleep(1)


def check_server(base: str) -> str:
    status, health = request(f"{base}/api/health")
    if status != 200 or json.loads(health).get("ok") is not True:
        raise Failed(f"/api/health: {status} {health[:200]!r}")
    status, lobby = request(f"{base}/")
    if status != 200 or b"masterbuilders" not in lobby.lower():
        raise Failed(f"the lobby (/): {status} {lobby[:200]!r}")
    game = {"game": "pillars", "players": 2, "seed": 1, "practice": True,
            "seats": [{"kind": "bot", "level": "easy"}] * 2}  # fmt: skip
    status, created = request(f"{base}/api/games", game)
    if status not in (200, 201):
        raise Failed(f"creating a game of two bots: {status} {created[:300]!r}")
    gid = json.loads(created)["id"]
    deadline = time.monotonic() + MOVE_LIMIT
    while True:
        status, view = request(f"{base}/api/games/{gid}/view")
        if status != 200:
            raise Failed(f"the game's view: {status} {view[:300]!r}")
        answer = json.loads(view)
        if answer["version"] > 0:
            return f"game {gid} at version {answer['version']}"
        if time.monotonic() > deadline:
            raise Failed(f"no bot moved within {MOVE_LIMIT:.0f} s: {answer}")
        time.sleep(0.5)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--commit", default="HEAD", help="the commit to clone (default HEAD)")
    ap.add_argument("--keep", action="store_true", help="keep the clone (it is printed)")
    args = ap.parse_args()
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{args.commit}^{{commit}}"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    where = Path(tempfile.mkdtemp(prefix="masterbuilders-fresh-"))
    clone = where / "masterbuilders"
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", commit], check=True)
    port = 8000 if port_free(8000) else free_port()
    command = ["make", "serve"] + ([] if port == 8000 else [f"PORT={port}"])
    print(f"fresh clone of {commit[:10]} in {clone}: {' '.join(command)}", flush=True)
    log = (where / "serve.log").open("wb")
    server = subprocess.Popen(command, cwd=clone, stdout=log, stderr=subprocess.STDOUT,
                              start_new_session=True)  # fmt: skip
    ok = False
    try:
        seconds = wait_for_health(f"http://127.0.0.1:{port}", server)
        moved = check_server(f"http://127.0.0.1:{port}")
        print(f"make serve answered /api/health after {seconds:.0f} s; the lobby is served; "
              f"{moved}: a bot moved")  # fmt: skip
        ok = True
    except Failed as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
    finally:
        if server.poll() is None:  # make, the server and its bot processes: one group
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()
        log.close()
        if not ok:
            tail = (where / "serve.log").read_text(errors="replace").splitlines()[-30:]
            print("--- the end of `make serve`'s output:", *tail, sep="\n", file=sys.stderr)
        if not args.keep:
            shutil.rmtree(where, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
