"""Positions recorded by playing, shown to the real page (issue 53).

A seeded game is played through a real server's API: this seat by seeded random choices, the other
seats by the server's own bots, as in a game made in the lobby. At each of this seat's decisions
the update its page would be sent is kept (`GET /api/games/ID/view` is the WebSocket's update less
its `reset` mark), and so is the last one, at the end. The page is then loaded once, at that very
game's join link, with its WebSocket answered by the recording (Playwright's route_web_socket):
each update is sent as the server sends it, the log as the lines that are new, and the page draws
it as it draws a live game's. A layout check then waits for no bot and clicks nothing it does not
need to: it looks at every kind of decision the game met, not at every decision of one game.

A decision's kind is its prompt (the engine's message id, from the game's record replayed by the
engine) with the kinds of the choices it offers (the first words of its legal actions): what the
page has to fit on the screen."""

from __future__ import annotations

import json
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.server.conftest import Server

Kind = tuple[str, tuple[str, ...]]

WS = re.compile(r".*/ws/games/.*")


def kind_of(prompt: str, legal: list[str]) -> Kind:
    return prompt, tuple(sorted({a.split(" ")[0] for a in legal}))


@dataclass
class Position:
    """One of this seat's decisions: the update the page is sent, what the prompt is (the
    engine's message id) and the choice this seat made."""

    update: dict[str, Any]
    prompt: str = ""
    chosen: str | None = None

    @property
    def legal(self) -> list[str]:
        return list(self.update["view"]["decision"].get("legal_actions", []))

    @property
    def kind(self) -> Kind:
        return kind_of(self.prompt, self.legal)


@dataclass
class Recording:
    game: str
    game_id: str
    join: str
    positions: list[Position] = field(default_factory=list)
    end: dict[str, Any] = field(default_factory=dict)

    def shown_kinds(self) -> set[Kind]:
        """The kinds of decision a page shows as choices (one legal choice applies itself)."""
        return {p.kind for p in self.positions if len(p.legal) > 1}

    def selection(self) -> list[int]:
        """The positions a layout check looks at, in the game's order: of each kind of decision
        that offers choices, the first met and the one with the most choices (the longest list
        to fit)."""
        first: dict[Kind, int] = {}
        most: dict[Kind, int] = {}
        for i, p in enumerate(self.positions):
            if len(p.legal) < 2:
                continue
            first.setdefault(p.kind, i)
            if len(p.legal) > len(self.positions[most.get(p.kind, i)].legal):
                most[p.kind] = i
            most.setdefault(p.kind, i)
        return sorted(set(first.values()) | set(most.values()))


def _weighted(rng: random.Random, legal: list[str]) -> str:
    """A choice as the click tests make it: ending a turn or passing less often than the rest."""
    weights = [0.2 if a in ("end", "pass") else 1.0 for a in legal]
    return rng.choices(legal, weights)[0]


def record(server: Server, game: str, seats: list[str], seed: int) -> Recording:
    """Play `game` (seat 0 by seeded random choices; `seats[1:]` bot levels) to its end through
    `server`'s API, keeping every update seat 0's page is sent at its decisions."""
    body = {
        "game": game,
        "players": len(seats),
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": s} for s in seats[1:]],
        "seed": seed,
        "practice": True,  # as the lobby makes a game with a seed
    }
    created = httpx.post(f"{server.base}/api/games", json=body, timeout=30)
    assert created.status_code == 201, created.text
    made = created.json()
    join = made["join"][0]
    auth = {"authorization": f"Bearer {join['token']}"}
    url = f"{server.base}/api/games/{made['id']}"
    rec = Recording(game, made["id"], f"{server.base}{join['url']}")
    rng = random.Random(seed)
    deadline = time.monotonic() + 600
    with httpx.Client(timeout=30, headers=auth) as client:
        while time.monotonic() < deadline:
            update = client.get(f"{url}/view").json()
            d = update["view"]["decision"]
            if d.get("over"):
                rec.end = update
                break
            if d.get("seat") != 0:
                time.sleep(0.01)  # a bot's move or a draw, made by the server
                continue
            chosen = _weighted(rng, d["legal_actions"])
            rec.positions.append(Position(update, chosen=chosen))
            r = client.post(f"{url}/actions", json={"version": update["version"], "action": chosen})
            assert r.status_code == 200, r.text
        else:
            raise AssertionError(f"{game} seed {seed}: the game did not end")
    _name_prompts(server, rec)
    return rec


def _name_prompts(server: Server, rec: Recording) -> None:
    """Each position's prompt, from the game's record replayed by the engine: seat 0's decisions
    there are the positions, in order, with the same legal actions."""
    from masterbuilders.engine import GameRecord

    data = httpx.get(f"{server.base}/api/games/{rec.game_id}/record", timeout=30).json()
    record_ = GameRecord.from_json(data)
    state = record_.new_state()
    mine = iter(rec.positions)
    for action in record_.actions:
        if state.current_player() == 0:
            p = next(mine)
            assert [str(a) for a in state.legal_actions()] == p.legal
            assert str(action) == p.chosen
            p.prompt = state.describe_decision().id
        state.apply(action)
    assert next(mine, None) is None, "a position the record does not have"


class Table:
    """The real game page of a recorded game, its WebSocket answered by the recording."""

    def __init__(self, page: Any, rec: Recording) -> None:
        self.page = page
        self.rec = rec
        self.ws: Any = None
        self.log: list[str] = []
        page.route_web_socket(WS, self._route)

    def _route(self, ws: Any) -> None:
        # the page's first message says who it is (its seat's token): the recording answers it
        self.ws = ws
        ws.on_message(lambda message: None)

    def open(self) -> None:
        self.page.goto(self.rec.join)
        self.page.wait_for_function("() => document.getElementById('status')")
        for _ in range(200):
            if self.ws is not None:
                return
            self.page.wait_for_timeout(25)
        raise AssertionError("the page opened no WebSocket")

    def send(self, update: dict[str, Any]) -> None:
        """`update` as the server sends it: whole the first time, then its new log lines."""
        full = list(update["log"])
        first = not self.log
        assert full[: len(self.log)] == self.log, "a log that does not go on from the last"
        message = {
            **update,
            "reset": first,
            "log_start": 0 if first else len(self.log),
            "log": full if first else full[len(self.log) :],
        }
        self.log = full
        self.ws.send(json.dumps(message))

    def show(self, i: int) -> Position:
        """Position `i`, once the page shows it with its choices to click."""
        p = self.rec.positions[i]
        self.send(p.update)
        self.page.wait_for_function(
            f"""() => document.getElementById('status').dataset.version === '{p.update["version"]}'
              && !document.body.dataset.busy
              && document.querySelector('#actions button.act:not([disabled])')""",
            timeout=30_000,
        )
        return p

    def show_end(self) -> None:
        self.send(self.rec.end)
        self.page.wait_for_function(
            f"""() => document.getElementById('status').dataset.version === '{self.rec.end["version"]}'
              && !document.getElementById('result').hidden && !document.body.dataset.busy""",
            timeout=30_000,
        )

    def as_if_chosen(self, p: Position) -> None:
        """The page scrolled as a click on the choice made there would have scrolled it (on the
        board where it is offered there, else in the list), as Playwright scrolls what it clicks."""
        self.page.evaluate(SCROLL_TO_CHOICE, p.chosen)


SCROLL_TO_CHOICE = """(action) => {
  for (const where of ["#board", "#players", "#actions"]) {
    const found = document.querySelector(`${where} [data-action="${CSS.escape(action)}"]`);
    if (found) { found.scrollIntoViewIfNeeded(true); return; }
  }
}"""
