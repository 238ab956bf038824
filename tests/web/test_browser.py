"""The browser client end to end (issues 6 and 23): create a game in the lobby, play whole games of
both titles as one human against bots by clicking the board, at desktop and phone sizes, with no
internal id in any text, single choices applying themselves and no console error or failed request;
reload mid-game, survive a server restart, spectate, watch a replay, the end screen and its
rematch, a time-out announced; screenshots of every page are saved as artifacts."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.server.conftest import Server

pytestmark = pytest.mark.slow

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}


def _the_lobbys_list(request: Any) -> bool:
    """The lobby's request for its list of games (made again after each creation)."""
    return bool(request.method == "GET" and request.url.endswith("/api/games"))


def _create_in_lobby(page: Any, server: Server, game: str, seats: list[str], seed: int) -> str:
    page.goto(f"{server.base}/")
    page.wait_for_load_state("networkidle")  # the first lists drawn: the wait below is for the next
    page.select_option("#game", game)
    page.select_option("#players", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"select[data-seat='{i}']", kind)
    page.fill("#seed", str(seed))
    # the lobby lists the games again after a creation: a test that went on at once could abort
    # that request by navigating (a failed request it would count against the page). The wait is
    # for that request to finish; a wait for "networkidle" returns at once, the page having been
    # idle once already (a CI failure)
    with page.expect_event("requestfinished", predicate=_the_lobbys_list, timeout=30_000):
        page.click("#create-button")
    page.wait_for_selector("#join-0")
    href = page.get_attribute("#join-0", "href")
    # the seat's token in the fragment, which the browser never sends to a server
    assert href and "/play/" in href and "#token=" in href and "?" not in href
    return str(href)


def _token_of(join: str) -> str:
    m = re.search(r"#token=([^&]+)", join)
    assert m
    return m[1]


def _urls(page: Any) -> list[str]:
    """Every URL `page` asks a server for (HTTP requests and WebSockets), as they happen."""
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.on("websocket", lambda ws: urls.append(ws.url))
    return urls


def _show_moves_at_once(page: Any) -> None:
    """Set the pace of other players' moves to "only the newest" in Settings, as a player can: a
    long game against a bot then waits on the server only (the paced replay has its own tests: the
    whole games by clicking at desktop size and the time-out keep the default pace; test_clicks the
    slow one)."""
    page.click(".settings summary")
    page.select_option("select[data-pref='pace']", "off")
    assert page.evaluate("JSON.parse(localStorage.getItem('mb-prefs')).pace") == "off"
    page.click(".settings summary")


def _status_version(page: Any) -> int:
    """The version the page shows (kept in a data- attribute: players are not shown it)."""
    text = page.get_attribute("#status", "data-version")
    return int(text) if text else -1


def _newer_than(version: int) -> str:
    """A page function: true once the page shows a version newer than `version`."""
    return f"() => Number(document.getElementById('status').dataset.version || -1) > {version}"


def _wait_turn_or_end(page: Any) -> str:
    page.wait_for_function(
        "() => !document.getElementById('result').hidden || document.querySelector('#actions button.act:not([disabled])')",
        timeout=60_000,
    )
    return "over" if page.is_visible("#result") else "turn"


def _internal_ids() -> re.Pattern[str]:
    """Every id the engines use for cards, spaces and events, as whole words (the few that are also
    the English words the rules use, such as "castle", are left out)."""
    from masterbuilders.builders.model import DATA as BUILDERS
    from masterbuilders.pillars.model import DATA as PILLARS
    from masterbuilders.pillars.model import SPACE_INDEX

    words = {"stonecutter", "woodworker", "archbishop", "castle"}
    ids = set(BUILDERS.buildings) | set(BUILDERS.workers)
    ids |= set(PILLARS.craftsmen) | set(PILLARS.privileges) | set(PILLARS.events)
    ids |= set(PILLARS.resource_cards) | set(SPACE_INDEX)
    alternatives = "|".join(sorted((re.escape(i) for i in ids - words), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


IDS = _internal_ids()
READABLE = """() => [document.body.innerText,
  ...[...document.querySelectorAll('[title],[aria-label]')].flatMap((e) => [e.getAttribute('title') || '', e.getAttribute('aria-label') || '']),
  ...[...document.querySelectorAll('svg title')].map((t) => t.textContent)].join('\\n')"""


def _assert_no_ids(page: Any, where: str) -> None:
    """No internal id in what a player reads: the page's text, tooltips and screen-reader labels."""
    text = page.evaluate(READABLE)
    found = sorted(set(IDS.findall(text)))
    assert not found, f"{where}: internal ids visible: {found}"


def _watch(page: Any) -> list[str]:
    """Console errors, page errors and failed requests of `page`, collected as they happen."""
    problems: list[str] = []
    page.on(
        "console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None
    )
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"request failed: {r.url}"))
    page.on(
        "response",
        lambda r: problems.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None,
    )
    return problems


