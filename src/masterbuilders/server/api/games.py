"""Games: the public list, creation, a game's summary and view, moves, undo, leaving, the rematch,
the record and its replay, and the game's WebSocket (server/ws.py). Every view sent is the
engine's view for the caller's seat (or a spectator's)."""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Annotated, Any

from fastapi import APIRouter, Request, Response, WebSocket

from masterbuilders.engine import GameRecord, GameState
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import localize, text, texts
from masterbuilders.server.accounts import Account
from masterbuilders.server.api.deps import (
    Wired,
    account_seat,
    body,
    client_of,
    seat_token,
    services,
    set_cookie,
    signed_in,
)
from masterbuilders.server.api.schemas import (
    Act,
    CreateGame,
    Leave,
    Listing,
    Moved,
    Rematched,
    Replayed,
    SeatBody,
    Undo,
    documented,
)
from masterbuilders.server.claims import PLAYER_COOKIE, PLAYER_DAYS
from masterbuilders.server.errors import ApiError
from masterbuilders.server.language import language_of
from masterbuilders.server.restore import NotResumable
from masterbuilders.server.ws import serve as serve_websocket

router = APIRouter()


def seat_param(raw: str | None, players: int) -> int | None:
    """A `seat` query parameter: a seat number, or none / 'spectator'."""
    if raw in (None, "", "spectator"):
        return None
    if not (raw.isascii() and raw.isdecimal()) or int(raw) >= players:
        raise ApiError("invalid_request", Msg("server-error-seat-param", last=players - 1))
    return int(raw)


def step_param(raw: str | None) -> int:
    if raw in (None, ""):
        return 0
    if not (raw.isascii() and raw.isdecimal()) or len(raw) > 7:
        raise ApiError("invalid_request", Msg("server-error-step-param"))
    return int(raw)


@router.get("/api/games")
async def list_games(request: Request, wired: Wired) -> Listing:
    """The public list: the games a newcomer could watch (in play and moved lately; never an
    abandoned one) and the recent finished ones. `?status=` lists every game of that status."""
    store = wired.manager.store
    status = request.query_params.get("status")
    rows = await asyncio.to_thread(store.games, status)
    if status is None:
        moved = await asyncio.to_thread(store.last_activity, "active")
        recent = wired.clock.time() - 60 * wired.settings.listed_idle_minutes
        rows = [
            r
            for r in rows
            if r.status == "finished" or (r.status == "active" and moved.get(r.id, 0) >= recent)
        ]
    return {
        "games": [
            {
                "id": r.id,
                "game": r.game,
                "num_players": r.num_players,
                "status": r.status,
                "seats": [
                    {"kind": s["kind"], "level": s.get("level"), "name": s.get("name")}
                    for s in r.seats
                ],
                "created": r.created,
                "result": r.result,
                "clock": r.clock,
            }
            for r in rows
        ]
    }


