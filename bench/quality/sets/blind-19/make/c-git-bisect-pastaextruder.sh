#!/usr/bin/env bash
# git bisect run over 60 commits of a pasta-extruder die-temperature controller to find the commit that broke the drying-time check.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pastaextruder; rm -rf "$P"; mkdir -p "$P/extruder" "$P/tools"; cd "$P"; gitinit
A=("Chiara Ferri <chiara@pastificio.example>" "Marco Deiana <marco@pastificio.example>" "Giulia Sanna <giulia@pastificio.example>")
cat > extruder/drying.py <<'X'
SHAPES = {"penne": 1.2, "fusilli": 1.4, "rigatoni": 1.6, "spaghetti": 1.0}
BASE_HOURS = 6.0

def drying_hours(shape, humidity_pct):
    h = BASE_HOURS * SHAPES[shape]
    if humidity_pct > 65:
        h *= 1.25
    return round(h, 2)
X
cat > extruder/die.py <<'X'
DIE_TEMP_C = 45
X
cat > tools/check_drying.py <<'X'
import sys
sys.path.insert(0, ".")
from extruder.drying import drying_hours
got = drying_hours("rigatoni", 70)
print(f"rigatoni @70% RH: {got} h")
sys.exit(0 if got == 12.0 else 1)
X
gcommit "${A[0]}" "2024-02-01 08:00" "Drying time per shape with humidity factor"
git tag v2.3.0
for i in $(seq 1 59); do
  who=${A[$((i % 3))]}
  case $i in
    37) sed -i 's/    if humidity_pct > 65:/    if humidity_pct >= 70:\n        h *= 1.1\n    elif humidity_pct > 65:/' extruder/drying.py
        msg="Finer humidity bands for the new drying tunnel";;
    *)  echo "DIE_TEMP_C_STEP_$i = $((45 + i % 7))" >> extruder/die.py
        msg="Die temperature profile step $i ($(( 45 + i % 7 )) C)";;
  esac
  gcommit "$who" "2024-02-$(printf %02d $(( 1 + i / 3 ))) $(printf %02d $(( 8 + i % 9 ))):$(printf %02d $(( i % 60 )))" "$msg"
done
capture c-git-bisect-pastaextruder 'git bisect start HEAD v2.3.0 && git bisect run python3 tools/check_drying.py; git bisect log | tail -4; git bisect reset'
