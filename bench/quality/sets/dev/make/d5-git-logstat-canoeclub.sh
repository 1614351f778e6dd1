#!/usr/bin/env bash
# d5: git log --stat over ~220 commits of a canoe-club booking site (boats, sessions,
# membership, safety briefings), with a few notable commits among routine ones.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/canoeclub-bookings
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name "Morag Lindsay"; git config user.email "morag@riverbendcanoe.org.uk"
git config commit.gpgsign false
AUTHORS=("Morag Lindsay <morag@riverbendcanoe.org.uk>" "Tomasz Wrobel <tomasz@riverbendcanoe.org.uk>" "Aisha Okafor <aisha.okafor@riverbendcanoe.org.uk>" "Huw Pritchard <huw@riverbendcanoe.org.uk>")
AREAS=(boats sessions members safety waitlist reports)
FILES_boats="app/boats/models.py app/boats/views.py app/boats/templates/fleet.html tests/test_boats.py"
FILES_sessions="app/sessions/models.py app/sessions/calendar.py app/sessions/views.py tests/test_sessions.py"
FILES_members="app/members/models.py app/members/fees.py app/members/forms.py tests/test_members.py"
FILES_safety="app/safety/briefings.py app/safety/river_levels.py app/safety/templates/briefing.html tests/test_safety.py"
FILES_waitlist="app/waitlist/queue.py app/waitlist/notify.py tests/test_waitlist.py"
FILES_reports="app/reports/usage.py app/reports/export_csv.py app/reports/templates/usage.html"
VERBS=("Fix" "Tidy" "Refactor" "Add tests for" "Handle edge case in" "Speed up" "Log more detail in" "Rename helpers in" "Document" "Validate input in")
WHAT_boats=("fleet list sorting" "hull number display" "repair status badge" "boat retirement flow" "open canoe capacity")
WHAT_sessions=("session clash check" "tide-aware start times" "instructor ratio" "calendar export" "cancelled session refunds")
WHAT_members=("membership renewal" "family membership discount" "BCU number field" "direct debit reminders" "junior consent form")
WHAT_safety=("river level thresholds" "briefing sign-off" "weir warning text" "cold water shock notes" "throw-line check")
WHAT_waitlist=("waitlist promotion" "no-show handling" "email digest" "queue position display")
WHAT_reports=("monthly usage report" "CSV export columns" "trustee summary" "boat hours chart")
mkdir -p app tests
echo "# Riverbend Canoe Club bookings" > README.md
for a in "${AREAS[@]}"; do eval "fs=\$FILES_$a"; for f in $fs; do mkdir -p "$(dirname "$f")"; printf '# %s\n' "$f" > "$f"; done; done
mkdir -p app/legacy; for i in 1 2 3 4 5 6; do seq 1 $((40 * i)) | sed "s/^/# paper form import line /" > app/legacy/paper_form_import_$i.py; done
export GIT_AUTHOR_DATE="2023-03-01T09:00:00+00:00" GIT_COMMITTER_DATE="2023-03-01T09:00:00+00:00"
git add -A; git commit -q -m "Initial import of the bookings site"
ts=$(date -d 2023-03-01T09:00:00Z +%s)
RANDOM=4242
for n in $(seq 1 220); do
  ts=$((ts + 3600 * (5 + RANDOM % 60)))
  d=$(date -u -d @$ts +%Y-%m-%dT%H:%M:%S+00:00)
  export GIT_AUTHOR_DATE=$d GIT_COMMITTER_DATE=$d
  au=${AUTHORS[$((RANDOM % 4))]}
  a=${AREAS[$((RANDOM % 6))]}
  eval "fs=(\$FILES_$a)"; eval "ws=(\"\${WHAT_$a[@]}\")"
  msg="${VERBS[$((RANDOM % 10))]} ${ws[$((RANDOM % ${#ws[@]}))]}"
  k=$((1 + RANDOM % 3))
  for ((j = 0; j < k; j++)); do
    f=${fs[$((RANDOM % ${#fs[@]}))]}
    seq 1 $((1 + RANDOM % 30)) | sed "s/^/# change $n line /" >> "$f"
    if [ $((RANDOM % 3)) -eq 0 ]; then sed -i '2,4d' "$f"; fi
  done
  case $n in
    57) msg="Raise junior membership fee from £35 to £45 (AGM vote)"; au="Aisha Okafor <aisha.okafor@riverbendcanoe.org.uk>"
        printf 'JUNIOR_FEE_GBP = 45\nADULT_FEE_GBP = 90\nFAMILY_FEE_GBP = 150\n' >> app/members/fees.py ;;
    103) msg="Remove legacy paper-form importer"; au="Huw Pritchard <huw@riverbendcanoe.org.uk>"
        git rm -q -r app/legacy ;;
    141) msg="Block river sessions when the gauge at Llanfair is above 1.2 m"; au="Tomasz Wrobel <tomasz@riverbendcanoe.org.uk>"
        seq 1 64 | sed 's/^/# gauge threshold logic /' >> app/safety/river_levels.py
        seq 1 22 | sed 's/^/# gauge tests /' >> tests/test_safety.py ;;
    188) msg="Add SMS reminders for waitlist promotions"; au="Morag Lindsay <morag@riverbendcanoe.org.uk>"
        mkdir -p app/waitlist/sms; seq 1 118 | sed 's/^/# sms gateway client /' > app/waitlist/sms/gateway.py
        seq 1 35 | sed 's/^/# sms tests /' > tests/test_waitlist_sms.py ;;
  esac
  git add -A
  GIT_AUTHOR_NAME="${au% <*}" GIT_AUTHOR_EMAIL="$(echo "${au#*<}" | tr -d '>')" git commit -q -m "$msg" >/dev/null || true
done
CMD="git log --stat"
echo "\$ $CMD"
git --no-pager log --stat 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
echo "exit status: ${PIPESTATUS[0]}"
