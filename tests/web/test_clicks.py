"""Every click answered at once (issue 37): a click twice fast, clicks while the bots' moves are
still being shown, a double-click on Undo: one move per intended click, no HTTP 409 and no "reload"
reaches the page, no console error; the one-tap "always keep" of Pillars and the routine's move shown
as done; the version number kept from players; "Last:" cleared by an undo."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import httpx
import pytest

from tests.server.conftest import Server

pytestmark = pytest.mark.slow

DESKTOP = {"width": 1366, "height": 768}
ENABLED = "#actions button.act:not([disabled])"


class Watched:
    """What a page did on the wire and in its console: every response, every POST of a move or an
    undo, console errors and page errors."""

    def __init__(self, page: Any) -> None:
        self.statuses: list[tuple[int, str]] = []
        self.posts: list[str] = []
        self.sent: list[str] = []
        self.errors: list[str] = []
        page.on("response", lambda r: self.statuses.append((r.status, r.url)))
        page.on(
            "request",
            lambda r: self.posts.append(r.url.rsplit("/", 1)[1]) if r.method == "POST" else None,
        )
        page.on(
            "request",
            lambda r: (
                self.sent.append(json.loads(r.post_data)["action"])
                if r.method == "POST" and r.url.endswith("/actions")
                else None
            ),
        )
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def moves(self) -> int:
        return self.posts.count("actions")

    def undos(self) -> int:
        return self.posts.count("undo")

    def assert_clean(self, page: Any) -> None:
        refused = [(s, u) for s, u in self.statuses if s == 409]
        assert not refused, refused
        assert not self.errors, self.errors
        toast = page.query_selector(".toast")
        text = toast.inner_text() if toast else ""
        assert "reload" not in text.lower(), text
        assert "reload" not in page.inner_text("body").lower()


def _game(server: Server, game: str, seats: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    body = {"game": game, "players": len(seats), "seats": seats, "seed": seed, "practice": True}
    r = httpx.post(f"{server.base}/api/games", json=body)
    assert r.status_code == 201, r.text
    return dict(r.json())


def _open(browser: Any, prefs: dict[str, Any]) -> Any:
    """A new page whose Settings are `prefs` (as a player left them in this browser)."""
    page = browser.new_page(viewport=DESKTOP)
    page.add_init_script(f"localStorage.setItem('mb-prefs', {json.dumps(json.dumps(prefs))})")
    return page


def _version(page: Any) -> int:
    return int(page.get_attribute("#status", "data-version") or -1)


def _past(page: Any, before: int) -> None:
    """Wait until the page shows a version after `before`."""
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) > {before}"
    )


def _server_version(server: Server, game: dict[str, Any]) -> int:
    token = game["join"][0]["token"]
    r = httpx.get(
        f"{server.base}/api/games/{game['id']}/view", headers={"authorization": f"Bearer {token}"}
    )
    return int(r.json()["version"])


def _actions_left(server: Server, game: dict[str, Any]) -> int:
    """The Builders' actions left in seat 0's turn, as the server has it (each move takes one)."""
    token = game["join"][0]["token"]
    r = httpx.get(
        f"{server.base}/api/games/{game['id']}/view", headers={"authorization": f"Bearer {token}"}
    )
    decision = r.json()["view"]["decision"]
    assert decision["seat"] == 0, decision
    return int(decision["actions_left"])


def _settled(page: Any) -> None:
    page.wait_for_function("() => !document.body.dataset.busy", timeout=30_000)


def test_a_choice_clicked_twice_fast_is_one_move_shown_pending_at_once(
    server: Server, browser: Any
) -> None:
    game = _game(server, "builders", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 5)
    page = _open(browser, {"pace": "quick"})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector(ENABLED)
    _settled(page)
    # players are not shown the version; the tests read it from a data- attribute
    assert "version" not in page.inner_text("header")
    before = _version(page)
    assert before == _server_version(server, game)
    left = _actions_left(server, game)
    # two clicks in one task on a card of the board: the first marks itself pending and holds every
    # other choice before the page yields; the second is not sent
    marked = page.evaluate(
        """() => {
          const target = document.querySelector('#board .bcard[data-action^="recruit "]');
          target.click(); target.click();
          const others = [...document.querySelectorAll('#actions button.act')];
          return { action: target.dataset.action, pending: target.classList.contains('pending') && target.getAttribute('aria-busy') === 'true',
                   held: others.every((b) => b.disabled), undoHeld: document.getElementById('undo').disabled };
        }"""
    )
    assert marked["pending"] and marked["held"] and marked["undoHeld"], marked
    _past(page, before)
    _settled(page)
    assert seen.moves() == 1
    assert _actions_left(server, game) == left - 1  # one move (a recruit may draw a card too)
    assert _version(page) == _server_version(server, game)
    # a person's double-click on a button of the list: one move. The move's request is held
    # 0.3 s on its way (as a slow network would), so that both clicks surely come while it is
    # on its way, however loaded the machine (otherwise the answer can be shown between them,
    # and the second click is a move of its own)
    page.evaluate("document.querySelector('#actions details').open = true")
    before = _version(page)

    def slowly(route: Any) -> None:
        time.sleep(0.3)
        route.continue_()

    page.route("**/actions", slowly)
    page.dblclick(ENABLED)
    _past(page, before)
    _settled(page)
    page.unroute("**/actions")
    assert seen.moves() == 2
    assert _actions_left(server, game) == left - 2
    seen.assert_clean(page)


def _end_my_turn(page: Any) -> None:
    """Click the choices until the turn passes to the bots (the Builders' "end" when it is offered,
    else taking coins): done once the page shows a decision that is not this seat's (the bots'
    moves are then being shown; waiting for them to settle would wait through their whole round,
    and this seat's next turn would be ended too)."""
    for _ in range(6):
        _settled(page)
        if not page.query_selector(ENABLED):
            return
        page.evaluate("document.querySelector('#actions details').open = true")
        end = page.query_selector("#actions button.act[data-action='end']:not([disabled])")
        before = _version(page)
        (end or page.query_selector(ENABLED)).click()
        _past(page, before)
        if page.evaluate("document.getElementById('decision').classList.contains('waiting')"):
            return
    raise AssertionError("the turn did not pass to the bots")


