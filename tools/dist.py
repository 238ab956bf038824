"""Builds what `pip install` takes: an sdist, a pure wheel and a compiled wheel for this platform.

The sdist is made from the working tree, and the pure wheel from that sdist (as a user's pip
would build it). The compiled wheel is built from the working tree with MASTERBUILDERS_MYPYC=1
(setup.py: mypyc turns the engine, both games and the search into C extensions, as black's wheels
are made), in the tree's build/ folder, so that it reuses what `make`'s compiled build already
compiled there (mypyc's incremental cache and gcc's objects: seconds instead of minutes; a changed
source is compiled anew). Nothing needs the network: the build runs in this Python's environment,
which must have the `compile` extra (setuptools, mypy, build). `make dist` runs it into dist/;
tests/test_wheels.py into a temporary folder.

    python tools/dist.py --out dist
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


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
        ("compiled", ROOT, {"MASTERBUILDERS_MYPYC": "1"}),
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
