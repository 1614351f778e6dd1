#!/bin/bash
# long python logging output of a small helipad slot-dispatch service replaying one day of requests
. "$(dirname "$0")/c-lib.sh"
P=$WORK/helipad
fresh $P
mkdir -p helipad
touch helipad/__init__.py
cat > helipad/service.py <<'PY'
import logging
import random
from datetime import datetime, timedelta

CLOCK = [datetime(2024, 8, 17, 5, 30, 0)]


class SimClock(logging.Filter):
    def filter(self, record):
        record.simtime = CLOCK[0].strftime("%Y-%m-%d %H:%M:%S") + f",{random.randint(0, 999):03d}"
        return True


def tick(seconds):
    CLOCK[0] += timedelta(seconds=seconds)


log = logging.getLogger("helipad")
PADS = ["H1", "H2", "H3-roof"]
OPERATORS = ["NorthAir Medevac", "Coastline Charter", "Ridgeway Heli-Tours", "GridLine Survey", "Police Air Unit"]


class PadBoard:
    def __init__(self):
        self.slots = {}
        self.fuel = {"H1": 4200, "H2": 3900, "H3-roof": 0}

    def request(self, op, tail, pad, minute):
        key = (pad, minute)
        if key in self.slots:
            return False
        self.slots[key] = (op, tail)
        return True


def main():
    h = logging.StreamHandler()
    h.addFilter(SimClock())
    h.setFormatter(logging.Formatter("%(simtime)s %(levelname)-8s [%(name)s] %(message)s"))
    logging.basicConfig(level=logging.DEBUG, handlers=[h])
    random.seed(1729)
    db = logging.getLogger("helipad.db")
    slots = logging.getLogger("helipad.slots")
    fuel = logging.getLogger("helipad.fuel")
    wx = logging.getLogger("helipad.weather")
    notify = logging.getLogger("helipad.notify")
    log.info("helipad-dispatch 3.8.2 starting (config=/etc/helipad/dispatch.toml, tz=Europe/Oslo)")
    log.info("pads: %s; slot length 15 min; max queue 12", ", ".join(PADS))
    db.info("connected to postgresql://dispatch@db-01:5432/helipad (pool size 8)")
    wx.info("METAR feed subscribed: ENBR every 20 min")
    board = PadBoard()
    n = 0
    for minute in range(0, 22 * 60, 1):
        tick(60)
        if minute % 20 == 0:
            w = random.randint(4, 30)
            vis = random.choice([9999, 9999, 8000, 6000, 4500])
            wx.debug("METAR ENBR wind %03d%02dKT vis %d", random.randint(0, 35) * 10, w, vis)
            if w > 27:
                wx.warning("wind %d kt above roof-pad limit 25 kt: H3-roof closed until next report", w)
        for _ in range(random.randint(0, 1)):
            n += 1
            op = random.choice(OPERATORS)
            tail = "LN-" + "".join(random.choice("ABCDEFGHKLMNOPRSTUVWXYZ") for _ in range(3))
            pad = random.choice(PADS)
            slot = minute + random.randint(10, 90)
            ok = board.request(op, tail, pad, slot - slot % 15)
            hh, mm = divmod(330 + slot - slot % 15, 60)
            if ok:
                slots.info("req#%04d %s %s -> %s %02d:%02d granted", n, op, tail, pad, hh % 24, mm)
            else:
                slots.info("req#%04d %s %s -> %s %02d:%02d busy, offered next slot", n, op, tail, pad, hh % 24, mm)
            db.debug("INSERT slot_request id=%d took %d ms", n, random.randint(2, 19))
            notify.debug("sms queued to %s ops desk (req#%04d)", op, n)
            if n == 317:
                db.warning("slow query: UPDATE pad_slots SET state='held' WHERE pad='H2' took 4812 ms (lock wait on pad_slots_pkey)")
            if n == 463:
                fuel.error("fuel truck FT-2 telemetry lost while refuelling %s on H1; dispatch of jet A-1 suspended", tail)
                fuel.info("retrying telemetry link to FT-2 (1/3)")
                fuel.info("retrying telemetry link to FT-2 (2/3)")
                fuel.info("FT-2 telemetry restored after 2 retries; 310 l delivered to %s", tail)
        if minute % 60 == 0:
            log.info("hourly: %d requests so far, %d slots held, queue depth %d", n, len(board.slots), random.randint(0, 7))
    log.info("shutting down: %d requests handled, %d slots allocated", n, len(board.slots))


if __name__ == "__main__":
    main()
PY
cd $P
{ run python -m helipad.service; } | neutral
