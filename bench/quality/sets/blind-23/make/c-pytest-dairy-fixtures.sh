#!/bin/bash
# pytest -rA run with errors in fixtures (setup and teardown) in a dairy-herd milk-recording project.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/milkrecord; fresh "$P"; cd "$P"
mkdir -p milkrecord tests
cat > milkrecord/__init__.py <<'PY'
PY
cat > milkrecord/herd.py <<'PY'
import sqlite3, json

SCHEMA = """
CREATE TABLE cow (ear_tag TEXT PRIMARY KEY, breed TEXT, parity INTEGER);
CREATE TABLE yield (ear_tag TEXT, day TEXT, litres REAL, fat_pct REAL, protein_pct REAL);
"""

def open_db(path=":memory:"):
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    return db

def add_cow(db, tag, breed, parity):
    db.execute("INSERT INTO cow VALUES (?, ?, ?)", (tag, breed, parity))

def record(db, tag, day, litres, fat, protein):
    db.execute("INSERT INTO yield VALUES (?, ?, ?, ?, ?)", (tag, day, litres, fat, protein))

def lactation_total(db, tag):
    (total,) = db.execute("SELECT SUM(litres) FROM yield WHERE ear_tag = ?", (tag,)).fetchone()
    return total or 0.0

def ecm(litres, fat, protein):
    """energy-corrected milk"""
    return litres * (0.383 * fat + 0.242 * protein + 0.7832) / 3.1138

def load_parlour_export(path):
    with open(path) as fh:
        return json.load(fh)
PY
cat > tests/conftest.py <<'PY'
import pytest
from milkrecord import herd

@pytest.fixture
def db():
    d = herd.open_db()
    herd.add_cow(d, "UK123456700001", "Holstein", 2)
    herd.add_cow(d, "UK123456700002", "Jersey", 4)
    herd.add_cow(d, "UK123456700003", "Ayrshire", 1)
    yield d
    d.close()

@pytest.fixture
def parlour_export():
    return herd.load_parlour_export("fixtures/parlour_2026-03-02.json")

@pytest.fixture
def herd_with_duplicates(db):
    herd.add_cow(db, "UK123456700002", "Jersey", 4)
    return db

@pytest.fixture
def audited_db(db):
    yield db
    (n,) = db.execute("SELECT COUNT(*) FROM yield WHERE litres < 0").fetchone()
    assert n == 0, f"{n} negative yield rows left behind"
PY
cat > tests/test_herd.py <<'PY'
import pytest
from milkrecord import herd

def test_lactation_total(db):
    herd.record(db, "UK123456700001", "2026-03-01", 31.2, 3.9, 3.2)
    herd.record(db, "UK123456700001", "2026-03-02", 29.8, 4.0, 3.3)
    assert herd.lactation_total(db, "UK123456700001") == pytest.approx(61.0)

def test_empty_total_is_zero(db):
    assert herd.lactation_total(db, "UK123456700003") == 0.0

def test_ecm_jersey():
    assert herd.ecm(22.0, 5.4, 3.9) == pytest.approx(29.51, abs=0.01)

def test_import_parlour(db, parlour_export):
    assert len(parlour_export["milkings"]) == 3

def test_duplicate_tags_rejected(herd_with_duplicates):
    assert herd.lactation_total(herd_with_duplicates, "UK123456700002") == 0.0

def test_correction_entry(audited_db):
    herd.record(audited_db, "UK123456700002", "2026-03-02", -1.5, 0, 0)
    assert herd.lactation_total(audited_db, "UK123456700002") == -1.5
PY
capture pytest-dairy-fixtures "$P" 'python -m pytest -rA tests'
