#!/usr/bin/env bash
# River-gauge flood alerter: a polling run that logs readings then dies with chained exceptions.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/py-flood-alerter-traceback.txt"
P="$BASE/flood-alerter"
rm -rf "$P"; mkdir -p "$P/floodwatch" "$P/data"; cd "$P"
cat > floodwatch/__init__.py <<'EOF'
EOF
cat > floodwatch/gauges.py <<'EOF'
import csv
import logging

log = logging.getLogger("floodwatch.gauges")


class GaugeDataError(Exception):
    pass


def parse_row(row):
    station, ts, level = row["station"], row["ts"], row["level_m"]
    return station, ts, float(level)


def load_readings(path):
    out = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out.append(parse_row(row))
            except ValueError as exc:
                raise GaugeDataError(f"{path}:{lineno}: bad level {row['level_m']!r} for {row['station']}") from exc
    log.info("loaded %d readings from %s", len(out), path)
    return out
EOF
cat > floodwatch/thresholds.py <<'EOF'
THRESHOLDS = {
    "ASHFORD-BRIDGE": {"warn": 2.10, "severe": 2.85},
    "MILL-WEIR": {"warn": 1.40, "severe": 1.95},
    "KINGS-FERRY": {"warn": 3.20, "severe": 4.05},
    "OTTER-LOCK": {"warn": 1.95, "severe": 2.40},
}


def classify(station, level):
    t = THRESHOLDS[station]
    if level >= t["severe"]:
        return "SEVERE"
    if level >= t["warn"]:
        return "WARN"
    return "normal"
EOF
cat > floodwatch/notify.py <<'EOF'
import logging

log = logging.getLogger("floodwatch.notify")

CONTACTS = {
    "ASHFORD-BRIDGE": ["ops@ashford.example", "+44 7700 900101"],
    "MILL-WEIR": ["weir-keeper@mill.example"],
    "KINGS-FERRY": ["ferry-desk@kings.example", "+44 7700 900202"],
}


def page(station, level, status):
    for c in CONTACTS[station]:
        log.warning("paging %s: %s at %.2fm (%s)", c, station, level, status)


def emergency_broadcast(reason):
    log.critical("broadcasting data-loss alert: %s", reason)
    channel = CONTACTS["OTTER-LOCK"][0]
    log.critical("sent to %s", channel)
EOF
cat > floodwatch/main.py <<'EOF'
import logging
import sys

from floodwatch.gauges import load_readings, GaugeDataError
from floodwatch.thresholds import classify
from floodwatch.notify import page, emergency_broadcast

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-8s %(name)s: %(message)s",
                    stream=sys.stdout)
log = logging.getLogger("floodwatch")


def poll(files):
    for f in files:
        log.info("polling feed %s", f)
        try:
            readings = load_readings(f)
        except GaugeDataError as exc:
            log.error("feed %s unusable: %s", f, exc)
            emergency_broadcast(str(exc))
            raise
        for station, ts, level in readings:
            status = classify(station, level)
            log.debug("%s %s level=%.2fm status=%s", ts, station, level, status)
            if status != "normal":
                page(station, level, status)


if __name__ == "__main__":
    poll(sys.argv[1:])
EOF
python3 - <<'EOF'
import random
random.seed(7)
stations = ["ASHFORD-BRIDGE", "MILL-WEIR", "KINGS-FERRY", "OTTER-LOCK"]
base = {"ASHFORD-BRIDGE": 1.6, "MILL-WEIR": 1.0, "KINGS-FERRY": 2.7, "OTTER-LOCK": 0.6}
for day, n in (("2024-02-10", 30), ("2024-02-11", 30), ("2024-02-12", 20)):
    with open(f"data/gauge-{day}.csv", "w") as fh:
        fh.write("station,ts,level_m\n")
        for i in range(n):
            h, m = divmod(i * 45, 60)
            for s in stations:
                if s == "OTTER-LOCK" and day == "2024-02-12":
                    continue
                lvl = base[s] + i * 0.018 + random.uniform(-0.05, 0.05)
                if day == "2024-02-12" and s == "MILL-WEIR" and i == 13:
                    fh.write(f"{s},{day}T{h:02d}:{m:02d},1,87\n")
                    continue
                fh.write(f"{s},{day}T{h:02d}:{m:02d},{lvl:.2f}\n")
        base = {k: v + 0.35 for k, v in base.items()}
EOF
sed -i 's/^MILL-WEIR,\(2024-02-12T09:45\),1,87$/MILL-WEIR,\1,"1,87"/' data/gauge-2024-02-12.csv
python3 -m floodwatch.main data/gauge-2024-02-10.csv data/gauge-2024-02-11.csv data/gauge-2024-02-12.csv 2>&1 | neut > "$OUT"
