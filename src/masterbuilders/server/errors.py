"""Server errors: every one has a stable code, an HTTP status and a message naming the rule or field."""

from __future__ import annotations

from masterbuilders.engine import MasterbuildersError

STATUS = {
    "parse_error": 400,
    "invalid_request": 400,
    "invalid_options": 400,
    "unknown_game": 400,
    "forbidden": 403,
    "not_found": 404,
    "stale_version": 409,
    "not_your_turn": 409,
    "game_over": 409,
    "undo_not_allowed": 409,
    "payload_too_large": 413,
    "illegal_action": 422,
    "invalid": 422,
    "record_not_ready": 409,
    "wrong_worker": 421,
}

MAX_BODY = 64 * 1024
"""Largest request body or WebSocket message accepted (bytes)."""


class ApiError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)

    def to_json(self) -> dict[str, dict[str, str]]:
        return {"error": {"code": self.code, "message": self.message}}


def from_engine(exc: MasterbuildersError) -> ApiError:
    return ApiError(exc.code, str(exc))
