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


def test_the_pages_get_their_words_in_the_readers_language(sqlite_server: Server) -> None:
    """`/api/i18n`: the pages' part of the catalogs in the language the reader's browser or
    menu chose, never cached for another reader; `/api/meta` names the games and levels in it."""
    base = sqlite_server.base
    de = httpx.get(f"{base}/api/i18n", headers={"accept-language": "de-CH,de;q=0.9"}, timeout=10)
    assert de.status_code == 200
    assert de.json()["lang"] == "de" and de.json()["messages"]["web-game-hint"] == "Tipp"
    assert "Cookie" in de.headers["vary"] and "no-cache" in de.headers["cache-control"]
    assert [lang["code"] for lang in de.json()["languages"]] == ["en", "de", "fr"]
    fr = httpx.get(f"{base}/api/i18n", headers={"cookie": "mb_lang=fr", "accept-language": "de"})
    assert fr.json()["lang"] == "fr"
    assert fr.json()["messages"]["web-game-your-choices"]["one"] == "Votre choix ({n})"
    en = httpx.get(f"{base}/api/i18n", headers={"accept-language": "pt-BR"}).json()
    assert en["lang"] == "en"  # a language we do not have: English
    assert set(en["messages"]) == set(fr.json()["messages"])
    titles = {
        lang: {
            g["name"]: g["title"] for g in httpx.get(f"{base}/api/meta?lang={lang}").json()["games"]
        }
        for lang in ("en", "de", "fr")
    }
    assert titles["en"]["pillars"] == "The Pillars of the Earth"
    assert titles["de"]["pillars"] == "Die Säulen der Erde"
    assert titles["fr"]["builders"] == "Les Bâtisseurs : Moyen-Âge"
    meta = httpx.get(f"{base}/api/meta", headers={"cookie": "mb_lang=de"}).json()
    easy = next(lv for g in meta["games"] if g["name"] == "builders" for lv in g["levels"]
                if lv["name"] == "easy")  # fmt: skip
    assert easy["description"].startswith("plant seinen Zug")


def test_a_notice_reads_in_each_readers_language(sqlite_server: Server) -> None:
    """A seat's time running out is announced to everyone, each in their language (the notice is
    kept as a message; a game from before kept English text, shown as it is)."""
    import time

    from masterbuilders.server.language import notice_text

    base = sqlite_server.base
    body = {
        "game": "builders",
        "players": 2,
        "seats": [{"kind": "human", "name": "Ana"}, {"kind": "bot", "level": "easy"}],
        "clock": {"seconds": 2},
    }
    game = httpx.post(f"{base}/api/games", json=body, timeout=10).json()
    token = game["join"][0]["token"]
    deadline = time.monotonic() + 30
    seen: dict[str, Any] = {}
    while time.monotonic() < deadline:
        seen = _view(base, game["id"], token, cookie="mb_lang=de")
        if seen["notices"]:
            break
        time.sleep(0.3)
    assert seen["notices"], "the time ran out"
    de = seen["notices"][0]["text"]
    fr = _view(base, game["id"], token, cookie="mb_lang=fr")["notices"][0]["text"]
    en = _view(base, game["id"], token)["notices"][0]["text"]
    assert (
        de
        == "Die Zeit von Ana (Platz 1) ist abgelaufen: ein Bot (leicht) spielt ab jetzt für diesen Platz"
    )
    assert fr.startswith("Le temps de Ana (place 1) est écoulé") and "bot (facile)" in fr
    assert en == "Time ran out for Ana (seat 1): a bot (easy) plays for them from now on"
    assert notice_text("an old notice in English", "de") == "an old notice in English"


# ---- errors in the reader's language -----------------------------------------------------------
def _error(r: httpx.Response) -> tuple[int, str, str]:
    """(status, code, message) of an error answer."""
    error = r.json()["error"]
    return r.status_code, error["code"], error["message"]


