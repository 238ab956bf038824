"""A finished game's review (issue 38): asking for it, its state and, once done, "try again" at
one of its decisions (server/reviews.py). Its words are in the reader's language (the stored
review keeps message ids)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Request, Response

from masterbuilders.i18n import localize
from masterbuilders.server.api.deps import Wired, body, client_of, seat_token
from masterbuilders.server.api.schemas import SeatBody, TryAgain, documented
from masterbuilders.server.language import language_of

router = APIRouter()


@router.get("/api/games/{game_id}/review")
async def review(game_id: str, request: Request, wired: Wired) -> dict[str, Any]:
    """{"status": none|running|done|failed, "done", "total", "queued" while it waits for its turn
    (how many reviews go before it; issue 54), "review" once done}; refused (409
    review_refused) before the game's end."""
    session = await wired.session_of(game_id)
    answer: dict[str, Any] = localize(
        await wired.manager.reviews.state(session), language_of(request)
    )
    return answer


@router.post("/api/games/{game_id}/review", openapi_extra=documented(SeatBody))
async def ask_review(
    game_id: str,
    given: Annotated[SeatBody, body(SeatBody)],
    request: Request,
    response: Response,
    wired: Wired,
) -> dict[str, Any]:
    """A seat asks for the review (started once, whoever asks): 202 while it runs or waits for
    its turn, else 200."""
    session = await wired.session_of(game_id)
    token = await seat_token(request, wired, game_id, given.token)
    answer = await wired.manager.reviews.ask(session, token, client_of(request))
    words: dict[str, Any] = localize(answer, language_of(request))
    if words["status"] == "running":
        response.status_code = 202
    return words


@router.post("/api/games/{game_id}/review/try", openapi_extra=documented(TryAgain))
async def try_again(
    game_id: str, given: Annotated[TryAgain, body(TryAgain)], request: Request, wired: Wired
) -> dict[str, Any]:
    """Another action tried at a decision of a finished game ("try again"), valued as the review
    values it: 422 illegal_action if it was not legal there."""
    session = await wired.session_of(game_id)
    token = await seat_token(request, wired, game_id, given.token)
    tried = await wired.manager.reviews.try_again(
        session, token, given.index, given.action, client_of(request)
    )
    answer: dict[str, Any] = localize(tried, language_of(request))
    return answer
