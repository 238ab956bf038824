"""A ladder's directory and its run: options checked before anything is made, the directory held
by one run at a time (analysis.rundir), each game appended as it ends, so that a run resumes and
more games extend it."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from masterbuilders.ai.arena import GameOutcome, ray_map
from masterbuilders.analysis.rundir import check_out, write_atomic
from masterbuilders.analysis.rundir import lock as lock_dir
from masterbuilders.analysis.skill.ladder import (
    PAIRINGS,
    LadderConfig,
    LadderJob,
    ladder_jobs,
    ladder_results,
    play_job,
)
from masterbuilders.analysis.skill.models import BOOTSTRAP
from masterbuilders.analysis.skill.plot import plot_ladder

LOCK = "ladder.lock"
"""The file a run holds locked (`fcntl.flock`) in the ladder's directory while it plays."""
_RECORD_START = '{"index": '
"""How every game's line begins (`GameOutcome` has its index first)."""


def _decode(line: str) -> GameOutcome | None:
    """A log line's game. A line that does not decode is one cut short by an interruption,
    perhaps with a whole record written right after it: that record, if there is one, is kept."""
    start = 0
    while start >= 0:
        with suppress(json.JSONDecodeError, TypeError, ValueError):
            record = json.loads(line[start:])
            if isinstance(record, dict) and isinstance(record.get("index"), int):
                return GameOutcome(**record)
        start = line.find(_RECORD_START, start + 1)
    return None


def read_games(path: Path) -> list[GameOutcome]:
    """The games a ladder's log holds, each index once (its first line), in index order, but
    for a line cut short by an interruption."""
    if not path.exists():
        return []
    kept: dict[int, GameOutcome] = {}
    for line in path.read_text(errors="replace").splitlines():
        found = _decode(line)
        if found is not None:
            kept.setdefault(found.index, found)
    return [kept[i] for i in sorted(kept)]


def _line(outcome: GameOutcome) -> str:
    return json.dumps(asdict(outcome)) + "\n"


def _config_json(config: LadderConfig) -> dict[str, Any]:
    data = asdict(config)
    data["rungs"] = list(config.rungs)
    return data


def check_ladder(config: LadderConfig, out: Path, workers: int = 1, backend: str = "local") -> None:
    """Refuse (ValueError, one line) what a ladder cannot run with, before anything is made:
    numbers out of range, unknown or repeated rungs, a game or player count the game refuses, a
    directory that cannot be written or holds another ladder (more games extend one)."""
    from masterbuilders.ai.agents import make_agent
    from masterbuilders.engine import get_game

    if config.games < 1:
        raise ValueError(f"--games must be at least 1 (not {config.games})")
    if workers < 1:
        raise ValueError(f"--workers must be at least 1 (not {workers})")
    if config.pairs not in PAIRINGS:
        raise ValueError(f"--pairs is 'adjacent' or 'all' (not {config.pairs!r})")
    if backend not in ("local", "ray"):
        raise ValueError(f"--backend is 'local' or 'ray' (not {backend!r})")
    if len(config.rungs) < 2:
        raise ValueError(f"--levels needs at least two levels (got {len(config.rungs)})")
    for n, name in enumerate(config.rungs):
        if name in config.rungs[:n]:
            raise ValueError(f"--levels names {name!r} twice")
        make_agent(name, 0)
    get_game(config.game).new_game(config.players)
    check_out(out)
    _check_held(config, out)


def _check_held(config: LadderConfig, out: Path) -> None:
    """A directory that holds a ladder holds this one, perhaps with fewer games (a run extends
    it); every game in its log is one this ladder schedules."""
    meta = out / "config.json"
    if meta.is_file():
        try:
            before = json.loads(meta.read_text())
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{meta} cannot be read ({exc}); choose another directory") from exc
        asked = _config_json(config)
        differ = [k for k in asked if k != "games" and before.get(k) != asked[k]]
        if differ:
            said = "; ".join(f"its {k} is {before.get(k)!r}, not {asked[k]!r}" for k in differ)
            raise ValueError(f"{out} holds another ladder ({said}); choose another directory")
        held = before.get("games", 0)
        if isinstance(held, int) and config.games < held:
            raise ValueError(
                f"{out} holds a ladder of --games {held}: --games can grow to extend it, "
                f"not shrink to {config.games}"
            )
    log = out / "games.jsonl"
    if log.is_file():
        schedule = {j.index: j for j in ladder_jobs(config)}
        for o in read_games(log):
            job = schedule.get(o.index)
            if job is None or (o.seed, tuple(o.lineup)) != (job.seed, job.lineup):
                raise ValueError(f"{log} holds games of another ladder; choose another directory")


