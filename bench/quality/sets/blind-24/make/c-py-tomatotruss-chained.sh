#!/bin/bash
# a Python import job for glasshouse sensor readings crashing with chained exceptions (raise ... from, and during handling)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tomatotruss
fresh $P
mkdir -p tomatotruss data
touch tomatotruss/__init__.py
cat > tomatotruss/readings.py <<'PY'
import csv
from dataclasses import dataclass
from datetime import datetime


class ReadingError(Exception):
    pass


@dataclass
class Reading:
    house: str
    bay: int
    at: datetime
    temp_c: float
    rh: float
    ec: float


def parse_row(row, lineno):
    try:
        return Reading(row["house"], int(row["bay"]), datetime.fromisoformat(row["at"]),
                       float(row["temp_c"]), float(row["rh"]), float(row["ec_mScm"]))
    except (KeyError, ValueError) as exc:
        raise ReadingError(f"line {lineno}: cannot parse reading {dict(row)!r}") from exc


def load(path):
    with open(path, newline="") as fh:
        return [parse_row(r, i) for i, r in enumerate(csv.DictReader(fh), start=2)]
PY
cat > tomatotruss/store.py <<'PY'
import sqlite3


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("create table if not exists readings(house, bay, at, temp_c, rh, ec)")

    def save(self, readings):
        self.db.executemany("insert into readings values (?,?,?,?,?,?)",
                            [(r.house, r.bay, r.at.isoformat(), r.temp_c, r.rh, r.ec) for r in readings])

    def rollback_and_mark(self, batch):
        self.db.rollback()
        self.db.execute("insert into import_failures(batch) values (?)", (batch,))
PY
cat > tomatotruss/importer.py <<'PY'
import logging
import sys

from .readings import load, ReadingError
from .store import Store

log = logging.getLogger("tomatotruss.import")


class ImportFailed(RuntimeError):
    pass


def import_batch(store, path):
    log.info("loading %s", path)
    try:
        readings = load(path)
    except ReadingError as exc:
        raise ImportFailed(f"batch {path} rejected") from exc
    store.save(readings)
    log.info("saved %d readings from %s", len(readings), path)
    return len(readings)


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%H:%M:%S")
    store = Store("glasshouse.db")
    total = 0
    for path in argv:
        try:
            total += import_batch(store, path)
        except ImportFailed:
            store.rollback_and_mark(path)
            raise
    log.info("imported %d readings", total)


if __name__ == "__main__":
    main(sys.argv[1:])
PY
python3 - <<'PY'
import random
random.seed(7)
for n, house in enumerate(["north", "south", "annex"]):
    with open(f"data/{house}.csv", "w") as fh:
        fh.write("house,bay,at,temp_c,rh,ec_mScm\n")
        for i in range(60):
            t = f"2024-06-1{n}T{6 + i // 6:02d}:{(i % 6) * 10:02d}:00"
            temp = f"{random.uniform(18, 29):.1f}"
            if house == "south" and i == 37:
                temp = "21.4C"
            fh.write(f"{house},{1 + i % 8},{t},{temp},{random.uniform(60, 90):.0f},{random.uniform(2, 4):.2f}\n")
PY
cd $P
{ run python -m tomatotruss.importer data/north.csv data/south.csv data/annex.csv; } | neutral | sed -E 's/^[0-9]{2}:[0-9]{2}:[0-9]{2} /06:41:12 /'
