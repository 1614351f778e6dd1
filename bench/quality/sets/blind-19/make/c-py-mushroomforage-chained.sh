#!/usr/bin/env bash
# A Python CLI crash with chained exceptions (raise ... from, and during handling) in a mushroom-foraging log importer.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/forage; rm -rf "$P"; mkdir -p "$P/forage" "$P/data"; cd "$P"
cat > forage/__init__.py <<'X'
X
cat > forage/species.py <<'X'
EDIBILITY = {"chanterelle": "choice", "porcini": "choice", "death cap": "deadly", "hen of the woods": "good"}

class UnknownSpecies(LookupError):
    pass

def edibility(name):
    try:
        return EDIBILITY[name.lower()]
    except KeyError as exc:
        raise UnknownSpecies(f"no edibility record for {name!r}") from exc
X
cat > forage/parse.py <<'X'
import csv
from datetime import date
from .species import edibility

class RecordError(ValueError):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno

def parse_weight(text):
    grams = float(text.rstrip("g"))
    if grams <= 0:
        raise ValueError(f"non-positive weight {text!r}")
    return grams

def parse_row(lineno, row):
    try:
        return {
            "day": date.fromisoformat(row["date"]),
            "species": row["species"],
            "grade": edibility(row["species"]),
            "grams": parse_weight(row["weight"]),
            "grid": row["grid"],
        }
    except (ValueError, LookupError) as exc:
        raise RecordError(lineno, f"bad record for {row.get('species')!r}") from exc

def read_log(path):
    with open(path, newline="") as fh:
        return [parse_row(i, r) for i, r in enumerate(csv.DictReader(fh), start=2)]
X
cat > forage/report.py <<'X'
import json
import sys
from .parse import read_log

def summarise(path, out):
    rows = read_log(path)
    totals = {}
    for r in rows:
        totals[r["species"]] = totals.get(r["species"], 0) + r["grams"]
    out.write(json.dumps(totals, indent=2))

def main(argv):
    cache = open(argv[2], "w") if len(argv) > 2 else sys.stdout
    try:
        summarise(argv[1], cache)
    finally:
        cache.flush()
        cache.close()
        if cache is not sys.stdout:
            cache.write("\n")

if __name__ == "__main__":
    main(sys.argv)
X
cat > data/autumn.csv <<'X'
date,species,weight,grid
2024-09-14,chanterelle,340g,NT2317
2024-09-14,porcini,812g,NT2317
2024-09-21,hen of the woods,1210g,NT2401
2024-09-28,Chanterelle,95g,NT2318
2024-10-05,amethyst deceiver,60g,NT2402
2024-10-05,porcini,455g,NT2402
X
capture c-py-mushroomforage-chained 'python3 -m forage.report data/autumn.csv build/totals.json; mkdir -p build; python3 -m forage.report data/autumn.csv build/totals.json'
