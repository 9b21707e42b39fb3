"""The app's language: Qt's translators for the window, the core's gettext catalogue for the game's words.

Chosen once at start (View ▸ Language overrides the system locale; a change applies on the next start),
so every widget is built in one language and numbers, dates and money follow that language's QLocale.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from scorekeeper import language

from .resources import resource_path


def chosen_language(preference: str) -> str:
    """The language to run in: ``preference`` when it is one on offer, else the system's."""
    if preference in language.LANGUAGES:
        return preference
    return language.language_code(QLocale.system().name())


def install(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Translate the app, Qt's own dialogs and the core into ``code``; returns the translators kept alive.

    Qt ships no Vietnamese for its own buttons and menus: ``resources/i18n/qtbase_vi.ts`` has them, compiled
    into the app's catalogue with the rest.
    """
    language.use(code)
    QLocale.setDefault(QLocale(code if code != "en" else "en_US"))
    if code == "en":
        return []  # no catalogue to load: English is the source text
    from PySide6.QtCore import QLibraryInfo  # only another language reads Qt's own catalogues

    translators: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path in (f"{qt_dir}/qtbase_{code}.qm", str(resource_path(f"i18n/scorekeeper_{code}.qm") or "")):
        translator = QTranslator(app)
        if path and translator.load(path):
            app.installTranslator(translator)
            translators.append(translator)
    return translators
