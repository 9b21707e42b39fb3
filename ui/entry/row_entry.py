"""One row of one player's hand: card places, a text field read as you type, and what the row is."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, Qt, Signal
from PySide6.QtGui import QFocusEvent, QInputMethodEvent, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from scorekeeper.errors import InvalidCards
from scorekeeper.game import DISCARDS
from scorekeeper.read.cards import Card, CardToken, tokenize
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import fmt
from scorekeeper.value.hands import ROW_SIZES, evaluate
from scorekeeper.value.royalties import row_royalty
from scorekeeper.words.hands import hand_name

from ..cards.card_strip import CardStrip, Slot
from ..cards.spoken import hand_words, row_words
from ..common.ink import error_colour
from .words import row_title, row_word

SEPARATORS = " ,;/|\t"
_CTRL_SHIFT_Z = QKeyCombination(Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Z)
DISCARD_COUNT = 4
"""Pineapple's discards (RULES C1): a fourth, optional "row" of up to 4 cards, never scored."""
_BARE_RANKS = {"1", "10", "2", "3", "4", "5", "6", "7", "8", "9", "t", "j", "q", "k", "a"}


class RowEdit(QLineEdit):
    """A row's text field. Backspace at the end takes back the last whole card; Return moves on.

    Undo and redo keys act on the typing while there is typing to undo; otherwise Undo goes up to the
    hand entry, which undoes the latest typing in another row, or lets the window undo the hand.
    """

    nextRequested = Signal()
    focused = Signal()
    moved_here = False
    """The keyboard came here because the row before filled up: a Tab or Enter straight away stays put."""

    def focusNextPrevChild(self, next: bool) -> bool:
        if next and self._stays():
            return True
        return super().focusNextPrevChild(next)

    def _stays(self) -> bool:
        """Tab or Enter pressed right after a full row moved the keyboard here: the move is already done."""
        stays = self.moved_here and not self.text()
        self.moved_here = False
        return stays

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Undo) and not self.isUndoAvailable():
            event.ignore()  # nothing typed here: the hand entry undoes the latest typing elsewhere
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            if not self._stays():
                self.nextRequested.emit()
            return
        if (event.key() == Qt.Key.Key_Backspace and not event.modifiers() and not self.hasSelectedText()
                and self.cursorPosition() == len(self.text())):
            tokens = tokenize(self.text())
            if tokens and tokens[-1].card is not None:
                start = tokens[-1].start
                while start > 0 and self.text()[start - 1] in SEPARATORS:
                    start -= 1
                self.setSelection(start, len(self.text()) - start)
                self.del_()
                return
        super().keyPressEvent(event)
        if self.text():
            self.moved_here = False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo) or event.keyCombination() == _CTRL_SHIFT_Z
            if (undo and not self.isUndoAvailable()) or (redo and not self.isRedoAvailable()):
                event.ignore()  # nothing typed to undo here: let the window undo the hand
                return False
            if not (undo or redo) and window_claims(self, event):
                event.ignore()  # a window shortcut (Ctrl+U settles up) wins over the field's own editing key
                return False
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.moved_here = False
        super().focusOutEvent(event)
        self.focused.emit()


def window_claims(widget: QWidget, event: QKeyEvent) -> bool:
    """An enabled action of the widget's window has this key as a shortcut."""
    keys = QKeySequence(event.keyCombination())
    return any(action.isEnabled() and any(k.matches(keys) == QKeySequence.SequenceMatch.ExactMatch
                                          for k in action.shortcuts())
               for action in widget.window().actions())


def _pending(token: CardToken, text: str) -> bool:
    """A bare rank at the very end of the text: the user has not typed its suit yet."""
    return token.card is None and token.start + len(token.text) == len(text) and (
        token.text.lower() in _BARE_RANKS)


