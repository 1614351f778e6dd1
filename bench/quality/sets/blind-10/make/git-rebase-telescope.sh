#!/usr/bin/env bash
# git rebase of a feature branch of a telescope night-scheduler onto main; stops on a conflict.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/nightplan
neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[mK]//g' -e 's/\r/\n/g'
}
rm -rf "$P"; mkdir -p "$P/nightplan" "$P/tests"; cd "$P"
git init -q -b main
git config user.name "Ilse Marchetti"; git config user.email ilse@nightplan.example
t=1715000000
c() { t=$((t + 3600)); GIT_AUTHOR_DATE="@$t +0200" GIT_COMMITTER_DATE="@$t +0200" git commit -q -am "$1"; }
cat > nightplan/targets.py <<'EOF'
from dataclasses import dataclass


@dataclass
class Target:
    name: str
    ra_deg: float
    dec_deg: float
    magnitude: float
    exposure_s: int = 120


def observable(t: Target, site_lat: float) -> bool:
    return t.dec_deg > site_lat - 90
EOF
cat > nightplan/scheduler.py <<'EOF'
from .targets import Target, observable

MIN_ALTITUDE_DEG = 30
SLEW_OVERHEAD_S = 45


def order(targets, site_lat):
    ok = [t for t in targets if observable(t, site_lat)]
    return sorted(ok, key=lambda t: t.ra_deg)


def total_time(targets):
    return sum(t.exposure_s + SLEW_OVERHEAD_S for t in targets)
EOF
cat > nightplan/__init__.py <<'EOF'
EOF
cat > tests/test_scheduler.py <<'EOF'
from nightplan.scheduler import order, total_time
from nightplan.targets import Target


def test_sorted_by_ra():
    ts = [Target("M31", 10.7, 41.3, 3.4), Target("M13", 250.4, 36.5, 5.8)]
    assert [t.name for t in order(ts, 52.0)] == ["M31", "M13"]
EOF
git add -A; GIT_AUTHOR_DATE="@$t +0200" GIT_COMMITTER_DATE="@$t +0200" git commit -q -m "Night scheduler skeleton"
git checkout -q -b feature/moon-avoidance
cat >> nightplan/targets.py <<'EOF'


def moon_separation_ok(t: Target, moon_ra: float, moon_dec: float, min_sep: float = 30.0) -> bool:
    return abs(t.ra_deg - moon_ra) > min_sep or abs(t.dec_deg - moon_dec) > min_sep
EOF
c "Add moon separation check"
cat > nightplan/scheduler.py <<'EOF'
from .targets import Target, observable, moon_separation_ok

MIN_ALTITUDE_DEG = 30
SLEW_OVERHEAD_S = 45


def order(targets, site_lat, moon=None):
    ok = [t for t in targets if observable(t, site_lat)]
    if moon is not None:
        ok = [t for t in ok if moon_separation_ok(t, *moon)]
    return sorted(ok, key=lambda t: t.ra_deg)


def total_time(targets):
    return sum(t.exposure_s + SLEW_OVERHEAD_S for t in targets)
EOF
c "Skip targets near the moon"
cat >> tests/test_scheduler.py <<'EOF'


def test_moon_filter():
    ts = [Target("M31", 10.7, 41.3, 3.4), Target("M13", 250.4, 36.5, 5.8)]
    assert [t.name for t in order(ts, 52.0, moon=(12.0, 40.0))] == ["M13"]
EOF
c "Test moon filter"
git checkout -q main
cat > nightplan/scheduler.py <<'EOF'
from .targets import Target, observable

MIN_ALTITUDE_DEG = 30
SLEW_OVERHEAD_S = 60  # new mount is slower to settle


def order(targets, site_lat, brightest_first=False):
    ok = [t for t in targets if observable(t, site_lat)]
    if brightest_first:
        return sorted(ok, key=lambda t: t.magnitude)
    return sorted(ok, key=lambda t: t.ra_deg)


def total_time(targets):
    return sum(t.exposure_s + SLEW_OVERHEAD_S for t in targets)
EOF
c "Option to observe brightest targets first; slower slew overhead"
git checkout -q feature/moon-avoidance
{
  echo '$ git log --oneline --graph --all'
  git --no-pager log --oneline --graph --all 2>&1
  echo "exit status: $?"
  echo '$ git rebase main'
  git rebase main 2>&1
  echo "exit status: $?"
  echo '$ git status'
  git status 2>&1
  echo "exit status: $?"
  echo '$ git diff'
  git --no-pager diff 2>&1
  echo "exit status: $?"
} | neutral