def test_clicks_while_the_bots_moves_are_shown_never_meet_a_stale_version(
    server: Server, browser: Any
) -> None:
    """With the slow pace each bot move stays 0.7 s: during the replay nothing of this seat's is
    clickable (clicks there do nothing), "Skip to now" shows only then and skips; the decision
    clicked twice the moment it shows is one move."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    game = _game(server, "builders", seats, 11)
    page = _open(browser, {"pace": "slow"})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector(ENABLED)
    _settled(page)
    assert page.is_hidden("#skip")  # nothing to skip: this seat's decision is on screen
    for round_ in range(2):
        _end_my_turn(page)
        page.wait_for_selector("#skip:not([hidden])", timeout=10_000)  # the bots' moves, one by one
        posted = seen.moves()
        if round_:
            page.click("#skip")  # at once, while the bots' moves are still being shown
        else:
            for _ in range(5):  # a person clicking where the choices will be, during the replay
                assert page.query_selector(ENABLED) is None
                box = page.query_selector("#actions").bounding_box()
                page.mouse.click(box["x"] + 20, box["y"] + 10)
                page.mouse.click(DESKTOP["width"] // 2, 300)
                page.wait_for_timeout(60)
            assert seen.moves() == posted  # nothing was sent during the replay
        page.wait_for_selector(ENABLED, timeout=15_000)
        # the decision shows: clicked twice at once, no hold, no refusal
        before = _version(page)
        page.dblclick(ENABLED)
        _past(page, before)
        _settled(page)
        assert seen.moves() == posted + 1
        assert page.is_hidden("#skip") or page.query_selector(ENABLED) is None
    seen.assert_clean(page)


def test_undo_double_clicked_is_one_undo_and_clears_last(server: Server, browser: Any) -> None:
    game = _game(server, "builders", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 8)
    page = _open(browser, {"pace": "quick"})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector(ENABLED)
    _settled(page)
    assert _actions_left(server, game) == 3

    def take_coins() -> None:
        before = _version(page)
        page.click("#actions button.act[data-action='take-coins 1']")
        _past(page, before)
        _settled(page)
        assert _actions_left(server, game) == 2
        assert "Last:" in page.inner_text("#recent")
        page.wait_for_selector("#undo:not([disabled])")

    take_coins()
    before = _version(page)
    page.dblclick("#undo")
    _past(page, before)
    _settled(page)
    assert seen.undos() == 1
    assert _server_version(server, game) == before + 1
    assert _actions_left(server, game) == 3
    assert "Last:" not in page.inner_text("#recent")  # the undone move is not "last" any more
    # two clicks in one task: the second is held while the first is on its way
    take_coins()
    before = _version(page)
    busy = page.evaluate(
        "() => { const u = document.getElementById('undo'); u.click(); u.click(); return u.getAttribute('aria-busy'); }"
    )
    assert busy == "true"
    _past(page, before)
    _settled(page)
    assert seen.undos() == 2
    assert _server_version(server, game) == before + 1
    assert _actions_left(server, game) == 3
    seen.assert_clean(page)


def test_always_keep_is_one_tap_and_then_shown_as_done(server: Server, browser: Any) -> None:
    """Pillars: the first "keep the drawn master builder" offers "always" beside the prompt; one
    tap keeps it and turns the routine on (Settings shows it); the next one is made by the page and
    shown as done, not as disabled buttons."""
    game = _game(server, "pillars", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 3)
    token = game["join"][0]["token"]
    auth = {"authorization": f"Bearer {token}"}
    page = _open(browser, {"pace": "off", "autoSingle": False})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector("#actions")

    def play_until_keep() -> dict[str, Any]:
        """This seat's moves by the API (the first legal one) until its decision is keep/return."""
        for _ in range(400):
            data = httpx.get(f"{server.base}/api/games/{game['id']}/view", headers=auth).json()
            d = data["view"]["decision"]
            if d.get("seat") == 0 and "keep" in d["legal_actions"]:
                return dict(data)
            if d.get("seat") == 0 and not d.get("over"):
                httpx.post(
                    f"{server.base}/api/games/{game['id']}/actions",
                    json={"version": data["version"], "action": d["legal_actions"][-1]},
                    headers=auth,
                )
        raise AssertionError("no keep decision")

    first = play_until_keep()
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) === {first['version']}"
    )
    page.wait_for_selector("#actions [data-routine='keepBuilder']")
    assert page.query_selector(ENABLED)  # keep and return stay choices too
    page.click("#actions [data-routine='keepBuilder']")
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) > {first['version']}"
    )
    _settled(page)
    assert page.evaluate("JSON.parse(localStorage.getItem('mb-prefs')).keepBuilder") is True
    assert page.is_checked("input[data-pref='keepBuilder']")
    # the tap kept this builder (and the routine may have kept the next one by itself already)
    assert seen.sent and set(seen.sent) == {"keep"}, seen.sent
    # the page's own moves stop while it plays by the API: close it, then come back at the next one
    page.close()
    second = play_until_keep()
    page = _open(browser, {"pace": "off", "autoSingle": False, "keepBuilder": True})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) > {second['version']}",
        timeout=15_000,
    )
    page.wait_for_selector(".done-note")
    assert "Kept the drawn master builder (always: change in Settings)" in page.inner_text(
        "#recent"
    )
    text = page.inner_text("#actions")
    assert "Only one choice" not in text and "applies itself" not in text
    assert page.query_selector("#actions button.act[disabled]") is None
    _settled(page)
    assert seen.sent and set(seen.sent) == {"keep"}, seen.sent
    seen.assert_clean(page)


