#!/usr/bin/env bash
# Wind-chime tuning workshop: pytest -x stops at a fixture setup error deep in the suite.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/windchime
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/chimes" "$P/tests" "$P/data"
: > "$P/chimes/__init__.py"
cat > "$P/chimes/tubes.py" <<'EOF'
import math

ALLOYS = {
    # name: (Young's modulus GPa, density kg/m3)
    "aluminium-6063": (68.9, 2700),
    "brass-c260": (110.0, 8530),
    "copper-c110": (117.0, 8940),
    "steel-304": (193.0, 8000),
}
BETA1 = 4.730  # free-free first mode


def frequency(alloy, length_mm, outer_mm, wall_mm):
    e_gpa, rho = ALLOYS[alloy]
    e = e_gpa * 1e9
    ro = outer_mm / 2000
    ri = ro - wall_mm / 1000
    inertia = math.pi * (ro ** 4 - ri ** 4) / 4
    area = math.pi * (ro ** 2 - ri ** 2)
    length = length_mm / 1000
    return (BETA1 ** 2 / (2 * math.pi * length ** 2)) * math.sqrt(e * inertia / (rho * area))


def length_for(alloy, target_hz, outer_mm, wall_mm):
    ref = frequency(alloy, 1000, outer_mm, wall_mm)
    return 1000 * math.sqrt(ref / target_hz)


def hang_point(length_mm):
    return round(length_mm * 0.224, 1)
EOF
cat > "$P/chimes/scales.py" <<'EOF'
A4 = 440.0
NOTE_INDEX = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3,
              "G": -2, "G#": -1, "A": 0, "A#": 1, "B": 2}
SCALES = {
    "pentatonic-major": [0, 2, 4, 7, 9],
    "pentatonic-minor": [0, 3, 5, 7, 10],
    "hirajoshi": [0, 2, 3, 7, 8],
    "whole-tone": [0, 2, 4, 6, 8, 10],
}


def note_hz(name, octave):
    semis = NOTE_INDEX[name] + 12 * (octave - 4)
    return A4 * 2 ** (semis / 12)


def scale_hz(root, octave, scale):
    base = note_hz(root, octave)
    return [round(base * 2 ** (s / 12), 3) for s in SCALES[scale]]
EOF
cat > "$P/chimes/orders.py" <<'EOF'
import json


class OrderFileError(ValueError):
    pass


def load_orders(path):
    with open(path) as fh:
        try:
            raw = json.load(fh)
        except json.JSONDecodeError as exc:
            raise OrderFileError(f"{path}: not valid JSON ({exc.msg} at line {exc.lineno})") from exc
    return [normalise(o) for o in raw["orders"]]


def normalise(order):
    return {"id": order["id"], "scale": order["scale"], "root": order["root"],
            "octave": int(order["octave"]), "alloy": order.get("alloy", "aluminium-6063")}
EOF
cat > "$P/data/orders.json" <<'EOF'
{"orders": [
  {"id": "WC-1041", "scale": "hirajoshi", "root": "D", "octave": 5, "alloy": "brass-c260"},
  {"id": "WC-1042", "scale": "pentatonic-major", "root": "C", "octave": 5},
  {"id": "WC-1043", "scale": "whole-tone", "root": "F#", "octave": 4, "alloy": "copper-c110"},
  {"id": "WC-1044", "scale": "pentatonic-minor", "root": "A", "octave": 4,},
  {"id": "WC-1045", "scale": "pentatonic-major", "root": "G", "octave": 5, "alloy": "steel-304"}
]}
EOF
cat > "$P/tests/conftest.py" <<'EOF'
import pathlib
import pytest
from chimes.orders import load_orders

DATA = pathlib.Path(__file__).parent.parent / "data"


@pytest.fixture(scope="session")
def orders():
    return load_orders(DATA / "orders.json")
EOF
cat > "$P/tests/test_tubes.py" <<'EOF'
import pytest
from chimes.tubes import frequency, length_for, hang_point, ALLOYS

LENGTHS = [250, 300, 350, 400, 450, 500, 600, 700, 800, 900]


@pytest.mark.parametrize("alloy", sorted(ALLOYS))
@pytest.mark.parametrize("length", LENGTHS)
def test_shorter_is_higher(alloy, length):
    assert frequency(alloy, length, 25.4, 1.6) > frequency(alloy, length + 50, 25.4, 1.6)


@pytest.mark.parametrize("alloy", sorted(ALLOYS))
@pytest.mark.parametrize("hz", [392.0, 440.0, 523.25, 587.33, 659.26, 783.99])
def test_length_round_trip(alloy, hz):
    mm = length_for(alloy, hz, 25.4, 1.6)
    assert frequency(alloy, mm, 25.4, 1.6) == pytest.approx(hz, rel=1e-9)


@pytest.mark.parametrize("length,point", [(300, 67.2), (450, 100.8), (610, 136.6), (1000, 224.0)])
def test_hang_point(length, point):
    assert hang_point(length) == point
EOF
cat > "$P/tests/test_scales.py" <<'EOF'
import pytest
from chimes.scales import note_hz, scale_hz, SCALES, NOTE_INDEX


@pytest.mark.parametrize("name", sorted(NOTE_INDEX))
@pytest.mark.parametrize("octave", [3, 4, 5, 6])
def test_octave_doubles(name, octave):
    assert note_hz(name, octave + 1) == pytest.approx(2 * note_hz(name, octave))


@pytest.mark.parametrize("scale", sorted(SCALES))
@pytest.mark.parametrize("root", ["C", "D", "G", "A"])
def test_scale_ascending(scale, root):
    hz = scale_hz(root, 5, scale)
    assert hz == sorted(hz)
EOF
cat > "$P/tests/test_workshop_orders.py" <<'EOF'
from chimes.scales import SCALES
from chimes.tubes import ALLOYS


def test_orders_use_known_scales(orders):
    assert all(o["scale"] in SCALES for o in orders)


def test_orders_use_known_alloys(orders):
    assert all(o["alloy"] in ALLOYS for o in orders)


def test_order_ids_unique(orders):
    ids = [o["id"] for o in orders]
    assert len(ids) == len(set(ids))
EOF
cat > "$P/tests/test_pricing.py" <<'EOF'
import pytest


@pytest.mark.parametrize("tubes", [5, 6, 7, 8])
def test_tube_count_allowed(tubes):
    assert 5 <= tubes <= 8
EOF
cd "$P"
{
  echo '$ python3 -m pytest -v -x -p no:cacheprovider tests'
  timeout 120 python3 -m pytest -v -x -p no:cacheprovider tests 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neut
