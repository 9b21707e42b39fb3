"""The hand being entered: every player's rows, the 52-card picker, the one-deck check and Score.

In criss-cross there is one box per seat: each of the two players owns two adjacent seats, so the boxes
are "Ann · hand 1", "Ann · hand 2", "Bob · hand 1", "Bob · hand 2" (``deal_from_boxes`` reads them into a
deal). Quick entry has no criss-cross form.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from scorekeeper.game import ROWS
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet

from .deal_from_boxes import entered_deal, is_quick_deal, load_deal
from .entry_body import EntryBody
from .one_deck import table_cards
from .player_entry import PlayerEntry
from .row_entry import RowEntry
from .typing_undo import TypingUndo, is_undo_key
from .words import list_words


class HandEntry(QWidget):
    """Enter one hand for the whole table, by typing or picking, with live feedback for every row."""

    changed = Signal()
    completeChanged = Signal(bool)
    scoreRequested = Signal()
    suggestRequested = Signal(str)
    """A box's Suggest button was clicked (its title: the player's name, or "Ann · hand 1")."""
    targetChanged = Signal()
    """The row being filled moved (the player a suggestion is for may have changed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handEntry")
        self.rules = RuleSet()
        self.players: list[PlayerEntry] = []
        self.dealer: str | None = None
        self._target: RowEntry | None = None
        self._last_edited: PlayerEntry | None = None
        self._complete = False
        self._filling = False
        """The boxes are being filled or emptied whole: the one-deck check runs once, at the end."""
        self._quick = False
        self._four_colour = False
        self.typing = TypingUndo(self)

        self.body = EntryBody(self)
        self._grid_host, self.picker, self.picker_hint = self.body.grid_host, self.body.picker, self.body.hint
        self.picker.cardClicked.connect(self.place_card)

        self.summary = QLabel(self)
        self.summary.setObjectName("entrySummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # "Waiting for Ann (5 more cards)": names as typed
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary.setWordWrap(True)
        self.score_button = QPushButton(self.tr("Score the hand"), self)
        self.score_button.setObjectName("scoreButton")
        self.score_button.setToolTip(self.tr("Score this hand and add it to the session (Ctrl+Enter)"))
        self.score_button.setEnabled(False)
        self.score_button.setDefault(True)
        self.score_button.clicked.connect(self.scoreRequested)
        bar = QHBoxLayout()
        bar.addWidget(self.summary, 1)
        bar.addWidget(self.score_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body, 1)
        layout.addLayout(bar)

    # -- set-up -----------------------------------------------------------------------------------

    def set_table(self, names: Sequence[str], rules: RuleSet, dealer: str | None = None,
                  fantasyland: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        """Seat the players (clockwise) for a new hand under these rules."""
        for player in self.players:
            player.setParent(None)
            player.deleteLater()
        self.players = []
        self.typing.forget()
        self.rules = rules
        self._quick = self._quick and self.quick_allowed()
        seats = [(name, hand) for name in names for hand in (1, 2)] if self.criss_cross() else \
            [(name, None) for name in names]
        for seat, (name, hand) in enumerate(seats):
            player = PlayerEntry(seat, name, len(names), rules, self._grid_host, hand)
            if hand == 2:
                player.set_partner(self.players[-1])
            if self._quick:  # a box starts with its cards
                player.set_quick(True)
            player.changed.connect(self._refresh)
            player.suggestRequested.connect(lambda t=player.title: self.suggestRequested.emit(t))
            for entry in player.rows.values():
                entry.set_four_colour(self._four_colour)
                entry.typed.connect(lambda e=entry: self._after_typing(e))
                entry.nextRequested.connect(lambda e=entry: self._advance(e, force=True))
                entry.focused.connect(lambda e=entry: self._on_focus(e))
                entry.cardDropped.connect(lambda text, source, e=entry: self._drop(e, text, source))
                entry.changed.connect(lambda p=player, e=entry: self._edited(p, e))
            player.discards.set_four_colour(self._four_colour)
            player.discards.focused.connect(lambda e=player.discards: self._on_focus(e))
            player.discards.changed.connect(lambda e=player.discards: self.typing.note(e.edit))
            self.players.append(player)
        self.body.set_boxes(list(self.players))
        self._fix_tab_order()
        self.set_dealer(dealer)
        self.set_fantasyland(fantasyland or {})
        self._target = None
        self._last_edited = None
        self._refresh()

    def set_dealer(self, dealer: str | None) -> None:
        self.dealer = dealer
        for player in self.players:
            player.set_dealer(player.name == dealer)

    def set_fantasyland(self, states: Mapping[str, Mapping[str, Any]]) -> None:
        for player in self.players:
            player.set_fantasyland(states.get(player.name))

    def set_quick(self, quick: bool) -> None:
        """Quick entry: places, royalties and fouls instead of cards (one kind of entry per hand)."""
        quick = quick and self.quick_allowed()
        self._quick = quick
        with self._all_at_once():  # one table-wide check below, not one per box
            for player in (p for p in self.players if p.is_quick() != quick):
                player.set_quick(quick)
        self.picker.setVisible(not quick)
        self.picker_hint.setVisible(not quick)
        self._fix_tab_order()
        self._refresh()

    def is_quick(self) -> bool:
        return self._quick

    def criss_cross(self) -> bool:
        """Two players with two boxes each (one per seat)."""
        return self.rules.game.has_two_boards

    def quick_allowed(self) -> bool:
        """Quick entry (places instead of cards) has no criss-cross form: a player plays two boards."""
        return not self.criss_cross()

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.picker.set_four_colour(on)
        for entry in self.row_entries():
            entry.set_four_colour(on)
        for player in self.players:
            player.discards.set_four_colour(on)

    def clear(self) -> None:
        """Empty every field for the next hand."""
        with self._all_at_once():
            for player in self.players:
                player.clear()
        self._target = None
        self._refresh()

    @contextmanager
    def _all_at_once(self) -> Iterator[None]:
        """Fill or empty many boxes with one table-wide check at the end (a deal loaded is 12 rows, not 12 checks)."""
        filling, self._filling = self._filling, True
        try:
            yield
        finally:
            self._filling = filling

    def focus_first(self) -> None:
        """Put the keyboard in the first field still to fill (the first row of the first player)."""
        if not self.players:
            return
        if self._quick:
            self.players[0].quick.first_field().setFocus(Qt.FocusReason.OtherFocusReason)
            return
        target = next((e for e in self.row_entries() if e.isEnabled() and not e.is_complete()), self.row_entries()[0])
        target.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self._set_target(target)

    def toggle_surrender(self) -> bool:
        """The player being entered (whose row has the keyboard) surrenders, or takes it back; False if none."""
        player = self.player_in_focus()
        if player is None or not self.rules.surrender:
            return False
        box = player.partner or player  # criss-cross: hand 1 holds the Surrender of both hands
        box.surrender.setChecked(not box.surrender.isChecked())
        if box.surrendered():
            later = [e for p in self.players[self.players.index(player) + 1:] for e in p.rows.values()
                     if e.isEnabled() and not e.is_complete()]
            target = later[0] if later else self._next_open(None)
            if target is not None:
                target.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                self._set_target(target)
            elif self.is_complete():
                self.score_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            box.rows["front"].edit.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def player_in_focus(self) -> PlayerEntry | None:
        """The box holding the keyboard, or the one whose row is being filled."""
        focus = QApplication.focusWidget()
        for player in self.players:
            if focus is not None and player.isAncestorOf(focus):
                return player
        target = self._target
        return self.players[target.seat] if target is not None else None

    def _fix_tab_order(self) -> None:
        """Tab goes player by player: row by row, Surrender and the natural when shown, then to Score."""
        chain: list[QWidget] = []
        for player in self.players:
            chain.extend(player.quick.fields() if self._quick else
                         [e.edit for e in (*player.rows.values(), player.discards)])
            chain.extend((player.surrender, player.natural))
        chain.append(self.score_button)
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- reading ----------------------------------------------------------------------------------

    def row_entries(self) -> list[RowEntry]:
        return [player.rows[row] for player in self.players for row in ROWS]

    def seat(self, title: str) -> PlayerEntry | None:
        """The box of this title (the player's name; in criss-cross "Ann · hand 1"), or None."""
        return next((p for p in self.players if p.title == title), None)

    def player(self, name: str) -> PlayerEntry:
        """The player's box (in criss-cross, the player's hand 1)."""
        return next(p for p in self.players if p.name == name)

    def boxes(self, name: str) -> list[PlayerEntry]:
        """The player's boxes in seat order: one, or two in criss-cross."""
        return [p for p in self.players if p.name == name]

    def is_complete(self) -> bool:
        return bool(self.players) and all(p.is_complete() for p in self.players)

    def is_blank(self) -> bool:
        """Nothing entered yet for this hand."""
        return all(p.is_blank() for p in self.players)

    def deal(self) -> Deal:
        """The hand as the boxes hold it, typed: each player's entry in seat order, and the dealer."""
        return entered_deal(self.players, self.dealer)

    def load_deal(self, deal: Deal | Mapping[str, Any]) -> None:
        """Fill the table from a deal (taken back, a draft), or from table mode's phones' hand-file JSON (FORMAT.md)."""
        with self._all_at_once():
            self.set_quick(is_quick_deal(deal))
            load_deal(self.players, deal)
        self._refresh()

    def target(self) -> RowEntry | None:
        """The row the picker fills."""
        return self._target

    def suggest_player(self) -> PlayerEntry | None:
        """Whom Suggest (Ctrl+G) is for: the player being typed, or the one whose cards were entered last.

        A player's 13th card moves the keyboard on to the next player, so right after it the one to set
        is the player just finished.
        """
        typing = self.players[self._target.seat] if self._target is not None else None
        for player in (typing, self._last_edited):
            if player is not None and player in self.players and player.can_suggest():
                return player
        return None

    # -- picking, typing, moving --------------------------------------------------------------

    def place_card(self, card_text: str) -> None:
        """Put a picked card in the row being filled, and move on when that row is full."""
        target = self._target
        if target is None or not target.isEnabled() or len(target.cards) >= target.capacity:
            target = self._next_open(target)
        if target is None:
            return
        target.append_card(card_text)
        self._set_target(target)
        if len(target.cards) >= target.capacity:
            self._advance(target)
        else:
            target.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _drop(self, target: RowEntry, card_text: str, source: str) -> None:
        """A card dropped on a row: moved from its row, or placed from the picker."""
        if source:
            origin = next((e for e in self.row_entries() if e.source_id == source), None)
            if origin is not None:
                origin.remove_card(card_text)
        elif any(card_text in map(str, e.cards) for e in self.row_entries()):
            return
        target.append_card(card_text)
        self._set_target(target)
        target.edit.setFocus(Qt.FocusReason.MouseFocusReason)

    def _after_typing(self, entry: RowEntry) -> None:
        if (len(entry.cards) == entry.capacity and not entry.bad_tokens
                and entry.edit.cursorPosition() == len(entry.edit.text())):
            self._advance(entry)

    def _next_open(self, after: RowEntry | None) -> RowEntry | None:
        """The next row (after ``after``, wrapping round) that still needs cards."""
        entries = [e for e in self.row_entries() if e.isEnabled()]
        if not entries:
            return None
        start = entries.index(after) + 1 if after in entries else 0
        for entry in entries[start:] + entries[:start]:
            if len(entry.cards) < entry.capacity:
                return entry
        return None

    def _advance(self, entry: RowEntry, force: bool = False) -> None:
        """Move the keyboard on from a filled row (Return moves on even when it is not filled)."""
        entries = [e for e in self.row_entries() if e.isEnabled()]
        nxt = entries[entries.index(entry) + 1] if force and entry in entries[:-1] else self._next_open(entry)
        if nxt is None:
            if self.is_complete():
                self.score_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._set_target(None)
            return
        nxt.edit.setFocus(Qt.FocusReason.TabFocusReason)
        nxt.edit.moved_here = not force
        self._set_target(nxt)

    def _on_focus(self, entry: RowEntry) -> None:
        if entry.edit.hasFocus():
            self._set_target(entry)

    def _set_target(self, entry: RowEntry | None) -> None:
        changed = entry is not self._target
        self._target = entry
        for e in self.row_entries():
            e.set_active(e is entry)
        if changed:
            self.targetChanged.emit()

    def _edited(self, player: PlayerEntry, entry: RowEntry) -> None:
        self._last_edited = player
        self.typing.note(entry.edit)

    def event(self, event: QEvent) -> bool:
        """Ctrl+Z anywhere in the entry takes back typing first (``typing_undo``), before any whole hand."""
        return self.typing.claim(event) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not (is_undo_key(event) and self.typing.undo()):
            super().keyPressEvent(event)

    # -- the table-wide checks --------------------------------------------------------------------

    def _refresh(self) -> None:
        """One deck on the table: mark each card used twice where it stands, grey used cards out."""
        if self._filling:
            return
        used, twice = table_cards(self.players)
        for player in self.players:
            for entry in (*player.rows.values(), player.discards):
                entry.set_conflicts(twice[entry])
            player.update_status()
        self.picker.set_used(used)
        complete = self.is_complete()
        self.score_button.setEnabled(complete)
        self.summary.setText(self._summary(complete))
        if complete != self._complete:
            self._complete = complete
            self.completeChanged.emit(complete)
        self.changed.emit()

    def _summary(self, complete: bool) -> str:
        if complete:
            return self.tr("Every hand is in: score it with Ctrl+Enter.")
        if self.is_blank():
            if self.criss_cross():
                return self.tr("Type or pick each hand's front, middle and back. A full row moves on by itself "
                               "(a Tab straight after stays put); Tab or Enter moves on from a row not yet full.")
            return self.tr("Type or pick each player's front, middle and back. A full row moves on by itself "
                           "(a Tab straight after stays put); Tab or Enter moves on from a row not yet full.")
        waiting = [self.tr("{player} ({missing})").format(player=p.title, missing=p.missing_text())
                   for p in self.players if not p.is_complete()]
        return self.tr("Waiting for {players}").format(players=list_words(waiting)) if waiting else ""
