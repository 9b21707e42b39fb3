"""The welcome screen: an empty store says how to begin; stored sessions are listed to open."""

from __future__ import annotations

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from scorekeeper_app.session.welcome import WelcomePage


def test_empty_store_shows_how_to_begin(qtbot, store: Store) -> None:  # type: ignore[no-untyped-def]
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_sessions(store.list_sessions())
    page.show()
    assert page.empty_hint.isVisible()
    assert "Start one with New session" in page.empty_hint.text()
    assert not page.sessions.isVisible() and not page.open_button.isVisible()


def test_stored_sessions_are_listed_and_open(qtbot, store: Store) -> None:  # type: ignore[no-untyped-def]
    created = store.create(Session("Friday game", ["Ann", "Bob"]))
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_sessions(store.list_sessions())
    page.show()
    assert not page.empty_hint.isVisible()
    assert page.sessions.count() == 1 and "Friday game" in page.sessions.item(0).text()
    page.sessions.setCurrentRow(0)
    with qtbot.waitSignal(page.openRequested) as opened:
        page.open_button.click()
    assert opened.args == [created.store_id]
