#!/bin/bash
# Bakery proofing-oven scheduler: a run that logs for a while and then dies with chained exceptions.
P=${WORK:-/home/dev}/bakery
rm -rf $P && mkdir -p $P/proofing && cd $P
cat > proofing/__init__.py <<'PY'
PY
cat > proofing/recipes.py <<'PY'
import json

class RecipeError(Exception):
    pass

RECIPES = {
    "baguette":   {"proof_min": 45, "temp_c": 26, "humidity": 75},
    "sourdough":  {"proof_min": 240, "temp_c": 24, "humidity": 70},
    "brioche":    {"proof_min": 90, "temp_c": 27, "humidity": 80},
    "ciabatta":   {"proof_min": 60, "temp_c": 25, "humidity": 78},
    "rye":        {"proof_min": 50, "temp_c": "28", "humidity": 82},
    "focaccia":   {"proof_min": 70, "temp_c": 26, "humidity": 75},
}

def load_recipe(name):
    try:
        r = RECIPES[name]
    except KeyError as exc:
        raise RecipeError(f"no recipe for {name!r}") from exc
    return dict(r)

def target_temp(recipe):
    return recipe["temp_c"] + 0.5
PY
cat > proofing/ovens.py <<'PY'
import logging
log = logging.getLogger("proofing.ovens")

class OvenBusy(Exception):
    pass

class Oven:
    def __init__(self, name, capacity):
        self.name = name
        self.capacity = capacity
        self.slots = []

    def free_at(self, minute):
        return sum(1 for s, e, _ in self.slots if s <= minute < e) < self.capacity

    def book(self, start, end, batch):
        for m in range(start, end):
            if not self.free_at(m):
                raise OvenBusy(f"{self.name} full at minute {m}")
        self.slots.append((start, end, batch))
        log.info("booked %s in %s from t+%d to t+%d", batch, self.name, start, end)
PY
cat > proofing/scheduler.py <<'PY'
import logging
from .recipes import load_recipe, target_temp, RecipeError
from .ovens import Oven, OvenBusy

log = logging.getLogger("proofing.scheduler")

class ScheduleError(Exception):
    pass

def set_cabinet(oven, recipe):
    t = target_temp(recipe)
    log.debug("cabinet %s -> %.1fC / %d%% RH", oven.name, t, recipe["humidity"])
    return t

def schedule(orders, ovens):
    plan = []
    for i, (bread, trays) in enumerate(orders):
        recipe = load_recipe(bread)
        start = i * 15
        for tray in range(trays):
            batch = f"{bread}#{tray+1}"
            for oven in ovens:
                try:
                    oven.book(start, start + recipe["proof_min"], batch)
                    try:
                        set_cabinet(oven, recipe)
                    except TypeError as exc:
                        raise ScheduleError(f"cannot configure {oven.name} for {batch}") from exc
                    plan.append((batch, oven.name, start))
                    break
                except OvenBusy as busy:
                    log.warning("%s; trying next cabinet", busy)
            else:
                raise ScheduleError(f"no cabinet free for {batch}")
    return plan
PY
cat > run_day.py <<'PY'
import logging, sys
from proofing.scheduler import schedule, ScheduleError
from proofing.ovens import Oven

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                    datefmt="%H:%M:%S", stream=sys.stdout)
log = logging.getLogger("run_day")

ORDERS = [("baguette", 4), ("sourdough", 3), ("brioche", 2), ("ciabatta", 3), ("focaccia", 2), ("rye", 2)]

def main():
    ovens = [Oven("cabinet-A", 5), Oven("cabinet-B", 4), Oven("cabinet-C", 4)]
    log.info("planning %d orders over %d cabinets", len(ORDERS), len(ovens))
    try:
        plan = schedule(ORDERS, ovens)
    except ScheduleError as exc:
        log.error("schedule failed")
        raise RuntimeError("morning bake plan could not be built") from exc
    for batch, oven, start in plan:
        print(f"{batch:14} {oven:10} t+{start}")

if __name__ == "__main__":
    main()
PY
python3 run_day.py 2>&1
echo "exit status: $?"
