#!/usr/bin/env bash
# Long verbose pytest run (-v, --durations) of an archery round-scoring package:
# ~1700 parametrized tests, almost all passing, a few skips/xfails and one failure.
# Output: outputs/pytest-v-archeryscore.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/archeryscore
rm -rf "$P"; mkdir -p "$P/archeryscore" "$P/tests"
cat > "$P/setup.cfg" <<'T'
[metadata]
name = archeryscore
version = 2.1.0

[tool:pytest]
testpaths = tests
markers =
    slow: long simulations
    field: field-archery rounds
T
cat > "$P/archeryscore/__init__.py" <<'T'
T
cat > "$P/archeryscore/faces.py" <<'T'
"""Target faces: ring radii in millimetres and their scores."""
import math

FACES = {
    "122cm": 610.0,
    "80cm": 400.0,
    "60cm": 300.0,
    "40cm": 200.0,
}
ARROW_DIAMETER_MM = {"x10": 5.5, "acg": 6.5, "platinum": 9.3}


def ring_width(face: str) -> float:
    return FACES[face] / 10


def score_hit(face: str, x_mm: float, y_mm: float, arrow: str = "x10") -> int:
    """Line-cutter rule: an arrow touching a line scores the higher ring."""
    r = math.hypot(x_mm, y_mm) - ARROW_DIAMETER_MM[arrow] / 2
    if r < 0:
        r = 0.0
    ring = int(r // ring_width(face))
    return max(0, 10 - ring)


def is_inner_ten(face: str, x_mm: float, y_mm: float, arrow: str = "x10") -> bool:
    r = math.hypot(x_mm, y_mm) - ARROW_DIAMETER_MM[arrow] / 2
    return r <= ring_width(face) / 2
T
cat > "$P/archeryscore/rounds.py" <<'T'
ROUNDS = {
    "WA1440": {"distances": [90, 70, 50, 30], "arrows_per_end": 6, "ends": 6},
    "WA720": {"distances": [70, 70], "arrows_per_end": 6, "ends": 6},
    "Portsmouth": {"distances": [18], "arrows_per_end": 3, "ends": 20},
    "Vegas": {"distances": [18], "arrows_per_end": 3, "ends": 10},
    "York": {"distances": [100, 80, 60], "arrows_per_end": 6, "ends": [12, 8, 4]},
    "Hereford": {"distances": [80, 60, 50], "arrows_per_end": 6, "ends": [12, 8, 4]},
}


def total_arrows(name: str) -> int:
    r = ROUNDS[name]
    ends = r["ends"]
    if isinstance(ends, list):
        return sum(ends) * r["arrows_per_end"]
    return ends * len(r["distances"]) * r["arrows_per_end"]


def max_score(name: str, top: int = 10) -> int:
    return total_arrows(name) * top


def end_total(arrows: list) -> int:
    return sum(10 if a == "X" else (0 if a == "M" else int(a)) for a in arrows)


def handicap_allowance(handicap: int, round_name: str) -> int:
    table = {"WA1440": 1440, "WA720": 720, "Portsmouth": 600}
    base = table[round_name]
    return max(0, round(base - base * (100 - handicap) / 100))
T
cat > "$P/tests/test_faces.py" <<'T'
import math

import pytest

from archeryscore.faces import FACES, score_hit, is_inner_ten, ring_width

CASES = []
for face, radius in FACES.items():
    w = radius / 10
    for ring in range(10):
        for step in range(16):
            angle = step * 22.5
            r = ring * w + w / 2
            x = r * math.cos(math.radians(angle))
            y = r * math.sin(math.radians(angle))
            for arrow in ("x10", "acg"):
                CASES.append((face, arrow, round(x, 2), round(y, 2), 10 - ring))


@pytest.mark.parametrize("face,arrow,x,y,expected", CASES)
def test_score_ring_centres(face, arrow, x, y, expected):
    assert score_hit(face, x, y, arrow) == expected


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("arrow", ["x10", "acg", "platinum"])
def test_line_cutter_scores_higher(face, arrow):
    w = ring_width(face)
    assert score_hit(face, 3 * w, 0.0, arrow) == 8


@pytest.mark.parametrize("face", sorted(FACES))
def test_inner_ten_centre(face):
    assert is_inner_ten(face, 0.0, 0.0)


@pytest.mark.parametrize("face", sorted(FACES))
def test_miss_scores_zero(face):
    assert score_hit(face, FACES[face] + 50, 0.0) == 0
T
cat > "$P/tests/test_rounds.py" <<'T'
import itertools
import time

import pytest

from archeryscore.rounds import ROUNDS, end_total, handicap_allowance, max_score, total_arrows

EXPECTED_ARROWS = {"WA1440": 144, "WA720": 72, "Portsmouth": 60, "Vegas": 30, "York": 144, "Hereford": 144}


@pytest.mark.parametrize("name", sorted(ROUNDS))
def test_total_arrows(name):
    assert total_arrows(name) == EXPECTED_ARROWS[name]


@pytest.mark.parametrize("name", sorted(ROUNDS))
def test_max_score(name):
    assert max_score(name) == EXPECTED_ARROWS[name] * 10


SYMBOLS = ["X", "10", "9", "8", "7", "6", "M"]
ENDS = list(itertools.product(SYMBOLS, repeat=3))


@pytest.mark.parametrize("end", ENDS, ids=["".join(e) for e in ENDS])
def test_end_total_three_arrows(end):
    expected = sum({"X": 10, "M": 0}.get(a, None) or int(a) if a not in ("X", "M") else {"X": 10, "M": 0}[a] for a in end)
    assert end_total(list(end)) == expected


@pytest.mark.parametrize("hc,round_name,expected", [
    (0, "WA1440", 0), (20, "WA1440", 288), (50, "WA720", 360),
    (44, "Portsmouth", 264), (100, "Portsmouth", 600), (73, "WA720", 526),
])
def test_handicap_allowance(hc, round_name, expected):
    assert handicap_allowance(hc, round_name) == expected


@pytest.mark.skip(reason="Vegas 3-spot face geometry not modelled yet")
def test_vegas_three_spot():
    pass


@pytest.mark.xfail(reason="York uses imperial 5-zone scoring, not implemented", strict=False)
def test_york_imperial_max():
    assert max_score("York", top=9) == 1296 - 1


@pytest.mark.slow
def test_season_simulation():
    time.sleep(1.3)
    assert sum(max_score(n) for n in ROUNDS) == 7380


@pytest.mark.field
@pytest.mark.skipif(True, reason="field round tables ship with archeryscore[field] extra")
def test_field_unmarked_round():
    pass
T
cd "$P" && {
  capture python -m pytest -v -ra --durations=8
} 2>&1 | neutral > "$SETDIR/outputs/pytest-v-archeryscore.txt"
