#!/usr/bin/env bash
# Log of a small caravan-park pitch-booking service replaying a day of requests (python logging).
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/pitchbook
fresh "$P"
cat > pitchbook.py <<'PY'
import logging
import random
import sys
import time

log = logging.getLogger("pitchbook")
api = logging.getLogger("pitchbook.api")
meter = logging.getLogger("pitchbook.hookup")
sync = logging.getLogger("pitchbook.sync")

PITCHES = {f"{zone}{n:02d}": {"zone": zone, "ehu": zone != "T", "length_m": 6 + (n % 4) * 1.5}
           for zone in "ABCT" for n in range(1, 19)}
BOOKINGS = {}


class Clock:
    def __init__(self):
        self.t = 7 * 3600.0

    def tick(self, s):
        self.t += s

    def fmt(self):
        t = int(self.t)
        return f"2024-08-17 {t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d},{int(self.t * 1000) % 1000:03d}"


CLOCK = Clock()


class ClockFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        return CLOCK.fmt()


def book(rid, guest, pitch, nights, length):
    p = PITCHES[pitch]
    if length > p["length_m"]:
        api.info("req=%s POST /bookings pitch=%s -> 409 unit %.1fm longer than pitch %.1fm", rid, pitch, length, p["length_m"])
        return False
    if pitch in BOOKINGS:
        api.info("req=%s POST /bookings pitch=%s -> 409 already booked by %s", rid, pitch, BOOKINGS[pitch])
        return False
    BOOKINGS[pitch] = guest
    api.info("req=%s POST /bookings pitch=%s guest=%s nights=%d -> 201", rid, pitch, guest, nights)
    return True


def checkout(rid, pitch):
    guest = BOOKINGS.pop(pitch, None)
    if guest is None:
        api.warning("req=%s POST /checkout pitch=%s -> 404 no active booking", rid, pitch)
        return
    api.info("req=%s POST /checkout pitch=%s guest=%s -> 200", rid, pitch, guest)


def read_meter(pitch, kwh_prev):
    if pitch == "C07" and CLOCK.t > 15 * 3600:
        raise ConnectionResetError(104, "Connection reset by peer")
    kwh = kwh_prev + random.uniform(0.1, 1.4)
    meter.debug("pitch=%s ehu_kwh=%.2f", pitch, kwh)
    return kwh


def main():
    random.seed(17)
    fmt = ClockFormatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    h = logging.StreamHandler(sys.stdout)
    h.setFormatter(fmt)
    logging.basicConfig(level=logging.DEBUG, handlers=[h])
    log.info("pitchbook 2.4.1 starting, %d pitches (%d with hook-up), db=sqlite:///var/pitchbook/park.db",
             len(PITCHES), sum(p["ehu"] for p in PITCHES.values()))
    kwh = {p: 0.0 for p in PITCHES if PITCHES[p]["ehu"]}
    guests = ["Alvarez", "Brennan", "Chowdhury", "Duarte", "Eklund", "Fitzroy", "Gallo", "Haddad",
              "Ito", "Jansen", "Kowalczyk", "Lindqvist", "Mbeki", "Novak", "Okonkwo", "Petrov"]
    rid = 1000
    for step in range(1, 1200):
        CLOCK.tick(random.uniform(20, 55))
        rid += 1
        r = random.random()
        pitch = random.choice(list(PITCHES))
        if r < 0.35:
            book(rid, random.choice(guests), pitch, random.randint(1, 7), random.choice([5.5, 6.0, 7.2, 8.5, 10.0]))
        elif r < 0.55:
            checkout(rid, pitch)
        elif r < 0.8:
            api.debug("req=%s GET /pitches?zone=%s -> 200 (%d free)", rid, pitch[0],
                      sum(1 for p in PITCHES if p[0] == pitch[0] and p not in BOOKINGS))
        else:
            api.debug("req=%s GET /bookings/%s -> 200", rid, pitch)
        if step % 40 == 0:
            t0 = CLOCK.t
            for p in sorted(kwh):
                try:
                    kwh[p] = read_meter(p, kwh[p])
                except ConnectionResetError:
                    meter.exception("meter poll failed for pitch=%s, marking hook-up offline", p)
                    kwh[p] = kwh[p]
            CLOCK.tick(2.5)
            meter.info("polled %d hook-up meters in %.1fs", len(kwh), CLOCK.t - t0)
        if step % 150 == 0:
            CLOCK.tick(random.uniform(1, 3) if step != 900 else 48.7)
            secs = 48.7 if step == 900 else random.uniform(0.8, 2.9)
            level = logging.WARNING if secs > 30 else logging.INFO
            sync.log(level, "pushed %d bookings to office till in %.1fs%s", len(BOOKINGS), secs,
                     " (slow: till on backup link)" if secs > 30 else "")
    log.info("day closed: %d pitches occupied, %d requests handled", len(BOOKINGS), rid - 1000)


if __name__ == "__main__":
    main()
PY
run "python pitchbook.py" | neutralise
