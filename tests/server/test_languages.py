"""Each reader gets the game in their own language (issue 42): the server renders a game's
messages (log, decision, labels, names) for each request and each connection from `?lang=`, the
`mb_lang` cookie or Accept-Language; one player's language never changes what another reads."""

from __future__ import annotations

import json
from typing import Any

import httpx
from websockets.sync.client import connect

from tests.server.client import bearer, two_humans
from tests.server.conftest import Server


def _view(base: str, gid: str, token: str | None, **headers: str) -> dict[str, Any]:
    r = httpx.get(f"{base}/api/games/{gid}/view", headers={**bearer(token), **headers}, timeout=10)
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_each_reader_gets_the_game_in_their_language(sqlite_server: Server) -> None:
    base = sqlite_server.base
    gid, tokens, first = two_humans(base, "builders", 2)
    seat = first["to_move"]
    de = _view(base, gid, tokens[seat], **{"accept-language": "de-DE,de;q=0.9,en;q=0.5"})
    en = _view(base, gid, tokens[seat])
    fr = _view(base, gid, None, cookie="mb_lang=fr", **{"accept-language": "de"})
    chosen = httpx.get(f"{base}/api/games/{gid}/view?lang=fr", headers=bearer(tokens[seat]))
    assert len(de["log"]) == len(en["log"]) == len(fr["log"]) > 5
    assert any(line.startswith("Building revealed: ") for line in en["log"])
    assert any(line.startswith("Gebäude aufgedeckt: ") for line in de["log"])
    assert any(line.startswith("Bâtiment révélé : ") for line in fr["log"])
    assert chosen.json()["log"] == fr["log"]  # ?lang= over the header
    decision = de["view"]["decision"]
    assert decision["text"].startswith("Du bist am Zug")
    assert decision["labels"]["end"] == "Zug beenden"
    assert en["view"]["decision"]["labels"]["end"] == "End your turn"
    names = [b["name"] for b in de["view"]["buildings"]["row"] if b]
    assert names and all(isinstance(n, str) and "builders-" not in n for n in names)


def test_one_players_language_never_changes_anothers(sqlite_server: Server) -> None:
    """Two connections to one game, one German and one English: each update each receives is
    in its own language, before and after a move."""
    base = sqlite_server.base
    gid, tokens, first = two_humans(base, "builders", 3)
    seat = first["to_move"]

    def updates(lang: str) -> Any:
        headers = {"accept-language": lang}
        return connect(f"{sqlite_server.ws}/ws/games/{gid}", additional_headers=headers)

    with updates("de") as german, updates("en") as english:
        german.send(json.dumps({"type": "auth", "token": tokens[seat]}))
        english.send(json.dumps({"type": "auth", "token": None}))

        def next_update(ws: Any) -> dict[str, Any]:
            while True:
                message = json.loads(ws.recv(timeout=10))
                if message.get("type") == "update":
                    return dict(message)

        g, e = next_update(german), next_update(english)
        assert g["log"] != e["log"] and len(g["log"]) == len(e["log"])
        assert g["view"]["decision"]["labels"]["end"] == "Zug beenden"
        action = "take-coins 1"
        assert action in g["view"]["decision"]["legal_actions"]
        german.send(json.dumps({"type": "action", "version": g["version"], "action": action}))
        g2, e2 = next_update(german), next_update(english)
        assert "nimmt 1 Münze für 1 Aktion" in " ".join(g2["log"])
        assert "takes 1 coin for 1 action" in " ".join(e2["log"])
