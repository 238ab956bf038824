"""The compiled build and the pure-Python source (masterbuilders/__init__.py): which one runs, that
a changed source is never run stale, and that `make test` runs the build it means to."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import masterbuilders
import masterbuilders.engine.state
import masterbuilders.pillars.model
from masterbuilders import compiled_modules, source_digest, stale_modules


def test_the_modules_loaded_are_the_build_that_was_chosen() -> None:
    for module in (masterbuilders.engine.state, masterbuilders.pillars.model):
        compiled = not str(module.__file__).endswith(".py")
        assert compiled == (masterbuilders.BUILD == "compiled"), module.__file__


def test_make_test_runs_the_build_it_asks_for() -> None:
    """`make test` sets MASTERBUILDERS_EXPECT_BUILD: the whole suite on the compiled build, the
    generic checks and golden transcripts again on the source."""
    expected = os.environ.get("MASTERBUILDERS_EXPECT_BUILD")
    if expected is None:
        pytest.skip("MASTERBUILDERS_EXPECT_BUILD is not set (make test sets it)")
    assert expected == masterbuilders.BUILD, masterbuilders.BUILD_NOTE


def test_pure_is_chosen_by_the_environment_and_named_by_version() -> None:
    env = {**os.environ, "MASTERBUILDERS_PURE": "1"}
    out = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "--version"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.startswith(f"masterbuilders {masterbuilders.__version__}, pure Python")
    code = "import masterbuilders.engine.state as s; print(s.__file__)"
    path = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert path.endswith("state.py")


def test_a_source_changed_after_the_build_makes_it_stale(tmp_path: Path) -> None:
    package = tmp_path / "masterbuilders"
    (package / "engine").mkdir(parents=True)
    source = package / "engine" / "state.py"
    source.write_text("X = 1\n")
    assert compiled_modules(package) == []
    assert stale_modules(package) == [masterbuilders.BUILD_RECORD], "no record: nothing is current"
    record = package / masterbuilders.BUILD_RECORD
    record.write_text(json.dumps({"engine/state.py": source_digest(source)}))
    assert stale_modules(package) == []
    leftover = package / "engine" / ("old" + EXTENSION_SUFFIXES[0])
    leftover.write_bytes(b"")
    assert stale_modules(package) == [str(leftover.relative_to(package))], "not made by this build"
    leftover.unlink()
    source.write_text("X = 2\n")
    assert stale_modules(package) == ["engine/state.py"]
    source.unlink()
    assert stale_modules(package) == ["engine/state.py"]


def _run_copy(root: Path, code: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "MASTERBUILDERS_PURE"}
    env["PYTHONPATH"] = str(root)
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=root
    )


def test_a_stale_build_falls_back_to_the_source_with_a_warning(tmp_path: Path) -> None:
    """A copy of the compiled package runs compiled; once one source in it changes, it runs the
    source and says why."""
    if masterbuilders.BUILD != "compiled":
        pytest.skip("needs the compiled build (make venv)")
    package = Path(masterbuilders.__file__).parent
    shutil.copytree(
        package, tmp_path / "masterbuilders", ignore=shutil.ignore_patterns("__pycache__")
    )
    for library in package.parent.glob("masterbuilders_native__mypyc*"):
        shutil.copy2(library, tmp_path)
    code = (
        "import masterbuilders as m, masterbuilders.engine.frame as w; print(m.BUILD, w.__file__)"
    )
    build, path = _run_copy(tmp_path, code).stdout.split()
    assert build == "compiled" and not path.endswith(".py")
    with (tmp_path / "masterbuilders" / "engine" / "frame.py").open("a") as f:
        f.write("# changed after the build\n")
    run = _run_copy(tmp_path, code)
    build, path = run.stdout.split()
    assert build == "pure" and path.endswith("frame.py")
    assert "predates changes to engine/frame.py" in run.stderr
