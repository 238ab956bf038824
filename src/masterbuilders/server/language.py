"""Which language a request or a connection reads: `?lang=` where given, else the `mb_lang`
cookie the pages' language menu sets, else the browser's Accept-Language, else English
(masterbuilders.i18n.negotiate). One reader's language never changes what another reads: the
server renders each connection's messages for that connection only."""

from __future__ import annotations

import json

from starlette.requests import HTTPConnection

from masterbuilders.engine.message import Msg, from_json, is_message
from masterbuilders.i18n import negotiate, text

COOKIE = "mb_lang"


def language_of(conn: HTTPConnection) -> str:
    """The language of a request or a WebSocket (both are HTTP connections to Starlette)."""
    choice = conn.query_params.get("lang") or conn.cookies.get(COOKIE)
    return negotiate(conn.headers.get("accept-language"), choice)


NAMED_LEVELS = frozenset({"random", "easy", "medium", "hard", "expert"})
"""The computer levels with a name in the catalogs (`web-level-LEVEL`); a trained policy's level
keeps its own name."""


def level_said(level: str) -> Msg | str:
    """A computer level's name as a message where the catalogs name it."""
    return Msg(f"web-level-{level}") if level in NAMED_LEVELS else level


def notice_text(stored: str, lang: str) -> str:
    """A notice as kept in the log (a message's JSON; a game from before messages kept English
    text, which is shown as it is) in `lang`."""
    if stored.startswith("{"):
        try:
            data = json.loads(stored)
        except ValueError:
            return stored
        if is_message(data):
            return text(from_json(data), lang)
    return stored
