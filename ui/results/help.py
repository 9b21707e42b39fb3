"""Help: "How to score" in words, built from the open session's rules, and About.

Every amount quoted comes from the rules or from ``scorekeeper_app.session.rules_preview`` (which asks the core to score
sample deals), so the page always says what this session really pays.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from scorekeeper import __version__
from scorekeeper.game import Game
from scorekeeper.language import _
from scorekeeper.night.session import Session
from scorekeeper.rules import PRESET_DESCRIPTIONS, RuleSet
from scorekeeper.score.results import fmt

from ..common.locale_text import money as money_text
from ..session.rules_groups import preset_label
from ..session.rules_preview import preview_lines

_OVERALL = {"two_or_more": str(QT_TRANSLATE_NOOP("Help", "whoever won at least two rows")),
            "net_rows": str(QT_TRANSLATE_NOOP("Help", "whoever won more rows")),
            "points": str(QT_TRANSLATE_NOOP("Help", "the higher total, royalties included"))}
_GAMES = {"classic": str(QT_TRANSLATE_NOOP("Help", "Classic Chinese poker")),
          "ofc": str(QT_TRANSLATE_NOOP("Help", "Open-face Chinese poker")),
          "pineapple": str(QT_TRANSLATE_NOOP("Help", "Pineapple open-face")),
          "criss_cross": str(QT_TRANSLATE_NOOP("Help", "Criss-cross"))}
SHORTCUTS = (
    (str(QT_TRANSLATE_NOOP("Help", "Typing cards")),
     str(QT_TRANSLATE_NOOP("Help", "a full row moves the keyboard on by itself (a Tab or Enter straight after stays "
                                   "put); "
                       "Tab or Enter moves on from a row not yet full; Backspace takes back the last card"))),
    ("Ctrl+Enter", str(QT_TRANSLATE_NOOP("Help", "score the hand (or save a correction); a natural the cards make is "
                                     "asked about once"))),
    ("Ctrl+Shift+S", str(QT_TRANSLATE_NOOP("Help", "the player being entered surrenders (again: takes it back)"))),
    ("Ctrl+G", str(QT_TRANSLATE_NOOP("Help", "suggest the best setting of the player's 13 cards"))),
    ("Ctrl+E", str(QT_TRANSLATE_NOOP("Help", "quick entry: places, royalties and fouls instead of cards"))),
    ("Ctrl+Shift+Backspace", str(QT_TRANSLATE_NOOP("Help", "clear the hand"))),
    (str(QT_TRANSLATE_NOOP("Help", "Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y")),
     str(QT_TRANSLATE_NOOP("Help", "undo and redo: typing first, then whole hands, corrections and deletions"))),
    (str(QT_TRANSLATE_NOOP("Help", "Enter or double-click in History")),
     str(QT_TRANSLATE_NOOP("Help", "take the hand back into the entry to correct it (Esc cancels)"))),
    (str(QT_TRANSLATE_NOOP("Help", "Delete in History")),
     str(QT_TRANSLATE_NOOP("Help", "delete the selected hand (undo brings it back)"))),
    ("Ctrl+U", str(QT_TRANSLATE_NOOP("Help", "settle up: who pays whom"))),
    ("Ctrl+1 … Ctrl+4", str(QT_TRANSLATE_NOOP("Help", "last hand, history, chart, statistics"))),
    ("Ctrl+B", str(QT_TRANSLATE_NOOP("Help", "show the best settings after each hand"))),
    ("Ctrl+Alt+S", str(QT_TRANSLATE_NOOP("Help", "seasons: the group's nights added up, records, setting skill, "
                                             "players"))),
    ("Ctrl+N / Ctrl+O / Ctrl+I", str(QT_TRANSLATE_NOOP("Help", "new session, open a session, import a session file"))),
    ("F2 / Ctrl+Shift+E", str(QT_TRANSLATE_NOOP("Help", "rename the session, export a workbook"))),
    ("F1 / Ctrl+Q", str(QT_TRANSLATE_NOOP("Help", "this page, quit"))),
)
"""Each shortcut and what it does, in English: ``_help`` translates both where the page is built."""


def _help(text: str) -> str:
    """A message of the Help page in the app's language (the English when it has no translation)."""
    return QCoreApplication.translate("Help", text)


def _sentence(text: str) -> str:
    text = text.strip()
    return QCoreApplication.translate("Help", "{sentence}.").format(sentence=(text[:1].upper() + text[1:]).rstrip("."))


