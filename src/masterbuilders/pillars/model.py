"""The model of a game of The Pillars of the Earth: the card data, the board's constants, the round's
steps as data (`ROUND`), the decision frames, a player's possessions and the table (`Table`) that
every phase module reads and changes. The contract (who decides, legal actions, apply) is the
game's (pillars.game), over the phases' tables (pillars.flow).

Turn flow is the list of round steps plus a small stack of pending decision frames. A step either
finishes (and the next step runs) or pushes a frame and waits for a decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple, Self

from masterbuilders.engine import PUBLIC, Action, GameResult, GameState
from masterbuilders.engine.frame import Frame
from masterbuilders.engine.message import Msg
from masterbuilders.pillars.data import COLORS, RESOURCES, CardData, load, starting_vp

DATA: Final[CardData] = load()


def craftsman_named(cid: str) -> Msg:
    """A craftsman card by its title ('Mason (round 2)', data.craftsman_title); the sentences that
    name one give its article ('the {craftsman}')."""
    return Msg(f"pillars-craftsman-{cid}")


def privilege_named(pid: str) -> Msg:
    """An advantage card by its name."""
    return Msg(f"pillars-privilege-{pid}")


def event_named(eid: str) -> Msg:
    """An event card by its name."""
    return Msg(f"pillars-event-{eid}")


def place_named(loc: str) -> Msg:
    """A place of the board by its name."""
    return Msg(f"pillars-place-{loc}")


def res(name: str, n: int) -> Msg:
    """'3 stone' (a resource by its name, RESOURCES)."""
    return Msg(f"pillars-res-{name}", n=n)


def gold(n: int) -> Msg:
    """'3 gold'."""
    return Msg("pillars-gold", n=n)


def vp(n: int) -> Msg:
    """'3 VP'."""
    return Msg("pillars-vp", n=n)


def resource_card_named(cid: str) -> Msg:
    """A resource card as the log names it: '3 stone'."""
    rc = DATA.resource_cards[cid]
    return res(RESOURCES[rc.resource], rc.yield_)


def space_name(space: str) -> Msg:
    """'court-2' -> "King's court, space 2"; a location of one space by its name alone."""
    loc, _, number = space.partition("-")
    place = next(x for x in DATA.locations if x.id == loc)
    if number and place.spaces > 1:
        return Msg("pillars-space", place=place_named(loc), n=number)
    return place_named(loc)


def listed(parts: list[Msg]) -> Msg:
    """'A', 'A and B', 'A, B and C' (cards, gains: one way to list them everywhere)."""
    if len(parts) == 1:
        return parts[0]
    return Msg("pillars-and", a=tuple(parts[:-1]), b=parts[-1])


def _plus(parts: list[Msg]) -> Msg | str:
    """'a + b + c' as nested messages (a sum of what goes in or comes out)."""
    if not parts:
        return ""
    out: Msg = parts[0]
    for part in parts[1:]:
        out = Msg("pillars-plus", a=out, b=part)
    return out


def _formula(cid: str) -> Msg:
    c = DATA.craftsmen[cid]
    ins = [res(RESOURCES[i], n) for i, n in enumerate(c.inputs) if n]
    if c.gold_in:
        ins.append(gold(c.gold_in))
    outs = ([vp(c.vp)] if c.vp else []) + ([gold(c.gold)] if c.gold else [])
    needs: Msg | str = Msg("pillars-needs", role=Msg(f"pillars-role-{c.needs}")) if c.needs else ""
    times: Msg | str = "" if c.automatic else Msg("pillars-times", n=c.capacity)
    if ins:
        return Msg("pillars-formula", ins=_plus(ins), outs=_plus(outs), needs=needs, times=times)
    if c.holds is not None:
        held = Msg("pillars-hold", resource=Msg(f"pillars-resource-{RESOURCES[c.holds]}"))
        return Msg("pillars-formula", ins=held, outs=_plus(outs), needs=needs, times=times)
    return Msg("pillars-formula-out", outs=_plus(outs), needs=needs, times=times)


FORMULAS: Final = {cid: _formula(cid) for cid in DATA.craftsmen}
"""Each craftsman's conversion as a player reads it, e.g. '2 stone -> 1 VP (x4)' (made once:
every view shows it for every craftsman on the table)."""


N_RES: Final = 4
SPACES: Final[tuple[str, ...]] = tuple(
    f"{loc.id}-{i + 1}" if loc.spaces > 1 else loc.id
    for loc in DATA.locations
    for i in range(loc.spaces)
)
SPACE_INDEX: Final = {name: i for i, name in enumerate(SPACES)}
SPACE_LOCATION: Final[tuple[str, ...]] = tuple(
    loc.id for loc in DATA.locations for _ in range(loc.spaces)
)
LOCATION_SPACES: Final[dict[str, tuple[int, ...]]] = {
    loc.id: tuple(i for i, s in enumerate(SPACE_LOCATION) if s == loc.id) for loc in DATA.locations
}
REGULAR_PRIVILEGES: Final = tuple(p.id for p in DATA.privileges.values() if not p.last_round)
LAST_ROUND_PRIVILEGES: Final = tuple(p.id for p in DATA.privileges.values() if p.last_round)
ROUND_CRAFTSMEN: Final[dict[int, tuple[str, ...]]] = {
    r: tuple(c.id for c in DATA.craftsmen.values() if c.round == r) for r in range(1, 7)
}
STARTING_CRAFTSMEN: Final = tuple(c.id for c in DATA.craftsmen.values() if c.round == 0)
RESOURCE_CARDS: Final = tuple(DATA.resource_cards)
EVENTS: Final = tuple(DATA.events)
GOLD_CAP: Final[int] = DATA.number("gold_cap")
ROUNDS: Final[int] = DATA.number("rounds")
COST_START: Final[int] = DATA.number("cost_track_start")
WORKERS: Final[int] = DATA.number("workers")
BUILDERS: Final[int] = DATA.number("master_builders_per_player")


class RoundStep(NamedTuple):
    """One step of a round (phases are data): its short key and the name players read."""

    key: str
    name: str


ROUND: Final[tuple[RoundStep, ...]] = (
    RoundStep("privileges", "round set-up: advantage cards"),
    RoundStep("craftsmen", "round set-up: craftsmen"),
    RoundStep("resources", "round set-up: resource cards"),
    RoundStep("preview", "round set-up: event preview"),
    RoundStep("draft", "Phase I: drafting"),
    RoundStep("wool-workers", "Phase I: wool mill"),
    RoundStep("builders", "Phase II: master builders"),
    RoundStep("event", "Phase III 1-2: event"),
    RoundStep("wool", "Phase III 3: wool mill"),
    RoundStep("kingsbridge", "Phase III 4: Kingsbridge"),
    RoundStep("priory", "Phase III 5: priory"),
    RoundStep("production", "Phase III 6-8: production"),
    RoundStep("court", "Phase III 9: King's court"),
    RoundStep("shiring", "Phase III 10: Shiring"),
    RoundStep("castle", "Phase III 11: Shiring Castle"),
    RoundStep("market", "Phase III 12: resource market"),
    RoundStep("cathedral", "Phase III 13: cathedral"),
    RoundStep("startplayer", "Phase III 14: starting player"),
    RoundStep("end", "end of round"),
)
"""The steps of a round in order (§3.0); pillars.flow says what each does."""
STEP_INDEX: Final = {step.key: i for i, step in enumerate(ROUND)}
GAME_OVER_STEP: Final = len(ROUND)
"""`step` once the game has ended (no step runs, no frame is pending: terminal)."""


def step_of(key: str) -> int:
    """The index of the round step `key` (for 'has the round reached the cathedral yet')."""
    return STEP_INDEX[key]


# Decision frame kinds (engine.frame.Frame; a frame's datum is its kind's own, e.g. USE_CARD's
# card as its index in `PRIVILEGE_IDS`). Chance frames first.
CH_PRIVILEGES: Final = 0
CH_CRAFTSMEN: Final = 1
CH_RESOURCES: Final = 2
CH_EVENT: Final = 3
CH_BUILDER: Final = 4
CH_TAX: Final = 5
DRAFT: Final = 6
DISCARD: Final = 7
RETURN: Final = 8
PLACE: Final = 9
PLACE_FREE: Final = 10
ARCHBISHOP: Final = 11
USE_CARD: Final = 12
LOSE: Final = 13
MARKET: Final = 14
BUILD: Final = 15
KEEP: Final = 16


PRIVILEGE_IDS: Final = tuple(DATA.privileges)
Outcomes = Callable[["Table", Frame], list[tuple[Action, float]]]


VP_SOURCES: Final = ("start", "craftsmen", "priory", "cards and events", "lost")
"""Where a player's VP come from, for the final breakdown: the starting VP (§2), craftsmen's work
(§4.6-4.8), the priory (§4.5), advantage cards and events (§4.1, §4.4), and VP lost (a negative
number: events and unpaid gold, §4.1, §4.9)."""
START: Final = 0
CRAFTSMEN: Final = 1
PRIORY: Final = 2
CARDS: Final = 3
LOST: Final = 4
"""The index of each of `VP_SOURCES` (a list of tallies per player)."""
if len(VP_SOURCES) != LOST + 1:
    raise RuntimeError("every VP source needs its index")


class Player:
    """One seat's possessions and per-round bookkeeping."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only allocates (copies are made without `__init__`; see GameState.__new__)."""
        return super().__new__(cls)

    __slots__ = (
        "black",
        "boost",
        "boosted",
        "bought",
        "builders",
        "builders_next",
        "cards",
        "craftsmen",
        "gold",
        "gray",
        "gray_next",
        "limit",
        "owed",
        "placed",
        "privileges",
        "prod_change",
        "protected",
        "res",
        "sold",
        "taken",
        "tax_free",
        "vp",
        "vp_from",
        "wool",
    )

    def __init__(self, gold: int, vp: int) -> None:
        self.gold = gold
        self.vp = vp
        self.vp_from = [vp] + [0] * (len(VP_SOURCES) - 1)
        """VP by where they came from (`VP_SOURCES`), for the final breakdown; sums to `vp`."""
        self.res = [0, 0, 0, 0]
        self.owed = [0, 0, 0, 0]
        self.craftsmen: list[str] = list(STARTING_CRAFTSMEN)
        self.privileges: list[str] = []
        self.taken: tuple[str, ...] = ()
        """Every advantage card the player took, in order, immediate ones included (§4.4, §9)."""
        self.cards: list[str] = []
        self.placed = 0
        self.wool = 0
        self.gray = 0
        self.gray_next = 0
        self.black = 0
        self.limit: int = DATA.number("craftsman_limit")
        self.bought = 0
        self.sold = 0
        self.reset_round_effects()
        self.builders = self.builders_next = BUILDERS

    def reset_round_effects(self) -> None:
        """What the events and once-cards did to this player for one round only (§4.1, §4.2, §9).
        Every effect a player can be exempt from is the player's own, never a shared flag."""
        self.boost = 0
        """Archbishop event: capacity to add to one craftsman, chosen when he works (C§4 #10)."""
        self.boosted = ""
        """The craftsman who received it ("" while it is still to be chosen)."""
        self.prod_change = 0
        """Cold winter / volunteers: cubes more (or fewer) per resource card (C§4 #5, #8)."""
        self.protected = False
        self.tax_free = False

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.gold = self.gold
        p.vp = self.vp
        p.vp_from = self.vp_from[:]
        p.res = self.res[:]
        p.owed = self.owed[:]
        p.craftsmen = self.craftsmen[:]
        p.privileges = self.privileges[:]
        p.taken = self.taken
        p.cards = self.cards[:]
        p.placed = self.placed
        p.wool = self.wool
        p.gray = self.gray
        p.gray_next = self.gray_next
        p.black = self.black
        p.limit = self.limit
        p.bought = self.bought
        p.sold = self.sold
        p.boost = self.boost
        p.boosted = self.boosted
        p.builders = self.builders
        p.builders_next = self.builders_next
        p.prod_change = self.prod_change
        p.protected = self.protected
        p.tax_free = self.tax_free
        return p

    def workers(self) -> int:
        """All workers available this round: 12 + gray workers held + the black worker (§2.1, §4.11)."""
        return WORKERS + self.gray + self.black

    def free_workers(self) -> int:
        return self.workers() - self.placed

    def have(self, r: int) -> int:
        """Cubes of type `r` the player may use: the ones in front of him plus the ones owed (§4.6)."""
        return self.res[r] + self.owed[r]

    def total_resources(self) -> int:
        return sum(self.res) + sum(self.owed)

    def has_role(self, role: str) -> bool:
        return any(role in DATA.craftsmen[c].roles for c in self.craftsmen)


