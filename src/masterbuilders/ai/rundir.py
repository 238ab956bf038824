"""The directory of a long run (a study, a ladder): checked before anything is made, and held by
one run at a time. Shared by ai.study and ai.skill, so both refuse and lock alike (issue 39)."""

from __future__ import annotations

import fcntl
import os
from contextlib import suppress
from pathlib import Path
from typing import IO


def check_out(out: Path) -> None:
    """The run's directory is one, or can be made, and this process may write in it."""
    if out.exists() and not out.is_dir():
        raise ValueError(f"--out {out} is a file, not a directory")
    nearest = out
    while not nearest.exists() and nearest != nearest.parent:
        nearest = nearest.parent
    if not nearest.is_dir():
        raise ValueError(f"--out {out} cannot be made: {nearest} is a file, not a directory")
    if not os.access(nearest, os.W_OK | os.X_OK):
        raise ValueError(f"--out {out} cannot be written: no permission to write in {nearest}")


def lock(out: Path, name: str, what: str) -> IO[str]:
    """The run's lock file `name` in `out`, open and locked by this process (`fcntl.flock`, not
    waiting): a ValueError naming the directory while another run of this `what` (e.g. "study")
    holds it. A file another run removed between our opening and locking it is opened again
    (each run removes its lock file last)."""
    path = out / name
    while True:
        held = path.open("a")
        try:
            fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            held.close()
            raise ValueError(
                f"{out} is in use: another run of this {what} holds its lock ({name}); "
                "wait for it to end or choose another directory"
            ) from exc
        except BaseException:
            held.close()
            raise
        with suppress(OSError):
            if os.stat(path).st_ino == os.fstat(held.fileno()).st_ino:
                return held
        held.close()
