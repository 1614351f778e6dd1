#!/bin/bash
# A wharf berth-allocation script crashes with a chained exception (raise ... from, then an error during handling).
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-py-wharf-chained.txt
P=$WORK/wharf-berths
rm -rf "$P"; mkdir -p "$P/berths" "$P/data"
touch "$P/berths/__init__.py"
cat > "$P/data/manifest-2026-11-28.csv" <<'EOF'
vessel,imo,loa_m,draft_m,eta,cargo
MV Kestrel Bay,9301122,182.4,9.8,2026-11-28T06:30,containers
Nordic Tern,9411876,121.0,7.1,2026-11-28T08:15,timber
Saltmarsh Queen,9288410,96.5,5.4,2026-11-28T09:00,grain
Aurora Spindle,9500233,201.7,,2026-11-28T11:45,ro-ro
Harbour Finch,9377051,64.2,4.0,2026-11-28T13:10,fish
EOF
cat > "$P/berths/model.py" <<'EOF'
from dataclasses import dataclass

@dataclass
class Berth:
    name: str
    length_m: float
    depth_m: float
    occupied_by: str | None = None

BERTHS = [Berth("North Quay 1", 210, 11.0), Berth("North Quay 2", 140, 8.5),
          Berth("Fish Dock", 80, 5.0), Berth("Grain Pier", 110, 6.5)]
EOF
cat > "$P/berths/manifest.py" <<'EOF'
import csv

class ManifestError(Exception):
    pass

def parse_row(row, lineno):
    try:
        return {"vessel": row["vessel"], "imo": int(row["imo"]), "loa": float(row["loa_m"]),
                "draft": float(row["draft_m"]), "eta": row["eta"], "cargo": row["cargo"]}
    except ValueError as exc:
        raise ManifestError(f"line {lineno}: bad numeric field for {row['vessel']!r}") from exc

def load(path):
    with open(path, newline="") as fh:
        return [parse_row(r, i) for i, r in enumerate(csv.DictReader(fh), start=2)]
EOF
cat > "$P/berths/allocate.py" <<'EOF'
import logging
import sys
from .model import BERTHS
from .manifest import load, ManifestError

log = logging.getLogger("berths")

def assign(calls):
    plan = {}
    for call in calls:
        for b in BERTHS:
            if b.occupied_by is None and b.length_m >= call["loa"] and b.depth_m > call["draft"] + 0.5:
                b.occupied_by = call["vessel"]
                plan[call["vessel"]] = b.name
                break
        else:
            plan[call["vessel"]] = None
    return plan

def report_failure(path, exc):
    summary = {"file": path, "error": str(exc)}
    log.error("manifest rejected: %(file)s: %(error)s", summary)
    return summary["vessel_count"]

def main(path):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    log.info("loading manifest %s", path)
    try:
        calls = load(path)
    except ManifestError as exc:
        n = report_failure(path, exc)
        sys.exit(f"{n} calls not planned")
    for vessel, berth in assign(calls).items():
        log.info("%-16s -> %s", vessel, berth or "ANCHORAGE")

if __name__ == "__main__":
    main(sys.argv[1])
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m berths.allocate data/manifest-2026-11-28.csv'; timeout 120 python3 -m berths.allocate data/manifest-2026-11-28.csv 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
