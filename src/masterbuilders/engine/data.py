"""Card data with confidence marks: every value of a game's TOML is written {v, conf, src} so that
an uncertain value keeps its mark (CONF, FAN, INF, UNKNOWN, DEFAULT) and can be corrected in one place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Marked:
    """A value from the reference with its confidence mark and source."""

    value: Any
    conf: str
    src: str


def mark(raw: Any) -> Marked:
    """A {v, conf, src} table as a Marked value."""
    return Marked(raw["v"], raw["conf"], raw.get("src", ""))


def marks(entry: dict[str, Any]) -> dict[str, Marked]:
    """Every marked value of a data entry, by key."""
    return {k: mark(v) for k, v in entry.items() if isinstance(v, dict) and "conf" in v}
