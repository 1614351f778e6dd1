#!/usr/bin/env bash
# A small rooftop-garden sensor sync service (python logging, DEBUG level) processing a
# day of planter readings; it crashes at the end with a chained exception.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/rooftopgarden
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-pylog-rooftopgarden-sync.txt}
rm -rf "$P"; mkdir -p "$P/rooftop" "$P/data"
cd "$P"
cat > rooftop/__init__.py <<'EOF'
EOF
cat > rooftop/clock.py <<'EOF'
import logging, time

class SimClock:
    def __init__(self, start):
        self.t = start
    def tick(self, s):
        self.t += s
        return self.t

CLOCK = SimClock(time.mktime((2026, 6, 14, 5, 0, 0, 0, 0, -1)))

class ClockFilter(logging.Filter):
    def filter(self, record):
        record.created = CLOCK.t
        record.msecs = (CLOCK.t % 1) * 1000
        return True
EOF
cat > rooftop/store.py <<'EOF'
import logging, sqlite3

log = logging.getLogger("rooftop.store")


class StoreError(RuntimeError):
    pass


class ReadingStore:
    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute("CREATE TABLE readings (planter TEXT, ts INTEGER, moisture REAL, PRIMARY KEY (planter, ts))")

    def insert(self, planter, ts, moisture):
        try:
            self.db.execute("INSERT INTO readings VALUES (?, ?, ?)", (planter, ts, moisture))
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"duplicate reading for {planter} at ts={ts}") from exc

    def count(self):
        return self.db.execute("SELECT COUNT(*) FROM readings").fetchone()[0]
EOF
cat > rooftop/sync.py <<'EOF'
import logging, random
from rooftop.clock import CLOCK
from rooftop.store import ReadingStore

log = logging.getLogger("rooftop.sync")
PLANTERS = [f"{bed}-{n:02d}" for bed in ("north", "east", "south", "west", "herb", "pergola") for n in range(1, 11)]
MIN_MOISTURE = {"herb": 18.0, "north": 24.0, "east": 24.0, "south": 28.0, "west": 26.0, "pergola": 21.0}


def read_batch(rng, hour, planter):
    base = 35 - hour * 0.6 + rng.uniform(-3, 3)
    if planter == "south-06":
        base -= 14
    return round(base, 1)


def run():
    rng = random.Random(7)
    store = ReadingStore()
    valves = log.getChild("valves")
    start = CLOCK.t
    log.info("sync starting: %d planters, gateway=roof-gw-2 firmware=3.8.1", len(PLANTERS))
    for rnd in range(0, 30):
        CLOCK.t = start + rnd * 1800
        hour = rnd / 2
        label = "%02d:%02d" % (5 + rnd // 2, 30 * (rnd % 2))
        log.info("round %s: polling gateway", label)
        for planter in PLANTERS:
            CLOCK.tick(rng.uniform(0.4, 1.6))
            m = read_batch(rng, hour, planter)
            ts = 1781413200 + rnd * 1800 + PLANTERS.index(planter)
            if rnd == 26 and planter == "herb-07":
                ts -= 1800
            log.debug("reading planter=%s moisture=%.1f%% ts=%d", planter, m, ts)
            store.insert(planter, ts, m)
            bed = planter.split("-")[0]
            if m < MIN_MOISTURE[bed]:
                valves.info("open valve %s for %ds (moisture %.1f%% < %.1f%%)", planter, 40 + int((MIN_MOISTURE[bed] - m) * 6), m, MIN_MOISTURE[bed])
            if planter == "east-04" and rnd == 11:
                log.warning("planter %s battery at %d%% (sensor node n-5c2), schedule replacement", planter, 11)
        CLOCK.tick(4.2)
        log.info("round %s: stored %d readings total", label, store.count())
        if rnd == 17:
            CLOCK.tick(37.9)
            log.info("compaction finished in 37.9s (freed 212 pages)")
    log.info("sync finished")


def main():
    try:
        run()
    except Exception as exc:
        log.error("sync aborted: %s", exc)
        raise RuntimeError("planter sync failed; gateway roof-gw-2 batch not acknowledged") from exc
EOF
cat > run_sync.py <<'EOF'
import logging
from rooftop.clock import ClockFilter
from rooftop.sync import main

h = logging.StreamHandler()
h.addFilter(ClockFilter())
h.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
logging.basicConfig(level=logging.DEBUG, handlers=[h])
main()
EOF
{
  echo '$ python run_sync.py'
  TZ=UTC timeout 120 python3 run_sync.py 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
PYPFX=$(python3 -c 'import sys;print(sys.prefix)')
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
    -e "s#$PYPFX/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
    -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" \
    -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
