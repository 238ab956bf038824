"""Which language a request or a connection reads: `?lang=` where given, else the `mb_lang`
cookie the pages' language menu sets, else the browser's Accept-Language, else English
(masterbuilders.i18n.negotiate). One reader's language never changes what another reads: the
server renders each connection's messages for that connection only."""

from __future__ import annotations

from starlette.requests import HTTPConnection

from masterbuilders.i18n import negotiate

COOKIE = "mb_lang"


def language_of(conn: HTTPConnection) -> str:
    """The language of a request or a WebSocket (both are HTTP connections to Starlette)."""
    choice = conn.query_params.get("lang") or conn.cookies.get(COOKIE)
    return negotiate(conn.headers.get("accept-language"), choice)
