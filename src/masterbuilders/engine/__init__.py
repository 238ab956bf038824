"""The game-agnostic core: specs and registry, the state contract, chance, views, records, errors.

It imports nothing else of the package; games register themselves through entry points.
"""

from masterbuilders.engine.actions import Action, parse_action
from masterbuilders.engine.errors import (
    GameOverError,
    IllegalActionError,
    InvalidOptionsError,
    MasterbuildersError,
    NotYourTurnError,
    ParseError,
    ReplayError,
    UnknownGameError,
)
from masterbuilders.engine.match import Match, Step, UndoError, commitment, new_seed, verify
from masterbuilders.engine.record import GameRecord
from masterbuilders.engine.runner import (
    Agent,
    Observation,
    PlayedGame,
    UniformRandomAgent,
    play_game,
    play_match,
    random_playout,
)
from masterbuilders.engine.spec import GameSpec, SearchDefaults, game_names, get_game, register
from masterbuilders.engine.state import (
    CHANCE,
    PUBLIC,
    RULES_END,
    SPECTATOR,
    TERMINAL,
    GameResult,
    GameState,
    sample_chance,
)

__all__ = [
    "CHANCE",
    "PUBLIC",
    "RULES_END",
    "SPECTATOR",
    "TERMINAL",
    "Action",
    "Agent",
    "GameOverError",
    "GameRecord",
    "GameResult",
    "GameSpec",
    "GameState",
    "IllegalActionError",
    "InvalidOptionsError",
    "MasterbuildersError",
    "Match",
    "NotYourTurnError",
    "Observation",
    "ParseError",
    "PlayedGame",
    "ReplayError",
    "SearchDefaults",
    "Step",
    "UndoError",
    "UniformRandomAgent",
    "UnknownGameError",
    "commitment",
    "game_names",
    "get_game",
    "new_seed",
    "parse_action",
    "play_game",
    "play_match",
    "random_playout",
    "register",
    "sample_chance",
    "verify",
]
