#!/usr/bin/env bash
# Yak herd grazing-rotation planner: a CLI logs pasture loading, then crashes with chained exceptions.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/yakherd
rm -rf "$P"; mkdir -p "$P/yakherd" "$P/data"
cd "$P"
cat > yakherd/__init__.py <<'X'
X
cat > yakherd/pastures.py <<'X'
import csv
import logging

log = logging.getLogger("yakherd.pastures")


class PastureError(Exception):
    pass


def parse_row(row):
    return {
        "name": row["pasture"],
        "altitude_m": int(row["altitude_m"]),
        "hectares": float(row["hectares"]),
        "forage_kg_ha": float(row["forage_kg_ha"]),
    }


def load(path):
    pastures = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                p = parse_row(row)
            except ValueError as exc:
                raise PastureError(f"{path}:{lineno}: bad pasture row {row['pasture']!r}") from exc
            log.info("pasture %-18s alt=%5d m  area=%6.1f ha  forage=%7.1f kg/ha",
                     p["name"], p["altitude_m"], p["hectares"], p["forage_kg_ha"])
            pastures.append(p)
    return pastures
X
cat > yakherd/rotation.py <<'X'
import logging
from . import pastures

log = logging.getLogger("yakherd.rotation")
INTAKE_KG_PER_DAY = 6.5


class RotationError(Exception):
    pass


def plan(path, herd_size):
    try:
        ps = pastures.load(path)
    except pastures.PastureError as exc:
        raise RotationError(f"cannot plan rotation for {herd_size} yaks") from exc
    days = []
    for p in ps:
        stock_days = p["hectares"] * p["forage_kg_ha"] / (herd_size * INTAKE_KG_PER_DAY)
        days.append((p["name"], round(stock_days, 1)))
    return days
X
cat > yakherd/__main__.py <<'X'
import logging
import sys
from .rotation import plan, RotationError

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                    datefmt="%H:%M:%S")
log = logging.getLogger("yakherd")


def main(argv):
    path, herd = argv[1], int(argv[2])
    log.info("planning summer rotation: file=%s herd=%d", path, herd)
    try:
        result = plan(path, herd)
    except RotationError:
        log.error("rotation failed; last good plan kept at %s", OUTBOX)
        raise
    for name, d in result:
        print(f"{name:18s} {d:6.1f} days")


if __name__ == "__main__":
    main(sys.argv)
X
python3 - <<'X'
import random
random.seed(17)
valleys = ["Khangai", "Tsagaan", "Urgun", "Bayan", "Shiveet", "Del", "Ulaan", "Tamir", "Khuiten", "Nariin"]
rows = ["pasture,altitude_m,hectares,forage_kg_ha"]
n = 0
for v in valleys:
    for k in range(1, 17):
        n += 1
        alt = random.randint(2300, 4100)
        ha = round(random.uniform(8, 140), 1)
        forage = round(random.uniform(300, 2200), 1)
        if n == 131:
            rows.append(f"{v}-{k:02d} upper,{alt},{ha},n/a")
        else:
            rows.append(f"{v}-{k:02d},{alt},{ha},{forage}")
open("data/summer-2026.csv", "w").write("\n".join(rows) + "\n")
X
capture d17c-py-yakherd-chained "python -m yakherd data/summer-2026.csv 240"
