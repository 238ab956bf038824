"""`masterbuilders cluster` as a deployment's supervisor (issue 36): an instance killed with
kill -9 is started again while nginx keeps serving and every game finishes; only nginx's end,
Ctrl-C or SIGTERM stops the whole cluster, and then nothing of it is left running. The systemd
unit in deploy/ does the same for a real deployment."""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from masterbuilders.server.deploy import NGINX
from tests.server.client import create
from tests.server.conftest import NOT_REVIEWED, ONE_CLIENT, alive, descendants, free_port

ROOT = Path(__file__).resolve().parents[2]
ENV = {
    **ONE_CLIENT,
    **NOT_REVIEWED,
    "MASTERBUILDERS_MAX_BOT_GAMES": "100",
    "MASTERBUILDERS_BOT_WORKERS": "1",
}


def consecutive_free_ports(n: int) -> int:
    """The first of `n` consecutive ports free on 127.0.0.1 (the cluster's --first-port)."""
    for _ in range(100):
        first = random.randrange(20000, 60000)
        sockets = []
        try:
            for port in range(first, first + n):
                s = socket.socket()
                sockets.append(s)
                s.bind(("127.0.0.1", port))
            return first
        except OSError:
            continue
        finally:
            for s in sockets:
                s.close()
    raise RuntimeError(f"no {n} consecutive free ports")


