"""The browser client end to end (issue 6): create a game in the lobby, play whole games of both
titles as one human against bots by clicking, reload mid-game, survive a server restart, spectate,
watch a replay; screenshots of every page at desktop and phone size are saved as artifacts."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from tests.server.conftest import Server

pytestmark = pytest.mark.slow

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}


def _create_in_lobby(page: Any, server: Server, game: str, seats: list[str], seed: int) -> str:
    page.goto(f"{server.base}/")
    page.select_option("#game", game)
    page.select_option("#players", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"select[data-seat='{i}']", kind)
    page.fill("#seed", str(seed))
    page.click("#create-button")
    page.wait_for_selector("#join-0")
    href = page.get_attribute("#join-0", "href")
    assert href and "/play/" in href and "token=" in href
    return str(href)


def _status_version(page: Any) -> int:
    text = page.inner_text("#status")
    m = re.search(r"version (\d+)", text)
    return int(m.group(1)) if m else -1


def _wait_turn_or_end(page: Any) -> str:
    page.wait_for_function(
        "() => !document.getElementById('result').hidden || document.querySelector('#actions button.act:not([disabled])')",
        timeout=60_000,
    )
    return "over" if page.is_visible("#result") else "turn"


def _play_to_the_end(page: Any, rng: random.Random, on_step: Any = None) -> int:
    clicks = 0
    for _ in range(3000):
        if _wait_turn_or_end(page) == "over":
            return clicks
        before = _status_version(page)
        board = page.query_selector_all(
            "#board .clickable[data-action], #players .clickable[data-action]"
        )
        selectable = page.query_selector_all("#players .clickable[data-select]")
        if selectable and rng.random() < 0.6:
            selectable[rng.randrange(len(selectable))].click()  # a Builders worker, then a site
            sites = page.query_selector_all("#players .clickable[data-action^='send ']")
            if sites:
                sites[rng.randrange(len(sites))].click()
            else:
                continue
        elif board and rng.random() < 0.5:
            board[rng.randrange(len(board))].click()
        else:
            buttons = page.query_selector_all("#actions button.act")
            weights = [
                0.2 if b.get_attribute("data-action") in ("end", "pass") else 1.0 for b in buttons
            ]
            rng.choices(buttons, weights)[0].click()
        clicks += 1
        try:
            page.wait_for_function(
                f"() => {{ const m = /version (\\d+)/.exec(document.getElementById('status').textContent); return m && Number(m[1]) > {before}; }}",
                timeout=60_000,
            )
        except Exception as exc:
            toast = page.query_selector(".toast")
            detail = toast.inner_text() if toast else "no message"
            raise AssertionError(
                f"click {clicks} changed nothing: {detail}; {page.inner_text('#decision')}"
            ) from exc
        if on_step:
            on_step(clicks)
    raise AssertionError("the game did not end")


def test_lobby_then_a_whole_pillars_game_by_clicking(
    server: Server, browser: Any, shots: Path
) -> None:
    page = browser.new_page(viewport=DESKTOP)
    page.goto(f"{server.base}/")
    page.wait_for_selector("#games")
    page.screenshot(path=str(shots / "lobby-desktop.png"), full_page=True)
    join = _create_in_lobby(page, server, "pillars", ["human", "random"], seed=41)
    spectate = page.get_attribute("#spectate", "href")
    page.goto(join)
    page.wait_for_selector("#actions button.act")
    assert "Your decision" in page.inner_text("#decision")
    page.screenshot(path=str(shots / "pillars-game-desktop.png"), full_page=True)
    rng = random.Random(1)
    state: dict[str, Any] = {}

    def step(clicks: int) -> None:
        if clicks == 25:
            # a reload restores the page exactly
            _wait_turn_or_end(page)
            before = (
                _status_version(page),
                page.inner_text("#decision"),
                page.inner_text("#players"),
            )
            page.reload()
            page.wait_for_function(
                f"() => document.getElementById('status').textContent.includes('version {before[0]}')"
            )
            assert (
                _status_version(page),
                page.inner_text("#decision"),
                page.inner_text("#players"),
            ) == before
            page.screenshot(path=str(shots / "pillars-midgame-desktop.png"), full_page=True)
            page.set_viewport_size(PHONE)
            page.screenshot(path=str(shots / "pillars-game-phone.png"), full_page=True)
            page.set_viewport_size(DESKTOP)
        if clicks == 40:
            # a lost connection reconnects: restart the server under the page
            version = _status_version(page)
            server.kill9()
            page.wait_for_selector("#banner:not([hidden])", timeout=10_000)
            assert "reconnecting" in page.inner_text("#banner")
            server.start()
            page.wait_for_selector("#banner", state="hidden", timeout=30_000)
            assert _status_version(page) >= version
            state["spectate"] = spectate

    clicks = _play_to_the_end(page, rng, step)
    assert clicks > 40
    assert page.is_visible("#result") and "Final scores" in page.inner_text("#result")
    page.screenshot(path=str(shots / "pillars-final-desktop.png"), full_page=True)
    # spectate the finished game
    spec = browser.new_page(viewport=PHONE)
    spec.goto(str(spectate))
    spec.wait_for_selector("#result:not([hidden])")
    assert spec.query_selector_all("#actions button.act") == []
    assert "spectator" in spec.inner_text("#title")
    spec.screenshot(path=str(shots / "spectator-phone.png"), full_page=True)
    spec.set_viewport_size(DESKTOP)
    spec.screenshot(path=str(shots / "spectator-desktop.png"), full_page=True)
    # watch the replay, forwards and backwards, from a seat's view
    game_id = str(spectate).rsplit("/", 1)[1]
    rep = browser.new_page(viewport=DESKTOP)
    rep.goto(f"{server.base}/replay/{game_id}")
    rep.wait_for_function("() => document.getElementById('step').textContent.includes('step 0 of')")
    for _ in range(30):
        rep.click("#next")
    rep.wait_for_function(
        "() => document.getElementById('step').textContent.startsWith('step 30 ')"
    )
    rep.click("#prev")
    rep.wait_for_function(
        "() => document.getElementById('step').textContent.startsWith('step 29 ')"
    )
    rep.select_option("#seat", "0")
    rep.wait_for_function("() => document.getElementById('players').textContent.includes('(you)')")
    rep.screenshot(path=str(shots / "replay-desktop.png"), full_page=True)
    rep.click("#last")
    rep.wait_for_selector("#result:not([hidden])")
    rep.set_viewport_size(PHONE)
    rep.screenshot(path=str(shots / "replay-phone.png"), full_page=True)
    page.goto(f"{server.base}/")
    page.set_viewport_size(PHONE)
    page.wait_for_selector(".game-row")
    page.screenshot(path=str(shots / "lobby-phone.png"), full_page=True)


def test_a_whole_builders_game_by_clicking(server: Server, browser: Any, shots: Path) -> None:
    page = browser.new_page(viewport=DESKTOP)
    join = _create_in_lobby(page, server, "builders", ["human", "random"], seed=7)
    page.goto(join)
    page.wait_for_selector("#actions button.act")
    page.screenshot(path=str(shots / "builders-game-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "builders-game-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    clicks = _play_to_the_end(page, random.Random(2))
    assert clicks > 10
    assert "Final scores" in page.inner_text("#result")
    # decisions with one legal choice (e.g. 'end' with no action left) applied themselves
    assert int(page.evaluate("document.body.dataset.autoApplied || '0'")) > 0
    page.screenshot(path=str(shots / "builders-final-desktop.png"), full_page=True)


def test_illegal_clicks_are_impossible_and_hints_work(server: Server, browser: Any) -> None:
    page = browser.new_page(viewport=DESKTOP)
    join = _create_in_lobby(page, server, "pillars", ["human", "random"], seed=3)
    page.goto(join)
    page.wait_for_selector("#actions button.act")
    legal = {b.get_attribute("data-action") for b in page.query_selector_all("#actions button.act")}
    on_board = {e.get_attribute("data-action") for e in page.query_selector_all("[data-action]")}
    assert on_board <= legal | {None}  # every clickable thing on the board is a legal action
    page.click("#hint")
    page.wait_for_selector("#hints li")
    assert "win" in page.inner_text("#hints")


def test_pillars_cards_are_shown_by_their_names_not_their_ids(
    server: Server, browser: Any, shots: Path
) -> None:
    """The advantage cards on the Kingsbridge spaces (rules §3: turned face up each round) and the
    craftsmen in the actions are named as on the cards; the action itself stays the buttons'
    tooltip and data-action."""
    import httpx

    page = browser.new_page(viewport=DESKTOP)
    join = _create_in_lobby(page, server, "pillars", ["human", "random"], seed=5)
    page.goto(join)
    page.wait_for_selector("#actions button.act")
    m = re.search(r"/play/([^?]+)\?token=([^&]+)", join)
    assert m
    view = httpx.get(f"{server.base}/api/games/{m[1]}/view", params={"token": m[2]}).json()["view"]
    names = {cid: info["name"] for cid, info in view["cards"].items() if "name" in info}
    kingsbridge = [c for c in view["board"]["kingsbridge"] if c]
    assert kingsbridge
    loc = next(
        e for e in page.query_selector_all("#board .loc") if e.inner_text().startswith("4. Kings")
    )
    text = loc.inner_text()
    for cid in kingsbridge:
        assert names[cid] in text and not re.search(rf"\b{re.escape(cid)}\b", text), text
    buttons = page.query_selector_all("#actions button.act")
    labelled = 0
    for b in buttons:
        action, shown = b.get_attribute("data-action"), b.inner_text().strip()
        assert b.get_attribute("title") == action
        assert not set(shown.split()) & set(names), shown
        labelled += action != shown
    assert labelled > 0  # some action names a card (Phase I: take or hire a card)
    page.screenshot(path=str(shots / "pillars-card-names-desktop.png"), full_page=True)


def test_my_games_resume_after_reload_and_a_bad_link_says_so(server: Server, browser: Any) -> None:
    """The lobby lists the games this browser holds a seat in (tokens kept in the browser), with
    whose turn it is; a join link with a wrong token says so and links back to the lobby."""
    page = browser.new_page(viewport=PHONE)
    join = _create_in_lobby(page, server, "builders", ["human", "random"], seed=3)
    page.goto(join)
    page.wait_for_selector("#actions button.act")
    page.goto(f"{server.base}/")
    page.reload()
    page.wait_for_selector("#mine .game-row a[data-resume]")
    row = page.inner_text("#mine")
    assert "The Builders" in row and "seat 1" in row, row
    page.click("#mine a[data-resume]")
    page.wait_for_selector("#actions button.act")
    assert "Your decision" in page.inner_text("#decision")
    assert page.title().startswith("\u25cf Your turn")
    bad = re.sub(r"token=[^&]+", "token=not-a-token", join)
    page.goto(bad)
    page.wait_for_selector("#banner:not([hidden]) a[href='/']")
    assert "not valid" in page.inner_text("#banner")
