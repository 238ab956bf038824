"""Card data with confidence marks: every value of a game's TOML is written {v, conf, src} so that
an uncertain value keeps its mark (CONF, FAN, INF, UNKNOWN, DEFAULT) and can be corrected in one place.

A game's loader reads its TOML through `Tracked`, which records the path of every value read, so a
test can prove that each value in a data file is read by code or declared documentation-only."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

META_KEYS: Final = frozenset({"conf", "src"})
"""Keys of a marked value that describe it (its mark and provenance) rather than hold it."""


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
    return {k: mark(v) for k, v in dict.items(entry) if isinstance(v, dict) and "conf" in v}


def require(actual: Any, implemented: Any, path: str) -> None:
    """A data value that names a reading the engine builds in (a DEFAULT such as 'the bank is
    unlimited'): fail at import if the data names another, so editing it cannot go unnoticed."""
    if actual != implemented:
        raise RuntimeError(f"cards.toml {path} = {actual!r}: the engine implements {implemented!r}")


def _wrap(value: Any, path: str, reads: set[str]) -> Any:
    if isinstance(value, dict):
        return Tracked(value, path, reads)
    if isinstance(value, list):
        return [_wrap(v, f"{path}[]", reads) for v in value]
    return value


class Tracked(dict[str, Any]):
    """A TOML table that records in `reads` the path of each key read (`t[k]`, `t.get(k)`, `k in t`
    and iteration count as reads of those keys). List items share one path (`craftsmen[].cost`)."""

    def __init__(self, raw: dict[str, Any], path: str, reads: set[str]) -> None:
        prefix = f"{path}." if path else ""
        super().__init__({k: _wrap(v, prefix + k, reads) for k, v in raw.items()})
        self._prefix = prefix
        self._reads = reads

    def __getitem__(self, key: str) -> Any:
        self._reads.add(self._prefix + key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self._reads.add(self._prefix + key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            self._reads.add(self._prefix + key)
        return super().__contains__(key)

    def items(self) -> Iterator[tuple[str, Any]]:  # type: ignore[override]
        for key in dict.keys(self):
            yield key, self[key]


def leaf_paths(raw: Any, path: str = "") -> set[str]:
    """Every value's path in a parsed TOML (list items share one path), without the mark keys."""
    if isinstance(raw, dict):
        if "conf" in raw and "v" in raw:
            out = {f"{path}.v"}
            out |= {f"{path}.{k}" for k in raw if k not in META_KEYS | {"v"}}
            return out
        return {p for k, v in raw.items() for p in leaf_paths(v, f"{path}.{k}" if path else k)}
    if isinstance(raw, list):
        return {p for v in raw for p in leaf_paths(v, f"{path}[]")}
    return {path}


def unread(raw: dict[str, Any], reads: set[str]) -> list[str]:
    """The value paths of `raw` that no code read (a list counts as read as a whole) and that the
    data does not declare documentation-only (its top-level `documentation_only` list of paths,
    each covering what lies under it)."""
    documented = tuple(raw.get("documentation_only", ()))
    out = []
    for leaf in sorted(leaf_paths(raw) - {"documentation_only[]"}):
        whole = leaf
        while whole.endswith("[]"):
            whole = whole[:-2]
        if leaf in reads or whole in reads:
            continue
        if any(leaf == d or leaf.startswith((f"{d}.", f"{d}[")) for d in documented):
            continue
        out.append(leaf)
    return out


VARIANT_ENV: Final = "MASTERBUILDERS_DATA_VARIANT"
"""Environment variable naming changed data values for experiments, as JSON
{game: {path: value}}: a process started with it plays every game of `game` with those values
(read once, when the game's data is loaded). Paths name marked values as `marked_values` does."""


def _item_key(item: dict[str, Any], index: int) -> str:
    return str(item.get("id", index))


def marked_values(raw: dict[str, Any], path: str = "") -> Iterator[tuple[str, Marked]]:
    """Every marked value of a parsed TOML with its path: tables by key, list items by their `id`
    (e.g. `numbers.vp_floor`, `craftsmen.c1-builder.cost`, `locations.court.spaces`)."""
    for key, value in raw.items():
        here = f"{path}.{key}" if path else key
        if isinstance(value, dict):
            if "conf" in value and "v" in value:
                yield here, mark(value)
            else:
                yield from marked_values(value, here)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    yield from marked_values(item, f"{here}.{_item_key(item, i)}")


def apply_variant(raw: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """`raw` with the marked values at `changes`' paths set to the given values (marks kept);
    an unknown path is an error, so a typo cannot run an experiment on unchanged data."""
    for path, value in changes.items():
        node: Any = raw
        parts = path.split(".")
        for part in parts:
            if isinstance(node, list):
                node = next((x for i, x in enumerate(node) if _item_key(x, i) == part), None)
            elif isinstance(node, dict):
                node = node.get(part)
            if node is None:
                break
        if not (isinstance(node, dict) and "conf" in node and "v" in node):
            raise KeyError(f"data variant: no marked value at {path!r}")
        node["v"] = value
    return raw


def variant(game: str) -> dict[str, Any]:
    """The changed values this process plays `game` with (`VARIANT_ENV`), none by default."""
    text = os.environ.get(VARIANT_ENV, "")
    if not text:
        return {}
    changes = json.loads(text).get(game, {})
    if not isinstance(changes, dict):
        raise ValueError(f"{VARIANT_ENV}: {game!r} must map value paths to values")
    return changes
