#!/bin/bash
# A ski-area chairlift operations service (python logging, simulated clock) runs one day
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/liftops
rm -rf "$P"; mkdir -p "$P/liftops"
cat > "$P/liftops/__init__.py" <<'PY'
PY
cat > "$P/liftops/service.py" <<'PY'
import logging, random, time
from datetime import datetime, timedelta


class Clock:
    def __init__(self):
        self.t = datetime(2026, 2, 14, 7, 30, 0)

    def tick(self, secs):
        self.t += timedelta(seconds=secs)


CLOCK = Clock()


class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        return CLOCK.t.strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % (record.relativeCreated % 1000)


class AnemometerTimeout(Exception):
    pass


LIFTS = {"Ptarmigan Quad": (4, 2400), "Larch Double": (2, 1200), "Summit Six": (6, 2800),
         "Beginner Carpet": (1, 900)}


def read_anemometer(lift, rnd, fail):
    if fail:
        raise AnemometerTimeout(f"no reply from anemometer on {lift} tower 7 after 2.0 s")
    return round(rnd.uniform(8, 52), 1)


def run_day(seed=21):
    rnd = random.Random(seed)
    log = logging.getLogger("liftops")
    scan = logging.getLogger("liftops.gates")
    wind = logging.getLogger("liftops.wind")
    maint = logging.getLogger("liftops.maint")
    log.info("service start: %d lifts, season day 63", len(LIFTS))
    maint.info("morning grip inspection: Summit Six carriers 1-96 checked")
    CLOCK.tick(412)
    maint.info("morning grip inspection finished in 6 min 52 s, 0 defects")
    open_lifts = set(LIFTS)
    riders = {k: 0 for k in LIFTS}
    stopped = {}
    for step in range(260):
        CLOCK.tick(rnd.randint(60, 200))
        lift = rnd.choice(sorted(open_lifts))
        if step in (202, 211, 220):
            lift = "Summit Six"
        n = rnd.randint(8, 60)
        riders[lift] += n
        scan.info("%s: %3d riders scanned, queue %d min", lift, n, rnd.randint(0, 14))
        if step % 9 == 4:
            try:
                fail = lift == "Summit Six" and step in (202, 211, 220)
                speed = read_anemometer(lift, rnd, fail)
                if speed > 45:
                    wind.warning("%s: gust %.1f km/h above 45 km/h limit, slowing to 60%%", lift, speed)
                else:
                    wind.debug("%s: wind %.1f km/h", lift, speed)
            except AnemometerTimeout:
                wind.exception("anemometer read failed on %s", lift)
        if step == 97:
            wind.warning("Larch Double: gust 61.2 km/h, lift stopped (wind hold)")
            open_lifts.discard("Larch Double")
            stopped["Larch Double"] = CLOCK.t
        if step == 118:
            wind.info("Larch Double: 20 min below 40 km/h, reopening")
            open_lifts.add("Larch Double")
        if step == 60:
            maint.warning("Beginner Carpet: belt tension low (412 N < 450 N), schedule adjustment")
        if step == 221:
            log.error("Summit Six: 3 anemometer failures in a row, lift placed on manual wind watch")
    CLOCK.tick(600)
    for lift, n in riders.items():
        log.info("close: %s carried %d riders", lift, n)
    log.info("service stop: %d riders total", sum(riders.values()))


if __name__ == "__main__":
    h = logging.StreamHandler()
    h.setFormatter(SimFormatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.DEBUG, handlers=[h])
    run_day()
PY
cd "$P"
run "python -m liftops.service" | sed -E 's/,[0-9]{3} /,000 /' | neutral > "$OUTDIR/d18c-pylog-chairlift-ops.txt"
