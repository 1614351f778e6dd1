#!/usr/bin/env bash
# Long python logging output of a small cable-car cabin dispatch service run (one ERROR with traceback, a few WARNINGs, slow-cycle timings).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cablecar; rm -rf "$P"; mkdir -p "$P/cablecar"; cd "$P"
cat > cablecar/__init__.py <<'X'
X
cat > cablecar/service.py <<'X'
import argparse
import logging
import random

log = logging.getLogger("cablecar.dispatch")
wind_log = logging.getLogger("cablecar.wind")
gate_log = logging.getLogger("cablecar.gate")

CABINS = [f"C{n:02d}" for n in range(1, 25)]
STATIONS = ["valley", "midway", "summit"]

class BrakeFault(RuntimeError):
    pass

def check_brake(cabin, pressure):
    if pressure < 5.2:
        raise BrakeFault(f"cabin {cabin}: brake accumulator at {pressure:.1f} bar (< 5.2)")

def dispatch(cycle, rng, t):
    cabin = CABINS[cycle % len(CABINS)]
    station = STATIONS[cycle % 3]
    riders = rng.randint(0, 8)
    gust = round(rng.gauss(28, 6), 1)
    pressure = 6.4 if not (cycle == 1377) else 4.7
    wind_log.debug("cycle=%d gust=%.1fkm/h", cycle, gust)
    if gust > 44:
        wind_log.warning("cycle=%d gust %.1f km/h above 44 km/h: line speed reduced to 3.0 m/s", cycle, gust)
    check_brake(cabin, pressure)
    ms = rng.randint(180, 420) if cycle != 2044 else 5210
    if ms > 2000:
        log.warning("cycle=%d cabin=%s dispatch took %d ms (budget 2000 ms)", cycle, cabin, ms)
    log.info("cycle=%d cabin=%s station=%s riders=%d dispatched in %d ms", cycle, cabin, station, riders, ms)
    if cycle % 250 == 0:
        gate_log.info("turnstile sync: %d passes validated, 0 rejected", 1000 + cycle * 3)
    return riders

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cycles", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", datefmt="%H:%M:%S")
    rng = random.Random(a.seed)
    log.info("cable car dispatcher starting: %d cabins, %d cycles, seed=%d", len(CABINS), a.cycles, a.seed)
    total = faults = 0
    for cycle in range(1, a.cycles + 1):
        try:
            total += dispatch(cycle, rng, 0)
        except BrakeFault:
            faults += 1
            log.exception("cycle=%d cabin held at station, maintenance ticket opened", cycle)
    log.info("shutdown: %d cycles, %d riders carried, %d brake faults", a.cycles, total, faults)

if __name__ == "__main__":
    main()
X
capture c-pylog-cablecar-dispatch 'python3 -m cablecar.service --cycles 2600'
