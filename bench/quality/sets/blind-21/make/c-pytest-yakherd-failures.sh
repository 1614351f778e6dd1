#!/bin/bash
# pytest run with assertion diffs and parametrized failures in a yak-herding grazing planner.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/yakherd; rm -rf "$P"; mkdir -p "$P/yakherd" "$P/tests"; cd "$P"
cat > yakherd/__init__.py <<'PY'
PY
cat > yakherd/pasture.py <<'PY'
from dataclasses import dataclass, field

@dataclass
class Pasture:
    name: str
    hectares: float
    altitude_m: int
    rest_days: int = 0
    grazed_by: list = field(default_factory=list)

    def capacity(self, season: str) -> int:
        base = self.hectares * 0.8
        if self.altitude_m > 4200:
            base *= 0.5
        if season == "winter":
            base *= 0.3
        elif season == "monsoon":
            base *= 1.2
        return int(base)

    def is_ready(self) -> bool:
        return self.rest_days > 21
PY
cat > yakherd/herd.py <<'PY'
from .pasture import Pasture

class Herd:
    def __init__(self, name, yaks):
        self.name = name
        self.yaks = list(yaks)

    def size(self):
        return len(self.yaks)

    def milk_litres(self, day):
        total = 0.0
        for yak in self.yaks:
            if yak.get("lactating"):
                total += yak.get("yield", 1.5)
        return round(total, 1)

def assign(herds, pastures, season):
    plan = {}
    free = sorted(pastures, key=lambda p: -p.capacity(season))
    for herd in sorted(herds, key=lambda h: -h.size()):
        for p in free:
            if p.capacity(season) >= herd.size() and p.is_ready():
                plan[herd.name] = p.name
                free.remove(p)
                break
        else:
            plan[herd.name] = None
    return plan

def rotation_order(pastures):
    return [p.name for p in sorted(pastures, key=lambda p: (p.rest_days, p.name), reverse=True)]
PY
cat > yakherd/ledger.py <<'PY'
import csv, io

def parse_ledger(text):
    rows = []
    for rec in csv.DictReader(io.StringIO(text)):
        rows.append({"date": rec["date"], "herd": rec["herd"], "litres": float(rec["litres"])})
    return rows

def weekly_totals(rows):
    out = {}
    for r in rows:
        week = r["date"][:8]
        out.setdefault(week, 0.0)
        out[week] += r["litres"]
    return out

def price_for(litres, grade):
    rates = {"A": 3.10, "B": 2.45, "C": 1.90}
    return round(litres * rates[grade], 2)
PY
cat > tests/conftest.py <<'PY'
import pytest
from yakherd.pasture import Pasture

@pytest.fixture
def pastures():
    return [
        Pasture("Dolkar flats", 40, 3900, rest_days=30),
        Pasture("Upper Tsering", 25, 4500, rest_days=25),
        Pasture("Riverbend", 18, 3700, rest_days=21),
        Pasture("Nyima saddle", 60, 4300, rest_days=10),
    ]
PY
cat > tests/test_pasture.py <<'PY'
import pytest
from yakherd.pasture import Pasture

@pytest.mark.parametrize("season,alt,expected", [
    ("summer", 3800, 32),
    ("winter", 3800, 9),
    ("monsoon", 3800, 38),
    ("summer", 4400, 16),
    ("winter", 4400, 5),
])
def test_capacity(season, alt, expected):
    assert Pasture("p", 40, alt).capacity(season) == expected

def test_ready_threshold():
    assert Pasture("p", 10, 3000, rest_days=21).is_ready()

def test_not_ready():
    assert not Pasture("p", 10, 3000, rest_days=5).is_ready()
PY
cat > tests/test_herd.py <<'PY'
from yakherd.herd import Herd, assign, rotation_order

def make(n, name="h"):
    return Herd(name, [{"id": i, "lactating": i % 2 == 0, "yield": 1.5} for i in range(n)])

def test_size():
    assert make(7).size() == 7

def test_milk():
    assert make(6).milk_litres(1) == 4.5

def test_assign_biggest_first(pastures):
    plan = assign([make(12, "Karma"), make(20, "Pema"), make(5, "Sonam")], pastures, "summer")
    assert plan == {"Pema": "Dolkar flats", "Karma": "Riverbend", "Sonam": "Upper Tsering"}

def test_assign_winter(pastures):
    plan = assign([make(8, "Karma")], pastures, "winter")
    assert plan["Karma"] == "Dolkar flats"

def test_rotation_order(pastures):
    assert rotation_order(pastures) == ["Dolkar flats", "Upper Tsering", "Riverbend", "Nyima saddle"]
PY
cat > tests/test_ledger.py <<'PY'
import pytest
from yakherd.ledger import parse_ledger, weekly_totals, price_for

LEDGER = """date,herd,litres
2024-06-03,Pema,41.5
2024-06-04,Pema,39.0
2024-06-11,Karma,22.25
2024-06-12,Karma,n/a
"""

def test_parse_ledger():
    rows = parse_ledger(LEDGER)
    assert len(rows) == 4

def test_weekly_totals():
    rows = [{"date": "2024-06-03", "herd": "P", "litres": 10.0},
            {"date": "2024-06-09", "herd": "P", "litres": 5.0},
            {"date": "2024-06-10", "herd": "P", "litres": 7.0}]
    assert weekly_totals(rows) == {"2024-W23": 15.0, "2024-W24": 7.0}

@pytest.mark.parametrize("grade,litres,expected", [("A", 10, 31.0), ("B", 4, 9.8), ("D", 2, 3.0)])
def test_price(grade, litres, expected):
    assert price_for(litres, grade) == expected
PY
run "python -m pytest tests" | neutral > "$OUTDIR/c-pytest-yakherd-failures.txt"
