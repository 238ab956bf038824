"""The server's time: the wall clock (when something happened: stored, shown, compared with stored
stamps) and monotonic time (how long something took: a seat's clock, retry deadlines, leases). A
Manager reads both from the one `Clock` it is given (one of the game service's ports,
server/ports.py): the system's by default, a fake in a test that moves it on instead of sleeping
(tests/server/fakes.py)."""

from __future__ import annotations

import time
from typing import Final, Protocol


class Clock(Protocol):
    def time(self) -> float:
        """Seconds since the epoch (time.time)."""
        ...

    def monotonic(self) -> float:
        """Seconds that only ever grow (time.monotonic)."""
        ...


class SystemClock:
    """The machine's clocks."""

    def time(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()


SYSTEM: Final = SystemClock()
