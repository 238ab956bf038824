"""Issue 41 in the browser: register, create a turn-based game against a person and a bot, leave,
get the mail (aiosmtpd as the SMTP server), come back in another browser (another context: no
cookie, no stored link), sign in, find the game in "my games", move by clicking; the game ends;
both players' ratings changed as the library computes, and the leaderboard shows them."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiosmtpd.controller import Controller

from tests.server.conftest import Server, free_port
from tests.server.test_accounts import PASSWORD, PROXIED, Browser, _register
from tests.server.test_mail import Mailbox
from tests.web.test_browser import _the_lobbys_list, _watch

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("accounts-page")]


@pytest.fixture
def mailed_server(tmp_path: Path) -> Iterator[tuple[Server, Mailbox]]:
    box = Mailbox()
    smtp_port = free_port()
    controller = Controller(box, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, env=dict(PROXIED))
    server.env.update({
        "MASTERBUILDERS_SMTP_HOST": "127.0.0.1", "MASTERBUILDERS_SMTP_PORT": str(smtp_port),
        "MASTERBUILDERS_PUBLIC_URL": server.base,
    })  # fmt: skip
    server.start()
    yield server, box
    server.stop()
    controller.stop()


def _random_moves(http: httpx.Client, gid: str, seat: int, rng: random.Random) -> bool:
    """One person's moves through the API while it is their turn; whether the game is over."""
    while True:
        seen = http.get(f"/api/games/{gid}/view").json()
        if seen["view"]["decision"]["over"]:
            return True
        legal = seen["view"]["decision"].get("legal_actions") or []
        if seen["to_move"] != seat or not legal:
            return False
        r = http.post(f"/api/games/{gid}/actions",
                      json={"version": seen["version"], "action": rng.choice(legal)})  # fmt: skip
        assert r.status_code in (200, 409), r.text  # 409: the game moved on meanwhile


