#!/usr/bin/env bash
# Cuckoo-clock movement simulator: a long passing pytest -v run with skips, an xfail and warnings.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/cuckoomech
rm -rf "$P"; mkdir -p "$P/cuckoomech" "$P/tests"
cd "$P"
cat > pytest.ini <<'X'
[pytest]
testpaths = tests
markers =
    slow: long simulations
X
cat > cuckoomech/__init__.py <<'X'
X
cat > cuckoomech/gears.py <<'X'
import warnings
from fractions import Fraction


def ratio(driver_teeth: int, driven_teeth: int) -> Fraction:
    return Fraction(driver_teeth, driven_teeth)


def train(*pairs):
    r = Fraction(1)
    for a, b in pairs:
        r *= ratio(a, b)
    return r


def pendulum_period(length_m: float) -> float:
    return 2 * 3.141592653589793 * (length_m / 9.80665) ** 0.5


def beat_rate(length_cm):
    warnings.warn("beat_rate() takes centimetres and is deprecated; use pendulum_period(metres)",
                  DeprecationWarning, stacklevel=2)
    return 60 / pendulum_period(length_cm / 100)
X
cat > cuckoomech/strike.py <<'X'
def calls_for_hour(hour: int) -> int:
    h = hour % 12
    return 12 if h == 0 else h


def calls_per_day(half_hour_call: bool = True) -> int:
    total = 2 * sum(calls_for_hour(h) for h in range(1, 13))
    return total + (24 if half_hour_call else 0)


def bellows_cycles(hour: int) -> int:
    return 2 * calls_for_hour(hour)
X
cat > cuckoomech/weights.py <<'X'
CHAIN_DROP_CM_PER_HOUR = 5.5


def run_hours(chain_cm: float) -> float:
    return chain_cm / CHAIN_DROP_CM_PER_HOUR


def needs_winding(chain_left_cm: float, hours_until_visit: float) -> bool:
    return run_hours(chain_left_cm) < hours_until_visit
X
cat > tests/test_gears.py <<'X'
import pytest
from fractions import Fraction
from cuckoomech.gears import ratio, train, pendulum_period, beat_rate


@pytest.mark.parametrize("a", range(6, 66, 3))
@pytest.mark.parametrize("b", range(8, 80, 8))
def test_ratio_reduces(a, b):
    assert ratio(a, b) == Fraction(a, b)


@pytest.mark.parametrize("pairs,expected", [
    (((60, 8), (64, 8)), Fraction(60)),
    (((48, 6), (45, 9)), Fraction(40)),
    (((75, 10), (80, 8)), Fraction(75)),
])
def test_going_train(pairs, expected):
    assert train(*pairs) == expected


@pytest.mark.parametrize("length", [x / 100 for x in range(10, 110, 5)])
def test_period_grows_with_length(length):
    assert pendulum_period(length) < pendulum_period(length + 0.01)


def test_beat_rate_legacy():
    assert 50 < beat_rate(30) < 120
X
cat > tests/test_strike.py <<'X'
import sys
import pytest
from cuckoomech.strike import calls_for_hour, bellows_cycles, calls_per_day


@pytest.mark.parametrize("hour", range(0, 24))
def test_calls_in_range(hour):
    assert 1 <= calls_for_hour(hour) <= 12


@pytest.mark.parametrize("hour", range(0, 24))
def test_bellows_two_per_call(hour):
    assert bellows_cycles(hour) == 2 * calls_for_hour(hour)


def test_calls_per_day():
    assert calls_per_day() == 180


def test_calls_per_day_no_half_hours():
    assert calls_per_day(half_hour_call=False) == 156


@pytest.mark.skipif(sys.platform != "win32", reason="music box driver only ships for the Windows kiosk")
def test_music_box_tune():
    pass


@pytest.mark.xfail(reason="night silencer lever not modelled yet (issue #58)")
def test_night_silencer():
    assert calls_for_hour(3, silent=True) == 0
X
cat > tests/test_weights.py <<'X'
import pytest
from cuckoomech.weights import run_hours, needs_winding


@pytest.mark.parametrize("chain", range(50, 200, 2))
def test_run_hours_positive(chain):
    assert run_hours(chain) > 0


@pytest.mark.parametrize("chain,visit,expected", [(132, 24, False), (100, 24, True), (55, 8, False), (20, 8, True)])
def test_needs_winding(chain, visit, expected):
    assert needs_winding(chain, visit) is expected


def test_eight_day_movement():
    pytest.skip("8-day movement weights not catalogued (supplier sheet missing)")
X
capture d17c-pytest-cuckooclock-long-pass "python -m pytest -v -rsx"
