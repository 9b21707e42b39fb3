"""Each phone in its own language: the one its browser asks for (when the app offers it), else the laptop's.

A phone's page, and every message to it, is worded in the language of the request's ``Accept-Language``: its
first tag that the app offers (English, Chinese simplified or traditional, Vietnamese), else the laptop's own.
The page's words and the table's notes come from that language's Qt catalogue (``scorekeeper_<code>.qm``, one
translator per language, loaded when a phone first asks for it); the core's words (row names, result lines,
payments, money) are made inside ``language.speaking(code)``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QTranslator

from scorekeeper import language

from ..common.resources import resource_path

QS_TR = re.compile(r'qsTr\("((?:[^"\\]|\\.)*)"\)')
"""A ``qsTr("...")`` in a page's script (its words have no escapes: the scripts write ✓ and … as is)."""


def offered(accept_language: str, fallback: str) -> str:
    """The first language of an ``Accept-Language`` header that the app offers, else ``fallback``.

    Tags are taken by their weight (``q``), then in order; ``zh-TW``, ``zh-HK`` and ``zh-Hant`` are traditional.
    """
    tags: list[tuple[float, int, str]] = []
    for i, part in enumerate(accept_language.split(",")[:32]):
        tag, _semi, params = part.strip().partition(";")
        weight = 1.0
        match = re.search(r"q=([0-9.]+)", params)
        if match:
            try:
                weight = float(match.group(1))
            except ValueError:
                weight = 0.0
        if tag and weight > 0:
            tags.append((-weight, i, tag.strip()))
    for _weight, _i, tag in sorted(tags):
        lower = tag.lower()
        if lower == "en" or lower.startswith("en-") or lower == "vi" or lower.startswith("vi-") or \
                lower == "zh" or lower.startswith("zh-"):
            return language.language_code(tag)
    return fallback if fallback in language.LANGUAGES else "en"


class PhoneWords:
    """The app's words in one language, whatever language the laptop itself shows."""

    _translators: ClassVar[dict[str, QTranslator | None]] = {}

    def __init__(self, code: str) -> None:
        self.code = code if code in language.LANGUAGES else "en"

    def _translator(self) -> QTranslator | None:
        if self.code not in self._translators:
            translator = None
            path = resource_path(f"i18n/scorekeeper_{self.code}.qm") if self.code != "en" else None
            if path is not None:
                translator = QTranslator()
                if not translator.load(str(path)):
                    translator = None
            self._translators[self.code] = translator
        return self._translators[self.code]

    def say(self, context: str, text: str) -> str:
        """``text`` of ``context`` (marked with ``QT_TRANSLATE_NOOP``) in this language, as is when untranslated."""
        translator = self._translator()
        if translator is None:
            return text
        return translator.translate(context, text) or text

    def page(self, page: bytes, scripts: Sequence[tuple[str, str]]) -> bytes:
        """A page in this language: ``<html lang>`` and its scripts' words (each script's text and its context:
        lupdate names it after the file, ``table`` for table.js), embedded as JSON data."""
        words = {}
        for script, context in scripts:
            for source in QS_TR.findall(script):
                translated = self.say(context, source)
                if translated != source:
                    words[source] = translated
        data = json.dumps(words, ensure_ascii=True).replace("</", "<\\/")
        return page.replace(b"{{LANG}}", self.code.replace("_", "-").encode()).replace(b"{{WORDS}}", data.encode())
