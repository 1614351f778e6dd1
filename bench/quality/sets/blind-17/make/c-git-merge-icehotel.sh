#!/usr/bin/env bash
# git merge of a feature branch into main in an ice-hotel room-allocation service: two conflicting files.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/icehotel
fresh "$P"
gitinit
mkdir -p rooms tests
cat > rooms/allocate.py <<'PY'
SUITES = ["aurora", "reindeer", "polar-night", "frost-fern", "northern-star"]
MAX_NIGHTS_ICE = 2          # guests sleep at most two nights in ice rooms
ROOM_TEMP_C = -5


def allocate(guests, night):
    free = [s for s in SUITES if s not in night.taken]
    out = {}
    for g in sorted(guests, key=lambda g: g.arrival):
        if g.nights_in_ice >= MAX_NIGHTS_ICE:
            out[g.name] = "warm-chalet"
        elif free:
            out[g.name] = free.pop(0)
        else:
            out[g.name] = "waitlist"
    return out
PY
cat > rooms/sleeping_bags.py <<'PY'
BAG_RATING_C = {"standard": -15, "expedition": -30}


def bag_for(guest):
    return "expedition" if guest.age < 12 else "standard"
PY
cat > tests/test_allocate.py <<'PY'
def test_placeholder():
    assert True
PY
printf '# icehotel\nRoom allocation for the seasonal ice hotel.\n' > README.md
git add -A && git commit -qm "Ice room allocation, first season"
git checkout -qb feature/art-suites
python3 - <<'PY'
import re
p = "rooms/allocate.py"
s = open(p).read()
s = s.replace('SUITES = ["aurora", "reindeer", "polar-night", "frost-fern", "northern-star"]',
              'SUITES = ["aurora", "reindeer", "polar-night", "frost-fern", "northern-star"]\nART_SUITES = ["ice-orchestra", "glacier-cathedral", "midnight-sun"]')
s = s.replace('    free = [s for s in SUITES if s not in night.taken]',
              '    pool = SUITES + ART_SUITES if night.art_open else SUITES\n    free = [s for s in pool if s not in night.taken]')
open(p, "w").write(s)
p = "rooms/sleeping_bags.py"
s = open(p).read().replace('"expedition": -30}', '"expedition": -30, "art-suite-liner": -20}')
open(p, "w").write(s)
PY
git commit -qam "Add art suites carved by guest artists"
echo "def test_art_suites_only_when_open(): pass" >> tests/test_allocate.py
git commit -qam "Test art suites availability"
git checkout -q main
python3 - <<'PY'
p = "rooms/allocate.py"
s = open(p).read()
s = s.replace('MAX_NIGHTS_ICE = 2          # guests sleep at most two nights in ice rooms',
              'MAX_NIGHTS_ICE = 1          # safety board 2024: one night in ice rooms, then a warm chalet')
s = s.replace('    free = [s for s in SUITES if s not in night.taken]',
              '    free = [s for s in SUITES if s not in night.taken and s not in night.melting]')
open(p, "w").write(s)
p = "rooms/sleeping_bags.py"
s = open(p).read().replace('"expedition": -30}', '"expedition": -35}')
open(p, "w").write(s)
PY
git commit -qam "Safety board: one ice night, skip melting suites, warmer expedition bags"
printf 'Season opens 12 December.\n' >> README.md
git commit -qam "README: season dates"
{ run "git merge feature/art-suites"; run "git status"; run "git diff"; } | neutralise
