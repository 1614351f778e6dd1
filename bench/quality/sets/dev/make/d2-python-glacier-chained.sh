#!/usr/bin/env bash
# d2-python-glacier-chained: glacier-melt sensor aggregator; logging INFO/WARNING lines, then a chained traceback.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/meltwatch
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/meltwatch" "$P/data"; cd "$P"
touch meltwatch/__init__.py
cat > meltwatch/stations.py <<'EOF'
import csv
import logging

log = logging.getLogger("meltwatch.stations")


class CalibrationError(Exception):
    pass


CALIBRATION = {}


def load_calibration(path):
    with open(path) as fh:
        for row in csv.DictReader(fh):
            CALIBRATION[row["station"]] = (float(row["offset_mm"]), float(row["gain"]))
    log.info("loaded calibration for %d stations", len(CALIBRATION))


def calibrate(station, raw_mm):
    try:
        offset, gain = CALIBRATION[station]
    except KeyError as e:
        raise CalibrationError(f"no calibration for station {station!r}") from e
    return (raw_mm - offset) * gain
EOF
cat > meltwatch/aggregate.py <<'EOF'
import csv
import logging
import sys
from collections import defaultdict
from pathlib import Path

from .stations import calibrate, load_calibration

log = logging.getLogger("meltwatch.aggregate")


class AggregationError(RuntimeError):
    pass


def read_ablation(path):
    rows = []
    with open(path) as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            rows.append((lineno, row))
    return rows


def daily_melt(data_dir: Path):
    totals = defaultdict(float)
    for f in sorted(data_dir.glob("ablation_*.csv")):
        log.info("reading %s", f.name)
        for lineno, row in read_ablation(f):
            station = row["station"]
            try:
                raw = float(row["stake_drop_mm"])
            except ValueError:
                log.warning("%s:%d: unreadable stake drop %r for %s, skipped", f.name, lineno, row["stake_drop_mm"], station)
                continue
            if raw < 0:
                log.warning("%s:%d: negative stake drop %.1f at %s (snowfall?)", f.name, lineno, raw, station)
            try:
                melt = calibrate(station, raw)
            except Exception as exc:
                raise AggregationError(f"failed to aggregate {f.name} line {lineno}") from exc
            totals[(row["date"], station)] += melt
            log.debug("%s %s +%.2f", row["date"], station, melt)
        log.info("done %s (%d cells so far)", f.name, len(totals))
    return totals


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    data_dir = Path(argv[1])
    load_calibration(data_dir / "calibration.csv")
    totals = daily_melt(data_dir)
    for (day, station), mm in sorted(totals.items()):
        print(f"{day},{station},{mm:.1f}")


if __name__ == "__main__":
    main(sys.argv)
EOF
python3 - <<'EOF'
import random
random.seed(7)
stations = ["RHO-01", "RHO-02", "RHO-03", "ALE-11", "ALE-12", "GOR-05"]
with open("data/calibration.csv", "w") as fh:
    fh.write("station,offset_mm,gain\n")
    for s in stations:
        fh.write(f"{s},{random.uniform(-2,2):.2f},{random.uniform(0.95,1.05):.3f}\n")
for week, extra in ((1, None), (2, None), (3, "ALE-13")):
    with open(f"data/ablation_2024w{week:02d}.csv", "w") as fh:
        fh.write("date,station,stake_drop_mm\n")
        for d in range(1, 8):
            for s in stations:
                v = f"{random.uniform(-3, 45):.1f}"
                if random.random() < 0.04:
                    v = "n/a"
                fh.write(f"2024-07-{(week-1)*7+d:02d},{s},{v}\n")
            if extra and d == 4:
                fh.write(f"2024-07-{(week-1)*7+d:02d},{extra},31.2\n")
EOF
python3 -m meltwatch.aggregate data 2>&1 | neutral
