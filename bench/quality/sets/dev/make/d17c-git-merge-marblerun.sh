#!/usr/bin/env bash
# Marble-run kit designer (Python): merging a feature branch conflicts with main in two files;
# the agent runs merge, status and diff in one call.
source "$(dirname "$0")/d17c-lib.sh"
RANDOM=17
P=$WORK/marblerun
rm -rf "$P"; git_init "$P"
mkdir -p marblerun tests docs
cat > marblerun/pieces.py <<'X'
"""Catalogue of marble-run track pieces."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Piece:
    sku: str
    name: str
    drop_mm: int      # height lost by a marble crossing the piece
    length_mm: int
    price_cents: int


CATALOGUE = {
    "STR-100": Piece("STR-100", "straight 100", 4, 100, 120),
    "STR-200": Piece("STR-200", "straight 200", 8, 200, 190),
    "CRV-90": Piece("CRV-90", "curve 90", 6, 140, 210),
    "FUN-01": Piece("FUN-01", "funnel", 40, 90, 450),
    "SPR-03": Piece("SPR-03", "spiral 3 turns", 120, 600, 890),
    "DRP-50": Piece("DRP-50", "drop tube 50", 50, 50, 160),
}


def lookup(sku):
    return CATALOGUE[sku]
X
cat > marblerun/physics.py <<'X'
"""Rough marble speed model: energy lost to rolling friction per mm of track."""
import math

G = 9.81
FRICTION_PER_MM = 0.00035


def exit_speed(entry_speed, drop_mm, length_mm):
    e = 0.5 * entry_speed ** 2 + G * drop_mm / 1000
    e -= FRICTION_PER_MM * length_mm * G
    return math.sqrt(max(e, 0.0) * 2)


def stalls(speeds):
    return [i for i, v in enumerate(speeds) if v == 0.0]
X
cat > marblerun/layout.py <<'X'
from .pieces import lookup
from .physics import exit_speed


def simulate(skus, start_height_mm=600):
    speed, height, out = 0.0, start_height_mm, []
    for sku in skus:
        p = lookup(sku)
        speed = exit_speed(speed, p.drop_mm, p.length_mm)
        height -= p.drop_mm
        out.append((sku, round(speed, 3), height))
    return out


def bill(skus):
    return sum(lookup(s).price_cents for s in skus)
X
cat > tests/test_layout.py <<'X'
from marblerun.layout import simulate, bill


def test_bill():
    assert bill(["STR-100", "CRV-90"]) == 330


def test_height_decreases():
    out = simulate(["FUN-01", "SPR-03", "STR-200"])
    assert [h for _, _, h in out] == [560, 440, 432]
X
echo "# marblerun" > README.md
gcommit "Initial catalogue, physics model and layout simulator"
for n in $(seq 1 45); do
  echo "- build note $n: check the spiral seats flush on the base plate" >> docs/build-notes.md
  gcommit "docs: build note $n"
done
git checkout -q -b tracks/loop-the-loop
python3 - <<'X'
import re
p = "marblerun/pieces.py"
s = open(p).read()
s = s.replace('    "DRP-50": Piece("DRP-50", "drop tube 50", 50, 50, 160),\n',
 '    "DRP-50": Piece("DRP-50", "drop tube 50", 50, 50, 160),\n    "LOOP-1": Piece("LOOP-1", "vertical loop", -20, 320, 1250),\n    "JMP-02": Piece("JMP-02", "jump ramp", 10, 180, 540),\n')
open(p, "w").write(s)
p = "marblerun/physics.py"
s = open(p).read()
s = s.replace("FRICTION_PER_MM = 0.00035", "FRICTION_PER_MM = 0.00035\nLOOP_MIN_SPEED = 1.4  # m/s needed at the loop entry (r = 0.2 m)")
s += '''

def survives_loop(entry_speed):
    """A marble falls out of the loop below the minimum speed."""
    return entry_speed >= LOOP_MIN_SPEED
'''
open(p, "w").write(s)
X
gcommit "Add vertical loop and jump ramp pieces" "Tomas Lindqvist" "tomas@example.org"
python3 - <<'X'
p = "marblerun/layout.py"
s = open(p).read()
s = s.replace("from .physics import exit_speed", "from .physics import exit_speed, survives_loop")
s = s.replace("        p = lookup(sku)\n", "        p = lookup(sku)\n        if sku.startswith(\"LOOP\") and not survives_loop(speed):\n            raise ValueError(f\"marble too slow for {sku}: {speed:.2f} m/s\")\n")
open(p, "w").write(s)
X
gcommit "layout: reject loops the marble cannot complete" "Tomas Lindqvist" "tomas@example.org"
mkdir -p docs/pieces assets/stl
for sku in LOOP-1 JMP-02 STR-100 STR-200 CRV-90 FUN-01 SPR-03 DRP-50 CRV-45 STR-050 WHL-01 SEE-01 GATE-2 SPL-02 CUP-01 TRK-03; do
  printf '# %s\n\nPrint with 0.2 mm layers, 20%% infill. Clearance for a 16 mm marble.\n' "$sku" > docs/pieces/$sku.md
  printf 'solid %s\nendsolid %s\n' "$sku" "$sku" > assets/stl/$sku.stl
  gcommit "docs: piece sheet and STL for $sku" "Tomas Lindqvist" "tomas@example.org"
done
cat > tests/test_loop.py <<'Y'
import pytest
from marblerun.layout import simulate


def test_slow_marble_rejected_at_loop():
    with pytest.raises(ValueError, match="too slow"):
        simulate(["STR-100", "LOOP-1"])


def test_fast_marble_survives_loop():
    out = simulate(["FUN-01", "SPR-03", "LOOP-1"])
    assert out[-1][0] == "LOOP-1"
Y
gcommit "tests: loop survival" "Tomas Lindqvist" "tomas@example.org"
git checkout -q main
python3 - <<'X'
p = "marblerun/pieces.py"
s = open(p).read()
s = s.replace('    "DRP-50": Piece("DRP-50", "drop tube 50", 50, 50, 160),\n',
 '    "DRP-50": Piece("DRP-50", "drop tube 50", 50, 50, 160),\n    "ELV-01": Piece("ELV-01", "screw elevator", -300, 120, 2490),\n    "BEL-01": Piece("BEL-01", "bell finish", 0, 60, 380),\n')
s = s.replace("def lookup(sku):\n    return CATALOGUE[sku]", "def lookup(sku):\n    try:\n        return CATALOGUE[sku]\n    except KeyError:\n        raise KeyError(f\"unknown piece {sku!r}; see docs/catalogue.md\") from None")
open(p, "w").write(s)
p = "marblerun/physics.py"
s = open(p).read()
s = s.replace("FRICTION_PER_MM = 0.00035", "FRICTION_PER_MM = 0.00042  # measured on the 2026 beech track, was 0.00035")
open(p, "w").write(s)
X
gcommit "Add screw elevator and bell finish; retune friction from track measurements" "Priya Kaur" "priya@example.org"
echo "- build note 7: elevator needs 2xAA" >> docs/build-notes.md
gcommit "docs: elevator battery note" "Priya Kaur" "priya@example.org"
capture d17c-git-merge-marblerun "git merge tracks/loop-the-loop; git status; git diff; git diff --cached --stat; git log --oneline --graph --all"
