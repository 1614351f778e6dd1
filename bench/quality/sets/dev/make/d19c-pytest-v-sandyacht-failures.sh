#!/usr/bin/env bash
# pytest -v over a land-yacht racing scorer: ~1900 parametrized tests, a few failures,
# one fixture error, skips, xfail and a deprecation warning.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sandyacht
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-pytest-v-sandyacht-failures.txt}
rm -rf "$P"; mkdir -p "$P/sandyacht" "$P/tests" "$P/courses"
cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "sandyacht"
version = "0.7.2"
[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["slow: long course simulations"]
EOF
cat > sandyacht/__init__.py <<'EOF'
EOF
cat > sandyacht/handicap.py <<'EOF'
import warnings

CLASS_FACTORS = {"class2": 1.000, "class3": 1.045, "class5": 1.112, "standart": 1.080, "mini": 1.210}


def corrected_time(elapsed_s, yacht_class, pilot_weight_kg=75.0):
    factor = CLASS_FACTORS[yacht_class]
    ballast = 0.0 if pilot_weight_kg >= 70 else (70 - pilot_weight_kg) * 0.002
    return round(elapsed_s / (factor + ballast), 2)


def legacy_factor(yacht_class):
    warnings.warn("legacy_factor() is deprecated, use CLASS_FACTORS", DeprecationWarning, stacklevel=2)
    return CLASS_FACTORS[yacht_class]


def podium(results):
    ranked = sorted(results, key=lambda r: corrected_time(r["elapsed"], r["cls"]))
    return {i + 1: r["sail"] for i, r in enumerate(ranked[:3])}
EOF
cat > sandyacht/wind.py <<'EOF'
import math


def apparent_wind(true_kn, boat_kn, angle_deg):
    a = math.radians(angle_deg)
    return round(math.sqrt(true_kn ** 2 + boat_kn ** 2 + 2 * true_kn * boat_kn * math.cos(a)), 3)


def speed_ratio(boat_kn, true_kn):
    return round(boat_kn / true_kn, 3)


def beaufort(kn):
    limits = [1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64]
    for force, lim in enumerate(limits):
        if kn < lim:
            return force
    return 12
EOF
cat > sandyacht/laps.py <<'EOF'
def parse_split(text):
    m, s = text.split(":")
    return int(m) * 60 + float(s)


def lap_times(splits):
    secs = [parse_split(s) for s in splits]
    return [round(b - a, 2) for a, b in zip([0.0] + secs, secs)]


def fastest_lap(splits):
    laps = lap_times(splits)
    best = min(laps)
    return laps.index(best) + 1, best
EOF
cat > sandyacht/course.py <<'EOF'
import json
from pathlib import Path


def load_course(path):
    data = json.loads(Path(path).read_text())
    return {"name": data["name"], "marks": data["marks"], "length_m": data["length_m"]}
EOF
cat > courses/westbeach.json <<'EOF'
{"name": "West Beach", "marks": [[0, 0], [400, 120], [820, 0]], "length_m": 1640}
EOF
cat > courses/dunes_north.json <<'EOF'
{"name": "Dunes North", "marks": [[0, 0], [300, 300], [600, 0]], "distance": 1450}
EOF
cat > tests/conftest.py <<'EOF'
import pytest
from pathlib import Path
from sandyacht.course import load_course

COURSES = Path(__file__).parent.parent / "courses"


@pytest.fixture(params=["westbeach", "dunes_north"])
def course(request):
    return load_course(COURSES / f"{request.param}.json")
EOF
cat > tests/test_wind.py <<'EOF'
import pytest
from sandyacht.wind import apparent_wind, speed_ratio, beaufort

TRUE = [4, 8, 12, 16, 20, 25]
BOAT = [10, 20, 30, 40, 50]
ANGLES = list(range(0, 181, 5))


@pytest.mark.parametrize("true_kn", TRUE)
@pytest.mark.parametrize("boat_kn", BOAT)
@pytest.mark.parametrize("angle", ANGLES)
def test_apparent_wind_bounds(true_kn, boat_kn, angle):
    aw = apparent_wind(true_kn, boat_kn, angle)
    assert abs(true_kn - boat_kn) - 1e-6 <= aw <= true_kn + boat_kn + 1e-6


@pytest.mark.parametrize("boat_kn,true_kn,expected", [
    (30, 10, 3.0), (45, 15, 3.0), (22, 11, 2.0), (18, 12, 1.5), (0, 0, 0.0), (12, 8, 1.5),
])
def test_speed_ratio(boat_kn, true_kn, expected):
    assert speed_ratio(boat_kn, true_kn) == expected


@pytest.mark.parametrize("kn", range(0, 70))
def test_beaufort_monotonic(kn):
    assert beaufort(kn) <= beaufort(kn + 1)
EOF
cat > tests/test_handicap.py <<'EOF'
import pytest
from sandyacht.handicap import corrected_time, podium, legacy_factor, CLASS_FACTORS

CLASSES = sorted(CLASS_FACTORS)
ELAPSED = [600, 720, 845.5, 903, 1000, 1234.5, 1500, 1800]
WEIGHTS = [55, 62, 70, 81, 95]


@pytest.mark.parametrize("cls", CLASSES)
@pytest.mark.parametrize("elapsed", ELAPSED)
@pytest.mark.parametrize("weight", WEIGHTS)
def test_corrected_not_longer(cls, elapsed, weight):
    assert corrected_time(elapsed, cls, weight) <= elapsed


def test_podium_order():
    results = [
        {"sail": "NL-12", "cls": "class3", "elapsed": 910.0},
        {"sail": "FR-88", "cls": "class5", "elapsed": 955.0},
        {"sail": "DE-4", "cls": "standart", "elapsed": 930.0},
        {"sail": "BE-301", "cls": "mini", "elapsed": 1010.0},
    ]
    assert podium(results) == {1: "BE-301", 2: "FR-88", 3: "NL-12"}


def test_legacy_factor_still_works():
    assert legacy_factor("class2") == 1.0


@pytest.mark.skip(reason="ISAF 2027 factors not published yet")
def test_2027_factors():
    pass
EOF
cat > tests/test_laps.py <<'EOF'
import pytest
from sandyacht.laps import lap_times, fastest_lap, parse_split

SPLITS = [f"{m}:{s:02d}.{c}" for m in range(1, 15) for s in (5, 20, 35, 50) for c in (0, 5)]


@pytest.mark.parametrize("split", SPLITS)
def test_parse_split_positive(split):
    assert parse_split(split) > 0


def test_lap_times_basic():
    assert lap_times(["1:30.0", "2:55.5", "4:20.0"]) == [90.0, 85.5, 84.5]


def test_fastest_lap():
    assert fastest_lap(["1:30.0", "2:55.5", "4:20.0"]) == (3, 84.5)


@pytest.mark.parametrize("splits,expected", [
    (["0:58.2", "1:57.0", "2:55.1"], [58.2, 58.8, 58.1]),
    (["1:02.0", "2:01.5"], [62.0, 59.5]),
    (["1:10", "2:20", "3:30"], [70.0, 70.0, 70.0]),
])
def test_lap_times_table(splits, expected):
    assert lap_times(splits) == expected


@pytest.mark.xfail(reason="hour-long splits (h:mm:ss) not supported, see #41")
def test_hour_splits():
    assert parse_split("1:02:03.0") == 3723.0
EOF
cat > tests/test_course.py <<'EOF'
import pytest


def test_course_has_marks(course):
    assert len(course["marks"]) >= 3


def test_course_length_positive(course):
    assert course["length_m"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("lap", range(1, 6))
def test_course_lap_distance(course, lap):
    assert course["length_m"] * lap < 10000
EOF
{
  echo '$ python -m pytest -v'
  timeout 120 python3 -m pytest -v -p no:cacheprovider 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
PYPFX=$(python3 -c 'import sys;print(sys.prefix)')
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
    -e "s#$PYPFX/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
    -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" \
    -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
