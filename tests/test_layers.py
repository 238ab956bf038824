"""The layers above the games know no game: engine, ai, analysis, server, cli, interop and web code
never name a game (a third game would be its package, its entry point and its renderer); no module
takes part in an import cycle; and analysis sits above ai (it uses agents, agents never use it)."""

from __future__ import annotations

import ast
import re
from importlib.resources import files
from pathlib import Path

import pytest

import masterbuilders
from masterbuilders.engine import game_names
from masterbuilders.engine.spec import get_game
from masterbuilders.rules import section

SRC = Path(masterbuilders.__file__).parent
LAYERS = ("engine", "research", "ai", "analysis", "server", "cli", "interop", "web", "i18n")


def _pattern() -> re.Pattern[str]:
    names = "|".join(game_names())
    return re.compile(rf"(?<![a-z])({names})(?![a-z])", re.IGNORECASE)


def _python_words(path: Path) -> list[tuple[int, str]]:
    """The names, attributes, imported modules and non-docstring strings of a module."""
    tree = ast.parse(path.read_text())
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                out.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((node.lineno, node.attr))
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
    return out


def _web_words(path: Path) -> list[tuple[int, str]]:
    """A page or script's lines without their comments."""
    text = re.sub(r"/\*.*?\*/|<!--.*?-->", "", path.read_text(), flags=re.S)
    return [(i, re.sub(r"(^|\s)//.*$", "", line)) for i, line in enumerate(text.splitlines(), 1)]


def test_no_game_name_above_the_games() -> None:
    pattern = _pattern()
    found = []
    for layer in LAYERS:
        for path in sorted((SRC / layer).rglob("*")):
            if path.suffix == ".py":
                words = _python_words(path)
            elif path.suffix in (".js", ".html", ".css"):
                words = _web_words(path)
            else:
                continue
            for line, text in words:
                if pattern.search(text):
                    found.append(f"{path.relative_to(SRC)}:{line}: {text.strip()[:80]}")
    assert found == []


def test_the_search_finds_a_game_name() -> None:
    """The check above can fail: a game's name in a string or an import is found, in a docstring
    or in the package's own name it is not."""
    pattern = _pattern()
    src = '"""The Pillars."""\nimport masterbuilders.engine\nfrom masterbuilders.pillars import x\ny = "builders"\n'
    tmp = SRC.parent / "_layer_probe.py"
    tmp.write_text(src)
    try:
        hits = [t for _, t in _python_words(tmp) if pattern.search(t)]
    finally:
        tmp.unlink()
    assert hits == ["masterbuilders.pillars", "builders"]


def _imports(path: Path, package: str, known: set[str]) -> set[str]:
    """The package's modules a module imports (`from package import module` is an import of the
    module; imports inside functions that break a cycle on purpose count too: they are cycles all
    the same)."""
    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(package):
            submodules = {f"{node.module}.{alias.name}" for alias in node.names}
            found = {m for m in submodules if m in known}
            out |= found or {node.module}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith(package)}
    return out


def test_no_import_cycles() -> None:
    """Modules form a graph without cycles (TYPE_CHECKING-only imports aside): a game reads
    bottom-up (data, model, phases, game), the server by job."""
    modules = {}
    for path in SRC.rglob("*.py"):
        rel = path.relative_to(SRC.parent).with_suffix("")
        name = ".".join(rel.parts)
        if name.endswith(".__init__"):
            name = name[: -len(".__init__")]
        modules[name] = path
    graph = {
        name: {
            m for m in _imports(path, "masterbuilders", set(modules)) if m in modules and m != name
        }
        for name, path in modules.items()
    }
    # an import of a package's submodule goes through the package's __init__: keep the module
    # itself as the edge, and packages as nodes of their own
    cycles = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                cycles.append(" -> ".join([*stack[stack.index(nxt) :], nxt]))
            elif nxt not in state:
                visit(nxt, stack)
        stack.pop()
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])
    packages = {n for n in modules if modules[n].name == "__init__.py"}
    real = [c for c in cycles if not all(part in packages for part in c.split(" -> ")[:-1])]
    assert real == []


