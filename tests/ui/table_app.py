"""The real app in table mode, in its own process on 127.0.0.1, and headless Chromium phones for it."""

from __future__ import annotations

import os
import queue
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0
TABLE_LINE = "chinese-poker-scorekeeper: table "
READY_LINE = "chinese-poker-scorekeeper: ready"
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--window-size=360,740")


class TableApp:
    """``python -m scorekeeper_app --table`` against a temporary store: its seats' URLs, read from its ready lines."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_READY": "1",
                    "CHINESE_POKER_STORE": str(folder / "store.sqlite3"),
                    "CHINESE_POKER_SETTINGS": str(folder / "ui.ini"), "CHINESE_POKER_TABLE_HOST": "127.0.0.1"}
        self.process: subprocess.Popen[str] | None = None
        self.urls: dict[str, str] = {}
        self.screen_url = ""
        self.lines: list[str] = []

    def start(self) -> dict[str, str]:
        with (self.folder / "app-stderr.txt").open("a", encoding="utf-8") as stderr:
            self.process = subprocess.Popen([sys.executable, "-m", "scorekeeper_app", "--table"], cwd=ROOT,
                                            env=self.env, stdout=subprocess.PIPE, stderr=stderr, text=True, bufsize=1)
        lines: queue.Queue[str | None] = queue.Queue()
        stdout = self.process.stdout

        def pump() -> None:  # a thread, so lines read ahead into Python's buffer are never waited for
            assert stdout is not None
            for line in stdout:
                lines.put(line.strip())
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        self.lines = []
        deadline = time.monotonic() + TIMEOUT
        while (line := lines.get(timeout=max(0.1, deadline - time.monotonic()))) != READY_LINE:
            if line is None:
                raise AssertionError(f"the app stopped early after {self.lines}")
            self.lines.append(line)
        self.urls = dict(line[len(TABLE_LINE):].split(" ", 1) for line in self.lines if line.startswith(TABLE_LINE))
        self.screen_url = self._screen_url()
        return self.urls

    def _screen_url(self) -> str:
        """The table screen's URL: the laptop shows it (its panel's code), and keeps its secret in the preferences."""
        import configparser
        import json

        ini = configparser.ConfigParser(interpolation=None)
        ini.read(self.folder / "ui.ini", encoding="utf-8")
        kept = [json.loads(json.loads(value) if value.startswith('"') else value)
                for key, value in ini.items("table") if key.startswith("session_")] if ini.has_section("table") else []
        if not kept or not self.urls:
            return ""
        base = next(iter(self.urls.values())).split("/seat?")[0]
        return f"{base}/screen?k={kept[0]['screen']}"

    @property
    def port(self) -> int:
        return int(next(iter(self.urls.values())).split(":")[2].split("/")[0])

    def secret(self, seat: str) -> str:
        return self.urls[seat].split("?k=")[1]

    def hand_count(self) -> int:
        """Hands stored so far, read from the store file without writing to it."""
        with sqlite3.connect(f"file:{self.folder / 'store.sqlite3'}?mode=ro", uri=True) as db:
            return int(db.execute("SELECT count(*) FROM hands").fetchone()[0])

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)
        self.process = None


def chromium(language: str = "") -> WebDriver:
    """Debian's headless Chromium through chromium-driver, with a fresh profile; ``language`` (``zh-CN``) is the
    phone's, asked for in every request's Accept-Language (else Chromium's own, en-US)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    asked = (f"--lang={language}", f"--accept-lang={language}") if language else ()
    for flag in (*CHROMIUM_FLAGS, *asked, f"--user-data-dir={tempfile.mkdtemp(prefix='cp-chromium-')}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait_for(check: Callable[[], Any], what: str, timeout: float = 20.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def tap(driver: WebDriver, element_id: str) -> None:
    """A finger's tap: the element scrolled into the middle of the screen, then clicked."""
    element = driver.find_element(By.ID, element_id)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def text(driver: WebDriver, element_id: str) -> str:
    return str(driver.find_element(By.ID, element_id).text)


def connected(driver: WebDriver) -> bool:
    return text(driver, "link") == "connected"


def set_hand(driver: WebDriver, rows: tuple[str, str, str]) -> None:
    """Tap a seat's 13 cards from the grid, front then middle then back, and wait for the laptop's reading."""
    for row in rows:
        for card in row.split():
            tap(driver, f"card-{card}")
    wait_for(lambda: "press Ready" in text(driver, "verdict") or "Foul" in text(driver, "verdict"),
             "the laptop's reading of 13 cards")
