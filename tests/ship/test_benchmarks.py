"""The benchmark runner's guards (issue 34): a benchmark cannot hang CI, and a failing one is named.

Each test runs ``benchmarks/run_all.py --quick`` on a folder of small benchmarks of its own (``--folder``),
as CI runs the real ones: an ``input()`` meets a closed standard input, a benchmark past its deadline is
stopped with what it started, and the table benchmark sending the same deal twice meets the app's
double-entry question, which the dialog watchdog names. Every child has a bounded timeout; nothing is timed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 180  # seconds: a test's bound on the runner itself (a hang fails the test instead of hanging it)


def run_all(folder: Path, *options: str) -> tuple[int, str]:
    """The runner's exit status and its output (stdout and stderr), its standard input an open pipe nobody
    writes to, as a terminal nobody types at: a benchmark that reads it would wait until the bound."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "run_all.py"), "--quick",
                                    "--folder", str(folder), *options], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                                   stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            code = process.wait(timeout=LIMIT)
        except subprocess.TimeoutExpired:
            process.terminate()  # the runner then kills the benchmark it runs, with everything it started
            try:
                process.wait(timeout=10)
            finally:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
            out.seek(0)
            printed = out.read().decode(errors="replace")[-2000:]
            raise AssertionError(f"the runner hung past {LIMIT} s: {printed}") from None
        finally:
            assert process.stdin is not None
            process.stdin.close()
        out.seek(0)
        return code, out.read().decode("utf-8", "replace")


def last_line(output: str) -> str:
    return output.strip().splitlines()[-1]


def test_a_planted_input_fails_the_run_at_once_naming_the_benchmark(tmp_path: Path) -> None:
    (tmp_path / "bench_asks.py").write_text('answer = input("Deal another round? ")\nprint("answered", answer)\n')
    (tmp_path / "bench_fine.py").write_text('import sys\nprint("fine", sys.argv[1:])\n')
    code, output = run_all(tmp_path)
    assert code == 1
    assert "EOFError" in output
    assert "fine ['--quick']" in output  # the next benchmark still ran, with its quick profile
    assert last_line(output) == ("FAILED: bench_asks.py exit 1 (a self-check failed or it stopped with an error)")


def test_a_benchmark_past_its_deadline_is_stopped_with_what_it_started(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    (tmp_path / "bench_sleeps.py").write_text(
        "import subprocess, sys, time\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "time.sleep(600)\n")
    code, output = run_all(tmp_path, "--deadline", "5")
    assert code == 1
    assert last_line(output) == "FAILED: bench_sleeps.py passed its deadline of 5 s and was stopped"
    child = int(pid_file.read_text())
    stat = Path(f"/proc/{child}/stat")
    running = stat.exists() and stat.read_text().split(") ")[1][0] != "Z"  # not gone, nor dead awaiting its reaper
    if running:
        os.kill(child, signal.SIGKILL)  # leave nothing behind, then fail
    assert not running


def test_the_table_benchmark_meeting_a_question_fails_naming_its_text(tmp_path: Path) -> None:
    # The real bench_table.py, sending RULES F's deal unchanged each hand: hand 2 is the same cards again,
    # so the app asks (ui/entry/score_checks.py) whether it was entered twice. Nobody answers a benchmark.
    (tmp_path / "bench_table_same_deal.py").write_text(
        "import os, sys\n"
        "script = os.path.join('benchmarks', 'bench_table.py')\n"
        "os.execv(sys.executable, [sys.executable, script, *sys.argv[1:], '--repeat-deal'])\n")
    code, output = run_all(tmp_path)
    assert code == 1
    assert ("a dialog appeared, and nobody is there to answer it: 'The same cards again': Every player holds the "
            "same cards as in hand 1: was this hand entered twice? Score it anyway?") in output
    assert last_line(output) == ("FAILED: bench_table_same_deal.py exit 3 "
                                 "(a self-check failed or it stopped with an error)")


def test_the_table_benchmark_scores_a_different_deal_each_hand_with_rules_f_units(tmp_path: Path) -> None:
    (tmp_path / "bench_table_quick.py").write_text(
        "import os, sys\n"
        "os.execv(sys.executable, [sys.executable, os.path.join('benchmarks', 'bench_table.py'), *sys.argv[1:]])\n")
    code, output = run_all(tmp_path)
    assert code == 0, output[-2000:]
    assert ("4 hands of RULES F with the suits permuted, units {'P1': 3, 'P2': 9, 'P3': -13, 'P4': 1} each"
            in output)
    assert last_line(output) == "all 1 benchmark(s) ran"


def test_the_app_launched_watched_stops_at_its_first_dialog_naming_it(tmp_path: Path) -> None:
    # bench_ui.py's untimed first launch of the app: a store that is not a database makes the app ask
    # whether to start a fresh one, before its window. Nobody answers: the watchdog names the question.
    # (With CHINESE_POKER_READY set the app asks nothing: the launch contract's error line says it instead.)
    (tmp_path / "store.sqlite3").write_text("not a database\n")
    env = {**{k: v for k, v in os.environ.items() if k != "CHINESE_POKER_READY"}, "QT_QPA_PLATFORM": "offscreen",
           "CHINESE_POKER_STORE": str(tmp_path / "store.sqlite3"), "CHINESE_POKER_SETTINGS": str(tmp_path / "ui.ini")}
    child = subprocess.run([sys.executable, "benchmarks/guard.py", "scorekeeper_app"], cwd=ROOT, env=env,
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=LIMIT, check=False)
    assert child.returncode == 3
    assert "chinese-poker-scorekeeper: ready" not in child.stdout
    assert ("a dialog appeared, and nobody is there to answer it: 'The session store cannot be opened': "
            "the session store") in child.stderr
    assert child.stderr.rstrip().endswith("Start a fresh store? The old file is kept beside it.")
    assert (tmp_path / "store.sqlite3").read_text() == "not a database\n"  # nothing answered, nothing moved
