#!/usr/bin/env bash
# d6c: a fire-hydrant flow-test importer run over a district's season of readings; long INFO log
# with a few WARNINGs, one logged exception in the middle, and a closing summary.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-pylog-hydrantcheck-long.txt}
P=$WORK/hydrantcheck
rm -rf "$P"; mkdir -p "$P/hydrant" "$P/data"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
: > hydrant/__init__.py
cat > hydrant/gen.py <<'EOF'
# Writes the season's field readings (stand-in for the tablets' CSV export).
import csv, random
rnd = random.Random(1907)
streets = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel", "Ivy", "Juniper", "Larch", "Maple"]
with open("data/readings.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["hydrant", "street", "zone", "static_psi", "residual_psi", "pitot_psi", "outlet_in", "cap_colour"])
    for i in range(1, 1391):
        hid = f"H-{i:04d}"
        static = rnd.randint(58, 92)
        residual = static - rnd.randint(8, 30)
        pitot = rnd.randint(12, 40)
        if hid == "H-0388":
            pitot = 3
        if hid == "H-1122":
            residual = static + 4
        if hid == "H-0917":
            pitot = ""
        w.writerow([hid, rnd.choice(streets) + " St", f"Z{1 + i // 200}", static, residual, pitot,
                    rnd.choice([2.5, 2.5, 2.5, 4.5]), rnd.choice(["blue", "green", "orange"])])
EOF
cat > hydrant/flow.py <<'EOF'
import math

def flow_gpm(pitot_psi, outlet_in, coeff=0.9):
    return 29.83 * coeff * outlet_in ** 2 * math.sqrt(pitot_psi)

def rated_flow_at_20(static, residual, measured_gpm):
    drop = static - residual
    if drop <= 0:
        raise ValueError(f"residual {residual} >= static {static}")
    return measured_gpm * ((static - 20) / drop) ** 0.54

def nfpa_class(q20):
    if q20 >= 1500:
        return "AA", "light blue"
    if q20 >= 1000:
        return "A", "green"
    if q20 >= 500:
        return "B", "orange"
    return "C", "red"
EOF
cat > import_season.py <<'EOF'
import csv
import logging
import sys
import time
from hydrant.flow import flow_gpm, rated_flow_at_20, nfpa_class

logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                    format="%(asctime)s %(levelname)-7s [%(name)s] %(message)s")
log = logging.getLogger("hydrantcheck.import")
audit = logging.getLogger("hydrantcheck.audit")

def main(path):
    t0 = time.monotonic()
    log.info("importing %s (district 7, season 2024)", path)
    log.warning("config key 'min_pitot' is deprecated; use 'pitot_floor_psi' (value 5 kept)")
    counts = {"AA": 0, "A": 0, "B": 0, "C": 0}
    repaint, failed = [], []
    with open(path) as f:
        rows = list(csv.DictReader(f))
    log.info("%d readings loaded", len(rows))
    for n, r in enumerate(rows, 1):
        hid = r["hydrant"]
        try:
            static, residual = int(r["static_psi"]), int(r["residual_psi"])
            pitot = float(r["pitot_psi"]) if r["pitot_psi"] else None
            if pitot is not None and pitot < 5:
                log.warning("%s %s: pitot %.0f psi below floor, reading kept for review", hid, r["street"], pitot)
            q = flow_gpm(pitot, float(r["outlet_in"]))
            q20 = rated_flow_at_20(static, residual, q)
        except Exception:
            log.exception("%s %s: could not rate hydrant (row %d)", hid, r["street"], n + 1)
            failed.append(hid)
            continue
        cls, colour = nfpa_class(q20)
        counts[cls] += 1
        log.info("%s %-12s %s static=%d residual=%d flow=%.0f gpm q20=%.0f gpm class %s",
                 hid, r["street"], r["zone"], static, residual, q, q20, cls)
        if colour.split()[-1] != r["cap_colour"]:
            repaint.append(hid)
            audit.info("%s cap is %s, class %s needs %s", hid, r["cap_colour"], cls, colour)
        if n % 250 == 0:
            log.info("checkpoint: %d/%d rows, %.2fs", n, len(rows), time.monotonic() - t0)
    log.info("classes: AA=%d A=%d B=%d C=%d", counts["AA"], counts["A"], counts["B"], counts["C"])
    log.info("caps to repaint: %d", len(repaint))
    if failed:
        log.error("%d hydrant(s) not rated: %s", len(failed), ", ".join(failed))
    log.info("import finished in %.2fs", time.monotonic() - t0)
    return 1 if failed else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
EOF
python3 hydrant/gen.py
{ echo '$ python3 import_season.py data/readings.csv'; python3 import_season.py data/readings.csv 2>&1; echo "exit status: $?"; } | neut > "$OUT"
