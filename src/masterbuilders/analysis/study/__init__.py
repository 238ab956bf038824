"""A balance study: many games between equal (or chosen) seats, seats rotated and seeded, each
game traced (its shape, its outcome, what each seat took and when), and the figures players and
designers argue about computed from the traces: first-seat advantage, which cards win, how long
games run, how a game goes over time (each seat's win probability, score and resources at the end
of every round: lead changes, decisiveness, drama), which uncertain data values matter (games
replayed on the same seeds with one value changed), what each card or board location is worth to
a seat (restricted play: one seat forbidden it, on the same seeds and seats, analysis.restricted),
and in a study of mixed agents each agent's win rate and mean rank. `masterbuilders study` runs
it; analysis.report writes the HTML.

One module a job: `config` (what a study plays), `trace` (one game played and traced), `runner`
(the study's directory and its run), `figures` (every figure from the traces), with `measures`,
`course` (the game over time) and `experiments` (changed values, restricted play) beneath it.

Files in the study's directory: `config.json` (what it plays), `games.jsonl`, `variants.jsonl` and
`restricted.jsonl` (one traced game per line, so an interrupted study resumes where it stopped and
a larger `games` extends it), `study.json` (every figure, computed from those lines only),
`games.csv` (one row per game), `report.html`, and while a run plays `study.lock` (locked by it:
two cannot run at once)."""

from masterbuilders.analysis.study.config import (
    Job,
    StudyConfig,
    hooks_of,
    named_experiments,
    parse_experiment,
    restricted_subjects,
    total_games,
)
from masterbuilders.analysis.study.course import time_course
from masterbuilders.analysis.study.experiments import restricted_play
from masterbuilders.analysis.study.figures import per_agent, summarize
from masterbuilders.analysis.study.runner import (
    StudyRun,
    check_study,
    open_study,
    read_lines,
    run_study,
)
from masterbuilders.analysis.study.trace import trace_game

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
