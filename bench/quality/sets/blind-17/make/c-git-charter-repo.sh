#!/usr/bin/env bash
# Builds a yacht-charter booking repository with a long history (sourced by the c-git-*-charter scripts).
# Usage: . c-git-charter-repo.sh  (after c-lib.sh); leaves you in $P on branch main.
P=${WORK:-/home/dev}/charterdesk
fresh "$P"
gitinit
export GIT_AUTHOR_DATE GIT_COMMITTER_DATE
AUTHORS=("Dana Okafor:dana@example.org" "Mikko Saari:mikko@example.org" "Ines Carvalho:ines@example.org" "Tomasz Wrobel:tomasz@example.org")
i=0
commit() { # commit "<message>"
  i=$((i+1))
  local a=${AUTHORS[$((i % 4))]}
  GIT_AUTHOR_DATE="$((1704186000 + i * 32400 + (i * 7919) % 3600)) +0100"
  GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE
  git add -A
  git -c user.name="${a%%:*}" -c user.email="${a##*:}" commit -q -m "$1"
}
mkdir -p charter/{fleet,pricing,bookings,crew,export} tests docs
cat > charter/fleet/yachts.py <<'PY'
YACHTS = {
    "Aurora": {"model": "Bavaria C42", "berths": 8, "base": "Split"},
    "Halcyon": {"model": "Lagoon 40", "berths": 10, "base": "Split"},
    "Minke": {"model": "Jeanneau SO 349", "berths": 6, "base": "Trogir"},
}
PY
cat > charter/pricing/season.py <<'PY'
SEASONS = {"low": 0.7, "mid": 1.0, "high": 1.45}


def weekly_rate(base_eur, season):
    return round(base_eur * SEASONS[season])
PY
cat > charter/bookings/store.py <<'PY'
class BookingStore:
    def __init__(self):
        self.items = []

    def add(self, yacht, week, skipper=None):
        self.items.append({"yacht": yacht, "week": week, "skipper": skipper})
PY
cat > charter/export/ical.py <<'PY'
def to_ical(bookings):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0"]
    for b in bookings:
        lines += ["BEGIN:VEVENT", f"SUMMARY:{b['yacht']}", f"DTSTART:{b['week']}", "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return "\n".join(lines)
PY
printf '# charterdesk\n\nBooking desk for a small yacht charter fleet.\n' > README.md
echo "pytest==8.2.0" > requirements.txt
commit "Initial charter desk skeleton"
topics=(fleet pricing bookings crew export)
for n in $(seq 1 260); do
  t=${topics[$((n % 5))]}
  case $t in
    fleet) f=charter/fleet/yachts.py; echo "# maintenance note $n: antifouling check, rig inspection week $((n % 52 + 1))" >> $f; msg="fleet: record maintenance note $n";;
    pricing) f=charter/pricing/season.py; printf 'DISCOUNT_%d = %d  # early-booking tier\n' $n $((n % 15)) >> $f; msg="pricing: add early-booking discount tier $n";;
    bookings) f=charter/bookings/store.py; printf '\n\ndef rule_%d(b):\n    return b["week"] %% %d != 0\n' $n $((n % 7 + 2)) >> $f; msg="bookings: validation rule $n for turnaround weeks";;
    crew) f=charter/crew/roster_$((n % 6)).py; printf 'SKIPPER_%d = "skipper-%d"\nHOSTESS_%d = None\n' $n $n $n >> $f; msg="crew: roster update $n";;
    export) f=tests/test_export_$((n % 4)).py; printf 'def test_case_%d():\n    assert %d > 0\n' $n $n >> $f; msg="tests: export case $n";;
  esac
  if [ $((n % 23)) -eq 0 ]; then echo "- change $n documented" >> docs/CHANGELOG.md; fi
  if [ $n -eq 137 ]; then
    git rm -q -r charter/export/ical.py
    mkdir -p charter/export/calendar
    python3 - <<'PY'
lines = ["# iCalendar export rewritten with RFC 5545 line folding", "import textwrap", ""]
for k in range(120):
    lines.append(f"FIELD_{k} = 'X-CHARTER-{k}'")
lines += ["", "def fold(line):", "    return '\\r\\n '.join(textwrap.wrap(line, 74))"]
open("charter/export/calendar/rfc5545.py", "w").write("\n".join(lines) + "\n")
PY
    msg="export: replace naive iCal writer with RFC 5545 calendar package"
  fi
  if [ $n -eq 201 ]; then
    python3 -c "
import json
json.dump({'marinas': [{'name': f'Marina {k}', 'lat': 43 + k/100, 'lon': 16 + k/100, 'berths': 50 + k} for k in range(400)]}, open('charter/fleet/marinas.json', 'w'), indent=1)"
    msg="fleet: vendor Adriatic marina list (400 marinas)"
  fi
  commit "$msg"
done
