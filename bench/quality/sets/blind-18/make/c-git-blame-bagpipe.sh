#!/bin/bash
# git blame of a bagpipe-tuning helper module built up by several people over time.
. "$(dirname "$0")/c-lib.sh"
setup bagpipe
ginit
mkdir -p tuning
cat > tuning/chanter.py <<'PY'
"""Chanter and drone tuning helpers."""
import math

A4 = 440.0
CHANTER_LOW_A = 470.0

NOTES = ["low_g", "low_a", "b", "c_sharp", "d", "e", "f_sharp", "high_g", "high_a"]
RATIOS = [7/8, 1, 9/8, 5/4, 4/3, 3/2, 5/3, 7/4, 2]

def note_hz(note, low_a=CHANTER_LOW_A):
    return round(low_a * RATIOS[NOTES.index(note)], 2)

def cents(f, ref):
    return round(1200 * math.log2(f / ref), 1)
PY
gcommit "Chanter note frequencies" "2024-11-02T19:00:00" "Alasdair Grant"
cat >> tuning/chanter.py <<'PY'

def drone_hz(low_a=CHANTER_LOW_A, octave=-1):
    return round(low_a * 2 ** octave, 2)

def beat_rate(f1, f2):
    return abs(round(f1 - f2, 2))
PY
gcommit "Drone pitch and beat rate" "2024-12-14T20:30:00" "Alasdair Grant"
python3 - <<'PY'
p = "tuning/chanter.py"; s = open(p).read()
s = s.replace("CHANTER_LOW_A = 470.0", "CHANTER_LOW_A = 480.0  # modern band pitch, was 470")
s = s.replace("RATIOS = [7/8, 1, 9/8, 5/4, 4/3, 3/2, 5/3, 7/4, 2]", "RATIOS = [7/8, 1, 9/8, 5/4, 4/3, 3/2, 27/16, 7/4, 2]  # f# raised to 27/16")
open(p, "w").write(s)
PY
gcommit "Band pitch 480 Hz; raise f# to Pythagorean sixth" "2025-03-08T10:15:00" "Morag Bell"
cat >> tuning/chanter.py <<'PY'

def reed_adjust(measured_hz, note, low_a=CHANTER_LOW_A, tolerance_cents=5):
    off = cents(measured_hz, note_hz(note, low_a))
    if abs(off) <= tolerance_cents:
        return "ok"
    return "tape hole" if off > 0 else "lift tape"
PY
gcommit "Suggest tape adjustment from a measured note" "2025-05-20T17:45:00" "Callum Reid"
sed -i 's/    return round(low_a \* 2 \*\* octave, 2)/    # tenor drones one octave below low A, bass two\n    return round(low_a * 2 ** octave, 3)/' tuning/chanter.py
gcommit "Drone precision to 3 decimals" "2025-08-01T09:00:00" "Morag Bell"
capture git-blame-bagpipe <<'CMDS'
git blame tuning/chanter.py
CMDS
