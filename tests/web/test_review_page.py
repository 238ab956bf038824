"""The review in the browser (issue 38): a short game of a person against a bot played to its end,
the review opened from the end screen; its graph has a line per seat, a judged decision's dot moves
the replay to that decision, the person's mistakes are listed in words, and "Try again" answers;
no action text or card id on screen. Screenshots at desktop and phone sizes go to docs/."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.server.conftest import Server
from tests.web.test_browser import READABLE, _assert_no_ids

# one process for the module: its tests share the server and the finished game's review (in two
# processes each would compute the review, at the lowest priority, under the suite's load)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("review-page")]

DESKTOP = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(scope="module")
def review_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose reviews use the fast one-step analysis (review_playouts 0): a test waits
    seconds, not minutes, for a whole game's review."""
    workdir = tmp_path_factory.mktemp("review")
    s = Server(
        f"sqlite:///{workdir / 'games.sqlite3'}",
        workdir,
        env={
            "MASTERBUILDERS_REVIEW_PLAYOUTS": "0",
            "MASTERBUILDERS_HINTS_PER_MINUTE": "600",
            "MASTERBUILDERS_REVIEW_FINISHED": "1",
        },
    )
    s.start()
    yield s
    s.stop()


def _play_through_the_api(server: Server, game_id: str, token: str, seed: int) -> None:
    """The person's decisions sent over HTTP (a seeded random choice each), the bot answering,
    until the game ends."""
    rng = random.Random(seed)
    auth = {"authorization": f"Bearer {token}"}
    deadline = time.time() + 300
    with httpx.Client(base_url=server.base, headers=auth, timeout=30) as http:
        while time.time() < deadline:
            data = http.get(f"/api/games/{game_id}/view").json()
            if data["status"] != "active":
                return
            decision = data["view"]["decision"]
            if decision.get("over") or decision.get("seat") != data["seat"]:
                time.sleep(0.02)  # the bot's move, or a draw
                continue
            action = rng.choice(decision["legal_actions"])
            r = http.post(
                f"/api/games/{game_id}/actions", json={"version": data["version"], "action": action}
            )
            assert r.status_code in (200, 409), r.text  # 409: the bot's move came first
    raise AssertionError("the game did not end")


def _action_texts(server: Server, game_id: str) -> set[str]:
    """The record's action texts a player must never read: those that are no plain word (a bare
    "pass" or "end" is also English)."""
    record = httpx.get(f"{server.base}/api/games/{game_id}/record").json()
    return {a for a in record["actions"] if isinstance(a, str) and re.search(r"[\s\d@+-]", a)}


