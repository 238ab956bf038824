"""A balance study: many games between equal (or chosen) seats, seats rotated and seeded, each
game traced (its shape, its outcome, what each seat took and when), and the figures players and
designers argue about computed from the traces: first-seat advantage, which cards win, how long
games run, how a game goes over time (each seat's win probability, score and resources at the end
of every round: lead changes, decisiveness, drama), which uncertain data values matter (games
replayed on the same seeds with one value changed), what each card or board location is worth to
a seat (restricted play: one seat forbidden it, on the same seeds and seats, analysis.restricted), and
in a study of mixed agents each agent's win rate and mean rank. `masterbuilders study` runs it;
`study_report` writes the HTML.

Files in the study's directory: `config.json` (what it plays), `games.jsonl`, `variants.jsonl` and
`restricted.jsonl` (one traced game per line, so an interrupted study resumes where it stopped and
a larger `games` extends it), `study.json` (every figure, computed from those lines only),
`games.csv` (one row per game), `report.html`, and while a run plays `study.lock` (locked by it:
two cannot run at once)."""

from __future__ import annotations

import csv
import importlib
import json
import math
import os
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from fnmatch import fnmatch
from itertools import pairwise
from multiprocessing import get_context
from pathlib import Path
from typing import Any, Final

from masterbuilders.ai.arena import lineups, ray_map, wilson
from masterbuilders.ai.values import Weights, estimates, softmax
from masterbuilders.analysis import winprob
from masterbuilders.analysis.restricted import (
    CARD,
    RestrictedAgent,
    Subject,
    forbidding,
    subjects,
)
from masterbuilders.analysis.rundir import check_out, write_atomic
from masterbuilders.analysis.rundir import lock as lock_dir
from masterbuilders.analysis.stats import annotate, correct, p_rate, z_interval
from masterbuilders.engine import CHANCE, Action, GameState, Match, get_game, play_match
from masterbuilders.engine.data import VARIANT_ENV
from masterbuilders.engine.study import Experiment, StudyHooks, experiments, named_experiment

SMALL_SAMPLE = 30
"""Fewer seat-games than this on either side of a comparison: the report warns."""
Z95 = 1.96


def hooks_of(game: str) -> StudyHooks:
    """The study hooks the game declares (`GameSpec.study`)."""
    spec = get_game(game)
    if not spec.study:
        raise ValueError(f"{spec.title} declares no study hooks (GameSpec.study)")
    hooks: StudyHooks = importlib.import_module(spec.study).HOOKS
    return hooks


@dataclass(frozen=True)
class StudyConfig:
    """What a study plays: the game, seats, agents (one name: every seat plays it; several: seats
    rotated as in a tournament), games, the first seed, games per data experiment (on the
    uncertain values `values` chooses and on those `experiments` names), and games per card or
    board location that one seat is forbidden (restricted play)."""

    game: str
    players: int
    agents: tuple[str, ...]
    games: int
    seed: int = 1
    variant_games: int = 0
    values: str = "*"
    """Which uncertain values the experiments change: a pattern of their paths (fnmatch)."""
    command: str = ""
    restricted_games: int = 0
    """Games per card or board location with one seat forbidden it (0: no restricted play)."""
    experiments: tuple[tuple[str, Any], ...] = ()
    """Data experiments on values one names, whatever their mark, each (path, the value to play),
    e.g. ("numbers.starting_vp", [2, 7]) (`parse_experiment` reads `path=JSON`): played on the
    study's first `variant_games` seeds like the uncertain values (and instead of the pattern's
    experiment on the same path), reported with them."""

    def lineup(self, index: int) -> tuple[str, ...]:
        if len(self.agents) == 1:
            return self.agents * self.players
        plan = lineups(self.agents, self.players)
        return plan[index % len(plan)]

    def jobs(self) -> list[Job]:
        """Every game of the study: game `i` has seed `seed + i` and the `i`-th lineup, whatever
        the number of games, so a study extended with more games equals one played in one go."""
        return [Job(self.game, self.lineup(i), i, self.seed + i) for i in range(self.games)]

    def variant_jobs(self, exp: Experiment) -> list[Job]:
        return [
            Job(self.game, self.lineup(i), i, self.seed + i, exp.path, exp.alternative)
            for i in range(self.variant_games)
        ]

    def restricted_jobs(self, subject: Subject) -> list[Job]:
        """Game `i` forbids `subject` to seat `i % players`, on the seed and lineup of the study's
        own game `i` (its pair, where every seat plays the standard agent)."""
        return [
            Job(
                self.game,
                self.lineup(i),
                i,
                self.seed + i,
                restricted=subject.key,
                seat=i % self.players,
            )
            for i in range(self.restricted_games)
        ]


@dataclass(frozen=True)
class Job:
    game: str
    lineup: tuple[str, ...]
    index: int
    seed: int
    variant: str = ""
    """The data value's path this game changes ('' for the data as it is)."""
    value: Any = None
    restricted: str = ""
    """What seat `seat` is forbidden in this game: a restricted-play subject's key ('' for
    nothing)."""
    seat: int = 0


def trace_game(job: Job) -> dict[str, Any]:
    """Play one game and trace it (a top-level function so worker processes can run it). A game
    with a changed data value comes back as {'error': ...} if the process plays another value,
    if the game's data loader refuses the value (then also 'not_measurable': the reason is the
    loader's), or if the engine fails on it."""
    if not job.variant:
        return _trace(job)
    try:
        _check_variant(job)
    except RuntimeError as exc:
        return _failed(job, f"{type(exc).__name__}: {exc}")
    try:
        hooks_of(job.game)
        get_game(job.game).new_game(len(job.lineup))
    except Exception as exc:
        return {**_failed(job, str(exc)), "not_measurable": True}
    try:
        return _trace(job)
    except Exception as exc:
        return _failed(job, f"{type(exc).__name__}: {exc}")


def _failed(job: Job, error: str) -> dict[str, Any]:
    return {"index": job.index, "seed": job.seed, "variant": job.variant, "error": error}


MODEL = "model"
"""`time.from` of a game whose win probabilities come from the calibrated model (analysis.winprob)."""
EVALUATION = "evaluation"
"""`time.from` of a game whose win probabilities are the softmax of the game's evaluation (its
estimated final scores at the search temperature): where no model is trained for the game at its
number of players."""


def win_chances(game: str, players: int) -> tuple[str, Callable[[GameState], list[float]]]:
    """Where a study's win probabilities come from (`MODEL` or `EVALUATION`) and the function that
    gives each seat's from a state (a finished game: its shares of the win)."""
    model = winprob.load(game)
    if model is not None and players in model.fits:
        return MODEL, model.probabilities
    spec = get_game(game)
    params = Weights(tuned=True).resolve(game)

    def evaluated(state: GameState) -> list[float]:
        if state.is_terminal():
            winners = state.result().winners
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(players)]
        return softmax(estimates(state, params), spec.search.temperature)

    return EVALUATION, evaluated