GAME_CONTENT = (".md", ".json", ".toml")
"""A game's content: its rules' text (Markdown), its data (TOML) and what was fitted or tuned for
it (JSON: ratings, weights, models)."""


def _game_content_outside_games(root: Path) -> list[str]:
    packages = {get_game(name).package.rpartition(".")[2] for name in game_names()}
    return sorted(
        str(path.relative_to(root))
        for path in root.rglob("*")
        if path.suffix in GAME_CONTENT
        and path.name != "native-build.json"  # the compiled build's record, no game's
        and path.relative_to(root).parts[0] not in packages
    )


def test_game_content_lives_in_its_game() -> None:
    """Rules text, card data, ratings, tuned weights and trained models live in the game's own
    package (GameSpec.package), where every layer finds them: none in the layers above."""
    assert _game_content_outside_games(SRC) == []
    for name in game_names():
        spec = get_game(name)
        assert spec.package and files(spec.package).joinpath("rules.md").is_file(), name
        first = re.search(
            r"^#+ §(A?\d+)", files(spec.package).joinpath("rules.md").read_text(), re.M
        )
        assert first and section(name, first.group(1)), name


def test_game_content_outside_a_game_is_found(tmp_path: Path) -> None:
    """The check above can fail: a rules text or a ratings file in a layer is found."""
    for path in ("server/bot_ratings.json", "rules/pillars.md", "pillars/rules.md"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("{}")
    assert _game_content_outside_games(tmp_path) == ["rules/pillars.md", "server/bot_ratings.json"]


BELOW: dict[str, set[str]] = {
    "engine": {"engine"},
    "research": {"engine", "research"},
    "ai": {"engine", "research", "ai"},
    "analysis": {"engine", "research", "ai", "analysis"},
    "interop": {"engine", "research", "ai", "i18n", "interop"},
}
"""What a layer may import of the package (issue 55): the engine nothing above it; the research
layer's core (encodings, episodes) the engine alone; agents and search that core (a trained
policy's actions), never the analysis built on them nor the research adapters (NumPy's); the
analysis the agents, never the reverse."""


def _layer_imports(layer: str, files: list[Path] | None = None) -> list[str]:
    """The package's modules that `layer`'s modules (or `files`) import outside what lies below it,
    inside functions too: an import deferred to a call is a dependency all the same."""
    out = []
    for path in files if files is not None else sorted((SRC / layer).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "masterbuilders":
                names = [f"masterbuilders.{a.name}" for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if parts[0] == "masterbuilders" and (
                    len(parts) < 2 or parts[1] not in BELOW[layer]
                ):
                    out.append(f"{path.name}:{node.lineno}: {name}")
    return out


@pytest.mark.parametrize("layer", sorted(BELOW))
def test_a_layer_imports_only_what_lies_below_it(layer: str) -> None:
    assert (SRC / layer).is_dir()
    assert _layer_imports(layer) == []


def test_the_layers_above_use_those_below() -> None:
    """The check looks at real packages: the analysis does use the agents."""
    assert _layer_imports("ai", sorted((SRC / "analysis").rglob("*.py"))) != []


def test_an_import_from_above_is_found(tmp_path: Path) -> None:
    """The check above can fail: an engine module importing the research layer, and an agent
    importing the analysis inside a function or as a package, are found."""
    probe = tmp_path / "probe.py"
    probe.write_text("from masterbuilders.research.episode import Episode\n")
    assert _layer_imports("engine", [probe]) == ["probe.py:1: masterbuilders.research.episode"]
    probe.write_text("def f():\n    from masterbuilders.analysis import winprob\n")
    assert _layer_imports("ai", [probe]) == ["probe.py:2: masterbuilders.analysis"]
    probe.write_text("from masterbuilders import analysis\n")
    assert _layer_imports("ai", [probe]) == ["probe.py:1: masterbuilders.analysis"]