def test_an_error_is_a_message_in_every_language() -> None:
    """ApiError keeps what it says as a message: English for logs and `str()`, each answer in its
    reader's language; an engine's refusal stays the engine's message (`said`)."""
    from masterbuilders.engine.errors import NotYourTurnError
    from masterbuilders.engine.message import Msg
    from masterbuilders.server.errors import ApiError, from_engine, too_large

    err = ApiError("invalid_request", Msg("server-error-players-int"))
    assert err.message == str(err) == "field 'players' must be an integer"
    assert err.to_json() == {
        "error": {"code": "invalid_request", "message": "field 'players' must be an integer"}
    }
    assert err.to_json("de")["error"] == {
        "code": "invalid_request",
        "message": "das Feld 'players' muss eine ganze Zahl sein",
    }
    assert err.to_json("fr")["error"]["message"] == "le champ 'players' doit être un nombre entier"
    assert ApiError("x", "plain text").to_json("de")["error"]["message"] == "plain text"
    assert too_large().message == "request bodies are limited to 65536 bytes"
    refusal = NotYourTurnError(Msg("engine-refuse-not-your-turn", seat=1, player=0))
    engine = from_engine(refusal)
    assert engine.code == "not_your_turn" and engine.said == refusal.said
    assert engine.message == "seat 1 cannot act now: seat 0 must decide next"
    assert engine.to_json("de")["error"]["message"].startswith("Platz 1 kann jetzt nicht handeln")


def test_the_server_refuses_in_the_readers_language(sqlite_server: Server) -> None:
    """A refusal reads in the language of its request (Accept-Language, the cookie, ?lang=):
    the server's own, the engine's, and the guard's before any route; its code never changes,
    and its English is what it always was."""
    base = sqlite_server.base
    bad = {"game": "builders", "players": "two"}
    en = _error(httpx.post(f"{base}/api/games", json=bad, timeout=10))
    de = _error(
        httpx.post(f"{base}/api/games", json=bad, headers={"accept-language": "de"}, timeout=10)
    )
    fr = _error(
        httpx.post(f"{base}/api/games", json=bad, headers={"cookie": "mb_lang=fr"}, timeout=10)
    )
    assert en == (400, "invalid_request", "field 'players' must be an integer")
    assert de == (400, "invalid_request", "das Feld 'players' muss eine ganze Zahl sein")
    assert fr == (400, "invalid_request", "le champ 'players' doit être un nombre entier")

    unknown = {lang: _error(httpx.get(f"{base}/api/games/nope?lang={lang}", timeout=10))
               for lang in ("en", "de", "fr")}  # fmt: skip
    assert unknown["en"] == (404, "not_found", "no game 'nope'")
    assert unknown["de"] == (404, "not_found", "keine Partie 'nope'")
    assert unknown["fr"] == (404, "not_found", "aucune partie 'nope'")
    no_module = httpx.get(f"{base}/static/js/games/nope.js", headers={"accept-language": "de"})
    assert _error(no_module) == (404, "not_found", "kein Spiel 'nope'")

    gid, tokens, first = two_humans(base, "builders", 5)
    seat, version = first["to_move"], first["version"]

    def act(token: str, version: int, **headers: str) -> tuple[int, str, str]:
        body = {"version": version, "action": "take-coins 1"}
        r = httpx.post(
            f"{base}/api/games/{gid}/actions",
            json=body,
            headers={**bearer(token), **headers},
            timeout=10,
        )
        return _error(r)

    stale = act(tokens[seat], version - 1)
    assert stale == (409, "stale_version", f"you saw version {version - 1}, the game is at "
                     f"{version}: reload")  # fmt: skip
    stale_de = act(tokens[seat], version - 1, **{"accept-language": "de-AT,de;q=0.9"})
    assert stale_de == (
        409,
        "stale_version",
        f"du hast Version {version - 1} gesehen, die Partie ist bei {version}: lade neu",
    )
    other = 1 - seat  # the engine's refusal: not this seat's turn
    turn = {
        lang: act(tokens[other], version, cookie=f"mb_lang={lang}") for lang in ("en", "de", "fr")
    }
    assert {code for _, code, _ in turn.values()} == {"not_your_turn"}
    assert turn["en"][2] == f"seat {other} cannot act now: seat {seat} must decide next"
    assert turn["de"][2] == (
        f"Platz {other} kann jetzt nicht handeln: als Nächstes entscheidet Platz {seat}"
    )
    assert turn["fr"][2].startswith(f"la place {other} ne peut pas agir maintenant")

    # the guard, before any route: a token in the URL, a body too large, a body not JSON
    url = f"{base}/api/games/{gid}/view?token={tokens[seat]}"
    token_en = _error(httpx.get(url, timeout=10))
    token_fr = _error(httpx.get(url, headers={"cookie": "mb_lang=fr"}, timeout=10))
    assert token_en == (
        400,
        "token_in_url",
        "a seat token is never accepted in a URL (proxies and servers log URLs): send it as the "
        "header 'Authorization: Bearer TOKEN', or over a WebSocket as the first message "
        '{"type": "auth", "token": TOKEN}',
    )
    assert token_fr[:2] == (400, "token_in_url")
    assert token_fr[2].startswith("un jeton de place n'est jamais accepté dans une URL")
    assert '{"type": "auth", "token": TOKEN}' in token_fr[2]
    big = b"{" + b" " * 70_000 + b"}"
    json_type = {"content-type": "application/json"}
    large_de = _error(
        httpx.post(f"{base}/api/games", content=big, headers={**json_type, "accept-language": "de"})
    )
    assert large_de == (
        413,
        "payload_too_large",
        "der Inhalt einer Anfrage ist auf 65536 Bytes begrenzt",
    )
    assert _error(httpx.post(f"{base}/api/games", content=big, headers=json_type)) == (
        413,
        "payload_too_large",
        "request bodies are limited to 65536 bytes",
    )
    form = {"content-type": "text/plain", "accept-language": "fr-CA"}
    not_json = _error(httpx.post(f"{base}/api/games", content=b"x", headers=form, timeout=10))
    assert not_json == (
        415,
        "unsupported_media_type",
        "envoyez le corps en JSON (Content-Type: application/json)",
    )
    # a rule cited wrongly, and one the game does not have (named in the reader's language)
    rule = _error(httpx.get(f"{base}/api/rules/builders/nonsense?lang=de", timeout=10))
    assert rule[:2] == (404, "not_found") and rule[2].startswith("keine Regel §nonsense")
    no_rule = _error(httpx.get(f"{base}/api/rules/builders/99?lang=de", timeout=10))
    assert no_rule == (404, "not_found", "Die Baumeister: Mittelalter hat keine Regel §99")