def _assert_no_action_texts(page: Any, texts: set[str], where: str) -> None:
    shown = page.evaluate(READABLE)
    found = sorted(t for t in texts if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", shown))
    assert not found, f"{where}: action texts visible: {found}"


def _watch(page: Any) -> list[str]:
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on(
        "console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None
    )
    page.on(
        "response",
        lambda r: problems.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None,
    )
    return problems


@pytest.fixture(scope="module")
def finished(review_server: Server) -> dict[str, Any]:
    """A finished Pillars game of a person (seat 0, decisions sent over HTTP) and a random bot."""
    server = review_server
    body = {
        "game": "pillars",
        "players": 2,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
        "seed": 3,
        "practice": True,
    }
    created = httpx.post(f"{server.base}/api/games", json=body)
    assert created.status_code == 201, created.text
    game = dict(created.json())
    _play_through_the_api(server, game["id"], game["join"][0]["token"], seed=3)
    return game


def test_the_review_from_the_end_screen_graph_dots_mistakes_and_try_again(
    review_server: Server, browser: Any, finished: dict[str, Any], shots: Path
) -> None:
    server, game = review_server, finished
    game_id = game["id"]
    texts = _action_texts(server, game_id)

    page = browser.new_page(viewport=DESKTOP)
    problems = _watch(page)
    # the person's page at the end: the end screen offers the review
    page.goto(f"{server.base}{game['join'][0]['url']}")
    page.wait_for_selector("#result:not([hidden]) [data-end-review]")
    page.screenshot(path=str(shots / "review-end-screen.png"))
    page.click("[data-end-review]")
    page.wait_for_url(re.compile(rf"/replay/{game_id}\?"))
    # (the seats are listed once the game's summary came: before, the list holds the spectator only)
    page.wait_for_selector("#seat option:nth-child(2)", state="attached")
    assert page.input_value("#seat") == "0"  # the person's own seat, from the game page's token
    # while it runs, its progress (or, if it has not started by itself, a button that starts it);
    # then the graph
    page.wait_for_selector("#review[data-status]:not([data-status=''])")
    if page.get_attribute("#review", "data-status") == "none":
        page.click("[data-review-start]")
    page.wait_for_selector("#review[data-status='done']", timeout=180_000)
    review = httpx.get(f"{server.base}/api/games/{game_id}/review").json()["review"]
    assert page.is_visible("#review-graph svg")
    for seat in range(2):
        assert page.query_selector(f"#review-graph polyline[data-seat-line='{seat}']")
    dots = page.query_selector_all("#review-graph [data-judged]")
    judged = [d for d in review["decisions"] if d["judgement"]]
    assert dots and len(dots) == len(judged)
    rounds = [m for m in review["marks"] if m["kind"] == "round"]
    assert len(page.query_selector_all("#review-graph .round-mark")) == len(rounds)
    assert "accuracy" in page.inner_text("#review-seats")
    _assert_no_ids(page, "the review")
    _assert_no_action_texts(page, texts, "the review")

    # a dot: the replay goes to the position before that decision, seen by its seat
    # (one no other dot covers: where dots crowd, a tap takes the one on top)
    on_top = page.evaluate(
        """() => [...document.querySelectorAll('#review-graph [data-judged]')].map((g) => {
          const b = g.querySelector('.ring').getBoundingClientRect();
          const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
          return hit && hit.closest('[data-judged]') === g ? g.dataset.judged : null;
        }).filter(Boolean)"""
    )
    assert on_top
    dot = page.query_selector(f"#review-graph [data-judged='{on_top[len(on_top) // 2]}']")
    index, seat = int(dot.get_attribute("data-judged")), dot.get_attribute("data-seat")
    box = dot.query_selector(".hit").bounding_box()
    assert box and box["width"] >= 23 and box["height"] >= 23  # a finger's target
    dot.click()
    page.wait_for_function(
        f"() => document.getElementById('step').textContent.startsWith('step {index} of')"
    )
    assert page.input_value("#seat") == seat
    assert page.is_visible("#review-focus")
    assert "selected" in (
        page.get_attribute(f"#review-graph [data-judged='{index}']", "class") or ""
    )
    page.wait_for_url(re.compile(rf"step={index}"))

    # the mistakes of a seat, in words: the person's if it has any, else the bot's
    person = next(s for s in review["seats"] if s["seat"] == 0)
    shown_seat = "0" if person["worst"] else "1"
    page.select_option("#seat", shown_seat)
    page.wait_for_selector("#review-seats [data-mistake]")
    first = page.query_selector("#review-seats [data-mistake]")
    worst = review["seats"][int(shown_seat)]["worst"][0]
    decision = next(d for d in review["decisions"] if d["index"] == worst)
    assert first.get_attribute("data-mistake") == str(worst)
    assert decision["chosen_words"] in first.inner_text()
    assert decision["best_words"] in first.inner_text()
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(DOCS / "review-desktop.png"))

    # try again: the position's choices, one of them tried, an answer with the three chances
    first.query_selector("button[data-try]").click()
    page.wait_for_function(
        f"() => document.getElementById('step').textContent.startsWith('step {worst} of')"
    )
    page.wait_for_selector("#review-focus .try-choices button")
    choices = page.query_selector_all("#review-focus .try-choices button:not(.played)")
    assert choices
    choices[0].click()
    page.wait_for_selector("#review-focus [data-try-answer]", timeout=60_000)
    answer = page.inner_text("#review-focus [data-try-answer]")
    assert re.search(r"(Better|Not better) than what (you|was) played", answer), answer
    assert len(re.findall(r"\d+%", answer)) >= 3, answer
    _assert_no_ids(page, "try again")
    _assert_no_action_texts(page, texts, "try again")
    page.locator("#review-focus").scroll_into_view_if_needed()
    page.screenshot(path=str(DOCS / "review-try-desktop.png"))

    # a phone: the graph fits the width, nothing scrolls sideways, the dots keep their targets
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    graph = page.query_selector("#review-graph svg").bounding_box()
    assert graph and graph["x"] >= 0 and graph["x"] + graph["width"] <= PHONE["width"]
    hit = page.query_selector("#review-graph [data-judged] .hit").bounding_box()
    assert hit and hit["width"] >= 23
    page.locator("#review").scroll_into_view_if_needed()
    page.evaluate("document.getElementById('review').scrollIntoView()")
    page.screenshot(path=str(DOCS / "review-phone.png"))
    page.locator("#review-focus").scroll_into_view_if_needed()
    page.screenshot(path=str(DOCS / "review-try-phone.png"))
    assert not problems, problems


