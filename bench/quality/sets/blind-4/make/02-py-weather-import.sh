#!/bin/sh
# Weather-station CSV importer: application log lines, then a chained traceback.
# usage: BASE=<scratch dir> sh make/02-py-weather-import.sh > outputs/02-py-weather-import.txt
set -u
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/wxstation"; rm -rf "$P"; mkdir -p "$P/wximport" "$P/data"; cd "$P"
python3 - <<'EOF'
import random
random.seed(7)
stations = ["KBOU", "KDEN", "KAPA", "KBJC"]
for s in stations:
    with open(f"data/{s}_2024-03.csv", "w") as f:
        f.write("timestamp,temp_c,humidity,pressure_hpa,wind_kmh,wind_dir\n")
        for d in range(1, 32):
            for h in (0, 6, 12, 18):
                t = round(random.uniform(-8, 18), 1)
                hum = random.randint(15, 95)
                p = round(random.uniform(1002, 1031), 1)
                w = round(random.uniform(0, 55), 1)
                wd = random.choice(["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
                if s == "KDEN" and d == 23 and h == 12:
                    p = "1O13.4"   # letter O typed instead of zero
                f.write(f"2024-03-{d:02d}T{h:02d}:00:00,{t},{hum},{p},{w},{wd}\n")
EOF
cat > wximport/__init__.py <<'EOF'
EOF
cat > wximport/schema.py <<'EOF'
from dataclasses import dataclass
from datetime import datetime


class RowError(Exception):
    def __init__(self, path, lineno, msg):
        super().__init__(f"{path}:{lineno}: {msg}")
        self.path, self.lineno = path, lineno


@dataclass
class Reading:
    station: str
    at: datetime
    temp_c: float
    humidity: int
    pressure_hpa: float
    wind_kmh: float
    wind_dir: str


def parse_row(station, row):
    return Reading(
        station=station,
        at=datetime.fromisoformat(row["timestamp"]),
        temp_c=float(row["temp_c"]),
        humidity=int(row["humidity"]),
        pressure_hpa=float(row["pressure_hpa"]),
        wind_kmh=float(row["wind_kmh"]),
        wind_dir=row["wind_dir"],
    )
EOF
cat > wximport/store.py <<'EOF'
import logging
import sqlite3

log = logging.getLogger("wximport.store")


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS readings (station TEXT, at TEXT, temp REAL,"
            " hum INTEGER, pres REAL, wind REAL, dir TEXT, PRIMARY KEY (station, at))")

    def insert_many(self, readings):
        self.db.executemany(
            "INSERT INTO readings VALUES (?,?,?,?,?,?,?)",
            [(r.station, r.at.isoformat(), r.temp_c, r.humidity, r.pressure_hpa,
              r.wind_kmh, r.wind_dir) for r in readings])
        log.debug("inserted %d rows", len(readings))

    def rollback(self, station):
        log.warning("rolling back partial import of %s", station)
        self.db.execute("DELETE FROM readings WHERE station = ?", (station,))
        self.db.execute("DELETE FROM import_log WHERE station = ?", (station,))

    def commit(self):
        self.db.commit()
EOF
cat > wximport/importer.py <<'EOF'
import csv
import logging
from pathlib import Path

from .schema import RowError, parse_row
from .store import Store

log = logging.getLogger("wximport.importer")
BATCH = 12


def import_file(store, path):
    station = path.name.split("_")[0]
    log.info("importing %s (station %s)", path.name, station)
    batch, count = [], 0
    with path.open(newline="") as f:
        for lineno, row in enumerate(csv.DictReader(f), start=2):
            try:
                batch.append(parse_row(station, row))
            except ValueError as e:
                raise RowError(path.name, lineno, f"bad value in row: {e}") from e
            if len(batch) == BATCH:
                store.insert_many(batch)
                count += len(batch)
                log.debug("%s: %d rows so far", station, count)
                batch = []
    if batch:
        store.insert_many(batch)
        count += len(batch)
    log.info("%s: %d readings imported", station, count)
    return count


def import_dir(db_path, data_dir):
    store = Store(db_path)
    total = 0
    for path in sorted(Path(data_dir).glob("*.csv")):
        try:
            total += import_file(store, path)
        except RowError:
            store.rollback(path.name.split("_")[0])
            raise
        store.commit()
    log.info("done: %d readings", total)
    return total
EOF
cat > run_import.py <<'EOF'
import logging
import sys
from wximport.importer import import_dir

logging.basicConfig(level=logging.DEBUG,
                    format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
sys.exit(0 if import_dir("weather.db", "data") else 1)
EOF
{ python3 run_import.py 2>&1; echo "exit status: $?"; } | neut
