#!/usr/bin/env bash
# glacier-melt data cleaner: a run that dies with chained exceptions amid log lines
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/glacier-cleaner"
rm -rf "$P"; mkdir -p "$P/glacier" "$P/data"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > glacier/__init__.py <<'EOF'
EOF
cat > glacier/units.py <<'EOF'
def mm_we_to_m(value):
    """Convert millimetres water equivalent to metres ice (density 0.917)."""
    return float(value) / 1000.0 / 0.917
EOF
cat > glacier/reader.py <<'EOF'
import csv
import logging

from .units import mm_we_to_m

log = logging.getLogger("glacier.reader")


class StakeReadingError(Exception):
    pass


def parse_row(row, lineno):
    try:
        return {
            "stake": row["stake"],
            "date": row["date"],
            "melt_m": mm_we_to_m(row["melt_mm_we"]),
            "elev": int(row["elevation_m"]),
        }
    except ValueError as exc:
        raise StakeReadingError(f"bad reading for stake {row.get('stake')!r} on line {lineno}") from exc


def read_station(path):
    rows = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            rows.append(parse_row(row, lineno))
    log.debug("read %d rows from %s", len(rows), path)
    return rows
EOF
cat > glacier/clean.py <<'EOF'
import json
import logging
import os
import sys

from .reader import read_station, StakeReadingError

log = logging.getLogger("glacier.clean")


class CleaningAborted(RuntimeError):
    pass


def write_quarantine(station, err):
    with open(os.path.join("quarantine", f"{station}.json"), "w") as fh:
        json.dump({"station": station, "error": str(err)}, fh)


def clean_station(path):
    station = os.path.splitext(os.path.basename(path))[0]
    try:
        rows = read_station(path)
    except StakeReadingError as err:
        log.warning("station %s: %s; moving to quarantine", station, err)
        write_quarantine(station, err)
        return None
    kept = [r for r in rows if r["melt_m"] >= 0]
    log.info("station %s: %d rows, %d kept, mean melt %.3f m", station, len(rows), len(kept),
             sum(r["melt_m"] for r in kept) / max(len(kept), 1))
    return kept


def main(data_dir):
    results = {}
    for name in sorted(os.listdir(data_dir)):
        path = os.path.join(data_dir, name)
        try:
            results[name] = clean_station(path)
        except OSError as err:
            raise CleaningAborted(f"cannot continue after {name}") from err
    log.info("done: %d stations", len(results))


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    main(sys.argv[1])
EOF
python3 - <<'EOF'
import random
random.seed(7)
stations = ["aletsch", "rhone", "gorner", "morteratsch", "pasterze", "hintereis", "vernagt",
            "sarennes", "argentiere", "mer-de-glace", "storglaciaren", "hellstugubreen",
            "nigardsbreen", "engabreen", "hofsjokull", "austfonna", "kongsvegen", "midtre-lovenbreen",
            "hansbreen", "silvretta", "clariden", "pizol", "findel", "allalin", "tsanfleuron", "plaine-morte",
            "gries", "basodino", "forni", "careser", "lys", "ciardoney", "ossoue", "maladeta", "zongo",
            "chacaltaya", "antizana", "lewis", "gulkana", "wolverine", "south-cascade", "peyto", "place",
            "helm", "athabasca", "saskatchewan", "yala", "abramov", "djankuat", "tuyuksu", "urumqi-no1"]
for s in stations:
    with open(f"data/{s}.csv", "w") as fh:
        fh.write("stake,date,melt_mm_we,elevation_m\n")
        for i in range(random.randint(8, 20)):
            mm = random.randint(-50, 3200)
            val = str(mm)
            if s == "tuyuksu" and i == 6:
                val = "12O4"
            fh.write(f"{s[:3].upper()}-{i:02d},2023-0{random.randint(6,9)}-{random.randint(10,28)},{val},{random.randint(2400,3300)}\n")
EOF
python3 -m glacier.clean data 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