class _Tracer:
    """Watches a game step by step (engine.runner.Watcher): decisions and their choices by kind,
    chance draws, hidden facts, and the round each card was taken or came up in; with `chances`
    (`win_chances`), at the end of each round every seat's win probability, score and resources
    (`rounds`)."""

    def __init__(
        self,
        hooks: StudyHooks,
        seats: int,
        chances: tuple[str, Callable[[GameState], list[float]]] | None = None,
    ) -> None:
        self.hooks = hooks
        self.chances = chances
        self.rounds: list[tuple[list[float], list[int], list[dict[str, int]]]] = []
        """Per round played, at its end: each seat's win probability, score and resources."""
        self.decisions = [0] * seats
        self.hidden_decisions = [0] * seats
        self.hidden_facts = [0] * seats
        self.kinds: dict[str, Counter[int]] = {}
        self.chance = 0
        self.acquired: list[dict[str, int]] = [{} for _ in range(seats)]
        self.revealed: dict[str, int] = {}
        self.first = -1
        self.last_round = 0
        """The round of the step last taken (0: none yet)."""

    def __call__(self, state: GameState, player: int, legal: list[Action]) -> None:
        self.settle(state)
        hooks = self.hooks
        now = hooks.round_of(state)
        if self.last_round and now != self.last_round:
            self.round_ended(state)
        self.last_round = now
        if player == CHANCE:
            self.chance += 1
            return
        if self.first < 0:
            self.first = hooks.first_player(state)
        self.kinds.setdefault(hooks.decision_kind(state), Counter())[len(legal)] += 1
        self.decisions[player] += 1
        facts = hooks.hidden(state, player)
        self.hidden_decisions[player] += facts > 0
        self.hidden_facts[player] += facts

    def round_ended(self, state: GameState) -> None:
        """Note the seats' chances, scores and resources in `state`, the first after a round (or
        the finished game)."""
        if self.chances is None:
            return
        hooks = self.hooks
        scores = hooks.scores(state) if hooks.scores else []
        held = hooks.resources(state) if hooks.resources else []
        self.rounds.append(([round(p, 3) for p in self.chances[1](state)], scores, held))

    def time(self) -> dict[str, Any]:
        """The game's course, round by round (the trace's `time`): where the win probabilities
        come from, the resources' names, and per round played (the last: the final result) each
        seat's win probability (3 decimals), score and resources (in the names' order)."""
        assert self.chances is not None
        names = list(self.rounds[0][2][0]) if self.rounds and self.rounds[0][2] else []
        return {
            "from": self.chances[0],
            "resources": names,
            "win": [win for win, _, _ in self.rounds],
            "score": [scores for _, scores, _ in self.rounds] if self.hooks.scores else [],
            "held": [[[seat[k] for k in names] for seat in held] for _, _, held in self.rounds]
            if names
            else [],
        }

    def settle(self, state: GameState) -> None:
        """Cards held or come up after the last step count as taken in that step's round."""
        if not self.last_round:
            return
        now = self.last_round
        for seat, held in enumerate(self.hooks.holdings(state)):
            for card in held:
                if card in self.hooks.cards:
                    self.acquired[seat].setdefault(card, now)
        for card in self.hooks.revealed(state):
            self.revealed.setdefault(card, now)


def job_agents(job: Job) -> list[Any]:
    """The agents of a study's game: each seat's level or spec played `untimed` (a study is
    reproducible from its seed whatever the machine's load), the restricted seat's wrapped."""
    from masterbuilders.ai.agents import Bot, untimed

    agents: list[Any] = [Bot(untimed(job.game, name)) for name in job.lineup]
    if job.restricted:
        agents[job.seat] = RestrictedAgent(
            untimed(job.game, job.lineup[job.seat]), forbidding(hooks_of(job.game), job.restricted)
        )
    return agents


def _trace(job: Job) -> dict[str, Any]:
    hooks = hooks_of(job.game)
    seats = len(job.lineup)
    own = not job.variant and not job.restricted
    tracer = _Tracer(hooks, seats, win_chances(job.game, seats) if own else None)
    match = Match(job.game, len(job.lineup), job.seed)
    agents = job_agents(job)
    restricted = agents[job.seat] if job.restricted else None
    played = play_match(match, agents, watch=tracer)
    tracer.settle(played.state)
    tracer.round_ended(played.state)
    result = played.result
    trace = {
        "index": job.index,
        "seed": job.seed,
        "variant": job.variant,
        "lineup": list(job.lineup),
        "scores": list(result.scores),
        "ranks": list(result.ranks),
        "tiebreaks": [list(t) for t in result.tiebreaks],
        "rounds": result.rounds,
        "ended_by": result.ended_by,
        "first": tracer.first,
        "decisions": tracer.decisions,
        "chance": tracer.chance,
        "hidden_decisions": tracer.hidden_decisions,
        "hidden_facts": tracer.hidden_facts,
        "kinds": {
            k: {str(b): c for b, c in sorted(v.items())} for k, v in sorted(tracer.kinds.items())
        },
        "acquired": [sorted(a.items()) for a in tracer.acquired],
        "revealed": sorted(tracer.revealed.items()),
    }
    if tracer.chances is not None:
        trace["time"] = tracer.time()
    if restricted is not None:
        trace["restricted"] = job.restricted
        trace["seat"] = job.seat
        trace["overridden"] = restricted.overridden
        trace["forced"] = restricted.forced
    return trace


def _check_variant(job: Job) -> None:
    """The process really plays the changed value (its data was loaded with `VARIANT_ENV`)."""
    changes = json.loads(os.environ.get(VARIANT_ENV, "{}")).get(job.game, {})
    if changes.get(job.variant) != job.value:
        raise RuntimeError(f"this process does not play {job.variant} = {job.value!r}")


# ---- running -------------------------------------------------------------------------------------
LOCK = "study.lock"
"""The file a run holds locked (`fcntl.flock`) in the study's directory while it plays."""
GROWS = ("games", "variant_games", "restricted_games")
"""What a run may change of the study in its directory: only more games, which extend it."""
_RECORD_START = '{"index": '
"""How every traced game's line begins (`trace_game` puts the index first)."""


def _decode(line: str) -> tuple[dict[str, Any], str] | None:
    """A log line's traced game and its text. A line that does not decode is one cut short by an
    interruption, perhaps with a whole record written right after it (by a run before the logs
    were repaired on resume): that record, if there is one, is kept."""
    start = 0
    while start >= 0:
        text = line[start:]
        with suppress(json.JSONDecodeError):
            record = json.loads(text)
            if isinstance(record, dict) and isinstance(record.get("index"), int):
                return record, text
        start = line.find(_RECORD_START, start + 1)
    return None


