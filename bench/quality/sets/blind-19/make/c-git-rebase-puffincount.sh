#!/usr/bin/env bash
# git rebase of a seabird (puffin burrow) survey branch onto main stops on a conflict; the agent runs rebase, status and diff.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/puffincount; rm -rf "$P"; mkdir -p "$P/survey" "$P/tests"; cd "$P"; gitinit
A="Freya Tait <freya@seabirds.example>"; B="Calum Rendall <calum@seabirds.example>"
cat > survey/burrows.py <<'X'
OCCUPIED_SIGNS = ("fresh digging", "feathers", "droppings", "bird seen")

def occupied(signs):
    return any(s in OCCUPIED_SIGNS for s in signs)

def density(occupied_count, plot_m2):
    return occupied_count / plot_m2

def colony_estimate(plots, colony_area_m2):
    mean = sum(density(p["occupied"], p["area"]) for p in plots) / len(plots)
    return round(mean * colony_area_m2)
X
cat > survey/plots.csv <<'X'
plot,area,occupied
P01,100,31
P02,100,27
P03,100,40
X
cat > tests/test_burrows.py <<'X'
from survey.burrows import occupied, colony_estimate

def test_occupied():
    assert occupied(["feathers"])
X
gcommit "$A" "2024-05-02 10:00" "Burrow occupancy and colony estimate"
cat >> survey/plots.csv <<'X'
P04,100,22
X
gcommit "$A" "2024-05-09 16:20" "Add plot P04 from Tuesday transect"
git checkout -q -b confidence-interval
python3 - <<'X'
p = "survey/burrows.py"; s = open(p).read()
s = s.replace('''def colony_estimate(plots, colony_area_m2):
    mean = sum(density(p["occupied"], p["area"]) for p in plots) / len(plots)
    return round(mean * colony_area_m2)''', '''def colony_estimate(plots, colony_area_m2, z=1.96):
    ds = [density(p["occupied"], p["area"]) for p in plots]
    mean = sum(ds) / len(ds)
    var = sum((d - mean) ** 2 for d in ds) / (len(ds) - 1)
    half = z * (var / len(ds)) ** 0.5
    return round(mean * colony_area_m2), round(half * colony_area_m2)''')
open(p, "w").write(s)
X
gcommit "$B" "2024-05-12 09:05" "Return a 95% confidence half-width with the colony estimate"
cat >> tests/test_burrows.py <<'X'

def test_estimate_with_ci():
    est, half = colony_estimate([{"occupied": 30, "area": 100}, {"occupied": 40, "area": 100}], 1000)
    assert est == 350 and half > 0
X
gcommit "$B" "2024-05-12 09:40" "Test confidence half-width"
git checkout -q main
python3 - <<'X'
p = "survey/burrows.py"; s = open(p).read()
s = s.replace('''    mean = sum(density(p["occupied"], p["area"]) for p in plots) / len(plots)
    return round(mean * colony_area_m2)''', '''    plots = [p for p in plots if p["area"] > 0]  # skip flooded plots (area 0)
    mean = sum(density(p["occupied"], p["area"]) for p in plots) / len(plots)
    return int(mean * colony_area_m2)''')
open(p, "w").write(s)
X
gcommit "$A" "2024-05-14 11:30" "Skip flooded plots; truncate estimate like the 2019 method"
git checkout -q confidence-interval
capture c-git-rebase-puffincount 'git rebase main; git status; git diff'
