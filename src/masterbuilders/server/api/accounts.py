"""Accounts (server/accounts/): registering and signing in and out, the account's games and
settings, a forgotten password and its reset, an address's confirmation, mails stopped, a
player's profile, and a seat claimed for the signed-in account.

A write that a session cookie authorizes comes from this site and carries the session's CSRF
token (deps.signed_in); the calls that need no session (registering, signing in, a reset, a
confirmation) are checked for their site before their body is read (deps.same_site)."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request, Response

from masterbuilders.engine.message import Msg
from masterbuilders.i18n import text
from masterbuilders.server import claims
from masterbuilders.server.accounts import (
    COOKIE,
    CSRF_COOKIE,
    DEVICE_COOKIE,
    DEVICE_DAYS,
    SESSION_DAYS,
    Account,
    NewSession,
)
from masterbuilders.server.api.deps import (
    Wired,
    body,
    caller,
    client_of,
    same_site,
    set_cookie,
    signed_in,
    token_of,
)
from masterbuilders.server.api.schemas import (
    AccountGames,
    Claimed,
    Confirm,
    Credentials,
    Forgot,
    Ok,
    Reset,
    Said,
    SeatBody,
    SettingsChange,
    Signed,
    Unsubscribe,
    documented,
)
from masterbuilders.server.claims import PLAYER_COOKIE
from masterbuilders.server.errors import ApiError
from masterbuilders.server.language import language_of

router = APIRouter()
from_this_site = [Depends(same_site)]


def signed(account: Account) -> Signed:
    return {"account": {"name": account.name, "bot": account.bot}, "csrf": account.csrf}


def set_session(request: Request, response: Response, wired: Wired, new: NewSession) -> None:
    """The session's cookies: its id (HttpOnly) and its CSRF token (the page reads it)."""
    age = int(SESSION_DAYS * 86400)
    settings = wired.settings
    set_cookie(request, response, settings, COOKIE, new.cookie, max_age=age, httponly=True,
               path="/")  # fmt: skip
    set_cookie(request, response, settings, CSRF_COOKIE, new.csrf, max_age=age, httponly=False,
               path="/")  # fmt: skip
    if new.device:  # this browser knew the password: sign-ins from it are limited apart
        set_cookie(request, response, settings, DEVICE_COOKIE, new.device, httponly=True,
                   max_age=int(DEVICE_DAYS * 86400), path="/api/account")  # fmt: skip


@router.post(
    "/api/account/register",
    status_code=201,
    dependencies=from_this_site,
    openapi_extra=documented(Credentials),
)
async def register(
    given: Annotated[Credentials, body(Credentials)],
    request: Request,
    response: Response,
    wired: Wired,
) -> Signed:
    """A new account, signed in at once (403 registration_closed where the operator closed it;
    409 name_taken; 400 invalid_name or invalid_password naming the rule)."""
    accounts = wired.accounts
    new = await accounts.hashing.run(  # argon2: its own bounded pool (503 busy)
        accounts.register, given.name, given.password, client_of(request)
    )
    await asyncio.to_thread(accounts.speaks, new.account, language_of(request))
    set_session(request, response, wired, new)
    return signed(new.account)


@router.post(
    "/api/account/signin", dependencies=from_this_site, openapi_extra=documented(Credentials)
)
async def sign_in(
    given: Annotated[Credentials, body(Credentials)],
    request: Request,
    response: Response,
    wired: Wired,
) -> Signed:
    """A new session (any cookie sent before is replaced, never promoted); 401 bad_credentials
    whichever was wrong; 429 rate_limited."""
    accounts = wired.accounts
    new = await accounts.hashing.run(  # argon2: its own bounded pool (503 busy)
        accounts.sign_in, given.name, given.password, client_of(request),
        request.cookies.get(DEVICE_COOKIE),
    )  # fmt: skip
    await asyncio.to_thread(accounts.speaks, new.account, language_of(request))
    set_session(request, response, wired, new)
    return signed(new.account)


@router.post("/api/account/signout")
async def sign_out(request: Request, response: Response, wired: Wired) -> Ok:
    account = await signed_in(request, wired, write=True)
    if account is not None:
        await asyncio.to_thread(wired.accounts.sign_out, request.cookies[COOKIE])
    response.delete_cookie(COOKIE, path="/")
    response.delete_cookie(CSRF_COOKIE, path="/")
    return {"ok": True}


@router.get("/api/account")
async def me(request: Request, wired: Wired) -> Signed:
    account = await signed_in(request, wired, write=False)
    if account is None:
        raise ApiError("not_signed_in", Msg("server-error-not-signed-in"))
    return signed(account)


@router.get("/api/account/games")
async def my_games(request: Request, wired: Wired) -> AccountGames:
    """The account's games on any device, newest first (a bot's too, with its token)."""
    account = await caller(request, wired, write=False)
    if account is None:
        raise ApiError("not_signed_in", Msg("server-error-sign-in-games"))
    games = await asyncio.to_thread(wired.accounts.games, account.id)
    for g in games:  # whose turn it is, in the games in play ("your turn" on the next visit)
        g["your_turn"] = False
        if g["status"] == "active":
            try:
                session = await wired.session_of(g["id"])
            except ApiError:
                continue
            g["your_turn"] = session.state.current_player() == g["seat"]
    return {"games": games}