def test_the_review_while_it_runs_before_it_exists_and_when_refused(
    review_server: Server, browser: Any, finished: dict[str, Any]
) -> None:
    """A running review shows its progress and is asked for again until done, and while it waits
    for its turn its place in the queue (issue 54); none yet: a button starts it (with the seat's
    token); a refusal or a failure: a sentence (the server's states
    played by a stand-in of the GET, the rest by the real server)."""
    server, game_id = review_server, finished["id"]
    token = finished["join"][0]["token"]
    page = browser.new_page(viewport=PHONE)
    mine = {f"{game_id}/0": {"id": game_id, "seat": 0, "token": token, "game": "pillars"}}
    page.add_init_script(f"localStorage.setItem('mb-games', {json.dumps(json.dumps(mine))})")
    answers = [
        {"status": "running", "done": 0, "total": 12, "queued": 1},
        {"status": "running", "done": 3, "total": 12},
    ]
    seen: list[str] = []

    def stand_in(route: Any) -> None:
        if route.request.method != "GET" or not answers:
            route.continue_()
            return
        seen.append(answers[0]["status"])
        route.fulfill(json=answers.pop(0) if len(answers) > 1 else answers[0])

    page.route(f"**/api/games/{game_id}/review", stand_in)
    page.goto(f"{server.base}/replay/{game_id}")
    page.wait_for_selector("[data-review-queued]")
    assert "number 2 in the queue" in page.inner_text("#review-status")
    page.wait_for_selector("#review-progress[value='3']")  # its turn came: asked for again
    assert not page.query_selector("[data-review-queued]")
    assert "3 of 12" in page.inner_text("#review-status")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    answers.clear()  # the next look is the real one: done
    # (the review runs at the lowest CPU priority: under the suite's load it may take a while)
    page.wait_for_selector("#review[data-status='done']", timeout=60_000)
    assert len(seen) >= 1

    # none yet: the button asks for it (a POST, with the seat's token from this browser)
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.post_data or "") if r.method == "POST" else None)
    answers.append({"status": "none", "done": 0, "total": 0})
    page.reload()
    page.wait_for_selector("[data-review-start]")
    answers.clear()
    page.click("[data-review-start]")
    # (the review runs at the lowest CPU priority: under the suite's load it may take a while)
    page.wait_for_selector("#review[data-status='done']", timeout=60_000)
    assert posts and token in posts[-1]
    assert page.input_value("#seat") == "0"  # this browser's seat, without asking

    # a failed one: a sentence that says so
    answers.append({"status": "failed", "done": 0, "total": 0, "error": "the analysis stopped"})
    page.reload()
    page.wait_for_selector("#review[data-status='failed']")
    assert "could not be made" in page.inner_text("#review-status")
    answers.clear()

    page.unroute(f"**/api/games/{game_id}/review")
    refused = {"error": {"code": "review_refused", "message": "this game has not ended"}}
    page.route(
        f"**/api/games/{game_id}/review", lambda route: route.fulfill(status=409, json=refused)
    )
    page.reload()
    page.wait_for_selector("#review[data-status='refused']")
    assert "once it has ended" in page.inner_text("#review-status")
