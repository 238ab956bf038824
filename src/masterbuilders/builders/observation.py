"""The Builders: Middle Ages for learning code, compiled with the engine: the action enumeration,
the observation layout, and `observe`, which writes one seat's observation straight from the state
into a float buffer (no view built; issue 40).

Built from the card tables: 42 building cards (34 buildings, 8 machines) and 50 worker ids (42
worker cards and the 8 machines, which join a team as workers once built, §A6). The view
(`builders.views`) stays the definition of what a seat may see: `codec.encode_view` encodes a view,
and a test compares it with `observe` on thousands of positions of recorded games (identical
arrays). Every card on the table is public; the decks' contents are not read, only their sizes
(§A4). Seats are rotated so that block ``p0`` is the observer.
"""

from __future__ import annotations

from typing import Any, Final

from masterbuilders.builders.data import RESOURCES
from masterbuilders.builders.model import APPRENTICES, DATA, TAKE_COINS, Player, Table
from masterbuilders.engine import Action
from masterbuilders.research.encoding import ActionCodec, Layout, one_of, starts

MAX_PLAYERS: Final = 4
BUILDINGS: Final = tuple(DATA.buildings)
"""Every building-card id (buildings and machines): the sites a worker can be sent to."""
WORKERS: Final = tuple(DATA.workers)
"""Every worker id (worker cards and machines)."""


def _player_actions() -> list[Action]:
    out = [Action("end"), Action("buy-action")]
    out += [Action("take-coins", "", n) for n in range(1, len(TAKE_COINS) + 1)]
    out += [Action("start", b) for b in BUILDINGS]
    out += [Action("recruit", w) for w in WORKERS if not w.startswith("m")]
    out += [Action("send", f"{w}@{b}") for w in WORKERS for b in BUILDINGS if w != b]
    return out


def _chance_actions() -> list[Action]:
    out = [Action("first-player", f"p{i + 1}") for i in range(MAX_PLAYERS)]
    out += [Action("deal-apprentice", w) for w in APPRENTICES]
    out += [Action("reveal-building", b) for b in BUILDINGS]
    out += [Action("reveal-worker", w) for w in WORKERS if not w.startswith("m")]
    return out


ACTIONS: Final = ActionCodec("builders", _player_actions())
"""Every decision of a turn (§A5), one code each (`send` is worker x site)."""
CHANCE: Final = ActionCodec("builders chance", _chance_actions())
"""Every chance outcome: first player, the apprentices dealt, each card revealed."""

KINDS: Final = tuple(dict.fromkeys(a.kind for a in ACTIONS.actions))
BUILDING_INDEX: Final = one_of(BUILDINGS)
WORKER_INDEX: Final = one_of(WORKERS)
N_RESOURCES: Final = len(RESOURCES)


def _build_layout() -> tuple[Layout, dict[str, slice]]:
    lay = Layout()
    s: dict[str, slice] = {}
    s["players"] = lay.add("players", 3, "one-hot: 2, 3 or 4 players")
    s["my_turn"] = lay.add("my_turn", 1, "1 when the observing seat must decide now")
    s["kinds"] = lay.add("decision_kinds", len(KINDS), "multi-hot: action kinds legal for me now")
    s["turn"] = lay.add("turn", MAX_PLAYERS, "one-hot: whose turn it is (relative seat)")
    s["first"] = lay.add("first_player", MAX_PLAYERS, "one-hot: the first player (relative)")
    s["numbers"] = lay.add("numbers", 3, "actions left this turn; turns played; last round (0/1)")
    s["b_row"] = lay.add("building_row", len(BUILDINGS), "multi-hot: building cards on offer")
    s["b_next"] = lay.add(
        "building_next", len(BUILDINGS), "one-hot: the building deck's face-up top card (§A4)"
    )
    s["w_row"] = lay.add("worker_row", len(WORKERS), "multi-hot: worker cards on offer")
    s["decks"] = lay.add(
        "deck_sizes", 2, "cards left in the building and worker decks (workers face down, §A4)"
    )
    s["sent"] = lay.add("sent_this_turn", len(BUILDINGS), "per site: workers sent there this turn")
    s["on_site"] = lay.add(
        "on_site", len(WORKERS) * len(BUILDINGS), "worker x site: 1 when the worker works there"
    )
    for i in range(MAX_PLAYERS):
        s[f"p{i}"] = lay.add(
            f"p{i}",
            _PLAYER_SIZE,
            f"rel. seat {i}: present, coins, VP, score; team (multi-hot over workers); "
            "sites (multi-hot over buildings); resources gathered per site (4 per building); "
            "finished (multi-hot over buildings)",
        )
    return lay, s


