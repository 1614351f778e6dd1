#!/bin/bash
# Python traceback with chained exceptions ("During handling..." and "The above exception was the direct cause...")
# from a calligraphy-workshop booking importer.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/inkwell-bookings; fresh "$P"; cd "$P"
mkdir -p inkwell data
cat > inkwell/__init__.py <<'PY'
PY
cat > inkwell/errors.py <<'PY'
class ImportFailed(Exception):
    pass
PY
cat > inkwell/nibs.py <<'PY'
NIB_STOCK = {"italic-2.0": 14, "italic-3.5": 9, "pointed-g": 22, "brause-361": 6}

def reserve(nib, seats):
    left = NIB_STOCK[nib]
    if seats > left:
        raise ValueError(f"only {left} {nib} nibs left, {seats} requested")
    NIB_STOCK[nib] = left - seats
    return NIB_STOCK[nib]
PY
cat > inkwell/importer.py <<'PY'
import csv, json
from datetime import date
from .nibs import reserve
from .errors import ImportFailed

def parse_row(row):
    day = date.fromisoformat(row["date"])
    seats = int(row["seats"])
    return {"workshop": row["workshop"], "date": day, "seats": seats, "nib": row["nib"]}

def apply_booking(b):
    try:
        return reserve(b["nib"], b["seats"])
    except KeyError as exc:
        raise LookupError(f"workshop {b['workshop']!r} uses unknown nib {b['nib']!r}") from exc

def load(path):
    done = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                booking = parse_row(row)
                apply_booking(booking)
                done.append(booking)
            except (LookupError, ValueError) as exc:
                raise ImportFailed(f"{path}:{lineno}: cannot import booking") from exc
    return done

def write_summary(bookings, out):
    with open(out, "w") as fh:
        json.dump(bookings, fh)
PY
cat > inkwell/cli.py <<'PY'
import sys, logging
from .importer import load, write_summary

log = logging.getLogger("inkwell")

def main(argv):
    bookings = load(argv[1])
    try:
        write_summary(bookings, argv[2])
    except TypeError:
        log.error("summary failed for %d bookings", len(bookings))
        raise RuntimeError("could not write booking summary")

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    main(sys.argv)
PY
cat > data/spring.csv <<'CSV'
workshop,date,seats,nib
Foundational Hand,2026-03-07,6,italic-3.5
Copperplate Basics,2026-03-14,8,pointed-g
Uncial Weekend,2026-03-21,4,italic-2.0
Blackletter Intro,2026-03-28,5,brause-361
CSV
cat > data/autumn.csv <<'CSV'
workshop,date,seats,nib
Roman Capitals,2026-09-05,6,italic-3.5
Spencerian Flourish,2026-09-12,7,pointed-g
Gothic Textura,2026-09-19,4,parallel-3.8
CSV
capture py-calligraphy-chained "$P" 'python -m inkwell.cli data/spring.csv out/spring.json; python -m inkwell.cli data/autumn.csv out/autumn.json'