class RowEntry(QWidget):
    """Front, middle or back of one player: typed or picked cards, checked on every keystroke."""

    changed = Signal()
    """The row's cards changed (any edit, typed, picked, dropped or taken back)."""
    typed = Signal()
    """The user typed in the text field (the hand entry moves on when the row fills)."""
    nextRequested = Signal()
    focused = Signal()
    cardDropped = Signal(str, str)

    def __init__(self, seat: int, row: str, rules: RuleSet, parent: QWidget | None = None, player: str = "") -> None:
        super().__init__(parent)
        self.seat = seat
        self.player = player
        """Whose row it is, as a screen reader names it ("Ann", "Ann · hand 1")."""
        self.row = row
        self.capacity = ROW_SIZES.get(row, DISCARD_COUNT)  # the cards it holds (``size`` would hide QWidget.size())
        self.rules = rules
        self.source_id = f"{seat}:{row}"
        self.setObjectName(f"{row}Row")
        self.tokens: tuple[CardToken, ...] = ()
        self._conflicts: dict[Card, str] = {}
        self._error = False
        self._in_foul = False
        self._underlined = False

        self.title = QLabel(row_title(row), self)
        self.title.setFixedWidth(52)
        self.strip = CardStrip(self.capacity, self.source_id, self)
        self.strip.setObjectName(f"{row}Cards")
        self.strip.setAccessibleDescription(self.tr("Click a card to take it back, or drag it onto another row"))
        self.edit = RowEdit(self)
        self.edit.setObjectName(f"{row}Edit")
        self.edit.setPlaceholderText("As Kd 7c" if self.capacity == 3 else
                                     self.tr("type or pick {count} cards").format(count=self.capacity))
        if row == DISCARDS:
            self.edit.setPlaceholderText(self.tr("the 4 cards thrown away, if you like"))
        self.edit.setAccessibleName(self.tr("{row} cards").format(row=row_word(row)))
        self.edit.setMinimumWidth(140)
        self.edit.setClearButtonEnabled(False)
        self.title.setBuddy(self.edit)
        self.label = QLabel(self)
        self.label.setObjectName(f"{row}Label")
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)  # a bad card's message is shown whole, never cut at the field's width
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 0.92)
        self.label.setFont(font)

        text_column = QVBoxLayout()
        text_column.setContentsMargins(0, 0, 0, 0)
        text_column.setSpacing(2)
        text_column.addWidget(self.edit)
        text_column.addWidget(self.label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.strip)
        layout.addLayout(text_column, 1)

        self.edit.textChanged.connect(self._on_text)
        self._typing = False
        self.edit.textEdited.connect(self._on_typed)
        self.edit.nextRequested.connect(self.nextRequested)
        self.edit.focused.connect(self.focused)
        self.strip.cardClicked.connect(self.remove_token)
        self.strip.cardDropped.connect(self.cardDropped)
        self._on_text(self.edit.text())

    # -- reading ----------------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(t.card for t in self.tokens if t.card is not None)

    @property
    def bad_tokens(self) -> tuple[CardToken, ...]:
        return tuple(t for t in self.tokens if t.card is None)

    def missing(self) -> int:
        return self.capacity - len(self.cards)

    def is_complete(self) -> bool:
        """Exactly the row's cards, all readable and none used twice on the table."""
        return not self.bad_tokens and len(self.cards) == self.capacity and not self._conflicts

    def is_empty(self) -> bool:
        return not self.edit.text().strip()

    def has_conflicts(self) -> bool:
        """A card of this row is also somewhere else on the table."""
        return bool(self._conflicts)

    def has_error(self) -> bool:
        """A card cannot be read, is used twice, or the row holds too many."""
        return self._error

    def text(self) -> str:
        return self.edit.text()

    # -- editing ----------------------------------------------------------------------------------

    def set_text(self, text: str) -> None:
        """Replace the row (a fresh start: the text field's own undo history is cleared)."""
        self.edit.setText(text)

    def append_card(self, card_text: str) -> None:
        """Add a card at the end of the row, as an undoable edit of the text field."""
        text = self.edit.text()
        sep = " " if text and text[-1] not in SEPARATORS else ""
        self.edit.end(False)
        self.edit.insert(sep + card_text)

    def remove_token(self, index: int) -> None:
        """Take back one typed token (and the separator before it), as an undoable edit."""
        if not 0 <= index < len(self.tokens):
            return
        token = self.tokens[index]
        text = self.edit.text()
        start, end = token.start, token.start + len(token.text)
        while start > 0 and text[start - 1] in SEPARATORS:
            start -= 1
        if start == 0:
            while end < len(text) and text[end] in SEPARATORS:
                end += 1
        self.edit.setSelection(start, end - start)
        self.edit.del_()

    def remove_card(self, card_text: str) -> bool:
        """Take back the first token reading as this card; False when the row does not hold it."""
        for i, token in enumerate(self.tokens):
            if token.card is not None and str(token.card) == card_text:
                self.remove_token(i)
                return True
        return False

    def set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        self._refresh()

    def set_conflicts(self, conflicts: Mapping[Card, str]) -> None:
        """Cards of this row that are also somewhere else on the table: card -> where else."""
        if dict(conflicts) != self._conflicts:
            self._conflicts = dict(conflicts)
            self._refresh()

    def set_in_foul(self, in_foul: bool) -> None:
        """This row is one of the two a foul names: its hand name turns red."""
        if in_foul != self._in_foul:
            self._in_foul = in_foul
            self._refresh()

    def set_active(self, active: bool) -> None:
        """Mark the row the picker fills: its title in the highlight colour, its next place lit."""
        self.strip.set_active(active)
        font = self.title.font()
        if font.bold() != active:
            font.setBold(active)
            self.title.setFont(font)
            palette = self.title.palette()
            role = QPalette.ColorRole.Highlight if active else QPalette.ColorRole.WindowText
            palette.setColor(QPalette.ColorRole.WindowText, self.palette().color(role))
            self.title.setPalette(palette)

    def set_four_colour(self, on: bool) -> None:
        self.strip.set_four_colour(on)

    # -- feedback ---------------------------------------------------------------------------------

    def _on_typed(self, _text: str) -> None:
        self._typing = True  # textEdited comes just before textChanged: say "typed" once both are done

    def _on_text(self, text: str) -> None:
        self.tokens = tokenize(text)
        self._refresh()
        self.changed.emit()
        if self._typing:
            self._typing = False
            self.typed.emit()

    def _refresh(self) -> None:
        text = self.edit.text()
        slots: list[Slot] = []
        seen: set[Card] = set()
        for i, token in enumerate(self.tokens):
            if token.card is None:
                slots.append(Slot(None, token.text, not _pending(token, text), i))
                continue
            marked = token.card in self._conflicts or token.card in seen or len(seen) >= self.capacity
            seen.add(token.card)
            slots.append(Slot(token.card, token.text, marked, i))
        slots.extend(Slot() for _ in range(self.capacity - len(slots)))
        self.strip.set_slots(slots)
        feedback, error = self._describe(text)
        self._error = error
        self.label.setText(feedback)
        self.label.setToolTip(feedback)
        spoken = row_words(self.player, row_word(self.row), self.cards, feedback if error else hand_words(feedback))
        self.strip.setAccessibleName(spoken)  # read out again as the cards change
        self.edit.setAccessibleDescription(spoken)
        self._mark_bad_tokens()
        palette = self.label.palette()
        role = QPalette.ColorRole.WindowText
        if error or self._in_foul:
            palette.setColor(role, error_colour())
        elif len(self.cards) < self.capacity:
            palette.setColor(role, self.palette().color(QPalette.ColorRole.PlaceholderText))
        else:
            palette.setColor(role, self.palette().color(role))
        self.label.setPalette(palette)

    def _describe(self, text: str) -> tuple[str, bool]:
        """(feedback, is it an error)."""
        for token in self.bad_tokens:
            if _pending(token, text):
                continue
            why = token.reason or ""
            return self.tr("{text} is not a card: {why}").format(text=repr(token.text), why=why), True
        cards = self.cards
        for card in cards:
            if cards.count(card) > 1:
                return self.tr("{card} is twice in this row").format(card=card), True
        for card in cards:
            if card in self._conflicts:
                return self.tr("{card} is also in {place}").format(card=card, place=self._conflicts[card]), True
        pending = sum(_pending(t, text) for t in self.bad_tokens)
        extra = len(cards) + pending - self.capacity
        if self.row == DISCARDS and extra > 0:
            many = (self.tr("{count} card too many: at most {size} are discarded") if extra == 1 else
                    self.tr("{count} cards too many: at most {size} are discarded"))
            return many.format(count=extra, size=self.capacity), True
        if extra > 0:
            many = (self.tr("{count} card too many: the {row} holds {size}") if extra == 1 else
                    self.tr("{count} cards too many: the {row} holds {size}"))
            return many.format(count=extra, row=row_word(self.row), size=self.capacity), True
        if pending:
            return self.tr("… and its suit (s h d c)"), False
        if not cards and not self.tokens:
            return "", False
        if self.row == DISCARDS:
            return self.tr("{count} discarded").format(count=len(cards)), False
        if extra < 0:
            more = self.tr("{count} more card") if extra == -1 else self.tr("{count} more cards")
            return more.format(count=-extra), False
        try:
            value = evaluate(cards, self.row, self.rules)  # type: ignore[arg-type]
        except InvalidCards as e:  # pragma: no cover - counts and duplicates are checked above
            return str(e), True
        if self.rules.game.is_open_face:  # RULES C2: open-face royalties are paid win or lose
            royalty = row_royalty(value, self.row, self.rules)  # type: ignore[arg-type]
            if royalty:
                return self.tr("{hand} · royalty {units}").format(hand=hand_name(value), units=fmt(royalty)), False
        return hand_name(value), False

    def _mark_bad_tokens(self) -> None:
        """Underline unreadable tokens in red inside the text field itself (once none are, nothing is sent)."""
        text = self.edit.text()
        bad = [t for t in self.bad_tokens if not _pending(t, text)]
        if not bad and not self._underlined:
            return
        self._underlined = bool(bad)
        from PySide6.QtGui import QTextCharFormat  # first needed for a bad card: its enums cost start-up time

        fmt = QTextCharFormat()
        fmt.setForeground(error_colour())
        fmt.setFontUnderline(True)
        fmt.setUnderlineColor(error_colour())
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        cursor = self.edit.cursorPosition()
        attributes = [
            QInputMethodEvent.Attribute(QInputMethodEvent.AttributeType.TextFormat, t.start - cursor,
                                        len(t.text), fmt)
            for t in bad
        ]
        QCoreApplication.sendEvent(self.edit, QInputMethodEvent("", attributes))