_PLAYER_SIZE: Final = (
    4 + len(WORKERS) + len(BUILDINGS) + len(BUILDINGS) * N_RESOURCES + len(BUILDINGS)
)
LAYOUT, BLOCKS = _build_layout()
AT: Final = starts(BLOCKS)


PLAYERS: Final = AT["players"]
MY_TURN: Final = AT["my_turn"]
KINDS_AT: Final = AT["kinds"]
TURN_AT: Final = AT["turn"]
FIRST_AT: Final = AT["first"]
NUMBERS_AT: Final = AT["numbers"]
B_ROW_AT: Final = AT["b_row"]
B_NEXT_AT: Final = AT["b_next"]
W_ROW_AT: Final = AT["w_row"]
DECKS_AT: Final = AT["decks"]
SENT_AT: Final = AT["sent"]
ON_SITE_AT: Final = AT["on_site"]
PLAYER_AT: Final = [AT[f"p{i}"] for i in range(MAX_PLAYERS)]
KIND_INDEX: Final = {k: i for i, k in enumerate(KINDS)}
PRODUCES: Final = {w: DATA.workers[w].produces for w in WORKERS}
assert RESOURCES == ("stone", "wood", "knowledge", "tile"), "observe sums the four by name"
WIDTH: Final = len(BUILDINGS)
SITES_AT: Final = 4 + len(WORKERS)
"""Offset of a player's sites in its block; what the workers there gathered follows (4 per site),
then the finished buildings."""
HAVE_AT: Final = SITES_AT + WIDTH
DONE_AT: Final = HAVE_AT + WIDTH * N_RESOURCES


def observe(s: Table, seat: int, legal: list[Action] | None, out: Any) -> None:
    """Write the observation of `seat` into `out` (a zeroed float buffer of LAYOUT.size entries,
    e.g. a memoryview of a float32 array): the same numbers `codec.encode_view(s.view(seat))` gives.
    `legal` is the seat's legal actions when it is to decide (their kinds are observed), else None.
    Entries that are 0 are left as they are (zero)."""
    n = s.num_players
    out[PLAYERS + n - 2] = 1.0
    player = s.current_player()
    if legal is not None:
        out[MY_TURN] = 1.0
        for a in legal:
            out[KINDS_AT + KIND_INDEX[a.kind]] = 1.0
    if player >= 0:
        out[TURN_AT + (player - seat) % n] = 1.0
        if s.actions:
            out[NUMBERS_AT] = float(s.actions)
    out[FIRST_AT + (s.first - seat) % n] = 1.0
    if s.turns:
        out[NUMBERS_AT + 1] = float(s.turns)
    if s.final_round:
        out[NUMBERS_AT + 2] = 1.0
    for b in s.b_row:
        if b:
            out[B_ROW_AT + BUILDING_INDEX[b]] = 1.0
    if s.b_next:
        out[B_NEXT_AT + BUILDING_INDEX[s.b_next]] = 1.0
    for w in s.w_row:
        if w:
            out[W_ROW_AT + WORKER_INDEX[w]] = 1.0
    if s.b_deck:
        out[DECKS_AT] = float(len(s.b_deck))
    if s.w_deck:
        out[DECKS_AT + 1] = float(len(s.w_deck))
    for site, count in s.sent.items():
        if count:
            out[SENT_AT + BUILDING_INDEX[site]] = float(count)
    for other in range(n):
        _player(s.players[other], PLAYER_AT[(other - seat) % n], out)


def _player(p: Player, i: int, out: Any) -> None:
    """One player's public data into the block at `i` (the layout of `codec._player_block`), and
    where its workers work into the worker x site block."""
    out[i] = 1.0
    if p.coins:
        out[i + 1] = float(p.coins)
    if p.vp:
        out[i + 2] = float(p.vp)
    score = p.score()
    if score:
        out[i + 3] = float(score)
    for w in p.team:
        out[i + 4 + WORKER_INDEX[w]] = 1.0
    sites = i + SITES_AT
    have = i + HAVE_AT
    for site, ws in p.sites.items():
        b = BUILDING_INDEX[site]
        out[sites + b] = 1.0
        if not ws:
            continue
        stone = wood = knowledge = tile = 0
        for w in ws:
            out[ON_SITE_AT + WORKER_INDEX[w] * WIDTH + b] = 1.0
            made = PRODUCES[w]
            stone += made[0]
            wood += made[1]
            knowledge += made[2]
            tile += made[3]
        at = have + b * N_RESOURCES
        if stone:
            out[at] = float(stone)
        if wood:
            out[at + 1] = float(wood)
        if knowledge:
            out[at + 2] = float(knowledge)
        if tile:
            out[at + 3] = float(tile)
    done = i + DONE_AT
    for card in p.done:
        out[done + BUILDING_INDEX[card]] = 1.0
