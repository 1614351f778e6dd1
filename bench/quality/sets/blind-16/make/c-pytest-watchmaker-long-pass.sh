#!/usr/bin/env bash
# Long, passing `pytest -v` run of a watch-movement (horology) toolkit: thousands of
# parametrized tests, one skip, one xfail, one deprecation warning, slowest durations.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/escapement
rm -rf "$P"; mkdir -p "$P/escapement" "$P/tests"; cd "$P"
cat > pytest.ini <<'T'
[pytest]
testpaths = tests
addopts = -p no:benchmark -p no:hypothesispytest
T
cat > escapement/__init__.py <<'T'
__version__ = "2.3.0"
T
cat > escapement/train.py <<'T'
import math
import warnings

BEATS = {18000: 2.5, 19800: 2.75, 21600: 3.0, 25200: 3.5, 28800: 4.0, 36000: 5.0}


def beat_to_hz(vph):
    return vph / 7200


def train_ratio(wheels, pinions):
    num = math.prod(wheels)
    den = math.prod(pinions)
    return num / den


def seconds_per_day_error(rate_vph, nominal_vph):
    return (rate_vph - nominal_vph) / nominal_vph * 86400


def hairspring_length(torque_const, inertia, freq_hz):
    # k = I * (2 pi f)^2 ; length inversely proportional to k
    k = inertia * (2 * math.pi * freq_hz) ** 2
    return torque_const / k


def power_reserve_hours(barrel_turns, barrel_ratio, vph):
    return barrel_turns * barrel_ratio / (vph / 3600) * 3600 / 3600


def amplitude_from_lift(lift_angle, beat_error_ms, vph):
    if beat_error_ms > 5:
        warnings.warn("amplitude_from_lift() with beat error over 5 ms is unreliable; "
                      "use amplitude_from_trace() instead", DeprecationWarning, stacklevel=2)
    period = 3600 / vph
    return lift_angle / math.sin(math.pi * (period - beat_error_ms / 1000) / period / 2) / 2
T
cat > escapement/calendar.py <<'T'
import datetime as dt

def moonphase_age(day, ref=dt.date(2000, 1, 6)):
    return ((day - ref).days % 29.530589)

def annual_calendar_advance(day):
    nxt = day + dt.timedelta(days=1)
    return nxt.day == 1 and day.month != 2
T
cat > tests/test_train.py <<'T'
import math
import pytest
from escapement.train import (BEATS, beat_to_hz, train_ratio, seconds_per_day_error,
                              hairspring_length, power_reserve_hours, amplitude_from_lift)

WHEELS = [(80, 75, 70), (64, 60, 70), (90, 80, 75), (72, 64, 60), (96, 90, 80)]
PINIONS = [(10, 10, 8), (8, 8, 7), (12, 10, 10), (8, 8, 8), (12, 12, 10)]


@pytest.mark.parametrize("vph,hz", sorted(BEATS.items()))
def test_beat_to_hz(vph, hz):
    assert beat_to_hz(vph) == hz


@pytest.mark.parametrize("wheels", WHEELS)
@pytest.mark.parametrize("pinions", PINIONS)
def test_train_ratio_positive(wheels, pinions):
    assert train_ratio(wheels, pinions) > 1


@pytest.mark.parametrize("nominal", sorted(BEATS))
@pytest.mark.parametrize("delta", range(-60, 61, 2))
def test_rate_error_sign(nominal, delta):
    err = seconds_per_day_error(nominal + delta, nominal)
    assert math.copysign(1, err) == math.copysign(1, delta) or delta == 0


@pytest.mark.parametrize("vph", sorted(BEATS))
@pytest.mark.parametrize("inertia", [round(0.5 + i * 0.25, 2) for i in range(40)])
def test_hairspring_shorter_at_higher_inertia(vph, inertia):
    f = beat_to_hz(vph)
    assert hairspring_length(1.0, inertia, f) > hairspring_length(1.0, inertia + 0.25, f)


@pytest.mark.parametrize("turns", range(4, 12))
@pytest.mark.parametrize("vph", sorted(BEATS))
def test_power_reserve_positive(turns, vph):
    assert power_reserve_hours(turns, 6.0, vph) > 0


@pytest.mark.parametrize("lift", [48, 50, 52, 54, 56])
@pytest.mark.parametrize("beat_error", [0.0, 0.4, 1.2, 2.5])
def test_amplitude_in_range(lift, beat_error):
    amp = amplitude_from_lift(lift, beat_error, 28800)
    assert 20 < amp < 400


def test_amplitude_large_beat_error():
    assert amplitude_from_lift(52, 6.5, 28800) > 0


@pytest.mark.xfail(reason="coaxial escapement ratio not modelled yet (#212)", strict=False)
def test_coaxial_ratio():
    assert train_ratio((80, 75), (10, 10, 0))
T
cat > tests/test_calendar.py <<'T'
import datetime as dt
import pytest
from escapement.calendar import moonphase_age, annual_calendar_advance

DAYS = [dt.date(2024, 1, 1) + dt.timedelta(days=n) for n in range(0, 731, 1)]


@pytest.mark.parametrize("day", DAYS, ids=lambda d: d.isoformat())
def test_moonphase_age_bounds(day):
    assert 0 <= moonphase_age(day) < 29.530589


@pytest.mark.parametrize("day", DAYS[::3], ids=lambda d: d.isoformat())
def test_annual_calendar_advance_not_february(day):
    if day.month == 2:
        assert not annual_calendar_advance(day)
    else:
        assert annual_calendar_advance(day) == ((day + dt.timedelta(days=1)).day == 1)


def test_leap_day_needs_manual_correction():
    import time
    time.sleep(0.8)
    assert not annual_calendar_advance(dt.date(2024, 2, 29))
T
cat > tests/test_regulation.py <<'T'
import math
import pytest
from escapement.train import seconds_per_day_error

POSITIONS = ["DU", "DD", "CU", "CD", "CL", "CR"]
TEMPS = [4, 8, 23, 30, 38]


@pytest.mark.parametrize("pos", POSITIONS)
@pytest.mark.parametrize("temp", TEMPS)
@pytest.mark.parametrize("offset", range(-9, 10))
def test_positional_rate_bounded(pos, temp, offset):
    rate = 28800 + offset + (temp - 23) * 0.05
    assert abs(seconds_per_day_error(rate, 28800)) < 40


@pytest.mark.skipif(not hasattr(math, "tau_exact"), reason="needs high-precision tau (mpmath build)")
def test_tourbillon_cage_precision():
    assert False


@pytest.mark.parametrize("grade", ["standard", "elabore", "top", "chronometer"])
@pytest.mark.parametrize("pos", POSITIONS)
@pytest.mark.parametrize("day", range(1, 16))
def test_cosc_daily_rate(grade, pos, day):
    limit = {"standard": 30, "elabore": 15, "top": 8, "chronometer": 6}[grade]
    assert abs(seconds_per_day_error(28800 + (day % 3 - 1) * 0.5, 28800)) <= limit
T
{ run "python -m pytest -v -rsx --durations=5"; } | neutral
