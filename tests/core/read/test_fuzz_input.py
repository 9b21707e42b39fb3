"""Fuzzing the command line and the session-file reader (issue 14): a refusal is one line and exit 2.

Inputs are hand and session files mutated field by field with hostile values (huge and tiny numbers,
deep nesting, wrong types, long text). Every run either succeeds or prints one sentence on standard
error with exit status 2 and nothing on standard output; never a traceback or a hang.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.cli import main
from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.session import Session

NAMES = ["Ann", "Bob", "Cy", "Dee"]
ROWS = {"front": "As Kd 6c", "middle": "9s 9d 4h 4c 7s", "back": "Qh Jd Tc 9h 8s"}
HOSTILE_NUMBERS = ["1e-99999", "1e-99999999", "1e5000", "99999999999999999999999999999999.99", "NaN", "-0",
                   "Infinity", "1/0", "0x10", "5,00", "", " 5 ", "1" * 5000]
KEYS = ["rules", "players", "dealer", "unit_value", "bankrolls", "hands", "name", "front", "places",
        "royalties", "natural_values", "foul_penalty", "surrender_fee", "pool_ante", "scoop_bonus", "preset", "rule"]

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10 ** 30), max_value=10 ** 30),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(HOSTILE_NUMBERS),
    st.text(max_size=30), st.sampled_from(KEYS),
)
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def hand_file() -> dict[str, Any]:
    return {"rules": "classic-1-6", "players": [{"name": n, "surrender": True} for n in NAMES[:2]]}


def session_file() -> dict[str, Any]:
    return {"format": "chinese-poker-session", "version": 1, "name": "Fuzz", "players": NAMES, "unit_value": "5.00",
            "bankrolls": {"Ann": "100"}, "rules": {"preset": "classic-1-6", "surrender_fee": 2},
            "hands": [{"dealer": "Ann", "unit_value": "5.00",
                       "players": [{"name": "Ann", **ROWS}] + [{"name": n, "surrender": True} for n in NAMES[1:]]}]}


def mutate(data: Any, path: list[int], value: Any) -> Any:
    """``data`` with the field reached by following ``path`` (indexes into keys/items) set to ``value``."""
    if not path or not isinstance(data, (dict, list)) or not data:
        return value
    if isinstance(data, dict):
        key = list(data)[path[0] % len(data)]
        return {**data, key: mutate(data[key], path[1:], value)}
    i = path[0] % len(data)
    return [*data[:i], mutate(data[i], path[1:], value), *data[i + 1:]]


mutations = st.tuples(st.lists(st.integers(min_value=0, max_value=20), max_size=5), values)
extra_keys = st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), values, max_size=2)
FUZZ = settings(max_examples=150, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture])


def check_run(code: int, out: str, err: str) -> None:
    assert "Traceback" not in err and "<class" not in err
    if code == 0:
        assert err == "" and json.loads(out) is not None
    else:
        assert code == 2, err
        assert out == ""
        assert err.startswith("scorekeeper: ") and err.endswith("\n") and err.count("\n") == 1, err


@FUZZ
@given(command=st.sampled_from(["score", "session"]), mutation=mutations, extra=extra_keys)
def test_the_command_line_refuses_in_one_line_or_succeeds(command: str, mutation: tuple[list[int], Any],
                                                         extra: dict[str, Any], tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    base = hand_file() if command == "score" else session_file()
    data = mutate({**base, **extra}, *mutation)
    path = tmp_path / "fuzz.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main([command, str(path)])
    out, err = capsys.readouterr()
    check_run(code, out, err)


@FUZZ
@given(mutation=mutations, extra=extra_keys)
def test_the_session_file_reader_raises_only_its_own_errors(mutation: tuple[list[int], Any],
                                                            extra: dict[str, Any]) -> None:
    data = mutate({**session_file(), **extra}, *mutation)
    try:
        session = Session.from_json(data)
    except ScorekeeperError as e:
        assert isinstance(e, ValueError) and str(e) and "\n" not in str(e)
    else:
        assert sum(session.net_units().values()) == 0


@settings(max_examples=60, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_arbitrary_bytes_are_refused_in_one_line(raw: bytes, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "raw.json"
    path.write_bytes(raw)
    for command in ("score", "session"):
        code = main([command, str(path)])
        out, err = capsys.readouterr()
        check_run(code, out, err)


def limited(command: list[str], data: bytes) -> subprocess.CompletedProcess[bytes]:
    """Run the real command line with 1 GB of address space and 60 s of CPU at most."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        resource.setrlimit(resource.RLIMIT_CPU, (60, 60))

    return subprocess.run([sys.executable, "-m", "scorekeeper", *command, "-"], input=data, capture_output=True,
                          timeout=120, preexec_fn=limit, check=False)


@pytest.mark.parametrize("text", [
    "[" * 200_000,
    json.dumps({**session_file(), "unit_value": "1e-99999999"}),
    json.dumps({**session_file(), "players": ["P"] * 2_000_000}),
    json.dumps({"players": [{"name": "x" * 10_000_000, "surrender": True}] * 2}),
])
def test_hostile_input_through_the_real_command_line(text: str) -> None:
    for command in (["score"], ["session"]):
        proc = limited(command, text.encode())
        check_run(proc.returncode, proc.stdout.decode(), proc.stderr.decode())
        assert proc.returncode == 2
