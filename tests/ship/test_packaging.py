"""The desktop bundle keeps every Qt module the code imports (the spec leaves out all the others).

The bundle once left out PySide6.QtWebSockets, which only table mode imports: `--table` then failed in the
bundle alone. The spec's USED_QT must name every PySide6 module imported anywhere in scorekeeper/ or ui/.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "scorekeeper.spec"


def used_qt_in_spec() -> set[str]:
    found = re.search(r"^USED_QT = (\{[^}]*\})$", SPEC.read_text(encoding="utf-8"), re.M)
    assert found, "packaging/scorekeeper.spec has no USED_QT = {...} line"
    return set(ast.literal_eval(found.group(1)))


def qt_modules_imported() -> dict[str, str]:
    """Each PySide6 module imported by the code, with one file that imports it."""
    modules: dict[str, str] = {}
    for path in sorted([*ROOT.glob("scorekeeper/**/*.py"), *ROOT.glob("ui/**/*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            for name in names:
                if name.startswith("PySide6."):
                    modules.setdefault(name.split(".")[1], str(path.relative_to(ROOT)))
    return modules


def test_the_bundle_keeps_every_qt_module_the_code_imports() -> None:
    imported = qt_modules_imported()
    assert {"QtCore", "QtWidgets", "QtWebSockets", "QtCharts"} <= set(imported)  # the scan finds them
    missing = {module: where for module, where in imported.items() if module not in used_qt_in_spec()}
    assert missing == {}, "imported but left out of the bundle (add them to USED_QT in packaging/scorekeeper.spec)"


def test_the_bundle_keeps_no_qt_module_nothing_imports() -> None:
    """QtSvg is the one exception: no module imports it, but its library draws the SVG icon."""
    assert used_qt_in_spec() - set(qt_modules_imported()) == {"QtSvg"}
