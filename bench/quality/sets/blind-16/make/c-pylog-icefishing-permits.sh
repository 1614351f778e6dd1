#!/usr/bin/env bash
# Log of a small ice-fishing permit service (python logging) replaying a winter day of requests:
# thousands of INFO lines, a few warnings, one ERROR with traceback, step timings.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/icepermit
rm -rf "$P"; mkdir -p "$P/icepermit"; cd "$P"
touch icepermit/__init__.py
cat > icepermit/service.py <<'T'
import logging
import random
import time

log = logging.getLogger("icepermit")

LAKES = {
    "mille-lacs": 31, "red-lake": 28, "lake-of-the-woods": 35, "leech": 26,
    "winnibigoshish": 30, "vermilion": 24, "cass": 22, "upper-red": 29,
}
MIN_ICE_CM = {"foot": 10, "snowmobile": 15, "car": 25, "truck": 35}


class Clock:
    def __init__(self, start):
        self.now = start

    def tick(self, seconds):
        self.now += seconds


CLOCK = Clock(time.mktime((2026, 1, 17, 5, 58, 0, 0, 0, -1)))


class SimTime(logging.Filter):
    def filter(self, record):
        record.created = CLOCK.now
        record.msecs = (CLOCK.now % 1) * 1000
        return True


class PermitStore:
    def __init__(self):
        self.issued = {}
        self.seq = 4100

    def issue(self, angler, lake, vehicle):
        self.seq += 1
        pid = f"IF-{self.seq}"
        self.issued[pid] = (angler, lake, vehicle)
        return pid


def ice_ok(lake, vehicle, readings):
    thickness = readings[lake]
    return thickness >= MIN_ICE_CM[vehicle], thickness


def reconcile(store, payments):
    unpaid = [pid for pid in store.issued if pid not in payments]
    fee_total = 0
    for pid, amount in payments.items():
        angler, lake, vehicle = store.issued[pid]
        fee_total += amount
    return unpaid, fee_total
T
cat > icepermit/replay.py <<'T'
import logging
import random
import sys
import traceback
from .service import CLOCK, SimTime, LAKES, PermitStore, ice_ok, reconcile, log

handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s",
                                       "%Y-%m-%d %H:%M:%S"))
handler.addFilter(SimTime())
root = logging.getLogger()
root.addHandler(handler)
root.setLevel(logging.INFO)
sensors = logging.getLogger("icepermit.sensors")
http = logging.getLogger("icepermit.http")

rng = random.Random(1701)
FIRST = ["Aino", "Bjorn", "Carla", "Dale", "Esko", "Freya", "Gus", "Hilde", "Ivar", "Jana", "Kurt",
         "Lena", "Mats", "Nora", "Ole", "Pia", "Rune", "Sigrid", "Tor", "Ulla", "Vern", "Wendy"]
LAST = ["Aho", "Berg", "Dahl", "Eklund", "Holm", "Koski", "Lind", "Moe", "Nyberg", "Olson",
        "Rask", "Strand", "Virta", "Wik"]

def fetch_station(station, timeout):
    return _read_socket(station, timeout)


def _read_socket(station, timeout):
    CLOCK.tick(timeout)
    raise TimeoutError(f"no reply from {station} gateway 10.40.7.21:5020 within {timeout}s")


store = PermitStore()
payments = {}
readings = dict(LAKES)
log.info("icepermit 1.8.4 starting (workers=4, db=sqlite:///permits.db)")
log.info("loaded %d lakes, min ice table: foot=10 snowmobile=15 car=25 truck=35", len(LAKES))
CLOCK.tick(2.4)
log.info("sensor sync complete in 2.41s")

for n in range(1, 2501):
    CLOCK.tick(rng.uniform(2, 28))
    if n % 60 == 0:
        for lake in readings:
            readings[lake] += rng.choice([-1, 0, 0, 1])
        if n == 1020:
            try:
                fetch_station("LOTW-7", timeout=3.0)
            except TimeoutError:
                sensors.exception("station LOTW-7 poll failed, keeping last reading for lake-of-the-woods")
        sensors.info("thickness update: %s", ", ".join(f"{k}={v}cm" for k, v in readings.items()))
        if n == 1260:
            readings["cass"] = 19
            sensors.warning("cass: thickness dropped to 19cm at station CASS-3 (pressure ridge reported); car permits suspended")
    angler = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    lake = rng.choice(list(LAKES))
    vehicle = rng.choices(["foot", "snowmobile", "car", "truck"], [5, 4, 3, 1])[0]
    ms = rng.randint(8, 95)
    ok, t = ice_ok(lake, vehicle, readings)
    if not ok:
        http.info("POST /permits 409 %dms lake=%s vehicle=%s ice=%dcm", ms, lake, vehicle, t)
        continue
    pid = store.issue(angler, lake, vehicle)
    if n == 1705:
        ms = 4180
        http.warning("POST /permits 201 %dms lake=%s slow request (db lock wait 4.05s)", ms, lake)
    else:
        http.info("POST /permits 201 %dms lake=%s vehicle=%s permit=%s", ms, lake, vehicle, pid)
    if rng.random() < 0.9 and n != 2210:
        payments[pid] = {"foot": 12, "snowmobile": 20, "car": 35, "truck": 50}[vehicle]
    if n % 150 == 0:
        log.info("checkpoint: %d permits issued, %d paid", len(store.issued), len(payments))

CLOCK.tick(31)
log.info("end of day: starting reconciliation")
payments["IF-9999"] = 35
start = CLOCK.now
try:
    CLOCK.tick(12.7)
    unpaid, total = reconcile(store, payments)
except KeyError:
    log.error("reconciliation failed", exc_info=True)
    del payments["IF-9999"]
    log.info("retrying reconciliation without orphan payments")
    CLOCK.tick(11.9)
    unpaid, total = reconcile(store, payments)
log.info("reconciliation done in %.1fs: %d permits, %d unpaid, fees %d USD",
         CLOCK.now - start, len(store.issued), len(unpaid), total)
CLOCK.tick(0.3)
log.info("shutdown")
T
{ run "python -m icepermit.replay"; } | neutral
