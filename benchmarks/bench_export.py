"""Excel export speed and memory for a 500-hand and a 10,000-hand session, against XlsxWriter's own floor.

Run from the repository root:  python benchmarks/bench_export.py [--quick]

``--quick`` (CI): only the 500-hand session, best of 2 instead of 5; the same checks.

For each session (``benchmarks/sample_session.generate_session(hands, seed=2026)``, read as the app reads
a session file, so every hand is already scored) it prints:

- seconds (wall clock, and CPU) to write the .xlsx with ``export_session``, best of 5 for 500 hands and
  of 3 for 10,000;
- memory, in a separate first run because tracing slows Python down: the tracemalloc peak of the
  Python objects the export allocates, and the process's peak resident set during the export
  (``ru_maxrss`` after resetting the kernel's peak mark through /proc/self/clear_refs; this peak
  includes the session, which is already in memory, as it is in the app);
- cells written per second, next to XlsxWriter's floor measured in the same run: a constant_memory
  workbook of plain integers (``write_number``, the cheapest cell it writes) with the same sheets, the same
  number of rows and the same number of cells in each, and the ratio export time / floor time (1.0 = as
  fast as XlsxWriter writes plain numbers).

Targets: 500 hands in at most 1 s; 10,000 hands at most 300 MB peak and within 1.3x of the floor's CPU
time (CPU, not wall clock: on a shared machine the wall clock depends on what else runs).
A missed target is reported, not a failure; the script exits non-zero only when a self-check fails
(the written workbook does not have the expected sheets and rows).
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sample_session import generate_session  # noqa: E402
from scorekeeper.export.rows import SHEETS  # noqa: E402
from scorekeeper.export.session_export import export_session, write_workbook  # noqa: E402
from scorekeeper.night.session import Session  # noqa: E402

SEED = 2026
MB = 1024 * 1024


def maxrss_bytes() -> int:
    """The process's peak resident set so far (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def reset_peak_rss() -> bool:
    """Reset the kernel's peak-RSS mark (Linux: ``5`` to /proc/self/clear_refs), so the next peak is the export's."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def time_export(session: Session, folder: Path, repeat: int) -> tuple[float, float]:
    """Best wall and CPU seconds of ``export_session`` writing the .xlsx (temporary file, then moved)."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        gc.collect()
        start, start_cpu = time.perf_counter(), time.process_time()
        export_session(session, folder / "export.xlsx")
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


def measure_memory(session: Session, folder: Path) -> tuple[float, float, float, dict[str, tuple[int, int, int]]]:
    """One export's tracemalloc peak, the process's resident set before it and its peak RSS during it (MB),
    and the sheets' sizes. The peak is ``ru_maxrss`` after resetting the kernel's mark, so it is the
    export's own peak (session included, as it is in memory); where the mark cannot be reset it is the
    process's peak so far."""
    gc.collect()
    resident = _current_rss()
    reset_peak_rss()
    tracemalloc.start()
    with open(folder / "memory.xlsx", "wb") as f:
        sizes = write_workbook(session, f)
    _, traced = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return traced / MB, resident / MB, maxrss_bytes() / MB, sizes


def _current_rss() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return maxrss_bytes()


def floor(sizes: dict[str, tuple[int, int, int]], folder: Path, repeat: int,
          paused: bool = False) -> tuple[float, float, int]:
    """Best wall and CPU seconds for XlsxWriter to write as many plain integers, in the same sheets and rows.

    Each sheet gets the export's row count and cell count, the cells spread evenly over the rows (so no
    row is wider than the export's widest), written with ``write_number`` in a constant_memory workbook.
    """
    import xlsxwriter

    cells = sum(c for _, _, c in sizes.values())
    wall = cpu = float("inf")
    for _ in range(repeat):
        gc.collect()
        if paused:  # as the export pauses the cycle collector while it writes
            gc.disable()
        start, start_cpu = time.perf_counter(), time.process_time()
        workbook = xlsxwriter.Workbook(str(folder / "floor.xlsx"), {"constant_memory": True, "tmpdir": str(folder)})
        for title, (rows, _, count) in sizes.items():
            ws = workbook.add_worksheet(title)
            write_number = ws.write_number
            per_row, extra = divmod(count, rows)
            for r in range(rows):
                for c in range(per_row + (r < extra)):
                    write_number(r, c, r + c)
        workbook.close()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
        gc.enable()
    return wall, cpu, cells