def setting_sentences(rules: RuleSet) -> list[str]:
    """How a hand is set and when it fouls, in words."""
    if rules.game is Game.PINEAPPLE:
        first = QCoreApplication.translate(
            "Help", "Cards are placed face up one row at a time (5 first, then one by one, or 2 of every 3 in "
            "pineapple) until each player has a front of 3, a middle of 5 and a back of 5.")
    elif rules.game is Game.OFC:
        first = QCoreApplication.translate(
            "Help", "Cards are placed face up one row at a time (5 first, then one by one) until each player has a "
            "front of 3, a middle of 5 and a back of 5.")
    elif rules.game is Game.CRISS_CROSS:
        first = QCoreApplication.translate(
            "Help", "Each of the two players sets two 13-card hands, each a front of 3, a middle of 5 and a back of 5.")
    else:
        first = QCoreApplication.translate(
            "Help", "Each player sets 13 cards face down: a front of 3, a middle of 5 and a back of 5.")
    if rules.lowball_middle:
        foul = QCoreApplication.translate(
            "Help", "The middle is a deuce-to-seven low hand (the lower wins); only the back must be at least as "
            "strong as the front, or the hand fouls.")
    else:
        foul = QCoreApplication.translate(
            "Help", "The back must be at least as strong as the middle, and the middle at least as strong as the "
            "front, or the hand fouls.")
    if rules.equal_rows_foul:
        foul += QCoreApplication.translate(
            "Help", " At this table equal rows foul too: a middle equal to the back, or a front equal to the "
            "middle's top cards.")
    wheel = (QCoreApplication.translate("Help", "A-2-3-4-5 is the lowest straight.") if rules.wheel == "low"
             else QCoreApplication.translate("Help", "A-2-3-4-5 is the second-best straight, below A-K-Q-J-T."))
    return [first, foul, wheel]


def paying_sentences(rules: RuleSet) -> list[str]:
    """What a hand pays, in words: the method, then the core's own sample payments."""
    out: list[str] = []
    if not rules.pool:
        out.append(QCoreApplication.translate(
            "Help", "Every pair of players compares front with front, middle with middle, back with back."))
        if rules.method == "1-6":
            out.append(QCoreApplication.translate(
                "Help", "{method}: each row won is 1 unit, and winning all three rows (a scoop) pays {units} "
                "more.").format(method=rules.method, units=fmt(rules.scoop_bonus)))
        elif rules.method == "2-4":
            overall = _OVERALL.get(rules.overall_rule)
            out.append(QCoreApplication.translate(
                "Help", "2-4: each row won is 1 unit, plus 1 overall unit to {whom}.").format(
                whom=_help(overall) if overall else rules.overall_rule))
        else:
            out.append(QCoreApplication.translate("Help", "{method}: each row won is 1 unit, and nothing more.").format(
                method=rules.method))
    out.extend(_sentence(line) for line in preview_lines(rules))
    return out


def how_to_score_html(session: Session) -> str:
    """The "How to score" page for a session, as simple HTML."""
    rules = session.rules
    preset = rules.preset_name()
    about_rules = _(PRESET_DESCRIPTIONS.get(preset, "")) if preset else QCoreApplication.translate(
        "Help", "custom rules, set option by option")
    unit = money_text(session.unit_value, session.currency)

    def items(lines: list[str]) -> str:
        return "<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>"

    seats = QCoreApplication.translate("Help", ", ").join(session.players)
    money = [
        QCoreApplication.translate("Help", "One unit is worth {unit}: a hand's money is its units times the unit "
                                   "value it was played at.").format(unit=unit),
        QCoreApplication.translate("Help", "Within every hand the units sum to zero: what one player wins the others "
                                   "lose."),
        QCoreApplication.translate("Help", "Players sit clockwise ({seats}); the deal moves one seat clockwise after "
                                   "every hand.").format(seats=seats),
        QCoreApplication.translate("Help", "At the end, Settle up names the fewest payments: the largest debtor pays "
                                   "the largest creditor first."),
    ]
    shortcuts = "".join(f"<tr><td><b>{escape(_help(k))}</b></td><td>{escape(_help(v))}</td></tr>"
                        for k, v in SHORTCUTS)
    game = _GAMES.get(rules.game)
    return (QCoreApplication.translate("Help", "<h2>How to score: {session}</h2>").format(session=escape(session.name))
            + QCoreApplication.translate("Help", "<p><b>{game}</b> · rules <b>{preset}</b>: {about}.</p>").format(
                game=escape(_help(game) if game else rules.game),
                preset=escape(preset_label(preset) or QCoreApplication.translate("Help", "custom")),
                about=escape(about_rules))
            + QCoreApplication.translate("Help", "<h3>Setting the hand</h3>") + items(setting_sentences(rules))
            + QCoreApplication.translate("Help", "<h3>What a hand pays</h3>") + items(paying_sentences(rules))
            + QCoreApplication.translate("Help", "<h3>Money</h3>") + items(money)
            + QCoreApplication.translate("Help", "<h3>In the app</h3>")
            + f"<table cellspacing='4'>{shortcuts}</table>")


class HowToScoreDialog(QDialog):
    """The rules of the open session in plain words, with the app's shortcuts."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToScoreDialog")
        self.setWindowTitle(self.tr("How to score"))
        self.text = QTextBrowser(self)
        self.text.setObjectName("howToScoreText")
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(how_to_score_html(session))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(620, 640)


def about_text() -> str:
    return (QCoreApplication.translate("Help", "<h3>Chinese Poker Scorekeeper {version}</h3>").format(
                version=escape(__version__))
            + QCoreApplication.translate(
                "Help", "<p>Scores Chinese poker home games: classic 1-6, 2-4 and 1-1-1, royalties, naturals, "
                "surrender, pool, open-face, pineapple and Fantasyland, criss-cross and the lowball middle.</p>")
            + QCoreApplication.translate(
                "Help", "<p>Every hand is kept in the session store as soon as it is scored; every action can be "
                "undone.</p>")
            + QCoreApplication.translate("Help", "<p>MIT licence.</p>"))


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("Help", "About Chinese Poker Scorekeeper"), about_text())
