#!/usr/bin/env bash
# Lever-harp maker's string calculator: `git bisect run` with a check script that prints the
# tension of every string; a unit slip in one of 60 commits makes the bass strings fail.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/harpmaker
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
rm -rf "$P"; mkdir -p "$P/harp"; cd "$P"
git init -q -b main .
git config user.name x; git config user.email x@example.invalid
n=0
commit() {
  n=$((n+1))
  local d="2024-02-$(printf %02d $(( (n / 3) + 1 ))) $(printf %02d $(( 9 + n % 8 ))):$(printf %02d $(( (n * 11) % 60 ))):00 +0000"
  git add -A
  GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" \
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$3"
}
: > harp/__init__.py
cat > harp/strings.py <<'EOF'
# (name, vibrating length mm, gauge mm, material)
STRINGS = [
    ("G6", 70, 0.56, "nylon"), ("F6", 76, 0.56, "nylon"), ("E6", 82, 0.61, "nylon"),
    ("D6", 89, 0.61, "nylon"), ("C6", 97, 0.64, "nylon"), ("B5", 105, 0.64, "nylon"),
    ("A5", 114, 0.71, "nylon"), ("G5", 124, 0.71, "nylon"), ("F5", 135, 0.76, "nylon"),
    ("E5", 147, 0.76, "nylon"), ("D5", 160, 0.81, "nylon"), ("C5", 174, 0.81, "nylon"),
    ("B4", 189, 0.89, "nylon"), ("A4", 206, 0.89, "nylon"), ("G4", 224, 0.97, "nylon"),
    ("F4", 244, 0.97, "nylon"), ("E4", 265, 1.04, "nylon"), ("D4", 288, 1.04, "nylon"),
    ("C4", 313, 1.14, "nylon"), ("B3", 340, 1.14, "nylon"), ("A3", 370, 1.27, "nylon"),
    ("G3", 402, 1.27, "nylon"), ("F3", 437, 1.40, "nylon"), ("E3", 475, 1.40, "nylon"),
    ("D3", 516, 1.52, "nylon"), ("C3", 561, 1.52, "nylon"), ("B2", 610, 1.02, "wound"),
    ("A2", 663, 1.12, "wound"), ("G2", 721, 1.22, "wound"), ("F2", 784, 1.32, "wound"),
    ("E2", 852, 1.42, "wound"), ("D2", 926, 1.52, "wound"),
]
EOF
cat > harp/tension.py <<'EOF'
import math

A4 = 440.0
NOTES = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
DENSITY = {"nylon": 1140.0, "wound": 4300.0}  # kg/m3 (effective for wound)
WOUND_CORE_FACTOR = 1.0


def freq(name):
    semis = NOTES[name[0]] + 12 * (int(name[1]) - 4)
    return A4 * 2 ** (semis / 12)


def tension_kg(name, length_mm, gauge_mm, material):
    r = gauge_mm / 2000
    mu = DENSITY[material] * math.pi * r * r * (WOUND_CORE_FACTOR if material == "wound" else 1.0)
    f = freq(name)
    newtons = 4 * (length_mm / 1000) ** 2 * f * f * mu
    return newtons / 9.80665
EOF
cat > harp/check.py <<'EOF'
import sys
from harp.strings import STRINGS
from harp.tension import tension_kg

LIMITS = {"nylon": (1.0, 6.0), "wound": (6.0, 22.0)}


def main():
    bad = []
    total = 0.0
    for name, length, gauge, mat in STRINGS:
        t = tension_kg(name, length, gauge, mat)
        total += t
        lo, hi = LIMITS[mat]
        ok = lo <= t <= hi
        print(f"  {name:<3} {mat:<6} {length:>4} mm  gauge {gauge:.2f}  tension {t:6.2f} kg  {'ok' if ok else 'OUT OF RANGE'}")
        if not ok:
            bad.append(name)
    print(f"  total soundboard load {total:.1f} kg")
    if bad:
        print(f"FAIL: {len(bad)} string(s) out of range: {' '.join(bad)}")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
EOF
echo "# Harpmaker" > README.md
commit "Elowen Carne" elowen@harpworks.example "String table and tension calculator for the 32-string lever harp"
GOOD=$(git rev-parse HEAD)
authors=("Elowen Carne:elowen@harpworks.example" "Bryok Hosking:bryok@harpworks.example" "Jenna Rowse:jenna@harpworks.example")
msgs=("Notes on soundboard bracing" "Tweak README wording" "Add lever regulation checklist" "Record spruce batch moisture"
      "Add neck laminate schedule" "Document pillar joint glue-up" "Add string chart PDF notes" "Bridge pin spacing notes"
      "Sharpening lever cams notes" "Finish schedule: shellac coats" "Add customer spec template" "Tuning pin torque notes")
for i in $(seq 1 58); do
  a=${authors[$((i % 3))]}
  m=${msgs[$((i % 12))]}
  echo "$m (rev $i)" >> "docs-$(( i % 6 )).md"
  if [ "$i" -eq 37 ]; then
    sed -i 's/DENSITY = {"nylon": 1140.0, "wound": 4300.0}  # kg\/m3 (effective for wound)/DENSITY = {"nylon": 1140.0, "wound": 4300.0}  # kg\/m3 (effective for wound)\nWOUND_CORE_FACTOR = 2.2  # phosphor-bronze over silk core/' harp/tension.py
    sed -i '0,/^WOUND_CORE_FACTOR = 1.0$/{/^WOUND_CORE_FACTOR = 1.0$/d}' harp/tension.py
    commit "${a%%:*}" "${a##*:}" "Model wound strings with a core factor for phosphor-bronze"
  elif [ "$i" -eq 21 ]; then
    sed -i 's/("C3", 561, 1.52, "nylon")/("C3", 560, 1.52, "nylon")/' harp/strings.py
    commit "${a%%:*}" "${a##*:}" "C3 vibrating length measured on the prototype"
  else
    commit "${a%%:*}" "${a##*:}" "$m"
  fi
done
git bisect start HEAD "$GOOD" >/dev/null 2>&1
{
  echo '$ git bisect run python3 -m harp.check'
  timeout 120 git bisect run python3 -m harp.check 2>&1 | head -c 3000000
  rc=${PIPESTATUS[0]}
  echo
  echo "exit status: $rc"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
git bisect reset >/dev/null 2>&1
