#!/usr/bin/env bash
# pytest -v -rs --durations=5 over an orienteering (course scoring, punch validation) package with ~1700 parametrized tests:
# a fixture error, two parametrized failures, skips with reasons, xfails.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/pytest-orienteering-long.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's#pytest-of-[a-z]*/#pytest-of-dev/#g'
}
# keep pytest's tmp_path inside the work area
mkdir -p "$WORK/tmp"; export TMPDIR="$WORK/tmp"; rm -rf "$WORK/tmp/pytest-of-"*
P=$WORK/orienteer
rm -rf "$P"; mkdir -p "$P/orienteer" "$P/tests"; cd "$P"
cat > pyproject.toml <<'X'
[project]
name = "orienteer"
version = "2.0.0"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long simulations", "si: needs a SportIdent station on a serial port"]
X
cat > orienteer/__init__.py <<'X'
X
cat > orienteer/course.py <<'X'
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Control:
    code: int
    x: float   # metres east on the map
    y: float   # metres north
    climb: float = 0.0


def leg_length(a: Control, b: Control) -> float:
    return math.hypot(b.x - a.x, b.y - a.y)


def course_length(controls: list[Control]) -> float:
    return sum(leg_length(a, b) for a, b in zip(controls, controls[1:]))


def course_climb(controls: list[Control]) -> float:
    return sum(max(0.0, b.climb - a.climb) for a, b in zip(controls, controls[1:]))


def km_effort(length_m: float, climb_m: float) -> float:
    """IOF rule of thumb: 100 m of climb counts as 1 km."""
    return round(length_m / 1000 + climb_m / 100, 2)


def valid_code(code: int) -> bool:
    # SportIdent control codes 31..255; codes 66, 68, 86, 89, 99 avoided (look alike upside down)
    return 31 <= code <= 255 and code not in {66, 68, 86, 89, 99}
X
cat > orienteer/punches.py <<'X'
from __future__ import annotations


def check_punches(course: list[int], punches: list[int]) -> tuple[bool, list[int]]:
    """A run is OK if the course controls appear in order in the punch list (extra punches allowed)."""
    missing = []
    i = 0
    for code in course:
        while i < len(punches) and punches[i] != code:
            i += 1
        if i == len(punches):
            missing.append(code)
            i = 0
        else:
            i += 1
    return (not missing, missing)


def splits(times: list[int]) -> list[int]:
    return [b - a for a, b in zip(times, times[1:])]


