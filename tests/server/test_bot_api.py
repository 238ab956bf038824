"""The bot API (issue 41, docs/bot-api.md): an account marked a bot plays the seats it is invited
to with its token over the same HTTP API the page uses, the example bot (examples/api_bot.py)
plays a whole game that way, and it is rated like anyone; its token is no key to the account's
own settings, nor to anybody else's seat."""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.server.conftest import Server
from tests.server.test_accounts import PROXIED, Browser, _register, play_seat

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "examples"))
from api_bot import play  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    work = tmp_path_factory.mktemp("bots")
    srv = Server(f"sqlite:///{work / 'games.sqlite3'}", work, env=PROXIED)
    srv.start()
    yield srv
    srv.stop()


def _bot_token(server: Server, name: str) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "account", "bot", name,
         "--database-url", server.database_url],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert out.startswith("mbb_"), out
    return out


def test_the_example_bot_plays_a_whole_game_and_both_are_rated(server: Server) -> None:
    token = _bot_token(server, "Botolph")
    person = Browser(server.base)
    assert _register(person, "Ricsige").status_code == 201
    r = person.post("/api/games", {"game": "pillars", "players": 2, "seats": [
        {"kind": "human"}, {"kind": "human", "account": "Botolph"}], "clock": {"seconds": 900}})  # fmt: skip
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    assert [j["seat"] for j in r.json()["join"]] == [0]  # the bot's seat is its own: no link
    sent: list[int] = []
    bot = threading.Thread(target=lambda: sent.append(play(server.base, token, "random",
                                                          once=True, poll=0.05)), daemon=True)  # fmt: skip
    bot.start()
    seen = play_seat(person, gid, 0, random.Random(3).choice)
    assert seen["view"]["decision"]["over"]
    bot.join(30)
    assert sent and sent[0] > 10  # the bot made its seat's decisions through the API
    for _ in range(100):
        board = person.get("/api/ratings/pillars?players=2").json()["board"]
        kinds = {e["name"]: e["kind"] for e in board}
        if "Botolph" in kinds and "Ricsige" in kinds:
            break
        time.sleep(0.1)
    assert kinds["Botolph"] == "bot account" and kinds["Ricsige"] == "player"
    bot_games = httpx.get(f"{server.base}/api/account/games",
                          headers={"authorization": f"Bearer {token}"}).json()["games"]  # fmt: skip
    assert [(g["id"], g["seat"], g["status"]) for g in bot_games] == [(gid, 1, "finished")]


def test_a_bot_token_is_no_key_to_the_accounts_settings(server: Server) -> None:
    token = _bot_token(server, "Wulfstan")
    auth = {"authorization": f"Bearer {token}", "x-forwarded-for": "10.200.0.1"}
    http = httpx.Client(base_url=server.base, headers=auth, timeout=10)
    for method, path, body in (
        ("GET", "/api/account", None),
        ("GET", "/api/account/settings", None),
        ("POST", "/api/account/settings", {"show_ratings": False, "email": "a@b.org"}),
        ("POST", "/api/account/signout", {}),
    ):
        r = http.request(method, path, json=body)
        assert r.status_code in (401, 403) or r.json() == {"ok": True}, (path, r.text)
    assert http.post("/api/account/settings", json={"show_ratings": False}).status_code == 401
    # its token acts for no seat it was not invited to
    person = Browser(server.base)
    assert _register(person, "Sexburga").status_code == 201
    r = person.post("/api/games", {"game": "pillars", "players": 2, "seats": [
        {"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
    gid = r.json()["id"]
    seen = http.get(f"/api/games/{gid}/view").json()
    assert seen["seat"] is None
    moved = http.post(f"/api/games/{gid}/actions", json={"version": seen["version"], "action": "x"})
    assert moved.status_code == 403
    claim = http.post(f"/api/games/{gid}/claim", json={})
    assert claim.status_code == 401
    forged = httpx.get(f"{server.base}/api/account/games",
                       headers={"authorization": "Bearer mbb_not-a-token"})  # fmt: skip
    assert forged.status_code == 403


def test_an_invitation_names_an_account_that_exists(server: Server) -> None:
    person = Browser(server.base)
    assert _register(person, "Tondberht").status_code == 201
    r = person.post("/api/games", {"game": "pillars", "players": 2, "seats": [
        {"kind": "human"}, {"kind": "human", "account": "no-such-bot"}]})  # fmt: skip
    assert r.status_code == 400 and "no account is named" in r.text
    assert person.get("/api/account/games").json()["games"] == []


def test_a_bot_opens_its_seat_on_the_game_socket_with_its_token(server: Server) -> None:
    import json

    from websockets.sync.client import connect

    token = _bot_token(server, "Eanflaed")
    person = Browser(server.base)
    assert _register(person, "Aldgisl").status_code == 201
    r = person.post("/api/games", {"game": "pillars", "players": 2, "seats": [
        {"kind": "human"}, {"kind": "human", "account": "Eanflaed"}]})  # fmt: skip
    gid = r.json()["id"]
    for auth, seat in ((f"Bearer {token}", 1), ("Bearer mbb_forged", None)):
        with connect(f"{server.ws}/ws/games/{gid}",
                     additional_headers={"authorization": auth}) as ws:  # fmt: skip
            message = json.loads(ws.recv(timeout=10))
            if seat is None:
                assert message["type"] == "error" and message["error"]["code"] == "forbidden"
            else:
                assert message["type"] == "update" and message["seat"] == seat
