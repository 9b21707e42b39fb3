"""The API reference page (issue 30): built from the public names' docstrings with pdoc, with no warning."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

import scorekeeper

ROOT = Path(__file__).resolve().parents[2]


def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_api_docs", ROOT / "scripts" / "build_api_docs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_reference_page_builds_without_a_warning_and_documents_the_api(tmp_path: Path) -> None:
    assert build_script().main(["--out", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html", "scorekeeper.html", "search.js"]
    page = (tmp_path / "scorekeeper.html").read_text(encoding="utf-8")
    documented = set(re.findall(r'id="([A-Za-z_.]+)"', page))
    assert set(scorekeeper.__all__) <= documented  # every public name, and no internal module's page
    assert {"Session.from_file", "Session.to_file", "DealResult.to_json", "Setting.front", "Setting.rows",
            "Store.create", "Store.list_sessions", "Store.open", "Session.add_hand", "Session.standings"} <= documented
    text = re.sub(r"<[^>]+>", "", page)
    assert "with no row, 3 cards are a front, 5 a back" in text  # evaluate's docstring, as written


def test_a_public_name_that_does_not_resolve_fails_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The check can fail: a name in ``__all__`` with nothing behind it is a warning, and the build exits 1."""
    monkeypatch.setattr(scorekeeper, "__all__", [*scorekeeper.__all__, "score_night"])
    assert build_script().build(tmp_path) == [
        "UserWarning: Found 'score_night' in scorekeeper.__all__, but it does not resolve: "
        "Error importing scorekeeper.score_night"]
    assert build_script().main(["--out", str(tmp_path)]) == 1
    assert "it does not resolve" in capsys.readouterr().err
