#!/usr/bin/env bash
# A yurt-campsite booking import script crashing with a chained exception (raise ... from ...,
# plus an exception raised while handling another).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/yurtcamp
rm -rf "$P"; mkdir -p "$P/yurtcamp" "$P/imports"; cd "$P"
touch yurtcamp/__init__.py
cat > yurtcamp/pitches.py <<'T'
PITCHES = {
    "Y1": {"beds": 4, "stove": True, "season": ("04-01", "10-31")},
    "Y2": {"beds": 2, "stove": True, "season": ("04-01", "10-31")},
    "Y3": {"beds": 6, "stove": False, "season": ("05-15", "09-15")},
    "BELL-A": {"beds": 3, "stove": False, "season": ("05-01", "09-30")},
}


class PitchUnavailable(Exception):
    pass


def check_season(pitch, mmdd):
    start, end = PITCHES[pitch]["season"]
    if not (start <= mmdd <= end):
        raise PitchUnavailable(f"{pitch} closed on {mmdd} (season {start}..{end})")
T
cat > yurtcamp/parse.py <<'T'
import csv
from datetime import date
from .pitches import PITCHES


class BookingFormatError(ValueError):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno


def parse_row(lineno, row):
    try:
        arrive = date.fromisoformat(row["arrive"])
        nights = int(row["nights"])
        guests = int(row["guests"])
    except ValueError as exc:
        raise BookingFormatError(lineno, f"bad field in {row!r}") from exc
    pitch = row["pitch"].strip().upper()
    if guests > PITCHES[pitch]["beds"]:
        raise BookingFormatError(lineno, f"{guests} guests for {pitch}")
    return {"ref": row["ref"], "pitch": pitch, "arrive": arrive, "nights": nights, "guests": guests}


def read_bookings(path):
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            yield parse_row(lineno, row)
T
cat > yurtcamp/importer.py <<'T'
import json
import sys
from .parse import read_bookings, BookingFormatError
from .pitches import check_season


class ImportAborted(RuntimeError):
    pass


def import_file(path, ledger):
    done = 0
    try:
        for b in read_bookings(path):
            check_season(b["pitch"], b["arrive"].strftime("%m-%d"))
            ledger.append(b)
            done += 1
    except BookingFormatError as exc:
        report = {"file": str(path), "imported": done, "error": str(exc)}
        with open(ledger.report_path, "w") as fh:
            json.dump(report, fh)
        raise ImportAborted(f"{path}: stopped after {done} bookings") from exc


class Ledger(list):
    report_path = "reports/last_import.json"


def main(argv):
    ledger = Ledger()
    for p in argv:
        import_file(p, ledger)
    print(f"imported {len(ledger)} bookings")


if __name__ == "__main__":
    main(sys.argv[1:])
T
cat > imports/2026-spring.csv <<'T'
ref,pitch,arrive,nights,guests
YC-1041,Y1,2026-04-10,2,4
YC-1042,y2,2026-04-17,3,2
YC-1043,Y3,2026-05-20,7,5
YC-1044,BELL-A,2026-05-02,2,3
YC-1045,Y1,2026-05-09,two,3
YC-1046,Y2,2026-05-22,1,2
T
{ run "python -m yurtcamp.importer imports/2026-spring.csv"; } | neutral