def test_the_websocket_refuses_in_its_readers_language(sqlite_server: Server) -> None:
    """A connection's errors read in the language of its upgrade request; the code (and the close
    reason, which is the code) stays the same."""
    import contextlib

    from websockets.exceptions import ConnectionClosed

    base = sqlite_server.base
    gid, tokens, first = two_humans(base, "builders", 6)

    def first_error(path: str, send: str | None, **headers: str) -> tuple[dict[str, Any], Any]:
        with connect(f"{sqlite_server.ws}{path}", additional_headers=headers) as ws:
            if send is not None:
                ws.send(send)
            while True:
                message = json.loads(ws.recv(timeout=10))
                if message.get("type") == "error":
                    break
            with contextlib.suppress(ConnectionClosed, TimeoutError):
                ws.recv(timeout=10)  # the close that follows
        return message["error"], ws.close_reason

    bad_auth = json.dumps({"type": "auth", "token": 5})
    de, reason = first_error(f"/ws/games/{gid}", bad_auth, **{"accept-language": "de"})
    assert reason == "invalid_request"
    assert de == {
        "code": "invalid_request",
        "message": "das 'token' einer auth-Nachricht ist der Schlüssel eines Platzes oder null",
    }
    en, _ = first_error(f"/ws/games/{gid}", bad_auth)
    assert en["message"] == "an auth message's 'token' is a seat token or null"
    fr, reason = first_error(f"/ws/games/{gid}?lang=fr&token=x", None)
    assert reason == "token_in_url" and fr["code"] == "token_in_url"
    assert fr["message"].startswith("un jeton de place n'est jamais accepté")
    forged, _ = first_error(
        f"/ws/games/{gid}", json.dumps({"type": "auth", "token": "forged"}), cookie="mb_lang=fr"
    )
    assert forged == {
        "code": "forbidden",
        "message": "ce jeton n'appartient à aucune place de cette partie",
    }
    # an error on an open connection: a stale version, in the connection's language
    with connect(
        f"{sqlite_server.ws}/ws/games/{gid}", additional_headers={"cookie": "mb_lang=de"}
    ) as ws:
        ws.send(json.dumps({"type": "auth", "token": tokens[first["to_move"]]}))
        ws.send(json.dumps({"type": "action", "version": -1, "action": "take-coins 1"}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message.get("type") == "error":
                break
    assert message["error"]["code"] == "stale_version"
    assert message["error"]["message"].startswith("du hast Version -1 gesehen")