class Decision(NamedTuple):
    """How one kind of decision frame is offered, applied and explained."""

    legal: Callable[[Table, Frame], list[Action]]
    apply: Callable[[Table, Frame, Action], None]
    explain: Callable[[Table, Frame, Action], Msg]
    describe: Callable[[Table, Frame], Msg]


class Table(GameState):
    """Everything on the table of a game of The Pillars of the Earth for 2-4 players, and what
    the phases do with it; the contract's methods are the game's (pillars.game.PillarsState)."""

    game_name = "pillars"

    __slots__ = (
        "bag",
        "builder_aside",
        "castle_gray",
        "cost_idx",
        "court_metal",
        "cursor",
        "drawn",
        "drawn_count",
        "event",
        "event_deck",
        "event_revealed",
        "events_seen",
        "frames",
        "kingsbridge",
        "log",
        "logging",
        "market",
        "market_slots",
        "market_turn",
        "num_players",
        "players",
        "priv_deck",
        "queue",
        "resource_deck",
        "return_used",
        "round",
        "set_aside",
        "shiring",
        "spaces",
        "start",
        "step",
        "sub",
        "supply",
        "supply_cards",
        "tax",
    )

    def __init__(self, num_players: int, options: dict[str, Any] | None = None) -> None:
        """Set-up (§2.1): starting gold 20/21/22/23 clockwise from the starting player, 2 VP each
        (the data may list VP per position like the gold: `data.starting_vp`), 12 workers and the
        3 starting craftsmen; cubes on the board and the market; 1 metal at court."""
        n = num_players
        gold = DATA.number("starting_gold")
        vp = starting_vp(DATA.number("starting_vp"), n)
        self.num_players = n
        self.players = [Player(gold[i], vp[i]) for i in range(n)]
        cubes = DATA.number("cubes")
        stock = DATA.number("market_stock")
        self.market: list[int] = [stock.get(r, 0) for r in ("stone", "wood", "sand", "metal")]
        self.court_metal: int = DATA.number("court_metal")
        totals = [cubes[r] for r in ("stone", "wood", "sand", "metal")]
        self.supply: list[int] = [totals[i] - self.market[i] for i in range(N_RES)]
        self.supply[3] -= self.court_metal
        self.castle_gray = 4
        self.priv_deck: list[str] = list(REGULAR_PRIVILEGES)
        self.event_deck: list[str] = list(EVENTS)
        self.events_seen: list[str] = []
        self.event = ""
        self.event_revealed = False
        self.resource_deck: list[str] = list(RESOURCE_CARDS)
        self.set_aside: list[str] = []
        self.kingsbridge: list[str] = ["", ""]
        self.shiring: list[str] = ["", ""]
        self.supply_cards: list[str] = []
        self.spaces = [-1] * len(SPACES)
        self.bag = [0] * n
        self.drawn_count = [0] * n
        self.builder_aside = [0] * n
        self.cost_idx = 0
        self.queue: list[int] = []
        self.return_used = False
        self.drawn = -1
        self.tax = 0
        self.market_slots: list[int] = []
        self.market_turn = 0
        self.round = 1
        self.start = 0
        self.step = 0
        self.sub = 0
        self.cursor = 0
        self.frames: list[Frame] = []
        self.log: list[tuple[int, Msg | str]] = []
        self.logging = bool((options or {}).get("log", True))
        if self.logging:
            self.note(PUBLIC, Msg("pillars-log-first-round", seat=self.seat_said(0)))

    def clone(self) -> Self:
        """A copy that later moves on either side do not change (every list attribute copied one
        level deep, players copied). Written out attribute by attribute: search agents clone for
        every iteration and the server for every action, and plain attribute access is faster
        than getattr/setattr by name (10.0 -> 5.4 µs, BENCHMARKS.md "Server load")."""
        new = type(self).__new__(type(self))
        new.bag = self.bag[:]
        new.builder_aside = self.builder_aside[:]
        new.drawn_count = self.drawn_count[:]
        new.event_deck = self.event_deck[:]
        new.events_seen = self.events_seen[:]
        new.frames = self.frames[:]
        new.kingsbridge = self.kingsbridge[:]
        new.market = self.market[:]
        new.market_slots = self.market_slots[:]
        new.priv_deck = self.priv_deck[:]
        new.queue = self.queue[:]
        new.resource_deck = self.resource_deck[:]
        new.set_aside = self.set_aside[:]
        new.shiring = self.shiring[:]
        new.spaces = self.spaces[:]
        new.supply = self.supply[:]
        new.supply_cards = self.supply_cards[:]
        new.castle_gray = self.castle_gray
        new.cost_idx = self.cost_idx
        new.court_metal = self.court_metal
        new.cursor = self.cursor
        new.drawn = self.drawn
        new.event = self.event
        new.event_revealed = self.event_revealed
        new.logging = self.logging
        new.market_turn = self.market_turn
        new.num_players = self.num_players
        new.return_used = self.return_used
        new.round = self.round
        new.start = self.start
        new.step = self.step
        new.sub = self.sub
        new.tax = self.tax
        new.players = [p.copy() for p in self.players]
        new.log = self.log[:] if self.logging else []
        return new

    def result(self) -> GameResult:
        """Most VP wins; a tie goes to the most gold; otherwise the tied players share (§6)."""
        return GameResult.from_keys(
            [p.vp for p in self.players],
            [(p.gold,) for p in self.players],
            [
                {
                    "vp": p.vp,
                    "gold": p.gold,
                    "craftsmen": list(p.craftsmen),
                    "vp_from": dict(zip(VP_SOURCES, p.vp_from, strict=True)),
                }
                for p in self.players
            ],
            rounds=self.round,
        )

    def seat_name(self, seat: int) -> str:
        return COLORS[seat]

    def seat_said(self, seat: int) -> Msg:
        """A seat as the log names it: its colour, in the reader's language."""
        return Msg(f"pillars-seat-{COLORS[seat]}")

    # ---- flow ------------------------------------------------------------------------------
    def next_step(self) -> None:
        self.step += 1
        self.sub = 0
        self.cursor = 0

    def push(self, kind: int, seat: int, data: int = 0) -> None:
        self.frames.append(Frame(kind, seat, data))

    def turn_order(self) -> list[int]:
        """Seats clockwise from the starting player."""
        n = self.num_players
        return [(self.start + i) % n for i in range(n)]

    def seat_at(self, offset: int) -> int:
        return (self.start + offset) % self.num_players
