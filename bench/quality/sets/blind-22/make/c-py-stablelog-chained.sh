#!/bin/bash
# a Python CLI crashing with a chained exception (toy racing-stable feed planner)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/stable-feedplan
rm -rf "$P"; mkdir -p "$P/feedplan" "$P/data"; cd "$P"
touch feedplan/__init__.py
cat > data/horses.csv <<'CSV'
name,weight_kg,workload,ration_profile
Juniper Gale,512,moderate,performance
Copper Lane,478,light,maintenance
Nightjar,530,heavy,performance
Old Tom,602,light,senior
Marigold Run,455,moderate,
CSV
cat > feedplan/rations.py <<'PY'
PROFILES = {
    "performance": {"hay_pct": 1.8, "concentrate_kg": 3.0},
    "maintenance": {"hay_pct": 2.0, "concentrate_kg": 1.0},
    "senior": {"hay_pct": 1.5, "concentrate_kg": 2.0},
}
WORKLOAD_FACTOR = {"light": 1.0, "moderate": 1.15, "heavy": 1.3}

class RationError(Exception):
    pass

def daily_ration(row):
    try:
        profile = PROFILES[row["ration_profile"]]
    except KeyError as exc:
        raise RationError(f"no ration profile for {row['name']!r}") from exc
    factor = WORKLOAD_FACTOR[row["workload"]]
    hay = float(row["weight_kg"]) * profile["hay_pct"] / 100 * factor
    return {"name": row["name"], "hay_kg": round(hay, 1), "conc_kg": profile["concentrate_kg"] * factor}
PY
cat > feedplan/planner.py <<'PY'
import csv
from .rations import daily_ration, RationError

class PlanError(Exception):
    pass

def load(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))

def build_plan(path):
    plan = []
    for lineno, row in enumerate(load(path), start=2):
        try:
            plan.append(daily_ration(row))
        except RationError as exc:
            raise PlanError(f"{path}:{lineno}: cannot plan feed") from exc
    return plan
PY
cat > feedplan/__main__.py <<'PY'
import sys, json
from .planner import build_plan

def main(argv):
    plan = build_plan(argv[1])
    try:
        print(json.dumps(plan, indent=1))
    finally:
        with open("plan.lock") as fh:
            fh.read()

if __name__ == "__main__":
    main(sys.argv)
PY
capture "python3 -m feedplan data/horses.csv" | neutral
