#!/bin/bash
# Long verbose passing pytest run of a lightship (fog signal / lamp schedule) toolkit: skips, one xfail, one warning.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/lightship; rm -rf "$P"; mkdir -p "$P/lightship" "$P/tests"; cd "$P"
cat > lightship/__init__.py <<'PY'
PY
cat > lightship/signals.py <<'PY'
import warnings

CHARACTERS = {"Fl": 1, "LFl": 1, "Oc": 1, "Iso": 1, "Q": 60, "VQ": 120}

def flashes_per_minute(char, group=1, period=10.0):
    if char in ("Q", "VQ"):
        return CHARACTERS[char]
    return round(60.0 / period * group, 2)

def fog_blasts(period, blast=2.0):
    if period < blast * 2:
        warnings.warn("fog period %.1fs is shorter than two blasts; horn duty cycle exceeds 50%%" % period, RuntimeWarning)
    return int(60 // period)

def range_nm(candela):
    # simplified Allard
    return round((candela / 1000.0) ** 0.5 * 3.2, 1)
PY
cat > lightship/schedule.py <<'PY'
def lamp_hours(sunset_h, sunrise_h):
    if sunrise_h < sunset_h:
        sunrise_h += 24
    return sunrise_h - sunset_h

def watch_rota(crew, days):
    return [crew[d % len(crew)] for d in range(days)]
PY
python3 - <<'PY'
import random
random.seed(21)
chars = ["Fl", "LFl", "Oc", "Iso"]
with open("tests/test_signals.py", "w") as f:
    f.write("import sys, pytest\nfrom lightship.signals import flashes_per_minute, fog_blasts, range_nm\n\n")
    cases = []
    for i in range(260):
        c = random.choice(chars); g = random.randint(1, 4); per = random.choice([5.0, 6.0, 10.0, 12.0, 15.0, 20.0])
        cases.append((c, g, per, round(60.0/per*g, 2)))
    f.write("@pytest.mark.parametrize('char,group,period,expected', %r)\n" % cases)
    f.write("def test_flashes(char, group, period, expected):\n    assert flashes_per_minute(char, group, period) == expected\n\n")
    pers = [3.0 + i * 0.5 for i in range(180)]
    f.write("@pytest.mark.parametrize('period', %r)\n" % pers)
    f.write("def test_fog_blasts(period):\n    assert fog_blasts(period) == int(60 // period)\n\n")
    cds = [1000 * (i + 1) for i in range(1000)]
    f.write("@pytest.mark.parametrize('cd', %r)\n" % cds)
    f.write("def test_range_monotonic(cd):\n    assert range_nm(cd + 1000) >= range_nm(cd)\n\n")
    f.write("@pytest.mark.skipif(sys.platform.startswith('linux'), reason='AIS transponder bridge only builds on the buoy controller (armv7)')\n")
    f.write("def test_ais_bridge():\n    pass\n\n")
    f.write("@pytest.mark.xfail(reason='Q characteristic ignores group count, see issue 41')\n")
    f.write("def test_quick_group():\n    assert flashes_per_minute('Q', 3) == 180\n")
with open("tests/test_schedule.py", "w") as f:
    f.write("import pytest\nfrom lightship.schedule import lamp_hours, watch_rota\n\n")
    cases = [(s, r, (r + 24 - s) if r < s else r - s) for s in range(16, 22) for r in range(4, 9)] * 7
    f.write("@pytest.mark.parametrize('sunset,sunrise,hours', %r)\n" % cases)
    f.write("def test_lamp_hours(sunset, sunrise, hours):\n    assert lamp_hours(sunset, sunrise) == hours\n\n")
    f.write("@pytest.mark.parametrize('days', list(range(1, 400)))\n")
    f.write("def test_rota_len(days):\n    assert len(watch_rota(['Ines', 'Tomas', 'Wren'], days)) == days\n\n")
    f.write("@pytest.mark.skip(reason='tide table fixture for Sule Skerry not yet digitised')\n")
    f.write("def test_tide_gate():\n    pass\n")
PY
run "python -m pytest -v -rsx tests" | neutral > "$OUTDIR/c-pytest-v-lightship-long-pass.txt"
