"""Game records: (game, players, options, seats, seed, every action incl. chance outcomes), with
exact replay. A record of a game in play may hold only the seed's commitment (its SHA-256); the
seed itself is revealed once the game is over (engine.match)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from masterbuilders.engine.actions import Action, parse_action
from masterbuilders.engine.errors import (
    InvalidOptionsError,
    MasterbuildersError,
    ParseError,
    ReplayError,
    UnknownGameError,
)
from masterbuilders.engine.message import Msg
from masterbuilders.engine.spec import game_names, get_game
from masterbuilders.engine.state import GameState

RECORD_FORMAT: Final = 2
"""Format 2 keeps the seed as text and adds seats, the seed's commitment and extra fields; format 1
records (an integer seed) still load."""
FIELDS: Final = frozenset(
    {
        "format",
        "game",
        "num_players",
        "options",
        "seats",
        "seed",
        "commitment",
        "practice",
        "rules",
        "actions",
    }
)
"""Every field a record's JSON may hold; any other is refused (a record is checked, not trusted)."""
_SHA256_HEX: Final = re.compile(r"[0-9a-f]{64}")


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
    rules: int | None = None
    """The version of the game's rules it was played under (GameSpec.rules_version; issue 54).
    None: not said (a record made before versions were kept): replayed by today's rules."""

    def check_rules(self) -> None:
        """A record of another version of the game's rules is not replayed by this one's
        (ReplayError): its log would mean other moves, or fail half-way."""
        spec = get_game(self.game)
        if self.rules is not None and self.rules != spec.rules_version:
            raise ReplayError(
                Msg("engine-replay-rules", game=spec.name, played=self.rules,
                    current=spec.rules_version)
            )  # fmt: skip

    def new_state(self) -> GameState:
        self.check_rules()
        return get_game(self.game).new_game(self.num_players, self.options)

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first `upto` actions (all of them by default), each checked."""
        state = self.new_state()
        for index, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except MasterbuildersError as exc:
                raise ReplayError(
                    Msg("engine-replay-refused", index=index, action=str(action), why=exc.said)
                ) from exc
        return state

    def states(self) -> Iterator[GameState]:
        """Every state of the game in order, from the initial one to the last (clones)."""
        state = self.new_state()
        yield state.clone()
        for index, action in enumerate(self.actions):
            try:
                state.apply(action)
            except MasterbuildersError as exc:
                raise ReplayError(
                    Msg("engine-replay-refused", index=index, action=str(action), why=exc.said)
                ) from exc
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
            **({} if self.rules is None else {"rules": self.rules}),
            "actions": [str(a) for a in self.actions],
        }

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """The record a JSON value describes, every field checked: a wrong type, a missing or
        unknown field, an unknown game or a player count it is not played by raises the engine's
        own error (ParseError, UnknownGameError, InvalidOptionsError), never another exception."""
        if not isinstance(data, dict):
            raise ParseError(f"a game record is a JSON object, not {_kind(data)}")
        unknown = sorted(str(k) for k in data if k not in FIELDS)
        if unknown:
            raise ParseError(f"unknown field(s) in the game record: {_short(', '.join(unknown))}")
        missing = [k for k in ("game", "num_players", "actions") if k not in data]
        if missing:
            raise ParseError(f"the game record lacks the field(s) {', '.join(missing)}")
        fmt = data.get("format", RECORD_FORMAT)
        if not _is_int(fmt) or fmt not in (1, RECORD_FORMAT):
            raise ParseError(f"unsupported record format {_short(repr(fmt))}")
        game = data["game"]
        if not isinstance(game, str):
            raise ParseError(f"the record's 'game' must be a game's name, not {_kind(game)}")
        if game not in game_names():
            known = ", ".join(game_names()) or "none"
            raise UnknownGameError(f"unknown game {_short(repr(game))}; known games: {known}")
        spec = get_game(game)
        num_players = data["num_players"]
        if not _is_int(num_players):
            raise ParseError(
                f"the record's 'num_players' must be an integer, not {_kind(num_players)}"
            )
        if not spec.min_players <= num_players <= spec.max_players:
            raise InvalidOptionsError(
                f"{spec.title} is played by {spec.min_players} to {spec.max_players} players, "
                f"not {_short(str(num_players))}"
            )
        options = {} if data.get("options") is None else data["options"]
        if not isinstance(options, dict):
            raise ParseError(f"the record's 'options' must be an object, not {_kind(options)}")
        seats = [] if data.get("seats") is None else data["seats"]
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise ParseError("the record's 'seats' must be a list of objects (one per seat)")
        if len(seats) > num_players:
            raise ParseError(f"the record names {len(seats)} seats for {num_players} players")
        seed = data.get("seed")
        if seed is not None and not isinstance(seed, str) and not _is_int(seed):
            raise ParseError(f"the record's 'seed' must be text, not {_kind(seed)}")
        commitment = data.get("commitment")
        if commitment is not None and not (
            isinstance(commitment, str) and _SHA256_HEX.fullmatch(commitment)
        ):
            raise ParseError("the record's 'commitment' must be a SHA-256 (64 hex digits, 0-9a-f)")
        practice = data.get("practice", False)
        if not isinstance(practice, bool):
            raise ParseError(
                f"the record's 'practice' must be true or false, not {_kind(practice)}"
            )
        rules = data.get("rules")
        if rules is not None and not (_is_int(rules) and rules >= 1):
            raise ParseError(
                f"the record's 'rules' must be a version (1, 2, ...), not {_kind(rules)}"
            )
        texts = data["actions"]
        if not isinstance(texts, list):
            raise ParseError(f"the record's 'actions' must be a list of texts, not {_kind(texts)}")
        actions = []
        for index, text in enumerate(texts):
            if not isinstance(text, str):  # compiled, parse_action takes text only
                raise ParseError(f"action {index} of the record must be text, not {_kind(text)}")
            try:
                actions.append(parse_action(text))
            except ParseError as exc:
                raise ParseError(f"action {index} of the record: {exc}") from exc
        return GameRecord(
            game=game,
            num_players=num_players,
            options=dict(options),
            seed=None if seed is None else str(seed),
            actions=actions,
            seats=list(seats),
            commitment=commitment,
            practice=practice,
            rules=rules,
        )

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n")

    @staticmethod
    def load(path: str | Path) -> GameRecord:
        """The record in a file (checked as `from_json` does); a file that is no JSON, or JSON
        nested too deeply to read, raises ParseError. OSError when it cannot be read."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except RecursionError:
            raise ParseError(
                f"{path} is not a game record: its JSON is nested too deeply"
            ) from None
        except ValueError as exc:  # not UTF-8, not JSON, or a number too long to read
            raise ParseError(f"{path} is not a JSON game record: {exc}") from exc
        return GameRecord.from_json(data)


def _is_int(value: Any) -> bool:
    """A JSON integer (true and false are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value: Any) -> str:
    """What a JSON value is, for an error message (never the value itself: it may be huge)."""
    names = {dict: "an object", list: "a list", str: "text", bool: "true or false"}
    if value is None:
        return "null"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f"the number {_short(repr(value))}"
    return names.get(type(value), type(value).__name__)


def _short(text: str, limit: int = 40) -> str:
    """`text` cut to `limit` characters for an error message."""
    return text if len(text) <= limit else text[: limit - 3] + "..."
