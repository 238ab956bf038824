"""Claims (issue 54): when a seat taken into an account with its link counts for the account.

The attacker's finding: `POST /api/games/ID/claim` took a seat at any point of a game, and a game
nobody claimed wrote nothing, so a farmer claimed only the games it was winning (same play as an
honest account that went 5-5 and ended at mu -4.8: 3-7, its 3 wins claimed, mu 25.2); and the
creator of a game, who holds every seat's link, could claim a friend's winning seat at the end.

The rule, from what the server knows:

- **A claim before the seat's first own decision** makes the seat the account's from the start:
  the game is rated as any other (server/ratings.py).
- **A claim after it** (a late claim) is kept in `account_seats.played_before` (the seat's own
  decisions when it was claimed), and the game is not rated: the seat's decisions until then were
  anybody's who held its link, as an anonymous seat's are (and a seat nobody holds leaves a game
  unrated for every seat, or a second tab losing on purpose would rate the other). The answer says
  so (`UNRATED`), and the page shows it.
- **Another person's seat is never claimed** once it has played. "Another person" is another
  browser: each decision of a seat is marked with the browser that sent it (`PLAYER_COOKIE`, a
  random HttpOnly cookie the server gives a browser at its first move, kept as its hash in the
  seat, `player_hash`, never shown). A late claim is refused (409 seat_played) unless every
  decision of the seat came from the claiming browser: the creator, who holds every link, cannot
  move a seat a friend played (from the friend's browser) into an account, nor can anybody who
  did not play the seat; a seat played by a client that keeps no cookies (a program), or by
  several browsers, is nobody's to claim late. A player who began signed out
  claims their own seat from the browser they played it in (kept, not rated)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from masterbuilders.engine.message import Msg

PLAYER_COOKIE: Final = "mb_player"
"""The browser that makes a seat's decisions (random, HttpOnly): it proves nothing but that two
requests came from one browser."""
PLAYER_DAYS: Final = 400.0
SEVERAL: Final = "*"
"""`player_hash` of a seat whose decisions came from several browsers, or from a client that
sent no `PLAYER_COOKIE`."""
UNRATED: Final = "server-claim-unrated"
PLAYED: Final = "server-error-seat-played"


def player_hash(cookie: str | None) -> str:
    """How a seat keeps the browser that played it: the cookie's SHA-256 (SEVERAL: no cookie)."""
    if not cookie or len(cookie) > 100:
        return SEVERAL
    return hashlib.sha256(cookie.encode()).hexdigest()


def marked(
    seats: Sequence[Mapping[str, Any]], seat: int, cookie: str | None
) -> list[dict[str, Any]] | None:
    """The game's seats with `seat`'s decision marked as the browser's (`cookie`: its
    `PLAYER_COOKIE`), or None when the mark stays as it is (the manager stores new seats with
    the decision, in its transaction)."""
    before = seats[seat].get("player_hash")
    now = player_hash(cookie)
    after = now if before is None else before if before == now else SEVERAL
    if after == before:
        return None
    changed = [dict(s) for s in seats]
    changed[seat]["player_hash"] = after
    return changed


def own_decisions(steps: Sequence[Any], seat: int) -> int:
    """How many decisions of the match's steps were `seat`'s."""
    return sum(1 for step in steps if step.actor == seat)


@dataclass(frozen=True)
class Verdict:
    """What a claim of a seat comes to: refused (why), or kept, rated or not."""

    played: int
    """The seat's own decisions before the claim (0: the account's from the start)."""
    refused: Msg | None = None
    said: Msg | None = None
    """What the answer tells the player (the game will not be rated for this seat)."""


def judge(seat: Mapping[str, Any], seat_number: int, played: int, cookie: str | None) -> Verdict:
    """The claim of the seat (its stored JSON, its number) by the browser whose `PLAYER_COOKIE`
    is `cookie`, after `played` decisions of its own (the rule: this module's docstring)."""
    if played == 0:
        return Verdict(0)
    mark = seat.get("player_hash")
    if mark in (None, SEVERAL) or mark != player_hash(cookie):
        return Verdict(played, refused=Msg(PLAYED, seat=seat_number + 1, n=played))
    return Verdict(played, said=Msg(UNRATED, seat=seat_number + 1, n=played))


def late_claims(held: Mapping[int, int]) -> list[int]:
    """The seats (of `held`: seat -> decisions before its claim) claimed after playing."""
    return sorted(seat for seat, played in held.items() if played)
