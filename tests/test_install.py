"""What `make serve` installs is enough to compile and serve (issue 53).

`make serve` installs the core and the extras its Makefile rule names (`.[server,compile]`), then
compiles the modules setup.py lists with mypyc, whose mypy reads every import of those modules,
the ones inside functions too. A compiled module that imports a package of another extra (numpy,
matplotlib: `arena`) stops `make serve` on a fresh machine, though every developer's `.venv`,
made by `make test` with every extra, has it. So: every package a compiled module imports must be
installed by the serve install, resolved through the requirements of what it installs."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "masterbuilders"


def compiled_sources() -> list[Path]:
    """The files setup.py compiles: its COMPILED packages less PURE, and ALSO (read from setup.py
    itself, which cannot be imported: it calls setup())."""
    names: dict[str, object] = {}
    for node in ast.parse((ROOT / "setup.py").read_text()).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                names[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    packages, also, pure = names["COMPILED"], names["ALSO"], names["PURE"]
    assert isinstance(packages, list) and isinstance(also, list) and isinstance(pure, set)
    files = [f for pkg in packages for f in sorted((SRC / pkg).glob("*.py")) if f.name not in pure]
    return files + [SRC / name for name in also]


def imported_packages(sources: Iterable[Path]) -> dict[str, list[str]]:
    """Top-level modules imported anywhere in `sources` (inside functions and TYPE_CHECKING
    blocks too: mypy reads them all), less the standard library and the project itself, each
    with the files that import it."""
    found: dict[str, list[str]] = {}
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.partition(".")[0]
                if top in sys.stdlib_module_names or top in ("masterbuilders", "__future__"):
                    continue
                found.setdefault(top, []).append(path.name)
    return found


def serve_extras(makefile: str) -> list[str]:
    """The extras the Makefile's serve install names: the `$(SERVE_STAMP):` rule's `-e '.[...]'`."""
    rule = re.search(r"^\$\(SERVE_STAMP\):.*\n((?:\t.*\n)+)", makefile, re.M)
    assert rule, "the Makefile has no $(SERVE_STAMP) rule"
    extras = re.search(r"-e\s+'?\.\[([^\]]*)\]", rule[1])
    assert extras, f"the serve install names no extras: {rule[1]!r}"
    return [e.strip() for e in extras[1].split(",")]


def installed_by(requirements: Iterable[str]) -> set[str]:
    """Every distribution (canonical name) that installing `requirements` brings, through the
    requirements of each (their extras and environment markers honoured), as this Python's
    installed metadata gives them."""
    todo = [Requirement(r) for r in requirements]
    seen: set[tuple[str, frozenset[str]]] = set()
    names: set[str] = set()
    while todo:
        req = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        key = (canonicalize_name(req.name), frozenset(req.extras))
        if key in seen:
            continue
        seen.add(key)
        names.add(key[0])
        try:
            dist = metadata.distribution(req.name)
        except metadata.PackageNotFoundError:
            continue  # not installed here: nothing it needs can be read (and nothing imports it)
        for text in dist.requires or []:
            sub = Requirement(text)
            if sub.marker is None:
                todo.append(sub)
                continue
            wanted = [e for e in ("", *req.extras) if _marker(sub.marker, e)]
            if wanted:
                sub.marker = None
                todo.append(sub)
    return names


def _marker(marker: Marker, extra: str) -> bool:
    return marker.evaluate({"extra": extra})


def serve_install(makefile: str, pyproject: str) -> set[str]:
    project = tomllib.loads(pyproject)["project"]
    extras = serve_extras(makefile)
    requirements = list(project["dependencies"])
    for extra in extras:
        requirements += project["optional-dependencies"][extra]
    return installed_by(requirements)


def missing_from_serve(sources: Iterable[Path], makefile: str, pyproject: str) -> dict[str, str]:
    """Each imported package the serve install does not bring, with the distribution that would
    (or the note that none installed here provides it) and who imports it."""
    provides = metadata.packages_distributions()
    installed = serve_install(makefile, pyproject)
    missing: dict[str, str] = {}
    for module, importers in sorted(imported_packages(sources).items()):
        dists = {canonicalize_name(d) for d in provides.get(module, [])}
        if not dists:
            missing[module] = f"no installed distribution provides it ({', '.join(importers)})"
        elif not dists & installed:
            missing[module] = f"from {', '.join(sorted(dists))} ({', '.join(importers)})"
    return missing


def test_the_serve_install_brings_every_package_the_compiled_modules_import() -> None:
    missing = missing_from_serve(
        compiled_sources(), (ROOT / "Makefile").read_text(), (ROOT / "pyproject.toml").read_text()
    )
    assert not missing, (
        "`make serve` compiles modules importing packages its install lacks (move the import out "
        f"of the compiled set, or install the package for serving): {missing}"
    )


def test_the_check_finds_a_compiled_module_importing_another_extras_package(
    tmp_path: Path,
) -> None:
    """The check can fail: a compiled module that imports numpy inside a function (as
    ai/winprob.py's fit did) is caught against the serve install; installing `arena` too fixes
    it."""
    source = tmp_path / "fit.py"
    source.write_text("def fit():\n    import numpy as np\n    return np.zeros(1)\n")
    makefile = (ROOT / "Makefile").read_text()
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert set(missing_from_serve([source], makefile, pyproject)) == {"numpy"}
    arena = makefile.replace("-e '.[server,compile]'", "-e '.[server,compile,arena]'")
    assert arena != makefile, "the serve install's line changed: update this test"
    assert missing_from_serve([source], arena, pyproject) == {}


def test_the_compiled_set_is_read_from_setup_py() -> None:
    names = {str(p.relative_to(SRC)) for p in compiled_sources()}
    assert "engine/state.py" in names and "analysis/winprob.py" in names
    assert "engine/__init__.py" not in names and "analysis/winprob_train.py" not in names
