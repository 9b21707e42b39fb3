"""Seat secrets kept between runs of table mode, and a hand-edited preferences file that lies about them."""

from __future__ import annotations

import json
import os

import pytest

from PySide6.QtCore import QSettings

from scorekeeper_app.phones.seats import load_keys


def _keep(raw: str) -> None:
    settings = QSettings(os.environ["CHINESE_POKER_SETTINGS"], QSettings.Format.IniFormat)
    settings.setValue("table/session_7", raw)
    settings.sync()


def test_the_same_secrets_come_back_for_the_same_session() -> None:
    first = load_keys(7, ("Ann", "Bob"))
    again = load_keys(7, ("Ann", "Bob"))
    assert again.secrets == first.secrets
    assert all(len(secret) >= 22 for secret in first.secrets.values())  # 128 bits or more, URL-safe


@pytest.mark.parametrize("port", ['"80x"', "1e9", "true", "-5", "80", "[1]", "null"])
def test_a_port_that_is_not_a_usable_port_is_ignored(port: str) -> None:
    _keep('{"secrets": {"Ann": "' + "a" * 32 + '"}, "http_port": ' + port + "}")
    keys = load_keys(7, ("Ann", "Bob"))
    assert keys.http_port == 0  # a fresh port is picked; nothing raises
    assert keys.secrets["Ann"] == "a" * 32


def test_a_kept_port_in_range_is_kept_and_short_secrets_are_replaced() -> None:
    _keep(json.dumps({"secrets": {"Ann": "short"}, "http_port": 40123}))
    keys = load_keys(7, ("Ann",))
    assert keys.http_port == 40123
    assert keys.secrets["Ann"] != "short"
