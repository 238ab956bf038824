"""What the pages read besides games: the games this server plays (names, titles, levels, the
module that draws each), the pages' words in the reader's language, and a rule's text."""

from __future__ import annotations

import re

import orjson
from fastapi import APIRouter, Request, Response

from masterbuilders.engine import MasterbuildersError, game_names, get_game
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import LANGUAGES, NAMES, browser_catalog, text
from masterbuilders.server.api.deps import Wired
from masterbuilders.server.api.schemas import Meta, Rule
from masterbuilders.server.errors import ApiError
from masterbuilders.server.games.creation import BOT_LEVELS
from masterbuilders.server.language import language_of

RULE_NUMBER = re.compile(r"§?A?\d{1,2}(?:\.\d{1,2}){0,3}")
"""How the rules number their sections (§4.12, §A5.1): anything else is no rule."""

router = APIRouter()


@router.get("/api/meta")
async def meta(request: Request, response: Response, wired: Wired) -> Meta:
    """The games this server plays, as the lobby and the page need them: names, titles, player
    counts, bot levels and the browser module that draws each game; titles and the levels'
    descriptions in the reader's language (the ids `GAME-title`, `GAME-level-LEVEL`)."""
    from masterbuilders.ai import levels

    lang = language_of(request)
    response.headers["vary"] = "Cookie, Accept-Language"  # (its words are the reader's)
    policies = wired.manager.policies
    return {
        "games": [
            {
                "name": name,
                "title": text(Msg(f"{name}-title"), lang),
                "min_players": spec.min_players,
                "max_players": spec.max_players,
                "levels": [
                    {"name": lv.name, "description": text(Msg(f"{name}-level-{lv.name}"), lang)}
                    for lv in levels(name).values()
                ]
                + [
                    {
                        "name": f"policy:{policy}",
                        "description": text(Msg("web-level-policy"), lang),
                        "players": entry["num_players"],
                    }
                    for policy, entry in policies.items()
                    if entry["game"] == name
                ],
                "renderer": f"/static/js/games/{name}.js",
            }
            for name in game_names()
            for spec in [get_game(name)]
        ],
        "bot_levels": list(BOT_LEVELS),
    }


@router.get("/api/i18n")
async def page_words(request: Request) -> Response:
    """The pages' words in the reader's language (i18n.browser_catalog), and the languages the
    menu offers. It depends on the cookie and the browser's languages, so no cache keeps one
    reader's answer for another."""
    lang = language_of(request)
    body = {
        "lang": lang,
        "languages": [{"code": c, "name": NAMES[c]} for c in LANGUAGES],
        "messages": browser_catalog(lang),
    }
    headers = {"cache-control": "private, no-cache", "vary": "Cookie, Accept-Language"}
    return Response(orjson.dumps(body), media_type="application/json", headers=headers)


@router.get("/api/rules/{name}/{number}")
async def rule(name: str, number: str) -> Rule:
    """The text of a rule section a decision cites (§number), for the page to open in place."""
    from masterbuilders import rules

    try:
        get_game(name)
    except MasterbuildersError as exc:
        raise ApiError("not_found", Msg("server-error-no-game", game=repr(name))) from exc
    if not RULE_NUMBER.fullmatch(number):
        raise ApiError("not_found", Msg("server-error-rule-number", number=number[:20]))
    section = rules.section(name, number.removeprefix("§"))
    if section is None:
        raise ApiError(
            "not_found", Msg("server-error-no-rule", game=Msg(f"{name}-title"), number=number)
        )
    # the rules exist in English only (shared/reference): the page marks them so in any other
    return {"game": name, "number": number, "text": section, "lang": "en"}
