"""The main window's actions, menus and toolbar, each action named so tests find it with ``findChild``.

File: new, open, recent, rename, delete, import, export · Edit: undo, redo · Hand: score, suggest a
setting, quick entry, clear, correct, delete · Session: settle up, change the unit value or the rules ·
View: the side tabs, best settings, the four-colour deck · Help.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QToolBar

if TYPE_CHECKING:
    from scorekeeper_app.shell.main_window import MainWindow


QUICK_TIP = "Enter places, royalties and fouls instead of cards"
NO_QUICK_TIP = ("Quick entry is not available in criss-cross: each player plays two boards, "
                "so enter both hands' cards")


def unique_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """Each key sequence once: the same keys twice on one action make Qt call the shortcut ambiguous."""
    return list({key.toString(): key for key in keys if not key.isEmpty()}.values())


def update_quick_action(w: MainWindow) -> None:
    """Quick entry is offered only where the session's game has a quick form (not criss-cross)."""
    allowed = w.entry.quick_allowed()
    action = w.action_quick
    if not allowed:
        blocked = action.blockSignals(True)
        action.setChecked(False)
        action.blockSignals(blocked)
    action.setEnabled(w.session is not None and allowed)
    tip = QUICK_TIP if allowed else NO_QUICK_TIP
    action.setToolTip(tip)
    action.setStatusTip(tip)


