"""The table's pages after the score, as a phone and a TV see them: language, size, light or dark, what arrived.

Chromium tabs are emulated one at a time through DevTools: the phone's language (its Accept-Language, which the
laptop serves the page in), its screen (360x640 or 390x844, a phone's viewport), its colour scheme, and a record
of every WebSocket message the page received (to prove no other seat's card reached it before every seat was
ready). WebKit (WebKitGTK's MiniBrowser under Xvfb) is driven the same way for a check in Safari's engine.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.ui.table_app import text, wait_for

PHONES = {"360x640": (360, 640), "390x844": (390, 844)}
ACCEPT = {"en": "en-US,en", "zh_CN": "zh-CN,zh", "zh_TW": "zh-TW,zh", "vi": "vi-VN,vi"}
"""What a phone set to each of the app's languages sends as Accept-Language."""
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

RECORD = """
window.cpFrames = [];
const Socket = window.WebSocket;
window.WebSocket = function (url, protocols) {
  const socket = protocols === undefined ? new Socket(url) : new Socket(url, protocols);
  socket.addEventListener("message", (event) => window.cpFrames.push(String(event.data)));
  window.cpSocketUrl = url;
  return socket;
};
window.WebSocket.prototype = Socket.prototype;
Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
"""
"""Run before the page's own script: every message the page receives is kept in ``window.cpFrames``."""

FIT = """
const problems = [];
const width = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > window.innerWidth) {
  problems.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + window.innerWidth);
}
const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") +
  (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\\s+/).join(".") : "") +
  " '" + (e.textContent || "").trim().slice(0, 40) + "'";
for (const root of arguments[0]) {
  const top = document.querySelector(root);
  if (!top || !top.getClientRects().length) continue;
  for (const e of [top, ...top.querySelectorAll("*")]) {
    if (!e.getClientRects().length) continue;
    const box = e.getBoundingClientRect();
    if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) problems.push(name(e) + " sticks out");
    const style = getComputedStyle(e);
    if (style.display !== "inline" && e.scrollWidth > e.clientWidth + 1) problems.push(name(e) + " clips its text");
    if (e.classList.contains("face") && e.scrollHeight > e.clientHeight + 1) problems.push(name(e) + " is too short");
  }
}
return problems;
"""
"""Whatever of the given parts is shown fits the screen's width: nothing sticks out, no text is cut off."""


def emulate(driver: WebDriver, size: str, dark: bool) -> None:
    """This tab as a phone (or TV) of ``size`` ("390x844") in a light or dark colour scheme."""
    width, height = PHONES.get(size) or tuple(int(n) for n in size.split("x"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {  # type: ignore[attr-defined]
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 1024})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {  # type: ignore[attr-defined]
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def open_page(driver: WebDriver, url: str, code: str = "en", size: str = "390x844", dark: bool = False) -> None:
    """Open ``url`` in this tab as a phone in language ``code``, recording what the page receives."""
    user_agent = str(driver.execute_script("return navigator.userAgent;"))
    driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {  # type: ignore[attr-defined]
        "userAgent": user_agent, "acceptLanguage": ACCEPT[code]})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD})  # type: ignore[attr-defined]
    emulate(driver, size, dark)
    driver.get(url)
    wait_for(lambda: driver.execute_script("return window.cpSocketUrl !== undefined;"), f"{url} to open its socket")


def ready(rows: tuple[str, str, str], hand: int = 1, done: bool = True) -> dict[str, Any]:
    """What a seat's phone sends with its three rows set (and Ready pressed, unless ``done`` is False)."""
    return {"type": "set", "seq": 1, "hand": hand, "rows": dict(zip(("front", "middle", "back"), rows, strict=True)),
            "surrender": False, "natural": None, "ready": done}


def frames(driver: WebDriver) -> list[dict[str, Any]]:
    """Every message this tab's page has received so far."""
    return [json.loads(frame) for frame in driver.execute_script("return window.cpFrames || [];")]


def misfits(driver: WebDriver, *roots: str) -> list[str]:
    return list(driver.execute_script(FIT, list(roots)))


def shown(driver: WebDriver, element_id: str) -> bool:
    return bool(driver.find_element(By.ID, element_id).is_displayed())


def seat_units(driver: WebDriver, where: str = "#sd-seats") -> dict[str, str]:
    """Each seat of the shown showdown and its units, in the order the page shows them."""
    return dict(driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0] + ' .seat')).map("
        "(s) => [s.dataset.seat, s.querySelector('.units').textContent]);", where))


def seat_cards(driver: WebDriver, where: str = "#sd-seats") -> dict[str, tuple[str, str, str]]:
    """Each seat's rows as drawn, as card codes ("As Kd 6c", ...), read from the faces shown."""
    seen = driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0] + ' .seat')).map((s) => [s.dataset.seat, "
        "Array.from(s.querySelectorAll('.sd-row')).map((r) => Array.from(r.querySelectorAll('.face'))"
        ".map((f) => f.dataset.card).join(' '))]);", where)
    return {name: tuple(rows) for name, rows in seen}


def faces_drawn(driver: WebDriver) -> int:
    """Cards drawn face-up anywhere on the page (the setter's own slots and grid are buttons, not faces)."""
    return int(driver.execute_script("return document.querySelectorAll('.face').length;"))


def texts(driver: WebDriver, selector: str) -> list[str]:
    return [str(t) for t in driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map((e) => e.textContent.trim());", selector)]


def title_of(driver: WebDriver) -> str:
    return text(driver, "sd-title")


@contextmanager
def x_display() -> Iterator[str]:
    """A private X display (``Xvfb -displayfd`` picks a free number), for the laptop's window or WebKit."""
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: the README's test command (./setup.sh test) installs it")
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        display = ":" + numbers.readline().strip()
    try:
        yield display
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=30)


def xdotool(display: str, *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr}"
    return done.stdout


def press(display: str, pid: int, *keys: str) -> None:
    """Keys pressed at the laptop: the app's window (process ``pid``) focused, then each key in turn."""
    [window] = xdotool(display, "search", "--sync", "--onlyvisible", "--pid", str(pid)).split()[-1:]
    xdotool(display, "windowfocus", "--sync", window)
    for key in keys:
        xdotool(display, "key", key)


def click(display: str, pid: int, x: int, y: int) -> None:
    """A click at the laptop, at a point of its window (at the top left of its screen: no window manager)."""
    [window] = xdotool(display, "search", "--sync", "--onlyvisible", "--pid", str(pid)).split()[-1:]
    xdotool(display, "mousemove", "--window", window, str(x), str(y), "click", "1")


@contextmanager
def webkit(size: tuple[int, int] = (390, 844)) -> Iterator[WebDriver]:
    """WebKitGTK's MiniBrowser through WebKitWebDriver on its own Xvfb display (Safari's engine)."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    with x_display() as display:
        service = Service(shutil.which("WebKitWebDriver") or "WebKitWebDriver", env={**os.environ, "DISPLAY": display})
        driver = webdriver.WebKitGTK(options=options, service=service)
        try:
            driver.set_window_size(*size)
            yield driver
        finally:
            driver.quit()


def webkit_missing() -> str:
    """Why WebKit cannot be driven here ("" when it can)."""
    for need in ("Xvfb", "WebKitWebDriver"):
        if shutil.which(need) is None:
            return f"needs {need} (Debian: xvfb, webkit2gtk-driver)"
    if not os.path.exists(MINIBROWSER):
        return "needs WebKitGTK's MiniBrowser (Debian: webkit2gtk-driver)"
    return ""
