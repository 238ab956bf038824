"""The directory of a long run (a study, a ladder, a self-play record): checked before anything is
made, and held by one run at a time, its files written whole or not at all. The one copy of that
logic: analysis.study, analysis.skill and analysis.winprob_train refuse, lock and write alike
(issues 39, 55)."""

from __future__ import annotations

import fcntl
import os
import tempfile
from contextlib import suppress
from pathlib import Path
from typing import IO


def check_out(out: Path, option: str = "--out") -> None:
    """The run's directory (given by `option`) is one, or can be made, and this process may
    write in it."""
    if out.exists() and not out.is_dir():
        raise ValueError(f"{option} {out} is a file, not a directory")
    nearest = out
    while not nearest.exists() and nearest != nearest.parent:
        nearest = nearest.parent
    if not nearest.is_dir():
        raise ValueError(f"{option} {out} cannot be made: {nearest} is a file, not a directory")
    if not os.access(nearest, os.W_OK | os.X_OK):
        raise ValueError(f"{option} {out} cannot be written: no permission to write in {nearest}")


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


def write_atomic(path: Path, text: str) -> None:
    """Write `path` whole or not at all (a temporary file in its directory, then renamed), with
    the mode it had (a new file: the mode the umask gives)."""
    if path.exists():
        mode = path.stat().st_mode & 0o777
    else:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise
