"""The entry's small shared words: a row's name, "Ann's front", and lists joined as the language joins them."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def row_title(row: str) -> str:
    """A row's name as a field's title: ``Front``."""
    titles = {"front": QCoreApplication.translate("RowWords", "Front"),
              "middle": QCoreApplication.translate("RowWords", "Middle"),
              "back": QCoreApplication.translate("RowWords", "Back"),
              "discards": QCoreApplication.translate("RowWords", "Discards")}
    return titles.get(row, row.capitalize())


def row_word(row: str) -> str:
    """A row's name inside a sentence: ``front``."""
    words = {"front": QCoreApplication.translate("RowWords", "front"),
             "middle": QCoreApplication.translate("RowWords", "middle"),
             "back": QCoreApplication.translate("RowWords", "back"),
             "discards": QCoreApplication.translate("RowWords", "discards")}
    return words.get(row, row)


def row_place(player: str, row: str) -> str:
    """Where a card is: ``Ann's front``."""
    return QCoreApplication.translate("RowWords", "{player}'s {row}").format(player=player, row=row_word(row))


def list_words(items: Iterable[str]) -> str:
    """Items one after another: ``Ann, Bob`` (Chinese joins them with 、)."""
    return QCoreApplication.translate("RowWords", ", ").join(items)
