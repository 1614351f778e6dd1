#!/usr/bin/env bash
# d2-git-diff-tides: tide-table generator (Python); a staged refactor (module split, renamed functions, changed defaults).
# Output is that of: git diff --cached --stat; git diff --cached   (2>&1), with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/tidetables
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/tides"; cd "$P"
export GIT_AUTHOR_NAME="Ewan Caird" GIT_AUTHOR_EMAIL="ewan@tides.example" GIT_COMMITTER_NAME="Ewan Caird" GIT_COMMITTER_EMAIL="ewan@tides.example"
export GIT_AUTHOR_DATE="2024-08-01T12:00:00+01:00" GIT_COMMITTER_DATE="2024-08-01T12:00:00+01:00"
git init -q -b main .
git config core.pager cat
touch tides/__init__.py
cat > tides/predict.py <<'EOF'
"""Harmonic tide prediction for a single port."""
import math
from datetime import datetime, timedelta

# (name, speed in degrees/hour)
SPEEDS = {
    "M2": 28.9841042,
    "S2": 30.0,
    "N2": 28.4397295,
    "K1": 15.0410686,
    "O1": 13.9430356,
}


def load_constituents(path):
    out = {}
    with open(path) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            name, amp, phase = line.split()
            out[name] = (float(amp), float(phase))
    return out


def height(constituents, datum, t, epoch):
    hours = (t - epoch).total_seconds() / 3600.0
    h = datum
    for name, (amp, phase) in constituents.items():
        h += amp * math.cos(math.radians(SPEEDS[name] * hours - phase))
    return h


def highs_and_lows(constituents, datum, start, days=1, step_min=6):
    epoch = datetime(2000, 1, 1)
    t = start
    end = start + timedelta(days=days)
    prev2 = prev = None
    events = []
    while t <= end:
        h = height(constituents, datum, t, epoch)
        if prev2 is not None:
            if prev[1] > prev2[1] and prev[1] > h:
                events.append(("HW", prev[0], round(prev[1], 2)))
            elif prev[1] < prev2[1] and prev[1] < h:
                events.append(("LW", prev[0], round(prev[1], 2)))
        prev2, prev = prev, (t, h)
        t += timedelta(minutes=step_min)
    return events


def format_table(events):
    lines = []
    for kind, t, h in events:
        lines.append(f"{t:%a %d %b %H:%M}  {kind}  {h:5.2f} m")
    return "\n".join(lines)
EOF
cat > tides/cli.py <<'EOF'
import sys
from datetime import datetime
from .predict import load_constituents, highs_and_lows, format_table


def main():
    cons = load_constituents(sys.argv[1])
    start = datetime.fromisoformat(sys.argv[2])
    print(format_table(highs_and_lows(cons, 3.1, start, days=7)))


if __name__ == "__main__":
    main()
EOF
git add -A && git commit -q -m "Tide prediction for Oban"
# --- the refactor ---
git mv tides/predict.py tides/harmonics.py
cat > tides/harmonics.py <<'EOF'
"""Harmonic tide prediction for a single port."""
import math
from dataclasses import dataclass
from datetime import datetime

# (name, speed in degrees/hour)
SPEEDS = {
    "M2": 28.9841042,
    "S2": 30.0,
    "N2": 28.4397295,
    "K1": 15.0410686,
    "O1": 13.9430356,
    "M4": 57.9682084,
}

EPOCH = datetime(2000, 1, 1)


@dataclass(frozen=True)
class Station:
    name: str
    datum_m: float
    constituents: dict


def load_station(path, name, datum_m):
    constituents = {}
    with open(path) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#"):
                continue
            cname, amp, phase = line.split()
            if cname not in SPEEDS:
                raise ValueError(f"{path}: unknown constituent {cname}")
            constituents[cname] = (float(amp), float(phase))
    return Station(name, datum_m, constituents)


def height_at(station, t):
    hours = (t - EPOCH).total_seconds() / 3600.0
    h = station.datum_m
    for name, (amp, phase) in station.constituents.items():
        h += amp * math.cos(math.radians(SPEEDS[name] * hours - phase))
    return h
EOF
cat > tides/extrema.py <<'EOF'
"""Find high and low water from a predicted height curve."""
from datetime import timedelta

from .harmonics import height_at


def turning_points(station, start, days=1, step_min=2):
    t = start
    end = start + timedelta(days=days)
    prev2 = prev = None
    events = []
    while t <= end:
        h = height_at(station, t)
        if prev2 is not None:
            if prev[1] > prev2[1] and prev[1] > h:
                events.append(("HW", prev[0], round(prev[1], 2)))
            elif prev[1] < prev2[1] and prev[1] < h:
                events.append(("LW", prev[0], round(prev[1], 2)))
        prev2, prev = prev, (t, h)
        t += timedelta(minutes=step_min)
    return events
EOF
cat > tides/table.py <<'EOF'
def format_table(station, events, tz_label="GMT"):
    lines = [f"{station.name} ({tz_label}), heights above chart datum"]
    for kind, t, h in events:
        lines.append(f"{t:%a %d %b %H:%M}  {kind}  {h:5.2f} m")
    return "\n".join(lines)
EOF
cat > tides/cli.py <<'EOF'
import argparse
from datetime import datetime

from .extrema import turning_points
from .harmonics import load_station
from .table import format_table


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tides")
    ap.add_argument("constituents")
    ap.add_argument("start", type=datetime.fromisoformat)
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--datum", type=float, default=2.4)
    ap.add_argument("--station", default="Oban")
    args = ap.parse_args(argv)
    station = load_station(args.constituents, args.station, args.datum)
    print(format_table(station, turning_points(station, args.start, days=args.days)))


if __name__ == "__main__":
    main()
EOF
git add -A
{ git diff --cached --stat; git diff --cached; } 2>&1 | neutral
