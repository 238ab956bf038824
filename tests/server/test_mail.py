"""Turn mails (issue 41, server/mail.py) through a real SMTP server (aiosmtpd): in a turn-based
game the account whose turn it is gets one mail per turn while nobody is connected to its seat,
none while its page is open, none once it unsubscribed in one click; "my games" says whose turn it
is on the next visit."""

from __future__ import annotations

import email
import email.policy
import json
import re
import time
from collections.abc import Iterator
from email.message import Message
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from websockets.sync.client import connect

from masterbuilders.server.games.creation import DAY
from tests.server.conftest import Server, free_port
from tests.server.test_accounts import PASSWORD, PROXIED, Browser, _register


class Mailbox:
    """aiosmtpd's handler: every mail received, parsed."""

    def __init__(self) -> None:
        self.mails: list[Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.mails.append(email.message_from_bytes(envelope.content, policy=email.policy.default))
        return "250 OK"

    def to(self, address: str) -> list[Message]:
        return [m for m in self.mails if m["To"] == address]


@pytest.fixture
def mailbox() -> Iterator[tuple[Mailbox, int]]:
    box = Mailbox()
    port = free_port()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    yield box, port
    controller.stop()


def _wait(pred: Any, seconds: float = 20) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if pred():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


def _mail_server(tmp_path: Path, port: int) -> Server:
    """A server that mails through the test's SMTP server on `port` (a public URL on http: the
    test reaches the server over http, and a https one would make its session cookies Secure,
    which no client sends over http)."""
    env = {**PROXIED, "MASTERBUILDERS_SMTP_HOST": "127.0.0.1", "MASTERBUILDERS_SMTP_PORT": str(port),
           "MASTERBUILDERS_PUBLIC_URL": "http://games.example.org"}  # fmt: skip
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=env)
    server.start()
    return server


def give_address(b: Browser, box: Mailbox, address: str) -> None:
    """The account of `b` gives `address` and confirms it as its owner does: with the link of
    the mail that asks (taken out of the mailbox, so that what a test counts after is the
    rest)."""
    assert b.post("/api/account/settings", {"email": address}).status_code == 200
    _wait(lambda: len(box.to(address)) == 1)
    (asked,) = box.to(address)
    box.mails.remove(asked)
    link = re.search(r"/account#confirm=(\S+)", asked.get_payload(decode=True).decode())
    assert link is not None, asked
    assert b.post("/api/account/confirm", {"code": link.group(1)}).status_code == 200
    assert b.get("/api/account/settings").json()["email_confirmed"] is True


