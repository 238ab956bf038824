"""How a round of The Pillars of the Earth runs: each step of `model.ROUND` bound to the phase
function that plays it (one typed table, `STEPS`), and every kind of decision frame bound to how it
is offered, applied and explained (`DECISIONS`, chance outcomes in `OUTCOMES`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from masterbuilders.pillars import board, cathedral, drafting, effects, placement, setup
from masterbuilders.pillars.model import KEEP, ROUND, Decision, Outcomes, Table


class Step(NamedTuple):
    """A step of the round: its key and name (model.ROUND) and the function that plays it."""

    key: str
    name: str
    run: Callable[[Table], None]


_RUNS: Final[dict[str, Callable[[Table], None]]] = {
    "privileges": setup.step_privileges,
    "craftsmen": setup.step_craftsmen,
    "resources": setup.step_resources,
    "preview": setup.step_event_preview,
    "draft": drafting.step_draft,
    "wool-workers": drafting.step_wool_mill_workers,
    "builders": placement.step_place_builders,
    "event": board.step_event,
    "wool": board.step_wool_mill,
    "kingsbridge": board.step_kingsbridge,
    "priory": board.step_priory,
    "production": board.step_production,
    "court": board.step_court,
    "shiring": board.step_shiring,
    "castle": board.step_castle,
    "market": board.step_market,
    "cathedral": cathedral.step_cathedral,
    "startplayer": board.step_start_player,
    "end": setup.step_end_of_round,
}
STEPS: Final[tuple[Step, ...]] = tuple(Step(s.key, s.name, _RUNS[s.key]) for s in ROUND)
"""The round, in order (§3.0)."""

DECISIONS: Final[dict[int, Decision]] = {}
OUTCOMES: Final[dict[int, Outcomes]] = {}
for _module in (setup, drafting, placement, effects, board, cathedral):
    DECISIONS.update(_module.DECISIONS)
    OUTCOMES.update(_module.OUTCOMES)
if set(_RUNS) != {s.key for s in ROUND} or sorted(DECISIONS) != list(range(KEEP + 1)):
    raise RuntimeError("every round step needs its function and every frame kind its decision")


def advance(s: Table) -> None:
    """Run round steps until a decision (a seat's or chance) is pending or the game ends."""
    steps = STEPS
    while not s.frames and s.step < len(steps):
        steps[s.step].run(s)