BOARD = "#board [data-action], #players [data-action], #board [data-filter], #players [data-filter]"
SELECTABLE = "#players .clickable[data-select]"
SITES = "#players .clickable[data-action^='send ']"
REPEATS = "#players select[data-repeat]"
LISTED = "#actions button.act"
NARROWED = "#actions button.act:not([disabled])"
# the page settled with this seat's decision (its choices clickable), or the end shown
SETTLED = """() => !document.getElementById('result').hidden
  || (!document.body.dataset.busy && document.querySelector('#actions button.act:not([disabled])'))"""
# what the board offers at a decision, read in one call
OFFERED = """([board, selectable, repeats]) => ({
  over: !document.getElementById('result').hidden,
  version: Number(document.getElementById('status').dataset.version || -1),
  count: Number(document.querySelector('#actions summary')?.dataset.count || 0),
  board: [...document.querySelectorAll(board)].map((e) => [e.dataset.action || null, e.dataset.filter || null]),
  selectable: document.querySelectorAll(selectable).length,
  compose: Boolean(document.querySelector('#players [data-compose-send]')),
  repeats: [...document.querySelectorAll(repeats)].map((s) => s.options.length),
})"""


def _actions_of(page: Any, selector: str) -> list[str | None]:
    return list(page.eval_on_selector_all(selector, "(es) => es.map((e) => e.dataset.action)"))


def _play_to_the_end(
    page: Any, rng: random.Random, on_step: Any = None, ids_every: int = 10
) -> int:
    """Play by clicking what the board offers (a card, a space, a worker then a site, a composed
    choice, the table's buttons); the list of choices only when the board offers nothing. Checks
    that no decision with a single choice waits for a click, and that no id shows. What the page
    offers is read in one call per decision, each click is Playwright's (issue 53)."""
    clicks = 0
    for _ in range(3000):
        # as a person does, wait until the page has shown the others' moves and has its answer to
        # the last move (a click while a move is still being sent is dropped: issue 37)
        page.wait_for_function(SETTLED, timeout=60_000)
        seen = page.evaluate(OFFERED, [BOARD, SELECTABLE, REPEATS])
        if seen["over"]:
            _assert_no_ids(page, "the end screen")
            return clicks
        before = seen["version"]
        assert seen["count"] != 1, (
            f"a decision with one choice waits for a click: {page.inner_text('#decision')}"
        )
        board = seen["board"]
        if seen["compose"]:
            for i in range(len(seen["repeats"])):
                # each count's options read as it is chosen (the form may be drawn again meanwhile)
                choice = page.locator(REPEATS).nth(i)
                choice.select_option(str(rng.randrange(choice.evaluate("(s) => s.options.length"))))
            page.locator(REPEATS).first.select_option("1")
            page.click("#players [data-compose-send]")
        elif seen["selectable"] and (rng.random() < 0.6 or not board):
            # a Builders worker, then a site
            page.locator(SELECTABLE).nth(rng.randrange(seen["selectable"])).click()
            sites = page.locator(SITES).count()
            if not sites:
                continue
            page.locator(SITES).nth(rng.randrange(sites)).click()
        elif board:
            weights = [0.15 if action in ("end", "pass") else 1.0 for action, _ in board]
            (i,) = rng.choices(range(len(board)), weights)
            page.locator(BOARD).nth(i).click()
            if board[i][1]:  # a market cube: the list narrows to it
                narrowed = page.locator(NARROWED).count()
                if narrowed:
                    page.locator(NARROWED).nth(rng.randrange(narrowed)).click()
        else:
            page.evaluate("document.querySelector('#actions details').open = true")
            listed = _actions_of(page, LISTED)
            weights = [0.2 if action in ("end", "pass") else 1.0 for action in listed]
            (i,) = rng.choices(range(len(listed)), weights)
            page.locator(LISTED).nth(i).click()
        clicks += 1
        try:
            page.wait_for_function(
                _newer_than(before),
                timeout=60_000,
            )
        except Exception as exc:
            toast = page.query_selector(".toast")
            detail = toast.inner_text() if toast else "no message"
            raise AssertionError(
                f"click {clicks} changed nothing: {detail}; {page.inner_text('#decision')}"
            ) from exc
        if clicks % ids_every == 0:
            _assert_no_ids(page, f"after click {clicks}")
        if on_step:
            on_step(clicks)
    raise AssertionError("the game did not end")