def test_changed_marks_only_what_changed_not_a_new_rounds_empty_spaces(
    server: Server, browser: Any
) -> None:
    """The Pillars board rings a space only when a worker stands there now that did not before:
    a new round's emptied spaces are no news; a space taken again in the new round is."""
    game = _game(server, "pillars", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 4)
    token = game["join"][0]["token"]
    view = httpx.get(
        f"{server.base}/api/games/{game['id']}/view", headers={"authorization": f"Bearer {token}"}
    ).json()["view"]
    page = browser.new_page(viewport=DESKTOP)
    page.goto(f"{server.base}/")
    rings = page.evaluate(
        """async (view) => {
          const m = await import('/static/js/games/pillars.js');
          const ctx = (base) => ({ legal: new Set(), base, selected: null, seat: 0, names: ['a', 'b'] });
          const ringed = (v, base) => {
            const box = document.createElement('div');
            box.innerHTML = m.board(v, ctx(base));
            return box.querySelectorAll('.space.changed').length;
          };
          const spaces = Object.keys(view.board.spaces);
          const copy = (v) => JSON.parse(JSON.stringify(v));
          // the base: the last round, every space taken; now: a new round, every space empty
          const last = copy(view); last.round = view.round - 1;
          for (const s of spaces) last.board.spaces[s] = 1;
          const fresh = copy(view);
          for (const s of spaces) fresh.board.spaces[s] = -1;
          const placed = copy(fresh); placed.board.spaces[spaces[0]] = 1;
          const same = copy(fresh); same.board.spaces[spaces[1]] = 0;
          const before = copy(fresh);
          return { spaces: spaces.length, newRound: ringed(fresh, last), placedAgain: ringed(placed, last),
                   sameRound: ringed(same, fresh), noBase: ringed(same, null), unchanged: ringed(before, fresh) };
        }""",
        view,
    )
    assert rings["spaces"] > 10
    assert rings["newRound"] == 0, rings  # emptied spaces are not rung
    assert rings["placedAgain"] == 1, rings  # a worker placed in the new round is
    assert rings["sameRound"] == 1 and rings["noBase"] == 0 and rings["unchanged"] == 0, rings