def format_time(seconds: int) -> str:
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def score_event(points: dict[int, int], punched: list[int], seconds: int, limit: int) -> int:
    """Rogaine/score-O: sum of points of distinct controls, minus 10 per started minute late."""
    total = sum(points.get(c, 0) for c in set(punched))
    if seconds > limit:
        total -= 10 * ((seconds - limit) // 60)
    return max(total, 0)
X
cat > tests/conftest.py <<'X'
import json
import pytest
from orienteer.course import Control


@pytest.fixture(scope="session")
def sprint_course():
    pts = [(0, 0, 20), (120, 80, 22), (260, 40, 25), (300, 210, 31), (180, 330, 28), (40, 250, 24), (0, 0, 20)]
    return [Control(31 + i, x, y, c) for i, (x, y, c) in enumerate(pts)]


@pytest.fixture
def event_results(tmp_path):
    path = tmp_path / "results.json"
    # the export from the club's timing laptop
    with open("tests/data/2024-club-night.json", encoding="utf-8") as fh:
        data = json.load(fh)
    path.write_text(json.dumps(data))
    return data
X
cat > tests/test_codes.py <<'X'
import pytest
from orienteer.course import valid_code

AVOID = {66, 68, 86, 89, 99}


@pytest.mark.parametrize("code", range(0, 256))
def test_valid_code(code):
    assert valid_code(code) == (31 <= code <= 255 and code not in AVOID)
X
cat > tests/test_course.py <<'X'
import math
import pytest
from orienteer.course import Control, course_climb, course_length, km_effort, leg_length


@pytest.mark.parametrize("dx,dy", [(dx, dy) for dx in range(-300, 301, 60) for dy in range(-300, 301, 60)])
def test_leg_length_pythagoras(dx, dy):
    assert leg_length(Control(31, 0, 0), Control(32, dx, dy)) == pytest.approx(math.hypot(dx, dy))


def test_sprint_length(sprint_course):
    assert course_length(sprint_course) == pytest.approx(1287.9, abs=0.5)


def test_sprint_climb(sprint_course):
    assert course_climb(sprint_course) == 11


@pytest.mark.parametrize("length,climb,expected", [
    (1000, 0, 1.0), (5400, 150, 6.9), (12000, 480, 16.8), (3300, 95, 4.25), (800, 12, 0.92),
])
def test_km_effort(length, climb, expected):
    assert km_effort(length, climb) == expected


def test_results_loaded(event_results):
    assert len(event_results["runners"]) > 0
X
cat > tests/test_punches.py <<'X'
import random
import pytest
from orienteer.punches import check_punches, format_time, score_event, splits

COURSE = [31, 45, 52, 38, 61, 47, 33, 100]


def mutate(seed):
    rnd = random.Random(seed)
    punches = list(COURSE)
    kind = seed % 4
    if kind == 1:
        punches.insert(rnd.randrange(len(punches)), rnd.choice([70, 71, 72]))  # extra punch
    elif kind == 2:
        punches.pop(rnd.randrange(len(punches)))  # missed control
    elif kind == 3:
        i = rnd.randrange(len(punches) - 1)
        punches[i], punches[i + 1] = punches[i + 1], punches[i]  # wrong order
    return kind, punches


@pytest.mark.parametrize("seed", range(1200))
def test_punch_check_random(seed):
    kind, punches = mutate(seed)
    ok, missing = check_punches(COURSE, punches)
    assert ok == (kind in (0, 1)), f"punches={punches} missing={missing}"


@pytest.mark.parametrize("times,expected", [
    ([0, 61, 150, 302], [61, 89, 152]),
    ([0, 10], [10]),
    ([5], []),
])
def test_splits(times, expected):
    assert splits(times) == expected


@pytest.mark.parametrize("sec,text", [(59, "0:59"), (61, "1:01"), (3600, "1:00:00"), (3725, "1:02:05"), (36000, "10:00:00")])
def test_format_time(sec, text):
    assert format_time(sec) == text


@pytest.mark.parametrize("late_s,expected", [(0, 90), (59, 80), (60, 80), (61, 70), (600, 0)])
def test_score_penalty(late_s, expected):
    pts = {31: 20, 45: 30, 52: 40}
    assert score_event(pts, [31, 45, 52, 45], 3600 + late_s, 3600) == expected


@pytest.mark.si
@pytest.mark.skip(reason="no SportIdent BSM8 station on /dev/ttyUSB0")
def test_read_station():
    pass


@pytest.mark.skipif(True, reason="IOF XML 3.0 export not implemented yet")
def test_iof_xml_export():
    pass


@pytest.mark.xfail(reason="butterfly loops not modelled", strict=False)
def test_butterfly_loop():
    ok, _ = check_punches([31, 40, 31, 41, 31], [31, 40, 31, 41, 31])
    assert ok and False
X
cat > tests/test_sim.py <<'X'
import time
import pytest
from orienteer.punches import check_punches


@pytest.mark.slow
@pytest.mark.parametrize("runners", [50, 200, 800])
def test_mass_start_simulation(runners):
    course = list(range(31, 61))
    for r in range(runners):
        punches = course if r % 7 else course[:-1]
        check_punches(course, punches)
    time.sleep(runners / 1000)
X
{ echo '$ python -m pytest -v -rs --durations=5'; python -m pytest -v -rs --durations=5 -p no:randomly 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
