"""Update the translation catalogues from the source and compile them (README "Languages").

    python scripts/build_translations.py          # add new messages, drop gone ones, compile .mo and .qm
    python scripts/build_translations.py --check  # exit 1 when a catalogue or a compiled file is out of date

The core (gettext, Babel to extract and compile): one ``scorekeeper/locale/<code>/<area>.po`` per core
subpackage (``top`` for the top-level modules), all of a language compiled into one
``scorekeeper/locale/<code>/LC_MESSAGES/scorekeeper.mo``. The app (Qt Linguist's tools shipped in PySide6):
one ``resources/i18n/<area>_<code>.ts`` per ``ui/`` subfolder (``shell`` also holds ui's top-level files and
``phones`` the phone page's script, ``resources/table/table.js``), compiled together into
``resources/i18n/scorekeeper_<code>.qm``.
No file records line numbers, so moving code does not change a catalogue. Moving a message to another area
(a module moved between ``ui/`` folders) keeps its translation: ``build`` carries every finished translation
of a language over to the same context and source wherever lupdate now puts it (``carry_over``).
"""

from __future__ import annotations

import argparse
import datetime
import io
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "scorekeeper"
LOCALE = CORE / "locale"
APP = ROOT / "ui"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("zh_CN", "zh_TW", "vi")
KEYWORDS = {"_": None, "n_": (1, 2), "p_": ((1, "c"), 2), "N_": None}
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
BIN = Path(sys.executable).parent


def core_areas() -> dict[str, list[Path]]:
    """Core source files by area: each subpackage, and ``top`` for the package's own modules."""
    areas: dict[str, list[Path]] = {}
    for path in sorted(CORE.rglob("*.py")):
        relative = path.relative_to(CORE)
        area = relative.parts[0] if len(relative.parts) > 1 else "top"
        areas.setdefault(area, []).append(path)
    return areas


def app_areas() -> dict[str, list[Path]]:
    """App source files by area: each ``ui/`` subfolder; ``shell`` also has ui's top-level modules."""
    areas: dict[str, list[Path]] = {}
    for path in sorted(APP.rglob("*.py")):
        relative = path.relative_to(APP)
        area = relative.parts[0] if len(relative.parts) > 1 else "shell"
        areas.setdefault(area, []).append(path)
    areas.setdefault("phones", []).extend(sorted((ROOT / "resources" / "table").glob("*.js")))
    return areas


def _template(files: list[Path]) -> Catalog:
    template = Catalog(domain="scorekeeper", creation_date=FIXED_DATE)
    for path in files:
        for _line, message, comments, context in extract_from_file("python", str(path), KEYWORDS):
            template.add(message, context=context, auto_comments=comments)
    return template


def _po_text(code: str, area: str, files: list[Path]) -> str:
    path = LOCALE / code / f"{area}.po"
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=code, domain="scorekeeper")
    else:
        catalog = Catalog(locale=code, domain="scorekeeper", project="Chinese Poker Scorekeeper",
                          creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    catalog.update(_template(files), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    out = io.BytesIO()
    write_po(out, catalog, no_location=True, sort_output=True, width=100, omit_header=False)
    return out.getvalue().decode()


def _mo_bytes(code: str) -> bytes:
    merged = Catalog(locale=code, domain="scorekeeper", project="Chinese Poker Scorekeeper",
                     creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    for path in sorted((LOCALE / code).glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=code, domain="scorekeeper")
        for message in catalog:
            if message.id and message.string and not message.fuzzy:
                merged.add(message.id, message.string, context=message.context)
    out = io.BytesIO()
    write_mo(out, merged)
    return out.getvalue()


def _lupdate(area: str, files: list[Path], code: str, target: Path) -> None:
    subprocess.run([str(BIN / "pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
                    "-target-language", code, *map(str, files), "-ts", str(target)], check=True)


MessageKey = tuple[str, str, str]  # context, source, comment


def _messages(path: Path) -> list[tuple[MessageKey, ET.Element]]:
    """Each message of one .ts file with its translation element."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None:
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                found.append((key, translation))
    return found


def finished_translations(code: str) -> dict[MessageKey, ET.Element]:
    """Every finished translation of one language, from all its .ts files, by context, source and comment."""
    known: dict[MessageKey, ET.Element] = {}
    for path in sorted(I18N.glob(f"*_{code}.ts")):
        for key, translation in _messages(path):
            if translation.get("type") is None:
                known.setdefault(key, translation)
    return known


def carry_over(path: Path, known: dict[MessageKey, ET.Element]) -> int:
    """Fill the unfinished messages of ``path`` that another area translated before; how many were filled."""
    tree = ET.parse(path)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            if translation is not None and translation.get("type") == "unfinished" and key in known:
                message.remove(translation)
                message.append(known[key])
                filled += 1
    if filled:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled


def _lrelease(code: str, target: Path) -> None:
    sources = sorted(I18N.glob(f"*_{code}.ts"))
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", *map(str, sources), "-qm", str(target)],
                   check=True)


def build() -> None:
    """Bring every catalogue up to date with the source and compile them."""
    I18N.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        (LOCALE / code / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
        for area, files in core_areas().items():
            (LOCALE / code / f"{area}.po").write_text(_po_text(code, area, files), encoding="utf-8")
        (LOCALE / code / "LC_MESSAGES" / "scorekeeper.mo").write_bytes(_mo_bytes(code))
        known = finished_translations(code)
        for area, files in app_areas().items():
            _lupdate(area, files, code, I18N / f"{area}_{code}.ts")
        for area, files in app_areas().items():
            if carry_over(I18N / f"{area}_{code}.ts", known):
                _lupdate(area, files, code, I18N / f"{area}_{code}.ts")  # back in lupdate's own layout
        _lrelease(code, I18N / f"scorekeeper_{code}.qm")


def stale() -> list[str]:
    """Files that ``build`` would change, each with why."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as temp:
        scratch = Path(temp)
        for code in LANGUAGES:
            for area, files in core_areas().items():
                path = LOCALE / code / f"{area}.po"
                if not path.exists() or path.read_text(encoding="utf-8") != _po_text(code, area, files):
                    problems.append(f"{path.relative_to(ROOT)} differs from the messages in the source")
            mo = LOCALE / code / "LC_MESSAGES" / "scorekeeper.mo"
            if not mo.exists() or mo.read_bytes() != _mo_bytes(code):
                problems.append(f"{mo.relative_to(ROOT)} is not compiled from the .po files")
            for area, files in app_areas().items():
                path = I18N / f"{area}_{code}.ts"
                copy = scratch / path.name
                if path.exists():
                    shutil.copy(path, copy)
                _lupdate(area, files, code, copy)
                if not path.exists() or copy.read_bytes() != path.read_bytes():
                    problems.append(f"{path.relative_to(ROOT)} differs from the messages in the source")
            qm = I18N / f"scorekeeper_{code}.qm"
            compiled = scratch / qm.name
            _lrelease(code, compiled)
            if not qm.exists() or compiled.read_bytes() != qm.read_bytes():
                problems.append(f"{qm.relative_to(ROOT)} is not compiled from the .ts files")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report what is out of date")
    if parser.parse_args().check:
        problems = stale()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
