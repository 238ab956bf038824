"""The error tree of the engine: every rejection is a ValueError subclass with a message that cites the rule.

What a refusal says to a player is a message (`said`, engine.message.Msg: an id and parameters,
the rule's section among them), rendered where the reader is in their language (the server's
answer, the terminal); the exception's own text is the message in no language (its id and
parameters), for logs and programs. Errors only a program meets (a record that does not parse, an
unknown option) say plain English text."""

from __future__ import annotations

from masterbuilders.engine.message import Msg


class MasterbuildersError(ValueError):
    """Root of every error the engine raises about bad input; `code` is stable for the server."""

    code = "invalid"

    def __init__(self, said: Msg | str = "") -> None:
        super().__init__(str(said))
        self.said = said


class IllegalActionError(MasterbuildersError):
    """An action that is well-formed but not legal in the current state."""

    code = "illegal_action"


class NotYourTurnError(IllegalActionError):
    """A seat tried to act while another seat (or chance) must decide."""

    code = "not_your_turn"


class GameOverError(IllegalActionError):
    """An action was submitted to a finished game."""

    code = "game_over"


class ParseError(MasterbuildersError):
    """Text or JSON that does not describe any action of the game."""

    code = "parse_error"


class UnknownGameError(MasterbuildersError):
    """A game name that is not in the registry."""

    code = "unknown_game"


class InvalidOptionsError(MasterbuildersError):
    """Bad game options, e.g. a player count the game does not support."""

    code = "invalid_options"


class ReplayError(MasterbuildersError):
    """A game record that does not replay (an action in it is illegal where it stands)."""

    code = "replay_error"
