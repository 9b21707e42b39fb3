"""The app's modules import one another without a circle (``TYPE_CHECKING`` imports included).

Reads every module under ui/ with ``ast`` (nothing is imported), follows each import of the app's own
modules (relative inside ui/, so mypy follows them), wherever it stands, and fails naming the first circle
found: a helper that needs the window's type is a helper that reaches into the window (STYLE.md, "Helpers
get what they need, not the window").
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"
APP = "scorekeeper_app"


def module_name(path: Path) -> str:
    parts = path.relative_to(UI).with_suffix("").parts
    return ".".join((APP, *parts[:-1])) if parts[-1] == "__init__" else ".".join((APP, *parts))


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The app modules one file imports (``from ..x import y`` in ``scorekeeper_app.z`` counts
    ``scorekeeper_app.x``, or ``scorekeeper_app.x.y`` if that is a module)."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in modules}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            if base.startswith(APP):
                found |= {f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules}
                found |= {base} & modules
    return found


def import_graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in UI.rglob("*.py")}
    return {name: imports_of(path, set(paths)) - {name} for name, path in paths.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports as a path that comes back to its start, or None."""
    done: set[str] = set()
    for start in sorted(graph):
        stack: list[tuple[str, list[str]]] = [(start, [start])]
        while stack:
            node, path = stack.pop()
            for nxt in sorted(graph[node]):
                if nxt == start:
                    return [*path, start]
                if nxt not in path and nxt not in done:
                    stack.append((nxt, [*path, nxt]))
        done.add(start)
    return None


def test_the_graph_sees_the_window_importing_its_helpers():
    graph = import_graph()
    assert len(graph) > 40
    assert "scorekeeper_app.shell.session_page" in graph["scorekeeper_app.shell.main_window"]  # in a function
    assert "scorekeeper_app.entry.hand_entry" in graph["scorekeeper_app.shell.session_page"]


def test_a_planted_circle_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


WINDOW = "scorekeeper_app.shell.main_window"


def test_no_module_of_the_app_imports_itself_round_a_circle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_only_the_app_entry_point_imports_the_window():
    """Helpers get the document, the entry, a parent and signals: none of them names the window's type."""
    graph = import_graph()
    taking = {name for name, imported in graph.items() if WINDOW in imported}
    assert taking == {"scorekeeper_app.app"}
