"""The client's address behind a proxy, and nginx's log (issue 36). The limits per client count
the address the connection comes from; X-Forwarded-For is believed only from the proxies the
operator names (MASTERBUILDERS_TRUSTED_PROXIES, empty by default), so a client cannot choose its
address, and behind nginx on another host each player keeps an own bucket. nginx, the edge,
sends the address it sees and logs requests without their query strings."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from masterbuilders.server.deploy import NGINX, Cluster, nginx_config
from tests.server.conftest import ONE_CLIENT, Server, free_port

ONE_GAME_A_MINUTE = {"MASTERBUILDERS_CREATIONS_PER_MINUTE": "1"}
"""Each client's bucket holds one creation: a second one from the same address is refused."""
PEOPLE = {"game": "pillars", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
SECRET = "SECRET123"


def creates(base: str, source: str = "127.0.0.1", forged: str | None = None) -> int:
    """The status of a creation from the address `source`, claiming to forward for `forged`."""
    headers = {"x-forwarded-for": forged} if forged else {}
    transport = httpx.HTTPTransport(local_address=source)
    with httpx.Client(transport=transport, timeout=10) as client:
        r = client.post(f"{base}/api/games", json=PEOPLE, headers=headers)
    assert r.status_code in (201, 429), r.text
    if r.status_code == 429:
        assert r.json()["error"]["code"] == "rate_limited", r.text
    return r.status_code


def _server(tmp_path: Path, env: dict[str, str]) -> Iterator[Server]:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=env)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def direct(tmp_path: Path) -> Iterator[Server]:
    yield from _server(tmp_path, ONE_GAME_A_MINUTE)


@pytest.fixture
def behind_proxy(tmp_path: Path) -> Iterator[Server]:
    """A server behind a proxy at 127.0.0.2 (as a proxy on another host would be)."""
    yield from _server(
        tmp_path, {**ONE_GAME_A_MINUTE, "MASTERBUILDERS_TRUSTED_PROXIES": "127.0.0.2"}
    )


def test_a_direct_client_cannot_choose_its_address(direct: Server) -> None:
    """By default nothing is trusted, not even 127.0.0.1 (uvicorn's own default)."""
    assert creates(direct.base, forged="10.0.0.1") == 201
    assert creates(direct.base, forged="10.0.0.2") == 429  # the same client: 127.0.0.1
    assert creates(direct.base, forged="10.0.0.3, 127.0.0.1") == 429
    assert creates(direct.base, "127.0.0.2", forged="127.0.0.1") == 201  # another client


def test_only_the_configured_proxy_is_believed(behind_proxy: Server) -> None:
    base = behind_proxy.base
    # through the proxy: the right-most address it did not add itself is the client
    assert creates(base, "127.0.0.2", forged="10.0.0.1") == 201
    assert creates(base, "127.0.0.2", forged="10.0.0.2") == 201
    assert creates(base, "127.0.0.2", forged="10.0.0.1") == 429
    assert creates(base, "127.0.0.2", forged="10.0.0.9, 10.0.0.1, 127.0.0.2") == 429
    # anyone else (127.0.0.1 too) is the client it is, whatever it claims
    assert creates(base, "127.0.0.1", forged="10.0.0.3") == 201
    assert creates(base, "127.0.0.1", forged="10.0.0.4") == 429
    assert creates(base, "127.0.0.3", forged="10.0.0.5") == 201
    assert creates(base, "127.0.0.3") == 429


def test_a_bad_trusted_proxy_stops_the_server_naming_it(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--port", str(free_port()),
         "--trusted-proxies", "10.0.0.10,nginx"],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "MASTERBUILDERS_TRUSTED_PROXIES" in done.stderr and "'nginx'" in done.stderr


@pytest.fixture
def cluster(tmp_path: Path, postgres_url: str, request: pytest.FixtureRequest) -> Iterator[Cluster]:
    """`Cluster` with (instances, settings) as the test's parameter."""
    if not Path(NGINX).exists():
        pytest.fail(f"nginx is missing at {NGINX}: apt-get install nginx (Debian's package)")
    instances, env = request.param
    c = Cluster(
        postgres_url,
        port=free_port(),
        ports=[free_port() for _ in range(instances)],
        folder=tmp_path / "cluster",
        env=env,
    )
    try:
        c.start()
        yield c
    finally:
        c.stop()


