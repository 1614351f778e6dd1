#!/usr/bin/env bash
# c-git-rebase-orchid-conflict: rebasing a feature branch of an orchid nursery's
# watering/misting scheduler onto main; the third of five commits conflicts.
# One bash call: git rebase main; git status; git diff.
# Usage: WORK=<scratch dir> bash c-git-rebase-orchid-conflict.sh > ../outputs/c-git-rebase-orchid-conflict.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mistbench
rm -rf "$P"; mkdir -p "$P/mistbench" "$P/config"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
git config user.name "Priya Raman"; git config user.email "priya@mistbench.io"
n=0
commit() { n=$((n+1)); local d="@$((1769000000 + n*9000)) +0000"; GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"; }
cat > mistbench/schedule.py <<'T'
"""Misting and watering schedule for greenhouse benches."""

GENERA = {
    "phalaenopsis": {"water_days": 7, "mist_per_day": 1, "humidity": 60},
    "cattleya": {"water_days": 5, "mist_per_day": 2, "humidity": 55},
    "dendrobium": {"water_days": 4, "mist_per_day": 2, "humidity": 50},
    "masdevallia": {"water_days": 2, "mist_per_day": 4, "humidity": 80},
}


def mist_times(genus, start_hour=8, end_hour=18):
    n = GENERA[genus]["mist_per_day"]
    if n == 1:
        return [start_hour]
    step = (end_hour - start_hour) / (n - 1)
    return [round(start_hour + i * step) for i in range(n)]


def needs_water(genus, days_since):
    return days_since >= GENERA[genus]["water_days"]
T
cat > config/benches.toml <<'T'
[bench.A]
genus = "phalaenopsis"
valve = 3

[bench.B]
genus = "cattleya"
valve = 4
T
git add -A; commit -m "Bench schedule for four genera"

git checkout -q -b feat/seasonal
sed -i 's/def mist_times(genus, start_hour=8, end_hour=18):/def mist_times(genus, start_hour=8, end_hour=18, season="summer"):/' mistbench/schedule.py
commit -am "Accept a season in mist_times"
python3 - <<'T'
p = "mistbench/schedule.py"; s = open(p).read()
s = s.replace('''    n = GENERA[genus]["mist_per_day"]
    if n == 1:''', '''    n = GENERA[genus]["mist_per_day"]
    if season == "winter":
        n = max(1, n - 1)
    if n == 1:''')
open(p, "w").write(s)
T
commit -am "Mist one time less per day in winter"
python3 - <<'T'
p = "mistbench/schedule.py"; s = open(p).read()
s = s.replace('''def needs_water(genus, days_since):
    return days_since >= GENERA[genus]["water_days"]''', '''WINTER_STRETCH = 1.5


def needs_water(genus, days_since, season="summer"):
    days = GENERA[genus]["water_days"]
    if season == "winter":
        days = round(days * WINTER_STRETCH)
    return days_since >= days''')
open(p, "w").write(s)
T
commit -am "Stretch watering interval in winter"
printf '\n[bench.C]\ngenus = "masdevallia"\nvalve = 7\nseason_profile = "cool"\n' >> config/benches.toml
commit -am "Add cool-growing bench C"
cat > mistbench/seasons.py <<'T'
import datetime as dt


def season_for(day: dt.date) -> str:
    return "winter" if day.month in (11, 12, 1, 2) else "summer"
T
git add -A; commit -m "Derive season from date"

git checkout -q main
python3 - <<'T'
p = "mistbench/schedule.py"; s = open(p).read()
s = s.replace('''def needs_water(genus, days_since):
    return days_since >= GENERA[genus]["water_days"]''', '''def needs_water(genus, days_since, substrate="bark"):
    days = GENERA[genus]["water_days"]
    if substrate == "sphagnum":
        days += 2
    return days_since >= days''')
s = s.replace('"masdevallia": {"water_days": 2, "mist_per_day": 4, "humidity": 80},', '"masdevallia": {"water_days": 2, "mist_per_day": 4, "humidity": 80},\n    "vanda": {"water_days": 1, "mist_per_day": 3, "humidity": 70},')
open(p, "w").write(s)
T
git -c user.name="Joel Andersson" -c user.email="joel@mistbench.io" commit -q -am "Substrate-aware watering; add vanda" --date="@1769090000 +0000"
git checkout -q feat/seasonal
{
  echo '$ git rebase main; git status --short --branch; git diff'
  GIT_COMMITTER_DATE="@1769100000 +0000" git rebase main 2>&1; echo "exit status: $?"
  git status --short --branch 2>&1
  git diff 2>&1
} | neutral
