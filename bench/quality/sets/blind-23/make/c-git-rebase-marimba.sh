#!/bin/bash
# git rebase stopping on a conflict, then git status, in a marimba-ensemble rehearsal planner.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/marimba-rehearsals; fresh "$P"; cd "$P"
gitinit "" "Keanu Makoa" "keanu@example.org"
n=0
c() { n=$((n+1)); GIT_AUTHOR_DATE="$((1762000000 + n*7200)) -1000" GIT_COMMITTER_DATE="$((1762000000 + n*7200)) -1000" git commit -q -am "$1"; }
mkdir -p planner
cat > planner/setlist.py <<'PY'
PIECES = {
    "Land": {"minutes": 9, "players": 4, "mallets": 4},
    "Kaleidoscope": {"minutes": 6, "players": 3, "mallets": 4},
    "Rhythm Song": {"minutes": 7, "players": 1, "mallets": 4},
    "Marimba Spiritual": {"minutes": 12, "players": 4, "mallets": 2},
}

def total_minutes(names):
    return sum(PIECES[n]["minutes"] for n in names)

def needs_extra_players(names, ensemble_size):
    return [n for n in names if PIECES[n]["players"] > ensemble_size]
PY
cat > planner/rooms.py <<'PY'
ROOMS = {"Studio B": 4, "Hall": 6}
def fits(room, instruments):
    return instruments <= ROOMS[room]
PY
git add -A; c "Setlist and room helpers"
git checkout -q -b warmups
for m in "Add warm-up block before the setlist" "Count warm-up in total rehearsal time" "Add rest break after 45 minutes"; do
  case "$m" in
    "Add warm-up block"*) printf '\nWARMUP = ["Stevens permutations", "Double vertical strokes"]\n' >> planner/setlist.py ;;
    "Count warm-up"*) sed -i 's/    return sum(PIECES\[n\]\["minutes"\] for n in names)/    return 10 + sum(PIECES[n]["minutes"] for n in names)  # 10 min warm-up/' planner/setlist.py ;;
    "Add rest break"*) printf '\ndef with_breaks(minutes):\n    return minutes + 5 * (minutes // 45)\n' >> planner/setlist.py ;;
  esac
  c "$m"
done
git checkout -q main
sed -i 's/    return sum(PIECES\[n\]\["minutes"\] for n in names)/    return sum(PIECES[n]["minutes"] + PIECES[n].get("setup", 2) for n in names)/' planner/setlist.py; c "Include instrument setup time per piece"
sed -i 's/"Hall": 6}/"Hall": 6, "Chapel": 3}/' planner/rooms.py; c "Add Chapel as rehearsal room"
git checkout -q warmups
capture git-rebase-marimba "$P" 'git rebase main; git status; git diff'