def test_a_move_that_lost_a_race_is_offered_again_without_reload(
    server: Server, browser: Any
) -> None:
    """Another tab of the same seat moves first while this page's updates are held up: this page's
    click is refused as stale by the server; the page says so in plain words (never "reload"),
    catches up once the update comes and offers its decision again, clickable."""
    game = _game(server, "builders", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 9)
    token = game["join"][0]["token"]
    auth = {"authorization": f"Bearer {token}"}
    page = _open(browser, {"pace": "quick"})
    wire: dict[str, Any] = {"hold": False, "queue": [], "page": None}

    def route(ws: Any) -> None:
        server_ws = ws.connect_to_server()
        wire["page"] = ws

        def from_server(message: Any) -> None:
            if wire["hold"]:
                wire["queue"].append(message)
            else:
                ws.send(message)

        server_ws.on_message(from_server)

    page.route_web_socket(re.compile(r".*/ws/games/.*"), route)
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector(ENABLED)
    _settled(page)
    version = _version(page)
    wire["hold"] = True
    # the other tab takes coins at the version both saw
    r = httpx.post(
        f"{server.base}/api/games/{game['id']}/actions",
        json={"version": version, "action": "take-coins 1"},
        headers=auth,
    )
    assert r.status_code == 200, r.text
    page.evaluate("document.querySelector('#actions details').open = true")
    page.click("#actions button.act[data-action^='start ']")
    page.wait_for_function("() => document.querySelector('#actions .refused')", timeout=10_000)
    assert [s for s, u in seen.statuses if u.endswith("/actions")] == [409]
    line = page.inner_text("#actions .refused")
    assert "Choose again" in line and "reload" not in line.lower(), line
    wire["hold"] = False
    for message in wire["queue"]:
        wire["page"].send(message)
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) > {version}"
    )
    _settled(page)
    assert page.query_selector(ENABLED)  # the decision is offered again
    assert "Choose again" in page.inner_text("#actions")
    before = _version(page)
    page.click(ENABLED)  # and the next click is made for the version now shown
    _past(page, before)
    assert [s for s, u in seen.statuses if u.endswith("/actions")] == [409, 200]
    # the one console line is Chromium's own note of the refused request
    assert [e for e in seen.errors if "status of 409" not in e] == [], seen.errors
    toast = page.query_selector(".toast")
    assert not toast or "reload" not in toast.inner_text().lower()


