"""The shapes the HTTP API reads and answers (pydantic request models, answers as TypedDicts).

A request body is parsed strictly first (orjson, `deps.json_body`: deep nesting, integers beyond
64 bits, NaN are 400 parse_error), then read into its model. A field's value is what JSON carries
(`Given`): the rule that judges it lives with the job that uses it (a game's creation, a move, an
account's name, password or settings) and names that rule in its refusal, in the reader's
language. A pydantic type on the field would judge it first, in pydantic's words and with its own
coercions ("3" read as 3, true as 1), and the API's answers would change. Unknown fields are
ignored, as they always were.

An answer a route builds is a TypedDict; what a service makes (a game's summary or view, a
review, a profile, the health report) is passed on as the service types it."""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired

from pydantic import BaseModel, ConfigDict, JsonValue, SkipValidation, WithJsonSchema
from typing_extensions import TypedDict  # (pydantic reads typing's only from Python 3.12)

from masterbuilders.server.games.health import Health

Given = Annotated[JsonValue, SkipValidation, WithJsonSchema({})]
"""A JSON value as the request gave it, judged by the job that reads it."""


class Body(BaseModel):
    """A JSON object's fields a route reads (others are ignored)."""

    model_config = ConfigDict(extra="ignore", frozen=True, use_attribute_docstrings=True)

    def given(self) -> dict[str, JsonValue]:
        """The fields the request set, as it set them (absent ones stay absent)."""
        return {name: getattr(self, name) for name in sorted(self.model_fields_set)}


def documented(model: type[Body]) -> dict[str, Any]:
    """A route's `openapi_extra` that describes its body (read by `deps.body`, not by FastAPI,
    which would parse it with its own JSON reader)."""
    schema = model.model_json_schema()
    return {"requestBody": {"content": {"application/json": {"schema": schema}}}}


class SeatBody(Body):
    """A call made for a seat: its token in the `Authorization: Bearer` header, or here."""

    token: Given = None
    """A seat token (a string; anything else is no token)."""


class CreateGame(Body):
    game: Given = None
    """The game's name (GET /api/meta lists them)."""
    players: Given = None
    """How many seats (by default as many as `seats` names)."""
    seats: Given = None
    """Each seat: {"kind": "human" | "bot", "level", "name", "account"} (an account invited)."""
    mine: Given = None
    """Which human seat a signed-in creator takes (by default the first)."""
    practice: Given = None
    """A practice game: never rated, hints and undo allowed, a seed may be given."""
    seed: Given = None
    """A practice game's seed (a string or an integer)."""
    clock: Given = None
    """The game's clock (server/games/creation.py, clock_profile)."""


class Act(SeatBody):
    action: Given = None
    """The action's text, as the view's legal actions write it."""
    version: Given = None
    """The version the player saw (409 stale_version if the game moved since)."""
    seat: Given = None
    """The seat the player means to act for (409 if it is not the one to move)."""


class Undo(SeatBody):
    version: Given = None


class Leave(SeatBody):
    level: Given = None
    """The computer level that takes the seat (by default medium)."""


class TryAgain(SeatBody):
    index: Given = None
    """The decision's index in the record's actions."""
    action: Given = None
    """Another action that was legal there."""


class Credentials(Body):
    name: Given = None
    password: Given = None


class Forgot(Body):
    name: Given = None


class Reset(Body):
    code: Given = None
    """The code of the reset link."""
    password: Given = None


class Unsubscribe(Body):
    key: Given = None
    """The key of the link in every mail."""


class Confirm(Body):
    code: Given = None
    """The code of the confirmation link."""


class SettingsChange(Body):
    """What an account changes of its settings (the fields given; others stay)."""

    show_games: Given = None
    show_ratings: Given = None
    notify: Given = None
    """Mail on one's turn."""
    email: Given = None


# ---- answers -------------------------------------------------------------------------------------
class Ok(TypedDict):
    ok: Literal[True]


class Said(TypedDict):
    ok: Literal[True]
    said: str
    """What the page shows, in the reader's language."""


class Moved(TypedDict):
    ok: Literal[True]
    version: int


class Hinted(TypedDict):
    version: int
    candidates: list[Any]


class Rematched(TypedDict):
    game_id: str


class Claimed(TypedDict):
    ok: Literal[True]
    seat: int
    token: NotRequired[str]
    """The seat's new token (the old one stops working), when this call claimed it."""
    late: NotRequired[bool]
    said: NotRequired[str]


class PublicAccount(TypedDict):
    name: str
    bot: bool


class Signed(TypedDict):
    account: PublicAccount
    csrf: str


class AccountGames(TypedDict):
    games: list[dict[str, Any]]


class Board(TypedDict):
    game: str
    players: int
    board: list[dict[str, Any]]


class ListedSeat(TypedDict):
    kind: str
    level: str | None
    name: str | None


class Listed(TypedDict):
    id: str
    game: str
    num_players: int
    status: str
    seats: list[ListedSeat]
    created: float
    result: dict[str, Any] | None
    clock: dict[str, Any] | None


class Listing(TypedDict):
    games: list[Listed]


class Join(TypedDict):
    seat: int
    token: str
    url: str


class Replayed(TypedDict):
    step: int
    steps: int
    action: str | None
    label: str | None
    actor: int | None
    view: dict[str, Any]
    log: list[str]
    legal: list[dict[str, Any]]


class Rule(TypedDict):
    game: str
    number: str
    text: str
    lang: str


class Level(TypedDict):
    name: str
    description: str
    players: NotRequired[int]


class MetaGame(TypedDict):
    name: str
    title: str
    min_players: int
    max_players: int
    levels: list[Level]
    renderer: str


class Meta(TypedDict):
    games: list[MetaGame]
    bot_levels: list[str]


class Healthy(Health):
    """The health report (a typing.TypedDict, as server/games/health.py's: the route passes it
    on unread)."""

    ok: bool
    restored: int
    pid: int
