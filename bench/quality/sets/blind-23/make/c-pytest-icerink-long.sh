#!/bin/bash
# Long pytest -v run (2500+ tests) of an ice-rink resurfacing scheduler, with two parametrized failures in the middle.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/icerink-resurface; fresh "$P"; cd "$P"
mkdir -p rink tests
touch rink/__init__.py
cat > rink/schedule.py <<'PY'
RESURFACE_MIN = 12
SESSION_TYPES = {"public": 90, "hockey": 75, "figure": 60, "curling": 120, "learn-to-skate": 45}

def ice_temp_target(session):
    return {"hockey": -6.5, "figure": -4.0, "public": -5.0, "curling": -5.5, "learn-to-skate": -4.5}[session]

def resurface_needed(skaters, minutes):
    return skaters * minutes >= 1500

def water_litres(length_m, width_m, depth_mm=0.8):
    return round(length_m * width_m * depth_mm, 1)

def next_slot(start_min, session):
    end = start_min + SESSION_TYPES[session]
    return end + RESURFACE_MIN

def fmt_clock(minutes):
    h, m = divmod(minutes % 1440, 60)
    return f"{h:02d}:{m:02d}"
PY
python3 - <<'PY'
import random
random.seed(515)
L = ["import pytest", "from rink.schedule import *", ""]
cases = [(random.randint(1, 200), random.randint(10, 120)) for _ in range(900)]
L.append(f"@pytest.mark.parametrize('skaters,minutes', {cases!r})")
L.append("def test_resurface_needed(skaters, minutes):\n    assert resurface_needed(skaters, minutes) == (skaters * minutes >= 1500)\n")
mins = list(range(0, 1440, 2))
L.append(f"@pytest.mark.parametrize('m', {mins!r})")
L.append("def test_fmt_clock_roundtrip(m):\n    h, mm = fmt_clock(m).split(':')\n    assert int(h) * 60 + int(mm) == m\n")
starts = [(s, t) for s in range(360, 1380, 15) for t in ["public", "hockey", "figure", "curling", "learn-to-skate"]]
exp = []
for s, t in starts:
    e = s + {"public": 90, "hockey": 75, "figure": 60, "curling": 120, "learn-to-skate": 45}[t] + (15 if t == "hockey" and s >= 1320 else 12)  # league rule: a deeper cut after late hockey
    exp.append((s, t, e))
L.append(f"@pytest.mark.parametrize('start,session,expected', {exp!r})")
L.append("def test_next_slot(start, session, expected):\n    assert next_slot(start, session) == expected, f'{session} at {fmt_clock(start)}'\n")
rinks = [(60, 30, 1440.0), (61, 30, 1464.0), (56, 26, 1164.8), (60, 26, 1248.0), (45, 20, 720.0)]
L.append(f"@pytest.mark.parametrize('l,w,litres', {rinks!r})")
L.append("def test_water_litres(l, w, litres):\n    assert water_litres(l, w) == litres\n")
open("tests/test_schedule.py", "w").write("\n".join(L) + "\n")
PY
capture pytest-icerink-long "$P" 'python -m pytest -v tests'