@router.post("/api/games", status_code=201, openapi_extra=documented(CreateGame))
async def create_game(
    given: Annotated[CreateGame, body(CreateGame)], request: Request, wired: Wired
) -> dict[str, Any]:
    """A new game: its summary, a join link per person's seat (none for an invited account's:
    the seat is its own) and the spectators' link. A signed-in creator holds their seat."""
    accounts = wired.accounts
    client = client_of(request)
    account = await signed_in(request, wired, write=True)
    mine = given.mine

    def creator_seat(people: list[int]) -> int | None:
        """The creator's seat among the people's: the one `mine` names, else the first."""
        return mine if isinstance(mine, int) and mine in people else people[0] if people else None

    # the seats the body names, each as it was given (a seat that is no object is refused at
    # the creation, server/games/creation.py)
    listed = given.seats if isinstance(given.seats, list) else []
    seats = {i: s for i, s in enumerate(listed) if isinstance(s, dict)}
    asked = {i: s["account"] for i, s in seats.items()
             if s.get("kind") == "human" and s.get("account") is not None}  # fmt: skip
    invited: dict[int, Account] = {}
    if asked:
        for _ in asked:
            accounts.looking_up(client)
        ids = await asyncio.to_thread(accounts.ids, list(asked.values()))  # 400 for nobody's
        invited = {i: ids[str(name)] for i, name in asked.items()}
        held = [a.id for a in ids.values()] + ([account.id] if account is not None else [])
        if len({a.id for a in invited.values()}) < len(invited) or len(set(held)) < len(held):
            raise ApiError("invalid_request", Msg("server-error-invite-once"))
    # a name typed for a seat that is no account's: never an account's name or a reserved word
    # (nobody makes up a game "played" by another player, a level or the server)
    typed = {i: s["name"] for i, s in seats.items()
             if isinstance(s.get("name"), str) and i not in invited}  # fmt: skip
    for i, name in typed.items():  # (as shown: server/names.py, issue 54)
        accounts.looking_up(client)
        seats[i]["name"] = await asyncio.to_thread(accounts.check_seat_name, str(name), account)
    for i, invitee in invited.items():  # an invited account plays under its own name
        seats[i]["name"] = invitee.name
    if account is not None:  # the creator's seat under the account's name
        people = [i for i, s in seats.items() if s.get("kind") == "human" and i not in invited]
        own_seat = creator_seat(people)
        if own_seat is not None:
            seats[own_seat]["name"] = account.name
    session, tokens = await wired.manager.create(given.given(), client)
    for seat, invitee in invited.items():  # a seat for an account: a bot, or a friend
        await asyncio.to_thread(accounts.hold_seat, invitee, session.id, seat)
    if account is not None:
        # (the seats made: where the body named none, the game's default ones)
        own = creator_seat([i for i, t in enumerate(tokens) if t and i not in invited])
        if own is not None:
            await asyncio.to_thread(accounts.hold_seat, account, session.id, own)
    wired.manager.mail_turn(session)  # a turn-based game may begin with a person's turn
    return {
        **session.summary(),
        "join": [
            # the token in the fragment: a browser never sends it to a server or a proxy
            {"seat": i, "token": t, "url": wired.link(f"/play/{session.id}#token={t}")}
            for i, t in enumerate(tokens)
            if t and i not in invited  # an invited account's seat is its own: no link
        ],
        "spectate": wired.link(f"/watch/{session.id}"),
    }


@router.get("/api/games/{game_id}")
async def game_summary(game_id: str, wired: Wired) -> dict[str, Any]:
    return (await wired.session_of(game_id)).summary()


@router.get("/api/games/{game_id}/view")
async def game_view(game_id: str, request: Request, wired: Wired) -> dict[str, Any]:
    session = await wired.session_of(game_id)
    seat = session.seat_of(await seat_token(request, wired, game_id, write=False))
    return session.payload(seat, lang=language_of(request))


@router.post("/api/games/{game_id}/actions", openapi_extra=documented(Act))
async def act(
    game_id: str,
    given: Annotated[Act, body(Act)],
    request: Request,
    response: Response,
    wired: Wired,
) -> Moved:
    session = await wired.session_of(game_id)
    if "action" not in given.model_fields_set:
        raise ApiError("invalid_request", Msg("server-error-action-required"))
    # the browser that plays the seat: only it may claim the seat once it has played
    player = request.cookies.get(PLAYER_COOKIE) or secrets.token_urlsafe(18)
    await wired.manager.submit(
        session,
        await seat_token(request, wired, game_id, given.token),
        given.version,
        given.action,
        given.seat,
        player,
    )
    if PLAYER_COOKIE not in request.cookies:
        set_cookie(request, response, wired.settings, PLAYER_COOKIE, player,
                   max_age=int(PLAYER_DAYS * 86400), httponly=True, path="/")  # fmt: skip
    return {"ok": True, "version": session.version}


@router.post("/api/games/{game_id}/undo", openapi_extra=documented(Undo))
async def undo(
    game_id: str, given: Annotated[Undo, body(Undo)], request: Request, wired: Wired
) -> Moved:
    session = await wired.session_of(game_id)
    token = await seat_token(request, wired, game_id, given.token)
    await wired.manager.undo(session, token, given.version)
    return {"ok": True, "version": session.version}


