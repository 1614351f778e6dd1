#!/usr/bin/env bash
# c-git-bisect-mushertime: `git bisect run` with a pytest check over the history
# of a sled-dog race timing tool, between the v1.0 tag and HEAD.
# Usage: WORK=<scratch dir> bash c-git-bisect-mushertime.sh > ../outputs/c-git-bisect-mushertime.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mushertime
rm -rf "$P"; mkdir -p "$P/mushertime" "$P/tests"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 PYTHONDONTWRITEBYTECODE=1
git init -q -b main .
printf '__pycache__/\n.pytest_cache/\n' > .gitignore
n=0
people=("Anja Holm <anja@mushertime.no>" "Jonas Eriksen <jonas@mushertime.no>" "Kiri Walker <kiri@mushertime.no>")
commit() { n=$((n+1)); local who=${people[$((n % 3))]}; local d="@$((1704100000 + n*86400)) +0100"
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git -c user.name="${who% <*}" -c user.email="$(echo "$who" | sed 's/.*<\(.*\)>/\1/')" commit -q -a -m "$1"; }
cat > mushertime/splits.py <<'T'
"""Checkpoint split times for long-distance sled dog races."""
from datetime import datetime, timedelta

FMT = "%Y-%m-%d %H:%M"
MANDATORY_REST = timedelta(hours=24)


def parse(ts):
    return datetime.strptime(ts, FMT)


def split(arrive, depart_prev):
    """Run time between leaving one checkpoint and reaching the next."""
    return parse(arrive) - parse(depart_prev)


def rest(arrive, depart):
    return parse(depart) - parse(arrive)


def total_rest(stops):
    return sum((rest(a, d) for a, d in stops), timedelta())


def rest_ok(stops):
    return total_rest(stops) >= MANDATORY_REST
T
cat > tests/test_splits.py <<'T'
from datetime import timedelta
from mushertime.splits import rest_ok, split, total_rest


def test_split_crosses_midnight():
    assert split("2026-03-08 01:40", "2026-03-07 19:05") == timedelta(hours=6, minutes=35)


def test_total_rest():
    stops = [("2026-03-07 14:00", "2026-03-07 22:00"), ("2026-03-08 09:30", "2026-03-08 13:30")]
    assert total_rest(stops) == timedelta(hours=12)


def test_rest_ok_exactly_24h():
    stops = [("2026-03-07 10:00", "2026-03-08 10:00")]
    assert rest_ok(stops)
T
git add -A; commit "Split and rest calculations"
git tag v1.0
edits=(
 "s/^FMT = .*/FMT = \"%Y-%m-%d %H:%M\"  # checkpoint volunteers log local time/|Comment the timestamp format"
 "s/^MANDATORY_REST = timedelta(hours=24)/MANDATORY_REST = timedelta(hours=24)\nMANDATORY_STOPS = 2/|Add the number of mandatory stops"
 "s/    return parse(depart) - parse(arrive)/    d = parse(depart) - parse(arrive)\n    return d/|Name the rest duration"
 "s/^def rest_ok(stops):/def rest_ok(stops, required=None):/|Allow overriding the required rest"
 "s/    return total_rest(stops) >= MANDATORY_REST/    return total_rest(stops) >= (required or MANDATORY_REST)/|Use the override in rest_ok"
 "s/^    return d$/    if d < timedelta(0):\n        raise ValueError(f\"departure {depart} before arrival {arrive}\")\n    return d/|Reject departures before arrival"
 "s/^def split(arrive, depart_prev):/def split(arrive, depart_prev, *, gps=None):/|Accept GPS fixes in split"
 "s/^def parse(ts):/def parse(ts, tz=None):/|Thread a timezone through parse"
 "s/    return datetime.strptime(ts, FMT)/    return datetime.strptime(ts.strip(), FMT)/|Strip whitespace from logged times"
 "s/^def total_rest(stops):/def total_rest(stops, *, cap=None):/|Allow capping counted rest"
 "s/    return sum((rest(a, d) for a, d in stops), timedelta())/    counted = [rest(a, d) for a, d in stops]\n    return sum(counted, timedelta())/|Collect rests before summing"
 "s/^    counted = \[rest(a, d) for a, d in stops\]/    counted = [min(rest(a, d), cap) if cap else rest(a, d) for a, d in stops]/|Apply the cap to each stop"
 "s/^FMT = .*/FMT = \"%Y-%m-%d %H:%M\"  # volunteers log local time (AKST)/|Name the timezone in the comment"
 "s/^MANDATORY_STOPS = 2/MANDATORY_STOPS = 3/|Three mandatory stops from the 2026 rules"
 "s/    return parse(arrive) - parse(depart_prev)/    run = parse(arrive) - parse(depart_prev)\n    return run/|Name the run time"
 "s/^    return run$/    return run if run.days >= 0 else run + timedelta(days=1)/|Wrap negative splits (clock reset at midnight)"
 "s/^    counted = \[min(rest(a, d), cap) if cap else rest(a, d) for a, d in stops\]/    counted = [min(rest(a, d), cap) if cap else rest(a, d) for a, d in stops if a != d]/|Skip zero-length stops"
 "s/    d = parse(depart) - parse(arrive)/    d = parse(depart) - parse(arrive)  # hh:mm resolution/|Note the rest resolution"
 "s/    return total_rest(stops) >= (required or MANDATORY_REST)/    return total_rest(stops) > (required or MANDATORY_REST)/|Tidy rest_ok comparison"
 "s/^def parse(ts, tz=None):/def parse(ts, tz=None):  # noqa: ARG001/|Silence unused tz lint"
 "s/^MANDATORY_STOPS = 3/MANDATORY_STOPS = 3  # 24h total plus an 8h stop at the river/|Document the 8 hour stop"
 "s/^def split(arrive, depart_prev, \*, gps=None):/def split(arrive, depart_prev, *, gps=None):  # gps unused for now/|Mark gps as unused"
 "s/^FMT = .*/FMT = \"%Y-%m-%d %H:%M\"  # volunteers log local time (AKST, no DST)/|No DST on the trail"
 "s/^def total_rest(stops, \*, cap=None):/def total_rest(stops, *, cap=None):  # cap in timedelta/|Document the cap unit"
)
for e in "${edits[@]}"; do
  sed -i "${e%%|*}" mushertime/splits.py
  commit "${e##*|}"
done
{
  echo '$ git bisect start HEAD v1.0 && git bisect run python -m pytest -q -p no:cacheprovider tests/test_splits.py'
  { git bisect start HEAD v1.0 && git bisect run python3 -m pytest -q -p no:cacheprovider tests/test_splits.py; } > "$P.out" 2>&1; rc=$?
  cat "$P.out"; [ -n "$(tail -c1 "$P.out")" ] && echo   # git prints the last line without a newline
  echo "exit status: $rc"; rm -f "$P.out"
} | neutral
