#!/usr/bin/env bash
# c-py-bellfoundry-chained: a bell-foundry casting planner crashes on a bad
# alloy sheet; the traceback has both explicit (`raise ... from`) and implicit
# ("During handling ...") chaining.
# Usage: WORK=<scratch dir> bash c-py-bellfoundry-chained.sh > ../outputs/c-py-bellfoundry-chained.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/bellcast
rm -rf "$P"; mkdir -p "$P/bellcast" "$P/data"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > data/alloys.csv <<'T'
code,copper,tin,lead,density
BR-78,78,22,0,8.72
BR-80,80,20,0,8.74
BR-77P,77,22,1,8.70
BR-76,76,24,0,8.70
BR-79X,79,21,0.5,8.7.3
T
cat > data/orders.json <<'T'
[
  {"tower": "St Aldhelm", "bell": "treble", "note": "E5", "diameter_mm": 610, "alloy": "BR-78"},
  {"tower": "St Aldhelm", "bell": "2", "note": "D5", "diameter_mm": 660, "alloy": "BR-78"},
  {"tower": "Harrowgate Minster", "bell": "tenor", "note": "C4", "diameter_mm": 1320, "alloy": "BR-79X"}
]
T
touch bellcast/__init__.py
cat > bellcast/alloys.py <<'T'
import csv
from dataclasses import dataclass


class AlloyError(Exception):
    pass


@dataclass(frozen=True)
class Alloy:
    code: str
    copper: float
    tin: float
    lead: float
    density: float


def _row_to_alloy(row: dict) -> Alloy:
    return Alloy(row["code"], float(row["copper"]), float(row["tin"]),
                 float(row["lead"]), float(row["density"]))


def load_alloys(path) -> dict[str, Alloy]:
    out = {}
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out[row["code"]] = _row_to_alloy(row)
            except ValueError as exc:
                raise AlloyError(f"{path}:{lineno}: bad alloy row {row['code']!r}") from exc
    return out
T
cat > bellcast/casting.py <<'T'
import json
import math
import logging

from .alloys import AlloyError, load_alloys

log = logging.getLogger("bellcast")


def bell_mass_kg(diameter_mm: float, density: float) -> float:
    # empirical: mass grows with the cube of the diameter
    d = diameter_mm / 1000
    return round(0.148 * math.pi * d ** 3 * density * 1000 / 8.7, 1)


def plan(orders_path, alloys_path):
    try:
        alloys = load_alloys(alloys_path)
    except AlloyError:
        log.warning("falling back to cached alloy table")
        with open("data/alloys.cache.json") as fh:
            alloys = json.load(fh)
    orders = json.load(open(orders_path))
    return [(o["tower"], o["bell"], bell_mass_kg(o["diameter_mm"], alloys[o["alloy"]].density))
            for o in orders]
T
cat > cast_plan.py <<'T'
import logging
import sys

from bellcast.casting import plan

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")

if __name__ == "__main__":
    for tower, bell, kg in plan(sys.argv[1], sys.argv[2]):
        print(f"{tower:20} {bell:6} {kg:8.1f} kg")
T
{
  echo '$ python cast_plan.py data/orders.json data/alloys.csv'
  python3 cast_plan.py data/orders.json data/alloys.csv 2>&1; echo "exit status: $?"
} | neutral