def test_accounts_turn_based_mail_ratings_and_leaderboard(
    mailed_server: tuple[Server, Mailbox], browser: Any, shots: Path
) -> None:
    server, box = mailed_server
    base = server.base
    # Hild registers in the browser and gives her address
    first = browser.new_context(viewport={"width": 1280, "height": 900})
    page = first.new_page()
    problems = _watch(page)
    page.goto(f"{base}/account")
    page.fill("#register-name", "Hild")
    page.fill("#register-password", PASSWORD)
    page.click("#register-form button[type=submit]")
    page.wait_for_selector("#me[data-ready]")
    page.fill("#email", "hild@example.org")
    page.click("#settings-form button[type=submit]")
    page.wait_for_selector(".toast:has-text('Saved.')")
    page.wait_for_selector("#email-state:has-text('Not confirmed yet')")
    # the address is mailed nothing but the question until she opens the link in that mail
    deadline = time.time() + 20
    while not box.to("hild@example.org") and time.time() < deadline:
        time.sleep(0.05)
    (asked,) = box.to("hild@example.org")
    box.mails.remove(asked)
    link = re.search(r"http\S+#confirm=\S+", asked.get_payload(decode=True).decode())
    assert link is not None and link.group(0).startswith(base)
    page.goto(link.group(0))
    page.wait_for_selector("#notice:has-text('Your mail address is confirmed.')")
    page.wait_for_selector("#email-state:has-text('Confirmed')")
    # Oswy, the other person, registers (through the API: his side is not what this test looks at)
    oswy = Browser(base)
    assert _register(oswy, "Oswy").status_code == 201
    oswy.http.headers["x-csrf-token"] = oswy.http.cookies["mb_csrf"]  # as his page would send it
    # Hild creates a turn-based game: herself, Oswy (he joins with his link), and a bot
    page.goto(f"{base}/")
    page.wait_for_load_state("networkidle")  # the first lists drawn
    page.select_option("#game", "pillars")
    page.select_option("#players", "3")
    for i, kind in enumerate(["human", "human", "easy"]):
        page.select_option(f"select[data-seat='{i}']", kind)
    page.select_option("#clock-kind", "turn")
    page.fill("#clock-days", "1")
    page.fill("#clock-bank", "3")
    with page.expect_event("requestfinished", predicate=_the_lobbys_list, timeout=30_000):
        page.click("#create-button")  # (the list drawn again before the page is left: see there)
    page.wait_for_selector("#join-1")
    gid = str(page.get_attribute("#join-0", "href")).split("/play/")[1].split("#")[0]
    oswy_token = str(page.get_attribute("#join-1", "href")).split("#token=")[1]
    assert oswy.post(f"/api/games/{gid}/claim", headers={"authorization": f"Bearer {oswy_token}"}
                     ).status_code == 200  # fmt: skip
    page.goto(f"{base}/")
    page.wait_for_selector(f"[data-account-game='{gid}']")  # in "my games", from the account
    assert "turn-based" in page.inner_text("#games")  # the lobby says which clock a game has
    first.close()  # Hild leaves
    # the game goes on without her until it is her turn: she is mailed, once
    rng = random.Random(5)
    deadline = time.time() + 120
    while time.time() < deadline:
        _random_moves(oswy.http, gid, 1, rng)
        if box.to("hild@example.org"):
            break
        time.sleep(0.1)
    (mail,) = box.to("hild@example.org")
    assert mail["Subject"].startswith("Your turn: The Pillars of the Earth")
    body = mail.get_body().get_content()
    assert f"{base}/play/{gid}" in body and "#token=" not in body
    # another browser: she signs in and finds the game in "my games", her turn
    second = browser.new_context(viewport={"width": 390, "height": 844})
    page = second.new_page()
    problems += _watch(page)
    page.goto(f"{base}/account")
    page.fill("#signin-name", "hild")
    page.fill("#signin-password", PASSWORD)
    page.click("#signin-form button[type=submit]")
    page.wait_for_selector("#me[data-ready] #my-games .your-turn")
    assert page.title().startswith("(1) your turn")
    page.screenshot(path=str(shots / "account-my-games-phone.png"), full_page=True)
    page.click(f"#my-games a[href='/play/{gid}']")
    # the page opens her seat through the account (no token in this browser) and she moves
    page.wait_for_selector("#actions button.act:not([disabled])", timeout=60_000)
    version = int(page.get_attribute("#status", "data-version") or -1)
    page.evaluate("document.querySelector('#actions details').open = true")
    page.click("#actions button.act:not([disabled])")
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version || -1) > {version}",
        timeout=60_000,
    )
    # the rest of the game through the API, with her browser's session (cookie and CSRF token)
    cookies = {c["name"]: c["value"] for c in second.cookies()}
    hild = httpx.Client(base_url=base, cookies=cookies, timeout=15,
                        headers={"x-csrf-token": cookies["mb_csrf"]})  # fmt: skip
    deadline = time.time() + 240
    over = False
    while not over and time.time() < deadline:
        over = _random_moves(hild, gid, 0, rng) or _random_moves(oswy.http, gid, 1, rng)
        time.sleep(0.02)
    assert over
    # both rated, as openskill computes it; the leaderboard shows them
    ratings = {}
    for name in ("Hild", "Oswy"):
        for _ in range(100):
            ratings[name] = httpx.get(f"{base}/api/players/{name}").json().get("ratings")
            if ratings[name]:
                break
            time.sleep(0.1)
    for name, (rating,) in ((n, r) for n, r in ratings.items()):
        assert (rating["game"], rating["players"], rating["games"]) == ("pillars", 3, 1), name
        assert rating["sigma"] < 25 / 3 and rating["mu"] != 25.0, name
    page.goto(f"{base}/account")
    page.select_option("#board-game", "pillars")
    page.select_option("#board-players", "3")
    page.wait_for_selector("#board a[href='#player=Hild']")
    assert "Oswy" in page.inner_text("#board")
    page.screenshot(path=str(shots / "account-leaderboard-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path=str(shots / "account-leaderboard-desktop.png"), full_page=True)
    # the lobby has the leaderboards too
    page.goto(f"{base}/")
    page.select_option("#board-game", "pillars")
    page.select_option("#board-players", "3")
    page.wait_for_selector("#board a[href='/account#player=Oswy']")
    page.screenshot(path=str(shots / "lobby-leaderboard-desktop.png"), full_page=True)
    second.close()
    assert problems == []


def _board(players: int, name: str) -> dict[str, Any]:
    return {"game": "pillars", "players": players, "board": [
        {"name": name, "kind": "player", "mu": 30.0, "sigma": 3.0, "games": 4, "ordinal": 21.0},
    ]}  # fmt: skip


@pytest.mark.parametrize(("path", "profile"), [("/account", "#player="), ("/", "/account#player=")])
def test_a_leaderboards_late_answer_never_overwrites_the_newer_choice(
    server: Server, browser: Any, path: str, profile: str
) -> None:
    """Choosing a game draws its 2-player board, choosing 3 players then draws the 3-player one: the
    two requests race, and the first one's answer, come last, must not replace the board chosen
    (the CI run of 2026-12-02 showed the 2-player board after 3 players were chosen)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    held: list[Any] = []

    def answer(route: Any) -> None:
        if "players=3" in route.request.url:
            route.fulfill(json=_board(3, "Threefold"))
        else:
            held.append(route)  # answered after the newer request's

    page.route("**/api/ratings/**", answer)
    page.goto(f"{server.base}{path}")
    page.wait_for_function("() => document.querySelectorAll('#board-game option').length > 1")
    page.select_option("#board-game", "pillars")
    page.select_option("#board-players", "3")
    page.wait_for_selector(f"#board a[href='{profile}Threefold']")
    assert held, "the 2-player board was asked for first"
    for route in held:
        route.fulfill(json=_board(2, "Twofold"))
    # the late answers arrived and their handlers ran (a request after them, then a task)
    page.evaluate(
        "async () => { await fetch('/api/health'); await new Promise(r => setTimeout(r, 200)); }"
    )
    shown = page.inner_text("#board")
    assert "Threefold" in shown and "Twofold" not in shown, shown
    context.close()
