"""The model of a game of The Builders: Middle Ages: card data, numbers, a player's possessions and
the table (`Table`) the turn module plays on; the contract is the game's (builders.game).

Set-up is a queue of chance draws (§A4); play is one TURN frame per turn in which the same seat
takes small decisions (start, recruit, send, take coins, buy an action) until it ends the turn
(§A5). Every card revealed is a chance draw at the moment it shows: the rows, the Building deck's
top card (it lies "with the Construction side up", §A4 step 1) and, since the Worker deck lies
face down (§A4 step 3 turns over only its top five), each worker when it fills a space of the row
(§A5.2). So the order of the undrawn cards, and the next worker, never exist in the state.
"""

from __future__ import annotations

from typing import Any, Final, Self

from masterbuilders.builders.data import CardData, load
from masterbuilders.engine import CHANCE, RULES_END, GameResult, GameState
from masterbuilders.engine.data import require
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg

DATA: Final[CardData] = load()
ROW: Final[int] = DATA.number("row_size")
FREE_ACTIONS: Final[int] = DATA.number("free_actions")
EXTRA_ACTION_COST: Final[int] = DATA.number("extra_action_cost")
TAKE_COINS: Final[list[int]] = DATA.number("take_coins")
END_VP: Final[int] = DATA.number("end_vp")
ROUND_LIMIT: Final[int] = DATA.number("round_limit")
"""Project DEFAULT: the game ends after this round even if nobody reached 17 VP (cards.toml)."""
COINS_PER_VP: Final[int] = DATA.number("coins_per_vp")
START_COINS: Final[int] = DATA.number("starting_coins")
TIE_BREAK: Final[list[str]] = DATA.number("tie_break")
"""Who wins a tie on VP (C6): the names of `Player.tiebreak_value`'s keys, in order."""
for _key, _reading in (
    ("bank", "unlimited"),  # C2: coins are plain integers, never short
    ("empty_deck", "no-refill"),  # C1: `_take_from_row` leaves the space empty
    ("first_player", "random-from-seed"),  # C3: a chance draw (CH_FIRST)
    ("next_building_visible", True),  # §A4 step 1: `b_next`, a chance draw too
    ("next_worker_visible", False),  # §A4 step 3: a refill draws from the face-down deck
    ("take_coins_uses_per_turn", 1),  # C4: `coins_taken` allows one use per turn
    ("stalemate", "end-after-round"),  # `turn.stalemate` ends the game after that round
):
    require(DATA.number(_key), _reading, f"numbers.{_key}")
APPRENTICES: Final = tuple(w.id for w in DATA.workers.values() if w.type == "apprentice")
DECK_WORKERS: Final = tuple(
    w.id for w in DATA.workers.values() if w.type not in ("apprentice", "machine")
)
BUILDING_DECK: Final = tuple(DATA.buildings)

# Frame kinds (engine.frame.Frame): chance draws, then the one seat decision. A frame's datum is
# the row slot a card goes to (-1: the Building deck's visible top card) or the seat receiving an
# apprentice.
CH_BUILDING: Final = 0
CH_WORKER: Final = 1
CH_APPRENTICE: Final = 2
CH_FIRST: Final = 3
TURN: Final = 4


class Player:
    """One seat: coins, the team of idle workers, the sites under construction, the finished."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only allocates (copies are made without `__init__`; see GameState.__new__)."""
        return super().__new__(cls)

    __slots__ = ("coins", "done", "sites", "team", "vp")

    def __init__(self) -> None:
        self.coins = START_COINS
        self.team: list[str] = []
        self.sites: dict[str, list[str]] = {}
        self.done: list[str] = []
        self.vp = 0

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.coins = self.coins
        p.team = self.team[:]
        p.sites = {k: v[:] for k, v in self.sites.items()}
        p.done = self.done[:]
        p.vp = self.vp
        return p

    def site_resources(self, site: str) -> list[int]:
        total = [0, 0, 0, 0]
        for w in self.sites[site]:
            for i, n in enumerate(DATA.workers[w].produces):
                total[i] += n
        return total

    def score(self) -> int:
        """Buildings and machines, plus 1 VP per full 10 coins (§A6)."""
        return self.vp + self.coins // COINS_PER_VP

    def tiebreak_value(self, key: str) -> int:
        """One tie-break criterion of C6 by its name in the data."""
        return {"building-vp": self.vp, "coins": self.coins}[key]


