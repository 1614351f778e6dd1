#!/bin/bash
# pytest -rA on a salvage-yard parts inventory: an error inside a fixture, a teardown error and failures.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/salvageyard
rm -rf "$P"; mkdir -p "$P/salvage" "$P/tests"
touch "$P/salvage/__init__.py"
cat > "$P/salvage/inventory.py" <<'PY'
import csv
import sqlite3


class Yard:
    def __init__(self, db):
        self.db = db
        self.db.execute("create table if not exists parts(sku text primary key, make text, model text, year int, grade text, price real)")

    def load_csv(self, path):
        with open(path, newline="") as fh:
            rows = [(r["sku"], r["make"], r["model"], int(r["year"]), r["grade"], float(r["price"])) for r in csv.DictReader(fh)]
        self.db.executemany("insert into parts values (?,?,?,?,?,?)", rows)
        return len(rows)

    def find(self, make, model=None):
        q, args = "select sku from parts where make = ?", [make]
        if model:
            q += " and model = ?"
            args.append(model)
        return [r[0] for r in self.db.execute(q + " order by sku", args)]

    def value(self, grade=None):
        q = "select sum(price) from parts" + (" where grade = ?" if grade else "")
        return self.db.execute(q, [grade] if grade else []).fetchone()[0] or 0.0

    def scrap(self, sku):
        cur = self.db.execute("delete from parts where sku = ?", [sku])
        if cur.rowcount == 0:
            raise LookupError(f"unknown sku {sku}")
PY
cat > "$P/tests/conftest.py" <<'PY'
import sqlite3
import pytest
from salvage.inventory import Yard


@pytest.fixture
def db():
    conn = sqlite3.connect(":memory:")
    yield conn
    conn.close()


@pytest.fixture
def yard(db, tmp_path):
    path = tmp_path / "parts.csv"
    path.write_text(
        "sku,make,model,year,grade,price\n"
        "AX-1001,Volvo,240,1989,A,120.00\n"
        "AX-1002,Volvo,740,1991,B,80.50\n"
        "AX-1003,Saab,900,1993,A,210.00\n"
        "AX-1004,Saab,9000,1996,C,35.00\n"
    )
    y = Yard(db)
    y.load_csv(path)
    return y


@pytest.fixture
def auction_feed(tmp_path):
    path = tmp_path / "feed.csv"
    path.write_text(
        "sku,make,model,year,grade,price\n"
        "BX-2001,Lada,Niva,1987,B,95.00\n"
        "BX-2002,Lada,Riva,,C,20.00\n"
    )
    return path


@pytest.fixture
def audit_log(db):
    entries = []
    yield entries
    if len(entries) > 2:
        raise RuntimeError(f"audit log overflow: {len(entries)} entries left unflushed")
PY
cat > "$P/tests/test_inventory.py" <<'PY'
import pytest
from salvage.inventory import Yard


def test_find_by_make(yard):
    assert yard.find("Saab") == ["AX-1003", "AX-1004"]


def test_find_by_model(yard):
    assert yard.find("Volvo", "740") == ["AX-1002"]


def test_total_value(yard):
    assert yard.value() == pytest.approx(445.50)


def test_grade_value(yard):
    assert yard.value("A") == pytest.approx(320.00)


def test_import_auction_feed(yard, auction_feed):
    assert yard.load_csv(auction_feed) == 2
    assert yard.find("Lada") == ["BX-2001", "BX-2002"]


def test_scrap_unknown(yard):
    with pytest.raises(KeyError):
        yard.scrap("ZZ-0000")


def test_scrap_logs(yard, audit_log):
    for sku in ["AX-1001", "AX-1002", "AX-1004"]:
        yard.scrap(sku)
        audit_log.append(("scrap", sku))
    assert yard.find("Volvo") == []
PY
cd "$P"
run python3 -m pytest tests -rA -p no:cacheprovider --basetemp=.pytest-tmp | neut