def _turn_based(b: Browser, other: dict[str, Any]) -> str:
    """A two-player Pillars game of a day per move (a bank of three) that `b` creates, holding
    its first seat, `other` the second: its id."""
    r = b.post("/api/games", {"game": "pillars", "players": 2,
                              "clock": {"per_move": DAY, "seconds": 3 * DAY},
                              "seats": [{"kind": "human"}, other]})  # fmt: skip
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def test_one_mail_per_turn_to_whoever_is_away(tmp_path: Path, mailbox: tuple[Mailbox, int]) -> None:
    box, port = mailbox
    server = _mail_server(tmp_path, port)
    try:
        people = {}
        # (a public URL on http: the test reaches the server over http, and a https one would
        # make its session cookies Secure, which no client sends over http)
        for name in ("Aelfwynn", "Beornwulf"):
            b = Browser(server.base)
            assert _register(b, name).status_code == 201
            address = f"{name.lower()}@example.org"
            give_address(b, box, address)
            people[name] = (b, address)
        a = people["Aelfwynn"][0]
        gid = _turn_based(a, {"kind": "human", "account": "Beornwulf"})
        seats = {"Aelfwynn": 0, "Beornwulf": 1}

        def mover() -> str:
            """Whose turn it is, once a seat is to move (the server's chance draws come first:
            a view read before them names no seat, as one read under load did)."""
            seen: list[int] = []
            _wait(lambda: seen.append(a.get(f"/api/games/{gid}/view").json()["to_move"])
                  or seen[-1] in seats.values())  # fmt: skip
            return next(n for n, s in seats.items() if s == seen[-1])

        def play_turn(name: str) -> None:
            """The player moves until the turn passes to the other."""
            browser = people[name][0]
            while mover() == name:
                seen = browser.get(f"/api/games/{gid}/view").json()
                legal = seen["view"]["decision"]["legal_actions"]
                r = browser.post(f"/api/games/{gid}/actions",
                                 {"version": seen["version"], "action": legal[0]})  # fmt: skip
                assert r.status_code == 200, r.text

        first = mover()
        _wait(lambda: len(box.to(people[first][1])) == 1)
        mail = box.to(people[first][1])[0]
        assert mail["Subject"].startswith("Your turn: The Pillars of the Earth")
        body = mail.get_payload(decode=True).decode()
        assert f"http://games.example.org/play/{gid}" in body and "#token" not in body
        games = people[first][0].get("/api/account/games").json()["games"]
        assert [(g["id"], g["your_turn"]) for g in games] == [(gid, True)]
        other = "Beornwulf" if first == "Aelfwynn" else "Aelfwynn"
        assert people[other][0].get("/api/account/games").json()["games"][0]["your_turn"] is False
        play_turn(first)
        _wait(lambda: len(box.to(people[other][1])) == 1)
        play_turn(other)
        _wait(lambda: len(box.to(people[first][1])) == 2)
        time.sleep(0.5)
        assert len(box.to(people[first][1])) == 2 and len(box.to(people[other][1])) == 1

        # its page open (the game's WebSocket on the seat): no mail while it is there
        present = people[other][0]
        cookie = "; ".join(f"{k}={v}" for k, v in present.http.cookies.items())
        with connect(f"{server.ws}/ws/games/{gid}",
                     additional_headers={"cookie": cookie, "origin": server.base}) as ws:  # fmt: skip
            ws.send(json.dumps({"type": "auth", "account": True}))
            assert json.loads(ws.recv(timeout=10))["seat"] == seats[other]
            play_turn(first)
            time.sleep(1.0)
            assert len(box.to(people[other][1])) == 1

        # one click on the mail's link: no more mails
        key = body.split("#unsubscribe=")[1].split()[0]
        assert mail["List-Unsubscribe"].endswith(f"#unsubscribe={key}>")
        assert (
            Browser(server.base).post("/api/account/unsubscribe", {"key": key}).status_code == 200
        )
        assert people[first][0].get("/api/account/settings").json()["notify"] is False
        play_turn(other)
        time.sleep(1.0)
        assert len(box.to(people[first][1])) == 2
        bad = Browser(server.base).post("/api/account/unsubscribe", {"key": "guessed"})
        assert bad.status_code == 400
        log = (tmp_path / "server.log").read_text()
        assert key not in log and PASSWORD not in log
    finally:
        server.stop()


def test_mail_needs_a_public_url(tmp_path: Path) -> None:
    import subprocess
    import sys

    env = {"MASTERBUILDERS_SMTP_HOST": "127.0.0.1"}
    r = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "serve", "--port", str(free_port()),
         "--database-url", f"sqlite:///{tmp_path / 'g.sqlite3'}"],
        capture_output=True, text=True, timeout=60, env={**__import__("os").environ, **env},
    )  # fmt: skip
    assert r.returncode == 2 and "MASTERBUILDERS_PUBLIC_URL" in r.stderr + r.stdout


def test_a_password_reset_by_mail(tmp_path: Path, mailbox: tuple[Mailbox, int]) -> None:
    """Forgot the password: the link comes by mail to the account's address; the answer is the
    same for a name nobody has, or an account without an address (no enumeration)."""
    box, port = mailbox
    server = _mail_server(tmp_path, port)
    try:
        b = Browser(server.base)
        assert _register(b, "Cwenthryth").status_code == 201
        give_address(b, box, "c@example.org")
        assert _register(Browser(server.base), "Nomail").status_code == 201
        answers = [
            Browser(server.base).post("/api/account/forgot", {"name": name}).json()
            for name in ("cwenthryth", "nobody-at-all", "Nomail")
        ]
        assert answers[0] == answers[1] == answers[2]
        _wait(lambda: len(box.mails) >= 1)
        time.sleep(0.5)
        (mail,) = box.mails  # one mail: to the account with an address, nobody else
        assert mail["To"] == "c@example.org"
        body = mail.get_body().get_content()
        code = body.split("/account#reset=")[1].split()[0]
        again = Browser(server.base)
        r = again.post("/api/account/reset", {"code": code, "password": "a brand new one"})
        assert r.status_code == 200
        signed = again.post(
            "/api/account/signin", {"name": "Cwenthryth", "password": "a brand new one"}
        )
        assert signed.status_code == 200
        assert code not in (tmp_path / "server.log").read_text()
        # asked again at once (flooding someone's mailbox): the same answer, and no second mail
        # (one reset mail per account in ten minutes)
        more = [
            Browser(server.base).post("/api/account/forgot", {"name": "Cwenthryth"}).json()
            for _ in range(3)
        ]
        assert more == [answers[0]] * 3
        time.sleep(1.0)
        assert len(box.mails) == 1
    finally:
        server.stop()


