"""Several server processes behind one port, each game owned by one of them (`serve --workers K`).

One Python process answers at most one core's worth of actions (BENCHMARKS.md "Server load"). With
K workers every game belongs to worker `shard_of(id, K)`: that worker alone holds its state in
memory, commits its actions and pushes its updates, exactly as a single server does. No state is
shared between workers; they share only the database.

The front (this process) owns the public listening socket. For each new connection it peeks at the
request line without reading it, finds the game id in the path (`/ws/games/ID`, `/api/games/ID/...`)
and hands the connection's file descriptor to the owning worker over a Unix socket (SCM_RIGHTS).
From then on client and worker talk directly: the front never copies a byte. Connections whose
first request names no game (lobby, static files, game list, new games) go to the workers in turn.

A keep-alive HTTP connection may later ask about a game another worker owns: the worker forwards
such a request to the owner's private port (`forward`), so every request reaches the game's owner.
New games are dealt out: the worker that receives a creation takes it or forwards it, in turn, and
the creating worker gives the game an id it owns. At start each worker restores only its own
unfinished games.

If the front dies (even by kill -9) the kernel kills the workers (PR_SET_PDEATHSIG): no worker
outlives it to accept actions for a game that a restarted server is restoring. Actions are
acknowledged only once committed, as in one process, so a restart loses none of them. A worker that
exits on its own is started again by the front and restores its games from the database.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import os
import signal
import socket
import subprocess
import sys
import time
from typing import Any

from masterbuilders.server.forward import (
    game_in_path,
)
from masterbuilders.server.shard import Shard, shard_of

PEEK = 4096
FIRST_LINE_TIMEOUT = 10.0


def _die_with_parent() -> None:
    """Linux: the kernel sends SIGKILL to this process when the front exits, however it exits."""
    with contextlib.suppress(Exception):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() == 1:  # the front is already gone
            os._exit(1)


def run_worker(args: argparse.Namespace) -> None:
    """One worker: the app on its private listening socket, plus the connections the front hands
    it over the Unix socket."""
    _die_with_parent()
    import uvicorn

    from masterbuilders.server.app import UVICORN_OPTIONS, create_app

    shard = Shard(args.index, tuple(int(p) for p in args.ports.split(",")))
    private = socket.socket(fileno=args.listen_fd)
    handoff = socket.socket(fileno=args.handoff_fd)
    handoff.setblocking(False)
    config = uvicorn.Config(
        create_app(args.database_url, args.bot_workers, shard), **UVICORN_OPTIONS
    )

    class Worker(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            loop = asyncio.get_running_loop()
            config = self.config

            def protocol() -> asyncio.Protocol:
                return config.http_protocol_class(  # type: ignore[call-arg]
                    config=config,
                    server_state=self.server_state,
                    app_state=self.lifespan.state,
                    _loop=loop,
                )

            adopting: set[asyncio.Task[Any]] = set()

            def adopt() -> None:
                while True:
                    try:
                        msg, fds, _, _ = socket.recv_fds(handoff, 16, 16)
                    except BlockingIOError:
                        return
                    if not msg and not fds:  # the front closed its end: stop
                        loop.remove_reader(handoff.fileno())
                        self.should_exit = True
                        return
                    for fd in fds:
                        conn = socket.socket(fileno=fd)
                        conn.setblocking(False)
                        task = loop.create_task(loop.connect_accepted_socket(protocol, conn))
                        adopting.add(task)
                        task.add_done_callback(adopting.discard)

            loop.add_reader(handoff.fileno(), adopt)

    Worker(config).run(sockets=[private])


# ---- the front ----------------------------------------------------------------------------------
class Front:
    def __init__(
        self, host: str, port: int, database_url: str, workers: int, bot_workers: int
    ) -> None:
        self.database_url = database_url
        self.bot_workers = bot_workers
        self.listener = socket.create_server((host, port), backlog=2048)
        self.listener.setblocking(False)
        self.private = [socket.create_server(("127.0.0.1", 0)) for _ in range(workers)]
        self.ports = tuple(s.getsockname()[1] for s in self.private)
        self.handoff: list[socket.socket] = [socket.socket() for _ in range(workers)]
        self.procs: list[subprocess.Popen[bytes] | None] = [None] * workers
        self.turn = 0
        self.stopping = False
        self.held: list[list[socket.socket]] = [[] for _ in range(workers)]
        """Connections for a worker that died, handed to it once it is started again."""

    def start_worker(self, i: int) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.handoff[i].close()
        self.handoff[i] = ours
        listen_fd, handoff_fd = self.private[i].fileno(), theirs.fileno()
        self.procs[i] = subprocess.Popen(
            [
                sys.executable, "-m", "masterbuilders.server.cluster",
                "--index", str(i), "--ports", ",".join(map(str, self.ports)),
                "--listen-fd", str(listen_fd), "--handoff-fd", str(handoff_fd),
                "--database-url", self.database_url, "--bot-workers", str(self.bot_workers),
            ],
            pass_fds=(listen_fd, handoff_fd),
        )  # fmt: skip
        theirs.close()

    def wait_ready(self, timeout: float = 120) -> None:
        """Until every worker answers on its private port (its games restored)."""
        import httpx

        deadline = time.monotonic() + timeout
        for i, port in enumerate(self.ports):
            while True:
                proc = self.procs[i]
                if proc is not None and proc.poll() is not None:
                    raise RuntimeError(f"worker {i} exited with code {proc.returncode} at start")
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=2).is_success:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"worker {i} did not start")
                time.sleep(0.1)

    def route(self, conn: socket.socket, first: bytes) -> None:
        parts = first.split(b" ", 2)
        game_id = game_in_path(parts[1]) if len(parts) > 1 else None
        if game_id is None:
            i = self.turn = (self.turn + 1) % len(self.ports)
        else:
            i = shard_of(game_id, len(self.ports))
        self.hand(i, conn)

    def hand(self, i: int, conn: socket.socket) -> None:
        """Give the connection to worker i; while it is being started again, keep it until then."""
        try:
            socket.send_fds(self.handoff[i], [b"c"], [conn.fileno()])
        except OSError:
            self.held[i].append(conn)
            return
        conn.close()

    async def serve(self) -> None:
        loop = asyncio.get_running_loop()
        waiting: dict[int, tuple[socket.socket, float]] = {}

        def peek(fd: int) -> None:
            conn, since = waiting[fd]
            try:
                data = conn.recv(PEEK, socket.MSG_PEEK)
            except BlockingIOError:
                return
            except OSError:
                data = b""
            end = data.find(b"\r\n")
            if end < 0 and data and len(data) < PEEK and time.monotonic() - since < 10:
                # only part of the first line yet: look again shortly (peeked bytes stay unread,
                # so the socket would stay readable and spin)
                loop.remove_reader(fd)
                loop.call_later(0.002, loop.add_reader, fd, peek, fd)
                return
            loop.remove_reader(fd)
            del waiting[fd]
            if not data:
                conn.close()
                return
            self.route(conn, data[: end if end >= 0 else len(data)])

        def accept() -> None:
            while True:
                try:
                    conn, _ = self.listener.accept()
                except BlockingIOError:
                    return
                conn.setblocking(False)
                waiting[conn.fileno()] = (conn, time.monotonic())
                loop.add_reader(conn.fileno(), peek, conn.fileno())

        loop.add_reader(self.listener.fileno(), accept)
        while not self.stopping:
            await asyncio.sleep(0.5)
            now = time.monotonic()
            for fd, (conn, since) in list(waiting.items()):
                if now - since > FIRST_LINE_TIMEOUT:  # nothing sent: drop it
                    loop.remove_reader(fd)
                    del waiting[fd]
                    conn.close()
            for i, proc in enumerate(self.procs):
                if proc is not None and proc.poll() is not None and not self.stopping:
                    print(f"worker {i} exited ({proc.returncode}); starting it again", flush=True)
                    self.start_worker(i)
                    held, self.held[i] = self.held[i], []
                    for conn in held:  # queued in the new Unix socket until the worker adopts them
                        self.hand(i, conn)

    def stop(self) -> None:
        self.stopping = True
        for proc in self.procs:
            if proc is not None and proc.poll() is None:
                proc.terminate()
        for proc in self.procs:
            if proc is not None:
                try:
                    proc.wait(15)
                except subprocess.TimeoutExpired:
                    proc.kill()


def run_front(host: str, port: int, database_url: str, workers: int, bot_workers: int) -> None:
    """`masterbuilders serve --workers K`: start K workers, route connections until stopped."""
    import uvloop

    from masterbuilders.server.storage import Store

    # the schema first, once: workers creating it at the same time would race (table exists)
    Store(database_url).dispose()
    front = Front(host, port, database_url, workers, bot_workers)
    for i in range(workers):
        front.start_worker(i)
    try:
        front.wait_ready()

        def on_signal(*_: object) -> None:
            front.stopping = True

        signal.signal(signal.SIGTERM, on_signal)
        signal.signal(signal.SIGINT, on_signal)
        uvloop.run(front.serve())
    finally:
        front.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description="one worker of `masterbuilders serve --workers K`")
    ap.add_argument("--index", type=int, required=True)
    ap.add_argument("--ports", required=True)
    ap.add_argument("--listen-fd", type=int, required=True)
    ap.add_argument("--handoff-fd", type=int, required=True)
    ap.add_argument("--database-url", required=True)
    ap.add_argument("--bot-workers", type=int, default=1)
    run_worker(ap.parse_args())


if __name__ == "__main__":
    main()