def _records(text: str) -> list[tuple[dict[str, Any], str]]:
    """The traced games of a log's text with their lines: each game once (the first of its
    (variant, restriction, index)), without the lines that hold no whole record."""
    kept: dict[tuple[str, str, int], tuple[dict[str, Any], str]] = {}
    for line in text.splitlines():
        found = _decode(line)
        if found:
            record = found[0]
            key = (str(record.get("variant", "")), str(record.get("restricted", "")))
            kept.setdefault((*key, record["index"]), found)
    return list(kept.values())


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The traced games a file holds, each (variant, restriction, index) once, but for a line cut
    short by an interruption: two runs in one directory never count a game twice."""
    if not path.exists():
        return []
    return [record for record, _ in _records(path.read_text(errors="replace"))]


def _repair(path: Path) -> list[dict[str, Any]]:
    """`read_lines`, with the file rewritten to hold exactly those games, one a line, where it
    holds anything else (a cut last line, a duplicate): the next record starts a line of its own
    and every whole record is kept."""
    if not path.exists():
        return []
    text = path.read_text(errors="replace")
    kept = _records(text)
    clean = "".join(line + "\n" for _, line in kept)
    if clean != text:
        write_atomic(path, clean)
    return [record for record, _ in kept]


@contextmanager
def _env(name: str, value: str) -> Iterator[None]:
    old = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            del os.environ[name]
        else:
            os.environ[name] = old


def _results(
    jobs: list[Job], workers: int, backend: str, env: str = ""
) -> Iterator[dict[str, Any]]:
    """Traced games of `jobs`, in the order they finish. With a changed data value (`env`: the
    `VARIANT_ENV` text) every game runs in a process started with it."""
    if not jobs:
        return
    if backend == "ray":
        yield from ray_map(trace_game, jobs, {VARIANT_ENV: env} if env else None)
        return
    if workers <= 1 and not env:
        yield from (trace_game(j) for j in jobs)
        return
    if env:
        with _env(VARIANT_ENV, env):
            pool = get_context("spawn").Pool(max(1, workers))
    else:
        pool = get_context("fork").Pool(workers)
    try:
        yield from pool.imap_unordered(trace_game, jobs)
    finally:
        pool.close()
        pool.join()


def parse_experiment(text: str) -> tuple[str, Any]:
    """A named data experiment as written on the command line, `path=value` with the value in
    JSON (`numbers.starting_vp=[2,7]`, `craftsmen.sculptor-r4.cost=3`, `x.flag=true`): its path
    and value. A ValueError (one line) for anything else."""
    path, eq, value = text.partition("=")
    path = path.strip()
    if not eq or not path or any(c.isspace() for c in path):
        raise ValueError(
            f"--experiment {text!r} is not PATH=VALUE (e.g. numbers.starting_vp=[2,7])"
        )
    try:
        return path, json.loads(value)
    except json.JSONDecodeError:
        raise ValueError(
            f"--experiment {text!r}: the value {value.strip()!r} is not JSON "
            '(e.g. 3, true, [2,7], "text")'
        ) from None


def named_experiments(config: StudyConfig) -> list[Experiment]:
    """The experiments `config.experiments` names (engine.study.named_experiment): a ValueError
    (one line, naming the option) for a path that names no value or several, the data's own
    value, or two experiments on one value."""
    if not config.experiments:
        return []
    hooks = hooks_of(config.game)
    out: list[Experiment] = []
    for path, value in config.experiments:
        try:
            value = json.loads(json.dumps(value))
        except (TypeError, ValueError):
            raise ValueError(f"--experiment {path}: the value {value!r} is not JSON") from None
        try:
            exp = named_experiment(hooks, path, value)
        except ValueError as exc:
            title = get_game(config.game).title
            raise ValueError(f"--experiment {path}={json.dumps(value)} ({title}): {exc}") from None
        if any(e.path == exp.path for e in out):
            raise ValueError(f"--experiment names {exp.path} twice: one experiment per value")
        out.append(exp)
    return out


def chosen_experiments(config: StudyConfig) -> list[Experiment]:
    """The data experiments the study runs: those it names (`StudyConfig.experiments`), then the
    measurable values its pattern chooses (but those it names)."""
    if not config.variant_games:
        return []
    named = named_experiments(config)
    paths = {e.path for e in named}
    measurable, _ = experiments(hooks_of(config.game))
    return named + [e for e in measurable if fnmatch(e.path, config.values) and e.path not in paths]


def restricted_subjects(config: StudyConfig) -> list[Subject]:
    """What restricted play forbids, one at a time: every card a seat can claim and every board
    location (none without restricted games)."""
    if not config.restricted_games:
        return []
    return subjects(hooks_of(config.game))


def total_games(config: StudyConfig) -> int:
    """Games the whole study plays: the study's own, those of its data experiments and those of
    restricted play."""
    return (
        config.games
        + config.variant_games * len(chosen_experiments(config))
        + config.restricted_games * len(restricted_subjects(config))
    )


def check_study(config: StudyConfig, out: Path, workers: int = 1) -> None:
    """Refuse (ValueError, one line) what a study cannot run with, before anything is created:
    numbers out of range, a pattern that chooses no value, a directory that cannot be written,
    one that holds another study."""
    if config.games < 1:
        raise ValueError(f"--games must be at least 1 (not {config.games})")
    if config.variant_games < 0:
        raise ValueError(f"--variant-games must be 0 or more (not {config.variant_games})")
    if config.variant_games > config.games:
        raise ValueError("--variant-games replays the study's own seeds: at most --games")
    if config.restricted_games < 0:
        raise ValueError(f"--restricted-games must be 0 or more (not {config.restricted_games})")
    if config.experiments and config.variant_games < 1:
        raise ValueError(
            "--experiment replays the study's seeds: it needs --variant-games 1 or more"
        )
    if config.restricted_games > config.games:
        raise ValueError("--restricted-games pairs with the study's own games: at most --games")
    if workers < 1:
        raise ValueError(f"--workers must be at least 1 (not {workers})")
    if not config.agents:
        raise ValueError("--agents names no agent")
    if 1 < len(config.agents) < config.players:
        raise ValueError(f"{config.players} players need one agent or at least {config.players}")
    get_game(config.game).new_game(config.players)
    hooks_of(config.game)
    named_experiments(config)
    if config.variant_games and not chosen_experiments(config):
        raise ValueError(
            f"--values {config.values!r} chooses no uncertain data value of "
            f"{get_game(config.game).title}"
        )
    if config.restricted_games and not restricted_subjects(config):
        raise ValueError(
            f"{get_game(config.game).title} says of no action what card it claims or location "
            "it visits (StudyHooks.claims, visits): no restricted play"
        )
    check_out(out)
    _check_config_file(config, out)


def _check_config_file(config: StudyConfig, out: Path) -> None:
    """A directory that holds a study holds this one, or this one with fewer games (`GROWS`): a
    run then extends it."""
    meta = out / "config.json"
    if not meta.is_file():
        return
    try:
        before = json.loads(meta.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{meta} cannot be read ({exc}); choose another directory") from exc
    asked = _config_json(config)
    fixed = [k for k in {**asked, **UNLESS_DEFAULT} if k not in ("command", *GROWS)]
    differ = [
        k
        for k in fixed
        if before.get(k, UNLESS_DEFAULT.get(k)) != asked.get(k, UNLESS_DEFAULT.get(k))
    ]
    if differ:
        said = "; ".join(
            f"its {k} is {before.get(k, UNLESS_DEFAULT.get(k))!r}, "
            f"not {asked.get(k, UNLESS_DEFAULT.get(k))!r}"
            for k in differ
        )
        raise ValueError(f"{out} holds another study ({said}); choose another directory")
    for key in GROWS:
        held = before.get(key, 0)
        if isinstance(held, int) and asked[key] < held:
            option = "--" + key.replace("_", "-")
            raise ValueError(
                f"{out} holds a study of {option} {held}: {option} can grow to extend it, "
                f"not shrink to {asked[key]}"
            )


def _missing(out: Path) -> list[Path]:
    """The directories `out.mkdir(parents=True)` would make, the outermost first."""
    made = []
    while not out.exists() and out != out.parent:
        made.append(out)
        out = out.parent
    return made[::-1]


@dataclass(frozen=True)
class StudyRun:
    """A study's directory held by this process (`open_study`): its options checked, its
    config.json written, no other run playing in it."""

    config: StudyConfig
    out: Path
    workers: int

    def play(
        self, backend: str = "local", on_game: Callable[[], None] | None = None
    ) -> dict[str, Any]:
        """Play every game of the study not yet in the directory (a run resumes; a larger
        `games` extends it), each game once, then write study.json, games.csv and report.html
        and return the study's figures."""
        config, out, workers = self.config, self.out, self.workers

        def tick(n: int = 1) -> None:
            for _ in range(n):
                if on_game:
                    on_game()

        games_log = out / "games.jsonl"
        variants_log = out / "variants.jsonl"
        base = [g for g in _repair(games_log) if not g["variant"] and g["index"] < config.games]
        done = {g["index"] for g in base}
        tick(len(done))
        with games_log.open("a") as f:
            todo = [j for j in config.jobs() if j.index not in done]
            for trace in _results(todo, workers, backend):
                f.write(json.dumps(trace) + "\n")
                f.flush()
                base.append(trace)
                tick()
        chosen = chosen_experiments(config)
        paths = {e.path for e in chosen}
        variants = [
            v
            for v in _repair(variants_log)
            if v["variant"] in paths and v["index"] < config.variant_games
        ]
        seen = {(v["variant"], v["index"]) for v in variants}
        tick(len(seen))
        with variants_log.open("a") as f:
            for exp in chosen:
                jobs = [j for j in config.variant_jobs(exp) if (exp.path, j.index) not in seen]
                env = json.dumps({config.game: {exp.path: exp.alternative}})
                for trace in _results(jobs, workers, backend, env):
                    f.write(json.dumps(trace) + "\n")
                    f.flush()
                    variants.append(trace)
                    tick()
        restricted = self._play_restricted(backend, tick)
        figures = summarize(config, base, variants, restricted)
        ladder = study_ladder(out, config.game, config.players)
        if ladder is not None:
            figures["ladder"] = ladder
        write_atomic(out / "study.json", json.dumps(figures, indent=1) + "\n")
        write_csv(config, base, out / "games.csv")
        from masterbuilders.analysis.study_report import write_report

        write_report(figures, out / "report.html")
        return figures

    def _play_restricted(self, backend: str, tick: Callable[[int], None]) -> list[dict[str, Any]]:
        """The restricted games of the study in restricted.jsonl, those not yet there played
        (resumed and extended like the study's own games)."""
        config, out = self.config, self.out
        chosen = restricted_subjects(config)
        if not chosen:
            return []
        log = out / "restricted.jsonl"
        keys = {s.key for s in chosen}
        played = [
            r
            for r in _repair(log)
            if r.get("restricted") in keys and r["index"] < config.restricted_games
        ]
        seen = {(r["restricted"], r["index"]) for r in played}
        tick(len(seen))
        jobs = [
            j
            for subject in chosen
            for j in config.restricted_jobs(subject)
            if (subject.key, j.index) not in seen
        ]
        with log.open("a") as f:
            for trace in _results(jobs, self.workers, backend):
                f.write(json.dumps(trace) + "\n")
                f.flush()
                played.append(trace)
                tick(1)
        return played


