#!/bin/bash
# A Python batch script for a pigment mill that crashes with a chained exception (raise ... from ...,
# and an exception during handling of another).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pigmentmill
rm -rf "$P"; mkdir -p "$P/pigmill" "$P/batches"
touch "$P/pigmill/__init__.py"
cat > "$P/pigmill/recipes.py" <<'PY'
import json
from fractions import Fraction


class RecipeError(Exception):
    pass


def load_recipe(path):
    with open(path) as fh:
        data = json.load(fh)
    total = sum(Fraction(str(p)) for p in data["parts"].values())
    if total != 1:
        raise RecipeError(f"{path}: parts sum to {float(total):.3f}, not 1")
    return data
PY
cat > "$P/pigmill/grind.py" <<'PY'
from .recipes import load_recipe, RecipeError

MILL_CAPACITY_G = 2500


def schedule(batch_paths, log):
    plan = []
    for path in batch_paths:
        try:
            recipe = load_recipe(path)
        except (KeyError, ValueError) as exc:
            raise RecipeError(f"batch file {path} is malformed") from exc
        grams = recipe["grams"]
        passes = -(-grams // MILL_CAPACITY_G)
        plan.append((recipe["name"], passes))
        log.write(f"{recipe['name']}: {passes} passes\n")
    return plan
PY
cat > "$P/run_batches.py" <<'PY'
import glob
import sys
from pigmill.grind import schedule


class Journal:
    def __init__(self, path):
        self.path = path
        self.fh = open(path, "w")

    def write(self, line):
        self.fh.write(line)

    def close_with_summary(self, plan):
        self.fh.write(f"total passes: {sum(p for _, p in plan)}\n")
        self.fh.close()


def main():
    journal = Journal("journal.txt")
    plan = []
    try:
        plan = schedule(sorted(glob.glob("batches/*.json")), journal)
    finally:
        journal.close_with_summary(plan)
        with open(journal.path) as fh:
            print(fh.read(), end="")
        print(f"summary written for {len(plan)} batches, last={plan[-1][0]}")


if __name__ == "__main__":
    sys.exit(main())
PY
cat > "$P/batches/01-ultramarine.json" <<'PY'
{"name": "ultramarine", "grams": 4200, "parts": {"lapis": 0.7, "linseed": 0.25, "wax": 0.05}}
PY
cat > "$P/batches/02-verdigris.json" <<'PY'
{"name": "verdigris", "grams": 1800, "parts": {"copper acetate": 0.6, "linseed": 0.4}}
PY
cat > "$P/batches/03-madder-lake.json" <<'PY'
{"name": "madder lake", "grams": 900, "parts": {"madder root": 0.55, "alum": "0.3O", "chalk": 0.15}}
PY
cat > "$P/batches/04-lead-white.json" <<'PY'
{"name": "lead white", "grams": 6000, "parts": {"lead carbonate": 0.8, "walnut oil": 0.2}}
PY
cd "$P"
run python3 run_batches.py | neut