def check(sizes: dict[str, tuple[int, int, int]], session: Session) -> list[str]:
    problems = []
    if tuple(sizes) != SHEETS:
        problems.append(f"sheets {tuple(sizes)} are not {SHEETS}")
    expected = len(session.hands) * len(session.players) + 1
    if sizes.get("Hands", (0, 0, 0))[0] != expected:
        problems.append(f"the Hands sheet has {sizes.get('Hands')} rows, not {expected}")
    return problems


def run(hands: int, repeat: int) -> tuple[list[str], list[str]]:
    """Measure one session size; returns (missed targets, failed checks)."""
    start = time.perf_counter()
    session = Session.from_json(generate_session(hands, SEED))
    for hand in session.hands:  # every full result in memory, as after the app has shown them
        hand.result  # noqa: B018
    loaded = time.perf_counter() - start
    print(f"\n{hands:,} hands ({len(session.players)} players), session built and scored in {loaded:.1f} s; "
          f"process peak so far {maxrss_bytes() / MB:.0f} MB")
    missed: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        # Memory first, before any timed run has raised the process's peak.
        traced, resident, peak, sizes = measure_memory(session, folder)
        seconds, cpu = time_export(session, folder, repeat)
        cells = sum(c for _, _, c in sizes.values())
        size_mb = (folder / "export.xlsx").stat().st_size / MB
        floor_seconds, floor_cpu, floor_cells = floor(sizes, folder, repeat)
        paused_seconds, _, _ = floor(sizes, folder, repeat, paused=True)
    shape = ", ".join(f"{t} {r:,}x{c}" for t, (r, c, _) in sizes.items())
    rate, floor_rate = cells / seconds, floor_cells / floor_seconds
    ratio, cpu_ratio = floor_rate / rate, cpu / floor_cpu
    print(f"  sheets (rows x columns): {shape}")
    print(f"  export:         {seconds:6.2f} s ({cpu:6.2f} s CPU)  {cells:>10,} cells  {rate:>9,.0f} cells/s"
          f"  ({size_mb:.1f} MB file)")
    print(f"  XlsxWriter floor:{floor_seconds:6.2f} s ({floor_cpu:6.2f} s CPU)  {floor_cells:>10,} cells  "
          f"{floor_rate:>9,.0f} cells/s  (constant_memory, plain integers, same sheets, rows and cell counts)")
    print(f"  ratio export/floor: {ratio:.2f}x wall clock, {cpu_ratio:.2f}x CPU (1.0 = as fast as the floor)")
    print(f"  (the export pauses Python's cycle collector while it writes; the floor with it paused too: "
          f"{paused_seconds:.2f} s, ratio {seconds / paused_seconds:.2f}x)")
    print(f"  memory: tracemalloc peak {traced:.0f} MB (Python objects allocated by the export); process RSS "
          f"{resident:.0f} MB before, peak {peak:.0f} MB during the export (ru_maxrss, mark reset first)")
    if hands <= 500 and seconds > 1.0:
        missed.append(f"{hands} hands took {seconds:.2f} s (target 1 s)")
    if hands >= 10_000:
        if peak > 300:
            missed.append(f"{hands} hands: peak RSS {peak:.0f} MB (target 300 MB)")
        if cpu_ratio > 1.3:  # CPU time: the machine is shared, so wall clock depends on the neighbours
            missed.append(f"{hands} hands: {cpu_ratio:.2f}x the XlsxWriter floor's CPU time (target 1.3x)")
    return missed, check(sizes, session)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="only the 500-hand session, best of 2 (CI)")
    args = parser.parse_args()
    import xlsxwriter

    lxml = "present" if importlib.util.find_spec("lxml") else "absent"
    print(f"Excel export benchmark (scorekeeper export_session, XlsxWriter {xlsxwriter.__version__} "
          f"constant_memory; lxml {lxml})")
    missed: list[str] = []
    failed: list[str] = []
    for hands, repeat in ((500, 2),) if args.quick else ((500, 5), (10_000, 3)):
        m, f = run(hands, repeat)
        missed += m
        failed += f
    print()
    for line in missed:
        print(f"target missed: {line}")
    if not missed:
        print("all targets met")
    for line in failed:
        print(f"CHECK FAILED: {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
