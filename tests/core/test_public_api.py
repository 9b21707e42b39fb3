"""The public names (FORMAT.md's Python API): listed by ``dir()``, seen by type checkers, imported only when used."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import scorekeeper

ROOT = Path(__file__).resolve().parents[2]


def test_dir_lists_every_public_name_without_importing_it() -> None:
    """Issue 30: ``dir(scorekeeper)`` named none of the API; a fresh process shows it does, lazily."""
    code = "import json, sys, scorekeeper; print(json.dumps([dir(scorekeeper), sorted(sys.modules)]))"
    child = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                           check=True)
    names, loaded = json.loads(child.stdout)
    assert set(scorekeeper.__all__) <= set(names)
    assert {"Session", "Store", "evaluate", "score_deal", "solve", "DealResult"} <= set(names)
    assert [m for m in loaded if m.startswith("scorekeeper.")] == ["scorekeeper.version"]


def test_every_public_name_is_exported_and_seen_by_type_checkers() -> None:
    """``__all__``, the lazy table and the ``TYPE_CHECKING`` imports (what editors and mypy read) name the same."""
    tree = ast.parse((ROOT / "scorekeeper" / "__init__.py").read_text(encoding="utf-8"))
    guarded = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    seen = {alias.name: node.module for node in guarded.body if isinstance(node, ast.ImportFrom)
            for alias in node.names}
    exports = scorekeeper._EXPORTS  # type: ignore[attr-defined]
    assert set(seen) == set(exports) == set(scorekeeper.__all__)
    assert {name: f"scorekeeper.{module}" for name, module in exports.items()} == seen
    for name in scorekeeper.__all__:
        assert getattr(scorekeeper, name).__name__ == name
