#!/usr/bin/env bash
# git log --stat over a ~260-commit history of a ferry timetable web service.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ferrytimes
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.name "CI"; git config user.email ci@example.invalid
RANDOM=4242
authors=("Maren Holt:maren@ferrytimes.example" "Tomasz Wiercik:tomasz@ferrytimes.example" "Aoife Brennan:aoife@ferrytimes.example" "Kwame Asante:kwame@ferrytimes.example" "Lin Qiao:lin@ferrytimes.example" "Jonas Ekberg:jonas@ferrytimes.example")
files=(src/routes/departures.py src/routes/fares.py src/routes/alerts.py src/models/vessel.py src/models/sailing.py src/models/port.py src/services/tides.py src/services/weather.py src/services/capacity.py src/templates/board.html src/templates/fares.html src/static/board.css tests/test_departures.py tests/test_fares.py tests/test_capacity.py docs/api.md config/settings.toml)
verbs=("Fix" "Refactor" "Add" "Tidy" "Speed up" "Handle" "Log" "Document" "Test" "Rename")
things=("late-running sailings" "port timezone handling" "vehicle deck capacity" "fare rounding" "weather hold messages" "tide window lookup" "alert banner" "departure board sorting" "timetable cache" "holiday schedules" "foot-passenger quotas" "cancelled sailing display" "vessel swap notices" "API pagination" "CSV export")
mkdir -p src/routes src/models src/services src/templates src/static tests docs config migrations
for f in "${files[@]}"; do echo "# ${f}" > "$f"; done
echo 'version = "1.0.0"' > config/settings.toml
ts=1672560000   # 2023-01-01
commit() { # author-index message
  local a="${authors[$1]}"; shift
  ts=$((ts + 20000 + RANDOM * 3))
  GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" \
  GIT_AUTHOR_DATE="@$ts +0100" GIT_COMMITTER_DATE="@$ts +0100" git commit -q -m "$*"
}
git add -A; commit 0 "Initial skeleton of the ferry timetable service"
mig=1
for n in $(seq 1 255); do
  a=$((RANDOM % 6))
  k=$((1 + RANDOM % 3))
  for j in $(seq 1 $k); do
    f=${files[$((RANDOM % ${#files[@]}))]}
    for l in $(seq 1 $((1 + RANDOM % 12))); do echo "line $n.$j.$l $RANDOM" >> "$f"; done
    if [ $((RANDOM % 5)) -eq 0 ]; then sed -i '2d' "$f"; fi
  done
  msg="${verbs[$((RANDOM % 10))]} ${things[$((RANDOM % 15))]}"
  if [ $((n % 23)) -eq 0 ]; then
    printf -v m "%04d" $mig
    echo "ALTER TABLE sailing ADD COLUMN note_$mig TEXT;" > migrations/${m}_sailing_note_$mig.sql
    msg="Add migration ${m} for sailing notes"
    mig=$((mig + 1))
  fi
  if [ $n -eq 131 ]; then
    printf 'ALTER TABLE sailing DROP COLUMN fare_zone;\nDROP INDEX IF EXISTS sailing_fare_zone_idx;\n' > migrations/0099_drop_fare_zone.sql
    echo "zone = None  # fare_zone removed" >> src/models/sailing.py
    echo "fare lookup now keyed by route" >> src/routes/fares.py
    git add -A; commit 4 "Drop legacy fare_zone column from sailing

Fares are looked up per route since the 2023 tariff change, so the
column and its index are dead weight. Ops confirmed no report reads it."
    continue
  fi
  if [ $n -eq 200 ]; then
    sed -i 's/version = .*/version = "2.0.0"/' config/settings.toml
    echo "## 2.0.0" >> docs/api.md
    git add -A; commit 1 "Release 2.0.0"
    continue
  fi
  git add -A; commit $a "$msg"
done
{
  echo '$ git log --stat'
  git --no-pager log --stat 2>&1
  echo "exit status: $?"
} | neutral