@contextmanager
def open_study(config: StudyConfig, out: Path, workers: int = 1) -> Iterator[StudyRun]:
    """Hold the study's directory for one run: check the options (`check_study`; nothing is made
    when they are refused), make the directory, take its lock (refused, with the directory
    named, while another run holds it) and write its config.json. The lock file goes when the
    run ends."""
    check_study(config, out, workers)
    made = _missing(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        lock = lock_dir(out, LOCK, "study")
    except OSError as exc:
        for directory in reversed(made):
            with suppress(OSError):
                directory.rmdir()
        raise ValueError(f"--out {out} cannot be written: {exc.strerror or exc}") from exc
    try:
        _check_config_file(config, out)
        write_atomic(out / "config.json", json.dumps(_config_json(config), indent=1) + "\n")
        yield StudyRun(config, out, workers)
    finally:
        with suppress(OSError):
            (out / LOCK).unlink()
        lock.close()


def run_study(
    config: StudyConfig,
    out: Path,
    workers: int = 2,
    backend: str = "local",
    on_game: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Play every game of the study not yet in `out` (a run resumes; a larger `games` extends
    it), then write study.json, games.csv and report.html and return the study's figures.
    Refuses (ValueError) what `open_study` refuses."""
    with open_study(config, out, workers) as run:
        return run.play(backend, on_game)


UNLESS_DEFAULT: dict[str, Any] = {"experiments": []}
"""config.json keys written only where the study sets them (with their default): the directory of
a study made before them stays that study's. Named experiments are written by their whole path
(`starting_vp` as `numbers.starting_vp`): one study however it names them."""


def _config_json(config: StudyConfig) -> dict[str, Any]:
    data = asdict(config)
    data["agents"] = list(config.agents)
    data["experiments"] = [[e.path, e.alternative] for e in named_experiments(config)]
    for key, default in UNLESS_DEFAULT.items():
        if data[key] == default:
            del data[key]
    return data


def write_csv(config: StudyConfig, games: list[dict[str, Any]], path: Path) -> None:
    """One row per game: its length, chance draws, what ended it, and per seat the agent, score,
    rank, decisions and the cards it took (id@round, space-separated)."""
    with path.open("w", newline="") as f:
        w = csv.writer(f)
        per_seat = ("agent", "score", "rank", "decisions", "cards")
        w.writerow(
            [
                "index",
                "seed",
                "rounds",
                "chance",
                "ended_by",
                "first",
                *(f"seat{i}_{k}" for i in range(config.players) for k in per_seat),
            ]
        )
        for g in sorted(games, key=lambda g: g["index"]):
            row = [g["index"], g["seed"], g["rounds"], g["chance"], g["ended_by"], g["first"]]
            for i in range(config.players):
                cards = " ".join(f"{c}@{r}" for c, r in g["acquired"][i])
                row += [g["lineup"][i], g["scores"][i], g["ranks"][i], g["decisions"][i], cards]
            w.writerow(row)


# ---- statistics ----------------------------------------------------------------------------------
def mean_interval(xs: Sequence[float]) -> dict[str, float]:
    """Mean with a 95% normal interval (n, mean, low, high)."""
    n = len(xs)
    if n == 0:
        return {"n": 0, "mean": 0.0, "low": 0.0, "high": 0.0}
    m = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(n) if n > 1 else 0.0
    return {"n": n, "mean": m, "low": m - half, "high": m + half}


def diff_interval(a: Sequence[float], b: Sequence[float]) -> dict[str, float]:
    """Mean of `a` minus mean of `b`, with a 95% (Welch, normal) interval."""
    if len(a) < 2 or len(b) < 2:
        d = (statistics.fmean(a) if a else 0.0) - (statistics.fmean(b) if b else 0.0)
        return {"diff": d, "low": -math.inf, "high": math.inf}
    d = statistics.fmean(a) - statistics.fmean(b)
    se = math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    return {"diff": d, "low": d - Z95 * se, "high": d + Z95 * se}


def rate(wins: float, n: int) -> dict[str, float]:
    low, high = wilson(wins, n)
    return {"n": n, "rate": wins / n if n else 0.0, "low": low, "high": high}


def spread(xs: Sequence[float]) -> dict[str, Any]:
    """Mean, median, quartiles, range and the histogram of a sample."""
    if not xs:
        return {"n": 0}
    qs = statistics.quantiles(xs, n=10) if len(xs) > 1 else [xs[0]] * 9
    return {
        "n": len(xs),
        "mean": statistics.fmean(xs),
        "median": statistics.median(xs),
        "p10": qs[0],
        "p90": qs[-1],
        "min": min(xs),
        "max": max(xs),
        "histogram": {str(k): v for k, v in sorted(Counter(xs).items())},
    }


def _win_share(g: dict[str, Any], seat: int) -> float:
    if g["ranks"][seat] != 1:
        return 0.0
    return 1.0 / sum(1 for r in g["ranks"] if r == 1)


MAX_Z: Final = 1e6
"""The importance written for an effect whose interval has no width (study.json stays JSON)."""


def _z(effect: dict[str, float], key: str = "diff") -> float:
    return abs(z_interval(effect, key))


# ---- the figures ---------------------------------------------------------------------------------
LADDER: Final = "ladder"
"""The directory in a study's directory where `masterbuilders ladder` keeps the ladder of the
same game and count of players (its ladder.json joins the study's figures and report)."""


def study_ladder(out: Path, game: str, players: int) -> dict[str, Any] | None:
    """The skill ladder kept in the study directory `out` (`LADDER`), if there is one of this
    game and count of players."""
    path = out / LADDER / "ladder.json"
    if not path.is_file():
        return None
    try:
        figures = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return None
    if figures.get("game") != game or figures.get("players") != players:
        return None
    return dict(figures)


def attach_ladder(ladder_out: Path) -> Path | None:
    """After a ladder is played into a study's `LADDER` directory: its figures joined to the
    study's study.json and its report written again (nothing replayed). The report's path, or
    None when the directory above holds no study of this ladder's game and players."""
    study = ladder_out.parent
    if ladder_out.name != LADDER or not (study / "study.json").is_file():
        return None
    figures = json.loads((study / "study.json").read_text())
    ladder = study_ladder(study, figures.get("game", ""), figures.get("players", 0))
    if ladder is None:
        return None
    figures["ladder"] = ladder
    write_atomic(study / "study.json", json.dumps(figures, indent=1) + "\n")
    from masterbuilders.analysis.study_report import write_report

    write_report(figures, study / "report.html")
    return study / "report.html"


def summarize(
    config: StudyConfig,
    games: list[dict[str, Any]],
    variants: list[dict[str, Any]],
    restricted: Sequence[dict[str, Any]] = (),
) -> dict[str, Any]:
    """Every figure of the study, computed from the traced games only; every tested effect with its
    p-value and its q-value, corrected within its family (analysis.stats)."""
    hooks = hooks_of(config.game)
    games = sorted(games, key=lambda g: g["index"])
    table = _table_kinds(games, hooks)
    figures: dict[str, Any] = {
        "game": config.game,
        "title": get_game(config.game).title,
        "players": config.players,
        "agents": list(config.agents),
        "games": len(games),
        "seed": config.seed,
        "command": config.command,
        "small_sample": SMALL_SAMPLE,
        "shape": shape(games, config.players),
        "outcomes": outcomes(games, config.players, hooks.tiebreaks),
        "cards": cards(games, config.players, hooks, table),
        "table_cards": table_cards(games, hooks, table),
        "experiments": data_experiments(config, games, variants, hooks),
        "restricted": restricted_play(config, games, restricted),
    }
    course = time_course(games, config.players)
    if course is not None:
        figures["time"] = course
    figures = annotate(figures)
    if len(set(config.agents)) > 1:
        figures["agent_rates"] = per_agent(games, config.agents, figures["corrections"])
    return figures


# ---- per agent -----------------------------------------------------------------------------------
AGENTS_FAMILY = "agents: win rate"
"""The family of tests of a mixed study's agents: each agent's win rate against its fair share."""


def per_agent(
    games: Sequence[dict[str, Any]], agents: Sequence[str], corrections: dict[str, Any]
) -> list[dict[str, Any]]:
    """In a study whose seats are played by different agents: each agent's win rate (a shared
    first place counts 1/n; Wilson interval) and mean rank (normal interval) over the seats it
    held (analysis.skill.agent_rates), in the order the study names them; each win rate tested against
    the agent's fair share (the win rate of an agent no better than the others), its p-value
    corrected over the agents as a family of its own (added to `corrections`)."""
    from masterbuilders.analysis.skill import agent_rates

    rows = [r for r in agent_rates(games, list(dict.fromkeys(agents))) if r["seats"]]
    p_values = [p_rate(r["wins"], r["seats"], r["fair_share"]) for r in rows]
    if rows:
        corrections["families"][AGENTS_FAMILY] = {
            "tests": len(rows),
            "surviving": correct(rows, p_values, corrections["method"]),
        }
    return rows


# ---- the game over time --------------------------------------------------------------------------
DECISIVE = 0.9
"""The eventual winner's win probability that decides a game once it stays above it."""


def leaders(win: Sequence[float]) -> frozenset[int]:
    """The seats with the highest win probability (more than one where they tie)."""
    top = max(win)
    return frozenset(s for s, p in enumerate(win) if p == top)


def lead_changes(course: Sequence[Sequence[float]]) -> int:
    """How often the leaders (`leaders`) differ from those after the round before, over the rounds
    of one game (`course`: per round, each seat's win probability at its end; the last round's is
    the final result, so a leader overtaken in the last round counts)."""
    return sum(1 for before, after in pairwise(course) if leaders(before) != leaders(after))


def winner_chance(win: Sequence[float], winners: Sequence[int]) -> float:
    """The eventual winner's win probability (the winners' together where first place was
    shared)."""
    return sum(win[w] for w in winners)


def gap(win: Sequence[float], winners: Sequence[int]) -> float:
    """How far the best-placed eventual winner's win probability lies below the leader's (0 when
    an eventual winner leads): the winner was behind when it is above 0."""
    return max(win) - max(win[w] for w in winners)


def decisive_round(
    course: Sequence[Sequence[float]], winners: Sequence[int], threshold: float = DECISIVE
) -> int | None:
    """The first round (counted from 1) after which the eventual winner's win probability stays
    above `threshold` at the end of every round before the last; None where it is not above it
    after the round before the last (the last round decided the game)."""
    found = None
    for r in range(len(course) - 1, 0, -1):
        if winner_chance(course[r - 1], winners) <= threshold:
            break
        found = r
    return found


def drama(course: Sequence[Sequence[float]], winners: Sequence[int]) -> float | None:
    """Ludii's Drama (average): the mean over the rounds before the last of `gap`, how far the
    eventual winner's win probability lay below the leader's (0 where it led). None for a game of
    one round."""
    before = course[:-1]
    if not before:
        return None
    return statistics.fmean(gap(win, winners) for win in before)


def _winners(g: dict[str, Any]) -> list[int]:
    return [s for s, r in enumerate(g["ranks"]) if r == 1]


def time_course(games: Sequence[dict[str, Any]], players: int) -> dict[str, Any] | None:
    """The game over time (issue 39), from each game's win probabilities, scores and resources at
    the end of every round (the trace's `time`; None where no game has one, as in studies traced
    before): lead changes per game, how often the eventual winner was behind after each round,
    the round that decided the game (`decisive_round`), drama (`drama`), and per round the mean
    score and resources of each place in the turn order and the eventual winner's mean win
    probability. Rates and means per round are over the games that went on after that round
    (the last round's end is the result, where the winner leads); the curves of scores and
    resources over the games that reached it."""
    traced = [g for g in games if g.get("time") and g["time"]["win"]]
    if not traced:
        return None
    changes = [lead_changes(g["time"]["win"]) for g in traced]
    decided = [decisive_round(g["time"]["win"], _winners(g)) for g in traced]
    dramas = [drama(g["time"]["win"], _winners(g)) for g in traced]
    behind_gaps = []
    for g in traced:
        gaps = [gap(win, _winners(g)) for win in g["time"]["win"][:-1]]
        behind = [x for x in gaps if x > 0]
        if behind:
            behind_gaps.append(statistics.fmean(behind))
    names: list[str] = next((g["time"]["resources"] for g in traced if g["time"]["resources"]), [])
    rounds = []
    for r in range(1, max(len(g["time"]["win"]) for g in traced) + 1):
        reached = [g for g in traced if len(g["time"]["win"]) >= r]
        went_on = [g for g in reached if len(g["time"]["win"]) > r]
        entry: dict[str, Any] = {"round": r, "games": len(reached), "went_on": len(went_on)}
        if went_on:
            trailing = sum(1 for g in went_on if gap(g["time"]["win"][r - 1], _winners(g)) > 0)
            entry["behind"] = rate(trailing, len(went_on))
            entry["winner"] = mean_interval(
                [winner_chance(g["time"]["win"][r - 1], _winners(g)) for g in went_on]
            )
        scored = [g for g in reached if g["time"]["score"]]
        if scored:
            entry["score"] = [
                statistics.fmean(
                    g["time"]["score"][r - 1][(g["first"] + k) % players] for g in scored
                )
                for k in range(players)
            ]
        held = [g for g in reached if g["time"]["held"] and g["time"]["resources"] == names]
        if held and names:
            entry["held"] = [
                {
                    name: statistics.fmean(
                        g["time"]["held"][r - 1][(g["first"] + k) % players][i] for g in held
                    )
                    for i, name in enumerate(names)
                }
                for k in range(players)
            ]
        rounds.append(entry)
    return {
        "games": len(traced),
        "from": dict(sorted(Counter(g["time"]["from"] for g in traced).items())),
        "threshold": DECISIVE,
        "resources": names,
        "lead_changes": {**spread(changes), "interval": mean_interval(changes)},
        "decisive": {
            "round": spread([d for d in decided if d is not None]),
            "before_end": spread(
                [len(g["time"]["win"]) - d for g, d in zip(traced, decided, strict=True) if d]
            ),
            "never": rate(sum(1 for d in decided if d is None), len(traced)),
        },
        "drama": {
            "mean": mean_interval([d for d in dramas if d is not None]),
            "behind": rate(len(behind_gaps), len(traced)),
            "when_behind": mean_interval(behind_gaps),
        },
        "rounds": rounds,
    }


def shape(games: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """How a game runs: decisions per seat, rounds, the choices per decision by kind, chance
    draws, and how often a seat decides without seeing everything."""
    kinds: dict[str, Counter[int]] = {}
    for g in games:
        for kind, hist in g["kinds"].items():
            counter = kinds.setdefault(kind, Counter())
            for b, c in hist.items():
                counter[int(b)] += c
    every: Counter[int] = Counter()
    for c in kinds.values():
        every.update(c)
    return {
        "rounds": spread([g["rounds"] for g in games]),
        "decisions_per_game": spread([sum(g["decisions"]) for g in games]),
        "decisions_per_seat": [spread([g["decisions"][s] for g in games]) for s in range(players)],
        "chance_per_game": spread([g["chance"] for g in games]),
        "branching": {
            kind: _counter_spread(c) for kind, c in sorted(kinds.items(), key=lambda kv: kv[0])
        },
        "branching_all": _counter_spread(every),
        "hidden": [
            {
                "decisions_share": (
                    sum(g["hidden_decisions"][s] for g in games)
                    / max(1, sum(g["decisions"][s] for g in games))
                ),
                "facts_per_game": statistics.fmean(g["hidden_facts"][s] for g in games),
            }
            for s in range(players)
        ],
        "ended_by": dict(Counter(g["ended_by"] for g in games)),
    }


def _counter_spread(c: Counter[int]) -> dict[str, Any]:
    """`spread` of a sample given as value -> count."""
    n = sum(c.values())
    ordered = sorted(c.items())

    def quantile(q: float) -> int:
        k = q * (n - 1)
        seen = 0
        for value, count in ordered:
            seen += count
            if seen > k:
                return value
        return ordered[-1][0]

    return {
        "n": n,
        "mean": sum(v * k for v, k in ordered) / n,
        "median": quantile(0.5),
        "p10": quantile(0.1),
        "p90": quantile(0.9),
        "min": ordered[0][0],
        "max": ordered[-1][0],
        "histogram": {str(v): k for v, k in ordered},
    }


def outcomes(games: list[dict[str, Any]], players: int, tiebreaks: Sequence[str]) -> dict[str, Any]:
    """Scores, win rate and mean rank by position in the turn order (0: the first player; the
    first-player advantage), the margin of victory, ties and the tie-break that settled them."""
    positions = []
    for k in range(players):
        seat = [(g["first"] + k) % players for g in games]
        positions.append(
            {
                "position": k,
                "win": rate(
                    sum(_win_share(g, s) for g, s in zip(games, seat, strict=True)), len(games)
                ),
                "rank": mean_interval([g["ranks"][s] for g, s in zip(games, seat, strict=True)]),
                "score": mean_interval([g["scores"][s] for g, s in zip(games, seat, strict=True)]),
                "scores": spread([g["scores"][s] for g, s in zip(games, seat, strict=True)]),
            }
        )
    margins = []
    settled: Counter[str] = Counter()
    for g in games:
        margins.append(_margin(g))
        best = max(g["scores"])
        tied = [s for s, v in enumerate(g["scores"]) if v == best]
        if len(tied) > 1:
            settled[_settled_by(g, tied, tiebreaks)] += 1
    ties = sum(settled.values())
    return {
        "positions": positions,
        "equal_share": 1 / players,
        "margin": spread(margins),
        "score_ties": rate(ties, len(games)),
        "settled_by": dict(settled),
        "shared_wins": rate(sum(1 for g in games if g["ranks"].count(1) > 1), len(games)),
    }


def _settled_by(g: dict[str, Any], tied: list[int], tiebreaks: Sequence[str]) -> str:
    """The first tie-break that separates the best of the seats tied on score, or 'shared'."""
    for k, name in enumerate(tiebreaks):
        values = [g["tiebreaks"][s][k] for s in tied]
        best = max(values)
        if values.count(best) == 1:
            return name
        tied = [s for s in tied if g["tiebreaks"][s][k] == best]
    return "shared"


def _round_groups(games: list[dict[str, Any]]) -> int:
    """Rounds per group for the by-round figures: at most 6 groups up to the longest game."""
    longest = max((g["rounds"] for g in games), default=1)
    return max(1, math.ceil(longest / 6))


def cards(
    games: list[dict[str, Any]], players: int, hooks: StudyHooks, table: set[str]
) -> list[dict[str, Any]]:
    """For every card a seat can take (not of the `table` kinds): how often it was taken, and the
    win rate and score of the seats that took it against those that did not, overall and by the
    round it was taken."""
    width = _round_groups(games)
    rows = []
    taken = [[dict(seat) for seat in g["acquired"]] for g in games]
    for card, info in hooks.cards.items():
        if info.kind in table:
            continue
        with_card: list[tuple[dict[str, Any], int, int]] = []
        without: list[tuple[dict[str, Any], int]] = []
        for g, held in zip(games, taken, strict=True):
            for s in range(players):
                when = held[s].get(card)
                if when is None:
                    without.append((g, s))
                else:
                    with_card.append((g, s, when))
        n = len(with_card) + len(without)
        if n == 0:
            continue
        scores_with = [g["scores"][s] for g, s, _ in with_card]
        scores_without = [g["scores"][s] for g, s in without]
        by_round = []
        for start in range(1, max((w for *_, w in with_card), default=0) + 1, width):
            group = [(g, s) for g, s, w in with_card if start <= w < start + width]
            if not group:
                continue
            by_round.append(
                {
                    "rounds": f"{start}" if width == 1 else f"{start}-{start + width - 1}",
                    "win": rate(sum(_win_share(g, s) for g, s in group), len(group)),
                    "score_vs_not_taken": diff_interval(
                        [g["scores"][s] for g, s in group], scores_without
                    ),
                }
            )
        rows.append(
            {
                "card": card,
                "name": info.name,
                "kind": info.kind,
                "taken": rate(len(with_card), n),
                "win_taken": rate(sum(_win_share(g, s) for g, s, _ in with_card), len(with_card)),
                "win_not_taken": rate(sum(_win_share(g, s) for g, s in without), len(without)),
                "score_diff": diff_interval(scores_with, scores_without),
                "small_sample": min(len(with_card), len(without)) < SMALL_SAMPLE,
                "by_round": by_round,
            }
        )
    return rows


def _table_kinds(games: list[dict[str, Any]], hooks: StudyHooks) -> set[str]:
    """Kinds of the cards that come up for the whole table rather than being taken by a seat."""
    return {hooks.cards[c].kind for g in games for c, _ in g["revealed"] if c in hooks.cards}


def table_cards(
    games: list[dict[str, Any]], hooks: StudyHooks, table: set[str]
) -> list[dict[str, Any]]:
    """For every card of the `table` kinds, which come up for the whole table (events): how often
    and when, and the seats' scores in games where it came up against games where it did not."""
    rows = []
    for card, info in hooks.cards.items():
        if info.kind not in table:
            continue
        came = [g for g in games if card in dict(g["revealed"])]
        other = [g for g in games if card not in dict(g["revealed"])]
        rows.append(
            {
                "card": card,
                "name": info.name,
                "kind": info.kind,
                "came_up": rate(len(came), len(games)),
                "round": mean_interval([dict(g["revealed"])[card] for g in came]),
                "score_diff": diff_interval(
                    [v for g in came for v in g["scores"]], [v for g in other for v in g["scores"]]
                ),
                "margin_diff": diff_interval(
                    [_margin(g) for g in came], [_margin(g) for g in other]
                ),
                "small_sample": min(len(came), len(other)) < SMALL_SAMPLE,
            }
        )
    return rows


def _margin(g: dict[str, Any]) -> int:
    top = sorted(g["scores"], reverse=True)
    return int(top[0] - top[1])


def data_experiments(
    config: StudyConfig,
    games: list[dict[str, Any]],
    variants: list[dict[str, Any]],
    hooks: StudyHooks,
) -> dict[str, Any]:
    """Each uncertain data value replayed one step away on the study's first seeds, and each value
    the study names at the value it names (`StudyConfig.experiments`; its row says `named`): the
    change in the seats' mean score (paired by seed), in each position's win share and final
    score (`_position_effects`), in how often its card is taken and in its takers' score; ranked
    by the largest change measured against its interval."""
    every, other = experiments(hooks)
    measurable = chosen_experiments(config)
    named = named_experiments(config) if config.variant_games else []
    named_paths = {e.path for e in named}
    by_path: dict[str, list[dict[str, Any]]] = {}
    for v in sorted(variants, key=lambda v: (v["variant"], v["index"])):
        by_path.setdefault(v["variant"], []).append(v)
    base = {g["index"]: g for g in games}
    rows = []
    for exp in measurable:
        played = by_path.get(exp.path, [])
        row: dict[str, Any] = {
            "path": exp.path,
            "value": exp.value,
            "alternative": exp.alternative,
            "conf": exp.conf,
            "src": exp.src,
            "card": hooks.cards[exp.card].name if exp.card else "",
            "games": 0,
        }
        if exp.path in named_paths:
            row["named"] = True
        errors = sorted(
            {
                ("not measurable: " if v.get("not_measurable") else "") + v["error"]
                for v in played
                if "error" in v
            }
        )
        if errors:
            row["refused"] = errors[0]
        pairs = [(v, base[v["index"]]) for v in played if "error" not in v and v["index"] in base]
        if pairs:
            row["games"] = len(pairs)
            row["score"] = mean_interval(
                [statistics.fmean(v["scores"]) - statistics.fmean(b["scores"]) for v, b in pairs]
            )
            row["rounds"] = mean_interval([v["rounds"] - b["rounds"] for v, b in pairs])
            row["seats"] = _position_effects(pairs, config.players)
            row["importance"] = _z(row["score"], "mean")
            if exp.card:
                took_v = _takers(exp.card, [v for v, _ in pairs])
                took_b = _takers(exp.card, [b for _, b in pairs])
                seats = len(pairs) * config.players
                row["taken"] = _rate_diff(len(took_v), len(took_b), seats)
                row["taker_score"] = diff_interval(took_v, took_b)
                row["importance"] = max(row["importance"], _z(row["taken"]), _z(row["taker_score"]))
            # an effect without spread (a planted constant) is as sure as can be: JSON has no
            # infinity, so it is written as the largest finite z a study can show
            row["importance"] = min(row["importance"], MAX_Z)
        rows.append(row)
    rows.sort(key=lambda r: (-r.get("importance", -1.0), r["path"]))
    return {
        "games_per_value": config.variant_games,
        "chosen": config.values,
        "named": [f"{e.path}={json.dumps(e.alternative)}" for e in named],
        "measurable": len(every),
        "values": rows,
        "not_measurable": [
            {"path": p, "value": m.value, "conf": m.conf, "src": m.src} for p, m in other
        ],
    }


def _position_effects(
    pairs: Sequence[tuple[dict[str, Any], dict[str, Any]]], players: int
) -> list[dict[str, Any]]:
    """Per position in the turn order (0: the first player), the change in its win share that a
    data value's alternative makes: paired by seed (the variant's game against the study's own),
    with its 95% interval ("diff", "low", "high"; "base": its win share in the study's own
    games). What drives a seat effect shows here (issue 39). Also the paired change in that
    position's final score ("score_diff": mean, low, high, n), where a planted advantage of
    points shows at its size."""
    out = []
    for k in range(players):
        diffs = []
        scores = []
        for v, b in pairs:
            sv, sb = (v["first"] + k) % players, (b["first"] + k) % players
            diffs.append(_win_share(v, sv) - _win_share(b, sb))
            scores.append(float(v["scores"][sv] - b["scores"][sb]))
        effect = mean_interval(diffs)
        base = statistics.fmean(_win_share(b, (b["first"] + k) % players) for _, b in pairs)
        out.append({
            "position": k,
            "diff": effect["mean"],
            "low": effect["low"],
            "high": effect["high"],
            "base": base,
            "score_diff": mean_interval(scores),
        })  # fmt: skip
    return out


def restricted_play(
    config: StudyConfig, games: list[dict[str, Any]], restricted: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """Restricted play (analysis.restricted), for each card a seat can claim and each board location:
    the restricted seat's win share and final score in its pair (the study's own game on the same
    seed and seats, every seat standard) minus those in the game where it was forbidden it, paired
    by game; how often the standard agent took it in the pairs (the games where the restricted
    seat's agent chose a forbidden action: up to that decision the two games are the same, so the
    standard agent chose it there), how often every legal action was forbidden, and for a card
    how often the restricted seat held it all the same (dealt at set-up, or forced). Ranked by the
    win-rate difference."""
    base = {g["index"]: g for g in games}
    by_key: dict[str, list[dict[str, Any]]] = {}
    for r in sorted(restricted, key=lambda r: (r["restricted"], r["index"])):
        by_key.setdefault(r["restricted"], []).append(r)
    rows = []
    for subject in restricted_subjects(config):
        pairs = [(r, base[r["index"]]) for r in by_key.get(subject.key, []) if r["index"] in base]
        n = len(pairs)
        taken = sum(1 for r, _ in pairs if r["overridden"] or r["forced"])
        row: dict[str, Any] = {
            "key": subject.key,
            "what": subject.key.partition(":")[0],
            "id": subject.id,
            "name": subject.name,
            "kind": subject.kind,
            "games": n,
            "taken": rate(taken, n),
            "never_taken": taken == 0,
            "win_diff": mean_interval(
                [_win_share(b, r["seat"]) - _win_share(r, r["seat"]) for r, b in pairs]
            ),
            "score_diff": mean_interval(
                [b["scores"][r["seat"]] - r["scores"][r["seat"]] for r, b in pairs]
            ),
            "forced": rate(sum(1 for r, _ in pairs if r["forced"]), n),
            "small_sample": n < SMALL_SAMPLE,
        }
        if row["what"] == CARD:
            held = sum(1 for r, _ in pairs if subject.id in dict(r["acquired"][r["seat"]]))
            row["held_anyway"] = rate(held, n)
        rows.append(row)
    rows.sort(key=lambda r: (-r["win_diff"]["mean"], -r["score_diff"]["mean"], r["key"]))
    return {"games_per_subject": config.restricted_games, "subjects": rows}


def _takers(card: str, games: Iterable[dict[str, Any]]) -> list[float]:
    """Final scores of the seats that took `card`."""
    return [
        g["scores"][s] for g in games for s, held in enumerate(g["acquired"]) if card in dict(held)
    ]


def _rate_diff(a: int, b: int, n: int) -> dict[str, float]:
    """Difference of two proportions out of `n` each, with a 95% normal interval."""
    pa, pb = a / n, b / n
    se = math.sqrt(pa * (1 - pa) / n + pb * (1 - pb) / n)
    d = pa - pb
    return {"diff": d, "low": d - Z95 * se, "high": d + Z95 * se}


__all__ = [
    "Job",
    "StudyConfig",
    "StudyRun",
    "check_study",
    "hooks_of",
    "named_experiments",
    "open_study",
    "parse_experiment",
    "per_agent",
    "read_lines",
    "restricted_play",
    "restricted_subjects",
    "run_study",
    "summarize",
    "time_course",
    "total_games",
    "trace_game",
]
