"""`masterbuilders play`: a game in the terminal. Humans (one or several at one screen) and bots;
numbered choices that can also be typed as text; help, hint, log, undo, save and quit at every
prompt; `masterbuilders replay` steps through a saved game."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from masterbuilders.ai import analyze, make_agent
from masterbuilders.engine import (
    CHANCE,
    Action,
    GameRecord,
    GameState,
    MasterbuildersError,
    Observation,
    get_game,
    parse_action,
    sample_chance,
)
from masterbuilders.rules import cited, section

SAVE_FORMAT = 1
HUMAN = "you"
PROMPT = "Your choice (number or action; help, hint, log, undo, save FILE, quit): "


@dataclass
class Session:
    """A terminal game: its seats ('you' or a bot level), seed and effective actions with actors."""

    game: str
    seats: list[str]
    seed: int
    actions: list[tuple[str, int | None]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game,
            "seats": self.seats,
            "seed": self.seed,
            "actions": [[a, s] for a, s in self.actions],
        }

    @staticmethod
    def load(path: Path) -> Session:
        data = json.loads(path.read_text())
        if data.get("format") != SAVE_FORMAT or "seats" not in data:
            raise MasterbuildersError(f"{path} is not a masterbuilders save file")
        return Session(
            data["game"],
            list(data["seats"]),
            int(data["seed"]),
            [(a, s) for a, s in data["actions"]],
        )

    def record(self) -> GameRecord:
        return GameRecord(
            self.game, len(self.seats), {}, self.seed, [parse_action(a) for a, _ in self.actions]
        )


class TerminalGame:
    def __init__(
        self, session: Session, console: Console, delay: float, save_path: Path, io: Any = None
    ) -> None:
        self.s = session
        self.console = console
        self.delay = delay
        self.save_path = save_path
        self.input = io or console.input
        self.state = session.record().replay()
        self.seen = [self.state.log_size()] * len(session.seats)
        self.last_shown: int | None = None
        self.agents = {
            seat: make_agent(kind, session.seed * 1009 + seat)
            for seat, kind in enumerate(session.seats)
            if kind != HUMAN
        }

    # ---- the loop --------------------------------------------------------------------------------
    def run(self) -> int:
        humans = [i for i, k in enumerate(self.s.seats) if k == HUMAN]
        while not self.state.is_terminal():
            player = self.state.current_player()
            if player == CHANCE:
                rng = random.Random(f"chance:{self.s.seed}:{len(self.s.actions)}")
                self._apply(sample_chance(self.state, rng), None)
                continue
            if player not in humans:
                obs = Observation(self.state, player, self.state.legal_actions())
                # seeded by the position, so a resumed game continues exactly as it would have
                agent = make_agent(self.s.seats[player], self.s.seed * 1009 + len(self.s.actions))
                action = agent.act(obs)
                who = f"{self.state.seat_name(player)} ({self.s.seats[player]}): {action}"
                self.console.print(who, style="dim", markup=False)
                self._apply(action, player)
                if self.delay:
                    time.sleep(self.delay)
                continue
            if self._human(player, hotseat=len(humans) > 1) == "quit":
                return 1
        self.console.print(Panel(Text(self.state.render(None)), title="Final position"))
        result = self.state.result()
        for seat in sorted(range(len(self.s.seats)), key=lambda i: result.ranks[i]):
            self.console.print(
                f"#{result.ranks[seat]} {self.state.seat_name(seat)}: {result.scores[seat]} VP"
            )
        self.console.print("GAME OVER")
        self.save(self.save_path, quiet=True)
        return 0

    def _apply(self, action: Action, actor: int | None) -> None:
        self.state.apply(action)
        self.s.actions.append((str(action), actor))

    def _human(self, seat: int, hotseat: bool) -> str:
        name = self.state.seat_name(seat)
        if hotseat and self.last_shown != seat:
            self.console.clear()
            self.input(f"Pass the screen to {name}, then press Enter. ")
        self.last_shown = seat
        self._show(seat)
        while True:
            text = self.input(PROMPT).strip()
            try:
                outcome = self._command(seat, text)
            except MasterbuildersError as exc:
                self.console.print(str(exc), style="red", markup=False)
                continue
            if outcome in ("acted", "quit"):
                return outcome
            if outcome == "redraw":
                self._show(seat)

    def _show(self, seat: int) -> None:
        legal = self.state.legal_actions()
        self.console.print(
            Panel(Text(self.state.render(seat)), title=f"{self.state.seat_name(seat)} to decide")
        )
        news = self.state.log_for(seat, self.seen[seat])
        if news:
            self.console.print("[bold]Since your last decision:[/]")
            for line in news[-40:]:
                self.console.print(f"  {line}", markup=False)
        self.console.print(self.state.describe_decision(), style="bold", markup=False)
        for i, action in enumerate(legal, 1):
            self.console.print(f"  {i:>2}. {action}", markup=False)

    def _command(self, seat: int, text: str) -> str:
        word, _, arg = text.partition(" ")
        legal = self.state.legal_actions()
        if not text:
            raise MasterbuildersError("type the number of a choice, an action, or 'help'")
        if text.isdigit():
            n = int(text)
            if not 1 <= n <= len(legal):
                raise MasterbuildersError(f"choose a number from 1 to {len(legal)}")
            return self._act(seat, legal[n - 1])
        if word == "help":
            self._help()
            return "stay"
        if word == "hint":
            cands = analyze(Observation(self.state, seat, legal), seed=len(self.s.actions))
            for c in cands[:5]:
                then = "; ".join(map(str, c.line[1:]))
                self.console.print(
                    f"  {c.action}: win {100 * c.win_probability:.0f}%, "
                    f"score {c.expected_score:.1f}" + (f" (then {then})" if then else ""),
                    markup=False,
                )
            return "stay"
        if word == "log":
            for line in self.state.log_for(seat)[-60:]:
                self.console.print(f"  {line}", markup=False)
            return "stay"
        if word == "undo":
            return self._undo(seat)
        if word == "save":
            if not arg:
                raise MasterbuildersError("say where: save FILE")
            self.save(Path(arg))
            return "stay"
        if word == "quit":
            self.save(self.save_path)
            return "quit"
        action = parse_action(text)
        self.state.check(action, seat)
        return self._act(seat, action)

    def _act(self, seat: int, action: Action) -> str:
        self._apply(action, seat)
        self.seen[seat] = self.state.log_size()
        return "acted" if self.state.current_player() != seat else "redraw"

    def _undo(self, seat: int) -> str:
        """Board Game Arena's policy: your own last decision, while you are still to move; never
        back across a random draw or another seat's move."""
        if not self.s.actions or self.s.actions[-1][1] != seat:
            raise MasterbuildersError(
                "undo is possible only for your own last decision in this turn, never after a random draw"
            )
        self.s.actions.pop()
        self.state = self.s.record().replay()
        self.console.print("[yellow]Undone.[/]")
        return "redraw"

    def _help(self) -> None:
        text = self.state.describe_decision()
        self.console.print(text, style="bold", markup=False)
        for number in cited(text):
            rule = section(self.s.game, number)
            if rule:
                self.console.print(Panel(Text(rule), title=f"Rules §{number}"))

    def save(self, path: Path, quiet: bool = False) -> None:
        path.write_text(json.dumps(self.s.to_json(), indent=1) + "\n")
        if not quiet:
            self.console.print(f"Saved to {path}")


