"""A toy game, registered by an entry point like any third game would be: it implements the core
interface (engine.state.GameState, engine.spec.GameSpec) and the adapters its tests need (a
computer level, an evaluation, study hooks, value inputs and a trained win probability), and the
plumbing tests play it through the layers above the engine (tests/toy/test_toy.py).

Its rules, numbered as a rules text would be:
§1 Two to four seats; each is dealt one card, 1 to 6, face down: only its holder sees it.
§2 Two rounds; in each, the seats in order roll a die in the open, then choose:
§2.1 `keep`: the roll is added to the seat's score;
§2.2 `swap` (once a game): the seat's card is shown and added to its score instead, and the card
     becomes the roll.
§3 The highest score wins; a tie is broken by the card held at the end, higher first."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from masterbuilders.engine.actions import Action
from masterbuilders.engine.message import Msg, as_json
from masterbuilders.engine.spec import GameSpec, SearchDefaults
from masterbuilders.engine.state import CHANCE, PUBLIC, TERMINAL, GameResult, GameState

ROUNDS: Final = 2
FACES: Final = range(1, 7)
DEAL: Final = "deal"
ROLL: Final = "roll"


class ToyState(GameState):
    """A toy game in progress: the cards dealt so far, the scores, whose turn, the last roll."""

    game_name = "toy"

    def __init__(self, num_players: int, options: Mapping[str, Any] | None = None) -> None:
        self.num_players = num_players
        self.log = []
        self.logging = bool((options or {}).get("log", True))
        self.cards: list[int] = []
        self.scores = [0] * num_players
        self.swapped = [False] * num_players
        self.round = 1
        self.seat = 0
        self.roll = 0
        self.shown = 0

    # ---- who decides, and what they may do ----------------------------------------------------
    def current_player(self) -> int:
        if self.round > ROUNDS:
            return TERMINAL
        if len(self.cards) < self.num_players or not self.roll:
            return CHANCE
        return self.seat

    def legal_actions(self) -> list[Action]:
        player = self.current_player()
        if player == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if player == TERMINAL:
            return []
        return [Action("keep")] + ([] if self.swapped[player] else [Action("swap")])

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        kind = DEAL if len(self.cards) < self.num_players else ROLL
        return [(Action(kind, "", face), 1 / len(FACES)) for face in FACES]

    def chance_seen_by(self, action: Action) -> frozenset[int] | None:
        """§1: a card is seen by the seat it is dealt to; a roll by everyone."""
        return frozenset({len(self.cards)}) if action.kind == DEAL else None

    def revelations(self) -> int:
        return self.shown

    def apply_unchecked(self, action: Action) -> None:
        if action.kind == DEAL:
            seat = len(self.cards)
            self.cards.append(action.count)
            self.note(seat, Msg("toy-log-dealt", card=action.count))
        elif action.kind == ROLL:
            self.roll = action.count
            self.note(PUBLIC, Msg("toy-log-rolled", seat=self.seat + 1, roll=action.count))
        else:
            seat = self.seat
            if action.kind == "swap":
                self.swapped[seat] = True
                self.shown += 1
                self.scores[seat] += self.cards[seat]
                self.note(PUBLIC, Msg("toy-log-swapped", seat=seat + 1, card=self.cards[seat]))
                self.cards[seat] = self.roll
            else:
                self.scores[seat] += self.roll
                self.note(PUBLIC, Msg("toy-log-kept", seat=seat + 1, roll=self.roll))
            self.roll = 0
            self.seat = (seat + 1) % self.num_players
            if self.seat == 0:
                self.round += 1

    def explain_illegal(self, action: Action) -> Msg:
        if action.kind == "swap" and self.current_player() >= 0:
            return Msg("toy-refuse-swapped", rule="§2.2")
        return Msg("toy-refuse", action=str(action), rule="§2")

    def __getstate__(self) -> dict[str, Any]:
        """Everything, for a copy in another process (the server's bot processes): under the
        compiled build, GameState's own pickling keeps only the attributes it declares, and an
        interpreted game's other attributes live in its __dict__ (docs/contributors.md)."""
        return {**self.__dict__, "num_players": self.num_players, "log": self.log,
                "logging": self.logging}  # fmt: skip

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def clone(self) -> ToyState:
        new = ToyState.__new__(ToyState)
        new.num_players, new.log, new.logging = self.num_players, list(self.log), self.logging
        new.cards, new.scores, new.swapped = list(self.cards), list(self.scores), list(self.swapped)
        new.round, new.seat, new.roll, new.shown = self.round, self.seat, self.roll, self.shown
        return new

    # ---- what a seat sees ---------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        player = self.current_player()
        decision: dict[str, Any] = {
            "seat": None if player < 0 else player,
            "chance": player == CHANCE,
            "over": player == TERMINAL,
            "text": as_json(self.describe_decision()),
        }
        if seat is not None and seat == player:
            legal = self.legal_actions()
            decision["legal_actions"] = [str(a) for a in legal]
            decision["labels"] = {str(a): as_json(self.describe_action(a)) for a in legal}
        over = player == TERMINAL
        return {
            "game": self.game_name,
            "num_players": self.num_players,
            "viewer": seat,
            "round": min(self.round, ROUNDS),
            "roll": self.roll,
            "decision": decision,
            "players": [
                {
                    "seat": i,
                    "name": self.seat_name(i),
                    "score": self.scores[i],
                    "swapped": self.swapped[i],
                    "card": self.cards[i] if i < len(self.cards) and (over or i == seat) else None,
                }
                for i in range(self.num_players)
            ],
        }

    def result(self) -> GameResult:
        return GameResult.from_keys(self.scores, [[c] for c in self.cards], rounds=ROUNDS)

    def render(self, seat: int | None = None, lang: str = "en") -> str:
        view = self.view(seat)
        return "\n".join(
            f"{p['name']}: {p['score']}" + ("" if p["card"] is None else f" [{p['card']}]")
            for p in view["players"]
        )

    def describe_decision(self) -> Msg:
        player = self.current_player()
        if player == TERMINAL:
            return Msg("engine-game-over")
        if player == CHANCE:
            return Msg("toy-decide-chance", rule="§1")
        return Msg("toy-decide", seat=player + 1, roll=self.roll, rule="§2")

    def describe_action(self, action: Action) -> Msg:
        return Msg(f"toy-{action.kind}", roll=self.roll)


def evaluate(state: GameState, seat: int) -> float:
    """A seat's final score as it stands (the greedy level's estimate)."""
    assert isinstance(state, ToyState)
    return float(state.scores[seat])


VALUE_INPUTS: Final = ("estimated final score", "score")
"""What the win probability reads of each seat: the score with the rolls still to come at their
mean (3.5 each), and the score; both seen by every seat (no card)."""


def value_inputs(state: GameState) -> tuple[float, list[list[float]]]:
    """The game's progress (decisions taken of all its decisions) and `VALUE_INPUTS` per seat."""
    assert isinstance(state, ToyState)
    n = state.num_players
    taken = min((state.round - 1) * n + state.seat, ROUNDS * n)
    return taken / (ROUNDS * n), [
        [score + 3.5 * (ROUNDS - state.round + (1 if i >= state.seat else 0)), float(score)]
        for i, score in enumerate(state.scores)
    ]


def _new_game(num_players: int, options: Mapping[str, Any]) -> ToyState:
    return ToyState(num_players, dict(options))


SPEC: Final = GameSpec(
    name="toy",
    title="Toy",
    min_players=2,
    max_players=4,
    has_chance=True,
    has_private_information=True,
    max_game_length=64,
    factory=_new_game,
    package="tests.toy",
    catalogs="tests.toy",
    study="tests.toy.study",
    value_inputs=value_inputs,
    value_input_names=VALUE_INPUTS,
    value_model=("tests.toy", "value.json"),
    review_horizon=2,
    evaluate=evaluate,
    search=SearchDefaults(levels={"easy": ("random", "plays a random legal action")}),
)
"""The toy's spec; `masterbuilders.games` entry point `toy = tests.toy:SPEC` registers it."""
