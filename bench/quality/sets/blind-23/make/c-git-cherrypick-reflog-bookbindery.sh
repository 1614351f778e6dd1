#!/bin/bash
# git cherry-pick of a hotfix onto a release branch hitting a conflict, then git reflog, in a bookbindery order tracker.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/bookbindery-orders; fresh "$P"; cd "$P"
gitinit "" "Saoirse Delahunt" "saoirse@example.org"
n=0
c() { n=$((n+1)); GIT_AUTHOR_DATE="$((1764000000 + n*3600)) +0000" GIT_COMMITTER_DATE="$((1764000000 + n*3600)) +0000" git commit -q -am "$1"; }
mkdir -p bindery
cat > bindery/pricing.py <<'PY'
BINDINGS = {"case": 38.0, "coptic": 24.0, "perfect": 9.5, "japanese-stab": 14.0}
LEATHER_SURCHARGE = 22.0

def quote(binding, pages, leather=False):
    price = BINDINGS[binding] + pages * 0.04
    if leather:
        price += LEATHER_SURCHARGE
    return round(price, 2)
PY
git add -A; c "Pricing table for bindings"
git branch release/1.4
sed -i 's/"japanese-stab": 14.0}/"japanese-stab": 14.0, "long-stitch": 19.0}/' bindery/pricing.py; c "Add long-stitch binding"
sed -i 's/    price = BINDINGS\[binding\] + pages \* 0.04/    price = BINDINGS[binding] + pages * PAGE_RATE/; s/^LEATHER_SURCHARGE = 22.0/LEATHER_SURCHARGE = 22.0\nPAGE_RATE = 0.045/' bindery/pricing.py; c "Raise page rate to 4.5p"
python3 - <<'PY'
p = "bindery/pricing.py"; s = open(p).read()
s = s.replace("def quote(binding, pages, leather=False):\n    price", "def quote(binding, pages, leather=False):\n    if pages <= 0:\n        raise ValueError(f\"page count must be positive, got {pages}\")\n    price")
open(p, "w").write(s)
PY
c "Reject zero or negative page counts (hotfix for #212)"
fix=$(git rev-parse --short HEAD)
git checkout -q release/1.4
sed -i 's/    price = BINDINGS\[binding\] + pages \* 0.04/    price = BINDINGS[binding] + max(pages, 1) * 0.04/' bindery/pricing.py; c "Clamp page count on 1.4 branch"
capture git-cherrypick-reflog-bookbindery "$P" "git cherry-pick $fix; git status --short; git reflog -n 12"
