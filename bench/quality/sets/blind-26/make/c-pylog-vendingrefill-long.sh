#!/bin/bash
# python logging output of a small vending-machine refill service over one simulated shift
. "$(dirname "$0")/c-lib.sh"
P=$WORK/vendrefill
rm -rf "$P"; mkdir -p "$P"
cat > "$P/service.py" <<'PY'
import logging, random, sys, datetime as dt

CLOCK = [dt.datetime(2026, 3, 9, 5, 58, 11)]
_factory = logging.getLogRecordFactory()
def _record(*a, **kw):
    r = _factory(*a, **kw)
    CLOCK[0] += dt.timedelta(milliseconds=random.randint(40, 2600))
    r.created = CLOCK[0].timestamp()
    r.msecs = CLOCK[0].microsecond // 1000
    return r
logging.setLogRecordFactory(_record)
logging.Formatter.converter = lambda self, t: dt.datetime.fromtimestamp(t).timetuple()
logging.basicConfig(stream=sys.stdout, level=logging.DEBUG,
                    format="%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s [%(threadName)s] %(message)s",
                    datefmt="%Y-%m-%d %H:%M:%S")
random.seed(2609)
log = logging.getLogger("refill")
tel = logging.getLogger("refill.telemetry")
route_log = logging.getLogger("refill.route")
pay = logging.getLogger("refill.cashless")

SITES = ["hospital-east", "library-3f", "depot-gate", "uni-sports", "ferry-terminal", "mall-b2",
         "office-tower-7", "station-north", "fire-hq", "college-annex", "courthouse", "swim-centre",
         "airport-t2", "museum-west", "bus-depot", "tech-park-a", "tech-park-c", "police-hq", "arena-gate4",
         "retail-park", "clinic-south", "market-hall", "harbour-office", "zoo-entrance",
         "park-and-ride", "county-hall", "velodrome", "cinema-plaza", "hospital-west", "boatyard"]
ITEMS = ["cola-330", "water-500", "crisps-sea", "choc-bar", "granola", "juice-orange", "gum-mint", "coffee-can"]

log.info("vendrefill 1.8.4 starting, config=/etc/vendrefill/shift.toml")
log.info("van VR-17 assigned, driver=kofi, capacity=4800 units")
route_log.info("route planned: %d sites, est. 6h40m", len(SITES))
units_loaded = 0
for si, site in enumerate(SITES):
    CLOCK[0] += dt.timedelta(minutes=random.randint(6, 14))
    route_log.info("arrive %s (stop %d/%d)", site, si + 1, len(SITES))
    for m in range(1, random.randint(5, 10)):
        mid = f"{site[:3].upper()}-{m:02d}"
        tel.debug("%s: poll telemetry", mid)
        temp = round(random.uniform(3.1, 5.2), 1)
        tel.debug("%s: cabinet temp %.1fC door=closed coins=%d", mid, temp, random.randint(40, 400))
        for item in ITEMS:
            level = random.randint(0, 12)
            want = 12 - level
            if want:
                units_loaded += want
                log.debug("%s: %-12s level %2d/12 -> refill %2d", mid, item, level, want)
            else:
                log.debug("%s: %-12s full", mid, item)
        if site == "ferry-terminal" and m == 3:
            log.warning("%s: coin mech jam reported, cleared by driver", mid)
        if site == "uni-sports" and m == 2:
            pay.error("%s: cashless reader handshake failed: TLS alert 48 (unknown_ca), terminal id T-88412", mid)
            pay.error("%s: reader disabled, machine set to coins-only", mid)
        if temp > 5.0:
            tel.warning("%s: cabinet temp %.1fC above 5.0C, compressor check booked", mid, temp)
        pay.debug("%s: settlement batch uploaded (%d tx)", mid, random.randint(3, 60))
        log.info("%s: done", mid)
    route_log.info("leave %s, loaded so far %d units", site, units_loaded)
log.info("shift complete: %d sites, %d units loaded", len(SITES), units_loaded)
PY
cd "$P"
{ run "python service.py"; } | neutral
