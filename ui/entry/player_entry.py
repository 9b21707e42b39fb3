"""One player's hand at the table: three rows (or a quick entry), surrender, natural, Fantasyland.

In criss-cross each player has two of these boxes, one per seat ("Ann · hand 1", "Ann · hand 2"): hand 1
holds the player's Surrender, which covers both hands, and hand 2 follows it.

The box wires its parts and answers for the player: its top line is `PlayerHeader` (words from
`player_status`), its bottom line `PlayerFooter` (Surrender, the natural, Suggest), and what its rows hold is
read by `held_hand`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from scorekeeper.game import ROWS
from scorekeeper.read.cards import Card
from scorekeeper.read.deal import Board
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.words.reasons import foul_words

from ..common.ink import follow_palette
from .held_hand import cards_blocker, cards_missing, discards_hold, held_board, held_cards, naturals_made
from .player_footer import PlayerFooter
from .player_header import PlayerHeader
from .player_status import PlayerStatus, Suggestion, Texts
from .row_entry import RowEntry
from .words import list_words, row_word

if TYPE_CHECKING:
    from .quick_entry import QuickEntry

QUICK_PAGE = 1


class PlayerEntry(QFrame):
    """What one player set this hand, checked live: each row's hand, a foul and why, what is missing."""

    changed = Signal()
    suggestRequested = Signal()

    def __init__(self, seat: int, name: str, players: int, rules: RuleSet, parent: QWidget | None = None,
                 hand: int | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = name
        self.hand = hand
        """Criss-cross: which of the player's two hands this box holds (1 or 2); None in other games."""
        self.title = self.tr("{player} · hand {number}").format(player=name, number=hand) if hand else name
        """What the box is called: the player's name, or in criss-cross "Ann · hand 1"."""
        self.partner: PlayerEntry | None = None
        """Criss-cross, hand 2: the player's hand 1, whose Surrender covers both hands."""
        self.rules = rules
        self._fantasyland: Mapping[str, Any] | None = None
        self._suggested: tuple[Texts, Suggestion] | None = None
        self.setObjectName(f"player{seat}")
        self.setAccessibleName(self.title)  # a screen reader names the box by its player (and hand)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.header = PlayerHeader(self.title, self)
        self.name_label, self.status = self.header.name_label, self.header.status
        self.dealer_badge, self.fantasyland_badge = self.header.dealer_badge, self.header.fantasyland_badge

        self.rows: dict[str, RowEntry] = {}
        cards_page = QWidget(self)
        rows_layout = QVBoxLayout(cards_page)
        rows_layout.setContentsMargins(0, 0, 0, 0)
        rows_layout.setSpacing(4)
        for row in ROWS:
            entry = RowEntry(seat, row, rules, cards_page, self.title)
            entry.changed.connect(self._refresh)
            rows_layout.addWidget(entry)
            self.rows[row] = entry
        self.discards = RowEntry(seat, "discards", rules, cards_page, self.title)
        self.discards.setObjectName("discardsRow")
        self.discards.title.setFixedWidth(self.discards.title.sizeHint().width())
        self.discards.setToolTip(self.tr("Pineapple: the cards this player threw away (RULES C1); they count "
                                         "against the one deck, and may be left empty"))
        self.discards.changed.connect(self._refresh)
        rows_layout.addWidget(self.discards)
        self._players = players
        self._cards_page = cards_page
        self._quick_page: QuickEntry | None = None  # built when quick entry is first used
        self.stack = QStackedWidget(self)
        self.stack.addWidget(cards_page)

        self.footer = PlayerFooter(self)
        self.surrender, self.natural = self.footer.surrender, self.footer.natural
        self.suggest_button = self.footer.suggest_button
        self.surrender.toggled.connect(self._refresh)
        self.natural.currentIndexChanged.connect(self._refresh)
        self.suggest_button.clicked.connect(self.suggestRequested)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.header)
        layout.addWidget(self.stack)
        layout.addWidget(self.footer)
        self.set_rules(rules)
        follow_palette(self, self.update_status)  # a foul's red follows the system into dark mode

    # -- set-up -----------------------------------------------------------------------------------

    @property
    def quick(self) -> QuickEntry:
        """The quick entry (places, royalties, foul), built the first time it is used: most nights never do."""
        if self._quick_page is None:
            from .quick_entry import QuickEntry  # its spin boxes' module loads with the first quick entry

            self._quick_page = QuickEntry(self._players, self.rules, self)
            self._quick_page.setEnabled(not self.surrendered())
            self._quick_page.changed.connect(self._refresh)
            self.stack.addWidget(self._quick_page)
        return self._quick_page

    def set_rules(self, rules: RuleSet) -> None:
        self.rules = rules
        for entry in self.rows.values():
            entry.set_rules(rules)
        self.discards.set_rules(rules)
        self.discards.setVisible(rules.game.has_discards and not self.hand)
        if not self.discards.isVisibleTo(self):
            self.discards.set_text("")
        if self._quick_page is not None:
            self._quick_page.set_rules(rules)
        self.footer.set_rules(rules, self.name, self.hand)
        self._refresh()

    def set_dealer(self, dealer: bool) -> None:
        self.dealer_badge.setVisible(dealer and self.hand != 2)

    def set_partner(self, partner: PlayerEntry) -> None:
        """Criss-cross, hand 2: follow the Surrender of the player's hand 1."""
        self.partner = partner
        partner.surrender.toggled.connect(self._refresh)
        self._refresh()

    def set_fantasyland(self, state: Mapping[str, Any] | None) -> None:
        """Show the Fantasyland badge: ``{"cards": 14}`` when the player plays this hand in Fantasyland."""
        self._fantasyland = state
        self.header.set_fantasyland(state)

    def in_fantasyland(self) -> bool:
        return bool(self._fantasyland)

    def set_quick(self, quick: bool) -> None:
        self.stack.setCurrentWidget(self.quick if quick else self._cards_page)
        self._refresh()

    def is_quick(self) -> bool:
        return self.stack.currentIndex() == QUICK_PAGE

    def clear(self) -> None:
        self._suggested = None
        for entry in self.rows.values():
            entry.set_text("")
        self.discards.set_text("")
        if self._quick_page is not None:
            self._quick_page.clear()
        self.surrender.setChecked(False)
        self.natural.setCurrentIndex(0)

    # -- reading ----------------------------------------------------------------------------------

    def surrendered(self) -> bool:
        if self.partner is not None:
            return self.partner.surrendered()
        return self.rules.surrender and self.surrender.isChecked()

    def declared_natural(self) -> str | None:
        return self.natural.declared()

    def undeclared_naturals(self) -> tuple[str, ...]:
        """The naturals the cards make (weakest first) while none is declared; () in quick entry."""
        return () if self.declared_natural() or self.is_quick() else self.natural.offered()

    def declare(self, natural: str) -> None:
        self.natural.declare(natural)

    def load_natural(self, natural: str) -> None:
        """Declare a natural loaded with the rows: the rows' naturals are offered first, then it is chosen."""
        self._refresh()
        self.declare(natural)

    def cards(self) -> tuple[Card, ...]:
        return held_cards(self.rows)

    def row_texts(self) -> Texts:
        return tuple(self.rows[row].text() for row in ROWS)

    def set_rows(self, texts: Texts, suggestion: Suggestion | None = None) -> None:
        """Replace the three rows' text; a ``suggestion`` is shown in the header for as long as they stay so."""
        self._suggested = (tuple(texts), suggestion) if suggestion else None
        for row, text in zip(ROWS, texts, strict=True):
            self.rows[row].set_text(text)

    def suggest_blocker(self) -> str:
        """Why no setting can be suggested yet ("2 more cards"; the 13 in any rows and order), or "" when all in."""
        if self.surrendered():
            return self.tr("{player} surrenders").format(player=self.name)
        if self.is_quick():
            return self.tr("quick entry has no cards")
        return cards_blocker(self.rows)

    def can_suggest(self) -> bool:
        return not self.suggest_blocker()

    def board(self) -> Board | None:
        """The three rows as a board, when every row holds exactly its readable cards."""
        return held_board(self.rows)

    def foul_reason(self) -> str | None:
        """Why the rows are mis-set ("front Q-Q-7 beats middle Q-Q-6-5-4"), read by the core."""
        foul = None if (board := self.board()) is None else board.foul_reason(self.rules)
        return foul_words(foul) if foul is not None else None

    def foul_rows(self) -> tuple[str, ...]:
        """The rows out of order, as the core's foul names them (never read back from its words)."""
        foul = None if (board := self.board()) is None else board.foul_reason(self.rules)
        return foul.rows if foul is not None else ()

    def is_complete(self) -> bool:
        if self.surrendered():
            return True
        if self.is_quick():
            return self.quick.is_complete()
        return all(r.is_complete() for r in self.rows.values()) and self.discards_ok()

    def discarded(self) -> tuple[Card, ...]:
        """Pineapple: the cards entered as thrown away (none in other games or quick entry)."""
        return self.discards.cards if self.discards.isVisibleTo(self) and not self.is_quick() else ()

    def discards_ok(self) -> bool:
        """No discards, or 4 readable ones used nowhere else (1 to 4 in Fantasyland, RULES C4)."""
        return not self.discards.isVisibleTo(self) or discards_hold(self.discards, self.in_fantasyland())

    def missing_text(self) -> str:
        """What this player still needs, in words ("2 more cards"), or empty when complete."""
        if self.is_complete():
            return ""
        if self.is_quick():
            return self.tr("a place for the {rows}").format(rows=list_words(map(row_word, self.quick.missing())))
        return cards_missing(self.rows, (self.discards,), self.can_suggest())

    def is_blank(self) -> bool:
        """Nothing entered for this player (no text, no place, no surrender)."""
        quick = self._quick_page
        return (not self.surrender.isChecked() and all(r.is_empty() for r in self.rows.values())
                and self.discards.is_empty()
                and (quick is None or not (quick.fouled.isChecked() or quick.places_set() or quick.royalty_units())))

    # -- feedback ---------------------------------------------------------------------------------

    def _update_naturals(self) -> None:
        """Offer the naturals the cards make (any natural in quick entry), only when naturals are played."""
        if not self.rules.naturals or self.surrendered() or self.hand:
            self.natural.offer(())
        elif self.is_quick():
            self.natural.offer(NATURALS)
        else:
            self.natural.offer(naturals_made(self.rows, self.rules))

    def _refresh(self) -> None:
        for entry in (*self.rows.values(), self.discards):
            entry.setEnabled(not self.surrendered())
        if self._quick_page is not None:
            self._quick_page.setEnabled(not self.surrendered())
        self._update_naturals()
        self.update_status()
        self.changed.emit()

    def update_status(self) -> None:
        """Say in the header what the hand is: ready, a foul and why, or what is still missing."""
        status = self.status_now()
        fouled = self.foul_rows() if status.foul_reason and not status.declared else ()
        for row, entry in self.rows.items():
            entry.set_in_foul(row in fouled)
        self.header.show_status(status)
        self.footer.show_suggest(self.is_quick(), self.suggest_blocker(), self.cards_text())

    def status_now(self) -> PlayerStatus:
        """What the fields hold now, read for the header's words."""
        quick, surrendered = self.is_quick(), self.surrendered()
        return PlayerStatus(
            surrendered=surrendered, declared=self.declared_natural(), undeclared=self.undeclared_naturals(),
            quick=quick, quick_fouled=quick and self.quick.fouled.isChecked(), complete=self.is_complete(),
            foul_reason=None if quick or surrendered else self.foul_reason(),
            plays_mis_set=self.rules.foul_penalty == "play", suggestion=self.suggestion(), blank=self.is_blank(),
            can_suggest=self.can_suggest(), discards_ok=self.discards_ok(), missing=self.missing_text())

    def cards_text(self) -> str:
        """The box's cards in a sentence: "Ann's 13 cards", in criss-cross "the 13 cards of Ann's hand 1"."""
        if self.hand:
            return self.tr("the 13 cards of {player}'s hand {number}").format(player=self.name, number=self.hand)
        return self.tr("{player}'s 13 cards").format(player=self.name)

    def suggestion(self) -> Suggestion | None:
        """The suggestion the rows hold (None once they are changed)."""
        suggested = self._suggested
        if suggested is None or self.is_quick() or suggested[0] != self.row_texts():
            return None
        return suggested[1]
