#!/usr/bin/env bash
# dune-buggy rental desk; `pytest -x -v`: many parametrized tests pass, then a
# fixture (fleet loaded from a CSV) errors at setup on a malformed row, and
# -x stops the session there.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/dunebuggy
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-pytest-x-dunebuggy.txt}
rm -rf "$P"; mkdir -p "$P/dunebuggy" "$P/tests" "$P/data"
cd "$P"
cat > pytest.ini <<'EOF'
[pytest]
testpaths = tests
addopts = -p no:cacheprovider
EOF
touch dunebuggy/__init__.py
cat > dunebuggy/rental.py <<'EOF'
import csv
from dataclasses import dataclass

HOURLY = {"2-seat": 65.0, "4-seat": 95.0, "kids-quad": 30.0}
FUEL_SURCHARGE = 0.08


@dataclass
class Buggy:
    plate: str
    kind: str
    engine_hours: float
    helmet_sizes: tuple


def quote(kind: str, hours: float, drivers: int = 1) -> float:
    base = HOURLY[kind] * hours
    extra_driver = 15.0 * max(0, drivers - 1)
    return round((base + extra_driver) * (1 + FUEL_SURCHARGE), 2)


def load_fleet(path):
    fleet = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            fleet.append(Buggy(row["plate"], row["kind"], float(row["engine_hours"]),
                               tuple(row["helmets"].split("/"))))
    return fleet


def needs_service(b: Buggy, limit: float = 250.0) -> bool:
    return b.engine_hours >= limit
EOF
python3 - <<'EOF'
import random
random.seed(3)
rows = ["plate,kind,engine_hours,helmets"]
for i in range(1, 40):
    kind = random.choice(["2-seat", "4-seat", "kids-quad"])
    hours = f"{random.uniform(10, 320):.1f}"
    if i == 27:
        hours = "21O.5"
    rows.append(f"DB-{100 + i},{kind},{hours},S/M/L")
open("data/fleet.csv", "w").write("\n".join(rows) + "\n")
EOF
cat > tests/conftest.py <<'EOF'
import pathlib
import pytest
from dunebuggy.rental import load_fleet


@pytest.fixture(scope="module")
def fleet():
    return load_fleet(pathlib.Path(__file__).parent.parent / "data" / "fleet.csv")
EOF
cat > tests/test_quote.py <<'EOF'
import pytest
from dunebuggy.rental import quote, HOURLY


@pytest.mark.parametrize("kind", sorted(HOURLY))
@pytest.mark.parametrize("hours", [0.5, 1, 1.5, 2, 3, 4, 6, 8])
@pytest.mark.parametrize("drivers", [1, 2, 3, 4])
def test_quote_positive(kind, hours, drivers):
    assert quote(kind, hours, drivers) > 0


@pytest.mark.parametrize("kind,hours,expected", [
    pytest.param("2-seat", 1, 70.2, id="two-seat-1h"),
    pytest.param("4-seat", 2, 205.2, id="four-seat-2h"),
    pytest.param("kids-quad", 0.5, 16.2, id="kids-half-hour"),
])
def test_quote_exact(kind, hours, expected):
    assert quote(kind, hours) == expected
EOF
cat > tests/test_yard_fleet.py <<'EOF'
from dunebuggy.rental import needs_service


def test_fleet_size(fleet):
    assert len(fleet) == 39


def test_service_due(fleet):
    due = [b.plate for b in fleet if needs_service(b)]
    assert all(p.startswith("DB-") for p in due)


def test_helmets(fleet):
    assert all("M" in b.helmet_sizes for b in fleet)
EOF
cat > tests/test_waivers.py <<'EOF'
import pytest


@pytest.mark.parametrize("age", range(14, 80))
def test_waiver_age(age):
    assert age >= 14
EOF
CMD="python3 -m pytest -x -v"
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' \
        -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin/python3*[.0-9]*#/usr/bin/python3#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
