"""Every action of the main window in one typed object, built in one place (Picard's ``ui/mainwindow/actions``).

Each action has its object name (tests find it with ``findChild``), its shortcuts and its tip; nothing here
connects an action to what it does: the window does that, and ``menus.py`` places them in menus and toolbar.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

from .locale_text import QT_TRANSLATE_NOOP

QUICK_TIP = QT_TRANSLATE_NOOP("WindowActions", "Enter places, royalties and fouls instead of cards")
NO_QUICK_TIP = QT_TRANSLATE_NOOP("WindowActions", "Quick entry is not available in criss-cross: each player plays "
                                 "two boards, so enter both hands' cards")
TAB_ACTIONS = (("actionShowLastHand", QT_TRANSLATE_NOOP("WindowActions", "&Last hand")),
               ("actionShowHistory", QT_TRANSLATE_NOOP("WindowActions", "&History")),
               ("actionShowChart", QT_TRANSLATE_NOOP("WindowActions", "&Chart")),
               ("actionShowStatistics", QT_TRANSLATE_NOOP("WindowActions", "&Statistics")))
Key = QKeySequence


def unique_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """Each key sequence once: the same keys twice on one action make Qt call the shortcut ambiguous."""
    return list({key.toString(): key for key in keys if not key.isEmpty()}.values())


class WindowActions:
    """One attribute per action of the window; each is added to ``parent`` so its shortcut works anywhere."""

    def __init__(self, parent: QWidget, undo_stack: QUndoStack) -> None:
        self._parent = parent
        self.new_session = self._make("actionNewSession", self.tr("&New session…"), [Key(Key.StandardKey.New)],
                                      self.tr("Set up a new game"))
        self.open_session = self._make("actionOpenSession", self.tr("&Open session…"), [Key(Key.StandardKey.Open)],
                                       self.tr("Open a stored session"))
        self.import_session = self._make("actionImport", self.tr("&Import session file…"), [Key("Ctrl+I")],
                                         self.tr("Import a session file (JSON)"))
        self.quit = self._make("actionQuit", self.tr("&Quit"), [Key(Key.StandardKey.Quit), Key("Ctrl+Q")])
        self.rename_session = self._make("actionRenameSession", self.tr("&Rename session…"), [Key("F2")],
                                         self.tr("Give this session another name"))
        self.delete_session = self._make("actionDeleteSession", self.tr("&Delete session"), None,
                                         self.tr("Remove this session from the list (it can be undone)"))
        self.undelete_session = self._make("actionUndeleteSession", self.tr("&Undo delete session"), None,
                                           self.tr("Bring back the session just deleted"))
        self.undelete_session.setEnabled(False)
        self.export_xlsx = self._make("actionExportWorkbook", self.tr("Excel &workbook (.xlsx)…"),
                                      [Key("Ctrl+Shift+E")],
                                      self.tr("Export an Excel workbook"))
        self.export_csv = self._make("actionExportCsv", self.tr("&CSV of every hand (.csv)…"), None,
                                     self.tr("Export every hand as CSV"))
        self.export_json = self._make("actionExportSessionFile", self.tr("&Session file (.json)…"), None,
                                      self.tr("Export a session file"))

        self.undo = undo_stack.createUndoAction(parent, self.tr("&Undo"))
        self.undo.setObjectName("actionUndo")
        self.undo.setShortcuts(unique_keys([Key(Key.StandardKey.Undo)]))
        self.redo = undo_stack.createRedoAction(parent, self.tr("&Redo"))
        self.redo.setObjectName("actionRedo")
        self.redo.setShortcuts(unique_keys([Key("Ctrl+Shift+Z"), Key(Key.StandardKey.Redo), Key("Ctrl+Y")]))
        for action, word in ((self.undo, self.tr("Undo")), (self.redo, self.tr("Redo"))):
            action.setIconText(word)  # the toolbar says Undo; its tooltip and the menu say what ("Undo Add hand 4")
            parent.addAction(action)

        self.score = self._make("actionScore", self.tr("&Score the hand"), [Key("Ctrl+Return"), Key("Ctrl+Enter")],
                                self.tr("Score the hand and add it to the session (Ctrl+Enter)"))
        self.score.setEnabled(False)
        self.suggest = self._make("actionSuggest", self.tr("Su&ggest a setting"), [Key("Ctrl+G")],
                                  self.tr("Put the player's 13 cards, typed into any rows, in their best setting "
                                          "(Ctrl+Z undoes it)"))
        self.suggest.setEnabled(False)
        self.quick = self._make("actionQuickEntry", self.tr("&Quick entry"), [Key("Ctrl+E")], self.tr(QUICK_TIP))
        self.quick.setCheckable(True)
        self.clear = self._make("actionClearHand", self.tr("&Clear the hand"), [Key("Ctrl+Shift+Backspace")],
                                self.tr("Empty every row to start this hand again"))
        self.surrender = self._make("actionSurrender", self.tr("Su&rrender"), [Key("Ctrl+Shift+S")],
                                    self.tr("The player being entered surrenders (press again to take it back)"))
        self.correct_hand = self._make("actionCorrectHand", self.tr("C&orrect the selected hand…"), None,
                                       self.tr("Take the hand selected in History back into the entry to correct it"))
        self.correct_hand.setIconText(self.tr("Correct hand…"))
        self.delete_hand = self._make("actionDeleteHand", self.tr("&Delete the selected hand"),
                                      [Key(Key.StandardKey.Delete)],
                                      self.tr("Delete the hand selected in History (Ctrl+Z brings it back)"))
        self.delete_hand.setIconText(self.tr("Delete hand"))
        self.delete_hand.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        parent.removeAction(self.delete_hand)  # Delete works in the history table only, never in a row being typed
        self.cancel_correction = self._make("actionCancelCorrection", self.tr("Cancel the correction"), [Key("Escape")],
                                            self.tr("Leave the hand as it was and go back to the next hand"))
        self.cancel_correction.setEnabled(False)
        self.table = self._make("actionTableMode", self.tr("&Table mode"), None,
                                self.tr("Every player enters their own hand on their phone (same Wi-Fi), all at once"))
        self.table.setCheckable(True)

        self.settle = self._make("actionSettleUp", self.tr("&Settle up…"), [Key("Ctrl+U")],
                                 self.tr("Who pays whom, in the fewest payments"))
        self.change_unit = self._make("actionChangeUnitValue", self.tr("Change &unit value…"), None,
                                      self.tr("A new unit value for the next hands (the hands played keep theirs)"))
        self.change_rules = self._make("actionChangeRules", self.tr("Change &rules…"), None,
                                       self.tr("Play under other rules and re-score every hand (Ctrl+Z undoes it)"))
        self.how_to_score = self._make("actionHowToScore", self.tr("&How to score"),
                                       [Key(Key.StandardKey.HelpContents)],
                                       self.tr("The rules of this session in plain words"))
        self.about = self._make("actionAbout", self.tr("&About Chinese Poker Scorekeeper"))
        self.about.setMenuRole(QAction.MenuRole.AboutRole)

        self.show_review = self._make("actionShowReview", self.tr("Show &best settings"), [Key("Ctrl+B")],
                                      self.tr("After each hand, what every player's best setting of the same cards "
                                              "would have scored"))
        self.show_review.setIconText(self.tr("Best settings"))
        self.show_review.setCheckable(True)
        self.four_colour = self._make("actionFourColourDeck", self.tr("&Four-colour deck"), None,
                                      self.tr("Diamonds blue and clubs green"))
        self.four_colour.setCheckable(True)
        self.seasons = self._make("actionSeasons", self.tr("S&easons…"), [Key("Ctrl+Alt+S")],
                                  self.tr("The group's nights added up"))
        self.tabs = tuple(self._make(name, self.tr(text), [Key(f"Ctrl+{i + 1}")])
                          for i, (name, text) in enumerate(TAB_ACTIONS))
        self.session_actions = (self.quick, self.clear, self.surrender, self.settle, self.change_unit,
                                self.change_rules, self.show_review, self.how_to_score, *self.tabs,
                                self.rename_session, self.delete_session, self.export_xlsx, self.export_csv,
                                self.export_json, self.table)
        """The actions that need an open session (the rest work on the welcome screen too)."""

    def tr(self, text: str) -> str:
        """``text`` in the app's language (Qt Linguist's context is the class name, as for a QObject)."""
        return QCoreApplication.translate("WindowActions", text)

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
        tip = self.tr(QUICK_TIP if allowed else NO_QUICK_TIP)
        action.setToolTip(tip)
        action.setStatusTip(tip)

    def show_quick(self, quick: bool) -> None:
        """Tick or untick Quick entry without switching the entry (it already shows that form)."""
        blocked = self.quick.blockSignals(True)
        self.quick.setChecked(quick)
        self.quick.blockSignals(blocked)
