"""What a user installs: the wheel, installed non-editable into a fresh venv, run from outside the checkout.

Every feature that reads a file at run time is used from the installed package (the solver's tables, the
languages' catalogues, the phone page of table mode, the icons), and the wheel's contents are compared with
the files tracked in the checkout, so a file left out of the package data fails here and not on a player's
machine. ``packaging/smoke.py`` is the same check run on the desktop bundle (``.ci/run``).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
from openpyxl import load_workbook

from scorekeeper import RuleSet
from scorekeeper.night.session import Session
from scorekeeper.solver.search import solve_json
from tests.deals import FOUR
from tests.installed import ROOT, Installed

pytestmark = pytest.mark.slow

LANGUAGES = ("vi", "zh_CN", "zh_TW")
"""Every language the app offers besides English (scorekeeper.language.LANGUAGES)."""
NOT_SHIPPED = (".po", ".ts")
"""Translation sources: a translator edits them, and the .mo and .qm catalogues compiled from them ship."""
TRIPS_QUADS_ROYAL = "9s Ah 7d 9h Kh 2c 7s Qh 9d Jh 7h Th 9c"
"""13 cards whose best setting is forced (tests/core/solver/test_solver.py): trips in front, quads, a royal flush."""


def run(*args: str | Path, **kw: Any) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, check=False, **kw)
    assert proc.returncode == 0, f"{args} failed:\n{proc.stdout}\n{proc.stderr}"
    return proc


def in_the_wheel(tracked: str) -> str:
    """Where a file of the checkout lands in the wheel: ui/ installs as scorekeeper_app, resources/ inside it."""
    top, _, rest = tracked.partition("/")
    return {"scorekeeper": f"scorekeeper/{rest}", "ui": f"scorekeeper_app/{rest}",
            "resources": f"scorekeeper_app/resources/{rest}"}[top]


def test_the_wheel_holds_exactly_the_tracked_files(installed_wheel: Installed) -> None:
    """Every tracked file of scorekeeper/, ui/ and resources/ but the translation sources, and nothing else."""
    tracked = run("git", "ls-files", "scorekeeper", "ui", "resources", cwd=ROOT).stdout.split()
    assert "scorekeeper/solver/data/solver_tables.npz" in tracked
    expected = {in_the_wheel(name) for name in tracked if PurePosixPath(name).suffix not in NOT_SHIPPED}
    with zipfile.ZipFile(installed_wheel.wheel) as wheel:
        shipped = {name for name in wheel.namelist() if ".dist-info/" not in name}
    assert sorted(expected - shipped) == [], "tracked files missing from the wheel"
    assert sorted(shipped - expected) == [], "files in the wheel that are not tracked (or not meant to ship)"


def test_solve_from_the_installed_wheel(installed_wheel: Installed) -> None:
    """`scorekeeper solve` reads the shipped tables: the forced setting, worth what the checkout says."""
    out = json.loads(installed_wheel.run("scorekeeper", "solve", TRIPS_QUADS_ROYAL, "--top", "2").stdout)
    best = out["settings"][0]
    assert (best["front"], best["middle"], best["back"]) == ("7s 7h 7d", "9s 9h 9d 9c 2c", "Ah Kh Qh Jh Th")
    assert best["rows"] == {"front": "Trip sevens", "middle": "Four nines", "back": "Royal flush"}
    assert out == solve_json(TRIPS_QUADS_ROYAL, RuleSet.preset("classic-1-6"), 2)


def test_a_hint_and_a_review_through_the_apps_api(installed_wheel: Installed) -> None:
    """Suggest calls scorekeeper.solver.search.solve; Best settings calls scorekeeper.solver.review.review_hand."""
    probe = (
        "import json, sys\n"
        "from scorekeeper import RuleSet, Session, parse_cards\n"
        "from scorekeeper.read.cards import format_cards\n"
        "from scorekeeper.solver.search import solve\n"
        "from scorekeeper.solver.review import review_hand\n"
        "rules = RuleSet.preset('classic-1-6')\n"
        "best = solve(parse_cards(sys.argv[1]), rules)[0]\n"
        "night = Session('Friday game', ('P1', 'P2', 'P3', 'P4'), rules)\n"
        "night.add_hand(json.loads(sys.argv[2]))\n"
        "reviews = review_hand(night.hands[-1].deal, rules)\n"
        "print(json.dumps({'hint': [format_cards(r) for r in (best.front, best.middle, best.back)],\n"
        "                  'why': best.why, 'reviewed': sorted(reviews)}))\n"
    )
    deal = {"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in FOUR.items()]}
    out = json.loads(installed_wheel.run("python", "-c", probe, TRIPS_QUADS_ROYAL, json.dumps(deal)).stdout)
    assert out["hint"] == ["7s 7h 7d", "9s 9h 9d 9c 2c", "Ah Kh Qh Jh Th"]
    assert out["why"].startswith("Best: wins the front")
    assert out["reviewed"] == ["P1", "P2", "P3", "P4"]


def test_an_excel_export_from_the_installed_wheel(installed_wheel: Installed, tmp_path: Path) -> None:
    """RULES.md F's deal exported by the installed command line, read back: +3 +9 −13 +1 at 5 a unit."""
    session = Session("Friday game", tuple(FOUR), "classic-1-6", unit_value="5.00", currency="USD")
    session.add_hand({"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in FOUR.items()]})
    session.to_file(tmp_path / "friday.json")
    installed_wheel.run("scorekeeper", "export", tmp_path / "friday.json", "-o", tmp_path / "friday.xlsx")
    summary = load_workbook(tmp_path / "friday.xlsx", data_only=True)["Summary"]
    rows = [[cell.value for cell in row[1:4]] for row in summary.iter_rows(min_row=9, max_row=12)]
    assert rows == [["P2", 9, 45], ["P1", 3, 15], ["P4", 1, 5], ["P3", -13, -65]]


def source_translation(code: str, context: str, source: str) -> str:
    """The translation of one of the app's words in the checkout's .ts file (what the .qm was compiled from)."""
    for path in (ROOT / "resources" / "i18n").glob(f"*_{code}.ts"):
        for ctx in ET.parse(path).getroot().iter("context"):
            if ctx.findtext("name") != context:
                continue
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(f"no {context}/{source} in the {code} .ts files")


def core_translation(code: str, word: str) -> str:
    """The translation of one of the core's words in the checkout's .po files."""
    for path in (ROOT / "scorekeeper" / "locale" / code).glob("*.po"):
        found = re.search(rf'^msgid "{re.escape(word)}"\nmsgstr "(.+)"$', path.read_text(encoding="utf-8"), re.M)
        if found:
            return found.group(1)
    raise AssertionError(f"no {word!r} in the {code} .po files")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_loads_from_the_installed_wheel(installed_wheel: Installed, code: str) -> None:
    """The app's language set-up (common.language.install) finds both catalogues in the installed package."""
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from scorekeeper.language import _\n"
        "from scorekeeper_app.common.language import install\n"
        "app = QCoreApplication([])\n"
        "kept = install(app, sys.argv[1])\n"
        "print(QCoreApplication.translate('MainWindow', 'Chinese Poker Scorekeeper'))\n"
        "print(_('fouled'))\n"
    )
    out = installed_wheel.run("python", "-c", probe, code, env={"QT_QPA_PLATFORM": "offscreen"}).stdout
    app_word, core_word = out.splitlines()
    title = "Chinese Poker Scorekeeper"
    assert app_word == source_translation(code, "MainWindow", title) != title
    assert core_word == core_translation(code, "fouled") != "fouled"
    # The command line reads the same catalogue from LANGUAGE.
    chosen = {"LANGUAGE": code, "LC_ALL": "C.UTF-8"}
    probe = "from scorekeeper.language import _; print(_('fouled'))"
    assert installed_wheel.run("python", "-c", probe, env=chosen).stdout.strip() == core_translation(code, "fouled")


def test_the_smoke_checks_pass_on_the_installed_entry_point(installed_wheel: Installed) -> None:
    """packaging/smoke.py, as .ci/run runs it on the bundle: help, version, table mode's page, a hint, zh_CN."""
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "smoke.py"),
                           str(installed_wheel.bin / "chinese-poker-scorekeeper")],
                          capture_output=True, text=True, timeout=600, check=False, cwd=installed_wheel.work)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines()[-1] == "smoke: all checks passed"


