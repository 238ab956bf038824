"""Both builds in one benchmark run: this process runs the build it imported (the compiled one
where `make venv` built it) and `PureWorker`, a child process, runs the pure-Python source, one job
at a time, so the two are measured interleaved on one core.

    with PureWorker() as pure:
        games, steps = pure.call(run_playouts, "pillars", 4, 2.0, 1)

Jobs are top-level functions of an importable module (the benchmark script itself works: the child
imports it as its main module) and their arguments and results must pickle.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from types import TracebackType
from typing import Any

from benchmarks.server_load import environment

import masterbuilders


def build() -> str:
    """Which build this process runs ("compiled" or "pure")."""
    return masterbuilders.BUILD


def write_report(path: Path, figures: Any, **settings: Any) -> None:
    """A run's figures as JSON, with the command that produced them, its settings, the build this
    process ran and the environment (commit, Python, packages)."""
    report = {
        "command": " ".join(["python", *sys.argv]),
        **settings,
        "build": build(),
        "environment": environment(),
        "configurations": figures,
    }
    path.write_text(json.dumps(report, indent=1) + "\n")


def _serve(conn: Connection) -> None:
    while True:
        job = conn.recv()
        if job is None:
            return
        fn, args = job
        conn.send(fn(*args))


class PureWorker:
    """A child process started with MASTERBUILDERS_PURE=1 that runs jobs on request."""

    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self.conn, child = ctx.Pipe()
        before = os.environ.get(masterbuilders.PURE_ENV)
        os.environ[masterbuilders.PURE_ENV] = "1"
        try:
            self.process = ctx.Process(target=_serve, args=(child,), daemon=True)
            self.process.start()
        finally:
            if before is None:
                del os.environ[masterbuilders.PURE_ENV]
            else:
                os.environ[masterbuilders.PURE_ENV] = before
        if self.call(build) != "pure":
            raise RuntimeError("the worker did not start on the pure-Python source")

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        self.conn.send((fn, args))
        return self.conn.recv()

    def close(self) -> None:
        self.conn.send(None)
        self.process.join(timeout=10)

    def __enter__(self) -> PureWorker:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
