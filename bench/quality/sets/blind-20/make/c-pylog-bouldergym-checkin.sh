#!/bin/bash
# long logging output of a toy bouldering gym check-in / route-setting service replaying a day of events
. "$(dirname "$0")/c-lib.sh"
P=$WORK/boulder-checkin; rm -rf "$P"; mkdir -p "$P/gym"; cd "$P"
touch gym/__init__.py
cat > gym/service.py <<'PY'
import logging, random, datetime

class SimClock(logging.Filter):
    now = datetime.datetime(2024, 5, 18, 6, 45, 0)
    def filter(self, record):
        record.simtime = self.now.strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % (self.now.microsecond // 1000)
        return True

log = logging.getLogger("gym")
members = {}
WALLS = ["cave", "slab", "comp-wall", "kids-corner", "overhang", "training-board"]
GRADES = ["4", "5", "5+", "6A", "6A+", "6B", "6B+", "6C", "7A", "7A+", "7B"]

class WaiverMissing(Exception):
    pass

def check_in(mid, ts):
    m = members.setdefault(mid, {"visits": 0, "waiver": mid % 97 != 13})
    if not m["waiver"]:
        raise WaiverMissing(f"member {mid} has no signed waiver on file")
    m["visits"] += 1
    return m

def replay(seed=7):
    rnd = random.Random(seed)
    clock = SimClock.now
    occupancy = 0
    tick = 0
    logging.getLogger("gym.db").info("connected to postgresql://gym@db.internal:5432/checkin (pool size 8)")
    logging.getLogger("gym.setting").info("loaded 142 problems across %d walls", len(WALLS))
    while SimClock.now.hour < 22:
        tick += 1
        SimClock.now += datetime.timedelta(seconds=rnd.randint(5, 40), milliseconds=rnd.randint(0, 999))
        r = rnd.random()
        if r < 0.45:
            mid = rnd.randint(1000, 1400)
            try:
                m = check_in(mid, SimClock.now)
                occupancy += 1
                logging.getLogger("gym.desk").info("check-in member=%d visit=%d occupancy=%d", mid, m["visits"], occupancy)
            except WaiverMissing:
                logging.getLogger("gym.desk").warning("check-in refused member=%d reason=waiver-missing", mid)
        elif r < 0.80 and occupancy > 0:
            occupancy -= 1
            logging.getLogger("gym.desk").info("check-out occupancy=%d", occupancy)
        elif r < 0.90:
            wall = rnd.choice(WALLS)
            logging.getLogger("gym.setting").info("problem logged wall=%s grade=%s sends=%d", wall, rnd.choice(GRADES), rnd.randint(1, 30))
        elif r < 0.97:
            logging.getLogger("gym.shop").info("sale item=%s amount=%.2f", rnd.choice(["chalk-ball", "day-pass", "shoe-hire", "tape", "coffee", "10-visit-card"]), rnd.choice([2.5, 3.0, 4.5, 12.0, 95.0]))
        else:
            ms = rnd.randint(20, 400)
            lg = logging.getLogger("gym.db")
            (lg.warning if ms > 250 else lg.debug)("query checkin_upsert took %d ms", ms)
        if tick == 1211:
            logging.getLogger("gym.sensors").error("hold-sensor bridge for wall %s stopped responding", "overhang")
            try:
                readings = {"cave": 3, "slab": 1}
                pct = readings["overhang"] / readings["slab"]
            except KeyError:
                logging.getLogger("gym.sensors").exception("could not compute load factor for wall overhang")
        if tick == 1480:
            logging.getLogger("gym.capacity").warning("occupancy %d above fire-safety soft limit 60; pausing walk-ins", max(occupancy, 61))
    logging.getLogger("gym.report").info("day closed: ticks=%d final occupancy=%d members seen=%d", tick, occupancy, len(members))

if __name__ == "__main__":
    h = logging.StreamHandler()
    h.addFilter(SimClock())
    h.setFormatter(logging.Formatter("%(simtime)s %(levelname)-7s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.DEBUG, handlers=[h])
    replay()
PY
run c-pylog-bouldergym-checkin python3 -m gym.service
