"""Which language a request or a connection reads: `?lang=` where given, else the `mb_lang`
cookie the pages' language menu sets, else the browser's Accept-Language, else English
(masterbuilders.i18n.negotiate). One reader's language never changes what another reads: the
server renders each connection's messages for that connection only."""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import HTTPConnection

from masterbuilders.engine.message import from_json, is_message
from masterbuilders.i18n import level_said, negotiate, text

COOKIE = "mb_lang"


def language_of(conn: HTTPConnection) -> str:
    """The language of a request or a WebSocket (both are HTTP connections to Starlette)."""
    choice = conn.query_params.get("lang") or conn.cookies.get(COOKIE)
    return negotiate(conn.headers.get("accept-language"), choice)


def kept(said: Any) -> str:
    """What a game says, as the database keeps it in a text column: a message as its JSON, a text
    as it is (`stored` reads it back)."""
    return json.dumps(said) if is_message(said) else str(said)


def stored(column: str | None) -> Any:
    """A text column `kept` wrote: a message's JSON (for a reader to render), else the text as it
    is (what a release before messages kept: English)."""
    if column and column.startswith("{"):
        try:
            data = json.loads(column)
        except ValueError:
            return column
        if is_message(data):
            return data
    return column


def notice_text(column: str, lang: str) -> str:
    """A notice as kept in the log, in `lang`."""
    said = stored(column)
    return text(from_json(said), lang) if is_message(said) else str(said)


__all__ = ["COOKIE", "kept", "language_of", "level_said", "notice_text", "stored"]
