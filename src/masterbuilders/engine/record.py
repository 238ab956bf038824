"""Game records: (game, players, options, seats, seed, every action incl. chance outcomes), with
exact replay. A record of a game in play may hold only the seed's commitment (its SHA-256); the
seed itself is revealed once the game is over (engine.match)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from masterbuilders.engine.actions import Action, parse_action
from masterbuilders.engine.errors import MasterbuildersError, ParseError, ReplayError
from masterbuilders.engine.spec import get_game
from masterbuilders.engine.state import GameState

RECORD_FORMAT: Final = 2
"""Format 2 keeps the seed as text and adds seats, the seed's commitment and extra fields; format 1
records (an integer seed) still load."""


@dataclass
class GameRecord:
    """Everything needed to reproduce a game exactly."""

    game: str
    num_players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: str | None = None
    actions: list[Action] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    """Who sat where (e.g. {"kind": "bot", "level": "hard"}), when the game was played by people."""
    commitment: str | None = None
    """SHA-256 of the seed, published when the game began (engine.match.commitment)."""
    practice: bool = False
    """A practice game: its creator chose the seed, so its chance is not secret."""

    def new_state(self) -> GameState:
        return get_game(self.game).new_game(self.num_players, self.options)

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first `upto` actions (all of them by default), each checked."""
        state = self.new_state()
        for index, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except MasterbuildersError as exc:
                raise ReplayError(f"action {index} ({action}) does not replay: {exc}") from exc
        return state

    def states(self) -> Iterator[GameState]:
        """Every state of the game in order, from the initial one to the last (clones)."""
        state = self.new_state()
        yield state.clone()
        for index, action in enumerate(self.actions):
            try:
                state.apply(action)
            except MasterbuildersError as exc:
                raise ReplayError(f"action {index} ({action}) does not replay: {exc}") from exc
            yield state.clone()

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "num_players": self.num_players,
            "options": self.options,
            "seats": self.seats,
            "seed": self.seed,
            "commitment": self.commitment,
            "practice": self.practice,
            "actions": [str(a) for a in self.actions],
        }

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise ParseError("a game record is a JSON object")
        try:
            if data.get("format", RECORD_FORMAT) not in (1, RECORD_FORMAT):
                raise ParseError(f"unsupported record format {data.get('format')!r}")
            seed = data.get("seed")
            return GameRecord(
                game=str(data["game"]),
                num_players=int(data["num_players"]),
                options=dict(data.get("options") or {}),
                seed=None if seed is None else str(seed),
                actions=[parse_action(a) for a in data["actions"]],
                seats=list(data.get("seats") or []),
                commitment=data.get("commitment"),
                practice=bool(data.get("practice", False)),
            )
        except (KeyError, TypeError) as exc:
            raise ParseError(f"malformed game record: missing or wrong field {exc}") from exc

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n")

    @staticmethod
    def load(path: str | Path) -> GameRecord:
        try:
            data = json.loads(Path(path).read_text())
        except json.JSONDecodeError as exc:
            raise ParseError(f"{path} is not a JSON game record: {exc}") from exc
        return GameRecord.from_json(data)
