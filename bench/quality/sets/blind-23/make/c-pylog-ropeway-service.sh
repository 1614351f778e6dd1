#!/bin/bash
# Long python-logging output of a small gondola-ropeway telemetry service (simulated clock), one sensor fault inside.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/ropeway-telemetry; fresh "$P"; cd "$P"
mkdir -p ropeway
cat > ropeway/__init__.py <<'PY'
PY
cat > ropeway/service.py <<'PY'
import logging, random, time, sys
from datetime import datetime, timedelta

SIM_START = datetime(2026, 2, 14, 8, 0, 0)
_clock = [0.0]

class SimClock(logging.Filter):
    def filter(self, record):
        t = SIM_START + timedelta(seconds=_clock[0])
        record.simtime = t.strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % int((_clock[0] % 1) * 1000)
        return True

def setup():
    h = logging.StreamHandler(sys.stdout)
    h.addFilter(SimClock())
    h.setFormatter(logging.Formatter("%(simtime)s %(levelname)-7s %(name)s: %(message)s"))
    root = logging.getLogger(); root.addHandler(h); root.setLevel(logging.DEBUG)

log = logging.getLogger("ropeway.main")
drive = logging.getLogger("ropeway.drive")
wind = logging.getLogger("ropeway.anemometer")
cabins = logging.getLogger("ropeway.cabins")
upl = logging.getLogger("ropeway.uplink")

class TensionSensor:
    def __init__(self, tower):
        self.tower = tower
    def read(self, tick):
        if self.tower == "T7" and tick == 1612:
            raw = b"\xff\xff"
            return int.from_bytes(raw, "big") / 0  # garbage frame from the strain gauge
        return round(182.0 + random.uniform(-3.5, 3.5), 1)

def main():
    random.seed(7)
    setup()
    log.info("ropeway-telemetry 3.4.1 starting (line=Alpstein-West, towers=9, cabins=36)")
    log.info("config loaded from /etc/ropeway/telemetry.toml")
    upl.info("uplink connected to scada-gw.local:8443 (tls1.3)")
    sensors = {f"T{i}": TensionSensor(f"T{i}") for i in range(1, 10)}
    speed = 0.0
    gust_peak = 0.0
    for tick in range(1, 3001):
        _clock[0] += 2.0 + random.random() * 0.25
        target = 6.0 if tick > 5 else tick * 1.2
        speed = min(target, speed + 0.4)
        w = round(random.gauss(7.5, 2.2), 1)
        if tick in (1402, 1403, 1404):
            w = round(16.4 + tick % 1402 * 1.3, 1)
        gust_peak = max(gust_peak, w)
        if tick % 2 == 0:
            drive.debug("tick=%d line_speed=%.1f m/s motor_current=%.0f A" % (tick, speed, 410 + random.uniform(-25, 25)))
        if tick % 3 == 0:
            wind.debug("tower=T5 wind=%.1f m/s dir=%d deg" % (w, random.randint(230, 290)))
        if w > 15.0:
            wind.warning("gust %.1f m/s at T5 exceeds 15.0 m/s threshold; reducing line speed to 4.0 m/s" % w)
            speed = 4.0
        if tick % 10 == 0:
            cabins.info("station=valley boarded=%d cabin=%02d doors=closed" % (random.randint(0, 8), tick // 10 % 36 + 1))
        if tick % 13 == 0:
            for name, s in sensors.items():
                if name in ("T3", "T7"):
                    try:
                        v = s.read(tick)
                        drive.debug("haul rope tension tower=%s %.1f kN" % (name, v))
                    except ZeroDivisionError:
                        drive.exception("tension read failed on tower %s; marking sensor degraded" % name)
                        sensors[name] = TensionSensor("T7-degraded")
        if tick % 30 == 0:
            upl.info("pushed %d samples to scada-gw (latency %d ms)" % (random.randint(140, 180), random.randint(18, 60)))
        if tick == 2780:
            upl.warning("scada-gw responded 503; retrying in 5 s (attempt 1/5)")
        if tick == 2783:
            upl.info("uplink recovered after 1 retry")
    log.info("shift ended: %d ticks, peak gust %.1f m/s" % (tick, gust_peak))

if __name__ == "__main__":
    main()
PY
capture pylog-ropeway-service "$P" 'python -m ropeway.service'
