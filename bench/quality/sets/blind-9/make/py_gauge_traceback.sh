#!/bin/bash
# River-gauge flood alerter: a batch run that logs, then dies with chained exceptions.
P=${WORK:-/home/dev}/gaugewatch
rm -rf "$P"; mkdir -p "$P/gaugewatch" "$P/data"; cd "$P"
cat > gaugewatch/__init__.py <<'EOF'
EOF
cat > gaugewatch/stations.py <<'EOF'
import json
import logging

log = logging.getLogger("gaugewatch.stations")


class StationConfigError(Exception):
    pass


def load_stations(path):
    log.info("loading station table from %s", path)
    with open(path) as fh:
        raw = json.load(fh)
    stations = {}
    for entry in raw["stations"]:
        try:
            stations[entry["code"]] = {
                "river": entry["river"],
                "warn_m": float(entry["thresholds"]["warn"]),
                "severe_m": float(entry["thresholds"]["severe"]),
                "datum_m": float(entry.get("datum", 0.0)),
            }
        except (KeyError, ValueError) as exc:
            raise StationConfigError(f"bad entry for station {entry.get('code', '?')}") from exc
        log.debug("station %s on %s warn=%.2f", entry["code"], entry["river"], stations[entry["code"]]["warn_m"])
    log.info("%d stations loaded", len(stations))
    return stations
EOF
cat > gaugewatch/readings.py <<'EOF'
import csv
import logging
from datetime import datetime

log = logging.getLogger("gaugewatch.readings")


def parse_row(row):
    ts = datetime.strptime(row["timestamp"], "%Y-%m-%dT%H:%M")
    return row["station"], ts, float(row["stage_m"])


def read_csv(path):
    out = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out.append(parse_row(row))
            except ValueError:
                log.warning("skipping malformed row %d in %s", lineno, path)
    log.info("read %d readings from %s", len(out), path)
    return out
EOF
cat > gaugewatch/alerts.py <<'EOF'
import logging

log = logging.getLogger("gaugewatch.alerts")


class AlertDispatchError(RuntimeError):
    pass


def rate_of_rise(series):
    if len(series) < 2:
        return 0.0
    (t0, h0), (t1, h1) = series[-2], series[-1]
    hours = (t1 - t0).total_seconds() / 3600
    return (h1 - h0) / hours


def classify(station, level, rise):
    if level >= station["severe_m"]:
        return "SEVERE"
    if level >= station["warn_m"] or rise > 0.25:
        return "WARN"
    return "OK"


def dispatch(code, status, level, outbox):
    template = outbox["templates"][status]
    msg = template.format(code=code, level=level)
    outbox["sent"].append(msg)
    log.info("queued %s alert for %s", status, code)
EOF
cat > gaugewatch/run.py <<'EOF'
import logging
import sys
from collections import defaultdict

from gaugewatch.stations import load_stations
from gaugewatch.readings import read_csv
from gaugewatch.alerts import rate_of_rise, classify, dispatch, AlertDispatchError

log = logging.getLogger("gaugewatch.run")


def main(argv):
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%H:%M:%S")
    stations = load_stations("data/stations.json")
    readings = read_csv("data/readings.csv")
    series = defaultdict(list)
    for code, ts, stage in readings:
        series[code].append((ts, stage))
    outbox = {"templates": {"WARN": "{code}: stage {level:.2f} m, rising", "OK": ""}, "sent": []}
    for code in sorted(series):
        st = stations[code]
        pts = sorted(series[code])
        level = pts[-1][1] - st["datum_m"]
        rise = rate_of_rise(pts)
        status = classify(st, level, rise)
        log.info("%s (%s) level=%.2f rise=%.3f m/h -> %s", code, st["river"], level, rise, status)
        if status != "OK":
            try:
                dispatch(code, status, level, outbox)
            except KeyError as exc:
                raise AlertDispatchError(f"no template for status {status} (station {code})")
    log.info("done: %d alerts queued", len(outbox["sent"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
EOF
cat > data/stations.json <<'EOF'
{"stations": [
 {"code": "AVN-03", "river": "Avon", "thresholds": {"warn": 2.10, "severe": 2.90}},
 {"code": "AVN-07", "river": "Avon", "thresholds": {"warn": 1.85, "severe": 2.60}, "datum": 0.15},
 {"code": "KNT-01", "river": "Kennet", "thresholds": {"warn": 1.40, "severe": 2.05}},
 {"code": "KNT-04", "river": "Kennet", "thresholds": {"warn": 1.55, "severe": 2.20}},
 {"code": "LDN-02", "river": "Loddon", "thresholds": {"warn": 0.95, "severe": 1.60}},
 {"code": "WEY-05", "river": "Wey", "thresholds": {"warn": 1.20, "severe": 1.75}, "datum": 0.05}
]}
EOF
python3 - <<'EOF'
import random
random.seed(4)
rows = ["timestamp,station,stage_m"]
base = {"AVN-03": 1.2, "AVN-07": 1.0, "KNT-01": 0.9, "KNT-04": 1.1, "LDN-02": 0.6, "WEY-05": 0.7}
for h in range(0, 12):
    for code, b in base.items():
        v = b + 0.03 * h + random.uniform(-0.02, 0.02)
        if code == "LDN-02" and h >= 9:
            v += 0.25 * (h - 8)
        rows.append(f"2024-02-11T{h:02d}:00,{code},{v:.3f}")
rows.insert(20, "2024-02-11T03:00,KNT-04,n/a")
rows.insert(41, "2024-02-11T6:0,AVN-03,1.401")
open("data/readings.csv", "w").write("\n".join(rows) + "\n")
EOF
python3 -m gaugewatch.run 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g"
echo "exit status: ${PIPESTATUS[0]}"
