#!/bin/bash
# Python logging output of a small ferry-ticket reconciliation service run over a simulated day:
# a long INFO/DEBUG log with timing lines, a few warnings and one error with a traceback.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cobbleferry
rm -rf "$P"; mkdir -p "$P"
cat > "$P/reconcile.py" <<'PY'
import logging
import random
import sys

logging.basicConfig(level=logging.DEBUG, stream=sys.stdout,
                    format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", datefmt="%H:%M:%S")

class Clock:
    def __init__(self):
        self.t = 6 * 3600
clock = Clock()
logging.Formatter.converter = None
def fake_time(record):
    pass
_orig = logging.Formatter.formatTime
def formatTime(self, record, datefmt=None):
    s = clock.t
    return f"{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"
logging.Formatter.formatTime = formatTime

log = logging.getLogger("ferry.reconcile")
till = logging.getLogger("ferry.till")
gate = logging.getLogger("ferry.gate")
rnd = random.Random(7)
ROUTES = ["Ardmore-Kilbrannan", "Kilbrannan-Portsonachan", "Ardmore-Portsonachan", "Inverlochy-Ardmore"]
FARES = {"foot": 4.50, "bike": 6.00, "car": 18.75, "van": 27.30}


def sailing(n, route):
    clock.t += rnd.randint(300, 640)
    log.info("sailing %d %s departing, manifest open", n, route)
    tickets = rnd.randint(8, 40)
    total = 0.0
    for i in range(tickets):
        kind = rnd.choice(list(FARES))
        clock.t += rnd.randint(1, 4)
        total += FARES[kind]
        till.debug("sailing %d ticket %03d %s %.2f", n, i + 1, kind, FARES[kind])
    scanned = tickets - (1 if rnd.random() < 0.08 else 0)
    gate.debug("sailing %d gate scanned %d/%d", n, scanned, tickets)
    if scanned != tickets:
        gate.warning("sailing %d: %d ticket(s) sold but not scanned at gate", n, tickets - scanned)
    took = rnd.randint(180, 900) / 1000
    if n == 47:
        took = 14.212
        log.warning("sailing %d: till export slow (%.3fs), retrying once", n, took)
    if n == 63:
        try:
            ratio = total / (scanned - tickets)
        except ZeroDivisionError:
            log.exception("sailing %d: could not compute scan ratio for %s (tickets=%d scanned=%d)", n, route, tickets, scanned)
            return
    log.info("sailing %d reconciled: %d tickets, takings %.2f, export %.3fs", n, tickets, total, took)


log.info("reconcile service starting, day=2026-06-14, routes=%d", len(ROUTES))
for n in range(1, 81):
    sailing(n, ROUTES[n % len(ROUTES)])
clock.t += 40
log.info("day closed: 80 sailings processed, 1 failed")
PY
cd "$P"
run python3 reconcile.py | neut