def replay(path: Path, console: Console, seat: int | None, io: Any = None) -> None:
    """Step through a saved game (a save file or a game record) forwards and backwards."""
    ask = io or console.input
    data = json.loads(path.read_text())
    record = Session.load(path).record() if "seats" in data else GameRecord.from_json(data)
    states: list[GameState] = list(record.states())
    step = 0
    while True:
        state = states[step]
        who = "spectator" if seat is None else state.seat_name(seat)
        console.print(
            Panel(Text(state.render(seat)), title=f"step {step} of {len(states) - 1} ({who})")
        )
        if step:
            console.print(f"last action: {record.actions[step - 1]}", markup=False)
        text = ask("[n]ext, [p]revious, [f]irst, [l]ast, g N, seat K|spectator, q: ").strip()
        word, _, arg = text.partition(" ")
        if word in ("", "n"):
            step = min(step + 1, len(states) - 1)
        elif word == "p":
            step = max(step - 1, 0)
        elif word == "f":
            step = 0
        elif word == "l":
            step = len(states) - 1
        elif word == "g" and arg.isdigit():
            step = max(0, min(int(arg), len(states) - 1))
        elif word == "seat":
            seat = (
                None
                if arg == "spectator"
                else int(arg)
                if arg.isdigit() and int(arg) < record.num_players
                else seat
            )
        elif word == "q":
            return
        else:
            console.print("[red]unknown command[/]")


def new_session(game: str, seats: list[str], seed: int | None) -> Session:
    spec = get_game(game)
    spec.new_game(len(seats))
    for kind in seats:
        if kind != HUMAN:
            make_agent(kind, 0)
    return Session(game, seats, seed if seed is not None else random.randrange(2**31))
