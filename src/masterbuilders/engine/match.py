"""One life of a game, the same wherever it is played (simulate, tournaments, the terminal, the
server): the game, its options and seats, a seed, and every step (an action and who took it,
chance outcomes included); one seeding rule for chance and bots; the undo policy; the record.

The seeding rule: the k-th chance outcome of a game (k = 0, 1, ... counting chance outcomes only)
is drawn with `chance_rng(seed, k)`, so it depends on the seed and k alone, never on versions,
undo or the decisions taken around it; a bot's n-th decision for a seat uses
`agent_seed(seed, seat, n)`. A server game's seed is a secret of 256 bits (`new_seed`); only its
SHA-256 (`commitment`) is public until the game is over, and `verify` recomputes every chance
outcome of a finished record from its seed."""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Self

from masterbuilders.engine.actions import Action
from masterbuilders.engine.errors import IllegalActionError, ReplayError, UnknownGameError
from masterbuilders.engine.message import Msg
from masterbuilders.engine.record import GameRecord
from masterbuilders.engine.spec import get_game
from masterbuilders.engine.state import CHANCE, GameState, sample_chance

SEED_BITS: Final = 256


def new_seed() -> str:
    """A fresh secret seed from the operating system (256 bits, hex)."""
    return secrets.token_hex(SEED_BITS // 8)


def commitment(seed: str) -> str:
    """What is published of a secret seed before the game ends: its SHA-256 (hex)."""
    return hashlib.sha256(seed.encode()).hexdigest()


def _derive(seed: str, *parts: object) -> int:
    text = ":".join(["masterbuilders", seed, *map(str, parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest(), "big")


def chance_rng(seed: str, k: int) -> random.Random:
    """The random source of the k-th chance outcome of a game with `seed`."""
    return random.Random(_derive(seed, "chance", k))


def agent_seed(seed: str, seat: int, n: int) -> int:
    """The seed of a bot's n-th decision for `seat` in a game with `seed` (64 bits)."""
    return _derive(seed, "agent", seat, n) >> 192


@dataclass(frozen=True)
class Step:
    """One step of a match: the action, who took it (None: chance), and whether it made hidden
    information public (`GameState.revelations` grew)."""

    action: Action
    actor: int | None
    reveals: bool


class UndoError(IllegalActionError):
    """Undo refused by the policy (only your own decision of this turn, never back across a
    chance draw or an action that revealed information)."""

    code = "undo_not_allowed"


class Match:
    """A game being played: its state and its steps. `apply` checks every action; `draw_chance`
    and `apply_chance` follow the seeding rule; `undo` the policy; `record` is the GameRecord."""

    def __new__(
        cls,
        game: str,
        num_players: int,
        seed: str | int,
        options: Mapping[str, Any] | None = None,
        seats: list[dict[str, Any]] | None = None,
    ) -> Self:
        """Only allocates (`clone` copies without `__init__`; see GameState.__new__). It takes
        `__init__`'s parameters on purpose: compiled (mypyc), the constructor of a class whose
        `__new__` takes `*args, **kwargs` drops an exception raised in `__init__` and returns the
        half-built object (issue 36)."""
        return super().__new__(cls)

    def __init__(
        self,
        game: str,
        num_players: int,
        seed: str | int,
        options: Mapping[str, Any] | None = None,
        seats: list[dict[str, Any]] | None = None,
    ) -> None:
        if not isinstance(game, str):
            raise UnknownGameError(f"a game is named by text, not {type(game).__name__}")
        spec = get_game(game)
        chosen = dict(options or {})
        state = spec.new_game(num_players, chosen)  # checks the player count before anything is set
        self.spec = spec
        self.game = game
        self.num_players = num_players
        self.seed = str(seed)
        self.options = chosen
        self.seats = list(seats or [])
        self.state: GameState = state
        self.steps: list[Step] = []
        self.chance_drawn = 0
        self.decisions = [0] * num_players

    def clone(self) -> Match:
        """An independent copy (to try an action and its chance draws before storing them)."""
        new = Match.__new__(Match, self.game, self.num_players, self.seed)
        new.spec = self.spec
        new.game = self.game
        new.num_players = self.num_players
        new.seed = self.seed
        new.options = self.options
        new.seats = self.seats
        new.state = self.state.clone()
        new.steps = self.steps[:]
        new.chance_drawn = self.chance_drawn
        new.decisions = self.decisions[:]
        return new

    # ---- playing -----------------------------------------------------------------------------
    def draw_chance(self) -> Action:
        """The next chance outcome by the seeding rule (not applied)."""
        return sample_chance(self.state, chance_rng(self.seed, self.chance_drawn))

    def apply_chance(self) -> Action:
        """Draw the next chance outcome and apply it."""
        action = self.draw_chance()
        self.apply(action, None)
        return action

    def advance_chance(self) -> list[Action]:
        """Apply chance outcomes until a seat must decide or the game is over."""
        drawn = []
        while self.state.is_chance():
            drawn.append(self.apply_chance())
        return drawn

    def apply(self, action: Action, actor: int | None) -> None:
        """Apply `action` for `actor` (a seat, or None for a chance outcome), checked; a rejected
        action raises and changes nothing."""
        state = self.state
        if actor is None and not state.is_chance():
            raise IllegalActionError(f"{action} is no chance outcome: a seat must decide now")
        before = state.revelations()
        state.apply(action, actor)
        self._record(action, actor, state.revelations() != before)

    def apply_trusted(self, action: Action) -> None:
        """Apply an action already known legal (replaying stored steps): no check."""
        actor = self.state.current_player()
        who = None if actor == CHANCE else actor
        before = self.state.revelations()
        self.state.apply_unchecked(action)
        self._record(action, who, self.state.revelations() != before)

    def _record(self, action: Action, actor: int | None, reveals: bool) -> None:
        self.steps.append(Step(action, actor, reveals))
        if actor is None:
            self.chance_drawn += 1
        else:
            self.decisions[actor] += 1

    def agent_seed(self, seat: int) -> int:
        """The seed of `seat`'s next decision if a bot takes it."""
        return agent_seed(self.seed, seat, self.decisions[seat])

    # ---- undo (Board Game Arena's policy) ------------------------------------------------------
    def undo_refusal(self, seat: int) -> Msg | None:
        """Why `seat` may not undo now, or None when it may: only its own last decision, while it
        is still to decide, never back across a chance draw or an action that revealed
        information to anyone."""
        if self.state.current_player() != seat:
            return Msg("engine-undo-not-deciding")
        if not self.steps:
            return Msg("engine-undo-nothing")
        last = self.steps[-1]
        if last.actor is None:
            return Msg("engine-undo-chance")
        if last.actor != seat:
            return Msg("engine-undo-not-yours")
        if last.reveals:
            return Msg("engine-undo-revealed")
        return None

    def undo(self, seat: int) -> Action:
        """Take back `seat`'s last decision (raises UndoError when the policy refuses)."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise UndoError(refusal)
        undone = self.steps[-1].action
        self._rebuild(self.steps[:-1])
        return undone

    def _rebuild(self, steps: list[Step]) -> None:
        self.state = self.spec.new_game(self.num_players, self.options)
        self.steps = []
        self.chance_drawn = 0
        self.decisions = [0] * self.num_players
        for step in steps:
            self.apply_trusted(step.action)

    # ---- records -----------------------------------------------------------------------------
    def record(self, reveal_seed: bool = True, **extra: Any) -> GameRecord:
        """The game record; without `reveal_seed` it carries only the seed's commitment."""
        return GameRecord(
            self.game,
            self.num_players,
            dict(self.options),
            self.seed if reveal_seed else None,
            [s.action for s in self.steps],
            seats=list(self.seats),
            commitment=commitment(self.seed),
            **extra,
        )

    @staticmethod
    def from_record(record: GameRecord, check: bool = True) -> Match:
        """The match a record describes, every action checked (unless `check` is off, for records
        this program stored itself)."""
        if record.seed is None:
            raise ReplayError("the record holds no seed (its game is not over)")
        record.check_rules()
        match = Match(record.game, record.num_players, record.seed, record.options, record.seats)
        for index, action in enumerate(record.actions):
            try:
                if check:
                    player = match.state.current_player()
                    match.apply(action, None if player == CHANCE else player)
                else:
                    match.apply_trusted(action)
            except IllegalActionError as exc:
                raise ReplayError(
                    Msg("engine-replay-refused", index=index, action=str(action), why=exc.said)
                ) from exc
        return match


@dataclass(frozen=True)
class Verification:
    """What `verify` found: the chance outcomes it recomputed, every problem (none: fair), the
    commitment the record carries and the SHA-256 of its seed (for a player to compare with the
    commitment shown when the game began)."""

    chance_outcomes: int
    problems: list[Msg]
    """Each problem as a message (a reader renders it: masterbuilders.i18n)."""
    recorded_commitment: str | None = None
    seed_commitment: str | None = None


def verify(record: GameRecord) -> Verification:
    """Check a finished record: it carries a seed and the commitment published at the game's start,
    the seed matches that commitment, and every chance outcome in it is the one the seeding rule
    draws from that seed at that point. Fails closed: what cannot be checked is a problem."""
    problems: list[Msg] = []
    recorded = record.commitment
    if record.seed is None:
        return Verification(0, [Msg("engine-verify-no-seed")], recorded)
    computed = commitment(record.seed)
    if recorded is None:
        problems.append(Msg("engine-verify-no-commitment"))
    elif computed != recorded:
        problems.append(Msg("engine-verify-seed-mismatch"))
    match = Match(record.game, record.num_players, record.seed, record.options)
    drawn = 0
    for index, action in enumerate(record.actions):
        if match.state.is_chance():
            drawn += 1
            expected = match.draw_chance()
            if action != expected:
                problems.append(
                    Msg("engine-verify-draw", index=index, action=str(action), drawn=str(expected))
                )
        try:
            player = match.state.current_player()
            match.apply(action, None if player == CHANCE else player)
        except IllegalActionError as exc:
            problems.append(
                Msg("engine-replay-refused", index=index, action=str(action), why=exc.said)
            )
            break
    return Verification(drawn, problems, recorded, computed)
