#!/bin/bash
# a Python CLI crashing with a chained traceback (raise ... from ...) in a coffee-cupping score importer
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cupping
rm -rf "$P"; mkdir -p "$P/cupping" "$P/data"
cat > "$P/cupping/__init__.py" <<'PY'
PY
cat > "$P/cupping/sheets.py" <<'PY'
import csv
from decimal import Decimal, InvalidOperation

ATTRIBUTES = ("fragrance", "flavor", "aftertaste", "acidity", "body", "balance")


class SheetError(Exception):
    pass


def parse_score(raw, attr, lot):
    try:
        value = Decimal(raw.strip())
    except InvalidOperation as exc:
        raise SheetError(f"lot {lot}: bad {attr} score {raw!r}") from exc
    if not Decimal("6") <= value <= Decimal("10"):
        raise SheetError(f"lot {lot}: {attr} score {value} outside 6-10")
    return value


def read_sheet(path):
    rows = []
    with open(path, newline="") as f:
        for rec in csv.DictReader(f):
            scores = {a: parse_score(rec[a], a, rec["lot"]) for a in ATTRIBUTES}
            rows.append((rec["lot"], rec["cupper"], scores))
    return rows
PY
cat > "$P/cupping/importer.py" <<'PY'
import sqlite3
from .sheets import read_sheet, SheetError


class ImportFailed(RuntimeError):
    pass


def total(scores):
    return sum(scores.values()) + 40


def store(db, rows):
    for lot, cupper, scores in rows:
        db.execute("insert into cupping(lot, cupper, total) values (?, ?, ?)", (lot, cupper, float(total(scores))))


def import_session(db_path, sheet_paths):
    db = sqlite3.connect(db_path)
    db.execute("create table if not exists cupping(lot text, cupper text, total real)")
    for path in sheet_paths:
        try:
            rows = read_sheet(path)
        except SheetError:
            try:
                db.execute("insert into rejects(path) values (?)", (str(path),))
            except sqlite3.OperationalError as log_exc:
                raise ImportFailed(f"could not record rejected sheet {path}") from log_exc
            continue
        store(db, rows)
    db.commit()
PY
cat > "$P/cupping/__main__.py" <<'PY'
import sys
from .importer import import_session

if __name__ == "__main__":
    import_session(sys.argv[1], sys.argv[2:])
    print("imported", len(sys.argv) - 2, "sheets")
PY
cat > "$P/data/session-0412-a.csv" <<'CSV'
lot,cupper,fragrance,flavor,aftertaste,acidity,body,balance
ET-Guji-07,mirela,8.25,8.5,8.0,8.25,7.75,8.0
CO-Huila-12,mirela,7.75,7.5,7.5,7.75,7.5,7.5
CSV
cat > "$P/data/session-0412-b.csv" <<'CSV'
lot,cupper,fragrance,flavor,aftertaste,acidity,body,balance
KE-Nyeri-03,joaquin,8.5,8.75,8.25,8.75,8.0,8.25
PE-Cajam-21,joaquin,7.5,7,25,7.25,7.5,7.25,7.5
CSV
cd "$P"
{ run "python -m cupping cupping.db data/session-0412-a.csv data/session-0412-b.csv"; } | neutral
