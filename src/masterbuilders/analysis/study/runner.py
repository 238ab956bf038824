"""A study's directory and its run: options checked before anything is made, the directory held
by one run at a time (analysis.rundir), the traced games appended as they end so that a run
resumes and a larger study extends it, then study.json, games.csv and report.html written."""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any, Final

from masterbuilders.ai.arena import ray_map
from masterbuilders.analysis.rundir import check_out, write_atomic
from masterbuilders.analysis.rundir import lock as lock_dir
from masterbuilders.analysis.study.config import (
    Job,
    StudyConfig,
    chosen_experiments,
    hooks_of,
    named_experiments,
    restricted_subjects,
)
from masterbuilders.analysis.study.figures import summarize
from masterbuilders.analysis.study.schema import StudyFigures
from masterbuilders.analysis.study.trace import trace_game
from masterbuilders.engine import get_game
from masterbuilders.engine.data import VARIANT_ENV

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
    ) -> StudyFigures:
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
        from masterbuilders.analysis.report.page import write_report

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
) -> StudyFigures:
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
    from masterbuilders.analysis.report.page import write_report

    write_report(figures, study / "report.html")
    return study / "report.html"
