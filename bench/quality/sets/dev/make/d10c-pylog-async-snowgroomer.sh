#!/usr/bin/env bash
# asyncio dispatcher for ski-resort snow groomers: several loggers, a captured DeprecationWarning early, timeouts, and a fatal chained exception late.
set -u
P=${WORK:-/home/dev}/snowgroomer-dispatch
rm -rf "$P"; mkdir -p "$P/groomers"
cd "$P"
cat > groomers/__init__.py <<'PY'
PY
cat > groomers/compat.py <<'PY'
import warnings
def slope_grade(percent):
    warnings.warn("slope_grade() is deprecated; use terrain.grade_of(run) instead", DeprecationWarning, stacklevel=2)
    return "black" if percent > 40 else "red" if percent > 25 else "blue"
PY
cat > groomers/telemetry.py <<'PY'
import asyncio, logging, random
log = logging.getLogger("groomers.telemetry")
class LinkDown(Exception):
    pass
async def poll(unit, rnd):
    delay = rnd.uniform(0.005, 0.03)
    if unit == "PB-07":
        delay = 0.4
    await asyncio.sleep(delay)
    fuel = round(rnd.uniform(18, 96), 1)
    blade_c = round(rnd.uniform(-9, 4), 1)
    log.debug("unit=%s fuel=%.1f%% blade_temp=%.1fC rssi=%d", unit, fuel, blade_c, rnd.randint(-92, -51))
    return {"unit": unit, "fuel": fuel, "blade_c": blade_c}
PY
cat > groomers/dispatch.py <<'PY'
import asyncio, json, logging, random, sys
from .compat import slope_grade
from .telemetry import poll

log = logging.getLogger("groomers.dispatch")
plan_log = logging.getLogger("groomers.plan")
RUNS = {"Eagle Chute": 44, "Lynx Bowl": 31, "Marmot Meadow": 12, "Ptarmigan Traverse": 18, "Glacier Gate": 36,
        "Cornice Line": 47, "Hare Hollow": 9, "Summit Spiral": 28, "Fox Glade": 22, "Avalanche Alley": 39}
UNITS = [f"PB-{n:02d}" for n in range(1, 10)]

class DispatchError(Exception):
    pass

def load_shift(path):
    with open(path) as f:
        return json.load(f)

async def night(n, rnd):
    log.info("night %d: polling %d units", n, len(UNITS))
    results = await asyncio.gather(*(asyncio.wait_for(poll(u, rnd), timeout=0.25) for u in UNITS), return_exceptions=True)
    ready = []
    for u, r in zip(UNITS, results):
        if isinstance(r, asyncio.TimeoutError):
            log.warning("night %d: unit %s telemetry timed out after 0.25s, skipping", n, u)
        elif r["fuel"] < 25:
            log.warning("night %d: unit %s fuel low (%.1f%%), sending to depot", n, u, r["fuel"])
        else:
            ready.append(u)
    order = sorted(RUNS, key=lambda r: -RUNS[r])
    for i, run in enumerate(order):
        unit = ready[i % len(ready)]
        plan_log.info("night %d: %-18s grade=%-5s -> %s", n, run, slope_grade(RUNS[run]), unit)
    log.info("night %d: %d runs assigned to %d units", n, len(order), len(ready))

async def main():
    rnd = random.Random(2026)
    log.info("dispatcher starting: %d runs, %d units", len(RUNS), len(UNITS))
    for n in range(1, 9):
        await night(n, rnd)
    try:
        shift = load_shift("shifts/2026-12-06.json")
    except FileNotFoundError as e:
        raise DispatchError("cannot publish weekend rota: shift file missing") from e
    log.info("published rota %s", shift)

if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-8s [%(name)s] %(message)s", stream=sys.stdout)
    logging.captureWarnings(True)
    import warnings; warnings.simplefilter("default")
    asyncio.run(main())
PY
{
  echo '$ python3 -m groomers.dispatch'
  python3 -m groomers.dispatch 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