def test_no_mail_no_reset_by_mail(tmp_path: Path) -> None:
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=dict(PROXIED))
    server.start()
    try:
        r = Browser(server.base).post("/api/account/forgot", {"name": "anyone"})
        assert r.status_code == 503 and r.json()["error"]["code"] == "mail_unavailable"
        assert "masterbuilders account reset" in r.json()["error"]["message"]
    finally:
        server.stop()


def test_mails_are_written_in_their_readers_language(
    tmp_path: Path, mailbox: tuple[Mailbox, int]
) -> None:
    """A turn mail in the language its player reads the pages in (remembered when they register,
    sign in or save their settings); a reset mail in the language of the page it was asked on."""
    box, port = mailbox
    server = _mail_server(tmp_path, port)
    try:
        b = Browser(server.base)
        b.http.headers["accept-language"] = "de-DE,de;q=0.9"
        assert _register(b, "Cynewulf").status_code == 201
        address = "cynewulf@example.org"
        give_address(b, box, address)
        gid = _turn_based(b, {"kind": "bot", "level": "random"})
        _wait(lambda: len(box.to(address)) == 1)
        mail = box.to(address)[0]
        assert mail["Subject"] == f"Du bist dran: Die Säulen der Erde ({gid})"
        body = mail.get_payload(decode=True).decode()
        assert body.startswith("Cynewulf, du bist dran in Die Säulen der Erde")
        assert f"http://games.example.org/play/{gid}" in body and "Keine solchen Mails" in body
        # a reset asked on a page in French: the mail is in French
        other = Browser(server.base)
        other.http.cookies.set("mb_lang", "fr")
        assert other.post("/api/account/forgot", {"name": "Cynewulf"}).status_code == 200
        _wait(lambda: len(box.to(address)) == 2)
        reset = box.to(address)[1]
        assert reset["Subject"] == "Votre mot de passe masterbuilders"
        assert "un nouveau mot de passe a été demandé" in reset.get_payload(decode=True).decode()
    finally:
        server.stop()


def test_nothing_is_mailed_to_an_address_its_owner_did_not_confirm(
    tmp_path: Path, mailbox: tuple[Mailbox, int]
) -> None:
    """The attacker's finding: a player gave somebody else's address, and anybody invited the
    account to turn-based games, which mailed that address each turn. An address gets one mail,
    asking its owner to confirm it, and nothing else until they do (no turn mail, no reset);
    saving it again asks again, at most once in five minutes; a code for another address, or a
    made-up one, confirms nothing."""
    box, port = mailbox
    server = _mail_server(tmp_path, port)
    try:
        b = Browser(server.base)
        assert _register(b, "Eadgifu").status_code == 201
        victim = "victim@target.example"
        for _ in range(3):
            assert b.post("/api/account/settings", {"email": victim}).status_code == 200
        _wait(lambda: len(box.to(victim)) == 1)
        assert "Confirm" in box.to(victim)[0]["Subject"]
        assert b.get("/api/account/settings").json()["email_confirmed"] is False
        for _ in range(2):
            r = Browser(server.base).post("/api/games", {"game": "pillars", "players": 2,
                "clock": {"per_move": DAY, "seconds": DAY},
                "seats": [{"kind": "human", "account": "Eadgifu"}, {"kind": "human"}]})  # fmt: skip
            assert r.status_code == 201, r.text
        Browser(server.base).post("/api/account/forgot", {"name": "Eadgifu"})
        time.sleep(2.0)  # (what would be mailed goes out within a second)
        assert len(box.to(victim)) == 1, [m["Subject"] for m in box.to(victim)]
        link = re.search(r"#confirm=(\S+)", box.to(victim)[0].get_payload(decode=True).decode())
        assert link is not None
        code = link.group(1)
        for bad in (code[:-1] + ("0" if code[-1] != "0" else "1"), "1.abc", "", "x" * 500):
            r = Browser(server.base).post("/api/account/confirm", {"code": bad})
            assert r.status_code == 400 and r.json()["error"]["code"] == "invalid_request"
        # another address: the first one's code no longer confirms anything
        assert b.post("/api/account/settings", {"email": "mine@example.org"}).status_code == 200
        r = Browser(server.base).post("/api/account/confirm", {"code": code})
        assert r.status_code == 400
        assert b.get("/api/account/settings").json()["email_confirmed"] is False
    finally:
        server.stop()
