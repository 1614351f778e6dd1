#!/usr/bin/env bash
# git bisect run over 40 commits of a pinhole-camera exposure calculator to find a regression.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/pinhole
fresh "$P"
gitinit
cat > exposure.py <<'PY'
import math

FILMS = {"hp5": 400, "fp4": 125, "portra": 160, "delta100": 100}


def f_number(focal_mm, pinhole_mm):
    return focal_mm / pinhole_mm


def reciprocity(t, film):
    # Schwarzschild correction for long exposures
    return t if t < 1 else t ** 1.31


def exposure_seconds(ev, focal_mm, pinhole_mm, film="hp5"):
    n = f_number(focal_mm, pinhole_mm)
    t = n * n / (2 ** ev) * (100 / FILMS[film])
    return round(reciprocity(t, film), 1)
PY
cat > check.py <<'PY'
import sys
from exposure import exposure_seconds
got = exposure_seconds(12, 50, 0.3, "fp4")
print(f"EV12 50mm/0.3mm fp4 -> {got}s")
sys.exit(0 if 8.5 <= got <= 9.6 else 1)
PY
git add -A && git commit -qm "Pinhole exposure calculator"
for n in $(seq 1 40); do
  case $n in
    26) sed -i 's/return t if t < 1 else t \*\* 1.31/return t if t < 1 else t ** 1.31 * (1.1 if film == "fp4" else 1.0)/' exposure.py; msg="reciprocity: per-film factor for FP4 (from Ilford datasheet)";;
    *) echo "# calibration note $n: measured at $((n*3)) m from subject" >> NOTES.md; git add NOTES.md; msg="notes: calibration session $n";;
  esac
  GIT_AUTHOR_DATE="$((1717200000 + n * 86400)) +0000" GIT_COMMITTER_DATE="$((1717200000 + n * 86400)) +0000" git commit -qam "$msg"
done
GOOD=$(git rev-list --max-parents=0 HEAD)
{ run "git bisect start HEAD $GOOD"; run "git bisect run python check.py"; run "git bisect log"; } | neutralise
