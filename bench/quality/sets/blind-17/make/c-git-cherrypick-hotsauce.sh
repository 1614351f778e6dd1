#!/usr/bin/env bash
# Cherry-picking two fixes from main onto a release branch of a hot-sauce batch tracker; the second conflicts.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/sauceworks
fresh "$P"
gitinit
mkdir -p batches
cat > batches/heat.py <<'PY'
PEPPERS_SHU = {"jalapeno": 5000, "habanero": 250000, "scotch-bonnet": 300000, "ghost": 1000000}


def batch_shu(recipe):
    total_g = sum(recipe.values())
    return sum(PEPPERS_SHU.get(p, 0) * g for p, g in recipe.items()) / total_g


def label(shu):
    if shu < 10000:
        return "mild"
    if shu < 100000:
        return "hot"
    return "extreme"
PY
cat > batches/ph.py <<'PY'
SAFE_PH = 4.6


def is_shelf_stable(ph):
    return ph < SAFE_PH
PY
git add -A && git commit -qm "Batch heat and pH checks"
git branch release/2024.2
sed -i 's/SAFE_PH = 4.6/SAFE_PH = 4.2   # margin below 4.6 required by the food-safety plan/' batches/ph.py
git commit -qam "pH: keep a safety margin below 4.6"
python3 - <<'PY'
p = "batches/heat.py"
s = open(p).read()
s = s.replace('def label(shu):\n    if shu < 10000:\n        return "mild"\n    if shu < 100000:\n        return "hot"\n    return "extreme"',
              'def label(shu):\n    for limit, name in ((2500, "mild"), (30000, "medium"), (150000, "hot")):\n        if shu < limit:\n            return name\n    return "extreme"')
open(p, "w").write(s)
PY
git commit -qam "label: add medium heat band"
git checkout -q release/2024.2
sed -i 's/    if shu < 10000:/    if shu < 8000:   # retail partner wants jalapeno sauces labelled mild/' batches/heat.py
git commit -qam "release: relabel threshold for retail partner"
A=$(git rev-parse main~1); B=$(git rev-parse main)
{ run "git cherry-pick $A $B"; run "git status --short"; run "git diff"; run "git log --oneline --all --graph"; } | neutralise
