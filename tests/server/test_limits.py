"""A server you can leave running: every malformed input is a 4xx with a stable code (never a 500),
WebSockets close with 1003/1008/1009 and a reason, every limit refuses with a clear 429/503,
clocks charge each decision, idle games are abandoned, responses carry security headers."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.server.client import HTTP, auth, create, wait_for
from tests.server.conftest import InProcess, Server
from tests.server.fakes import FakeClock, Service

pytestmark = pytest.mark.slow

HUMANS = [{"kind": "human"}, {"kind": "human"}]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    s = Server(
        f"sqlite:///{tmp_path / 'games.sqlite3'}",
        tmp_path,
        env={
            "MASTERBUILDERS_CREATIONS_PER_MINUTE": "1000",
            "MASTERBUILDERS_HINTS_PER_MINUTE": "2",
            "MASTERBUILDERS_MAX_BOT_GAMES": "2",
        },
    )
    s.start()
    yield s
    s.stop()


def post(
    base: str, path: str, body: Any = None, raw: bytes | None = None, **kw: Any
) -> httpx.Response:
    headers = {"content-type": "application/json", **kw.pop("headers", {})}
    content = raw if raw is not None else json.dumps(body).encode()
    return httpx.post(f"{base}{path}", content=content, headers=headers, timeout=20, **kw)


def code(r: httpx.Response) -> str:
    return str(r.json()["error"]["code"])


def _two_humans(base: str, **extra: Any) -> tuple[str, dict[int, str]]:
    g = create(base, {"game": "builders", "players": 2, "seats": HUMANS, **extra})
    return g["id"], {j["seat"]: j["token"] for j in g["join"]}


def test_malformed_bodies_are_400s_never_500s(server: Server) -> None:
    base = server.base
    deep = b"[" * 100_000 + b"]" * 100_000
    r = post(base, "/api/games", raw=b'{"game": ' + deep[:60_000] + b"}")
    assert r.status_code == 400 and code(r) == "parse_error"
    r = post(base, "/api/games", raw=b'{"game": "pillars", "players": 1' + b"0" * 5000 + b"}")
    assert r.status_code == 400 and code(r) == "parse_error"
    r = post(base, "/api/games", raw=b'{"game": "pillars", "players": NaN}')
    assert r.status_code == 400 and code(r) == "parse_error"
    r = post(base, "/api/games", raw=b"[1, 2]")
    assert r.status_code == 400 and code(r) == "parse_error"
    gid, tokens = _two_humans(base)
    v = wait_for(base, gid, tokens[0], lambda v: v["to_move"] is not None)
    seat = v["to_move"]
    for bad in ("take-coins \u00b2", "take-coins \u0663", "take-coins 99999999", "x" * 300):
        r = post(
            base,
            f"/api/games/{gid}/actions",
            {"version": v["version"], "action": bad},
            headers={"authorization": f"Bearer {tokens[seat]}"},
        )
        assert r.status_code == 400 and code(r) == "parse_error", (bad, r.text)
    r = post(base, f"/api/games/{gid}/actions", {"version": True, "action": "end"},
             headers={"authorization": f"Bearer {tokens[seat]}"})  # fmt: skip
    assert r.status_code == 400 and code(r) == "invalid_request"


def test_bad_query_parameters_are_400s(server: Server) -> None:
    base = server.base
    g = create(
        base, {"game": "builders", "players": 2, "seats": [{"kind": "bot", "level": "random"}] * 2}
    )
    wait_for(base, g["id"], None, lambda v: v["view"]["decision"]["over"], timeout=120)
    for query in ("seat=abc", "seat=9", "seat=-1", "seat=%C2%B2", "step=abc", "step=1e9"):
        r = httpx.get(f"{base}/api/games/{g['id']}/replay?{query}", timeout=10)
        assert r.status_code == 400 and code(r) == "invalid_request", (query, r.text)
    r = httpx.get(f"{base}/api/games/{g['id']}/replay?seat=spectator&step=3", timeout=10)
    assert r.status_code == 200 and r.json()["step"] == 3


def test_bodies_are_bounded_as_they_arrive_chunked_or_not(server: Server) -> None:
    base = server.base
    big = b'{"game": "pillars", "x": "' + b"a" * 70_000 + b'"}'
    r = post(base, "/api/games", raw=big)
    assert r.status_code == 413 and code(r) == "payload_too_large"

    def chunks() -> Iterator[bytes]:
        yield b'{"game": "pillars", "x": "'
        for _ in range(2_000):  # 2 MB announced by nobody: chunked
            yield b"a" * 1000
        yield b'"}'

    r = httpx.post(
        f"{base}/api/games", content=chunks(), headers={"content-type": "application/json"},
        timeout=20,
    )  # fmt: skip
    assert r.status_code == 413 and code(r) == "payload_too_large"


def test_writes_must_be_json(server: Server) -> None:
    """A cross-site text/plain or form post (no preflight) cannot create a game."""
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
        r = httpx.post(
            f"{server.base}/api/games",
            content=b'{"game": "pillars", "players": 2}',
            headers={"content-type": kind},
            timeout=10,
        )
        assert r.status_code == 415 and code(r) == "unsupported_media_type"


def test_security_headers_and_no_docs_by_default(server: Server) -> None:
    for path in ("/", "/api/meta", "/api/games/nothing", "/static/js/api.js"):
        r = httpx.get(f"{server.base}{path}", timeout=10)
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp, path
        assert r.headers["x-frame-options"] == "DENY"
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
    for path in ("/docs", "/openapi.json", "/redoc"):
        assert httpx.get(f"{server.base}{path}", timeout=10).status_code == 404


def test_join_links_never_come_from_the_host_header(server: Server, tmp_path: Path) -> None:
    r = post(server.base, "/api/games", {"game": "pillars", "players": 2, "seats": HUMANS},
             headers={"host": "evil.example"})  # fmt: skip
    assert r.status_code == 201
    assert all(j["url"].startswith("/play/") for j in r.json()["join"])
    assert "evil" not in r.text
    server.stop()
    public = Server(
        server.database_url,
        tmp_path,
        env={"MASTERBUILDERS_PUBLIC_URL": "https://games.example.org"},
    )
    public.start()
    try:
        r = post(public.base, "/api/games", {"game": "pillars", "players": 2, "seats": HUMANS},
                 headers={"host": "evil.example"})  # fmt: skip
        assert all(j["url"].startswith("https://games.example.org/play/") for j in r.json()["join"])
    finally:
        public.stop()


def test_names_with_control_and_bidi_characters_are_refused(server: Server) -> None:
    """Such characters made a name display as another: they were taken out of it, and what was
    left shown. Now (issue 54, server/names.py) a name that holds one is refused, naming the
    character, as any invisible one is; spaces are still only collapsed."""
    for name in ("Ann\x00\x1b[31m\u202egnp.exe", "\u200f\u2066\u2069"):
        seats = [{"kind": "human", "name": name}, {"kind": "human"}]
        r = HTTP.post(f"{server.base}/api/games", json={"game": "pillars", "players": 2,
                                                        "seats": seats})  # fmt: skip
        assert r.status_code == 400 and r.json()["error"]["code"] == "invalid_name", r.text
        assert "U+" in r.json()["error"]["message"], r.text
    seats = [{"kind": "human", "name": "  Ann   gnp "}, {"kind": "human", "name": "   "}]
    g = create(server.base, {"game": "pillars", "players": 2, "seats": seats})
    # a name of nothing but spaces is no name: the seat is unnamed (each reader's page names it
    # in their language)
    assert [s["name"] for s in g["seats"]] == ["Ann gnp", None]


def _ws_close(url: str, token: str, send: Any) -> tuple[int, str]:
    with connect(url, max_size=2**24) as ws:
        ws.send(auth(token))
        ws.recv(timeout=10)
        try:
            for frame in send:
                ws.send(frame)
            for _ in range(50):
                ws.recv(timeout=10)
        except ConnectionClosed:
            pass
        assert ws.close_code is not None
        return ws.close_code, ws.close_reason


def test_websocket_refusals_close_with_a_code_and_a_reason(server: Server) -> None:
    gid, tokens = _two_humans(server.base)
    url = f"{server.ws}/ws/games/{gid}"
    code_, reason = _ws_close(url, tokens[0], [b"\x00\x01binary"])
    assert code_ == 1003 and "text" in reason
    code_, _ = _ws_close(url, tokens[0], ['{"type": "ping", "x": "' + "a" * 70_000 + '"}'])
    assert code_ == 1009
    code_, reason = _ws_close(url, tokens[0], ['{"type": "ping"}'] * 100)
    assert code_ == 1008 and "messages a second" in reason
    with connect(url) as ws:  # a malformed message is answered, the socket stays open
        ws.send(auth(tokens[0]))
        ws.recv(timeout=10)
        ws.send("[[[[" * 2000)
        answer = json.loads(ws.recv(timeout=10))
        while answer.get("type") == "update":
            answer = json.loads(ws.recv(timeout=10))
        assert answer["error"]["code"] == "parse_error"
        ws.send('{"type": "ping"}')
        while json.loads(ws.recv(timeout=10)).get("type") != "pong":
            pass


def test_creation_limits(tmp_path: Path) -> None:
    """Per client (429 rate_limited), games of bots only (429 too_many_bot_games), games in play
    in all (503 server_full): each refusal names its limit."""
    s = Server(
        f"sqlite:///{tmp_path / 'g.sqlite3'}",
        tmp_path,
        env={
            "MASTERBUILDERS_CREATIONS_PER_MINUTE": "5",
            "MASTERBUILDERS_MAX_BOT_GAMES": "1",
            "MASTERBUILDERS_MAX_ACTIVE_GAMES": "3",
        },
    )
    s.start()
    try:
        bots = [{"kind": "bot", "level": "hard"}] * 2
        r = post(s.base, "/api/games", {"game": "pillars", "players": 2, "seats": bots})
        assert r.status_code == 201
        r = post(s.base, "/api/games", {"game": "pillars", "players": 2, "seats": bots})
        assert r.status_code == 429 and code(r) == "too_many_bot_games"
        for _ in range(2):
            assert (
                post(
                    s.base, "/api/games", {"game": "pillars", "players": 2, "seats": HUMANS}
                ).status_code
                == 201
            )
        r = post(s.base, "/api/games", {"game": "pillars", "players": 2, "seats": HUMANS})
        assert r.status_code == 503 and code(r) == "server_full"
        r = post(s.base, "/api/games", {"game": "pillars", "players": 2, "seats": HUMANS})
        assert (
            r.status_code == 429
            and code(r) == "rate_limited"
            and "per minute" in r.json()["error"]["message"]
        )
    finally:
        s.stop()


def test_hints_one_at_a_time_and_so_many_per_minute(server: Server) -> None:
    gid, tokens = _two_humans(server.base, game="pillars")
    v = wait_for(server.base, gid, tokens[0], lambda v: v["to_move"] is not None)
    auth = {"authorization": f"Bearer {tokens[v['to_move']]}"}
    first = post(server.base, f"/api/games/{gid}/hint", {}, headers=auth)
    assert first.status_code == 200 and first.json()["candidates"]
    second = post(server.base, f"/api/games/{gid}/hint", {}, headers=auth)
    assert second.status_code == 200
    third = post(server.base, f"/api/games/{gid}/hint", {}, headers=auth)
    assert third.status_code == 429 and code(third) == "rate_limited"
    other = {"authorization": f"Bearer {tokens[1 - v['to_move']]}"}
    r = post(server.base, f"/api/games/{gid}/hint", {}, headers=other)
    assert r.status_code == 403


def test_no_hints_in_a_game_that_may_be_rated(server: Server) -> None:
    """The attacker's finding: a player asked the strongest level for its best moves in a
    rated game. A game with a clock that is no practice game may be rated: it gives no hints
    (409 hints_off, naming why) and tells the page so ("hints": false, which hides the button);
    a practice game with a clock, like a game without one, gives them."""
    for extra, offered in (({"clock": {"seconds": 600}}, False),
                           ({"clock": {"seconds": 600}, "seed": 4, "practice": True}, True),
                           ({}, True)):  # fmt: skip
        gid, tokens = _two_humans(server.base, game="pillars", **extra)
        v = wait_for(server.base, gid, tokens[0], lambda v: v["to_move"] is not None)
        assert v["hints"] is offered, extra
        auth = {"authorization": f"Bearer {tokens[v['to_move']]}"}
        r = post(server.base, f"/api/games/{gid}/hint", {}, headers=auth)
        if offered:
            assert r.status_code == 200 and r.json()["candidates"], extra
        else:
            assert r.status_code == 409 and code(r) == "hints_off"
            assert "may be rated" in r.json()["error"]["message"]


def test_clocks_charge_each_decision_and_a_restart_charges_the_running_one(tmp_path: Path) -> None:
    """A seat deciding several times in a row is charged each decision's own time (not from its
    turn's start); after a restart the decision in progress is still charged. In process, on a
    fake clock: the seconds thought pass on it, so the charges are exact (charged from the
    turn's start, the second decision would also pay the first one's second again: 3 s, not
    2 s); the restarted service is another one on the same database and clock."""
    path, clock = tmp_path / "c.sqlite3", FakeClock()
    game: dict[str, Any] = {}

    async def first() -> None:
        service = Service(path, clock)
        async with service.running() as manager:
            session, tokens = await manager.create(
                {"game": "builders", "players": 2, "seats": HUMANS, "clock": {"seconds": 600}}
            )
            await service.settled(session)
            seat = session.state.current_player()
            assert session.clock_left(seat) == 600
            clock.advance(1.0)  # the turn's first decision takes 1 s
            await manager.submit(session, tokens[seat], session.version, "take-coins 1")
            assert session.clock_left(seat) == pytest.approx(599.0)
            clock.advance(1.0)  # its second decision takes 1 s
            assert session.state.current_player() == seat
            await manager.submit(session, tokens[seat], session.version, "end")
            await service.settled(session)
            assert session.clock_left(seat) == pytest.approx(598.0)
            game.update(id=session.id, other=session.state.current_player())
            assert game["other"] == 1 - seat

    asyncio.run(first())
    clock.advance(2.0)  # the other seat thinks; the server stops meanwhile
    again = Service(path, clock)

    async def restarted() -> float:
        async with again.running() as manager:
            session = await manager.load(game["id"])
            return session.clock_left(game["other"])

    assert asyncio.run(restarted()) == pytest.approx(598.0)  # the running decision is charged


def test_idle_games_are_abandoned_and_not_restored(tmp_path: Path) -> None:
    """A game idle past the limit is abandoned at the next start, not restored (in process: the
    idle seconds pass on the server's clock, moved on by the test)."""
    s = InProcess(f"sqlite:///{tmp_path / 'i.sqlite3'}", idle_hours=2 / 3600)  # two seconds
    s.start()
    try:
        gid, tokens = _two_humans(s.base)
        v = wait_for(s.base, gid, tokens[0], lambda v: v["to_move"] is not None)
        s.stop()
        s.clock.advance(2.5)
        s.start()
        health = httpx.get(f"{s.base}/api/health", timeout=10).json()
        assert health["restored"] == 0 and health["abandoned_since_start"] >= 1
        r = post(s.base, f"/api/games/{gid}/actions", {"version": v["version"], "action": "end"},
                 headers={"authorization": f"Bearer {tokens[v['to_move']]}"})  # fmt: skip
        assert r.status_code == 409 and code(r) == "game_abandoned"
        assert httpx.get(f"{s.base}/api/games/{gid}", timeout=10).json()["status"] == "abandoned"
    finally:
        s.stop()


def test_no_request_answers_500_to_garbage(server: Server) -> None:
    """A sweep of odd requests: none is a server error."""
    base = server.base
    gid, tokens = _two_humans(base)
    probes = [
        ("GET", f"/api/games/{'x' * 5000}", None),
        ("GET", "/api/games/%00", None),
        ("GET", f"/api/games/{gid}/view?token=%ff%fe", None),
        ("GET", f"/api/games/{gid}/replay?seat=0", None),
        ("POST", f"/api/games/{gid}/actions", b"{}"),
        ("POST", f"/api/games/{gid}/actions", b'{"action": {"kind": 1}, "version": 0}'),
        ("POST", f"/api/games/{gid}/undo", b'{"version": "x"}'),
        ("POST", f"/api/games/{gid}/leave", b'{"level": ["x"]}'),
        ("POST", "/api/games", b'{"game": "pillars", "players": 2, "clock": {"seconds": true}}'),
        ("POST", "/api/games", b'{"game": "pillars", "players": 2, "seats": [1, 2]}'),
        ("POST", "/api/games", b'{"game": "pillars", "seed": {"a": 1}, "practice": true}'),
        ("GET", "/static/js/games/nothing.js", None),
    ]
    for method, path, body in probes:
        r = httpx.request(method, f"{base}{path}", content=body,
                          headers={"content-type": "application/json", "authorization": f"Bearer {tokens[0]}"},
                          timeout=10)  # fmt: skip
        assert r.status_code < 500, (method, path, r.status_code, r.text)


def test_a_raw_chunked_request_that_never_ends_is_cut_off(server: Server) -> None:
    """A client trickling a chunked body is answered 413 once it is past the limit; the server
    never holds more."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
        )
        chunk = b"a" * 8192
        answer = b""
        try:
            for _ in range(20):
                sock.sendall(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
        except OSError:
            pass
        sock.settimeout(5)
        try:
            while b"\r\n\r\n" not in answer:
                data = sock.recv(4096)
                if not data:
                    break
                answer += data
        except OSError:
            pass
    assert answer.startswith(b"HTTP/1.1 413")
