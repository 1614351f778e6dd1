#!/bin/bash
# git: a mountain-hut booking repo; cherry-pick a hotfix from main onto release-2.3 conflicts, then status and diff
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/hutbooking
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Ines Tschudi" GIT_AUTHOR_EMAIL="ines@hutbooking.example" GIT_COMMITTER_NAME="Ines Tschudi" GIT_COMMITTER_EMAIL="ines@hutbooking.example"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
N=0
commit() { # commit <message> [author]
  N=$((N+1)); local d="2026-03-$(printf %02d $(( (N/6)+1 ))) $(printf %02d $((8 + N % 10))):$(printf %02d $((N*7 % 60))):00 +0100"
  git add -A
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" GIT_AUTHOR_NAME="${2:-$GIT_AUTHOR_NAME}" git commit -q -m "$1"
}
git init -q -b main
mkdir -p huts/booking huts/web docs
cat > huts/booking/beds.py <<'PY'
"""Bed allocation for a mountain hut (dormitory and rooms)."""
DORM_BEDS = 40
ROOM_BEDS = 12
HALF_BOARD = 68.0
GUIDE_DISCOUNT = 0.5


def free_beds(booked_dorm, booked_rooms):
    return DORM_BEDS - booked_dorm, ROOM_BEDS - booked_rooms


def price(nights, guests, member=False, guide=False):
    per_night = HALF_BOARD * (0.85 if member else 1.0)
    if guide:
        per_night *= GUIDE_DISCOUNT
    return round(per_night * nights * guests, 2)


def can_book(guests, booked_dorm, booked_rooms):
    dorm, rooms = free_beds(booked_dorm, booked_rooms)
    return guests <= dorm + rooms
PY
echo "# Hut booking" > README.md
commit "Initial bed allocation"
for i in $(seq 1 30); do
  echo "def view_$i(req):\n    return render('page_$i.html', req)" >> huts/web/views.py
  case $((i % 3)) in
    0) commit "web: add page $i for the summer season" "Luca Gartmann";;
    1) commit "web: tweak layout of page $i" ;;
    2) echo "- note $i: waitlist rules" >> docs/notes.md; commit "docs: hut warden note $i" "Sina Caviezel";;
  esac
done
git branch release-2.3
git checkout -q release-2.3
python3 - <<'PY'
import re
p = "huts/booking/beds.py"
s = open(p).read()
s = s.replace('''def can_book(guests, booked_dorm, booked_rooms):
    dorm, rooms = free_beds(booked_dorm, booked_rooms)
    return guests <= dorm + rooms''', '''def can_book(guests, booked_dorm, booked_rooms, winter_room=False):
    dorm, rooms = free_beds(booked_dorm, booked_rooms)
    if winter_room:
        return guests <= 8
    return guests <= dorm + rooms''')
open(p, "w").write(s)
PY
commit "release: winter room (8 beds) when the hut is unguarded"
for i in $(seq 1 8); do echo "- 2.3.$i" >> CHANGELOG.md; commit "release 2.3.$i" "Sina Caviezel"; done
git checkout -q main
for i in $(seq 31 150); do
  echo "def view_$i(req):\n    return render('page_$i.html', req)" >> huts/web/views.py
  commit "web: page $i (autumn)" "Luca Gartmann"
  if [ $i = 96 ]; then
    python3 - <<'PY'
p = "huts/booking/beds.py"
s = open(p).read()
s = s.replace('''def can_book(guests, booked_dorm, booked_rooms):
    dorm, rooms = free_beds(booked_dorm, booked_rooms)
    return guests <= dorm + rooms''', '''def can_book(guests, booked_dorm, booked_rooms, reserve=2):
    """Keep `reserve` dorm beds free for emergencies (SAC rule 4.2)."""
    dorm, rooms = free_beds(booked_dorm, booked_rooms)
    return guests <= max(dorm - reserve, 0) + rooms''')
open(p, "w").write(s)
PY
    commit "fix: keep two emergency dorm beds out of online booking"
  fi
done
FIX=$(git log --format=%h --grep="emergency dorm beds" -1)
git checkout -q release-2.3
run "git log --oneline --graph --all --decorate -n 160 && git cherry-pick $FIX; git status; git diff" | neutral > "$OUTDIR/d18c-git-cherrypick-mountainhut.txt"