def test_a_market_visit_in_one_go_waits_through_the_other_players_turns(
    server: Server, browser: Any
) -> None:
    """Pillars §4.12: the market visit composed on the page (how many of each kind to sell or buy,
    then one send) goes to the engine as its own actions, sales first, then "leave", each in this
    seat's turn in the market: the other players' market turns in between are waited through,
    no action is sent out of turn and none is refused."""
    bots = [{"kind": "bot", "level": "random"}] * 3
    game = _game(server, "pillars", [{"kind": "human"}, *bots], 11)
    token = game["join"][0]["token"]
    auth = {"authorization": f"Bearer {token}"}

    def view() -> dict[str, Any]:
        return dict(httpx.get(f"{server.base}/api/games/{game['id']}/view", headers=auth).json())

    # this seat plays by the API, taking resource cards and placing one master builder on the
    # market when it can, until its decision is a market visit with something to sell
    for _ in range(600):
        data = view()
        d = data["view"]["decision"]
        legal = d.get("legal_actions", [])
        # the master builders still in the market, in their turn order (§4.12)
        order = data["view"]["board"]["market_order"]
        others = order.count(0) == 1 and [o for o in order if o != 0]
        if (
            d.get("seat") == 0
            and "leave" in legal
            and any(a.startswith("sell ") for a in legal)
            and others
        ):
            break
        if d.get("seat") == 0 and not d.get("over"):
            # cubes to sell: resource cards taken in Phase I (§3.1.2)
            spaces = data["view"]["board"]["spaces"]
            placed = any(o == 0 for k, o in spaces.items() if k.startswith("market"))
            wanted = ("take ",) if placed else ("place market", "take ")
            market = [a for a in legal if a.startswith(wanted)]
            rest = [a for a in legal if not a.startswith("place market")] or legal
            choice = market[0] if market else "keep" if "keep" in legal else rest[-1]
            if "leave" in legal:
                choice = "leave"
            httpx.post(
                f"{server.base}/api/games/{game['id']}/actions",
                json={"version": data["version"], "action": choice},
                headers=auth,
            )
        else:
            _settle_server(server, game)
    else:
        raise AssertionError("no market visit with something to sell beside another player")
    before = data["view"]["players"][0]
    page = _open(browser, {"pace": "quick"})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector("[data-compose='trade'] select[data-trade]")
    _settled(page)
    assert page.inner_text("[data-compose-send]") == "Leave the market"
    # the most of the first kind on sale (the options list the biggest sale first); the label of the send follows the choice
    offered = {
        sel.get_attribute("data-trade"): sel.evaluate("(s) => [...s.options].map((o) => o.value)")
        for sel in page.query_selector_all("[data-compose='trade'] select[data-trade]")
    }
    kind, sale = next(
        (k, v) for k, values in offered.items() for v in values if v.startswith("sell ")
    )
    page.select_option(f"select[data-trade='{kind}']", sale)
    assert page.inner_text("[data-compose-send]") == "Trade, then leave the market"
    page.click("[data-compose-send]")
    # done once the seat's market visit is over: "leave" was sent
    page.wait_for_function("() => !document.body.dataset.busy", timeout=30_000)
    for _ in range(300):
        if "leave" in seen.sent:
            break
        page.wait_for_timeout(100)
    assert seen.sent == [sale, "leave"], seen.sent
    # another player's market turn came between the sale and the leave, and was waited through
    page.wait_for_function(
        "() => document.getElementById('log').innerText.includes('Player 1 leaves the market')"
    )
    log = page.inner_text("#log").splitlines()
    sold = max(i for i, line in enumerate(log) if line.strip().startswith("Player 1 sells"))
    left = max(i for i, line in enumerate(log) if line.strip().startswith("Player 1 leaves"))
    between = [line for line in log[sold + 1 : left] if "(§4.12)" in line]
    assert between, log[sold : left + 1]
    after = view()["view"]["players"][0]
    count = int(sale.split(" ")[2])
    assert after["resources"][kind] == before["resources"][kind] - count
    assert after["gold"] > before["gold"]
    seen.assert_clean(page)


def _settle_server(server: Server, game: dict[str, Any]) -> None:
    """A short wait while the bots move."""
    import time

    time.sleep(0.05)


