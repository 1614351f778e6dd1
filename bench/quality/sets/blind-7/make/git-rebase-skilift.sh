#!/usr/bin/env bash
# Ski-lift queue simulator: rebasing a feature branch onto main stops on a conflict; then git status.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/git-rebase-skilift.txt"
P="$BASE/skilift-sim"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Anouk Favre" GIT_AUTHOR_EMAIL="anouk@lifts.example" GIT_COMMITTER_NAME="Anouk Favre" GIT_COMMITTER_EMAIL="anouk@lifts.example"
c() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -qam "$2"; }
git init -q -b main .
mkdir -p liftsim tests
cat > liftsim/lift.py <<'EOF'
class ChairLift:
    def __init__(self, name, seats_per_chair, chairs_per_min):
        self.name = name
        self.seats = seats_per_chair
        self.rate = chairs_per_min

    def capacity_per_hour(self):
        return self.seats * self.rate * 60
EOF
cat > liftsim/queue.py <<'EOF'
import random


def arrivals(minute, base_rate):
    peak = 1.8 if 540 <= minute <= 630 else 1.0
    return random.poisson(base_rate * peak) if hasattr(random, "poisson") else int(base_rate * peak)


def simulate(lift, minutes, base_rate):
    queue = 0
    waits = []
    for m in range(minutes):
        queue += arrivals(m, base_rate)
        boarded = min(queue, lift.seats * lift.rate)
        queue -= boarded
        waits.append(queue / (lift.seats * lift.rate))
    return waits
EOF
cat > liftsim/report.py <<'EOF'
def summary(waits):
    return {"max_wait_min": max(waits), "mean_wait_min": sum(waits) / len(waits)}
EOF
git add -A && GIT_AUTHOR_DATE="2024-01-08T09:00:00+01:00" GIT_COMMITTER_DATE="2024-01-08T09:00:00+01:00" git commit -qm "Basic chairlift queue simulation"
git checkout -q -b feature/singles-line
cat > liftsim/singles.py <<'EOF'
def fill_empty_seats(chair_free_seats, singles_waiting):
    used = min(chair_free_seats, singles_waiting)
    return used, singles_waiting - used
EOF
git add liftsim/singles.py && GIT_AUTHOR_DATE="2024-01-09T10:00:00+01:00" GIT_COMMITTER_DATE="2024-01-09T10:00:00+01:00" git commit -qm "Add singles-line seat filler"
cat > liftsim/queue.py <<'EOF'
import random

from liftsim.singles import fill_empty_seats


def arrivals(minute, base_rate):
    peak = 1.8 if 540 <= minute <= 630 else 1.0
    return random.poisson(base_rate * peak) if hasattr(random, "poisson") else int(base_rate * peak)


def simulate(lift, minutes, base_rate, singles_share=0.1):
    queue = 0
    singles = 0
    waits = []
    for m in range(minutes):
        new = arrivals(m, base_rate)
        singles += int(new * singles_share)
        queue += new - int(new * singles_share)
        boarded = min(queue, lift.seats * lift.rate)
        queue -= boarded
        _, singles = fill_empty_seats(lift.seats * lift.rate - boarded, singles)
        waits.append(queue / (lift.seats * lift.rate))
    return waits
EOF
c "2024-01-09T11:30:00+01:00" "Route a share of arrivals through the singles line"
cat > liftsim/report.py <<'EOF'
def summary(waits, singles_used=0):
    return {
        "max_wait_min": max(waits),
        "mean_wait_min": sum(waits) / len(waits),
        "singles_seats_filled": singles_used,
    }
EOF
c "2024-01-09T15:00:00+01:00" "Report seats filled from singles line"
git checkout -q main
cat > liftsim/queue.py <<'EOF'
import random


def arrivals(minute, base_rate, rng):
    peak = 1.8 if 540 <= minute <= 630 else 1.0
    lam = base_rate * peak
    return max(0, round(rng.gauss(lam, lam ** 0.5)))


def simulate(lift, minutes, base_rate, seed=1):
    rng = random.Random(seed)
    queue = 0
    waits = []
    for m in range(minutes):
        queue += arrivals(m, base_rate, rng)
        boarded = min(queue, lift.seats * lift.rate)
        queue -= boarded
        waits.append(queue / (lift.seats * lift.rate))
    return waits
EOF
c "2024-01-10T08:45:00+01:00" "Seeded RNG for reproducible runs; gaussian arrivals"
cat > liftsim/lift.py <<'EOF'
class ChairLift:
    def __init__(self, name, seats_per_chair, chairs_per_min, closed_for_wind=False):
        self.name = name
        self.seats = seats_per_chair
        self.rate = chairs_per_min
        self.closed_for_wind = closed_for_wind

    def capacity_per_hour(self):
        if self.closed_for_wind:
            return 0
        return self.seats * self.rate * 60
EOF
c "2024-01-10T09:20:00+01:00" "Wind closure flag on lifts"
git checkout -q feature/singles-line
{
  echo '$ git rebase main'
  git rebase main 2>&1
  echo "[exit status $?]"
  echo '$ git status'
  git status 2>&1
  echo '$ git log --oneline --graph --all'
  git log --oneline --graph --all 2>&1
} | neut > "$OUT"
