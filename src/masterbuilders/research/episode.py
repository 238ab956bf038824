"""One learner seat's games, stepped at the engine's speed for research environments (issue 40).

An `Episode` is what a Gymnasium environment runs: a game, the learner's seat, an agent for every
other seat, and **one generator** (`random.Random`) for everything random in it: chance outcomes,
the seat when it is drawn, and the seed each opponent agent is made with at the start of a game.
`reset(seed)` re-seeds that generator, so the same seed gives the same game move for move; a
`reset(None)` goes on with the generator where it stands (the next game of a training run). This
is not `Match`'s seeding rule (a fresh generator per chance draw and per bot decision, for records
and servers whose games must replay from a published seed): an environment needs speed and one
seed per episode, not a per-step derivation, and costs 12% of a step less without it.

Everything here moves on the trusted fast path (`apply_unchecked`): chance outcomes are drawn from
`chance_outcomes`, an opponent's action is checked to be one of the legal actions it was given,
and the learner's code is played only when it is one of the legal codes computed for the mask (an
illegal code changes nothing, and `play` says so). `write` puts the learner's observation and mask
into float and int buffers through the game's compiled `observe` (its research codec), and
`step_batch` steps many episodes in one compiled loop, writing one batch array.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Final

from masterbuilders.engine.actions import Action
from masterbuilders.engine.errors import IllegalActionError
from masterbuilders.engine.runner import Agent, Observation
from masterbuilders.engine.spec import GameSpec
from masterbuilders.engine.state import CHANCE, TERMINAL, GameState, sample_chance
from masterbuilders.research.encoding import ActionCodec

Observer = Callable[[GameState, int, "list[Action] | None", Any], None]
"""A game's compiled observation writer: (state, seat, its legal actions or None, float buffer)."""
AgentFactory = Callable[[int, int], Agent]
"""(index of the opponent among the other seats, seed) -> the agent that plays it this game."""
Potential = Callable[[GameState, int], float]
"""(state, seat) -> how well the seat stands, for reward shaping (e.g. its estimated lead)."""

PLAYED: Final = 1
"""`play`: the code was legal and was played."""
REFUSED: Final = 0
"""`play`: the code was not legal now; nothing changed."""


def zero_sum_returns(state: GameState) -> list[float]:
    """Zero-sum returns of a finished game: for each seat, (seats it ranks above - seats that rank
    above it) / (players - 1). Two players: +1 win, -1 loss, 0 shared; always in [-1, 1]."""
    ranks = state.result().ranks
    n = len(ranks)
    out: list[float] = []
    for r in ranks:
        above = 0
        for o in ranks:
            above += (r < o) - (o < r)
        out.append(above / (n - 1))
    return out


