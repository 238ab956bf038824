"""The game page's script (web/js/game/, issue 55): modules by job around one state. What a browser
would only say when the page is opened (a name imported that its module does not export, a
circle of imports) is read here from the text, and state.js stays the one module that changes
the page's state, so that what a click or an update does to it is written in one place."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

WEB = Path(str(files("masterbuilders") / "web"))
GAME = WEB / "js" / "game"
IMPORT = re.compile(r'^import \{([^}]*)\} from "(\.\.?/[\w/]+\.js)";', re.M)
EXPORT = re.compile(r"^export (?:async )?(?:function|const|let) (\w+)", re.M)
# an assignment, an update or a change in place of the state or the settings
CHANGE = re.compile(
    r"\b(?:state|prefs)(?:\.\w+)+\s*(?:=(?!=)|\+=|-=|\+\+|--)"
    r"|\b(?:state|prefs)(?:\.\w+)*\.(?:push|shift|pop|splice|unshift|sort)\("
    r"|\bprefs\[[^\]]+\]\s*=(?!=)|\bdelete (?:state|prefs)\b"
)


def _imports(path: Path) -> list[tuple[str, Path]]:
    """(name, module) for each name a module imports from another of the web's modules."""
    out = []
    for names, target in IMPORT.findall(path.read_text()):
        module = (path.parent / target).resolve()
        for name in names.split(","):
            name = name.strip()
            if name:
                out.append((name.split(" as ")[0].strip(), module))
    return out


def test_every_imported_name_is_exported() -> None:
    missing = []
    for path in sorted(GAME.glob("*.js")):
        for name, module in _imports(path):
            exported = set(EXPORT.findall(module.read_text())) if module.exists() else set()
            if name not in exported:
                missing.append(f"{path.name} imports {name} from {module.name}")
    assert missing == []


def test_the_modules_import_one_another_without_a_circle() -> None:
    graph = {
        path.name: {m.name for _, m in _imports(path) if m.parent == GAME}
        for path in GAME.glob("*.js")
    }
    done: set[str] = set()

    def visit(name: str, trail: tuple[str, ...]) -> None:
        assert name not in trail, " -> ".join((*trail, name))
        if name not in done:
            for nxt in sorted(graph[name]):
                visit(nxt, (*trail, name))
            done.add(name)

    for name in sorted(graph):
        visit(name, ())


def test_only_state_js_changes_the_state() -> None:
    found = [
        f"{path.name}:{i}: {line.strip()[:80]}"
        for path in sorted(GAME.glob("*.js"))
        if path.name != "state.js"
        for i, line in enumerate(path.read_text().splitlines(), 1)
        if CHANGE.search(line)
    ]
    assert found == []


def test_the_check_finds_a_change_of_the_state() -> None:
    """The check above can fail."""
    changes = [
        "state.filter = x;",
        "state.inbox.push(m)",
        "prefs[r.id] = true;",
        "state.retry += 1",
    ]
    reads = ["if (state.filter === x)", "const r = state.renderer;", "state.current.version !== v"]
    assert all(CHANGE.search(line) for line in changes)
    assert not any(CHANGE.search(line) for line in reads)


def test_the_game_page_loads_its_entry() -> None:
    html = (WEB / "game.html").read_text()
    assert '<script type="module" src="/static/js/game/main.js"></script>' in html
