#!/usr/bin/env bash
# Merging a feature branch into main of a chimney-sweep booking tool: two files conflict,
# others auto-merge. Captures the merge, then `git status` and `git diff`.
# Output: outputs/git-merge-chimneysweep.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/sootbook
rm -rf "$P"; mkdir -p "$P"
cd "$P" && git init -q -b main && git config commit.gpgsign false && git config merge.conflictstyle merge
t=1709280000
c() { GIT_AUTHOR_DATE="@$t +0000" GIT_COMMITTER_DATE="@$t +0000" git commit -q -m "$1"; t=$((t + 86400)); }
mkdir -p sootbook tests config
cat > sootbook/pricing.py <<'T'
from dataclasses import dataclass

BASE_SWEEP_GBP = 65.0
CERTIFICATE_GBP = 10.0


@dataclass
class Job:
    flues: int
    appliance: str  # "open-fire", "wood-burner", "multi-fuel", "range", "oil"
    birds_nest: bool = False
    cctv_survey: bool = False


def quote(job: Job) -> float:
    total = BASE_SWEEP_GBP + (job.flues - 1) * 35.0
    if job.appliance == "range":
        total += 20.0
    if job.birds_nest:
        total += 45.0
    if job.cctv_survey:
        total += 90.0
    return total + CERTIFICATE_GBP
T
cat > sootbook/schedule.py <<'T'
from datetime import date, timedelta

SEASON_START = (9, 1)
SEASON_END = (3, 31)


def next_sweep(last: date, appliance: str) -> date:
    months = 12
    if appliance in ("wood-burner", "multi-fuel"):
        months = 6
    return last + timedelta(days=30 * months)


def in_season(d: date) -> bool:
    return (d.month, d.day) >= SEASON_START or (d.month, d.day) <= SEASON_END
T
cat > config/areas.yaml <<'T'
areas:
  - name: Hebden
    travel_gbp: 0
    days: [mon, wed, fri]
  - name: Todmorden
    travel_gbp: 8
    days: [tue, thu]
  - name: Mytholmroyd
    travel_gbp: 5
    days: [wed]
T
cat > tests/test_pricing.py <<'T'
from sootbook.pricing import Job, quote


def test_single_flue_open_fire():
    assert quote(Job(1, "open-fire")) == 75.0
T
echo "# sootbook" > README.md
git add -A && c "Initial booking tool"
git checkout -q -b hearth-inspections
python3 - <<'T'
import re
p = "sootbook/pricing.py"
s = open(p).read()
s = s.replace('''    if job.cctv_survey:
        total += 90.0
    return total + CERTIFICATE_GBP''', '''    if job.cctv_survey:
        total += 90.0
    if job.hearth_inspection:
        total += HEARTH_INSPECTION_GBP
    return total + CERTIFICATE_GBP''')
s = s.replace('''    cctv_survey: bool = False
''', '''    cctv_survey: bool = False
    hearth_inspection: bool = False
''')
s = s.replace('CERTIFICATE_GBP = 10.0', 'CERTIFICATE_GBP = 10.0\nHEARTH_INSPECTION_GBP = 25.0')
open(p, "w").write(s)
T
cat >> tests/test_pricing.py <<'T'


def test_hearth_inspection_added():
    assert quote(Job(1, "wood-burner", hearth_inspection=True)) == 100.0
T
git add -A && c "Offer hearth inspections with a sweep"
sed -i 's/    travel_gbp: 5\n    days: \[wed\]//' config/areas.yaml
cat > config/areas.yaml <<'T'
areas:
  - name: Hebden
    travel_gbp: 0
    days: [mon, wed, fri]
    hearth_inspections: true
  - name: Todmorden
    travel_gbp: 8
    days: [tue, thu]
    hearth_inspections: true
  - name: Mytholmroyd
    travel_gbp: 5
    days: [wed]
    hearth_inspections: false
T
git add -A && c "Enable hearth inspections per area"
git checkout -q main
python3 - <<'T'
p = "sootbook/pricing.py"
s = open(p).read()
s = s.replace('''    if job.cctv_survey:
        total += 90.0
    return total + CERTIFICATE_GBP''', '''    if job.cctv_survey:
        total += 95.0
    if job.appliance == "oil":
        total += 15.0  # nozzle and baffle clean
    return round(total + CERTIFICATE_GBP, 2)''')
open(p, "w").write(s)
T
git add -A && c "Oil appliance surcharge; CCTV survey now 95"
cat > config/areas.yaml <<'T'
areas:
  - name: Hebden
    travel_gbp: 0
    days: [mon, wed, fri]
  - name: Todmorden
    travel_gbp: 10
    days: [tue, thu, sat]
  - name: Mytholmroyd
    travel_gbp: 5
    days: [wed]
  - name: Heptonstall
    travel_gbp: 6
    days: [fri]
T
git add -A && c "Todmorden Saturdays; add Heptonstall"
sed -i 's/months = 6/months = 4/' sootbook/schedule.py && git add -A && c "Wood burners every four months in season"
{
  capture 'git merge hearth-inspections; git status; git diff'
} 2>&1 | neutral > "$SETDIR/outputs/git-merge-chimneysweep.txt"
