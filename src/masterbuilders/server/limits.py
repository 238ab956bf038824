"""Bounds on what clients may ask of the server: rates (token buckets), names cleaned of characters
that could disguise them, and the counters health reports."""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass, field

NAME_LENGTH = 40


def clean_name(raw: object, fallback: str) -> str:
    """A player's name as others will read it: control and formatting characters removed (NUL,
    ESC and the bidirectional overrides that can make a name display as another), spaces
    collapsed, at most 40 characters; the fallback when nothing is left."""
    text = "".join(
        " " if unicodedata.category(c) == "Zs" else c
        for c in str(raw)
        if unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
    )
    text = " ".join(text.split())[:NAME_LENGTH].strip()
    return text or fallback


@dataclass
class Bucket:
    """A token bucket: `rate` tokens per second, at most `burst` saved up."""

    rate: float
    burst: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        now = time.monotonic()
        if self.tokens < 0:
            self.tokens = self.burst
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Buckets:
    """One bucket per key (a client address, a seat), forgotten once full again (bounded memory)."""

    def __init__(self, per_minute: float) -> None:
        self.rate = per_minute / 60.0
        self.burst = max(1.0, per_minute)
        self.buckets: dict[str, Bucket] = {}

    def take(self, key: str) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = Bucket(self.rate, self.burst)
        ok = bucket.take()
        if len(self.buckets) > 10_000:
            self._prune()
        return ok

    def _prune(self) -> None:
        now = time.monotonic()
        full = [
            k
            for k, b in self.buckets.items()
            if b.tokens + (now - b.stamp) * self.rate >= self.burst
        ]
        for k in full:
            del self.buckets[k]
