#!/bin/bash
# Ice-rink resurfacing scheduler: a passing pytest run with skips/xfail, -rsx and --durations=10.
P=${WORK:-/home/dev}/ice-rink
rm -rf $P && mkdir -p $P/rink $P/tests && cd $P
cat > rink/__init__.py <<'PY'
PY
cat > rink/sessions.py <<'PY'
import datetime as dt
from dataclasses import dataclass

@dataclass
class Session:
    kind: str          # public, hockey, figure, lesson
    start: dt.time
    minutes: int
    skaters: int

def wear(session):
    factor = {"public": 1.0, "hockey": 1.8, "figure": 1.3, "lesson": 0.6}[session.kind]
    return session.minutes * session.skaters * factor / 100

def end(session):
    d = dt.datetime.combine(dt.date(2024, 1, 1), session.start) + dt.timedelta(minutes=session.minutes)
    return d.time()
PY
cat > rink/planner.py <<'PY'
import time
from .sessions import wear, end

RESURFACE_MIN = 12
WEAR_LIMIT = 90.0

def plan(sessions):
    out, acc = [], 0.0
    for s in sessions:
        acc += wear(s)
        if acc >= WEAR_LIMIT or s.kind == "hockey":
            out.append(end(s))
            acc = 0.0
    return out

def water_litres(resurfaces, rink_sqm=1800):
    return round(resurfaces * rink_sqm * 0.42)

def slow_simulation(days):
    # pretend Monte-Carlo of a season
    time.sleep(0.05 * days)
    return days * 3
PY
for area in planner sessions water season staff maintenance lessons hockey figure public_skate bookings ice_depth; do
cat > tests/test_$area.py <<PY
import datetime as dt
import time
import pytest
from rink.sessions import Session, wear, end
from rink.planner import plan, water_litres, slow_simulation

def mk(kind, h, m, minutes, skaters):
    return Session(kind, dt.time(h, m), minutes, skaters)

@pytest.mark.parametrize("kind,expected", [("public", 60.0), ("hockey", 108.0), ("figure", 78.0), ("lesson", 36.0)])
def test_${area}_wear(kind, expected):
    assert wear(mk(kind, 9, 0, 60, 100)) == pytest.approx(expected)

def test_${area}_end_time():
    assert end(mk("public", 10, 30, 90, 20)) == dt.time(12, 0)

def test_${area}_hockey_always_resurfaced():
    assert plan([mk("hockey", 18, 0, 60, 20)]) == [dt.time(19, 0)]

def test_${area}_water():
    assert water_litres(4) == 3024
PY
done
cat >> tests/test_season.py <<'PY'

@pytest.mark.slow
@pytest.mark.parametrize("days", [2, 4, 6])
def test_season_simulation(days):
    assert slow_simulation(days) == days * 3

@pytest.mark.skip(reason="Zamboni telemetry API not available in CI")
def test_season_telemetry_import():
    pass
PY
cat >> tests/test_staff.py <<'PY'

@pytest.mark.skipif(True, reason="rota export requires the HR database")
def test_staff_rota_export():
    pass

@pytest.mark.xfail(reason="driver break rules not implemented", strict=False)
def test_staff_driver_breaks():
    assert plan([]) == ["break"]
PY
cat >> tests/test_maintenance.py <<'PY'

def test_maintenance_blade_sharpening_interval():
    time.sleep(0.2)
    assert 40 // 8 == 5

@pytest.mark.skip(reason="needs brine temperature sensor fixture")
def test_maintenance_brine_temperature():
    pass
PY
cat > pytest.ini <<'I'
[pytest]
markers =
    slow: long simulations
I
python3 -m pytest -v -rsx --durations=10 -p no:randomly 2>&1
echo "exit status: $?"
