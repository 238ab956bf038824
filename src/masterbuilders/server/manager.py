"""All games of the server, the façade the routes call (issue 55): each job is a module of its own
under server/games/ (creation and seats, play and undo, finishing, rematch, automatic moves and
clocks, the supervisor under which no game can stay stuck, the cache of games in memory, the games
this instance holds, hints, health), as restore, reviews and turn mails are (issue 54). The
manager makes them, gives each what it needs, and answers the routes under the names they call.

Its effects go through ports (server/ports.py): the clock it reads, the bots it asks, the mail it
writes and the notices it pushes; the real ones by default, fakes in a test
(tests/server/fakes.py).

Every game always makes progress or says why: a failed write of an automatic move is retried with
backoff and shown as the game's `trouble` (health lists such games) until it passes; the
supervisor re-arms any game whose automatic moves are due and not running, whatever stopped them;
a player's own action is retried briefly, then refused with 503 (nothing applied)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Coroutine
from functools import partial
from typing import Any

from masterbuilders.i18n import DEFAULT
from masterbuilders.server.clock import SYSTEM
from masterbuilders.server.games.automatic import Automatic
from masterbuilders.server.games.background import Background
from masterbuilders.server.games.cache import Cache
from masterbuilders.server.games.creation import Creation, agent_spec, bot_levels
from masterbuilders.server.games.database import database
from masterbuilders.server.games.finishing import Finisher
from masterbuilders.server.games.health import Health, health
from masterbuilders.server.games.hints import Hints
from masterbuilders.server.games.holding import Holding
from masterbuilders.server.games.play import Play
from masterbuilders.server.games.rematch import Rematches
from masterbuilders.server.games.supervisor import Supervisor
from masterbuilders.server.mail import TurnMails
from masterbuilders.server.outbox import Outbox
from masterbuilders.server.ownership import Alone, Ownership
from masterbuilders.server.ports import Bots, Clock, Mailer, Notifier, Wake
from masterbuilders.server.ratings import bot_ratings, policy_ratings
from masterbuilders.server.restore import Unresumable, report
from masterbuilders.server.reviews import Reviews
from masterbuilders.server.session import GameSession, Subscriber
from masterbuilders.server.settings import Settings
from masterbuilders.server.storage import Store
from masterbuilders.server.writer import Writer


class Manager:
    """All sessions of the server, their persistence and their automatic moves. `mailer`: where
    turns are mailed (by default the outbox's turn mails, when the settings name a relay);
    `notifier`: who is told of a game's change (by default its WebSockets)."""

    def __init__(
        self,
        store: Store,
        bots: Bots,
        settings: Settings | None = None,
        owner: Ownership | None = None,
        clock: Clock = SYSTEM,
        mailer: Mailer | None = None,
        notifier: Notifier | None = None,
    ) -> None:
        self.settings = settings = settings or Settings()
        self.clock = clock
        """The games' time (server/ports.py): seat clocks, activity, stamps, retry deadlines."""
        self.owner: Ownership = owner or Alone()
        """Which games this instance may commit to (server/ownership.py)."""
        self.store = store
        self.bots = bots
        self.writer = Writer(store, settings.append_timeout_seconds)
        self.notifier: Notifier = notifier or Wake()
        self.reviews = Reviews(store, self.writer, bots, settings, clock, self.load, database)
        """Finished games' reviews (server/reviews.py)."""
        self.smtp = settings.smtp()
        """Where mails to players go out (None: no mail; server/mail.py)."""
        self.outbox = Outbox(store, self.smtp, settings.mail_retry_seconds, clock) if (
            self.smtp
        ) else None  # fmt: skip
        """Mails as rows, and their sender (server/outbox.py: issue 54)."""
        self.turn_mails: Mailer | None = mailer or (
            TurnMails(self.outbox, settings.public_url) if self.outbox else None
        )
        self.policies = settings.policy_table()
        """Trained policies offered as bots (Settings.policies): name -> path, game, players."""
        self.bot_ratings = policy_ratings(bot_ratings(), self.policies)
        """The computer levels' fixed ratings (server/ratings.py): game/players -> level, with
        the offered policies' own (`policy:NAME`) where the operator fitted them."""
        # the jobs (server/games/, issue 55), each given what it needs
        self.background = Background()
        self.sessions: dict[str, GameSession] = {}
        """Games in play, and finished ones somebody still watches."""
        self.holding = Holding(self.owner, clock, self.sessions, self.background, self.notify)
        self.cache = Cache(
            store, self.writer, settings, clock, self.sessions, self.holding,
            self.kick, self.mail_turn, self._finishing, self.notify,
        )  # fmt: skip
        self.creation = Creation(settings, clock, self.owner, self.sessions, self.policies)
        self.play = Play(
            store, self.writer, settings, clock, self.holding, self.creation,
            self.bot_levels, self.kick, self.notify, self._finishing,
        )  # fmt: skip
        self.finisher = Finisher(
            store, self.writer, settings, self.reviews, self.bot_ratings, self.background,
            self.holding.fenced, self.play.troubled, self.cache.retire_if_idle,
        )  # fmt: skip
        self.rematches = Rematches(
            self.creation, store, self.writer, partial(self.cache.open, stored=True), self.notify
        )
        self.automatic = Automatic(
            bots, settings, self.sessions, self.play.commit, self.play.hand_over,
            self.play.troubled, self.agent_spec,
        )  # fmt: skip
        self.hints = Hints(bots, settings)
        self.supervisor = Supervisor(
            store, self.writer, self.owner, clock, settings, self.sessions,
            self.cache.unresumable, self.kick, self.load, self.cache.abandoned_idle,
        )  # fmt: skip

    @property
    def finished(self) -> OrderedDict[str, GameSession]:
        """Finished games nobody watches, least recently used first (server/games/cache.py)."""
        return self.cache.finished

    @property
    def unresumable(self) -> dict[str, Unresumable]:
        """Stored games that cannot be resumed here (server/restore.py): health lists them."""
        return self.cache.unresumable

    @property
    def fencing(self) -> bool:
        """Several instances: every write of a game is fenced by its owner epoch."""
        return self.holding.fencing

    # ---- creation and restore -------------------------------------------------------------------
    async def create(
        self, body: dict[str, Any], client: str = ""
    ) -> tuple[GameSession, list[str | None]]:
        row, tokens = self.creation.new(body, client)
        session = await self.cache.open(row)
        session.client = client  # (its review counts against the client: server/reviews.py)
        return session, tokens

    async def rematch(self, session: GameSession, token: str | None) -> str:
        """The game its seats play next, one for all of them (server/games/rematch.py)."""
        return await self.rematches.ask(session, token)

    def restore(self) -> int:
        """Rebuild every unfinished game from its entries at start-up (server/games/cache.py)."""
        return self.cache.restore()

    async def load(self, game_id: str) -> GameSession:
        """A game in memory, or one loaded from storage (server/games/cache.py)."""
        return await self.cache.load(game_id)

    def lost(self, game_id: str | None, why: str = "its lock connection failed") -> None:
        """The instance no longer holds this game (server/games/holding.py)."""
        self.holding.lost(game_id, why)

    # ---- the server's life ----------------------------------------------------------------------
    async def start_owning(self) -> None:
        """Several instances: begin to hold games (before `start`)."""
        await self.owner.start(self.lost)

    def start(self) -> None:
        self.writer.start()
        for session in list(self.sessions.values()):
            if session.state.is_terminal():  # its last steps were stored, its result was not
                self._finishing(session)
            self.kick(session)
            self.mail_turn(session)  # a turn mail its last change should have written (a crash)
        if self.outbox:
            self.outbox.start()
        self.supervisor.start()
        self.background.spawn(self.reviews.resume())

    def run_later(self, work: Coroutine[Any, Any, Any]) -> None:
        """Work a request starts and does not wait for (a mail): kept until it ends; a failure
        is logged, never raised."""
        self.background.later(work)

    async def stop(self) -> None:
        self.supervisor.stop()
        self.reviews.stop()
        await self.owner.stop()
        for session in self.sessions.values():
            if session.advancing:
                session.advancing.cancel()
        await self.writer.stop()
        if self.outbox:
            await self.outbox.stop()

    # ---- acting (server/games/play.py) ----------------------------------------------------------
    async def submit(
        self,
        session: GameSession,
        token: str | None,
        version: Any,
        text: Any,
        claimed: Any = None,
        player: str | None = None,
    ) -> None:
        """`player`: the browser's claims.PLAYER_COOKIE (issue 54: who may claim the seat late)."""
        await self.play.submit(session, token, version, text, claimed, player)

    async def undo(self, session: GameSession, token: str | None, version: Any) -> None:
        await self.play.undo(session, token, version)

    async def new_token(self, session: GameSession, seat: int, name: str) -> str:
        """A new token for the seat, which is `name`'s from now on; its old one stops working."""
        return await self.play.new_token(session, seat, name)

    async def leave(self, session: GameSession, token: str | None, level: Any) -> None:
        """Hand the seat to a bot (a player who leaves)."""
        await self.play.leave(session, token, level)

    async def hint(self, session: GameSession, token: str | None) -> list[Any]:
        """Hints for the seat to move, within its share (server/games/hints.py)."""
        return await self.hints.ask(session, token)

    def _finishing(self, session: GameSession) -> None:
        """A game over: its result written, its review begun (server/games/finishing.py)."""
        self.finisher.finish(session)

    # ---- automatic moves ------------------------------------------------------------------------
    def kick(self, session: GameSession) -> None:
        """Make sure chance and bots move until a human must decide (server/games/automatic.py)."""
        self.automatic.kick(session)

    def health(self) -> Health:
        """What an operator needs at a glance (server/games/health.py)."""
        return health(
            instance=self.owner.instance,
            now=self.clock.time(),
            sessions=list(self.sessions.values()),
            finished_cached=len(self.cache.finished),
            abandoned=self.cache.abandoned,
            unresumable=report(self.cache.unresumable.values()),
            lost=self.holding.lost_games,
            losses=self.holding.losses,
            writer=self.writer,
            reviews=self.reviews.health(),
            bots=self.bots.health(),
        )

    # ---- subscribers ----------------------------------------------------------------------------
    def subscribe(self, session: GameSession, seat: int | None, lang: str = DEFAULT) -> Subscriber:
        sub = Subscriber(seat, lang)
        session.subscribers.append(sub)
        sub.wake.set()
        return sub

    def unsubscribe(self, session: GameSession, sub: Subscriber) -> None:
        if sub in session.subscribers:
            session.subscribers.remove(sub)
        self.cache.retire_if_idle(session)

    def bot_levels(self, game: str, players: int) -> tuple[str, ...]:
        """The bot levels a seat of `game` for `players` may have (server/games/creation.py)."""
        return bot_levels(self.policies, game, players)

    def agent_spec(self, level: str, game: str, players: int) -> str:
        """The agent that plays a bot seat of `level` (server/games/creation.py)."""
        return agent_spec(self.policies, level, game, players)

    def notify(self, session: GameSession) -> None:
        """A game changed: its watchers are told (the notifier), its turn may be mailed."""
        self.notifier.changed(session)
        self.mail_turn(session)

    def mail_turn(self, session: GameSession) -> None:
        """A change of the game, or a new game's seats given to their accounts: a turn come to a
        person's seat may be mailed (the mailer: server/mail.py)."""
        session.mail_again = False
        if self.turn_mails:
            self.turn_mails.notice(session)
