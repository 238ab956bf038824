"""Issue 54 in the browser: a player who began a game signed out, made a move, then registered
and came back to the game's link: the page claims the seat (as it does for any signed-in player
with a link), and shows the server's words that the game will not be rated (server/claims.py)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.server.conftest import Server
from tests.server.test_accounts import PASSWORD
from tests.web.test_browser import _watch

pytestmark = [pytest.mark.slow]


def test_a_late_claim_on_the_page_says_the_game_will_not_be_rated(
    server: Server, browser: Any
) -> None:
    base = server.base
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        http = context.request  # the browser's own cookies: its player cookie, then its session
        made = http.post(f"{base}/api/games", data={
            "game": "pillars", "players": 2, "clock": {"seconds": 900},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})  # fmt: skip
        assert made.status == 201, made.text()
        gid, token = made.json()["id"], made.json()["join"][0]["token"]
        seat = {"authorization": f"Bearer {token}"}
        deadline = time.time() + 30
        while time.time() < deadline:  # one move of its own, signed out
            seen = http.get(f"{base}/api/games/{gid}/view", headers=seat).json()
            legal = seen["view"]["decision"].get("legal_actions") or []
            if seen["to_move"] == 0 and legal:
                moved = http.post(f"{base}/api/games/{gid}/actions", headers=seat,
                                  data={"version": seen["version"], "action": legal[0]})  # fmt: skip
                assert moved.status == 200, moved.text()
                break
            time.sleep(0.05)
        else:
            raise AssertionError("seat 0 was never to move")
        registered = http.post(f"{base}/api/account/register",
                               data={"name": "Latecomer", "password": PASSWORD})  # fmt: skip
        assert registered.status == 201, registered.text()
        page = context.new_page()
        problems = _watch(page)
        page.goto(f"{base}/play/{gid}#token={token}")
        page.wait_for_selector(".toast:has-text('this game will not be rated')")
        assert not problems, problems
        listed = http.get(f"{base}/api/account/games").json()["games"]
        assert [g["id"] for g in listed] == [gid]  # kept in the account all the same
    finally:
        context.close()