@contextmanager
def open_ladder(
    config: LadderConfig, out: Path, workers: int = 1, backend: str = "local"
) -> Iterator[LadderRun]:
    """Hold the ladder's directory for one run: its options checked (`check_ladder`; nothing is
    made when they are refused), the directory made and locked (refused, with the directory
    named, while another run holds it), its config.json written. The lock file goes when the
    run ends."""
    check_ladder(config, out, workers, backend)
    made = []
    nearest = out
    while not nearest.exists() and nearest != nearest.parent:
        made.append(nearest)
        nearest = nearest.parent
    try:
        out.mkdir(parents=True, exist_ok=True)
        lock = lock_dir(out, LOCK, "ladder")
    except OSError as exc:
        for directory in made:
            with suppress(OSError):
                directory.rmdir()
        raise ValueError(f"--out {out} cannot be written: {exc.strerror or exc}") from exc
    try:
        _check_held(config, out)
        write_atomic(out / "config.json", json.dumps(_config_json(config), indent=1) + "\n")
        yield LadderRun(config, out, workers, backend)
    finally:
        with suppress(OSError):
            (out / LOCK).unlink()
        lock.close()


def _results(jobs: list[LadderJob], workers: int, backend: str) -> Iterator[GameOutcome]:
    """The games of `jobs` in the order they finish: here, in worker processes, or on Ray."""
    if not jobs:
        return
    if backend == "ray":
        yield from ray_map(play_job, jobs)
        return
    if workers <= 1:
        yield from (play_job(j) for j in jobs)
        return
    pool = get_context("fork").Pool(workers)
    try:
        yield from pool.imap_unordered(play_job, jobs)
    finally:
        pool.close()
        pool.join()


@dataclass(frozen=True)
class LadderRun:
    """A ladder's directory held by this process (`open_ladder`)."""

    config: LadderConfig
    out: Path
    workers: int = 1
    backend: str = "local"

    def play(
        self, on_game: Callable[[], None] | None = None, bootstrap: int = BOOTSTRAP
    ) -> dict[str, Any]:
        """Play every game of the ladder not yet in the directory (a run resumes; more games
        extend it), each appended to games.jsonl as it ends (the log first repaired: a cut
        line dropped, each game once), then write ladder.json and ladder.png and return the
        figures. `on_game` is called once per game held or played."""
        config, out = self.config, self.out
        log = out / "games.jsonl"
        done = read_games(log)
        clean = "".join(_line(o) for o in done)
        if log.exists() and log.read_text(errors="replace") != clean:
            write_atomic(log, clean)
        held = {o.index for o in done}
        for _ in held:
            if on_game:
                on_game()
        todo = [j for j in ladder_jobs(config) if j.index not in held]
        with log.open("a") as f:
            for outcome in _results(todo, self.workers, self.backend):
                f.write(_line(outcome))
                f.flush()
                done.append(outcome)
                if on_game:
                    on_game()
        figures = ladder_results(config, done, bootstrap)
        write_atomic(out / "ladder.json", json.dumps(figures, indent=1) + "\n")
        plot_ladder(figures, out / "ladder.png")
        return figures


def run_ladder(
    config: LadderConfig,
    out: Path,
    workers: int = 1,
    backend: str = "local",
    on_game: Callable[[], None] | None = None,
    bootstrap: int = BOOTSTRAP,
) -> dict[str, Any]:
    """Play the ladder into `out` (`LadderRun.play`) and return its figures. Refuses
    (ValueError, one line) what `open_ladder` refuses."""
    with open_ladder(config, out, workers, backend) as run:
        return run.play(on_game, bootstrap)
