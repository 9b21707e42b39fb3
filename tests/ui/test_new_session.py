"""Setting up a game in the new-session dialog: seats, dealer, rules with a live preview, the unit."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
)

from scorekeeper.rules import PRESETS
from tests.ui.conftest import seats, shown

from scorekeeper_app.session.new_session import NewSessionDialog
from scorekeeper_app.session.rules_editor import RulesEditor
from scorekeeper_app.shell.main_window import MainWindow


def add_players(qtbot, dialog: NewSessionDialog, *names: str) -> None:
    edit = dialog.findChild(QLineEdit, "newPlayerEdit")
    for name in names:
        qtbot.keyClicks(edit, name)
        qtbot.keyClick(edit, Qt.Key.Key_Return)


def through_file_new_session(qtbot, window: QWidget, steps: Callable[[NewSessionDialog], None]) -> None:  # type: ignore[no-untyped-def]
    """File > New session..., as a person chooses it: ``steps`` fill in the dialog the app opens and accept it.

    The dialog is modal, so the steps run inside its own event loop; one that fails closes it and fails the test.
    """
    failed: list[BaseException] = []

    def work() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewSessionDialog):
            QTimer.singleShot(10, work)
            return
        try:
            shown(qtbot, dialog)  # the active window: keys go to its focus widget
            steps(dialog)
        except BaseException as e:
            failed.append(e)
            dialog.reject()

    QTimer.singleShot(0, work)
    window.findChild(QAction, "actionNewSession").trigger()
    if failed:
        raise failed[0]


def test_creating_a_session_through_the_dialog(qtbot, store, settings):
    window = MainWindow(store, settings)  # no session open: the dialog starts with no players
    qtbot.addWidget(window)
    shown(qtbot, window)
    names: list[str] = []

    def steps(dialog: NewSessionDialog) -> None:
        ok = dialog.findChild(QPushButton, "okButton")
        add_players(qtbot, dialog, "Ann")
        assert not ok.isEnabled()
        assert dialog.findChild(QLabel, "dialogError").text() == "Players: a session needs 2 to 4 players, not 1."
        add_players(qtbot, dialog, "Bob", "Cy", "Dee")
        assert ok.isEnabled()
        players = dialog.findChild(QListWidget, "playerList")
        players.setCurrentRow(3)
        dialog.findChild(QPushButton, "movePlayerUp").click()
        assert dialog.players() == ("Ann", "Bob", "Dee", "Cy")
        dealer = dialog.findChild(QComboBox, "dealerCombo")
        dealer.setCurrentIndex(dealer.findText("Bob"))
        preset = dialog.findChild(QComboBox, "presetCombo")
        preset.setCurrentIndex(preset.findData("classic-2-4"))
        preset.activated.emit(preset.currentIndex())
        assert "a scoop pays 4" in dialog.findChild(QLabel, "rulesPreview").text()
        unit = dialog.findChild(QLineEdit, "unitValue")
        unit.clear()
        qtbot.keyClicks(unit, "2.50")
        dialog.findChild(QComboBox, "currencyCombo").setCurrentText("EUR")
        values = dialog.values()
        assert values is not None
        assert values.players == ("Ann", "Bob", "Dee", "Cy")
        assert values.first_dealer == "Bob"
        assert values.rules == PRESETS["classic-2-4"]
        assert values.unit_value == Decimal("2.50")
        names.append(values.name)
        with qtbot.waitSignal(dialog.accepted):
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    through_file_new_session(qtbot, window, steps)
    assert window.session is not None
    assert window.session.players == ("Ann", "Bob", "Dee", "Cy")
    assert window.session.next_dealer() == "Bob"
    assert window.session.currency == "EUR"
    assert window.windowTitle().startswith(names[0])
    assert store.list_sessions()[0].players == ("Ann", "Bob", "Dee", "Cy")
    assert [box.accessibleName() for box in seats(window)] == ["Ann", "Bob", "Dee", "Cy"]


def test_a_bad_rules_combination_shows_why_and_disables_ok(qtbot):
    dialog = NewSessionDialog(players=("Ann", "Bob"))
    qtbot.addWidget(dialog)
    editor = dialog.findChild(RulesEditor, "rulesEditor")
    ok = dialog.findChild(QPushButton, "okButton")
    assert ok.isEnabled()
    royalties = editor.findChild(QComboBox, "royaltiesField")
    royalties.setCurrentIndex(royalties.findData("classic"))
    assert "royalties from the classic table" in editor.preview.text()
    editor.findChild(QCheckBox, "poolField").setChecked(True)
    error = dialog.findChild(QLabel, "rulesError")
    assert error.isVisibleTo(dialog)
    assert error.text() == ("These options cannot go together: pool betting cannot be combined with "
                            "royalties (pool pays no royalties).")
    assert not ok.isEnabled()
    royalties.setCurrentIndex(royalties.findData("none"))
    assert not error.isVisibleTo(dialog)
    assert ok.isEnabled()
    assert editor.rules().pool


def test_every_option_has_a_field_and_a_line_saying_what_it_does(qtbot):
    editor = RulesEditor()
    qtbot.addWidget(editor)
    for name in PRESETS["classic-1-6"].to_json():
        assert editor.findChild(object, f"{name}Field") is not None, name
        explain = editor.findChild(QLabel, f"{name}Explain")
        assert explain is not None and explain.text(), name


def test_the_preview_says_what_the_rules_pay(qtbot):
    editor = RulesEditor()
    qtbot.addWidget(editor)
    text = editor.preview.text()
    assert "a 2–1 pays 1; a scoop pays 6" in text
    assert "a foul pays 6 to each opponent" in text
    assert "surrender costs 2 a player" in text
    editor.findChild(QComboBox, "methodField").setCurrentIndex(2)  # 1-1-1
    assert "a scoop pays 3" in editor.preview.text()
    game = editor.findChild(QComboBox, "gameField")
    game.setCurrentIndex(game.findData("ofc"))
    rules = editor.rules()
    assert rules is not None and rules.game == "ofc" and rules.royalties == "ofc" and rules.fantasyland
    assert editor.findChild(QComboBox, "presetCombo").currentData() == "ofc"
