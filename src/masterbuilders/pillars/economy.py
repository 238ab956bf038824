"""Gold, victory points and cubes: the gold cap, shortfalls, owed cubes and cube conservation."""

from __future__ import annotations

from typing import Final

from masterbuilders.pillars.data import RESOURCES
from masterbuilders.pillars.model import DATA, GOLD_CAP, LOST, Player, Table

SHORTFALL_GOLD_PER_VP: Final[int] = DATA.number("shortfall_gold_per_vp")
VP_FLOOR: Final[int] = DATA.number("vp_floor")


def gain_gold(p: Player, amount: int) -> int:
    """Add gold up to the cap of 30; the excess is lost (§4.3). Returns the gold actually gained."""
    before = p.gold
    p.gold = min(GOLD_CAP, p.gold + amount)
    return p.gold - before


def lose_vp(p: Player, amount: int) -> int:
    """Lose VP, never below 0 (C§7 D9). Returns the VP actually lost."""
    lost = p.vp - max(VP_FLOOR, p.vp - amount)
    p.vp -= lost
    p.vp_from[LOST] -= lost
    return lost


def gain_vp(p: Player, amount: int, source: int) -> None:
    """Add VP, counted under `source` (model.VP_SOURCES) for the final breakdown."""
    p.vp += amount
    p.vp_from[source] += amount


def pay_with_shortfall(p: Player, amount: int) -> tuple[int, int]:
    """Pay `amount` gold; what cannot be paid costs 1 VP per 2 gold missing, rounded down in the
    player's favour (§4.1, §4.9). Returns (gold paid, VP lost)."""
    paid = min(p.gold, amount)
    p.gold -= paid
    missing = amount - paid
    return paid, lose_vp(p, missing // SHORTFALL_GOLD_PER_VP)


def take_from_supply(s: Table, p: Player, r: int, n: int) -> int:
    """Give `n` cubes of type `r` from the board's supply; cubes the supply lacks are noted as owed
    (§4.6-4.8 note). Returns how many were owed."""
    got = min(n, s.supply[r])
    s.supply[r] -= got
    p.res[r] += got
    p.owed[r] += n - got
    return n - got


def spend(s: Table, p: Player, r: int, n: int) -> None:
    """Use `n` cubes of type `r`: owed cubes first (they were never on the board), then cubes in
    front of the player, which go back to the board's supply (§4.12, §4.13)."""
    from_owed = min(n, p.owed[r])
    p.owed[r] -= from_owed
    rest = n - from_owed
    p.res[r] -= rest
    s.supply[r] += rest


def cubes_text(counts: list[int]) -> str:
    parts = [f"{n} {RESOURCES[i]}" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"
