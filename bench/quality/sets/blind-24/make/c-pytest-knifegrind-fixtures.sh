#!/bin/bash
# pytest -rA with errors in fixtures (setup and teardown) and a warnings summary: a knife-sharpening shop's order tracker
. "$(dirname "$0")/c-lib.sh"
P=$WORK/knifegrind
fresh $P
mkdir -p knifegrind tests
touch knifegrind/__init__.py
cat > knifegrind/store.py <<'PY'
import json
import sqlite3
import warnings


class OrderStore:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("create table if not exists orders (id integer primary key, customer text, blades int, angle real, status text)")

    def add(self, customer, blades, angle=20.0):
        if angle < 10 or angle > 30:
            raise ValueError(f"bevel angle {angle} out of range 10..30")
        cur = self.db.execute("insert into orders(customer, blades, angle, status) values (?,?,?, 'queued')",
                              (customer, blades, angle))
        return cur.lastrowid

    def set_status(self, oid, status):
        if status not in ("queued", "grinding", "honing", "ready", "collected"):
            raise ValueError(status)
        self.db.execute("update orders set status=? where id=?", (status, oid))

    def status(self, oid):
        row = self.db.execute("select status from orders where id=?", (oid,)).fetchone()
        return row[0] if row else None

    def export(self):
        warnings.warn("OrderStore.export() is deprecated, use export_rows()", DeprecationWarning, stacklevel=2)
        return json.dumps(self.export_rows())

    def export_rows(self):
        return [dict(zip(("id", "customer", "blades", "angle", "status"), r))
                for r in self.db.execute("select * from orders order by id")]

    def close(self):
        self.db.close()
PY
cat > knifegrind/pricing.py <<'PY'
PRICES = {"chef": 8.0, "paring": 5.0, "serrated": 11.0, "cleaver": 12.5, "scissors": 7.0}


def price(kind, count=1, rush=False):
    total = PRICES[kind] * count
    if count >= 5:
        total *= 0.85
    if rush:
        total += 10
    return round(total, 2)
PY
cat > tests/conftest.py <<'PY'
import os
import pytest
from knifegrind.store import OrderStore


@pytest.fixture
def store(tmp_path):
    s = OrderStore(tmp_path / "orders.db")
    yield s
    s.close()


@pytest.fixture
def seeded(store):
    for cust, n in [("Ortega", 3), ("Lindqvist", 1), ("Baptiste", 6)]:
        store.add(cust, n)
    return store


@pytest.fixture
def legacy_import(store):
    # imports the CSV the old till exported
    path = os.environ.get("KNIFEGRIND_LEGACY_CSV", "legacy/orders-2019.csv")
    with open(path) as fh:
        for line in fh:
            cust, n, angle = line.strip().split(",")
            store.add(cust, int(n), float(angle))
    return store


@pytest.fixture
def strict_store(store):
    yield store
    # teardown: every order must have moved out of "queued"
    left = [r for r in store.export_rows() if r["status"] == "queued"]
    assert not left, f"orders left queued: {left}"
PY
cat > tests/test_orders.py <<'PY'
import pytest


def test_add_returns_id(store):
    assert store.add("Ortega", 2) == 1


def test_status_flow(seeded):
    seeded.set_status(1, "grinding")
    seeded.set_status(1, "honing")
    assert seeded.status(1) == "honing"


def test_bad_status(seeded):
    with pytest.raises(ValueError):
        seeded.set_status(1, "blunt")


def test_angle_range(store):
    with pytest.raises(ValueError, match="out of range"):
        store.add("Ng", 1, angle=35)


def test_export_json(seeded):
    assert '"Baptiste"' in seeded.export()


def test_legacy_rows(legacy_import):
    assert len(legacy_import.export_rows()) == 42


def test_legacy_angles(legacy_import):
    assert all(10 <= r["angle"] <= 30 for r in legacy_import.export_rows())


def test_strict_all_ready(strict_store):
    oid = strict_store.add("Fairweather", 2)
    strict_store.set_status(oid, "ready")


def test_strict_forgotten(strict_store):
    strict_store.add("Kowalczyk", 4)
    strict_store.add("Mbeki", 1)
    assert strict_store.status(1) == "queued"
PY
cat > tests/test_pricing.py <<'PY'
import pytest
from knifegrind.pricing import price


def test_single_chef():
    assert price("chef") == 8.0


def test_bulk_discount():
    assert price("paring", 6) == 25.5


def test_rush():
    assert price("cleaver", 1, rush=True) == 22.5


@pytest.mark.skip(reason="ceramic blades not offered until the diamond wheel arrives")
def test_ceramic():
    assert price("ceramic") == 15.0


@pytest.mark.xfail(reason="serrated bulk pricing still under discussion")
def test_serrated_bulk():
    assert price("serrated", 5) == 50.0
PY
cd $P
{ run python -m pytest -rA tests; } | neutral
