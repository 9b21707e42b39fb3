"""Every language is complete (README "Languages"): each message translated, placeholders and mnemonics kept,
the catalogues current with the source and their compiled files current with them."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorekeeper import language

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("zh_CN", "zh_TW", "vi")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d+")
MNEMONIC = re.compile(r"&(?!&)\w")


def _build_script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("build_translations", ROOT / "scripts/build_translations.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def test_catalogues_and_compiled_files_are_current() -> None:
    assert _build_script().stale() == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_core_message_is_translated_with_its_placeholders(code: str) -> None:
    files = sorted((ROOT / "scorekeeper/locale" / code).glob("*.po"))
    assert files, f"no core catalogue for {code}"
    problems = []
    for path in files:
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=code)
        for message in catalog:
            if not message.id:
                continue
            sources = message.id if isinstance(message.id, tuple) else (message.id,)
            targets = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.fuzzy or not all(targets):
                problems.append(f"{path.name}: {sources[0]!r} is not translated")
                continue
            for target in targets:
                if _placeholders(target) != _placeholders(sources[-1]):
                    problems.append(f"{path.name}: {sources[0]!r} -> {target!r} changes the placeholders")
    assert problems == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_app_message_is_translated_with_its_placeholders_and_mnemonics(code: str) -> None:
    files = sorted((ROOT / "resources/i18n").glob(f"*_{code}.ts"))
    assert files, f"no app catalogue for {code}"
    problems = []
    for path in files:
        for message in ET.parse(path).getroot().iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            if translation.get("type") in {"unfinished", "vanished", "obsolete"} or not all(forms):
                problems.append(f"{path.name}: {source!r} is not translated")
                continue
            for form in forms:
                if _placeholders(form.replace("%n", "")) != _placeholders(source.replace("%n", "")):
                    problems.append(f"{path.name}: {source!r} -> {form!r} changes the placeholders")
                if MNEMONIC.search(source) and not MNEMONIC.search(form):
                    problems.append(f"{path.name}: {source!r} -> {form!r} loses its keyboard mnemonic")
    assert problems == []


@pytest.mark.parametrize(("tag", "code"), [
    ("zh_CN.UTF-8", "zh_CN"), ("zh_SG", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh_TW.UTF-8", "zh_TW"),
    ("zh_HK", "zh_TW"), ("zh-Hant-TW", "zh_TW"), ("vi_VN.UTF-8", "vi"), ("vi", "vi"), ("en_GB", "en"),
    ("C.UTF-8", "en"), ("", "en"), ("fr_FR", "en"), ("video", "en"),
])
def test_a_locale_tag_picks_the_offered_language(tag: str, code: str) -> None:
    assert language.language_code(tag) == code


def test_english_is_made_inside_english_whatever_was_chosen() -> None:
    before = language.current()
    try:
        language.use("vi")
        with language.english():
            assert language.current() == "en"
        assert language.current() == "vi"
    finally:
        language.use(before)


def test_a_message_moved_to_another_area_keeps_its_translation(tmp_path: Path) -> None:
    """A class moved between ui/ folders moves its messages to another .ts: the build carries the translation."""
    script = _build_script()
    script.I18N = tmp_path
    head = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="vi">\n'
    (tmp_path / "shell_vi.ts").write_text(head + "<context><name>Dates</name><message><source>dd MMM yyyy</source>"
                                          "<translation>dd/MM/yyyy</translation></message></context></TS>\n")
    moved = tmp_path / "common_vi.ts"
    moved.write_text(head + "<context><name>Dates</name>"
                     '<message><source>dd MMM yyyy</source><translation type="unfinished"></translation></message>'
                     '<message><source>new words</source><translation type="unfinished"></translation></message>'
                     "</context></TS>\n")
    known = script.finished_translations("vi")
    assert script.carry_over(moved, known) == 1
    translations = {m.findtext("source"): m.find("translation") for m in ET.parse(moved).getroot().iter("message")}
    assert translations["dd MMM yyyy"].text == "dd/MM/yyyy" and translations["dd MMM yyyy"].get("type") is None
    assert translations["new words"].get("type") == "unfinished"  # nobody translated it: still unfinished
