#!/usr/bin/env bash
# Rebasing a feature branch of a trampoline-park session booking service onto main: the second of
# four commits conflicts; then git status and git reflog.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bouncebook
rm -rf "$P"; mkdir -p "$P/bouncebook" "$P/tests"; cd "$P"
git init -q -b main
git config user.email dev@bouncebook.example; git config user.name "Dev"
export GIT_AUTHOR_NAME="Lucia Ferraz" GIT_AUTHOR_EMAIL=lucia@bouncebook.example
export GIT_COMMITTER_NAME="Lucia Ferraz" GIT_COMMITTER_EMAIL=lucia@bouncebook.example
c() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
cat > bouncebook/sessions.py <<'T'
SESSION_MINUTES = 60
MAX_JUMPERS = {"main-court": 40, "dodgeball": 16, "foam-pit": 10, "toddler": 12}
MIN_AGE = {"main-court": 5, "dodgeball": 8, "foam-pit": 6, "toddler": 1}


def capacity(zone, staff_on_floor):
    per_staff = 10 if zone != "toddler" else 6
    return min(MAX_JUMPERS[zone], staff_on_floor * per_staff)


def can_book(zone, age, booked, staff_on_floor):
    if age < MIN_AGE[zone]:
        return False
    return booked < capacity(zone, staff_on_floor)
T
cat > bouncebook/pricing.py <<'T'
PRICES = {"main-court": 14.0, "dodgeball": 12.0, "foam-pit": 9.0, "toddler": 7.5}


def price(zone, jumpers, socks_needed=0):
    return round(PRICES[zone] * jumpers + 2.5 * socks_needed, 2)
T
cat > tests/test_sessions.py <<'T'
from bouncebook.sessions import can_book


def test_toddler_age():
    assert can_book("toddler", 2, 0, 2)
T
git add -A; c 2026-04-01T09:00:00 "sessions and pricing"
git checkout -q -b feature/late-night
sed -i 's/^SESSION_MINUTES = 60$/SESSION_MINUTES = 60\nLATE_NIGHT_MINUTES = 90/' bouncebook/sessions.py
git add -A; c 2026-04-03T10:00:00 "late-night sessions are 90 minutes"
sed -i 's/^MIN_AGE = {"main-court": 5, "dodgeball": 8, "foam-pit": 6, "toddler": 1}$/MIN_AGE = {"main-court": 5, "dodgeball": 8, "foam-pit": 6, "toddler": 1, "late-night": 16}/' bouncebook/sessions.py
sed -i 's/^MAX_JUMPERS = {"main-court": 40, "dodgeball": 16, "foam-pit": 10, "toddler": 12}$/MAX_JUMPERS = {"main-court": 40, "dodgeball": 16, "foam-pit": 10, "toddler": 12, "late-night": 30}/' bouncebook/sessions.py
git add -A; c 2026-04-03T11:30:00 "late-night zone: 16+, 30 jumpers"
sed -i 's/^PRICES = {"main-court": 14.0, "dodgeball": 12.0, "foam-pit": 9.0, "toddler": 7.5}$/PRICES = {"main-court": 14.0, "dodgeball": 12.0, "foam-pit": 9.0, "toddler": 7.5, "late-night": 18.0}/' bouncebook/pricing.py
git add -A; c 2026-04-04T09:15:00 "late-night price"
printf '\n\ndef test_late_night_age():\n    assert not can_book("late-night", 15, 0, 4)\n' >> tests/test_sessions.py
git add -A; c 2026-04-04T09:40:00 "test: under-16s cannot book late-night"
git checkout -q main
sed -i 's/^MIN_AGE = {"main-court": 5, "dodgeball": 8, "foam-pit": 6, "toddler": 1}$/MIN_AGE = {"main-court": 6, "dodgeball": 8, "foam-pit": 7, "toddler": 1}  # insurer 2026 terms/' bouncebook/sessions.py
git add -A; c 2026-04-05T08:00:00 "raise minimum ages per insurer 2026 terms"
sed -i 's/    return round(PRICES\[zone\] \* jumpers + 2.5 \* socks_needed, 2)/    return round(PRICES[zone] * jumpers + 3.0 * socks_needed, 2)/' bouncebook/pricing.py
git add -A; c 2026-04-06T08:00:00 "grip socks now 3.00"
git checkout -q feature/late-night
{
  run "git rebase main"
  run "git status"
  run "git reflog -n 12"
} | neutral