@pytest.mark.slow
@pytest.mark.parametrize("cluster", [(1, ONE_GAME_A_MINUTE)], indirect=True)
def test_through_nginx_each_client_has_its_own_bucket(cluster: Cluster) -> None:
    """One instance: each instance keeps its own buckets, and nginx sends a creation to any."""
    base = cluster.url
    assert creates(base, "127.0.0.2") == 201
    assert creates(base, "127.0.0.3") == 201  # not refused: 127.0.0.2's bucket is its own
    assert creates(base, "127.0.0.2", forged="10.0.0.1") == 429
    assert creates(base, "127.0.0.3", forged="10.0.0.2") == 429
    # nginx overwrites what a client claims, also one on nginx's own address (which the
    # instances trust)
    assert creates(base, "127.0.0.1", forged="10.0.0.3") == 201
    assert creates(base, "127.0.0.1", forged="10.0.0.4") == 429


def _play(base: str, secrets: list[str]) -> None:
    """A game of one person (random clicks, token in a header) against a bot, through `base`;
    on every turn, requests carrying `secrets` in their query strings too."""
    seats = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
    r = httpx.post(f"{base}/api/games", json={"game": "pillars", "players": 2, "seats": seats})
    assert r.status_code == 201, r.text
    gid, token = r.json()["id"], r.json()["join"][0]["token"]
    secrets.append(token)
    auth = {"authorization": f"Bearer {token}"}
    rng = random.Random(1)
    with httpx.Client(base_url=base, timeout=10) as http:
        for query in (f"token={token}", f"token={SECRET}", f"seat=0&token={SECRET}"):
            http.get(f"/play/{gid}?{query}")
            http.get(f"/api/games/{gid}/view?{query}")
        try:
            with connect(f"{base.replace('http', 'ws', 1)}/ws/games/{gid}?token={SECRET}") as ws:
                ws.recv(timeout=5)
        except Exception:  # refused or not: the request reached nginx
            pass
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            v = http.get(f"/api/games/{gid}/view", headers=auth).json()
            if v["status"] != "active":
                return
            http.get(f"/api/games/{gid}?token={SECRET}")  # refused (400) or not: it is logged
            http.get(f"/api/games/{gid}/view?since={SECRET}", headers=auth)
            if v["to_move"] != 0:
                time.sleep(0.02)
                continue
            action = rng.choice(v["view"]["decision"]["legal_actions"])
            body: dict[str, Any] = {"version": v["version"], "action": action}
            r = http.post(f"/api/games/{gid}/actions", json=body, headers=auth)
            assert r.status_code in (200, 409), r.text
    raise AssertionError("the game did not end")


@pytest.mark.slow
@pytest.mark.parametrize("cluster", [(2, ONE_CLIENT)], indirect=True)
def test_the_cluster_s_nginx_logs_no_query_string(cluster: Cluster) -> None:
    secrets = [SECRET]
    _play(cluster.url, secrets)
    cluster.stop()  # nginx writes what it buffered
    log = (cluster.folder / "access.log").read_text()
    assert log.count("POST /api/games/") > 10 and "GET /ws/games/" in log, log[:2000]
    assert not [s for s in secrets if s in log]
    assert "token=" not in log


def test_a_system_nginx_logs_no_query_string(tmp_path: Path) -> None:
    """The `http` block as Debian's nginx includes it (conf.d), whose own nginx.conf logs every
    request with its query string (the `combined` format) unless a server says otherwise."""
    if not Path(NGINX).exists():
        pytest.fail(f"nginx is missing at {NGINX}: apt-get install nginx (Debian's package)")
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=ONE_CLIENT)
    server.start()
    port = free_port()
    ours = tmp_path / "masterbuilders.access.log"
    block = tmp_path / "masterbuilders.conf"
    block.write_text(
        nginx_config([f"127.0.0.1:{server.port}"], f"127.0.0.1:{port}", None, str(ours))
    )
    conf = tmp_path / "nginx.conf"
    conf.write_text(
        f"daemon off;\npid {tmp_path}/nginx.pid;\nevents {{}}\nhttp {{\n"
        f"    access_log {tmp_path}/access.log;\n"  # Debian's nginx.conf
        + "".join(f"    {k}_temp_path {tmp_path}/{k};\n" for k in ("client_body", "proxy"))
        + f"    include {block};\n}}\n"
    )
    nginx = subprocess.Popen(
        [NGINX, "-p", str(tmp_path), "-c", str(conf), "-e", str(tmp_path / "error.log")]
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 10
        while True:
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, (tmp_path / "error.log").read_text()
                time.sleep(0.1)
        secrets = [SECRET]
        _play(base, secrets)
    finally:
        nginx.terminate()
        nginx.wait(10)
        server.stop()
    logged = ours.read_text()
    assert logged.count("POST /api/games/") > 10, logged[:2000]
    for log in (logged, (tmp_path / "access.log").read_text()):
        assert not [s for s in secrets if s in log]
        assert "token=" not in log
