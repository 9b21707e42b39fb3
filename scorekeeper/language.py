"""The language people read: gettext catalogues shipped in ``scorekeeper/locale``, one language per process.

Every sentence the core makes for a person goes through ``_`` (or ``n_`` with a count, ``p_`` with a
context); a translator edits ``locale/<code>/<area>.po`` in any PO editor and ``scripts/build_translations.py``
compiles them into ``locale/<code>/LC_MESSAGES/scorekeeper.mo``. Messages use named ``{placeholders}``.
The language follows the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``) until ``use`` picks
one; machine-read output (the JSON of FORMAT.md) is always made inside ``english()``.
"""

from __future__ import annotations

import contextlib
import gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DOMAIN = "scorekeeper"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文", "vi": "Tiếng Việt"}
"""Language codes the app offers, each with its name in itself."""

_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_translations: dict[str, gettext.NullTranslations] = {}
_chosen: list[str] = []


def language_code(tag: str | None) -> str:
    """The offered language for a locale tag such as ``zh_HK.UTF-8``, ``zh-Hant``, ``vi_VN`` (else ``en``)."""
    if not tag:
        return "en"
    first = tag.split(":")[0].split(".")[0].split("@")[0].replace("-", "_")
    lower = first.lower()
    if lower.startswith("zh"):
        traditional = any(part in lower for part in ("_tw", "_hk", "_mo", "hant"))
        return "zh_TW" if traditional else "zh_CN"
    if lower == "vi" or lower.startswith("vi_"):
        return "vi"
    return "en"


def system_language() -> str:
    """The offered language the environment asks for, the way gettext reads it."""
    for name in _ENVIRONMENT:
        value = os.environ.get(name)
        if value:
            return language_code(value)
    return "en"


def _catalogue(code: str) -> gettext.NullTranslations:
    if code not in _translations:
        _translations[code] = gettext.translation(DOMAIN, LOCALE_DIR, [code], fallback=True) \
            if code != "en" else gettext.NullTranslations()
    return _translations[code]


def use(code: str | None) -> str:
    """Read every later message in ``code`` (one of LANGUAGES; None follows the environment); returns it."""
    chosen = code if code in LANGUAGES else system_language()
    _chosen[:] = [chosen]
    return chosen


def current() -> str:
    """The language messages are made in now."""
    if not _chosen:
        use(None)
    return _chosen[0]


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Make messages in ``code`` (one of LANGUAGES) inside the block: a phone's words in the phone's language."""
    before = list(_chosen)
    _chosen[:] = [code if code in LANGUAGES else current()]
    try:
        yield
    finally:
        _chosen[:] = before


def english() -> contextlib.AbstractContextManager[None]:
    """Make messages in English inside the block (machine-read text such as FORMAT.md's JSON)."""
    return speaking("en")


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalogue(current()).gettext(message)


def n_(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a message for ``count``, in the current language."""
    return _catalogue(current()).ngettext(singular, plural, count)


def p_(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (e.g. ``p_("row", "front")``), in the current language."""
    return _catalogue(current()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined; ``_`` translates it where it is shown."""
    return message
