#!/usr/bin/env bash
# alpaca-farm fleece and herd-health helpers; pytest -v with many passing
# parametrized tests, two failures (dict compare, ZeroDivisionError inside the
# project), one skip, and a DeprecationWarning in the warnings summary.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/alpacafarm
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-pytest-alpacafarm.txt}
rm -rf "$P"; mkdir -p "$P/alpacafarm" "$P/tests"
cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "alpacafarm"
version = "0.6.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
EOF
cat > alpacafarm/__init__.py <<'EOF'
EOF
cat > alpacafarm/fleece.py <<'EOF'
"""Fleece grading for shearing day."""
import warnings

MICRON_GRADES = [
    (17.9, "royal"),
    (20.0, "baby"),
    (22.5, "superfine"),
    (25.5, "fine"),
    (28.0, "medium"),
    (32.0, "strong"),
]


def grade(micron: float) -> str:
    for limit, name in MICRON_GRADES:
        if micron <= limit:
            return name
    return "coarse"


def comfort_factor(fibres_under_30: int, fibres_total: int) -> float:
    return round(100.0 * fibres_under_30 / fibres_total, 1)


def blanket_yield(weights_g):
    """Return (total_g, mean_g) for a list of blanket weights."""
    total = sum(weights_g)
    return total, round(total / len(weights_g), 1)


def legacy_bag_label(animal, colour):
    warnings.warn("legacy_bag_label() is deprecated; use bag_label()", DeprecationWarning, stacklevel=2)
    return f"{animal.upper()}-{colour[:3].upper()}"


def bag_label(animal, colour, year):
    return f"{year}/{animal.upper()}/{colour.lower()}"
EOF
cat > alpacafarm/herd.py <<'EOF'
"""Herd health: body-condition scores and dosing."""
from dataclasses import dataclass


@dataclass
class Alpaca:
    name: str
    weight_kg: float
    bcs: float  # body condition score 1..5
    sex: str = "F"


def dose_ml(weight_kg: float, mg_per_kg: float, mg_per_ml: float) -> float:
    return round(weight_kg * mg_per_kg / mg_per_ml, 2)


def condition_flags(herd):
    flags = {}
    for a in herd:
        if a.bcs < 2.5:
            flags[a.name] = "thin"
        elif a.bcs > 4.0:
            flags[a.name] = "overweight"
    return flags


def paddock_groups(herd):
    groups = {"girls": [], "boys": []}
    for a in herd:
        groups["girls" if a.sex == "F" else "boys"].append(a.name)
    return groups
EOF
cat > tests/test_fleece.py <<'EOF'
import pytest
from alpacafarm import fleece

CASES = [(m / 2, None) for m in range(30, 110)]


@pytest.mark.parametrize("micron,_", CASES)
def test_grade_is_known(micron, _):
    assert fleece.grade(micron) in {"royal", "baby", "superfine", "fine", "medium", "strong", "coarse"}


@pytest.mark.parametrize("micron,expected", [
    (16.5, "royal"), (19.2, "baby"), (21.0, "superfine"), (24.0, "fine"),
    (27.9, "medium"), (30.0, "strong"), (35.5, "coarse"),
])
def test_grade_bands(micron, expected):
    assert fleece.grade(micron) == expected


@pytest.mark.parametrize("under,total,cf", [(950, 1000, 95.0), (900, 1000, 90.0), (1, 3, 33.3)])
def test_comfort_factor(under, total, cf):
    assert fleece.comfort_factor(under, total) == cf


@pytest.mark.parametrize("weights", [[2100, 2300], [1800], [2500, 2600, 2700]])
def test_blanket_yield(weights):
    total, mean = fleece.blanket_yield(weights)
    assert total == sum(weights)


def test_blanket_yield_empty_bag():
    # a cria with nothing shorn yet must give (0, 0.0)
    assert fleece.blanket_yield([]) == (0, 0.0)


def test_legacy_label():
    assert fleece.legacy_bag_label("Pepita", "fawn") == "PEPITA-FAW"


@pytest.mark.parametrize("year", range(2015, 2027))
def test_bag_label(year):
    assert fleece.bag_label("Pepita", "Fawn", year) == f"{year}/PEPITA/fawn"
EOF
cat > tests/test_shearing.py <<'EOF'
import datetime as dt
import pytest
from alpacafarm.herd import Alpaca

START = dt.date(2025, 10, 1)
DAYS = [START + dt.timedelta(days=i) for i in range(0, 84)]


def shearing_ok(day: dt.date) -> bool:
    # shear in spring (Oct-Dec in the southern hemisphere), never on Sundays
    return day.month in (10, 11, 12) and day.weekday() != 6


@pytest.mark.parametrize("day", DAYS, ids=lambda d: d.isoformat())
def test_shearing_window(day):
    assert shearing_ok(day) == (day.weekday() != 6)


@pytest.mark.parametrize("sex", ["F", "M"])
def test_alpaca_default_sex(sex):
    assert Alpaca("x", 1.0, 3.0, sex).sex in "FM"
EOF
cat > tests/test_herd.py <<'EOF'
import sys
import pytest
from alpacafarm.herd import Alpaca, dose_ml, condition_flags, paddock_groups

HERD = [
    Alpaca("Pepita", 64.0, 3.0), Alpaca("Quinoa", 71.5, 2.0), Alpaca("Rosa", 58.2, 4.5),
    Alpaca("Tupac", 80.1, 3.5, "M"), Alpaca("Inti", 77.0, 2.4, "M"), Alpaca("Killa", 60.0, 3.0),
]


@pytest.mark.parametrize("kg", [w / 1 for w in range(40, 90, 2)])
def test_dose_positive(kg):
    assert dose_ml(kg, 0.2, 10.0) > 0


@pytest.mark.parametrize("kg,ml", [(50.0, 1.0), (65.0, 1.3), (72.5, 1.45)])
def test_dose_values(kg, ml):
    assert dose_ml(kg, 0.2, 10.0) == ml


def test_condition_flags():
    assert condition_flags(HERD) == {
        "Quinoa": "thin",
        "Rosa": "overweight",
        "Inti": "thin",
        "Killa": "thin",
    }


def test_paddock_groups():
    g = paddock_groups(HERD)
    assert g["boys"] == ["Tupac", "Inti"]
    assert len(g["girls"]) == 4


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="scale driver only ships for Windows")
def test_live_scale_reading():
    pass


@pytest.mark.parametrize("name", [a.name for a in HERD])
def test_names_capitalised(name):
    assert name[0].isupper()
EOF
CMD="python3 -m pytest -v -rfEs -p no:cacheprovider"
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' \
        -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin/python3*[.0-9]*#/usr/bin/python3#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