def test_the_installed_app_starts_and_shows_its_icon(installed_wheel: Installed, tmp_path: Path) -> None:
    """The icon comes from the wheel, not the checkout, and the GUI entry point starts offscreen."""
    probe = "from scorekeeper_app.common.resources import resource_path, APP_ICON; print(resource_path(APP_ICON))"
    icon = installed_wheel.run("python", "-c", probe).stdout.strip()
    assert icon.startswith(str(installed_wheel.env)) and icon.endswith(".svg")
    env = {"QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_READY": "quit",
           "CHINESE_POKER_STORE": str(tmp_path / "store.sqlite3"),
           "CHINESE_POKER_SETTINGS": str(tmp_path / "settings.ini")}
    out = installed_wheel.run("chinese-poker-scorekeeper", env=env)
    assert out.stdout.splitlines()[-1] == "chinese-poker-scorekeeper: ready"


def test_the_installed_command_line_scores_a_deal(installed_wheel: Installed, tmp_path: Path,
                                                  four_player_deal: dict[str, Any]) -> None:
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"rules": "classic-1-6", **four_player_deal}), encoding="utf-8")
    out = installed_wheel.run("scorekeeper", "score", hand)
    assert json.loads(out.stdout)["units"] == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    out = installed_wheel.run("python", "-m", "scorekeeper", "rules", "ofc")
    assert json.loads(out.stdout)["royalties"] == "ofc"


def test_nothing_runs_from_the_checkout(installed_wheel: Installed) -> None:
    """The installed modules are the venv's: the checkout is neither the working folder nor on the path."""
    probe = "import scorekeeper, scorekeeper_app; print(scorekeeper.__file__); print(scorekeeper_app.__file__)"
    for path in installed_wheel.run("python", "-c", probe).stdout.splitlines():
        assert Path(path).is_relative_to(installed_wheel.env), path
    assert not Path(installed_wheel.work).is_relative_to(ROOT)
