#!/bin/bash
# pytest -rA on an auto-rickshaw fare-meter project: errors in fixtures (setup and teardown), one failure, passes.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tuktukfare; rm -rf "$P"; mkdir -p "$P/tuktuk" "$P/tests"; cd "$P"
cat > tuktuk/__init__.py <<'PY'
PY
cat > tuktuk/meter.py <<'PY'
import json

class Meter:
    def __init__(self, tariff):
        self.base = tariff["base"]
        self.per_km = tariff["per_km"]
        self.night = tariff.get("night_multiplier", 1.5)
        self.wait_per_min = tariff["wait_per_min"]

    def fare(self, km, wait_min=0, night=False):
        f = self.base + max(0.0, km - 1.5) * self.per_km + wait_min * self.wait_per_min
        return round(f * (self.night if night else 1.0))

def load_tariff(path):
    with open(path) as fh:
        return json.load(fh)
PY
cat > tuktuk/trips.py <<'PY'
import sqlite3

def open_db(path):
    db = sqlite3.connect(path)
    db.execute("create table if not exists trips(id integer primary key, driver text, km real, fare integer)")
    return db

def record(db, driver, km, fare):
    db.execute("insert into trips(driver, km, fare) values (?,?,?)", (driver, km, fare))

def earnings(db, driver):
    return db.execute("select sum(fare) from trips where driver=?", (driver,)).fetchone()[0] or 0
PY
cat > tests/conftest.py <<'PY'
import json, pytest
from tuktuk.meter import Meter, load_tariff
from tuktuk.trips import open_db

@pytest.fixture
def tariff_file(tmp_path):
    p = tmp_path / "tariff.json"
    p.write_text(json.dumps({"base": 30, "per_km": 15, "wait_per_min": 1}))
    return p

@pytest.fixture
def meter(tariff_file):
    return Meter(load_tariff(tariff_file))

@pytest.fixture
def city_meter():
    return Meter(load_tariff("tariffs/chennai-2024.json"))

@pytest.fixture
def db(tmp_path):
    conn = open_db(tmp_path / "trips.db")
    yield conn
    assert conn.total_changes == 0, f"test left {conn.total_changes} uncommitted changes"
    conn.close()
PY
cat > tests/test_meter.py <<'PY'
def test_base_only(meter):
    assert meter.fare(1.0) == 30

def test_per_km(meter):
    assert meter.fare(5.5) == 90

def test_waiting(meter):
    assert meter.fare(1.0, wait_min=10) == 40

def test_night(meter):
    assert meter.fare(3.5, night=True) == 90

def test_city_tariff(city_meter):
    assert city_meter.fare(4) > 0
PY
cat > tests/test_trips.py <<'PY'
from tuktuk.trips import record, earnings

def test_empty(db):
    assert earnings(db, "Murugan") == 0

def test_record_and_sum(db):
    record(db, "Murugan", 4.2, 72)
    record(db, "Murugan", 2.0, 38)
    record(db, "Selvi", 9.1, 140)
    assert earnings(db, "Murugan") == 110
PY
run "python -m pytest -rA --basetemp=.pytest-tmp tests" | neutral > "$OUTDIR/c-pytest-rA-tuktuk-fixtures.txt"