def build_menus(w: MainWindow) -> None:
    """Make every action of the window (as ``w.action_*``), then its menus and toolbar."""
    key = QKeySequence
    act = w.make_action
    w.action_new = act("actionNewSession", "&New session…", [key(key.StandardKey.New)], "Set up a new game")
    w.action_new.triggered.connect(w.new_session)
    w.action_open = act("actionOpenSession", "&Open session…", [key(key.StandardKey.Open)], "Open a stored session")
    w.action_open.triggered.connect(w.open_session_dialog)
    w.action_import = act("actionImport", "&Import session file…", [key("Ctrl+I")], "Import a session file (JSON)")
    w.action_import.triggered.connect(w.import_session)
    w.action_quit = act("actionQuit", "&Quit", [key(key.StandardKey.Quit), key("Ctrl+Q")])
    w.action_quit.triggered.connect(w.close)

    w.action_undo = w.undo_stack.createUndoAction(w, "&Undo")
    w.action_undo.setObjectName("actionUndo")
    w.action_undo.setShortcuts(unique_keys([key(key.StandardKey.Undo)]))
    w.action_redo = w.undo_stack.createRedoAction(w, "&Redo")
    w.action_redo.setObjectName("actionRedo")
    w.action_redo.setShortcuts(unique_keys([key("Ctrl+Shift+Z"), key(key.StandardKey.Redo), key("Ctrl+Y")]))
    for action, word in ((w.action_undo, "Undo"), (w.action_redo, "Redo")):
        action.setIconText(word)  # the toolbar says Undo; its tooltip and the menu say what ("Undo Add hand 4")
        w.addAction(action)

    w.action_score = act("actionScore", "&Score the hand", [key("Ctrl+Return"), key("Ctrl+Enter")],
                         "Score the hand and add it to the session (Ctrl+Enter)")
    w.action_score.setEnabled(False)
    w.action_score.triggered.connect(w.score_hand)
    w.action_suggest = act("actionSuggest", "Su&ggest a setting", [key("Ctrl+G")],
                           "Put the player's 13 cards, typed into any rows, in their best setting (Ctrl+Z undoes it)")
    w.action_suggest.setEnabled(False)
    w.action_suggest.triggered.connect(lambda: w.suggestions.suggest())
    w.action_quick = act("actionQuickEntry", "&Quick entry", [key("Ctrl+E")], QUICK_TIP)
    w.action_quick.setCheckable(True)
    w.action_quick.toggled.connect(w.set_quick)
    w.action_clear = act("actionClearHand", "&Clear the hand", [key("Ctrl+Shift+Backspace")],
                         "Empty every row to start this hand again")
    w.action_clear.triggered.connect(w.clear_hand)
    w.action_surrender = act("actionSurrender", "Su&rrender", [key("Ctrl+Shift+S")],
                             "The player being entered surrenders (press again to take it back)")
    w.action_surrender.triggered.connect(w.entry.toggle_surrender)
    w.action_correct_hand = act("actionCorrectHand", "C&orrect the selected hand…", None,
                                "Take the hand selected in History back into the entry to correct it")
    w.action_correct_hand.setIconText("Correct hand…")
    w.action_correct_hand.triggered.connect(lambda: w.correct_hand())
    w.action_delete_hand = act("actionDeleteHand", "&Delete the selected hand", [key(key.StandardKey.Delete)],
                               "Delete the hand selected in History (Ctrl+Z brings it back)")
    w.action_delete_hand.setIconText("Delete hand")
    w.action_delete_hand.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    w.removeAction(w.action_delete_hand)  # Delete works in the history table only, never in a row being typed
    w.action_delete_hand.triggered.connect(lambda: w.delete_hand())
    w.action_cancel_correction = act("actionCancelCorrection", "Cancel the correction", [key("Escape")],
                                     "Leave the hand as it was and go back to the next hand")
    w.action_cancel_correction.setEnabled(False)
    w.action_cancel_correction.triggered.connect(w.correction.cancel)

    w.action_table = act("actionTableMode", "&Table mode", None,
                         "Every player enters their own hand on their phone (same Wi-Fi), all at once")
    w.action_table.setCheckable(True)
    w.action_table.toggled.connect(w.table.set_on)

    w.action_settle = act("actionSettleUp", "&Settle up…", [key("Ctrl+U")], "Who pays whom, in the fewest payments")
    w.action_settle.triggered.connect(w.settle_up)
    w.action_change_unit = act("actionChangeUnitValue", "Change &unit value…", None,
                               "A new unit value for the next hands (the hands played keep theirs)")
    w.action_change_unit.triggered.connect(lambda: w.session_settings.change_unit_value())
    w.action_change_rules = act("actionChangeRules", "Change &rules…", None,
                                "Play under other rules and re-score every hand (Ctrl+Z undoes it)")
    w.action_change_rules.triggered.connect(lambda: w.session_settings.change_rules())
    w.action_how_to_score = act("actionHowToScore", "&How to score", [key(key.StandardKey.HelpContents)],
                                "The rules of this session in plain words")
    w.action_how_to_score.triggered.connect(w.how_to_score)
    w.action_about = act("actionAbout", "&About Chinese Poker Scorekeeper")
    w.action_about.setMenuRole(w.action_about.MenuRole.AboutRole)

    def about() -> None:
        from scorekeeper_app.results.help import show_about

        show_about(w)

    w.action_about.triggered.connect(about)

    w.action_show_review = act("actionShowReview", "Show &best settings", [key("Ctrl+B")],
                               "After each hand, what every player's best setting of the same cards would have scored")
    w.action_show_review.setIconText("Best settings")
    w.action_show_review.setCheckable(True)
    w.action_show_review.setChecked(w.settings.show_review)
    w.action_show_review.toggled.connect(w.set_show_review)
    w.set_show_review(w.settings.show_review)
    w.history.add_toggle(w.action_show_review, "historyReviewButton")
    w.result.add_toggle(w.action_show_review, "resultReviewButton")
    w.action_four_colour = act("actionFourColourDeck", "&Four-colour deck", None, "Diamonds blue and clubs green")
    w.action_four_colour.setCheckable(True)
    w.action_four_colour.setChecked(w.settings.four_colour_deck)
    w.action_four_colour.toggled.connect(w.set_four_colour)
    tab_actions = []
    for i, (name, text) in enumerate((("actionShowLastHand", "&Last hand"), ("actionShowHistory", "&History"),
                                      ("actionShowChart", "&Chart"), ("actionShowStatistics", "&Statistics"))):
        action = act(name, text, [key(f"Ctrl+{i + 1}")])
        action.triggered.connect(lambda _checked=False, tab=i: w.tabs.setCurrentIndex(tab))
        tab_actions.append(action)

    files = w.files
    menus = w.menuBar()
    file_menu = menus.addMenu("&File")
    file_menu.setObjectName("fileMenu")
    file_menu.addAction(w.action_new)
    file_menu.addAction(w.action_open)
    file_menu.addMenu(files.recent_menu)
    file_menu.addSeparator()
    for action in (files.action_rename, files.action_delete, files.action_undelete):
        file_menu.addAction(action)
    file_menu.addSeparator()
    file_menu.addAction(w.action_import)
    file_menu.addMenu(files.export_menu)
    file_menu.addSeparator()
    file_menu.addAction(w.action_quit)
    edit_menu = menus.addMenu("&Edit")
    edit_menu.addAction(w.action_undo)
    edit_menu.addAction(w.action_redo)
    hand_menu = menus.addMenu("&Hand")
    for action in (w.action_score, w.action_suggest, w.action_surrender, w.action_quick, w.action_clear):
        hand_menu.addAction(action)
    hand_menu.addAction(w.action_table)
    hand_menu.addSeparator()
    for action in (w.action_correct_hand, w.action_delete_hand, w.action_cancel_correction):
        hand_menu.addAction(action)
    session_menu = menus.addMenu("&Session")
    session_menu.setObjectName("sessionMenu")
    session_menu.addAction(w.action_settle)
    session_menu.addSeparator()
    session_menu.addAction(w.action_change_unit)
    session_menu.addAction(w.action_change_rules)
    view_menu = menus.addMenu("&View")
    for action in tab_actions:
        view_menu.addAction(action)
    view_menu.addSeparator()
    view_menu.addAction(w.action_show_review)
    view_menu.addAction(w.action_four_colour)
    view_menu.addSeparator()
    w.action_seasons = act("actionSeasons", "S&easons…", [key("Ctrl+Alt+S")], "The group's nights added up")
    w.action_seasons.triggered.connect(lambda: show_seasons(w))
    view_menu.addAction(w.action_seasons)
    help_menu = menus.addMenu("&Help")
    help_menu.addAction(w.action_how_to_score)
    help_menu.addAction(w.action_about)

    toolbar = QToolBar("Main", w)
    toolbar.setObjectName("mainToolBar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for action in (w.action_new, w.action_open):
        toolbar.addAction(action)
    toolbar.addSeparator()
    toolbar.addAction(w.action_undo)
    toolbar.addAction(w.action_redo)
    toolbar.addSeparator()
    toolbar.addAction(w.action_quick)
    toolbar.addAction(w.action_score)
    toolbar.addAction(w.action_table)
    toolbar.addSeparator()
    toolbar.addAction(w.action_settle)
    w.addToolBar(toolbar)
    w.session_actions = (w.action_quick, w.action_clear, w.action_surrender, w.action_settle, w.action_change_unit,
                         w.action_change_rules, w.action_show_review,
                         w.action_how_to_score, *tab_actions, *files.session_actions)
    w.session_actions += (w.action_table,)


def show_seasons(w: MainWindow) -> None:
    """View ▸ Seasons: the season over the window's store (QtCharts loads only now)."""
    from scorekeeper_app.results.seasons_view import SeasonsDialog

    dialog = SeasonsDialog(w.store, w)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
