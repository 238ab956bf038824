"""What a game tells a balance study about itself (`GameSpec.study` names the module that holds
its `HOOKS`): how to name a decision, what each seat has taken, what came up for the whole table,
what a seat cannot see, which uncertain data values an experiment may change, and what each action
claims or visits (for restricted play: a seat forbidden one card or one board location), and
each seat's score and resources as the game goes on (for the study's curves over time)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from masterbuilders.engine.actions import Action
from masterbuilders.engine.data import Marked, marked_values
from masterbuilders.engine.state import GameState

UNCERTAIN: Final = ("FAN", "DEFAULT")
"""The confidence marks whose values a study measures by experiment (the rest come from the
rulebook or are inferred from it)."""


@dataclass(frozen=True)
class Card:
    """A card the study counts: its name and its kind as players know them (e.g. 'craftsman')."""

    name: str
    kind: str


@dataclass(frozen=True)
class StudyHooks:
    """A game's answers to the questions a study asks of a state."""

    decision_kind: Callable[[GameState], str]
    """The kind of the pending decision in the players' words (e.g. 'place a worker')."""
    round_of: Callable[[GameState], int]
    """The round the game is in (1 = the first)."""
    first_player: Callable[[GameState], int]
    """The seat that plays first, once set-up is done (a game may draw it at random)."""
    holdings: Callable[[GameState], list[frozenset[str]]]
    """Per seat, the counted cards it holds now (a card once taken counts as taken)."""
    revealed: Callable[[GameState], frozenset[str]]
    """Counted cards that have come up for the whole table (e.g. events)."""
    hidden: Callable[[GameState, int], int]
    """Facts of the state the seat cannot see (not the order of decks still to be drawn)."""
    cards: Mapping[str, Card]
    """Every counted card by id; cards every seat holds from the start are not counted."""
    tiebreaks: tuple[str, ...]
    """What each tie-break key of `GameResult.tiebreaks` is, in order, in the players' words."""
    raw_data: Callable[[], dict[str, Any]]
    """The game's data file, parsed (for the uncertain values and the cards they belong to)."""
    claims: Callable[[GameState, Action], frozenset[str]] | None = None
    """The counted cards (ids of `cards`) the deciding seat gets by taking `action` (legal in
    `state`), now or later in the round as its direct consequence (e.g. a space whose card is
    handed out when the board is resolved); from what that seat can see. None: the game does not
    say, and a study plays no restricted games of cards."""
    claimable: frozenset[str] = frozenset()
    """The counted cards some action claims: those a seat takes, not those that come up for the
    whole table. Restricted play forbids them one at a time."""
    visits: Callable[[GameState, Action], frozenset[str]] | None = None
    """The board locations (ids of `locations`) the deciding seat occupies by taking `action`."""
    locations: Mapping[str, Card] = field(default_factory=dict)
    """The board locations a seat may visit, by id (a game without a board names none)."""
    scores: Callable[[GameState], list[int]] | None = None
    """Per seat, its score now, counted as the final result counts it (at the end: the result's
    scores). None: the game does not say, and a study draws no score curve."""
    resources: Callable[[GameState], list[dict[str, int]]] | None = None
    """Per seat, what it holds to spend, by name in the players' words (the same names, in the
    same order, at every state of a game). None: no resource curve."""


@dataclass(frozen=True)
class Experiment:
    """One uncertain data value and the reading an experiment plays instead: integers one higher,
    each amount of a table of amounts one higher, a yes/no value the other way."""

    path: str
    value: Any
    alternative: Any
    conf: str
    src: str
    card: str
    """The id of the counted card the value belongs to ('' for a rule-wide value)."""


def _alternative(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, dict) and value and all(isinstance(v, int) for v in value.values()):
        return {k: v + 1 for k, v in value.items()}
    return None


def experiments(hooks: StudyHooks) -> tuple[list[Experiment], list[tuple[str, Marked]]]:
    """The uncertain values an experiment can change (with their alternative), and those it
    cannot: readings written as words that the engine builds in (`engine.data.require`)."""
    measurable: list[Experiment] = []
    other: list[tuple[str, Marked]] = []
    for path, marked in _uncertain(hooks.raw_data()):
        alt = _alternative(marked.value)
        if alt is None:
            other.append((path, marked))
            continue
        parts = path.split(".")
        card = parts[1] if len(parts) > 2 and parts[1] in hooks.cards else ""
        measurable.append(Experiment(path, marked.value, alt, marked.conf, marked.src, card))
    return measurable, other


def named_experiment(hooks: StudyHooks, path: str, value: Any) -> Experiment:
    """An experiment on a data value one names, whatever its mark, at the value one names (a
    planted advantage, a reading to compare): `path` is a marked value's path (`marked_values`)
    or its unique last parts (`starting_vp` for `numbers.starting_vp`). A ValueError (one line)
    for a path that names no marked value or several, or a value the data holds already. Whether
    the game can be played with it is the data loader's and the engine's to say, as for every
    experiment."""
    found = dict(marked_values(hooks.raw_data()))
    full = path if path in found else ""
    if not full:
        ends = sorted(p for p in found if p.endswith("." + path))
        if len(ends) > 1:
            raise ValueError(f"{path!r} names several data values ({', '.join(ends)}): name one")
        if not ends:
            raise ValueError(f"{path!r} names no marked data value")
        full = ends[0]
    marked = found[full]
    if value == marked.value:
        raise ValueError(f"{full} = {value!r} is the data's value already: nothing to compare")
    parts = full.split(".")
    card = parts[1] if len(parts) > 2 and parts[1] in hooks.cards else ""
    return Experiment(full, marked.value, value, marked.conf, marked.src, card)


def _uncertain(raw: dict[str, Any]) -> Iterator[tuple[str, Marked]]:
    return ((p, m) for p, m in marked_values(raw) if m.conf in UNCERTAIN)