class Table(GameState):
    """Everything on the table of a game of The Builders: Middle Ages for 2-4 players; the
    contract's methods are the game's (builders.game.BuildersState)."""

    game_name = "builders"

    __slots__ = (
        "actions",
        "b_deck",
        "b_next",
        "b_row",
        "bank_in",
        "bank_out",
        "coins_taken",
        "ended_by",
        "final_round",
        "first",
        "frames",
        "log",
        "logging",
        "num_players",
        "over",
        "players",
        "sent",
        "turn",
        "turns",
        "w_deck",
        "w_row",
    )

    def __init__(self, num_players: int, options: dict[str, Any] | None = None) -> None:
        """Set-up (§A4): building row and the deck's top card face up, one random apprentice each,
        the rest into the worker deck, the worker row (the deck stays face down), 10 coins each, a
        random first player."""
        self.num_players = num_players
        self.players = [Player() for _ in range(num_players)]
        self.b_deck: list[str] = list(BUILDING_DECK)
        self.w_deck: list[str] = list(DECK_WORKERS)
        self.b_row = [""] * ROW
        self.w_row = [""] * ROW
        self.b_next = ""
        self.first = 0
        self.turn = 0
        self.turns = 0
        self.actions = 0
        self.coins_taken = False
        self.sent: dict[str, int] = {}
        self.final_round = False
        self.ended_by = RULES_END
        """What made this the last round: the rules (17 VP, §A6) or a project DEFAULT."""
        self.over = False
        self.bank_in = 0
        self.bank_out = 0
        self.log: list[tuple[int, Msg | str]] = []
        self.logging = bool((options or {}).get("log", True))
        # The set-up draws, last pushed = first drawn (§A4 order).
        frames: list[Frame] = [Frame(CH_FIRST, CHANCE, 0)]
        frames += [Frame(CH_WORKER, CHANCE, i) for i in reversed(range(ROW))]
        frames += [Frame(CH_APPRENTICE, CHANCE, s) for s in reversed(range(num_players))]
        frames += [Frame(CH_BUILDING, CHANCE, -1)]
        frames += [Frame(CH_BUILDING, CHANCE, i) for i in reversed(range(ROW))]
        self.frames = frames

    def clone(self) -> Self:
        """A copy that later moves on either side do not change (lists copied one level deep,
        players copied), written out attribute by attribute like Pillars' (search clones for every
        iteration)."""
        new = type(self).__new__(type(self))
        new.b_deck = self.b_deck[:]
        new.b_row = self.b_row[:]
        new.frames = self.frames[:]
        new.w_deck = self.w_deck[:]
        new.w_row = self.w_row[:]
        new.actions = self.actions
        new.b_next = self.b_next
        new.bank_in = self.bank_in
        new.bank_out = self.bank_out
        new.coins_taken = self.coins_taken
        new.ended_by = self.ended_by
        new.final_round = self.final_round
        new.first = self.first
        new.logging = self.logging
        new.num_players = self.num_players
        new.over = self.over
        new.turn = self.turn
        new.turns = self.turns
        new.sent = dict(self.sent)
        new.players = [p.copy() for p in self.players]
        new.log = self.log[:] if self.logging else []
        return new

    def result(self) -> GameResult:
        """Most VP (buildings, machines, 1 per 10 coins); ties: most VP from buildings and machines,
        then most coins; otherwise shared (§A6, C6)."""
        return GameResult.from_keys(
            [p.score() for p in self.players],
            [tuple(p.tiebreak_value(k) for k in TIE_BREAK) for p in self.players],
            [
                {
                    "building_vp": p.vp,
                    "coins": p.coins,
                    "coin_vp": p.coins // COINS_PER_VP,
                    "buildings": list(p.done),
                }
                for p in self.players
            ],
            rounds=-(-self.turns // self.num_players),
            ended_by=self.ended_by,
        )

    def seat_name(self, seat: int) -> str:
        return f"P{seat + 1}"
