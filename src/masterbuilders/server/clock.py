"""The server's time: the wall clock (when something happened: stored, shown, compared with stored
stamps) and monotonic time (how long something took: a seat's clock, retry deadlines). A Manager
reads both from the one `Clock` it is given: the system's by default, a `ManualClock` in a test
that advances it instead of sleeping."""

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


class ManualClock:
    """A clock that moves only when told to (`advance`): it starts at the machine's present."""

    def __init__(self) -> None:
        self._wall = time.time()
        self._mono = time.monotonic()

    def time(self) -> float:
        return self._wall

    def monotonic(self) -> float:
        return self._mono

    def advance(self, seconds: float) -> None:
        """Both clocks move `seconds` on at once."""
        if seconds < 0:
            raise ValueError("a clock never goes back")
        self._wall += seconds
        self._mono += seconds
