#!/bin/bash
# Long python logging output of a small irrigation sluice-gate controller service replaying a day of sensor events.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/sluicegate; rm -rf "$P"; mkdir -p "$P/sluicegate"; cd "$P"
cat > sluicegate/__init__.py <<'PY'
PY
cat > sluicegate/service.py <<'PY'
import logging, random, sys, time

START = 1717200000.0  # simulated clock
_clock = [START]

class SimClock(logging.Filter):
    def filter(self, record):
        record.created = _clock[0]
        record.msecs = (_clock[0] % 1) * 1000
        return True

logging.basicConfig(level=logging.DEBUG, stream=sys.stdout,
                    format="%(asctime)s.%(msecs)03d %(levelname)-7s %(name)-18s %(message)s",
                    datefmt="%Y-%m-%d %H:%M:%S")
for h in logging.getLogger().handlers:
    h.addFilter(SimClock())
logging.Formatter.converter = time.gmtime
log = logging.getLogger("sluicegate.ctl")
mlog = logging.getLogger("sluicegate.modbus")
alog = logging.getLogger("sluicegate.alloc")

GATES = {"G1-Westfield": 0.0, "G2-Orchard": 0.0, "G3-Millrace": 0.0, "G4-Lowmeadow": 0.0}
QUOTA = {"G1-Westfield": 410.0, "G2-Orchard": 260.0, "G3-Millrace": 520.0, "G4-Lowmeadow": 300.0}
used = {g: 0.0 for g in GATES}

def tick(i, rnd):
    _clock[0] += 30 + rnd.random() * 2
    level = 1.85 + 0.25 * ((i % 240) / 240.0) - rnd.random() * 0.02
    mlog.debug("poll unit=7 reg=40011 level_m=%.3f latency_ms=%d", level, 8 + rnd.randint(0, 9))
    for g in GATES:
        flow = round(rnd.uniform(0.05, 0.35) * (1 if GATES[g] > 0 else 0.0), 3)
        used[g] += flow * 30
    if i % 12 == 0:
        g = list(GATES)[(i // 12) % 4]
        opening = round(rnd.uniform(0.2, 0.9), 2)
        GATES[g] = opening
        log.info("gate %s set opening=%.2f (canal level %.2f m)", g, opening, level)
    if i % 60 == 0:
        alog.info("allocation check: %s", ", ".join(f"{g}={used[g]:.0f}/{QUOTA[g]:.0f} m3" for g in GATES))
    if i == 517:
        mlog.warning("poll unit=7 reg=40011 timeout after 1500 ms, retry 1/3")
        mlog.warning("poll unit=7 reg=40011 timeout after 1500 ms, retry 2/3")
        mlog.info("poll unit=7 reg=40011 recovered after 2 retries")
    if i == 1288:
        try:
            ratio = used["G3-Millrace"] / (QUOTA["G3-Millrace"] - used["G3-Millrace"] - 0.0 * i) if False else 1 / 0
        except ZeroDivisionError:
            alog.exception("quota projection failed for G3-Millrace (remaining quota 0.0 m3); keeping last opening")
    if i == 1650:
        GATES["G2-Orchard"] = 0.0
        log.warning("gate G2-Orchard closed: downstream float switch FS-4 tripped (high water)")
    if i == 1702:
        log.info("gate G2-Orchard float switch FS-4 cleared after 26.0 min")

def main():
    rnd = random.Random(7)
    log.info("sluicegate controller 2.4.1 starting, 4 gates, modbus tcp 10.20.0.7:502 unit 7")
    log.info("quota file loaded: quotas/2024-06.toml (4 gates, total 1490 m3/day)")
    for i in range(1, 2300):
        tick(i, rnd)
    _clock[0] += 5
    log.info("replay finished: 2299 ticks, %s", ", ".join(f"{g}={used[g]:.0f} m3" for g in GATES))
    over = [g for g in GATES if used[g] > QUOTA[g]]
    if over:
        log.error("quota exceeded for %s", ", ".join(over))
        return 3
    return 0

if __name__ == "__main__":
    sys.exit(main())
PY
run "python -m sluicegate.service" | neutral > "$OUTDIR/c-pylog-sluicegate-long.txt"