def _as_in_a_terminal() -> None:
    """The command starts as from a terminal: Ctrl-C (SIGINT) at its default. A pytest-xdist
    worker ignores SIGINT, and an ignored signal stays ignored in its children, where Python then
    installs no KeyboardInterrupt (the Ctrl-C test hung under `make test` for that reason)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class ClusterCommand:
    """`masterbuilders cluster` in a subprocess, its output in a file."""

    def __init__(self, database_url: str, folder: Path, instances: int) -> None:
        if not Path(NGINX).exists():
            pytest.fail(f"nginx is missing at {NGINX}: apt-get install nginx (Debian's package)")
        self.folder = folder
        self.instances = instances
        self.port = free_port()
        self.first_port = consecutive_free_ports(instances)
        self.out = folder.parent / "cluster.out"
        with self.out.open("wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "masterbuilders.cli.main", "cluster",
                 "--database-url", database_url, "--instances", str(instances),
                 "--port", str(self.port), "--first-port", str(self.first_port),
                 "--folder", str(folder)],
                stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **ENV},
                preexec_fn=_as_in_a_terminal,
            )  # fmt: skip
        self.wait_healthy(self.base, 90)
        # nginx answering is not the command done starting: it prints its address once it is
        deadline = time.monotonic() + 30
        while "instances behind nginx on" not in self.output():
            assert time.monotonic() < deadline and self.proc.poll() is None, self.output()
            time.sleep(0.05)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def instance_url(self, i: int) -> str:
        return f"http://127.0.0.1:{self.first_port + i}"

    def output(self) -> str:
        return self.out.read_text()

    def pid(self, name: str) -> int:
        return int((self.folder / f"{name}.pid").read_text())

    def wait_healthy(self, url: str, seconds: float) -> float:
        """Seconds until `url`/api/health answered."""
        start = time.monotonic()
        while time.monotonic() - start < seconds:
            assert self.proc.poll() is None, self.output()
            try:
                if httpx.get(f"{url}/api/health", timeout=0.5).status_code == 200:
                    return time.monotonic() - start
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise AssertionError(f"{url} did not answer within {seconds} s\n{self.output()}")

    def end(self, sig: int = signal.SIGTERM) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise


@pytest.fixture
def cluster3(tmp_path: Path, postgres_url: str) -> Iterator[ClusterCommand]:
    c = ClusterCommand(postgres_url, tmp_path / "cluster", 3)
    yield c
    c.end()


@pytest.fixture
def cluster1(tmp_path: Path, postgres_url: str) -> Iterator[ClusterCommand]:
    c = ClusterCommand(postgres_url, tmp_path / "cluster", 1)
    yield c
    c.end()


def _status(base: str, gid: str) -> str:
    return str(httpx.get(f"{base}/api/games/{gid}", timeout=10).json()["status"])


@pytest.mark.slow
def test_a_killed_instance_is_started_again_while_every_game_finishes(
    cluster3: ClusterCommand,
) -> None:
    base = cluster3.base
    nginx = cluster3.pid("nginx")
    seats = [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "easy"}]
    games = [
        create(base, {"game": ["pillars", "builders"][i % 2], "players": 2, "seats": seats})["id"]
        for i in range(16)
    ]
    time.sleep(1)
    # the instance holding most games in play dies
    active = {
        i: httpx.get(f"{cluster3.instance_url(i)}/api/health", timeout=10).json()["active"]
        for i in range(3)
    }
    victim = max(active, key=lambda i: active[i])
    assert active[victim] > 0, f"every game ended before the kill: {active}"
    before = cluster3.pid(f"instance-{victim}")
    os.kill(before, signal.SIGKILL)
    # the claim is that it comes back, not how fast: a new instance imports the engines and takes
    # its games over, over 9 s on a loaded CI machine (the time is printed below)
    back = cluster3.wait_healthy(cluster3.instance_url(victim), 90)
    after = cluster3.pid(f"instance-{victim}")
    assert after != before and alive(after)

    deadline = time.monotonic() + 240
    for gid in games:
        while _status(base, gid) != "finished":
            assert time.monotonic() < deadline, f"game {gid} did not finish"
            time.sleep(0.5)
    assert cluster3.proc.poll() is None, cluster3.output()  # still running, and nginx too
    assert cluster3.pid("nginx") == nginx and alive(nginx)
    out = cluster3.output()
    assert re.search(rf"instance {victim} \(pid {before}, .*\) exited with -9", out), out
    assert f"instance {victim} is back" in out, out
    print(
        f"\ninstance {victim} ({active[victim]} games in play) answered {back:.2f} s after kill -9"
    )

    # SIGTERM stops everything: nginx and every instance, with their bot processes
    pids = [nginx, *(cluster3.pid(f"instance-{i}") for i in range(3))]
    pids += [d for p in pids for d in descendants(p)]
    assert cluster3.end(signal.SIGTERM) == 0, cluster3.output()
    time.sleep(0.5)
    assert not [p for p in pids if alive(p)], cluster3.output()


@pytest.mark.slow
def test_the_end_of_nginx_stops_the_whole_cluster(cluster1: ClusterCommand) -> None:
    pids = [cluster1.pid("nginx"), cluster1.pid("instance-0")]
    os.kill(pids[0], signal.SIGKILL)
    assert cluster1.proc.wait(30) == 1, cluster1.output()
    assert "nginx exited with -9: stopping" in cluster1.output()
    time.sleep(0.5)
    assert not [p for p in pids if alive(p)], cluster1.output()


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl-C"])
def test_sigterm_or_ctrl_c_stops_the_whole_cluster(cluster1: ClusterCommand, sig: int) -> None:
    pids = [cluster1.pid("nginx"), cluster1.pid("instance-0")]
    assert cluster1.end(sig) == 0, cluster1.output()
    time.sleep(0.5)
    assert not [p for p in pids if alive(p)], cluster1.output()
    assert not list(cluster1.folder.glob("*.pid"))


UNIT = ROOT / "deploy" / "masterbuilders@.service"


def _unit() -> dict[str, str]:
    keys: dict[str, str] = {}
    for line in UNIT.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith(("#", ";")):
            key, value = line.split("=", 1)
            keys.setdefault(key.strip(), value.strip())
    return keys


def test_the_systemd_unit_restarts_an_instance_named_by_its_port(tmp_path: Path) -> None:
    """deploy/masterbuilders@.service: `systemctl start masterbuilders@8000` runs the instance on
    port 8000, restarted when it fails, with the settings of an environment file; every option
    it gives `serve` exists."""
    unit = _unit()
    assert unit["Restart"] == "on-failure"
    assert unit["RestartSec"] not in ("", "0")
    assert unit["EnvironmentFile"].startswith("/etc/")
    command = unit["ExecStart"].split()
    assert command[1] == "serve"
    options = [w for w in command if w.startswith("--")]
    assert command[command.index("--port") + 1] == "%i"
    assert "%i" in command[command.index("--instance-id") + 1]
    usage = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--help"],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
    ).stdout
    for option in options:
        assert option in usage, option
    if shutil.which("systemd-analyze"):  # systemd's own check, on this venv's command
        copy = tmp_path / "masterbuilders@.service"
        copy.write_text(UNIT.read_text().replace("/opt/masterbuilders/venv", sys.prefix))
        (tmp_path / "masterbuilders@8000.service").symlink_to(copy.name)
        done = subprocess.run(
            ["systemd-analyze", "verify", str(tmp_path / "masterbuilders@8000.service")],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