class Episode:
    """The learner's game (see the module docstring): `reset`, then `play` a code at a time while
    `deciding()`; `legal`/`codes` are the learner's legal actions and their codes."""

    def __init__(
        self,
        spec: GameSpec,
        num_players: int,
        options: Mapping[str, Any] | None,
        seat: int | None,
        opponents: AgentFactory,
        codec: ActionCodec,
        observer: Observer,
        max_steps: int,
        potential: Potential | None = None,
        shaping: float = 0.0,
    ) -> None:
        self.spec = spec
        self.num_players = num_players
        self.options = dict(options or {})
        self.fixed_seat = seat
        self.opponents = opponents
        self.codec = codec
        self.observer = observer
        self.max_steps = max_steps
        self.rng = random.Random(0)
        self.seat = 0 if seat is None else seat
        self.state: GameState = spec.new_game(num_players, self.options)
        self.agents: dict[int, Agent] = {}
        self.legal: list[Action] = []
        self.codes: list[int] = []
        self.steps = 0
        self.potential = potential
        self.shaping = shaping if potential is not None else 0.0
        self.standing = 0.0
        self.shaped = 0.0

    def _stand(self) -> float:
        """The learner's potential now (0 once the game is over, so shaping adds a constant to the
        return: Ng, Harada and Russell's potential-based shaping keeps the best policy)."""
        if self.potential is None or self.state.current_player() == TERMINAL:
            return 0.0
        return self.potential(self.state, self.seat)

    def reset(self, seed: int | None) -> None:
        """A new game: `seed` re-seeds the generator (None: it goes on). Chance and the other seats
        then move until the learner decides (or the game ends)."""
        rng = self.rng
        if seed is not None:
            rng.seed(seed)
        n = self.num_players
        self.seat = rng.randrange(n) if self.fixed_seat is None else self.fixed_seat
        self.state = self.spec.new_game(n, self.options)
        agents: dict[int, Agent] = {}
        index = 0
        for s in range(n):
            if s != self.seat:
                agents[s] = self.opponents(index, rng.getrandbits(63))
                index += 1
        self.agents = agents
        self.steps = 0
        self.advance()
        self.shaped = 0.0
        if self.shaping:
            self.standing = self._stand()

    def advance(self) -> None:
        """Chance and the other seats move until the learner must decide or the game ends."""
        state = self.state
        rng = self.rng
        seat = self.seat
        while True:
            player = state.current_player()
            if player == TERMINAL:
                self.legal = []
                self.codes = []
                return
            if player == CHANCE:
                state.apply_unchecked(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if player == seat:
                self.legal = legal
                self.codes = self.codec.encode_all(legal)
                return
            action = self.agents[player].act(Observation(state, player, legal))
            if action not in legal:
                raise IllegalActionError(f"the agent of seat {player} chose {action}, not legal")
            state.apply_unchecked(action)

    def deciding(self) -> bool:
        return self.state.current_player() == self.seat

    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def truncated(self) -> bool:
        """The learner has taken `max_steps` steps (legal or not) and the game goes on."""
        return self.steps >= self.max_steps and not self.over()

    def action(self, code: int) -> Action | None:
        """The legal action of `code` now, or None when it is not legal."""
        codes = self.codes
        for i in range(len(codes)):
            if codes[i] == code:
                return self.legal[i]
        return None

    def play(self, code: int) -> int:
        """One learner step: PLAYED (and the others move on) or REFUSED (nothing changed)."""
        self.steps += 1
        action = self.action(code)
        if action is None:
            return REFUSED
        self.state.apply_unchecked(action)
        self.advance()
        if self.shaping:
            now = self._stand()
            self.shaped = self.shaping * (now - self.standing)
            self.standing = now
        return PLAYED

    def reward(self) -> float:
        """The learner's zero-sum return once the game is over (0 before), plus the shaping of
        its last step (shaping x the change of its potential) when shaping is on."""
        shaped = self.shaped
        if self.state.current_player() != TERMINAL:
            return shaped
        return zero_sum_returns(self.state)[self.seat] + shaped

    def write(self, obs: Any, mask: Any) -> None:
        """The learner's observation into `obs` and its legal codes into `mask` (both zeroed
        buffers: a float32 and an int8 memoryview, say)."""
        deciding = self.state.current_player() == self.seat
        self.observer(self.state, self.seat, self.legal if deciding else None, obs)
        for c in self.codes:
            mask[c] = 1


def step_batch(
    episodes: list[Episode],
    codes: list[int],
    ended: list[bool],
    same_step: bool,
    obs: list[Any],
    masks: list[Any],
    rewards: Any,
    terminated: Any,
    truncated: Any,
    refused: list[int],
    finished: list[int],
) -> None:
    """One step of every episode, in one loop: episode i plays codes[i] (or, ended in the last
    step in "next step" autoreset, starts its next game and ignores the code), then writes its
    observation and mask into row i of the zeroed batch buffers `obs[i]`, `masks[i]`, and its
    reward and end flags into `rewards`, `terminated`, `truncated`. With `same_step`, an episode
    that ends is recorded in `finished` before it is reset (its final observation is the caller's
    to keep: it writes it first). Indices of refused (illegal) codes go to `refused`. `ended` is
    updated for the next call."""
    for i in range(len(episodes)):
        ep = episodes[i]
        if ended[i]:
            ep.reset(None)
            ended[i] = False
            rewards[i] = 0.0
            terminated[i] = False
            truncated[i] = False
        else:
            if ep.play(codes[i]) == REFUSED:
                refused.append(i)
                rewards[i] = -1.0
            else:
                rewards[i] = ep.reward()
            over = ep.over()
            cut = ep.truncated()
            terminated[i] = over
            truncated[i] = cut
            if over or cut:
                if same_step:
                    finished.append(i)
                    continue  # the caller writes the final observation, resets, writes again
                ended[i] = True
        ep.write(obs[i], masks[i])
