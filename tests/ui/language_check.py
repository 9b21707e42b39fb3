"""Find English left in a translated window (issue 20): install a language as the app does, walk what shows.

Reused by the language-leak tests of every app area: ``installed(code)`` puts a language in for one test and
takes it out again; ``shown_texts(widget)`` gathers every text a player can read in a widget and its children
(labels, buttons, group titles, window titles, actions and their tips, combo items, headers, placeholders);
``leaks(texts, allowed)`` names each one still holding an English word.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTreeView,
    QWidget,
)

from scorekeeper import language

from scorekeeper_app.common.language import install

WORD = re.compile(r"[^\W\d_]+")
"""A word in any script; only ASCII words of two letters or more can be English."""
ALWAYS_ALLOWED = frozenset({
    "Ctrl", "Shift", "Alt", "Enter", "Backspace", "Escape",  # keys, as printed on the keyboard
    "USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "CNY", "HKD", "SGD",  # currency codes
    "Excel", "CSV", "PDF", "JSON", "QR", "Wi", "Fi", "xlsx", "csv", "json",  # names of formats and things
})
RANKS = re.compile(r"^[AKQJT2-9]+$")
"""Card ranks written as on the cards (QQ, AAA, A-K-Q-J-T)."""


@contextmanager
def installed(code: str) -> Iterator[None]:
    """The app's, Qt's and the core's translators for ``code`` on the test's QApplication, removed afterwards."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translators = install(app, code)
    try:
        yield
    finally:
        for translator in translators:
            app.removeTranslator(translator)
        language.use("en")
        QLocale.setDefault(QLocale.c())


def _header_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if isinstance(view, QTableView):
        headers = [view.horizontalHeader(), view.verticalHeader()]
    elif isinstance(view, QTreeView):
        headers = [view.header()]
    else:
        return
    for header in headers:
        for section in range(header.count()):
            text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
            if isinstance(text, str):
                yield text


def menu_texts(menu: QMenu) -> Iterator[str]:
    """Every action's text and tip in a menu and its submenus."""
    for action in menu.actions():
        yield from (action.text(), action.toolTip(), action.statusTip())
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def shown_texts(root: QWidget) -> list[str]:
    """Every text a player can read in ``root`` and its children, hidden ones included (they show later)."""
    texts: list[str] = [root.windowTitle()]
    for widget in (root, *root.findChildren(QWidget)):
        texts.append(widget.toolTip())
        for action in widget.actions():
            texts += [action.text(), action.toolTip(), action.statusTip()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
            texts += [str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "") for i in range(widget.count())]
        elif isinstance(widget, QAbstractItemView):
            texts += list(_header_texts(widget))
        if isinstance(widget, QMenu):
            texts += [widget.title(), *menu_texts(widget)]
    return [text for text in texts if text]


def english_words(text: str, allowed: Iterable[str] = (), vocabulary: set[str] | None = None) -> list[str]:
    """The English words in ``text``: ASCII words of 2+ letters (those of ``vocabulary`` only, when given, for
    a language written in Latin letters), unless always allowed, in ``allowed`` (any case) or card ranks."""
    ok = {word.lower() for word in (*ALWAYS_ALLOWED, *allowed)}
    return [word for word in WORD.findall(text.replace("&", ""))
            if len(word) > 1 and word.isascii() and word.lower() not in ok and not RANKS.match(word)
            and (vocabulary is None or word.lower() in vocabulary)]


def vocabulary(catalogues: Iterable[Path]) -> set[str]:
    """Every English word of the catalogues' sources (lower case): what a Latin-script translation must not keep."""
    words: set[str] = set()
    for path in catalogues:
        for source in ET.parse(path).getroot().iter("source"):
            words.update(word.lower() for word in WORD.findall((source.text or "").replace("&", "")) if word.isascii())
    return words


def leaks(texts: Iterable[str], allowed: Iterable[str] = (), english: set[str] | None = None) -> list[str]:
    """Each text still holding an English word, once."""
    allowed = set(allowed)
    return list(dict.fromkeys(text for text in texts if english_words(text, allowed, english)))
