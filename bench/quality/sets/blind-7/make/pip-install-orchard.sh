#!/usr/bin/env bash
# Orchard irrigation planner: `pip install -v -r requirements.txt` in a fresh venv; one requirement cannot be found.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/pip-install-orchard.txt"
P="$BASE/orchard-irrigation"
rm -rf "$P"; mkdir -p "$P/orchard"; cd "$P"
python3 -m venv .venv
cat > requirements.txt <<'EOF'
# orchard irrigation planner
numpy>=1.26
pyyaml>=6.0
soil-moisture-kc-tables==0.4.2
click>=8.1
EOF
cat > orchard/plan.py <<'EOF'
import yaml
from soil_moisture_kc_tables import crop_coefficient

def litres_per_tree(et0_mm, crop="apple", stage="mid", canopy_m2=6.0):
    return et0_mm * crop_coefficient(crop, stage) * canopy_m2
EOF
.venv/bin/pip install --no-cache-dir -vv -r requirements.txt > raw.txt 2>&1
echo "[exit status $?]" >> raw.txt
neut < raw.txt > "$OUT"
