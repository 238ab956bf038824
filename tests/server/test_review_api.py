"""The review of a finished game over the API (issue 38), on a real server: refused (409
review_refused) while the game is played, started by itself once a game with a person ends,
computed in parts in the bot pool's review processes with its progress shown, stored (it survives a
restart; a kill -9 mid-review resumes from the parts stored, never from 0), "try again" at a
decision, the replay's legal choices; the store's reviews table on SQLite and PostgreSQL.

The analysis runs with 0-2 playouts (`review_playouts`) and on 2-player Pillars games, whose
reviews take seconds: what is checked is the server's behaviour, not the analysis's judgement.
Reviews never slow a game (issue 54): they run in processes of their own at the lowest priority,
bounded per server and per client."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import httpx
import pytest

from masterbuilders.server.bots import HINT, MOVE_FOR_PEOPLE, REVIEW, REVIEW_NICE, BotPool
from masterbuilders.server.storage import GameRow, Store
from tests.server.client import HTTP, bearer, create, play_randomly, two_humans, wait_for
from tests.server.conftest import Server

pytestmark = pytest.mark.slow

PERSON_AND_BOT = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
TRIED = {"index", "action", "words", "value", "chosen", "best", "best_words", "judgement"}


def review_server(url: str, tmp_path: Path, playouts: int) -> Server:
    return Server(
        url,
        tmp_path,
        env={
            "MASTERBUILDERS_REVIEW_PLAYOUTS": str(playouts),
            "MASTERBUILDERS_REVIEW_FINISHED": "1",
        },
    )


@pytest.fixture
def sqlite_reviews(tmp_path: Path) -> Iterator[Server]:
    """A server whose reviews run with one playout per candidate (a 2-player Pillars game's
    review takes a few seconds)."""
    server = review_server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path, 1)
    server.start()
    yield server
    server.stop()


def finished_game(server: Server, seed: int) -> tuple[str, str]:
    """A 2-player Pillars game of a person (seat 0, playing at random through the API) and a
    random bot, played to its end: (game id, the person's token)."""
    g = create(
        server.base,
        {"game": "pillars", "players": 2, "seed": seed, "practice": True, "seats": PERSON_AND_BOT},
    )
    tokens = {j["seat"]: j["token"] for j in g["join"]}
    play_randomly(server.base, g["id"], tokens, seed=seed)
    return str(g["id"]), tokens[0]


def get_review(server: Server, gid: str) -> httpx.Response:
    return HTTP.get(f"{server.base}/api/games/{gid}/review", timeout=30)


def post(
    server: Server, path: str, body: dict[str, Any], token: str | None = None
) -> httpx.Response:
    return HTTP.post(f"{server.base}{path}", json=body, headers=bearer(token), timeout=60)


def code(r: httpx.Response) -> str:
    return str(r.json()["error"]["code"])


def wait_review(
    server: Server,
    gid: str,
    until: Callable[[dict[str, Any]], bool],
    timeout: float = 120,
    every: float = 0.1,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Polls the review until `until` holds: (the last answer, every answer seen)."""
    seen: list[dict[str, Any]] = []
    deadline = time.time() + timeout
    while time.time() < deadline:
        r = get_review(server, gid)
        assert r.status_code == 200, r.text
        seen.append(r.json())
        if until(seen[-1]):
            return seen[-1], seen
        time.sleep(every)
    raise AssertionError(f"the review did not get there: last {seen[-1] if seen else None}")


def test_refused_during_play_unknown_games_and_games_of_bots_only(sqlite_reviews: Server) -> None:
    base = sqlite_reviews.base
    gid, tokens, _ = two_humans(base, "pillars", seed=4)
    r = get_review(sqlite_reviews, gid)
    assert r.status_code == 409 and code(r) == "review_refused", r.text
    assert "not ended" in r.json()["error"]["message"]
    r = post(sqlite_reviews, f"/api/games/{gid}/review", {}, tokens[0])
    assert r.status_code == 409 and code(r) == "review_refused", r.text
    r = post(sqlite_reviews, f"/api/games/{gid}/review/try", {"index": 3, "action": "pass"})
    assert r.status_code == 409 and code(r) == "review_refused", r.text
    for r in (
        get_review(sqlite_reviews, "nosuchgame"),
        post(sqlite_reviews, "/api/games/nosuchgame/review", {}),
        post(sqlite_reviews, "/api/games/nosuchgame/review/try", {"index": 1, "action": "pass"}),
    ):
        assert r.status_code == 404 and code(r) == "not_found", r.text
    # a game of bots only is not reviewed by itself, and nobody holds a seat to ask for it
    bots = create(
        base,
        {"game": "pillars", "players": 2, "seed": 2, "practice": True,
         "seats": [{"kind": "bot", "level": "random"}] * 2},
    )  # fmt: skip
    wait_for(base, bots["id"], None, lambda v: v["view"]["decision"]["over"])
    time.sleep(0.5)
    assert get_review(sqlite_reviews, bots["id"]).json() == {
        "status": "none",
        "done": 0,
        "total": 0,
    }
    r = post(sqlite_reviews, f"/api/games/{bots['id']}/review", {})
    assert r.status_code == 403 and code(r) == "forbidden", r.text


def test_a_finished_game_is_reviewed_by_itself_tried_again_and_kept(sqlite_reviews: Server) -> None:
    server = sqlite_reviews
    gid, token = finished_game(server, seed=11)
    # the review started by itself: its progress shows while it runs, then the review
    running = wait_review(server, gid, lambda a: a["status"] != "none", timeout=30, every=0.02)[0]
    assert running["status"] in ("running", "done") and running["total"] > 20
    asked = post(server, f"/api/games/{gid}/review", {"token": token})  # idempotent
    assert asked.status_code in (200, 202) and asked.json()["total"] == running["total"]
    assert asked.status_code == (202 if asked.json()["status"] == "running" else 200)
    done, seen = wait_review(server, gid, lambda a: a["status"] in ("done", "failed"), every=0.05)
    assert done["status"] == "done", done
    progress = [a["done"] for a in [running, *seen] if a["status"] == "running"]
    assert progress, "the review was never seen running"
    assert progress == sorted(progress) and all(0 <= d <= done["total"] for d in progress)
    review = done["review"]
    assert done["done"] == done["total"] == len(review["decisions"])
    assert [s["seat"] for s in review["seats"]] == [0, 1]
    record = HTTP.get(f"{server.base}/api/games/{gid}/record", timeout=10).json()
    assert len(review["curve"]) == len(record["actions"]) + 1
    assert post(server, f"/api/games/{gid}/review", {"token": token}).status_code == 200

    # the replay lists the legal choices of the seat deciding there, for that seat only
    mine = next(d for d in review["decisions"] if d["seat"] == 0 and d["choices"] >= 3)
    index = mine["index"]
    replay = HTTP.get(f"{server.base}/api/games/{gid}/replay?step={index}&seat=0", timeout=10)
    legal = replay.json()["legal"]
    assert len(legal) == mine["choices"] and all(c["action"] and c["words"] for c in legal)
    assert mine["chosen"] in [c["action"] for c in legal]
    other = HTTP.get(f"{server.base}/api/games/{gid}/replay?step={index}&seat=1", timeout=10)
    assert other.json()["legal"] == []

    # try again: another legal choice is valued; an illegal one is 422; no such decision is 409
    choice = next(c["action"] for c in legal if c["action"] != mine["chosen"])
    tried = post(server, f"/api/games/{gid}/review/try", {"index": index, "action": choice}, token)
    assert tried.status_code == 200, tried.text
    assert set(tried.json()) >= TRIED and tried.json()["index"] == index
    assert tried.json()["action"] == choice
    texts = {c["action"] for c in legal}
    illegal = next(d["chosen"] for d in review["decisions"] if d["chosen"] not in texts)
    r = post(server, f"/api/games/{gid}/review/try", {"index": index, "action": illegal}, token)
    assert r.status_code == 422 and code(r) == "illegal_action", r.text
    judged = {d["index"] for d in review["decisions"]}
    draw = next(i for i in range(len(record["actions"])) if i not in judged)
    for bad in (draw, len(record["actions"]), -1):
        r = post(server, f"/api/games/{gid}/review/try", {"index": bad, "action": choice}, token)
        assert r.status_code == 409 and code(r) == "review_refused", r.text
    r = post(server, f"/api/games/{gid}/review/try", {"index": index, "action": "@@"}, token)
    assert r.status_code == 400 and code(r) == "parse_error", r.text
    for garbage in (
        b"[]",
        b'{"index": "3", "action": "pass"}',
        b'{"index": true, "action": "pass"}',
        b'{"index": 1.5, "action": "pass"}',
        b'{"index": 123456789012345678901234567890, "action": "pass"}',
        b'{"index": 3, "action": {"kind": "pass"}}',
        b'{"index": 3}',
        b"{}",
    ):
        r = HTTP.post(
            f"{server.base}/api/games/{gid}/review/try", content=garbage,
            headers={"content-type": "application/json", **bearer(token)}, timeout=10,
        )  # fmt: skip
        assert r.status_code in (400, 409), (garbage, r.status_code, r.text)

    # stored: a restarted server shows the same review
    server.stop()
    server.start()
    again = get_review(server, gid)
    assert again.status_code == 200 and again.json() == done
    assert "Traceback" not in (server.workdir / "server.log").read_text()


def test_kill_9_mid_review_resumes_from_the_parts_stored(tmp_path: Path) -> None:
    """Each part of a review is stored as it is judged: a server killed mid-review resumes at
    start from the parts it stored (its progress never falls back) and finishes the review."""
    database = tmp_path / "games.sqlite3"
    server = review_server(f"sqlite:///{database}", tmp_path, 2)
    server.start()
    try:
        gid, _ = finished_game(server, seed=5)
        before, _ = wait_review(
            server, gid, lambda a: a["status"] == "done" or a["done"] >= 8, timeout=60, every=0.02
        )
        assert before["status"] == "running" and before["done"] < before["total"], before
        server.kill9()
        with sqlite3.connect(database) as db:
            (stored,) = db.execute("SELECT done FROM reviews WHERE game_id = ?", (gid,)).fetchone()
        assert stored >= before["done"]
        server.start()
        after = get_review(server, gid).json()
        assert after["status"] in ("running", "done") and after["done"] >= stored, after
        done, seen = wait_review(server, gid, lambda a: a["status"] in ("done", "failed"))
        assert done["status"] == "done" and done["done"] == done["total"] == before["total"]
        assert len(done["review"]["decisions"]) == done["total"]
        assert min(a["done"] for a in seen) >= stored
    finally:
        server.stop()


def test_postgres_stores_the_review_and_keeps_it_over_a_restart(
    tmp_path: Path, postgres_url: str
) -> None:
    server = review_server(postgres_url, tmp_path, 0)
    server.start()
    try:
        gid, token = finished_game(server, seed=8)
        done = wait_review(server, gid, lambda a: a["status"] in ("done", "failed"))[0]
        assert done["status"] == "done" and done["done"] == done["total"] > 0, done
        index = done["review"]["decisions"][0]["index"]
        chosen = done["review"]["decisions"][0]["chosen"]
        tried = post(server, f"/api/games/{gid}/review/try", {"index": index, "action": chosen})
        assert tried.status_code == 200 and not tried.json()["better"], tried.text
        server.stop()
        server.start()
        assert get_review(server, gid).json() == done
        assert post(server, f"/api/games/{gid}/review", {"token": token}).status_code == 200
    finally:
        server.stop()


class FailingParts:
    """A bot pool whose review parts fail: refused by the analysis, or its process dies."""

    workers, running, rebuilds = 1, 0, 0

    def __init__(self, how: str) -> None:
        self.how = how

    def waiting(self) -> int:
        return 0

    async def review_part(self, *_: Any) -> Any:
        if self.how == "refused":
            return {"error": {"code": "review_refused", "message": "no win probability trained"}}
        raise BrokenProcessPool("a process in the pool was terminated abruptly")


@pytest.mark.parametrize("how", ["refused", "died"])
def test_a_review_that_cannot_be_computed_is_stored_failed_with_why(
    tmp_path: Path, how: str
) -> None:
    """Whatever stops a review is its stored state ("failed", with the reason): a request for it
    answers 200 with the reason, never 500; asked for again, it starts afresh."""
    from masterbuilders.ai.agents import make_agent
    from masterbuilders.engine import CHANCE, Match, play_match
    from masterbuilders.server.manager import Manager
    from masterbuilders.server.session import token_hash
    from masterbuilders.server.settings import Settings

    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    match = Match("pillars", 2, "9")
    play_match(match, [make_agent("random", 1), make_agent("random", 2)])
    store = Store(url)
    store.create_game(
        GameRow(
            id="g1", game="pillars", num_players=2, options={}, seed=0, secret="9",
            practice=True, clock=None, status="finished", result=None, created=time.time(),
            finished=time.time(),
            seats=[{"kind": "human", "level": None, "name": "P", "token_hash": token_hash("t")},
                   {"kind": "bot", "level": "random", "name": "B", "token_hash": None}],
        )
    )  # fmt: skip
    store.append_many(
        "g1",
        [
            (i, "action", str(s.action), None if s.actor == CHANCE else s.actor, None)
            for i, s in enumerate(match.steps)
        ],
    )

    async def scenario() -> tuple[dict[str, Any], dict[str, Any], int]:
        bots: Any = FailingParts(how)
        manager = Manager(store, bots, Settings(database_url=url, review_playouts=0))
        manager.writer.start()
        try:
            session = await manager.load("g1")
            asked = await manager.reviews.ask(session, "t")
            await asyncio.gather(*manager.reviews.computing.values())
            failed = await manager.reviews.state(session)
            again = await manager.reviews.ask(session, "t")
            await asyncio.gather(*manager.reviews.computing.values())
            return asked, failed, again["done"]
        finally:
            await manager.stop()

    try:
        asked, failed, restarted = asyncio.run(scenario())
    finally:
        store.dispose()
    assert asked["status"] == "running" and asked["total"] > 0
    assert failed["status"] == "failed" and "review" not in failed
    assert ("no win probability" if how == "refused" else "terminated") in failed["message"]
    assert restarted == 0


def niceness() -> int:
    """The CPU priority of the process it runs in (os.nice: 0 is the server's, 19 the lowest)."""
    return os.nice(0)


def test_a_review_part_holding_its_process_never_holds_a_move_or_a_hint(tmp_path: Path) -> None:
    """Reviews run in processes of their own at the lowest priority (issue 54): while a review
    part holds the review process, a pool of one process for moves still serves a move and a
    hint (before, the part held the only process: they waited for it, here until the timeout)."""
    from tests.server.test_bots import hold, nap, until

    release = tmp_path / "release"

    async def scenario() -> tuple[list[Any], bool, str, int]:
        pool = BotPool(workers=1)
        try:
            part = asyncio.create_task(pool.run("r", REVIEW, hold, str(release), "r1"))
            await until(lambda: pool.running == 1 and pool.waiting() == 0)
            served = await asyncio.wait_for(
                asyncio.gather(
                    pool.run("p", MOVE_FOR_PEOPLE, niceness), pool.run("h", HINT, nap, 0.0, "h1")
                ),
                60,
            )
            held = not part.done()
            release.touch()
            return served, held, await part, await pool.run("r", REVIEW, niceness)
        finally:
            release.touch()
            pool.close()

    served, held, part, review_nice = asyncio.run(scenario())
    assert served == [0, "h1"] and held and part == "r1"
    assert review_nice == REVIEW_NICE


def test_reviews_take_turns_by_client_within_the_bounds() -> None:
    """At most `at_once` reviews at once, `per_client` of one client; the waiting ones are served
    one client after another, each client's in the order they came, and say their place."""
    from masterbuilders.server.reviews import Turns

    async def scenario() -> tuple[list[str], list[int | None], list[str]]:
        turns = Turns(at_once=2, per_client=1)
        began: list[str] = []

        async def review(game: str, client: str) -> None:
            await turns.take(game, client)
            began.append(game)

        asked = [("a1", "A"), ("a2", "A"), ("a3", "A"), ("a4", "A"), ("b1", "B"), ("b2", "B")]
        tasks = [asyncio.create_task(review(g, c)) for g, c in asked]
        await asyncio.sleep(0)
        first = list(began)
        places = [turns.ahead(g) for g, _ in asked]
        for game in ["a1", "b1", "a2", "b2", "a3"]:  # each ends once the next ones began
            turns.give(game)
            await asyncio.sleep(0)
        await asyncio.gather(*tasks)
        return first, places, began

    first, places, began = asyncio.run(scenario())
    assert first == ["a1", "b1"]  # one of A's (its bound), and B's: two at once
    assert places == [None, 0, 2, 3, None, 1]  # then a2, b2, a3, a4
    assert began == ["a1", "b1", "a2", "b2", "a3", "a4"]


def test_a_review_cancelled_leaves_its_place_and_its_turn() -> None:
    """A review stopped while it waits leaves the queue; one stopped as its turn came gives the
    turn to the next (the server stopping cancels them: no place is kept by nobody)."""
    from masterbuilders.server.reviews import Turns

    async def scenario() -> tuple[int | None, int, dict[str, str]]:
        turns = Turns(at_once=1, per_client=1)
        await turns.take("a", "A")
        waiting = asyncio.create_task(turns.take("b", "B"))
        await asyncio.sleep(0)
        place = turns.ahead("b")
        waiting.cancel()
        await asyncio.gather(waiting, return_exceptions=True)
        left = turns.queued()
        granted = asyncio.create_task(turns.take("c", "C"))
        await asyncio.sleep(0)
        turns.give("a")  # c's turn comes, and c is cancelled before it runs on
        granted.cancel()
        await asyncio.gather(granted, return_exceptions=True)
        return place, left, dict(turns.running)

    assert asyncio.run(scenario()) == (0, 0, {})


def test_bots_play_while_a_review_part_runs_and_a_clients_second_review_waits(
    tmp_path: Path,
) -> None:
    """On a server with one bot process (issue 54): while the first part of a review is being
    judged (256 playouts a decision: minutes at the lowest priority), a second game of the same
    client, finished meanwhile, waits for its review's turn and says so; and a game of bots plays
    on while the review's progress has not moved (before, every bot move waited for the part in
    the one process). The queue is looked at first: a client's turn is for one part at a time,
    so the check must come while the first part runs (it came after one part had ended under the
    suite's load, with parts of 64 playouts and again with 256: finishing the second game took
    longer than a part; the review's processes are busy either way until the server stops, so
    parts of 2,048 cost the test nothing)."""
    server = Server(
        f"sqlite:///{tmp_path / 'games.sqlite3'}",
        tmp_path,
        env={
            "MASTERBUILDERS_REVIEW_PLAYOUTS": "2048",
            "MASTERBUILDERS_REVIEW_FINISHED": "1",
            "MASTERBUILDERS_REVIEWS_AT_ONCE": "2",
            "MASTERBUILDERS_REVIEWS_PER_CLIENT": "1",
        },
    )
    server.start()
    try:
        first, _ = finished_game(server, seed=11)
        running = wait_review(server, first, lambda a: a["status"] != "none", every=0.02)[0]
        assert running["status"] == "running" and running["done"] == 0, running
        assert "queued" not in running

        second, _ = finished_game(server, seed=12)
        waits = wait_review(server, second, lambda a: a["status"] != "none", every=0.02)[0]
        assert waits["status"] == "running" and waits.get("queued") == 0, waits
        asked = post(server, f"/api/games/{second}/review", {})
        assert asked.status_code == 202 and asked.json().get("queued") == 0, asked.text
        health = HTTP.get(f"{server.base}/api/health", timeout=10).json()
        assert (health["reviews_running"], health["reviews_queued"]) == (1, 1), health

        bots = create(
            server.base,
            {"game": "pillars", "players": 2, "seed": 3, "practice": True,
             "seats": [{"kind": "bot", "level": "easy"}] * 2},
        )  # fmt: skip
        played = wait_for(server.base, bots["id"], None, lambda v: v["version"] >= 20, timeout=120)
        still = get_review(server, first).json()
        assert still["status"] == "running" and still["done"] == 0, (still, played["version"])
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres_url")
    s = Store(url)
    s.create_game(
        GameRow(
            id="g1", game="pillars", num_players=2, options={}, seed=7, seats=[], clock=None,
            status="finished", result=None, created=time.time(), finished=None,
        )
    )  # fmt: skip
    yield s
    s.dispose()


def test_the_reviews_table_merges_parts_and_starts_a_failed_review_again(store: Store) -> None:
    assert store.review("g1") is None
    row = store.begin_review("g1", 3)
    assert (row.status, row.done, row.total, row.judged) == ("running", 0, 3, [])
    store.add_judged("g1", [{"index": 4, "seat": 0}, {"index": 9, "seat": 1}])
    row = store.add_judged("g1", [{"index": 9, "seat": 1}, {"index": 2, "seat": 0}])
    assert row.done == 3 and [d["index"] for d in row.judged or []] == [2, 4, 9]
    assert store.begin_review("g1", 3).done == 3  # begun again: it keeps its parts
    assert store.unfinished_reviews() == ["g1"]
    store.finish_review("g1", {"decisions": []})
    row = store.review("g1")
    assert row is not None and (row.status, row.done, row.judged) == ("done", 3, None)
    assert row.review == {"decisions": []} and store.unfinished_reviews() == []
    store.fail_review("g1", "no win probability trained for 2 players")
    failed = store.review("g1")
    assert failed is not None and failed.status == "failed" and failed.message
    again = store.begin_review("g1", 3)
    assert (again.status, again.done, again.message) == ("running", 0, None)


def test_a_result_with_a_person_in_the_game_begins_its_review_in_the_same_write(
    store: Store,
) -> None:
    """Written with the result, the review is found at the next start even if the server is
    killed right after; the result written again (a restart finishing it again) keeps it."""
    store.finish("g1", {"scores": [1, 2]})
    assert store.review("g1") is None  # no person: no review by itself
    store.finish("g1", {"scores": [1, 2]}, None, 40)
    store.add_judged("g1", [{"index": 3}])
    store.finish("g1", {"scores": [1, 2]}, None, 40)
    row = store.review("g1")
    assert row is not None and (row.status, row.done, row.total) == ("running", 1, 40)
    assert store.unfinished_reviews() == ["g1"]


def test_a_database_of_an_earlier_release_gets_the_reviews_table(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    Store(f"sqlite:///{path}").dispose()
    with sqlite3.connect(path) as db:  # as a release before reviews and migrations left it
        made = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in made:
            if table not in ("games", "entries", "sqlite_sequence"):
                db.execute(f"DROP TABLE {table}")
        db.execute("ALTER TABLE games DROP COLUMN rules")  # added by a migration since (0007)
    s = Store(f"sqlite:///{path}")
    try:
        assert s.review("g1") is None and s.unfinished_reviews() == []
    finally:
        s.dispose()
