"""masterbuilders: The Pillars of the Earth and The Builders: Middle Ages, playable and studyable.

The rules engine, both games and the search exist once, as Python source. `make venv` also
compiles them with mypyc (setup.py) into C extensions that sit beside the source and are imported
in its place. This module chooses, before anything else of the package is imported:

- the compiled build, when every source it was compiled from is unchanged since;
- the source, when `MASTERBUILDERS_PURE=1` is set, when nothing was compiled, or when a source
  changed after the build (a rebuild is due: `make venv`; the source is then the truth, so a
  stale build never runs).

`BUILD` and `BUILD_NOTE` say which one runs and why (`masterbuilders --version` prints them).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

__version__ = "0.1.0"

PURE_ENV = "MASTERBUILDERS_PURE"
"""Set to 1 to run the pure-Python source even where a compiled build is present."""
BUILD_RECORD = "native-build.json"
"""Written by setup.py beside the compiled modules: the digest of every source it compiled."""


class _SourceOnly(MetaPathFinder):
    """Finds the package's modules as source files, never as compiled extensions."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith(__name__ + ".") or path is None:
            return None
        leaf = fullname.rpartition(".")[2]
        for entry in path:
            package = Path(entry, leaf)
            if (package / "__init__.py").is_file():
                return spec_from_file_location(
                    fullname, package / "__init__.py", submodule_search_locations=[str(package)]
                )
            if Path(entry, leaf + ".py").is_file():
                return spec_from_file_location(fullname, Path(entry, leaf + ".py"))
        return None


def compiled_modules(root: Path = Path(__file__).parent) -> list[Path]:
    """The compiled extensions present in the package (empty where nothing was built)."""
    return sorted({p for suffix in EXTENSION_SUFFIXES for p in root.rglob("*" + suffix)})


def source_digest(path: Path) -> str:
    """What a build records of each source it compiled (setup.py writes them to `BUILD_RECORD`)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stale_modules(root: Path = Path(__file__).parent) -> list[str]:
    """Sources that changed since the compiled build was made (all of them without its record),
    and compiled modules the build did not make (left over from an earlier one)."""
    record = root / BUILD_RECORD
    if not record.is_file():
        return [BUILD_RECORD]
    digests: dict[str, str] = json.loads(record.read_text())
    changed = [
        name
        for name, digest in digests.items()
        if not (root / name).is_file() or source_digest(root / name) != digest
    ]
    leftovers = [
        str(ext.relative_to(root))
        for ext in compiled_modules(root)
        if str(ext.with_name(ext.name.split(".", 1)[0] + ".py").relative_to(root)) not in digests
    ]
    return changed + leftovers


def _choose() -> tuple[str, str]:
    if os.environ.get(PURE_ENV) == "1":
        return "pure", f"pure Python ({PURE_ENV}=1)"
    count = len(compiled_modules())
    if not count:
        return "pure", "pure Python (not compiled: `make venv` compiles it)"
    stale = stale_modules()
    if stale:
        note = (
            f"pure Python (the compiled build predates changes to {', '.join(stale[:3])}"
            f"{' and more' if len(stale) > 3 else ''}: `make venv` rebuilds it)"
        )
        warnings.warn(f"masterbuilders runs {note}", RuntimeWarning, stacklevel=2)
        return "pure", note
    return "compiled", f"compiled with mypyc ({count} modules)"


BUILD, BUILD_NOTE = _choose()
"""Which build this process runs: "compiled" or "pure", and why."""
if BUILD == "pure":
    sys.meta_path.insert(0, _SourceOnly())