def test_the_market_form_reckons_the_gold_a_visit_leaves(server: Server, browser: Any) -> None:
    """Pillars §4.12 and §4.3 in the market form: the gold a visit leaves is reckoned as it is
    chosen (sales first, each only up to the 30 gold a player may hold); purchases that cost more
    than that are named, and the page does not send such a visit (web/js/game/compose.js asks
    `reckon` first)."""
    page = browser.new_page(viewport=DESKTOP)
    page.goto(f"{server.base}/")
    reckon = """async ([gold, options]) => {
      const r = await import('/static/js/games/pillars.js');
      const form = document.createElement('div');
      form.dataset.gold = String(gold); form.dataset.cap = '30';
      form.innerHTML = options.map(([value, g]) => `<select data-trade="x"><option value="${value}" data-gold="${g}" selected>x</option></select>`).join('');
      return r.reckon(form);
    }"""
    # 13 gold: stone 4 and wood 9 and sand 6 cost 19
    out = page.evaluate(reckon, [13, [["buy stone 1", -4], ["buy wood 3", -9], ["buy sand 3", -6]]])
    assert out["ok"] is False and "cost 19 gold; you would have 13" in out["text"], out
    # selling first pays for it: 13 + 8 = 21, less 15
    out = page.evaluate(reckon, [13, [["sell stone 2", 8], ["buy wood 3", -9], ["buy sand 3", -6]]])
    assert out["ok"] is True and "6 after the visit" in out["text"], out
    # sales above the cap are lost, and said so: 1 + 3 + 14 + 15 = 33 held as 30
    out = page.evaluate(
        reckon, [1, [["sell wood 1", 3], ["sell sand 7", 14], ["sell metal 3", 15]]]
    )
    assert out["ok"] is True and "30 after the visit: 3 gold of the sales lost" in out["text"], out
    out = page.evaluate(reckon, [5, []])
    assert out == {"ok": True, "text": "You have 5 gold."}


def test_craftsmen_to_the_full_is_one_tap_and_then_made_by_the_page(
    server: Server, browser: Any
) -> None:
    """Pillars, the cathedral (§4.13): the first building decision offers "work them for the most
    VP, and always" with what it would do now; one tap makes that move and turns the routine on;
    at a later cathedral the page makes the routine's moves itself (the game's plan in the view),
    shown as done, never a gold-spending one."""
    game = _game(server, "pillars", [{"kind": "human"}, {"kind": "bot", "level": "random"}], 5)
    token = game["join"][0]["token"]
    auth = {"authorization": f"Bearer {token}"}
    url = f"{server.base}/api/games/{game['id']}"

    def play_until_building(after: int) -> dict[str, Any]:
        """This seat's moves by the API (the first legal one) until it is to build with a choice
        of craftsmen after round `after` (within 3 minutes, however slow the bots)."""
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            data = httpx.get(f"{url}/view", headers=auth).json()
            d = data["view"]["decision"]
            plan = d.get("routines", {}).get("craftsmenFull")
            mine = d.get("seat") == 0 and not d.get("over")
            if mine and plan and plan != "done" and data["view"]["round"] > after:
                return dict(data)
            if mine:
                r = httpx.post(
                    f"{url}/actions",
                    json={"version": data["version"], "action": d["legal_actions"][0]},
                    headers=auth,
                )
                assert r.status_code in (200, 409), r.text
            else:
                time.sleep(0.02)  # the bot's move
            assert not d.get("over"), "the game ended before a second building decision"
        raise AssertionError("no building decision")

    first = play_until_building(0)
    plan = first["view"]["decision"]["routines"]["craftsmenFull"]
    label = first["view"]["decision"]["labels"][plan]
    page = _open(browser, {"pace": "off", "autoSingle": False})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_function(
        f"() => Number(document.getElementById('status').dataset.version) === {first['version']}"
    )
    offer = page.wait_for_selector("#actions [data-routine='craftsmenFull']")
    assert f"(now: {label})" in offer.inner_text()
    assert page.query_selector(ENABLED)  # the craftsmen stay choices too
    offer.click()
    _past(page, first["version"])
    _settled(page)
    assert page.evaluate("JSON.parse(localStorage.getItem('mb-prefs')).craftsmenFull") is True
    assert seen.sent[0] == plan, seen.sent
    page.close()
    second = play_until_building(first["view"]["round"])
    page = _open(browser, {"pace": "off", "autoSingle": False, "craftsmenFull": True})
    seen = Watched(page)
    page.goto(f"{server.base}{game['join'][0]['url']}")
    _past(page, second["version"])
    page.wait_for_selector(".done-note")
    assert "Craftsmen worked for the most VP: " in page.inner_text("#recent")
    _settled(page)
    assert seen.sent and seen.sent[0] == second["view"]["decision"]["routines"]["craftsmenFull"]
    assert all(a == "done" or a.startswith("use ") for a in seen.sent), seen.sent
    assert "goldsmith" not in " ".join(seen.sent)
    seen.assert_clean(page)
