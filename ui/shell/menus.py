"""The main window's menus and toolbar, placed from its ``WindowActions``.

File: new, open, recent, rename, delete, import, export · Edit: undo, redo · Hand: score, suggest a
setting, quick entry, clear, correct, delete · Session: settle up, change the unit value or the rules ·
View: the side tabs, best settings, the four-colour deck · Help.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from ..common.actions import WindowActions

translate = QCoreApplication.translate


def build_menus(window: QMainWindow, a: WindowActions, recent_menu: QMenu, export_menu: QMenu,
                language_menu: QMenu) -> None:
    """The menu bar and the toolbar of ``window``, from its actions, the File menu's two submenus and Language."""
    menus = window.menuBar()
    file_menu = menus.addMenu(translate("Menus", "&File"))
    file_menu.setObjectName("fileMenu")
    file_menu.addAction(a.new_session)
    file_menu.addAction(a.open_session)
    file_menu.addMenu(recent_menu)
    file_menu.addSeparator()
    for action in (a.rename_session, a.delete_session, a.undelete_session):
        file_menu.addAction(action)
    file_menu.addSeparator()
    file_menu.addAction(a.import_session)
    for action in (a.export_xlsx, a.export_csv, a.export_json):
        export_menu.addAction(action)
    file_menu.addMenu(export_menu)
    file_menu.addSeparator()
    file_menu.addAction(a.quit)
    edit_menu = menus.addMenu(translate("Menus", "&Edit"))
    edit_menu.addAction(a.undo)
    edit_menu.addAction(a.redo)
    hand_menu = menus.addMenu(translate("Menus", "H&and"))
    for action in (a.score, a.suggest, a.surrender, a.quick, a.clear, a.table):
        hand_menu.addAction(action)
    hand_menu.addSeparator()
    for action in (a.correct_hand, a.delete_hand, a.cancel_correction):
        hand_menu.addAction(action)
    session_menu = menus.addMenu(translate("Menus", "&Session"))
    session_menu.setObjectName("sessionMenu")
    session_menu.addAction(a.settle)
    session_menu.addSeparator()
    session_menu.addAction(a.change_unit)
    session_menu.addAction(a.change_rules)
    view_menu = menus.addMenu(translate("Menus", "&View"))
    view_menu.setObjectName("viewMenu")
    for action in a.tabs:
        view_menu.addAction(action)
    view_menu.addSeparator()
    view_menu.addAction(a.show_review)
    view_menu.addAction(a.four_colour)
    view_menu.addMenu(language_menu)
    view_menu.addSeparator()
    view_menu.addAction(a.seasons)
    help_menu = menus.addMenu(translate("Menus", "&Help"))
    help_menu.addAction(a.how_to_score)
    help_menu.addAction(a.about)

    toolbar = QToolBar(translate("Menus", "Main"), window)
    toolbar.setObjectName("mainToolBar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for group in ((a.new_session, a.open_session), (a.undo, a.redo), (a.quick, a.score, a.table), (a.settle,)):
        if group[0] is not a.new_session:
            toolbar.addSeparator()
        for action in group:
            toolbar.addAction(action)
    window.addToolBar(toolbar)
