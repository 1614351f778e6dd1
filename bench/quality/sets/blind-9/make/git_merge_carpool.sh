#!/bin/bash
# Carpool matching service: merging a feature branch into main conflicts in two files; then git diff.
P=${WORK:-/home/dev}/carpool-match
rm -rf "$P"; mkdir -p "$P/carpool" "$P/tests"; cd "$P"
git init -q -b main
git config user.name "Rina Okoye"; git config user.email "rina@carpool.test"
n=0
commit() { n=$((n+1)); export GIT_AUTHOR_DATE="2024-03-0$((n % 9 + 1))T09:${n}0:00+01:00" GIT_COMMITTER_DATE="2024-03-0$((n % 9 + 1))T09:${n}0:00+01:00"; git add -A; git commit -q -m "$1"; }
cat > carpool/match.py <<'EOF'
from math import radians, sin, cos, asin, sqrt

MAX_DETOUR_KM = 4.0
MAX_WAIT_MIN = 10


def haversine(a, b):
    lat1, lon1, lat2, lon2 = map(radians, (*a, *b))
    h = sin((lat2 - lat1) / 2) ** 2 + cos(lat1) * cos(lat2) * sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * asin(sqrt(h))


def detour_km(driver, rider):
    direct = haversine(driver.home, driver.work)
    via = haversine(driver.home, rider.home) + haversine(rider.home, rider.work) + haversine(rider.work, driver.work)
    return via - direct


def compatible(driver, rider):
    if abs(driver.depart_min - rider.depart_min) > MAX_WAIT_MIN:
        return False
    return detour_km(driver, rider) <= MAX_DETOUR_KM


def best_matches(drivers, riders):
    pairs = []
    for d in drivers:
        options = [r for r in riders if compatible(d, r)]
        options.sort(key=lambda r: detour_km(d, r))
        pairs.extend((d.name, r.name) for r in options[: d.seats])
    return pairs
EOF
cat > carpool/models.py <<'EOF'
from dataclasses import dataclass


@dataclass
class Person:
    name: str
    home: tuple
    work: tuple
    depart_min: int
    seats: int = 0
EOF
cat > carpool/config.toml <<'EOF'
[matching]
max_detour_km = 4.0
max_wait_min = 10
prefer_same_employer = false

[notify]
channel = "email"
EOF
cat > tests/test_match.py <<'EOF'
from carpool.match import haversine


def test_haversine_zero():
    assert haversine((51.5, -0.1), (51.5, -0.1)) == 0
EOF
commit "Initial matcher with detour and wait limits"
git checkout -q -b feature/detour-percent
python3 - <<'EOF'
import re
p = "carpool/match.py"
s = open(p).read()
s = s.replace("MAX_DETOUR_KM = 4.0\n", "MAX_DETOUR_FRACTION = 0.25  # of the driver's direct distance\n")
s = s.replace("""    return detour_km(driver, rider) <= MAX_DETOUR_KM
""", """    direct = haversine(driver.home, driver.work)
    return detour_km(driver, rider) <= MAX_DETOUR_FRACTION * direct
""")
open(p, "w").write(s)
p = "carpool/config.toml"
s = open(p).read().replace("max_detour_km = 4.0", "max_detour_fraction = 0.25")
open(p, "w").write(s)
EOF
commit "Limit detour as a fraction of the driver's commute"
cat >> tests/test_match.py <<'EOF'


def test_detour_fraction_constant():
    from carpool.match import MAX_DETOUR_FRACTION
    assert 0 < MAX_DETOUR_FRACTION < 1
EOF
commit "Test detour fraction bounds"
git checkout -q main
python3 - <<'EOF'
p = "carpool/match.py"
s = open(p).read()
s = s.replace("MAX_DETOUR_KM = 4.0\n", "MAX_DETOUR_KM = 5.5  # raised after rural pilot feedback\n")
s = s.replace("""    return detour_km(driver, rider) <= MAX_DETOUR_KM
""", """    if driver.seats <= 0:
        return False
    return detour_km(driver, rider) <= MAX_DETOUR_KM
""")
open(p, "w").write(s)
p = "carpool/config.toml"
s = open(p).read().replace("max_detour_km = 4.0", "max_detour_km = 5.5")
open(p, "w").write(s)
EOF
commit "Raise detour limit to 5.5 km for rural routes; skip full cars"
cat > carpool/notify.py <<'EOF'
def render(pair):
    driver, rider = pair
    return f"{rider}, {driver} can give you a lift tomorrow."
EOF
commit "Add notification text"
{
  echo '$ git merge feature/detour-percent'
  git merge feature/detour-percent 2>&1
  echo '$ git diff'
  git -c color.ui=never diff 2>&1
} | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g"
