"""The settle-up's words that the laptop's dialog and every phone both say (context ``SettleUp``), in one place.

Marked here for Qt Linguist; the dialog words them with ``QCoreApplication.translate`` in the laptop's language,
the phones with ``PhoneWords.say`` in each phone's own.
"""

from __future__ import annotations

from .locale_text import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("SettleUp", "{session} — settle-up")
SQUARE = QT_TRANSLATE_NOOP("SettleUp", "Everyone is square: nobody pays anybody.")
NOBODY = QT_TRANSLATE_NOOP("SettleUp", "Nobody is up or down.")
ONE_PAYMENT = QT_TRANSLATE_NOOP("SettleUp", "One payment settles everything.")
PAYMENTS = QT_TRANSLATE_NOOP("SettleUp", "{count} payments settle everything: the largest debtor pays the largest "
                             "creditor first.")


def payments_note(count: int) -> str:
    """Why these payments (RULES E4), in English: the fewest, the largest debtor to the largest creditor first."""
    return NOBODY if count == 0 else ONE_PAYMENT if count == 1 else PAYMENTS