@router.post("/api/account/forgot", dependencies=from_this_site, openapi_extra=documented(Forgot))
async def forgot(given: Annotated[Forgot, body(Forgot)], request: Request, wired: Wired) -> Said:
    """A reset link by mail (where SMTP is configured): the same answer whether the name exists
    or not (503 mail_unavailable where the server sends no mail)."""
    manager, lang = wired.manager, language_of(request)
    write = await asyncio.to_thread(wired.accounts.forgot, given.name, client_of(request),
                                    manager.outbox, wired.settings.public_url, lang)  # fmt: skip
    if write is not None:  # after answering: the answer takes as long for any name
        manager.run_later(asyncio.to_thread(write))
    return {"ok": True, "said": text(Msg("server-forgot-sent"), lang)}


@router.post("/api/account/reset", dependencies=from_this_site, openapi_extra=documented(Reset))
async def reset_password(given: Annotated[Reset, body(Reset)], wired: Wired) -> Ok:
    """A new password with a one-time reset code (the operator's command or a mail)."""
    await wired.accounts.hashing.run(wired.accounts.reset, given.code, given.password)
    return {"ok": True}


@router.post("/api/account/unsubscribe", openapi_extra=documented(Unsubscribe))
async def unsubscribe(given: Annotated[Unsubscribe, body(Unsubscribe)], wired: Wired) -> Ok:
    """No more turn mails: the key of the link in every mail (no sign-in needed)."""
    await asyncio.to_thread(wired.accounts.unsubscribe, given.key)
    return {"ok": True}


@router.get("/api/account/settings")
async def my_settings(request: Request, wired: Wired) -> dict[str, Any]:
    account = await signed_in(request, wired, write=False)
    if account is None:
        raise ApiError("not_signed_in", Msg("server-error-sign-in-settings"))
    return await asyncio.to_thread(wired.accounts.own_settings, account)


@router.post("/api/account/settings", openapi_extra=documented(SettingsChange))
async def change_settings(
    given: Annotated[SettingsChange, body(SettingsChange)], request: Request, wired: Wired
) -> dict[str, Any]:
    """What others see (show_games, show_ratings), mail on your turn (notify, email)."""
    accounts, lang = wired.accounts, language_of(request)
    account = await signed_in(request, wired, write=True)
    if account is None:
        raise ApiError("not_signed_in", Msg("server-error-sign-in-change-settings"))
    await asyncio.to_thread(accounts.speaks, account, lang)
    changed = await asyncio.to_thread(accounts.change_settings, account, given.given())
    if "email" in given.model_fields_set:  # a new address, or one saved again: its owner is
        # asked to confirm it
        await asyncio.to_thread(accounts.confirmation, account, wired.manager.outbox,
                                wired.settings.public_url, lang)  # fmt: skip
    return changed


@router.post("/api/account/confirm", dependencies=from_this_site, openapi_extra=documented(Confirm))
async def confirm_address(given: Annotated[Confirm, body(Confirm)], wired: Wired) -> Ok:
    """An address confirmed with the code of the link mailed to it (no sign-in needed: the code
    shows its reader reads that address)."""
    await asyncio.to_thread(wired.accounts.confirm, given.code)
    return {"ok": True}


@router.get("/api/players/{name}")
async def player(name: str, request: Request, wired: Wired) -> dict[str, Any]:
    """A player's profile: what they chose to show (their own, all of it)."""
    viewer = await signed_in(request, wired, write=False)
    wired.accounts.looking_up(client_of(request))
    return await asyncio.to_thread(wired.accounts.profile, name, viewer)


@router.post("/api/games/{game_id}/claim", openapi_extra=documented(SeatBody))
async def claim(
    game_id: str, given: Annotated[SeatBody, body(SeatBody)], request: Request, wired: Wired
) -> Claimed:
    """The seat whose token the request carries becomes the signed-in account's: it follows the
    player to any device where they sign in (409 seat_held if another account holds it, or this
    account holds another seat of the game). The answer carries the seat's new token: the old
    one stops working, so a copy of the link someone else kept is dead. Once the seat has played
    (issue 54, server/claims.py): kept only from the browser that played it, and the game is not
    rated (`said` says so); 409 seat_played otherwise."""
    accounts = wired.accounts
    account = await signed_in(request, wired, write=True)
    if account is None:
        raise ApiError("not_signed_in", Msg("server-error-sign-in-seat"))
    session = await wired.session_of(game_id)
    token = token_of(request, given.token)
    seat = session.seat_of(token) if token else None
    if seat is None:
        raise ApiError("forbidden", Msg("server-error-claim-token"))
    holder = await asyncio.to_thread(accounts.seat_holder, game_id, seat)
    held = await asyncio.to_thread(accounts.seats_in, account, game_id)
    if holder is None and not held:
        played = claims.own_decisions(session.match.steps, seat)
        verdict = claims.judge(session.seats[seat], seat, played,
                               request.cookies.get(PLAYER_COOKIE))  # fmt: skip
        if verdict.refused is not None:
            raise ApiError("seat_played", verdict.refused)
        await asyncio.to_thread(accounts.hold_seat, account, game_id, seat, played)
        # a new link for the claimer: a copy of the old one someone kept decides nothing now
        new = await wired.manager.new_token(session, seat, account.name)
        answer: Claimed = {"ok": True, "seat": seat, "token": new, "late": played > 0}
        if verdict.said is not None:  # claimed late: kept, not rated
            answer["said"] = text(verdict.said, language_of(request))
        return answer
    if holder != account.id:
        raise ApiError("seat_held", Msg("server-error-seat-held"))
    return {"ok": True, "seat": seat}
