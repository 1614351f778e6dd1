#!/usr/bin/env bash
# pytest -rA on a lavender-farm distillery planner: errors in fixtures (setup/teardown), -rA summary.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/lavender-still
rm -rf "$P"; mkdir -p "$P/still" "$P/tests/data"; cd "$P"
cat > setup.cfg <<'T'
[tool:pytest]
testpaths = tests
markers =
    slow: long-running distillation simulations
T
touch still/__init__.py
cat > still/harvest.py <<'T'
import csv
import json
from datetime import date


class HarvestLog:
    def __init__(self, rows):
        self.rows = rows

    @classmethod
    def from_csv(cls, path):
        with open(path, newline="") as fh:
            rows = []
            for r in csv.DictReader(fh):
                rows.append({
                    "field": r["field"],
                    "day": date.fromisoformat(r["day"]),
                    "kg": float(r["kg"]),
                    "variety": r["variety"],
                })
        return cls(rows)

    def kg_by_variety(self):
        out = {}
        for r in self.rows:
            out[r["variety"]] = out.get(r["variety"], 0) + r["kg"]
        return out


def load_still_config(path):
    with open(path) as fh:
        cfg = json.load(fh)
    if cfg["capacity_l"] <= 0:
        raise ValueError("capacity_l must be positive")
    return cfg


def charges_needed(kg, capacity_l, packing=0.11):
    per_charge = capacity_l * packing
    n = int(kg // per_charge)
    return n + (1 if kg % per_charge else 0)


def oil_yield_ml(kg, variety):
    rates = {"angustifolia": 8.0, "intermedia": 18.5, "latifolia": 11.0}
    return round(kg * rates[variety], 1)
T
cat > still/still.py <<'T'
class Still:
    def __init__(self, capacity_l):
        self.capacity_l = capacity_l
        self.running = False
        self.charges = 0

    def start(self):
        if self.running:
            raise RuntimeError("still already running")
        self.running = True

    def load(self, kg):
        if not self.running:
            raise RuntimeError("still is cold")
        self.charges += 1
        return kg

    def shutdown(self):
        if self.charges and self.running:
            self.running = False
            return self.charges
        raise RuntimeError(f"shutdown with {self.charges} charges while running={self.running}")
T
cat > tests/data/harvest_2024.csv <<'T'
field,day,kg,variety
north-terrace,2024-07-02,412.5,angustifolia
north-terrace,2024-07-03,398.0,angustifolia
mill-bank,2024-07-09,1250.0,intermedia
mill-bank,2024-07-10,1190.5,intermedia
old-orchard,2024-07-15,300.0,latifolia
T
cat > tests/data/harvest_2025.csv <<'T'
field,day,kg,variety
north-terrace,2025-07-01,430.0,angustifolia
mill-bank,2025-07-08,1310.0,intermedia
mill-bank,2025-07-31,1275.0,intermedia
old-orchard,2025-06-31,288.0,latifolia
T
cat > tests/data/still.json <<'T'
{"name": "copper-600", "capacity_l": 600, "steam_kw": 45}
T
cat > tests/conftest.py <<'T'
import pathlib
import pytest
from still.harvest import HarvestLog, load_still_config
from still.still import Still

DATA = pathlib.Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def still_config():
    return load_still_config(DATA / "still.json")


@pytest.fixture
def log_2024():
    return HarvestLog.from_csv(DATA / "harvest_2024.csv")


@pytest.fixture
def log_2025():
    return HarvestLog.from_csv(DATA / "harvest_2025.csv")


@pytest.fixture
def warm_still(still_config):
    s = Still(still_config["capacity_l"])
    s.start()
    yield s
    s.shutdown()


@pytest.fixture
def boiler_pressure(still_config):
    return still_config["boiler_bar"]
T
cat > tests/test_harvest.py <<'T'
from still.harvest import charges_needed, oil_yield_ml


def test_kg_by_variety_2024(log_2024):
    assert log_2024.kg_by_variety() == {
        "angustifolia": 810.5, "intermedia": 2440.5, "latifolia": 300.0}


def test_kg_by_variety_2025(log_2025):
    assert log_2025.kg_by_variety()["intermedia"] == 2585.0


def test_charges_needed(still_config):
    assert charges_needed(810.5, still_config["capacity_l"]) == 13


def test_oil_yield():
    assert oil_yield_ml(100, "intermedia") == 1850.0
T
cat > tests/test_still.py <<'T'
import pytest


def test_load_counts_charges(warm_still):
    for kg in (60, 62, 58):
        warm_still.load(kg)
    assert warm_still.charges == 3


def test_fresh_still_is_running(warm_still):
    assert warm_still.running


def test_double_start_rejected(warm_still):
    with pytest.raises(RuntimeError, match="already running"):
        warm_still.start()


def test_boiler_pressure_within_limits(boiler_pressure):
    assert 0.2 <= boiler_pressure <= 0.5
T
{ run "python -m pytest -rA"; } | neutral
