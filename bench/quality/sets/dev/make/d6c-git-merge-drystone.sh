#!/usr/bin/env bash
# d6c: merging a feature branch into main of a dry-stone-walling estimator; two files conflict.
# Output: the merge, then git status, then git diff of the conflicted files.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-git-merge-drystone.txt}
P=$WORK/drystone-estimator
rm -rf "$P"; mkdir -p "$P/estimator" "$P/tests"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME="Bryn Lloyd" GIT_AUTHOR_EMAIL=bryn@wallers.example GIT_COMMITTER_NAME="Bryn Lloyd" GIT_COMMITTER_EMAIL=bryn@wallers.example
export GIT_AUTHOR_DATE="2024-06-03T10:00:00 +0100" GIT_COMMITTER_DATE="2024-06-03T10:00:00 +0100"
git init -q -b main .
cat > estimator/stone.py <<'EOF'
# Tonnes of walling stone per metre of wall, by local stone type.
DENSITY_T_PER_M3 = {"gritstone": 2.3, "limestone": 2.5, "slate": 2.7}
VOID_RATIO = 0.25            # hearting and gaps

def tonnes_per_metre(height_m, base_width_m, top_width_m, stone="gritstone"):
    area = (base_width_m + top_width_m) / 2 * height_m
    return round(area * (1 - VOID_RATIO) * DENSITY_T_PER_M3[stone], 2)

def through_stones(length_m, height_m):
    # one row of through stones at half height, one per metre
    return int(length_m) if height_m > 1.0 else 0
EOF
cat > estimator/labour.py <<'EOF'
METRES_PER_DAY = {"rebuild": 1.5, "new": 1.0, "repair_gap": 2.5}
DAY_RATE_GBP = 220

def days(length_m, job="rebuild"):
    return round(length_m / METRES_PER_DAY[job], 1)

def quote(length_m, job="rebuild"):
    return round(days(length_m, job) * DAY_RATE_GBP)
EOF
cat > estimator/cli.py <<'EOF'
import argparse
from .stone import tonnes_per_metre, through_stones
from .labour import days, quote

def main(argv=None):
    ap = argparse.ArgumentParser(prog="drystone")
    ap.add_argument("length", type=float)
    ap.add_argument("--height", type=float, default=1.4)
    ap.add_argument("--stone", default="gritstone")
    a = ap.parse_args(argv)
    t = tonnes_per_metre(a.height, 0.8, 0.35, a.stone) * a.length
    print(f"{t:.1f} t of {a.stone}, {through_stones(a.length, a.height)} through stones")
    print(f"{days(a.length)} days, GBP {quote(a.length)}")
EOF
cat > README.md <<'EOF'
# drystone-estimator
Estimates stone tonnage and labour for dry stone walls.
EOF
git add -A && git commit -q -m "Estimator: stone tonnage and labour quote"
git checkout -q -b feature/coping-stones
export GIT_AUTHOR_DATE="2024-06-05T15:20:00 +0100" GIT_COMMITTER_DATE="2024-06-05T15:20:00 +0100"
python3 - <<'EOF'
p = "estimator/stone.py"; s = open(p).read()
s = s.replace('VOID_RATIO = 0.25            # hearting and gaps', 'VOID_RATIO = 0.22            # hearting and gaps, measured on the Hebden job\nCOPE_T_PER_M = 0.18         # coping stones along the top')
s = s.replace('    return round(area * (1 - VOID_RATIO) * DENSITY_T_PER_M3[stone], 2)', '    body = area * (1 - VOID_RATIO) * DENSITY_T_PER_M3[stone]\n    return round(body + COPE_T_PER_M, 2)')
open(p, "w").write(s)
p = "estimator/labour.py"; s = open(p).read()
s = s.replace('DAY_RATE_GBP = 220', 'DAY_RATE_GBP = 240          # 2024 rate incl. coping')
open(p, "w").write(s)
EOF
git commit -q -am "Add coping stones to tonnage; raise day rate to 240"
git checkout -q main
export GIT_AUTHOR_NAME="Morwenna Tregear" GIT_AUTHOR_EMAIL=morwenna@wallers.example GIT_COMMITTER_NAME="Morwenna Tregear" GIT_COMMITTER_EMAIL=morwenna@wallers.example
export GIT_AUTHOR_DATE="2024-06-06T09:10:00 +0100" GIT_COMMITTER_DATE="2024-06-06T09:10:00 +0100"
python3 - <<'EOF'
p = "estimator/stone.py"; s = open(p).read()
s = s.replace('VOID_RATIO = 0.25            # hearting and gaps', 'VOID_RATIO = 0.30            # hearting and gaps (slate packs worse)')
s = s.replace('    return round(area * (1 - VOID_RATIO) * DENSITY_T_PER_M3[stone], 2)', '    if stone not in DENSITY_T_PER_M3:\n        raise ValueError(f"unknown stone {stone!r}")\n    return round(area * (1 - VOID_RATIO) * DENSITY_T_PER_M3[stone], 2)')
open(p, "w").write(s)
p = "estimator/labour.py"; s = open(p).read()
s = s.replace('DAY_RATE_GBP = 220', 'DAY_RATE_GBP = 230          # agreed with the estate, June 2024')
open(p, "w").write(s)
p = "README.md"; s = open(p).read() + "\nUsage: `python -m estimator.cli 12 --height 1.2 --stone limestone`\n"
open(p, "w").write(s)
EOF
git commit -q -am "Validate stone type; estate day rate 230"
export GIT_AUTHOR_DATE="2024-06-07T11:00:00 +0100" GIT_COMMITTER_DATE="2024-06-07T11:00:00 +0100"
{
  echo '$ git merge feature/coping-stones'; git merge feature/coping-stones 2>&1; echo "exit status: $?"
  echo '$ git status'; git status 2>&1; echo "exit status: $?"
  echo '$ git diff'; git --no-pager diff 2>&1; echo "exit status: $?"
} | neut > "$OUT"
