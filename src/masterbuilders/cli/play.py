"""`masterbuilders play`: a game in the terminal. Humans (one or several at one screen) and bots;
numbered choices that can also be typed as text; help, hint, log, undo, save and quit at every
prompt; `masterbuilders replay` steps through a saved game. The game's life is an engine `Match`
(chance, bot seeds, undo); a save file is its `GameRecord`."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markdown import Markdown
from rich.panel import Panel
from rich.text import Text

from masterbuilders.ai import analyze, make_agent
from masterbuilders.ai.agents import Bot
from masterbuilders.engine import (
    CHANCE,
    Action,
    GameRecord,
    GameState,
    MasterbuildersError,
    Match,
    Observation,
    ParseError,
    get_game,
    new_seed,
    parse_action,
)
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, level_said, localize
from masterbuilders.i18n import text as say
from masterbuilders.rules import cited, section

HUMAN = "you"
PROMPT: Final = Msg("cli-prompt")
"""Asked at each decision: a number, an action, or help, hint, log, undo, save FILE, quit."""
REPLAY_KEYS: Final = Msg("cli-replay-keys")


def seat_entry(kind: str) -> dict[str, Any]:
    """A seat of a terminal game as the record keeps it: 'you' is a human, anything else a bot."""
    return {"kind": "human"} if kind == HUMAN else {"kind": "bot", "level": kind}


def new_match(game: str, seats: list[str], seed: int | None) -> Match:
    """A new terminal game; bots are checked now, so a typo fails before the game starts."""
    spec = get_game(game)
    spec.new_game(len(seats))
    for kind in seats:
        if kind != HUMAN:
            make_agent(kind, 0)
    return Match(
        game, len(seats), new_seed() if seed is None else seed, seats=list(map(seat_entry, seats))
    )


def load_match(path: Path) -> Match:
    """A saved game: a game record, or a save file of the earlier terminal format (which kept
    'seats' as a list of names and every action with its actor)."""
    try:
        data = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise ParseError(f"{path} is not a masterbuilders save file: {exc}") from exc
    if isinstance(data, dict) and data.get("format") == 1 and "seats" in data:
        seats = list(data["seats"])
        data = {
            "format": 1,
            "game": data["game"],
            "num_players": len(seats),
            "seed": data["seed"],
            "seats": [seat_entry(s) for s in seats],
            "actions": [a for a, _ in data["actions"]],
        }
    record = GameRecord.from_json(data)
    if len(record.seats) != record.num_players:
        raise ParseError(f"{path} names no seats: it is a record to replay, not a game to resume")
    return Match.from_record(record)


REVIEW_PROMPT: Final = Msg("cli-review-prompt")


class TerminalGame:
    def __init__(
        self,
        match: Match,
        console: Console,
        delay: float,
        save_path: Path,
        io: Any = None,
        lang: str = DEFAULT,
    ) -> None:
        self.match = match
        self.lang = lang
        """The language the player reads (masterbuilders.i18n)."""
        self.console = console
        self.delay = delay
        self.save_path = save_path
        self.input = io or console.input
        self.seats = [s.get("level") or HUMAN for s in match.seats]
        self.seen = [match.state.log_size()] * match.num_players
        self.last_shown: int | None = None
        self.bots = {seat: Bot(kind) for seat, kind in enumerate(self.seats) if kind != HUMAN}

    @property
    def state(self) -> GameState:
        return self.match.state

    def say(self, msg: Msg | str) -> str:
        """`msg` in the player's language."""
        return say(msg, self.lang)

    def seat(self, seat: int) -> str:
        """A seat's name in the player's language."""
        return self.say(self.state.seat_said(seat))

    # ---- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        humans = [i for i, k in enumerate(self.seats) if k == HUMAN]
        while not self.state.is_terminal():
            player = self.state.current_player()
            if player == CHANCE:
                self.match.apply_chance()
                continue
            if player not in humans:
                obs = Observation(
                    self.state, player, self.state.legal_actions(), self.match.agent_seed(player)
                )
                action = self.bots[player].act(obs)
                said = Msg(
                    "cli-bot-move",
                    seat=self.state.seat_said(player),
                    level=level_said(self.seats[player]),
                    action=self.state.describe_action(action),
                )
                self.console.print(self.say(said), style="dim", markup=False)
                self.match.apply(action, player)
                if self.delay:
                    time.sleep(self.delay)
                continue
            if self._human(player, hotseat=len(humans) > 1) == "quit":
                return 1
        final = Text(self.state.render(None, self.lang))
        self.console.print(Panel(final, title=self.say(Msg("cli-final-position"))))
        result = self.state.result()
        for seat in sorted(range(self.match.num_players), key=lambda i: result.ranks[i]):
            self.console.print(
                self.say(
                    Msg(
                        "cli-final-rank",
                        rank=result.ranks[seat],
                        seat=self.seat(seat),
                        score=result.scores[seat],
                    )
                )
            )
        self.console.print(self.say(Msg("cli-game-over")))
        self.save(self.save_path, quiet=True)
        self._offer_review(humans)
        return 0

    def _offer_review(self, humans: list[int]) -> None:
        """At the end, the review of the people's decisions, if they want it (analysis.review)."""
        from masterbuilders.analysis import winprob
        from masterbuilders.analysis.review import DEFAULT, ONE_STEP
        from masterbuilders.cli.reviewing import print_review, run_review

        model = winprob.load(self.match.game)
        if not humans or model is None or self.match.num_players not in model.fits:
            return
        try:
            answer = self.input(self.say(REVIEW_PROMPT))
        except EOFError:
            return
        answer = answer.strip().lower()
        if answer not in ("y", "yes", "q", "quick"):
            return
        analysis = ONE_STEP if answer.startswith("q") else DEFAULT
        record = self.match.record()
        result = run_review(record, self.console, humans, analysis)
        print_review(result, record, self.console, humans, self.lang)
        again = Msg("cli-review-again", command=f"masterbuilders review {self.save_path}")
        self.console.print(self.say(again), markup=False)

    def _human(self, seat: int, hotseat: bool) -> str:
        name = self.seat(seat)
        if hotseat and self.last_shown != seat:
            self.console.clear()
            self.input(self.say(Msg("cli-pass-screen", seat=name)))
        self.last_shown = seat
        self._show(seat)
        while True:
            text = self.input(self.say(PROMPT)).strip()
            try:
                outcome = self._command(seat, text)
            except MasterbuildersError as exc:  # the refusal in the player's language
                self.console.print(self.say(exc.said), style="red", markup=False)
                continue
            if outcome in ("acted", "quit"):
                return outcome
            if outcome == "redraw":
                self._show(seat)

    def _show(self, seat: int) -> None:
        legal = self.state.legal_actions()
        self.console.print(
            Panel(
                Text(self.state.render(seat, self.lang)),
                title=self.say(Msg("cli-to-decide", seat=self.seat(seat))),
            )
        )
        news = self.state.log_for(seat, self.seen[seat])
        if news:
            self.console.print(self.say(Msg("cli-since")), style="bold", markup=False)
            for line in news[-40:]:
                self.console.print(f"  {say(line, self.lang)}", markup=False)
        decision = say(self.state.describe_decision(), self.lang)
        self.console.print(decision, style="bold", markup=False)
        for i, action in enumerate(legal, 1):
            choice = Text(f"  {i:>2}. {say(self.state.describe_action(action), self.lang)}")
            choice.append(f"  {action}", style="dim")
            self.console.print(choice)

    def _command(self, seat: int, text: str) -> str:
        word, _, arg = text.partition(" ")
        legal = self.state.legal_actions()
        if not text:
            raise MasterbuildersError(self.say(Msg("cli-type-something")))
        if text.isdecimal() and text.isascii():
            n = int(text)
            if not 1 <= n <= len(legal):
                raise MasterbuildersError(self.say(Msg("cli-choose-number", n=len(legal))))
            return self._act(seat, legal[n - 1])
        if word == "help":
            self._help()
            return "stay"
        if word == "hint":
            obs = Observation(self.state, seat, legal, self.match.agent_seed(seat))
            for c in analyze(obs, seed=obs.seed)[:5]:
                then = "; ".join(str(localize(m, self.lang)) for m in c.line[1:])
                hint = Msg(
                    "cli-hint",
                    action=self.state.describe_action(c.action),
                    typed=str(c.action),
                    win=f"{100 * c.win_probability:.0f}",
                    score=f"{c.expected_score:.1f}",
                    then=Msg("cli-hint-then", line=then) if then else "",
                )
                self.console.print(f"  {self.say(hint)}", markup=False)
            return "stay"
        if word == "log":
            for line in self.state.log_for(seat)[-60:]:
                self.console.print(f"  {say(line, self.lang)}", markup=False)
            return "stay"
        if word == "undo":
            self.match.undo(seat)
            self.console.print(self.say(Msg("cli-undone")), style="yellow", markup=False)
            return "redraw"
        if word == "save":
            if not arg:
                raise MasterbuildersError(self.say(Msg("cli-save-where")))
            self.save(Path(arg))
            return "stay"
        if word == "quit":
            self.save(self.save_path)
            return "quit"
        action = parse_action(text)
        self.state.check(action, seat)
        return self._act(seat, action)

    def _act(self, seat: int, action: Action) -> str:
        self.match.apply(action, seat)
        self.seen[seat] = self.state.log_size()
        return "acted" if self.state.current_player() != seat else "redraw"

    def _help(self) -> None:
        decision = say(self.state.describe_decision(), self.lang)
        self.console.print(decision, style="bold", markup=False)
        for number in cited(decision):
            rule = section(self.match.game, number)
            if rule:
                # (the rules are written in English only: a reader of another language is told)
                title = Msg("cli-rules-english" if self.lang != DEFAULT else "cli-rules", n=number)
                self.console.print(Panel(Markdown(rule), title=self.say(title)))

    def save(self, path: Path, quiet: bool = False) -> None:
        self.match.record().save(path)
        if not quiet:
            self.console.print(self.say(Msg("cli-saved", path=str(path))), markup=False)


