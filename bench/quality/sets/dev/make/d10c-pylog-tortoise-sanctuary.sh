#!/usr/bin/env bash
# Python service with several loggers and levels; a logged traceback mid-run and a late DB error.
set -u
P=${WORK:-/home/dev}/tortoise-sanctuary
rm -rf "$P"; mkdir -p "$P/sanctuary"
cd "$P"
cat > sanctuary/__init__.py <<'PY'
PY
cat > sanctuary/enclosures.py <<'PY'
ENCLOSURES = {
    "E1": {"species": "Testudo hermanni", "heat_lamp": "L-101", "target_c": 29.0},
    "E2": {"species": "Chelonoidis carbonarius", "heat_lamp": "L-102", "target_c": 30.5},
    "E3": {"species": "Geochelone elegans", "heat_lamp": "L-103", "target_c": 31.0},
    "E4": {"species": "Centrochelys sulcata", "heat_lamp": "L-104", "target_c": 32.0},
    "E5": {"species": "Kinixys belliana", "heat_lamp": "L-105", "target_c": 28.5},
}
RESIDENTS = [
    ("Bramble", "E1"), ("Pebble", "E1"), ("Juniper", "E2"), ("Moss", "E2"),
    ("Saffron", "E3"), ("Clover", "E3"), ("Boulder", "E4"), ("Dune", "E4"),
    ("Fennel", "E5"), ("Quill", "E6"), ("Tansy", "E5"), ("Marrow", "E1"),
]

def lookup(code):
    return ENCLOSURES[code]
PY
cat > sanctuary/feeding.py <<'PY'
import logging
from .enclosures import lookup
log = logging.getLogger("sanctuary.feeding")

DIET = {"Testudo hermanni": ("dandelion", 85), "Chelonoidis carbonarius": ("papaya", 140),
        "Geochelone elegans": ("hibiscus", 95), "Centrochelys sulcata": ("timothy hay", 420),
        "Kinixys belliana": ("snail mix", 60)}

def portion(name, code, weight_g):
    enc = lookup(code)
    food, per_kg = DIET[enc["species"]]
    grams = round(per_kg * weight_g / 1000.0, 1)
    log.debug("portion name=%s enclosure=%s food=%s grams=%.1f", name, code, food, grams)
    return food, grams
PY
cat > sanctuary/store.py <<'PY'
import logging, sqlite3
log = logging.getLogger("sanctuary.store")

class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("create table feeding(day int, name text, food text, grams real)")
        self.db.execute("create table temps(day int, enclosure text, celsius real)")
        self.db.execute("create unique index one_feed on feeding(day, name)")
        log.info("opened sqlite store path=%s", path)

    def feeding(self, day, name, food, grams):
        self.db.execute("insert into feeding values (?,?,?,?)", (day, name, food, grams))

    def temp(self, day, code, c):
        self.db.execute("insert into temps values (?,?,?)", (day, code, c))

    def commit(self):
        self.db.commit()
PY
cat > sanctuary/service.py <<'PY'
import logging, random, sys, time
from .enclosures import ENCLOSURES, RESIDENTS
from .feeding import portion
from .store import Store

log = logging.getLogger("sanctuary.service")
sensors = logging.getLogger("sanctuary.sensors")
lamps = logging.getLogger("sanctuary.lamps")

def main(days=6):
    rnd = random.Random(11)
    store = Store(":memory:")
    weights = {n: rnd.randint(700, 9000) for n, _ in RESIDENTS}
    log.info("sanctuary service starting residents=%d enclosures=%d days=%d", len(RESIDENTS), len(ENCLOSURES), days)
    failures = 0
    for day in range(1, days + 1):
        log.info("=== day %d begin ===", day)
        for code, enc in ENCLOSURES.items():
            for hour in (6, 12, 18):
                c = round(enc["target_c"] + rnd.uniform(-1.6, 1.4), 2)
                if code == "E3" and day >= 4:
                    c = round(c - 3.1 - day * 0.4, 2)
                store.temp(day, code, c)
                sensors.debug("reading day=%d hour=%02d enclosure=%s celsius=%.2f", day, hour, code, c)
                if c < enc["target_c"] - 2.5:
                    sensors.warning("enclosure %s below target: %.2fC < %.1fC (lamp %s)", code, c, enc["target_c"], enc["heat_lamp"])
                    lamps.info("lamp %s boost requested +15%% for enclosure %s", enc["heat_lamp"], code)
            if code == "E2" and day == 2:
                sensors.warning("humidity probe H-E2 drift detected: reported 118%% rh, clamping to 100")
        for name, code in RESIDENTS:
            try:
                food, grams = portion(name, code, weights[name])
            except KeyError:
                failures += 1
                log.exception("cannot plan feeding for %s (enclosure %s)", name, code)
                continue
            try:
                store.feeding(day, name, food, grams)
                if day == 5 and name == "Clover":
                    store.feeding(day, name, food, grams)
            except Exception as exc:
                failures += 1
                logging.getLogger("sanctuary.store").error("write failed day=%d name=%s: %s: %s", day, name, type(exc).__name__, exc)
                continue
            log.info("fed %s enclosure=%s food=%s grams=%.1f", name, code, food, grams)
            weights[name] += rnd.randint(-4, 9)
        store.commit()
        log.info("=== day %d end feedings_ok=%d failures_so_far=%d ===", day, len(RESIDENTS) - 1, failures)
    log.warning("run finished with %d failures", failures)
    return 1 if failures else 0

if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG, stream=sys.stdout,
                        format="%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%Y-%m-%d %H:%M:%S")
    sys.exit(main())
PY
{
  echo '$ python -m sanctuary.service'
  python3 -m sanctuary.service 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
