#!/bin/sh
# Medication-reminder scheduler: a passing pytest run with skips, xfails and a --durations summary.
# usage: BASE=<scratch dir> sh make/26-pytest-pass-pills.sh > outputs/26-pytest-pass-pills.txt
set -u
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/pillclock"; rm -rf "$P"; mkdir -p "$P/pillclock" "$P/tests"; cd "$P"
cat > pillclock/__init__.py <<'EOF'
EOF
cat > pillclock/schedule.py <<'EOF'
"""Turn prescriptions like 'every 8h' or 'twice daily with food' into reminder times."""
from datetime import datetime, time, timedelta

MEALS = {"breakfast": time(7, 30), "lunch": time(12, 30), "dinner": time(18, 30)}
WAKE, SLEEP = time(7, 0), time(22, 30)


def every(hours, start, days=1):
    out, t = [], start
    end = start + timedelta(days=days)
    while t < end:
        out.append(t)
        t += timedelta(hours=hours)
    return out


def times_daily(n, day):
    if n < 1:
        raise ValueError("n must be >= 1")
    a = datetime.combine(day, WAKE)
    b = datetime.combine(day, SLEEP)
    if n == 1:
        return [a]
    step = (b - a) / (n - 1)
    return [a + i * step for i in range(n)]


def with_meals(meals, day):
    return [datetime.combine(day, MEALS[m]) for m in meals]


def skip_night(times):
    return [t for t in times if WAKE <= t.time() <= SLEEP]


def next_dose(times, now):
    upcoming = [t for t in times if t >= now]
    return min(upcoming) if upcoming else None
EOF
cat > pillclock/interactions.py <<'EOF'
SPACING = {("levothyroxine", "calcium"): 4, ("ciprofloxacin", "iron"): 2, ("tetracycline", "dairy"): 2}


def min_gap_hours(a, b):
    return SPACING.get((a, b)) or SPACING.get((b, a)) or 0


def conflicts(plan):
    """plan: list of (datetime, drug). Returns pairs that are too close together."""
    bad = []
    for i, (t1, d1) in enumerate(plan):
        for t2, d2 in plan[i + 1:]:
            gap = abs((t2 - t1).total_seconds()) / 3600
            if gap < min_gap_hours(d1, d2):
                bad.append((d1, d2, round(gap, 2)))
    return bad
EOF
cat > tests/test_schedule.py <<'EOF'
import time as _time
from datetime import date, datetime, timedelta
import pytest
from pillclock.schedule import every, times_daily, with_meals, skip_night, next_dose

DAY = date(2024, 2, 29)


@pytest.mark.parametrize("hours,count", [(2, 12), (3, 8), (4, 6), (6, 4), (8, 3), (12, 2), (24, 1)])
def test_every_count(hours, count):
    assert len(every(hours, datetime(2024, 2, 29, 6, 0))) == count


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 8, 12])
def test_times_daily_bounds(n):
    ts = times_daily(n, DAY)
    assert ts[0].hour == 7
    assert len(ts) == n


def test_times_daily_rejects_zero():
    with pytest.raises(ValueError):
        times_daily(0, DAY)


@pytest.mark.parametrize("meals", [["breakfast"], ["breakfast", "dinner"], ["breakfast", "lunch", "dinner"]])
def test_with_meals(meals):
    assert len(with_meals(meals, DAY)) == len(meals)


def test_skip_night_drops_2am():
    ts = every(6, datetime(2024, 2, 29, 2, 0))
    assert [t.hour for t in skip_night(ts)] == [8, 14, 20]


@pytest.mark.parametrize("start_hour", range(0, 24, 2))
def test_skip_night_never_returns_night_times(start_hour):
    ts = skip_night(every(3, datetime(2024, 3, 1, start_hour)))
    assert all(7 <= t.hour <= 22 for t in ts)


def test_next_dose_none_when_all_past():
    assert next_dose([datetime(2024, 1, 1, 8)], datetime(2024, 1, 2)) is None


def test_next_dose_picks_earliest():
    ts = [datetime(2024, 1, 1, h) for h in (20, 8, 14)]
    assert next_dose(ts, datetime(2024, 1, 1, 9)).hour == 14


def test_leap_day_schedule_crosses_into_march():
    ts = every(8, datetime(2024, 2, 29, 20, 0), days=1)
    assert ts[-1].month == 3


@pytest.mark.slow
def test_year_of_hourly_reminders():
    ts = every(1, datetime(2024, 1, 1), days=366)
    _time.sleep(0.35)
    assert len(ts) == 366 * 24


@pytest.mark.skip(reason="DST handling needs zoneinfo-aware datetimes (issue #41)")
def test_dst_spring_forward():
    pass


@pytest.mark.skip(reason="DST handling needs zoneinfo-aware datetimes (issue #41)")
def test_dst_fall_back():
    pass


@pytest.mark.xfail(reason="tapering doses not modelled yet", strict=True)
def test_prednisone_taper():
    assert times_daily(3, DAY)[0] == "taper"
EOF
cat > tests/test_interactions.py <<'EOF'
import time as _time
from datetime import datetime
import pytest
from pillclock.interactions import min_gap_hours, conflicts


@pytest.mark.parametrize("a,b,gap", [
    ("levothyroxine", "calcium", 4),
    ("calcium", "levothyroxine", 4),
    ("ciprofloxacin", "iron", 2),
    ("tetracycline", "dairy", 2),
    ("ibuprofen", "paracetamol", 0),
])
def test_min_gap(a, b, gap):
    assert min_gap_hours(a, b) == gap


@pytest.mark.parametrize("hours_apart,expected", [(0, 1), (1, 1), (3, 1), (4, 0), (6, 0)])
def test_levothyroxine_calcium_spacing(hours_apart, expected):
    plan = [(datetime(2024, 3, 1, 6), "levothyroxine"), (datetime(2024, 3, 1, 6 + hours_apart), "calcium")]
    assert len(conflicts(plan)) == expected


def test_conflict_detected():
    plan = [(datetime(2024, 3, 1, 7), "levothyroxine"), (datetime(2024, 3, 1, 8), "calcium")]
    assert conflicts(plan) == [("levothyroxine", "calcium", 1.0)]


def test_no_conflict_when_spaced():
    plan = [(datetime(2024, 3, 1, 7), "levothyroxine"), (datetime(2024, 3, 1, 12), "calcium")]
    assert conflicts(plan) == []


def test_large_plan_is_quadratic_but_ok():
    plan = [(datetime(2024, 3, 1, h % 24), "iron" if h % 2 else "ciprofloxacin") for h in range(300)]
    _time.sleep(0.2)
    assert len(conflicts(plan)) > 0


@pytest.mark.skipif(True, reason="needs the licensed interaction database (set PILLCLOCK_DB)")
def test_against_full_interaction_db():
    pass


@pytest.mark.xfail(reason="grapefruit interactions are food-based, not in SPACING")
def test_grapefruit_statins():
    assert min_gap_hours("atorvastatin", "grapefruit") > 0
EOF
cat > pytest.ini <<'EOF'
[pytest]
markers =
    slow: long-running scheduling tests
EOF
{ python3 -m pytest -v -rsx --durations=8 2>&1; echo "exit status: $?"; } | neut
