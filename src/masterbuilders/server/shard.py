"""Which worker of `serve --workers K` owns a game (server/cluster.py routes by it)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass


def shard_of(game_id: str, workers: int) -> int:
    """The worker that owns a game (stable for a given number of workers)."""
    return zlib.crc32(game_id.encode()) % workers


@dataclass(frozen=True)
class Shard:
    """This worker's place: its index, the number of workers, every worker's private port."""

    index: int
    ports: tuple[int, ...]

    @property
    def count(self) -> int:
        return len(self.ports)

    def owns(self, game_id: str) -> bool:
        return shard_of(game_id, self.count) == self.index
