"""What `pip install` gives a user (issue 35): the sdist and both wheels `make dist` builds
(tools/dist.py), each wheel installed into a new virtual environment with no compiler on PATH,
then `masterbuilders --version`, `simulate` and a short `serve` (a game of two bots played to its
end) run from it. The compiled wheel must run compiled, the pure one pure Python."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import venv
import zipfile
from pathlib import Path

import httpx
import pytest

from tests.server.conftest import free_port

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from dist import build  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheels")]


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return build(tmp_path_factory.mktemp("dist"))


def test_dist_builds_an_sdist_a_pure_and_a_compiled_wheel(dist: dict[str, Path]) -> None:
    assert dist["sdist"].name == "masterbuilders-0.1.0.tar.gz"
    assert dist["pure"].name.endswith("-py3-none-any.whl")
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert dist["compiled"].name.startswith(f"masterbuilders-0.1.0-{tag}-{tag}-")
    listing = subprocess.run(
        ["tar", "tzf", str(dist["sdist"])], capture_output=True, text=True, check=True
    ).stdout.split()
    assert any(name.endswith("/setup.py") for name in listing)
    assert not [n for n in listing if n.endswith((".so", "native-build.json"))], "build products"


def test_the_compiled_wheel_carries_the_build_the_suite_runs(dist: dict[str, Path]) -> None:
    """`make test` compiles once: the compiled wheel is made of the modules compiled in place
    (setup.py's MASTERBUILDERS_MYPYC=built), byte for byte the ones the rest of the suite runs."""
    import masterbuilders

    if masterbuilders.BUILD != "compiled":
        pytest.skip(f"this run is not on the compiled build: {masterbuilders.BUILD_NOTE}")
    src = ROOT / "src"
    with zipfile.ZipFile(dist["compiled"]) as wheel:
        shipped = {name: wheel.read(name) for name in wheel.namelist() if name.endswith(".so")}
        record = wheel.read("masterbuilders/native-build.json")
    in_place = {str(p.relative_to(src)): p.read_bytes() for p in src.rglob("*.so")}
    assert shipped.keys() == in_place.keys()
    assert all(shipped[name] == in_place[name] for name in shipped), "other binaries"
    assert record == (src / "masterbuilders" / "native-build.json").read_bytes()


def test_a_stale_in_place_build_is_never_packaged(tmp_path: Path) -> None:
    """MASTERBUILDERS_MYPYC=built refuses a build whose record does not match the sources (a
    source edited after `make` compiled): the wheel would ship binaries of other code."""
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "src", tree / "src", ignore=shutil.ignore_patterns("*.so", "*.egg-info"))
    for name in ("setup.py", "pyproject.toml", "README.md", "MANIFEST.in"):
        shutil.copy2(ROOT / name, tree / name)
    record = tree / "src" / "masterbuilders" / "native-build.json"
    record.write_text(json.dumps({"engine/state.py": "0" * 64}))  # compiled from other code
    env = {**os.environ, "MASTERBUILDERS_MYPYC": "built"}
    refused = subprocess.run(
        [sys.executable, "setup.py", "--name"], cwd=tree, env=env, capture_output=True, text=True
    )
    assert refused.returncode != 0 and "stale" in refused.stderr, refused.stderr


def _no_compiler_env(env_dir: Path) -> dict[str, str]:
    """The environment a user without a compiler has: the new venv's bin alone on PATH."""
    path = str(env_dir / "bin")
    for compiler in ("gcc", "cc", "clang"):
        assert shutil.which(compiler, path=path) is None
    return {"PATH": path, "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"}


@pytest.mark.parametrize(
    ("kind", "says"), [("compiled", "compiled with mypyc"), ("pure", "pure Python")]
)
def test_the_wheel_installs_and_runs_without_a_compiler(
    dist: dict[str, Path], tmp_path: Path, kind: str, says: str
) -> None:
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    env = _no_compiler_env(env_dir)
    bin_ = env_dir / "bin"
    subprocess.run(
        [bin_ / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-compile",
         "-c", ROOT / "constraints.txt", f"{dist[kind]}[server]"],
        env=env, check=True, cwd=tmp_path,
    )  # fmt: skip
    run = {"env": env, "cwd": tmp_path, "capture_output": True, "text": True, "timeout": 300}
    version = subprocess.run([bin_ / "masterbuilders", "--version"], check=True, **run).stdout
    assert version.startswith("masterbuilders 0.1.0, " + says), version
    located = subprocess.run(
        [bin_ / "python", "-c", "import masterbuilders.engine.state as s; print(s.__file__)"],
        check=True, **run,
    ).stdout  # fmt: skip
    assert str(env_dir) in located and located.strip().endswith(
        ".so" if kind == "compiled" else ".py"
    )
    simulated = subprocess.run(
        [bin_ / "masterbuilders", "simulate", "builders", "--players", "3", "--games", "3"],
        check=True, **run,
    )  # fmt: skip
    assert "decisions per game" in simulated.stdout
    _serve_a_game(bin_, env, tmp_path)


def _serve_a_game(bin_: Path, env: dict[str, str], workdir: Path) -> None:
    port = free_port()
    server = subprocess.Popen(
        [bin_ / "masterbuilders", "serve", "--port", str(port), "--bot-workers", "1",
         "--database-url", f"sqlite:///{workdir / 'games.sqlite3'}"],
        env=env, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, "serve did not start"
            time.sleep(0.2)
        assert "masterbuilders" in httpx.get(base, timeout=5).text.lower()
        body = {"game": "pillars", "players": 2, "seed": 3, "practice": True,
                "seats": [{"kind": "bot", "level": "easy"}] * 2}  # fmt: skip
        gid = httpx.post(f"{base}/api/games", json=body, timeout=10).json()["id"]
        deadline = time.monotonic() + 120
        while not httpx.get(f"{base}/api/games/{gid}/view", timeout=10).json()["view"]["decision"][
            "over"
        ]:
            assert time.monotonic() < deadline, "the bots did not finish the game"
            time.sleep(0.5)
    finally:
        server.terminate()
        server.wait(20)
