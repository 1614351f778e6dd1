#!/bin/bash
# long log of a small Python booking service for a hot-spring bathhouse (python logging), replaying a day of requests
. "$(dirname "$0")/c-lib.sh"
P=$WORK/onsen-bookings
rm -rf "$P"; mkdir -p "$P/bathhouse"; cd "$P"
touch bathhouse/__init__.py
cat > bathhouse/service.py <<'PY'
import logging, random, sys, time
from datetime import datetime, timedelta

CLOCK = [datetime(2025, 3, 14, 6, 0, 0)]
class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        return CLOCK[0].strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % (record.relativeCreated % 1000)

h = logging.StreamHandler(sys.stdout)
h.setFormatter(SimFormatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
logging.basicConfig(level=logging.DEBUG, handlers=[h])
log = logging.getLogger("bathhouse.api")
pool_log = logging.getLogger("bathhouse.db.pool")
pay_log = logging.getLogger("bathhouse.payments")
sched = logging.getLogger("bathhouse.scheduler")

BATHS = {"cedar": 8, "stone": 12, "lantern": 6, "moonview": 4}
occupancy = {b: 0 for b in BATHS}
FAILED = []
rng = random.Random(20250314)

class SlotTaken(Exception):
    pass

def reserve(guest, bath, minutes):
    if occupancy[bath] >= BATHS[bath]:
        raise SlotTaken(f"{bath} is full ({BATHS[bath]} guests)")
    occupancy[bath] += 1
    return f"R{rng.randint(100000, 999999)}"

def charge(guest, amount, card):
    if card.endswith("0000"):
        raise ValueError(f"card token {card} rejected by acquirer: do_not_honor")
    return f"ch_{rng.randint(10**8, 10**9)}"

def main():
    log.info("starting bathhouse booking service v2.7.1 on 0.0.0.0:8088 (workers=4)")
    pool_log.info("pool ready: 10 connections to postgres://bookings@db-1/onsen")
    sched.info("loaded 4 baths: %s", ", ".join(f"{k}={v}" for k, v in BATHS.items()))
    guests = [f"guest-{i:04d}" for i in range(1, 900)]
    n = 0
    for step in range(1, 1401):
        CLOCK[0] += timedelta(seconds=rng.randint(3, 40))
        g = rng.choice(guests); bath = rng.choice(list(BATHS)); mins = rng.choice([30, 45, 60, 90])
        rid = f"req-{step:05d}"
        if step == 963:
            pool_log.warning("pool nearly exhausted: 9/10 connections in use, 14 waiters (oldest waited 2.8s)")
        if step % 250 == 0:
            sched.info("hourly cleanup: purged %d expired holds, occupancy %s", rng.randint(0, 6), dict(occupancy))
        for _ in range(2):
            b2 = rng.choice(list(BATHS))
            if occupancy[b2] > 0 and rng.random() < 0.6:
                occupancy[b2] -= 1
                sched.debug("session ended in %s, occupancy now %d/%d", b2, occupancy[b2], BATHS[b2])
        log.debug("%s POST /reservations guest=%s bath=%s minutes=%d", rid, g, bath, mins)
        try:
            code = reserve(g, bath, mins)
        except SlotTaken as e:
            log.info("%s 409 %s", rid, e)
            continue
        bad = step >= 1187 and not FAILED
        card = "tok_" + ("0000" if bad else "4242") * 2
        FAILED.append(1) if bad else None
        try:
            ch = charge(g, mins * 0.4, card)
        except ValueError:
            pay_log.exception("%s charge failed for %s (reservation %s)", rid, g, code)
            log.error("%s 502 payment failed, reservation %s released", rid, code)
            occupancy[bath] -= 1
            continue
        log.info("%s 201 reservation=%s charge=%s (%d ms)", rid, code, ch, rng.randint(18, 140))
    log.info("shutting down after %d requests", step)

main()
PY
capture "python3 -m bathhouse.service" | neutral
