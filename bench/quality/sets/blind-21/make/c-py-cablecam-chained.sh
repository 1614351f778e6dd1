#!/bin/bash
# Python traceback with chained exceptions ("During handling ..." and "The above exception was the direct cause ...")
# in a stadium cable-camera flight-path importer.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cablecam; rm -rf "$P"; mkdir -p "$P/cablecam" "$P/paths"; cd "$P"
cat > cablecam/__init__.py <<'PY'
PY
cat > cablecam/errors.py <<'PY'
class FlightPathError(Exception):
    pass

class WinchLimitError(FlightPathError):
    pass
PY
cat > cablecam/geometry.py <<'PY'
import math

ANCHORS = {"NW": (0.0, 0.0, 42.0), "NE": (120.0, 0.0, 42.0), "SE": (120.0, 80.0, 40.5), "SW": (0.0, 80.0, 40.5)}

def cable_lengths(x, y, z):
    out = {}
    for name, (ax, ay, az) in ANCHORS.items():
        out[name] = math.sqrt((x - ax) ** 2 + (y - ay) ** 2 + (z - az) ** 2)
    return out

def check_winch(lengths, max_len=140.0):
    for name, l in lengths.items():
        if l > max_len:
            raise ValueError(f"cable {name} needs {l:.1f} m, drum holds {max_len:.1f} m")
    return lengths
PY
cat > cablecam/loader.py <<'PY'
import json
from .errors import FlightPathError, WinchLimitError
from .geometry import cable_lengths, check_winch

def parse_waypoint(raw):
    x, y, z = (float(v) for v in raw["pos"])
    speed = float(raw.get("speed", 2.0))
    return {"pos": (x, y, z), "speed": speed, "hold": raw.get("hold", 0)}

def validate(wp, index):
    try:
        return check_winch(cable_lengths(*wp["pos"]))
    except ValueError as exc:
        raise WinchLimitError(f"waypoint {index} unreachable") from exc

def load_path(path):
    with open(path) as fh:
        data = json.load(fh)
    plan = []
    for i, raw in enumerate(data["waypoints"]):
        wp = parse_waypoint(raw)
        validate(wp, i)
        plan.append(wp)
    return plan

def load_all(paths):
    plans = {}
    for p in paths:
        try:
            plans[p] = load_path(p)
        except FlightPathError as exc:
            log_rejection(p, exc)
    return plans

def log_rejection(path, exc):
    with open("rejections.log", "a") as fh:
        fh.write(f"{path}\t{exc}\t{exc.__cause__.args[0]}\n")
        fh.write(f"{path}\tretry={exc.retry_after}\n")
PY
cat > cablecam/__main__.py <<'PY'
import sys
from .loader import load_all

def main(argv):
    plans = load_all(argv)
    for name, plan in plans.items():
        print(f"{name}: {len(plan)} waypoints")

main(sys.argv[1:])
PY
cat > paths/kickoff.json <<'PY'
{"waypoints": [{"pos": [60, 40, 20]}, {"pos": [30, 20, 15], "speed": 3}]}
PY
cat > paths/corner_flag.json <<'PY'
{"waypoints": [{"pos": [60, 40, 20]}, {"pos": [110, 70, 5]}, {"pos": [118, 79, 1.5], "hold": 4}, {"pos": [-30, -25, 2]}]}
PY
run "python -m cablecam paths/kickoff.json paths/corner_flag.json" | neutral > "$OUTDIR/c-py-cablecam-chained.txt"
