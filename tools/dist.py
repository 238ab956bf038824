"""Builds what `pip install` takes: an sdist, a pure wheel and a compiled wheel for this platform.

The sdist is made from the working tree, and the pure wheel from that sdist (as a user's pip
would build it). The compiled wheel is built from the working tree: of the build `make` compiled
in place when that is current (MASTERBUILDERS_MYPYC=built: setup.py copies mypyc's products, made
of the very sources the wheel carries, and refuses a stale build), so nothing is compiled twice;
otherwise compiled anew (MASTERBUILDERS_MYPYC=1: mypyc turns the engine, both games and the search
into C extensions, as black's wheels are made). Nothing needs the network: the build runs in this
Python's environment, which must have the `compile` extra (setuptools, mypy, build). `make dist`
runs it into dist/; tests/test_wheels.py into a temporary folder.

    python tools/dist.py --out dist
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def in_place_build_is_current() -> bool:
    """Whether src/ holds a compiled build whose record matches every source."""
    sys.path.insert(0, str(ROOT / "src"))
    try:
        from masterbuilders import compiled_modules, stale_modules
    finally:
        sys.path.pop(0)
    package = ROOT / "src" / "masterbuilders"
    return bool(compiled_modules(package)) and not stale_modules(package)


def build(out: Path) -> dict[str, Path]:
    """The three files, by kind ("sdist", "pure", "compiled"), built into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "MASTERBUILDERS_MYPYC"}
    before = set(out.iterdir())
    subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True, env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    (sdist,) = [p for p in set(out.iterdir()) - before if p.name.endswith(".tar.gz")]
    files = {"sdist": sdist}
    for kind, source, extra in (
        ("pure", sdist, {}),
        (
            "compiled",
            ROOT,
            {"MASTERBUILDERS_MYPYC": "built" if in_place_build_is_current() else "1"},
        ),
    ):
        before = set(out.iterdir())
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
             "--wheel-dir", str(out), str(source)],
            check=True, env={**env, **extra}, cwd=ROOT,
        )  # fmt: skip
        (files[kind],) = [p for p in set(out.iterdir()) - before if p.suffix == ".whl"]
    return files


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "dist", help="where the files go")
    args = ap.parse_args()
    for kind, path in build(args.out).items():
        print(f"{kind:9} {path}")


if __name__ == "__main__":
    main()