def _single_choices(server: Server, url: str, seat: int) -> int:
    """How many of `seat`'s decisions in a finished game had exactly one legal choice (from the
    game's record, replayed by the engine)."""
    import httpx

    from masterbuilders.engine import GameRecord

    game_id = re.search(r"/play/([^?#]+)", url)
    assert game_id
    record = GameRecord.from_json(httpx.get(f"{server.base}/api/games/{game_id[1]}/record").json())
    state = record.new_state()
    singles = 0
    for action in record.actions:
        if state.current_player() == seat and len(state.legal_actions()) == 1:
            singles += 1
        state.apply(action)
    return singles


def _assert_end_screen(page: Any) -> None:
    """The winner's headline, where each player's points came from, rematch, replay and lobby."""
    result = page.inner_text("#result")
    assert re.search(r"(wins|share the victory|You win) with \d+ points", result), result
    assert "Where the points came from" in result
    for control in ("#rematch", "#result a[href^='/replay/']", "#result a[href='/']"):
        assert page.is_visible(control), control


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
    page.wait_for_selector("#actions button.act", state="attached")
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
                f"() => document.getElementById('status').dataset.version === '{before[0]}'"
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
    _assert_end_screen(page)
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
    problems = _watch(page)
    join = _create_in_lobby(page, server, "builders", ["human", "easy"], seed=7)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    page.screenshot(path=str(shots / "builders-game-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "builders-game-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    # (the default pace: the bots' moves shown as the server makes them, as in the rematch's game
    # before issue 53)
    clicks = _play_to_the_end(page, random.Random(2))
    assert clicks > 10
    _assert_end_screen(page)
    # decisions with one legal choice (e.g. 'end' with no action left) applied themselves: none
    # took a click (how many there are depends on the clicks, which race the bots' moves)
    singles = _single_choices(server, page.url, seat=0)
    applied = int(page.evaluate("document.body.dataset.autoApplied || '0'"))
    assert applied >= singles, (singles, applied)
    page.screenshot(path=str(shots / "builders-final-desktop.png"), full_page=True)
    assert not problems, problems


def test_illegal_clicks_are_impossible_and_hints_work(server: Server, browser: Any) -> None:
    page = browser.new_page(viewport=DESKTOP)
    join = _create_in_lobby(page, server, "pillars", ["human", "random"], seed=3)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    legal = {b.get_attribute("data-action") for b in page.query_selector_all("#actions button.act")}
    on_board = {e.get_attribute("data-action") for e in page.query_selector_all("[data-action]")}
    assert on_board <= legal | {None}  # every clickable thing on the board is a legal action
    page.click("#hint")
    page.wait_for_selector("#hints li")
    assert "win" in page.inner_text("#hints")


def test_pillars_cards_are_shown_by_their_names_not_their_ids(
    server: Server, browser: Any, shots: Path
) -> None:
    """The advantage cards on the Kingsbridge spaces (rules §3: turned face up each round) are
    named on the drawn board and described in full beside it; the choices speak in names, their
    actions stay in data-action only."""
    import httpx

    page = browser.new_page(viewport=DESKTOP)
    join = _create_in_lobby(page, server, "pillars", ["human", "random"], seed=5)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    m = re.search(r"/play/([^?#]+)#token=([^&]+)", join)
    assert m
    auth = {"authorization": f"Bearer {m[2]}"}
    view = httpx.get(f"{server.base}/api/games/{m[1]}/view", headers=auth).json()["view"]
    names = {cid: info["name"] for cid, info in view["cards"].items() if "name" in info}
    kingsbridge = [c for c in view["board"]["kingsbridge"] if c]
    assert kingsbridge
    drawn = page.text_content("#board svg [data-loc='kingsbridge']") or ""
    described = page.inner_text("#board")
    for cid in kingsbridge:
        assert names[cid] in drawn, drawn
        assert view["cards"][cid]["text"] in described  # the card's effect, readable in full
    labelled = 0
    for b in page.query_selector_all("#actions button.act"):
        action, shown = b.get_attribute("data-action"), b.inner_text().strip()
        assert not IDS.search(shown), shown
        labelled += action != shown
    assert labelled > 0  # Phase I: take or hire a card, by its name
    _assert_no_ids(page, "Phase I")
    page.screenshot(path=str(shots / "pillars-card-names-desktop.png"), full_page=True)


def test_my_games_resume_after_reload_and_a_bad_link_says_so(server: Server, browser: Any) -> None:
    """The lobby lists the games this browser holds a seat in (tokens kept in the browser), with
    whose turn it is; a join link with a wrong token says so and links back to the lobby."""
    page = browser.new_page(viewport=PHONE)
    join = _create_in_lobby(page, server, "builders", ["human", "random"], seed=3)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    page.goto(f"{server.base}/")
    page.reload()
    page.wait_for_selector("#mine .game-row a[data-resume]")
    row = page.inner_text("#mine")
    assert "The Builders" in row and "seat 1" in row, row
    page.click("#mine a[data-resume]")
    page.wait_for_selector("#actions button.act", state="attached")
    assert "Your decision" in page.inner_text("#decision")
    assert page.title().startswith("\u25cf Your turn")
    bad = re.sub(r"token=[^&]+", "token=not-a-token", join)
    page.goto(bad)
    page.wait_for_selector("#banner:not([hidden]) a[href='/']")
    assert "not valid" in page.inner_text("#banner")


WIDTHS = (360, 390, 768, 1366, 1920)


@pytest.mark.parametrize(("game", "seed"), [("pillars", 12), ("builders", 12)])
def test_a_whole_game_on_a_phone(
    server: Server, browser: Any, shots: Path, game: str, seed: int
) -> None:
    """Phone first: the decision and your own status in the first screen, nothing wider than the
    screen from 360 to 1920 px; the whole game played through the board at phone size, with no id
    in any text, single choices applied by themselves, and no console error or failed request."""
    page = browser.new_page(viewport=PHONE)
    problems = _watch(page)
    urls = _urls(page)
    join = _create_in_lobby(page, server, game, ["human", "easy"], seed=seed)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    # the first screen: the decision, then your own pieces (the strip under it, issue 37) before
    # the board, both wholly on the screen
    decision = page.query_selector("#decision").bounding_box()
    mine = page.query_selector("[data-you-strip]").bounding_box()
    assert decision["y"] + decision["height"] <= PHONE["height"], decision
    assert mine["height"] > 0 and mine["y"] + mine["height"] <= PHONE["height"], mine
    assert mine["y"] < page.query_selector("#board").bounding_box()["y"]
    page.screenshot(path=str(shots / f"{game}-first-screen-phone.png"))
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"at {width} px the page is {wide} px wide"
    page.set_viewport_size(PHONE)
    _show_moves_at_once(page)
    clicks = _play_to_the_end(page, random.Random(seed), ids_every=5)
    assert clicks > 10
    _assert_end_screen(page)
    # every decision of this seat that had a single choice applied itself (none took a click)
    singles = _single_choices(server, page.url, seat=0)
    assert int(page.evaluate("document.body.dataset.autoApplied || '0'")) >= singles
    page.screenshot(path=str(shots / f"{game}-final-phone.png"), full_page=True)
    assert not problems, problems
    # the whole game went through the server's API and WebSocket: the seat's token never in a URL
    token = _token_of(join)
    assert any("/ws/games/" in u for u in urls) and any("/actions" in u for u in urls)
    assert [u for u in urls if token in u] == []


def _play_by_the_api(server: Server, join: str, rng: random.Random) -> None:
    """The seat of `join` plays its game to the end by the API (seeded random choices), the other
    seats' bots by the server."""
    import httpx

    m = re.search(r"/play/([^?#]+)#token=([^&]+)", join)
    assert m
    url = f"{server.base}/api/games/{m[1]}"
    with httpx.Client(headers={"authorization": f"Bearer {m[2]}"}, timeout=30) as client:
        for _ in range(20_000):
            data = client.get(f"{url}/view").json()
            d = data["view"]["decision"]
            if d.get("over"):
                return
            if d.get("seat") != data["seat"]:
                time.sleep(0.01)  # the bot's move
                continue
            action = rng.choice(d["legal_actions"])
            r = client.post(f"{url}/actions", json={"version": data["version"], "action": action})
            assert r.status_code == 200, r.text
    raise AssertionError("the game did not end")


def test_rematch_keeps_the_seats_and_rules_open_in_the_page(server: Server, browser: Any) -> None:
    """The end screen's rematch starts a new game with the same seats, this browser in its seat;
    a § in a decision opens that rule's text in the page. (The game before the end is played by
    the API, the page closed meanwhile: whole Builders games by clicking are played above, at both
    sizes.)"""
    import httpx

    page = browser.new_page(viewport=DESKTOP)
    problems = _watch(page)
    join = _create_in_lobby(page, server, "builders", ["human", "easy"], seed=21)
    page.goto(join)
    page.wait_for_selector("#decision a.rule")
    page.click("#decision a.rule")
    page.wait_for_selector("dialog#rule[open]")
    rule = page.inner_text("dialog#rule")
    assert "§A5" in rule and "Start Construction" in rule, rule
    page.click("dialog#rule button")
    assert not problems, problems
    page.close()
    _play_by_the_api(server, join, random.Random(21))
    # back to the game's page, at its end
    page = browser.new_page(viewport=DESKTOP)
    problems = _watch(page)
    page.goto(join)
    page.wait_for_selector("#result:not([hidden]) #rematch")
    _assert_no_ids(page, "the end screen")
    _assert_end_screen(page)
    old = page.url
    page.click("#rematch")
    page.wait_for_function(f"() => location.href !== {old!r}")
    page.wait_for_selector("#actions button.act", state="attached")
    new_id = re.search(r"/play/([^?#]+)#token=([^&]+)", page.url)
    assert new_id and new_id[1] not in old
    assert new_id[2] == _token_of(join)  # the same person, the same token
    summary = httpx.get(f"{server.base}/api/games/{new_id[1]}").json()
    seats = summary["seats"]
    assert [(s["kind"], s["level"]) for s in seats] == [("human", None), ("bot", "easy")]
    assert summary["practice"] is True  # a practice game's rematch is one too
    assert "you are" in page.inner_text("#title") and "Player 1" in page.inner_text("#title")
    assert not problems, problems


def test_a_timeout_is_announced_on_screen_and_in_the_log(server: Server, browser: Any) -> None:
    """When a person's clock runs out, a bot plays for them, and everyone is told so."""
    import httpx

    body = {
        "game": "builders",
        "players": 2,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
        "clock": {"seconds": 3},
    }
    game = httpx.post(f"{server.base}/api/games", json=body).json()
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector("#clocks .clock")
    page.wait_for_selector("#notices:not([hidden]) .notice", timeout=30_000)
    notice = page.inner_text("#notices")
    assert "Time ran out" in notice and "a bot" in notice, notice
    assert "Time ran out" in (page.text_content("#log") or "")  # folded on a phone, but there


def test_an_old_link_with_the_token_in_its_query_moves_it_to_the_fragment(
    server: Server, browser: Any
) -> None:
    """A bookmarked join link of the old form (/play/ID?token=T) still opens the seat: the page
    moves the token into its fragment before it asks the server anything, so the token reached a
    server only once, as the page's own request."""
    import httpx

    seats = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
    body = {"game": "builders", "players": 2, "seats": seats}
    game = httpx.post(f"{server.base}/api/games", json=body).json()
    token = game["join"][0]["token"]
    page = browser.new_page(viewport=DESKTOP)
    problems = _watch(page)
    urls = _urls(page)
    page.goto(f"{server.base}/play/{game['id']}?token={token}")
    page.wait_for_selector("#actions button.act", state="attached")
    assert page.evaluate("location.search") == ""
    assert page.evaluate("location.hash") == f"#token={token}"
    assert "you are" in page.inner_text("#title")
    before = _status_version(page)
    page.click("#actions button.act:not([disabled])")
    page.wait_for_function(_newer_than(before))
    assert [u for u in urls if token in u] == [f"{server.base}/play/{game['id']}?token={token}"]
    assert not problems, problems


def test_a_rematch_of_two_people_is_one_game_each_in_their_own_seat(
    server: Server, browser: Any
) -> None:
    """Two people at two browsers: one asks for the rematch and plays it; the other is shown that
    it is ready and joins it in their own seat, with their own token (nobody got the other's)."""
    import httpx

    seats = [{"kind": "human"}, {"kind": "human"}]
    body = {"game": "builders", "players": 2, "seats": seats, "clock": {"seconds": 1800}}
    game = httpx.post(f"{server.base}/api/games", json=body).json()
    tokens = {j["seat"]: j["token"] for j in game["join"]}
    for seat in (0, 1):  # both hand their seats to bots, which finish the game at once
        r = httpx.post(
            f"{server.base}/api/games/{game['id']}/leave",
            json={"level": "medium"},
            headers={"authorization": f"Bearer {tokens[seat]}"},
        )
        assert r.status_code == 200, r.text
    # (medium bots: two random bots play a Builders game of some 70 rounds, minutes on a loaded
    # machine)
    status = ""
    for _ in range(600):
        status = httpx.get(f"{server.base}/api/games/{game['id']}").json()["status"]
        if status == "finished":
            break
        time.sleep(0.2)
    assert status == "finished", status
    pages: dict[int, Any] = {}
    problems: list[list[str]] = []
    for seat, j in enumerate(game["join"]):  # each person comes back to the end screen
        pages[seat] = browser.new_page(viewport=DESKTOP)
        problems.append(_watch(pages[seat]))
        pages[seat].goto(f"{server.base}{j['url']}")
        pages[seat].wait_for_selector("#result:not([hidden]) #rematch")
    pages[0].click("#rematch")
    pages[0].wait_for_url(re.compile(r"/play/(?!" + game["id"] + r")[^#]+#token="))
    new = re.search(r"/play/([^#]+)#token=(.+)$", pages[0].url)
    assert new and new[2] == tokens[0]
    pages[0].wait_for_selector("#players .player")
    # the other seat is told the rematch is ready, and joins it with its own token
    pages[1].wait_for_selector("#rematch-link", timeout=30_000)
    pages[1].click("#rematch-link")
    pages[1].wait_for_url(re.compile(r"/play/" + new[1] + "#token="))
    assert pages[1].evaluate("location.hash") == f"#token={tokens[1]}"
    pages[1].wait_for_function(
        "() => document.getElementById('title').textContent.includes('you are')"
    )
    assert "Player 2" in pages[1].inner_text("#title")
    summary = httpx.get(f"{server.base}/api/games/{new[1]}").json()
    assert summary["clock"] == {"seconds": 1800.0}
    assert [s["kind"] for s in summary["seats"]] == ["human", "human"]
    assert httpx.get(f"{server.base}/api/games/{game['id']}").json()["rematch"] == new[1]
    assert not any(problems), problems
