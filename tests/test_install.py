"""A clean install: build the wheel, install it into a fresh venv, score a deal and start the GUI."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.installed import Installed


def run(*args: str | Path, **kw: Any) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=600, check=False, **kw)
    assert proc.returncode == 0, f"{args} failed:\n{proc.stdout}\n{proc.stderr}"
    return proc


@pytest.mark.slow
def test_wheel_installs_and_runs(installed_wheel: Installed, tmp_path: Path,
                                 four_player_deal: dict[str, Any]) -> None:
    env_dir = installed_wheel.env
    bin_dir = installed_wheel.bin

    # The command line, outside the checkout so nothing can come from the source tree.
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"rules": "classic-1-6", **four_player_deal}), encoding="utf-8")
    out = run(bin_dir / "scorekeeper", "score", hand, cwd=tmp_path)
    assert json.loads(out.stdout)["units"] == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    out = run(bin_dir / "python", "-m", "scorekeeper", "rules", "ofc", cwd=tmp_path)
    assert json.loads(out.stdout)["royalties"] == "ofc"

    # Resources come from the wheel (scorekeeper_app/resources), not from the checkout.
    probe = "from scorekeeper_app.shell.resources import resource_path, APP_ICON; print(resource_path(APP_ICON))"
    icon = run(bin_dir / "python", "-c", probe, cwd=tmp_path).stdout.strip()
    assert icon.startswith(str(env_dir)) and icon.endswith(".svg")

    # The languages' catalogues come with the wheel: the core's (gettext) and the app's (Qt).
    zh = {**os.environ, "LANGUAGE": "zh_CN", "LC_ALL": "C.UTF-8"}
    probe = "from scorekeeper.language import _; print(_('fouled'))"
    assert run(bin_dir / "python", "-c", probe, cwd=tmp_path, env=zh).stdout.strip() == "倒水"
    probe = "from scorekeeper_app.shell.resources import resource_path; print(resource_path('i18n/scorekeeper_vi.qm'))"
    assert run(bin_dir / "python", "-c", probe, cwd=tmp_path).stdout.strip().startswith(str(env_dir))

    # The GUI entry point starts offscreen and shows its main window.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_READY": "quit",
           "CHINESE_POKER_STORE": str(tmp_path / "store.sqlite3"),
           "CHINESE_POKER_SETTINGS": str(tmp_path / "settings.ini")}
    out = run(bin_dir / "chinese-poker-scorekeeper", cwd=tmp_path, env=env)
    assert "chinese-poker-scorekeeper: ready" in out.stdout
