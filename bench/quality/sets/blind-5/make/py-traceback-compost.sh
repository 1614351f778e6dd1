#!/bin/bash
# compost-temperature logger: nightly ingest crashes with chained exceptions amid log lines
source "$(dirname "$0")/_common.sh"
fresh compost-logger
mkdir -p compostlog data
cat > compostlog/__init__.py <<'EOF'
EOF
cat > compostlog/readings.py <<'EOF'
import logging
from dataclasses import dataclass
from datetime import datetime

log = logging.getLogger("compostlog.readings")


class ReadingError(Exception):
    """A probe line could not be turned into a reading."""


@dataclass
class Reading:
    bin_id: str
    probe: int
    at: datetime
    celsius: float
    moisture: float


def parse_line(line: str, lineno: int) -> Reading:
    parts = line.rstrip("\n").split(",")
    try:
        bin_id, probe, ts, temp, moist = parts
        return Reading(bin_id, int(probe), datetime.fromisoformat(ts), float(temp), float(moist))
    except ValueError as e:
        raise ReadingError(f"line {lineno}: cannot parse {line.strip()!r}") from e


def read_file(path):
    with open(path) as fh:
        next(fh)  # header
        for n, line in enumerate(fh, start=2):
            if line.strip():
                yield parse_line(line, n)
EOF
cat > compostlog/alerts.py <<'EOF'
import json
import logging

log = logging.getLogger("compostlog.alerts")

THERMOPHILIC_MIN = 55.0
TOO_HOT = 71.0


def classify(r):
    if r.celsius >= TOO_HOT:
        return "too-hot"
    if r.celsius >= THERMOPHILIC_MIN:
        return "thermophilic"
    if r.celsius < 20:
        return "cold"
    return "mesophilic"


class AlertSink:
    def __init__(self, path):
        self.path = path
        self.pending = []

    def add(self, reading, kind):
        self.pending.append({"bin": reading.bin_id, "probe": reading.probe, "kind": kind,
                             "at": reading.at.isoformat(), "celsius": reading.celsius})
        log.warning("alert %s for bin %s probe %d (%.1f C)", kind, reading.bin_id, reading.probe, reading.celsius)

    def flush(self, reason=None):
        payload = {"reason": reason, "alerts": self.pending}
        with open(self.path, "w") as fh:
            json.dump(payload, fh, indent=2)
        log.info("wrote %d alerts to %s", len(self.pending), self.path)
EOF
cat > compostlog/ingest.py <<'EOF'
import logging
import sys
from collections import defaultdict

from .alerts import AlertSink, classify
from .readings import read_file

log = logging.getLogger("compostlog.ingest")


def run(csv_path, alert_path):
    sink = AlertSink(alert_path)
    stats = defaultdict(list)
    try:
        for r in read_file(csv_path):
            stats[r.bin_id].append(r.celsius)
            kind = classify(r)
            log.info("bin=%s probe=%d t=%s temp=%.1f moist=%.0f%% -> %s",
                     r.bin_id, r.probe, r.at.strftime("%H:%M"), r.celsius, r.moisture, kind)
            if kind in ("too-hot", "cold"):
                sink.add(r, kind)
    except Exception as e:
        log.error("ingest aborted: %s", e)
        sink.flush(reason=str(e))
        raise
    for bin_id, temps in sorted(stats.items()):
        log.info("bin %s: %d readings, mean %.1f C", bin_id, len(temps), sum(temps) / len(temps))
    sink.flush()


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%Y-%m-%d %H:%M:%S")
    run(sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
EOF
python3 - <<'EOF'
import random
random.seed(7)
rows = ["bin,probe,timestamp,celsius,moisture"]
bins = ["north", "south", "leafmold"]
base = {"north": 58.0, "south": 46.0, "leafmold": 18.0}
n = 0
for hour in range(0, 24):
    for b in bins:
        for probe in (1, 2):
            n += 1
            t = base[b] + random.uniform(-3, 3) + (hour / 3 if b == "north" else 0)
            m = random.uniform(45, 65)
            ts = f"2024-10-14T{hour:02d}:{(probe - 1) * 30:02d}:00"
            if n == 97:
                rows.append(f"{b},{probe},{ts},ERR,{m:.0f}")
            else:
                rows.append(f"{b},{probe},{ts},{t:.1f},{m:.0f}")
open("data/2024-10-14.csv", "w").write("\n".join(rows) + "\n")
EOF
{
  echo '$ python -m compostlog.ingest data/2024-10-14.csv reports/alerts-2024-10-14.json'
  python3 -m compostlog.ingest data/2024-10-14.csv reports/alerts-2024-10-14.json 2>&1
  echo "[exit status: ${PIPESTATUS[0]}]"
} | neut > "$OUTDIR/py-traceback-compost.txt"