@router.post("/api/games/{game_id}/leave", openapi_extra=documented(Leave))
async def leave(
    game_id: str, given: Annotated[Leave, body(Leave)], request: Request, wired: Wired
) -> Moved:
    """The seat handed to a computer level (a player who leaves)."""
    session = await wired.session_of(game_id)
    token = await seat_token(request, wired, game_id, given.token)
    await wired.manager.leave(session, token, given.level)
    return {"ok": True, "version": session.version}


@router.post("/api/games/{game_id}/rematch", openapi_extra=documented(SeatBody))
async def rematch(
    game_id: str, given: Annotated[SeatBody, body(SeatBody)], request: Request, wired: Wired
) -> Rematched:
    """The one next game of a finished game's seats (the same for every seat that asks): same
    seats, clock and practice mark; each person keeps their own token, nobody gets another's."""
    session = await wired.session_of(game_id)
    new_id = await wired.manager.rematch(
        session, await seat_token(request, wired, game_id, given.token)
    )
    return {"game_id": new_id}


@router.get("/api/games/{game_id}/record")
async def record(game_id: str, wired: Wired) -> Response:
    """A finished game's record, as a file (refused while the game is in play)."""
    try:
        session = await wired.session_of(game_id)
    except NotResumable as kept:  # issue 54: its log as stored, never replayed here
        data = kept.record.to_json()
    else:
        if session.status() == "active":
            raise ApiError("record_not_ready", Msg("server-error-record-not-ready"))
        data = session.record().to_json()
    headers = {"content-disposition": f'attachment; filename="{game_id}.json"'}
    return Response(json.dumps(data, indent=1), media_type="application/json", headers=headers)


@router.get("/api/games/{game_id}/replay")
async def replay(game_id: str, request: Request, wired: Wired) -> Replayed:
    """A finished game after `?step=` actions, as `?seat=` (or a spectator) saw it."""
    session = await wired.session_of(game_id)
    if session.status() == "active":
        raise ApiError("record_not_ready", Msg("server-error-replay-not-ready"))
    seat = seat_param(request.query_params.get("seat"), session.row.num_players)
    rec = session.record()
    total = len(rec.actions)
    step = max(0, min(step_param(request.query_params.get("step")), total))
    state, label, actor, legal = await asyncio.to_thread(replay_step, rec, step, seat)
    lang = language_of(request)
    return {
        "step": step,
        "steps": total,
        "action": str(rec.actions[step - 1]) if step else None,
        "label": None if label is None else text(label, lang),
        "actor": actor,
        "view": localize(state.view(seat), lang),
        "log": texts(state.log_for(seat), lang),
        "legal": [{**choice, "words": text(choice["words"], lang)} for choice in legal],
    }


def replay_step(
    rec: GameRecord, step: int, seat: int | None = None
) -> tuple[GameState, Msg | str | None, int | None, list[dict[str, Any]]]:
    """The state after `step` actions, with the last action as a message and who took it (a
    seat, or CHANCE), for the replay page; and, when `seat` is the one deciding there, its legal
    actions (text and words: what "try again" at decision `step` may choose from)."""
    state = rec.replay(max(0, step - 1))
    label: Msg | str | None = None
    actor: int | None = None
    if step:
        action = rec.actions[step - 1]
        actor = state.current_player()
        label = state.describe_action(action)
        state.apply(action)
    legal: list[dict[str, Any]] = []
    if seat is not None and not state.is_terminal() and state.current_player() == seat:
        legal = [
            {"action": str(a), "words": state.describe_action(a)} for a in state.legal_actions()
        ]
    return state, label, actor, legal


@router.websocket("/ws/games/{game_id}")
async def ws(websocket: WebSocket, game_id: str) -> None:
    """A game's live channel: its views and log as they change, moves sent (server/ws.py)."""
    wired = services(websocket)
    find = account_seat(wired, game_id)
    await serve_websocket(websocket, game_id, wired.manager, wired.session_of, find)
