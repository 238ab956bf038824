"""Game specifications and the one registry through which everything finds a game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Final

from masterbuilders.engine.errors import InvalidOptionsError, UnknownGameError
from masterbuilders.engine.message import Msg
from masterbuilders.engine.tuning import Tuned

if TYPE_CHECKING:
    from masterbuilders.engine.state import GameState

ENTRY_POINT_GROUP: Final = "masterbuilders.games"


LOG_HEAD: Final = 40
"""How many of a stored log's first actions a game's `rules_of_log` is given (a set-up's)."""


@dataclass(frozen=True)
class SearchDefaults:
    """How agents search this game: the softmax temperature (in the game's points) that turns
    estimated scores into win shares, and whether the greedy agent plans a seat's whole run of
    consecutive decisions (a turn of several actions) before judging, rather than one step."""

    temperature: float = 3.0
    plan_turn: bool = False
    levels: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """The named levels (easy, medium, hard, expert): the agent each plays (masterbuilders.ai
    make_agent's spec) and what that means to a player."""


@dataclass(frozen=True)
class GameSpec:
    """What a game is: its name, player counts, whether it has chance and private information."""

    name: str
    title: str
    min_players: int
    max_players: int
    has_chance: bool
    has_private_information: bool
    max_game_length: int
    factory: Callable[[int, Mapping[str, Any]], GameState] = field(repr=False, compare=False)
    rules_reference: str = ""
    package: str = ""
    """The game's package: where each layer finds the game's content (`rules.md`, the rules'
    text the terminal and the page quote; `bot_ratings.json`, its computer levels' ratings)."""
    rules_version: int = 1
    """The version of the rules this code plays, raised by a change after which the log of a game
    begun before would replay differently (issue 54): a record and a stored game say the version
    they were played under, and a log of another version is never replayed as this one."""
    rules_of_log: Callable[[Sequence[str], float], int | None] | None = field(
        default=None, repr=False, compare=False
    )
    """The rules version a stored game was played under, from the first `LOG_HEAD` actions of its
    log (their texts) and its creation time (Unix seconds): None where it cannot be known. Read
    once, by the migration that gave stored games their version (server migration 0007)."""
    invariants: Callable[[GameState], None] | None = field(default=None, repr=False, compare=False)
    """Checks the game's conservation laws on a state; raises AssertionError naming the broken one."""
    evaluate: Callable[[GameState, int], float] | None = field(
        default=None, repr=False, compare=False
    )
    """The game's own estimate of a seat's final score from a state (for greedy and search)."""
    evaluate_all: Callable[[GameState, Mapping[str, float] | None], list[float]] | None = field(
        default=None, repr=False, compare=False
    )
    """`evaluate` for every seat at once, with named weights (None: the defaults); games whose
    evaluation takes weights give this and `parameters`."""
    parameters: Mapping[str, float] = field(default_factory=dict, compare=False)
    """The evaluation's weights by name, at their hand-set defaults."""
    tuned: Tuned | None = field(default=None, repr=False, compare=False)
    """Weights tuned by self-play (masterbuilders tune), and where they are kept."""
    renderer: tuple[str, str] = ("", "")
    """(package, file) of the browser module that draws this game's views (an ES module). It
    exports `board(view, ctx)` and `players(view, ctx)` (HTML; ctx: legal actions, the baseline
    view to mark changes against, the chosen item, the viewer's seat, the seats' names),
    `label(action, view)`, `ending(view, names)` ({table, tiebreak} for the end screen),
    `seatNames(view)` (the names its log uses for the seats); optionally `routines` (choices a
    player may have made by themselves: [{id, text, action}], or [{id, text, plan}] for a choice
    the game reckons at each decision and names in the deciding seat's view as
    decision.routines[plan], null where it leaves the decision to the player) and `css` (its own
    styles)."""
    catalogs: str = ""
    """The package whose `locale/LANG.po` hold the game's words (gettext catalogs, one per
    language of masterbuilders.i18n.LANGUAGES): the message ids its log, labels and names use."""
    codec: str = ""
    """The module of the game's research codec (integer actions, observation arrays), imported
    only when asked for: it needs the `research` extra."""
    study: str = ""
    """The module whose `HOOKS` (engine.study.StudyHooks) tell a balance study (masterbuilders
    study) what this game's decisions, cards and uncertain data values are."""
    search: SearchDefaults = field(default_factory=SearchDefaults, compare=False)
    value_inputs: Callable[[GameState], tuple[float, list[list[float]]]] | None = field(
        default=None, repr=False, compare=False
    )
    """What the calibrated win probability (masterbuilders.analysis.winprob) reads of a state: the
    game's progress in [0, 1] and, per seat, the inputs named by `value_input_names` (the first
    the estimated final score), each made only of what every seat sees."""
    value_input_names: tuple[str, ...] = ()
    value_model: tuple[str, str] = ("", "")
    """(package, file) where the game keeps its trained win probability (train-value)."""
    review_marks: Callable[[GameState, GameState], list[dict[str, Any]]] | None = field(
        default=None, repr=False, compare=False
    )
    """What the review's graph marks between two consecutive states of a game (the second after
    one action): e.g. {"kind": "round", "round": 3} or {"kind": "event", "card": id, "words": the
    card's name}; a list, often empty."""
    review_horizon: int = 8
    """How many of its own decisions a seat is played ahead when the review (analysis.review) judges one
    of its choices: far enough that what a choice costs shows in the value inputs (about a round,
    or two turns, of the game)."""
    review_agent: str = ""
    """The agent (make_agent's spec) that plays every seat in the review's playouts and names its
    own choice as a candidate: one quick enough for thousands of decisions per review ("": the
    agent the win probability was trained on)."""

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> GameState:
        """A fresh game in its initial state (before any chance outcome is drawn)."""
        if not isinstance(num_players, int) or not (
            self.min_players <= num_players <= self.max_players
        ):
            raise InvalidOptionsError(
                f"{self.title} is played by {self.min_players} to {self.max_players} players, "
                f"not {num_players}"
            )
        return self.factory(num_players, dict(options or {}))


_REGISTRY: Final[dict[str, GameSpec]] = {}
_loaded_entry_points = False


def register(spec: GameSpec) -> GameSpec:
    """Add a game to the registry (idempotent for the same spec)."""
    existing = _REGISTRY.get(spec.name)
    if existing is not None and existing is not spec:
        raise ValueError(f"a different game is already registered as {spec.name!r}")
    _REGISTRY[spec.name] = spec
    return spec


def _load_entry_points() -> None:
    global _loaded_entry_points
    if _loaded_entry_points:
        return
    _loaded_entry_points = True
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        spec = ep.load()
        if isinstance(spec, GameSpec):
            register(spec)


def get_game(name: str) -> GameSpec:
    """The registered game called `name`."""
    _load_entry_points()
    try:
        return _REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise UnknownGameError(Msg("engine-unknown-game", name=repr(name), known=known)) from None


def game_names() -> list[str]:
    """Names of all registered games, sorted."""
    _load_entry_points()
    return sorted(_REGISTRY)
