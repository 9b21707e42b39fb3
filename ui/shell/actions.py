"""Every action of the main window in one typed object, built in one place (Picard's ``ui/mainwindow/actions``).

Each action has its object name (tests find it with ``findChild``), its shortcuts and its tip; nothing here
connects an action to what it does: the window does that, and ``menus.py`` places them in menus and toolbar.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

QUICK_TIP = "Enter places, royalties and fouls instead of cards"
NO_QUICK_TIP = ("Quick entry is not available in criss-cross: each player plays two boards, "
                "so enter both hands' cards")
TAB_ACTIONS = (("actionShowLastHand", "&Last hand"), ("actionShowHistory", "&History"),
               ("actionShowChart", "&Chart"), ("actionShowStatistics", "&Statistics"))
Key = QKeySequence


def unique_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """Each key sequence once: the same keys twice on one action make Qt call the shortcut ambiguous."""
    return list({key.toString(): key for key in keys if not key.isEmpty()}.values())


class WindowActions:
    """One attribute per action of the window; each is added to ``parent`` so its shortcut works anywhere."""

    def __init__(self, parent: QWidget, undo_stack: QUndoStack) -> None:
        self._parent = parent
        self.new_session = self._make("actionNewSession", "&New session…", [Key(Key.StandardKey.New)],
                                      "Set up a new game")
        self.open_session = self._make("actionOpenSession", "&Open session…", [Key(Key.StandardKey.Open)],
                                       "Open a stored session")
        self.import_session = self._make("actionImport", "&Import session file…", [Key("Ctrl+I")],
                                         "Import a session file (JSON)")
        self.quit = self._make("actionQuit", "&Quit", [Key(Key.StandardKey.Quit), Key("Ctrl+Q")])
        self.rename_session = self._make("actionRenameSession", "&Rename session…", [Key("F2")],
                                         "Give this session another name")
        self.delete_session = self._make("actionDeleteSession", "&Delete session", None,
                                         "Remove this session from the list (it can be undone)")
        self.undelete_session = self._make("actionUndeleteSession", "&Undo delete session", None,
                                           "Bring back the session just deleted")
        self.undelete_session.setEnabled(False)
        self.export_xlsx = self._make("actionExportWorkbook", "Excel &workbook (.xlsx)…", [Key("Ctrl+Shift+E")],
                                      "Export an Excel workbook")
        self.export_csv = self._make("actionExportCsv", "&CSV of every hand (.csv)…", None,
                                     "Export every hand as CSV")
        self.export_json = self._make("actionExportSessionFile", "&Session file (.json)…", None,
                                      "Export a session file")

        self.undo = undo_stack.createUndoAction(parent, "&Undo")
        self.undo.setObjectName("actionUndo")
        self.undo.setShortcuts(unique_keys([Key(Key.StandardKey.Undo)]))
        self.redo = undo_stack.createRedoAction(parent, "&Redo")
        self.redo.setObjectName("actionRedo")
        self.redo.setShortcuts(unique_keys([Key("Ctrl+Shift+Z"), Key(Key.StandardKey.Redo), Key("Ctrl+Y")]))
        for action, word in ((self.undo, "Undo"), (self.redo, "Redo")):
            action.setIconText(word)  # the toolbar says Undo; its tooltip and the menu say what ("Undo Add hand 4")
            parent.addAction(action)

        self.score = self._make("actionScore", "&Score the hand", [Key("Ctrl+Return"), Key("Ctrl+Enter")],
                                "Score the hand and add it to the session (Ctrl+Enter)")
        self.score.setEnabled(False)
        self.suggest = self._make("actionSuggest", "Su&ggest a setting", [Key("Ctrl+G")],
                                  "Put the player's 13 cards, typed into any rows, in their best setting "
                                  "(Ctrl+Z undoes it)")
        self.suggest.setEnabled(False)
        self.quick = self._make("actionQuickEntry", "&Quick entry", [Key("Ctrl+E")], QUICK_TIP)
        self.quick.setCheckable(True)
        self.clear = self._make("actionClearHand", "&Clear the hand", [Key("Ctrl+Shift+Backspace")],
                                "Empty every row to start this hand again")
        self.surrender = self._make("actionSurrender", "Su&rrender", [Key("Ctrl+Shift+S")],
                                    "The player being entered surrenders (press again to take it back)")
        self.correct_hand = self._make("actionCorrectHand", "C&orrect the selected hand…", None,
                                       "Take the hand selected in History back into the entry to correct it")
        self.correct_hand.setIconText("Correct hand…")
        self.delete_hand = self._make("actionDeleteHand", "&Delete the selected hand", [Key(Key.StandardKey.Delete)],
                                      "Delete the hand selected in History (Ctrl+Z brings it back)")
        self.delete_hand.setIconText("Delete hand")
        self.delete_hand.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        parent.removeAction(self.delete_hand)  # Delete works in the history table only, never in a row being typed
        self.cancel_correction = self._make("actionCancelCorrection", "Cancel the correction", [Key("Escape")],
                                            "Leave the hand as it was and go back to the next hand")
        self.cancel_correction.setEnabled(False)
        self.table = self._make("actionTableMode", "&Table mode", None,
                                "Every player enters their own hand on their phone (same Wi-Fi), all at once")
        self.table.setCheckable(True)

        self.settle = self._make("actionSettleUp", "&Settle up…", [Key("Ctrl+U")],
                                 "Who pays whom, in the fewest payments")
        self.change_unit = self._make("actionChangeUnitValue", "Change &unit value…", None,
                                      "A new unit value for the next hands (the hands played keep theirs)")
        self.change_rules = self._make("actionChangeRules", "Change &rules…", None,
                                       "Play under other rules and re-score every hand (Ctrl+Z undoes it)")
        self.how_to_score = self._make("actionHowToScore", "&How to score", [Key(Key.StandardKey.HelpContents)],
                                       "The rules of this session in plain words")
        self.about = self._make("actionAbout", "&About Chinese Poker Scorekeeper")
        self.about.setMenuRole(QAction.MenuRole.AboutRole)

        self.show_review = self._make("actionShowReview", "Show &best settings", [Key("Ctrl+B")],
                                      "After each hand, what every player's best setting of the same cards "
                                      "would have scored")
        self.show_review.setIconText("Best settings")
        self.show_review.setCheckable(True)
        self.four_colour = self._make("actionFourColourDeck", "&Four-colour deck", None,
                                      "Diamonds blue and clubs green")
        self.four_colour.setCheckable(True)
        self.seasons = self._make("actionSeasons", "S&easons…", [Key("Ctrl+Alt+S")], "The group's nights added up")
        self.tabs = tuple(self._make(name, text, [Key(f"Ctrl+{i + 1}")]) for i, (name, text) in enumerate(TAB_ACTIONS))
        self.session_actions = (self.quick, self.clear, self.surrender, self.settle, self.change_unit,
                                self.change_rules, self.show_review, self.how_to_score, *self.tabs,
                                self.rename_session, self.delete_session, self.export_xlsx, self.export_csv,
                                self.export_json, self.table)
        """The actions that need an open session (the rest work on the welcome screen too)."""

    def _make(self, name: str, text: str, shortcuts: list[QKeySequence] | None = None, tip: str = "") -> QAction:
        action = QAction(text, self._parent)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(unique_keys(shortcuts))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self._parent.addAction(action)
        return action

    def set_quick_allowed(self, allowed: bool, session_open: bool) -> None:
        """Quick entry is offered only where the session's game has a quick form (not criss-cross)."""
        action = self.quick
        if not allowed:
            self.show_quick(False)
        action.setEnabled(session_open and allowed)
        tip = QUICK_TIP if allowed else NO_QUICK_TIP
        action.setToolTip(tip)
        action.setStatusTip(tip)

    def show_quick(self, quick: bool) -> None:
        """Tick or untick Quick entry without switching the entry (it already shows that form)."""
        blocked = self.quick.blockSignals(True)
        self.quick.setChecked(quick)
        self.quick.blockSignals(blocked)