def replay(
    path: Path, console: Console, seat: int | None, io: Any = None, lang: str = DEFAULT
) -> None:
    """Step through a saved game (a save file or a game record) forwards and backwards."""
    ask = io or console.input
    data = json.loads(path.read_text())
    if isinstance(data, dict) and data.get("format") == 1 and "num_players" not in data:
        record = load_match(path).record()  # a save file of the earlier terminal format
    else:
        record = GameRecord.from_json(data)
    states: list[GameState] = list(record.states())
    step = 0
    while True:
        state = states[step]
        who = say(Msg("cli-spectator") if seat is None else state.seat_said(seat), lang)
        title = say(Msg("cli-step", step=step, last=len(states) - 1, who=who), lang)
        console.print(Panel(Text(state.render(seat, lang)), title=title))
        if step:
            before = states[step - 1]
            actor = before.current_player()
            by = Msg("cli-chance") if actor == CHANCE else before.seat_said(actor)
            said = before.describe_action(record.actions[step - 1])
            console.print(say(Msg("cli-last-action", by=by, said=said), lang), markup=False)
        text = ask(say(REPLAY_KEYS, lang)).strip()
        word, _, arg = text.partition(" ")
        if word in ("", "n"):
            step = min(step + 1, len(states) - 1)
        elif word == "p":
            step = max(step - 1, 0)
        elif word == "f":
            step = 0
        elif word == "l":
            step = len(states) - 1
        elif word == "g" and arg.isdecimal() and arg.isascii():
            step = max(0, min(int(arg), len(states) - 1))
        elif word == "seat":
            seat = (
                None
                if arg == "spectator"
                else int(arg)
                if arg.isdecimal() and arg.isascii() and int(arg) < record.num_players
                else seat
            )
        elif word == "q":
            return
        else:
            console.print(say(Msg("cli-unknown-command"), lang), style="red", markup=False)
