#!/bin/bash
# git blame of a long dye-vat recipe table in an indigo dye-works process-control repo, edited by several people.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-blame-indigo-vats.txt
P=$WORK/indigo-vatworks
rm -rf "$P"; mkdir -p "$P/recipes"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
PEOPLE=("Noor Haddad:noor@indigo-works.example" "Bartholomew Ince:bart@indigo-works.example" "Yui Aizome:yui@indigo-works.example" "Femi Adeyemi:femi@indigo-works.example")
ts=1730000000
c() { local a=${PEOPLE[$1]}; shift; ts=$((ts+86400*3)); git add -A; GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" GIT_AUTHOR_DATE="@$ts +0000" GIT_COMMITTER_DATE="@$ts +0000" git commit -q -m "$1"; }
F=recipes/vats.py
python3 - > $F <<'EOF'
import random
r = random.Random(3)
fibres = ["cotton", "linen", "silk", "wool", "hemp", "ramie"]
print('"""Vat recipes: one block per vat and fibre. Units: g/L unless noted."""')
print()
print("VATS = {}")
for vat in range(1, 41):
    for fb in fibres:
        key = f"V{vat:02d}-{fb}"
        print(f"VATS[{key!r}] = dict(")
        print(f"    indigo_g_per_l={r.choice([2, 3, 4, 5, 6])},")
        print(f"    reducer={r.choice(['thiourea_dioxide', 'sodium_hydrosulfite', 'fructose', 'henna'])!r},")
        print(f"    reducer_g_per_l={r.choice([1.0, 1.5, 2.0, 2.5])},")
        print(f"    alkali={r.choice(['soda_ash', 'lime', 'lye'])!r},")
        print(f"    target_ph={r.choice([10.5, 11.0, 11.5, 12.0])},")
        print(f"    dips={r.randint(2, 9)},")
        print(f"    oxidise_min={r.choice([5, 10, 15, 20])},")
        print(")")
EOF
c 0 "Import vat recipe table from the paper ledger"
python3 - <<'EOF'
import re
p = "recipes/vats.py"
lines = open(p).read().split("\n")
for i, l in enumerate(lines):
    if "VATS['V07-silk']" in l:
        lines[i + 5] = "    target_ph=10.5,  # silk is damaged above pH 11"
open(p, "w").write("\n".join(lines))
EOF
c 2 "Cap pH for silk in vat 7"
sed -i "s/reducer='henna'/reducer='fructose'/" $F
c 1 "Replace henna reducer with fructose everywhere (supplier stopped henna)"
python3 - <<'EOF'
p = "recipes/vats.py"
lines = open(p).read().split("\n")
for i, l in enumerate(lines):
    if "VATS['V23-wool']" in l:
        lines[i + 2] = "    reducer='thiourea_dioxide',"
        lines[i + 3] = "    reducer_g_per_l=0.8,  # TUDO is ~3x stronger than hydrosulfite"
        lines[i + 4] = "    alkali='lime',"
open(p, "w").write("\n".join(lines))
EOF
c 3 "Vat 23 wool: switch to thiourea dioxide at lower dose"
python3 - <<'EOF'
p = "recipes/vats.py"
lines = open(p).read().split("\n")
for i, l in enumerate(lines):
    if "VATS['V31-" in l:
        lines[i + 6] = "    dips=12,"
open(p, "w").write("\n".join(lines))
EOF
c 2 "Vat 31: twelve dips for the deep navy commission"
sed -i "0,/oxidise_min=5,/s//oxidise_min=8,/" $F
c 3 "First 5-minute oxidation bumped to 8 minutes"
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo "\$ git blame $F"; timeout 120 git --no-pager blame $F 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
