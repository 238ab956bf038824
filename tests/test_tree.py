"""A clean tree (issue 53): no tracked file is nobody's (scratch scripts, tracebacks, pid files at
the root), no tracked text names a place on the machine it was made on (a home directory or the
folder the checkout lies in), and `.gitignore` covers what the tests, servers and builds leave
behind."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

ROOT_FILES = {
    ".gitignore",
    "BENCHMARKS.md",
    "CHANGELOG.md",
    "MANIFEST.in",
    "Makefile",
    "README.md",
    "constraints.txt",
    "pyproject.toml",
    "setup.py",
}
"""What the root holds besides folders: a new file there is added here on purpose, or it is a
scratch file (t21.py, t21.out and server2.pid were committed by accident)."""

LEFT_BEHIND = [
    ".venv/bin/python",
    "masterbuilders.sqlite3",
    "games.sqlite3-wal",
    "games.sqlite3-shm",
    "games.sqlite3-journal",
    "server.pid",
    "serve.log",
    "nohup.out",
    "src/masterbuilders/engine/state.cpython-311-x86_64-linux-gnu.so",
    "src/masterbuilders_native__mypyc.cpython-311-x86_64-linux-gnu.so",
    "src/masterbuilders/native-build.json",
    "build/temp.linux-x86_64-cpython-311/x.o",
    "dist/masterbuilders-0.1.0-py3-none-any.whl",
    "src/masterbuilders.egg-info/PKG-INFO",
    ".pytest_cache/v/cache/lastfailed",
    ".mypy_cache/3.11/x.json",
    ".ruff_cache/CACHEDIR.TAG",
    "tests/__pycache__/x.cpython-311.pyc",
    ".hypothesis/examples/x",
    "artifacts/screenshot.png",
]
"""What a `make serve`, `make test`, `make dist` or a test's server leaves in the checkout."""


def tracked() -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    return [name for name in out.split("\0") if name]


def machine_paths() -> re.Pattern[str]:
    """Absolute paths of a developer's machine: home directories, the folder this checkout lies
    in, and these machines' working directory ("work" at the root; a clone in /tmp names no
    parent: /tmp/ in a command is a scratch place, not a machine's). The pattern is built here,
    so this file does not match it."""
    places = [re.escape(str(ROOT)) + r"(?![\w.-])", "/" + "work/"]
    homes = ["/" + "root/", "/" + r"home/[\w.-]+/", "/" + r"Users/[\w.-]+/"]
    return re.compile(r"(?<![\w.:/~-])(" + "|".join(places + homes) + ")")


def offending_lines(names: list[str], pattern: re.Pattern[str]) -> list[str]:
    found = []
    for name in names:
        path = ROOT / name
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data[:8192]:  # binary (a PNG, a model): no text to read
            continue
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{name}:{number}: {line.strip()[:120]}")
    return found


def test_no_tracked_text_carries_a_path_of_the_machine_it_was_made_on() -> None:
    found = offending_lines(tracked(), machine_paths())
    assert not found, (
        "tracked files name places on a developer's machine (write paths relative to the "
        "repository, or a placeholder such as .venv/bin/python):\n" + "\n".join(found)
    )


def test_the_check_finds_a_home_directory_and_the_checkout(tmp_path: Path) -> None:
    pattern = machine_paths()
    for bad in ("/" + "root/.pyenv/versions/3.11.7/lib", f"--out {ROOT}/benchmarks/results",
                "/" + "home/ada/masterbuilders/x.py", "/" + "work/main/x", f'"{ROOT}/x"'):  # fmt: skip
        assert pattern.search(bad), bad
    for fine in ("--out /tmp/ppo-run", "benchmarks/results/x.json", "https://example.org/root/x",
                 ".venv/bin/python", "~/masterbuilders"):  # fmt: skip
        assert not pattern.search(fine), fine


def test_no_scratch_file_is_tracked_at_the_root() -> None:
    at_root = {name for name in tracked() if "/" not in name}
    assert at_root <= ROOT_FILES, (
        f"files at the root that are nobody's: {sorted(at_root - ROOT_FILES)} (remove them, "
        "or add a file that belongs there to ROOT_FILES)"
    )


@pytest.mark.parametrize("left", LEFT_BEHIND)
def test_gitignore_covers_what_is_left_behind(left: str) -> None:
    ignored = subprocess.run(
        ["git", "check-ignore", "--no-index", "-q", left], cwd=ROOT, check=False
    ).returncode
    assert ignored == 0, f"{left} would show as untracked: add a pattern to .gitignore"
