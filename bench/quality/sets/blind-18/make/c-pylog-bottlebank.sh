#!/bin/bash
# A small glass-recycling collection service run through a simulated shift; python logging to stderr.
. "$(dirname "$0")/c-lib.sh"
setup bottlebank
mkdir -p bottlebank
touch bottlebank/__init__.py
cat > bottlebank/service.py <<'PY'
import logging, random, sys, time

START = 1764403200.0  # simulated clock: 2025-11-29 08:00:00 UTC
_clock = [START]

class SimClock(logging.Filter):
    def filter(self, record):
        record.created = _clock[0]
        record.msecs = (_clock[0] % 1) * 1000
        return True

def tick(s):
    _clock[0] += s

logging.Formatter.converter = time.gmtime
h = logging.StreamHandler(sys.stderr)
h.addFilter(SimClock())
h.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s", "%Y-%m-%d %H:%M:%S"))
logging.basicConfig(level=logging.DEBUG, handlers=[h])

log = logging.getLogger("bottlebank.route")
slog = logging.getLogger("bottlebank.sensors")
wlog = logging.getLogger("bottlebank.weighbridge")
dlog = logging.getLogger("bottlebank.dispatch")

rng = random.Random(48)
SITES = [f"BB-{n:03d}" for n in range(1, 421)]
COLOURS = ["clear", "green", "amber"]

class SensorTimeout(Exception):
    pass

def read_fill(site):
    if site == "BB-317":
        raise SensorTimeout(f"ultrasonic sensor on {site} did not answer within 5.0s")
    return {c: rng.randint(5, 100) for c in COLOURS}

def run_shift():
    log.info("shift started: truck=TRK-07 driver=olsen sites=%d capacity_kg=9000", len(SITES))
    load = 0.0
    collected = 0
    visits = 0
    for i, site in enumerate(SITES):
        tick(rng.uniform(15, 45))
        log.debug("arriving at %s (stop %d/%d)", site, i + 1, len(SITES))
        try:
            fill = read_fill(site)
        except SensorTimeout:
            slog.exception("fill reading failed for %s, assuming full", site)
            fill = {c: 100 for c in COLOURS}
        for c in COLOURS:
            slog.debug("%s %s fill=%d%%", site, c, fill[c])
        due = [c for c in COLOURS if fill[c] >= 70]
        if not due:
            log.info("%s skipped: highest fill %d%%", site, max(fill.values()))
            continue
        for c in due:
            kg = round(fill[c] * rng.uniform(2.2, 3.4), 1)
            tick(rng.uniform(20, 60))
            load += kg
            collected += 1
            log.info("%s emptied %s bank: %.1f kg (truck load %.1f kg)", site, c, kg, load)
        if load > 7800:
            dlog.warning("truck load %.1f kg above 85%% of capacity after %s, returning to depot", load, site)
            tick(900)
            wlog.info("weighbridge ticket WB-%05d: gross %.1f kg tare 7420.0 kg net %.1f kg", 20000 + i, load + 7420, load)
            visits += 1
            if visits == 6:
                wlog.warning("weighbridge reading differs from truck estimate by 4.8%% (ticket WB-%05d)", 20000 + i)
            load = 0.0
            log.info("back on route after depot unload")
    wlog.info("final weighbridge ticket: net %.1f kg", load)
    d = int(_clock[0] - START)
    log.info("shift finished: %d banks emptied, duration %dh%02dm", collected, d // 3600, d % 3600 // 60)

if __name__ == "__main__":
    run_shift()
PY
capture pylog-bottlebank <<'CMDS'
python3 -m bottlebank.service
CMDS
