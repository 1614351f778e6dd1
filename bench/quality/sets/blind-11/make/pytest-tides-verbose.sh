#!/usr/bin/env bash
# Verbose pytest run of a tide-prediction package: ~1750 passing tests, a few skips,
# one deprecation warning, slowest durations. Output: outputs/pytest-tides-verbose.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/tidewise
rm -rf "$P"; mkdir -p "$P/tidewise" "$P/tests"; cd "$P"

cat > setup.cfg <<'X'
[metadata]
name = tidewise
version = 2.3.0

[tool:pytest]
testpaths = tests
markers =
    slow: long harmonic fits
X

cat > tidewise/__init__.py <<'X'
from .harmonics import CONSTITUENTS, predict_height, speed_deg_per_hour
from .stations import Station, load_station, STATIONS
from .tables import high_low_waters, datum_offset
X

cat > tidewise/harmonics.py <<'X'
import math
import warnings

# name: (speed in degrees per mean solar hour)
CONSTITUENTS = {
    "M2": 28.9841042, "S2": 30.0, "N2": 28.4397295, "K2": 30.0821373,
    "K1": 15.0410686, "O1": 13.9430356, "P1": 14.9589314, "Q1": 13.3986609,
    "M4": 57.9682084, "MS4": 58.9841042, "M6": 86.9523127, "MN4": 57.4238337,
    "NU2": 28.5125831, "MU2": 27.9682084, "L2": 29.5284789, "T2": 29.9589333,
    "2N2": 27.8953548, "J1": 15.5854433, "OO1": 16.1391017, "MF": 1.0980331,
}


def speed_deg_per_hour(name):
    return CONSTITUENTS[name]


def predict_height(t_hours, amps, phases, z0=0.0):
    h = z0
    for name, a in amps.items():
        g = phases.get(name, 0.0)
        h += a * math.cos(math.radians(CONSTITUENTS[name] * t_hours - g))
    return h


def node_factor(name, year):
    warnings.warn("node_factor() uses a fixed epoch; pass lunar_node= instead", DeprecationWarning, stacklevel=2)
    return 1.0
X

cat > tidewise/stations.py <<'X'
from dataclasses import dataclass


@dataclass(frozen=True)
class Station:
    code: str
    name: str
    lat: float
    lon: float
    msl: float


STATIONS = {
    f"ST{n:03d}": Station(f"ST{n:03d}", f"Harbour {n}", 40 + n * 0.04, -9 + n * 0.05, 1.5 + (n % 13) * 0.11)
    for n in range(1, 201)
}


def load_station(code):
    return STATIONS[code]
X

cat > tidewise/tables.py <<'X'
from .harmonics import predict_height, node_factor


def high_low_waters(amps, phases, hours=25, step=0.1):
    out = []
    prev2 = prev = None
    t = 0.0
    while t <= hours:
        h = predict_height(t, amps, phases)
        if prev2 is not None:
            if prev > prev2 and prev >= h:
                out.append(("HW", round(t - step, 1), round(prev, 3)))
            elif prev < prev2 and prev <= h:
                out.append(("LW", round(t - step, 1), round(prev, 3)))
        prev2, prev = prev, h
        t += step
    return out


def datum_offset(station, chart_datum):
    f = node_factor("M2", 2024)
    return round((station.msl - chart_datum) * f, 3)
X

cat > tests/test_constituents.py <<'X'
import pytest
from tidewise import CONSTITUENTS, speed_deg_per_hour, predict_height

NAMES = sorted(CONSTITUENTS)


@pytest.mark.parametrize("name", NAMES)
def test_speed_positive(name):
    assert speed_deg_per_hour(name) > 0


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("hour", range(0, 24))
def test_single_constituent_bounded(name, hour):
    h = predict_height(hour, {name: 1.2}, {name: 37.0})
    assert -1.2 - 1e-9 <= h <= 1.2 + 1e-9
X

cat > tests/test_stations.py <<'X'
import pytest
from tidewise import STATIONS, load_station, datum_offset

CODES = sorted(STATIONS)


@pytest.mark.parametrize("code", CODES)
def test_load_station(code):
    st = load_station(code)
    assert st.code == code and 40 < st.lat < 50


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("datum", [0.0, 0.25, 0.5, 0.75, 1.0])
def test_datum_offset_sign(code, datum):
    st = load_station(code)
    assert datum_offset(st, datum) == pytest.approx(st.msl - datum, abs=1e-3)


@pytest.mark.parametrize("code", ["ST200", "ST404"])
def test_unknown_station(code):
    with pytest.raises(KeyError):
        load_station(code)
X

cat > tests/test_tables.py <<'X'
import sys
import time
import pytest
from tidewise import high_low_waters

SEMI = {"M2": 1.8, "S2": 0.6}
SEMI_PH = {"M2": 112.0, "S2": 140.0}


@pytest.mark.parametrize("day", range(1, 31))
def test_two_high_waters_per_day(day):
    hw = [e for e in high_low_waters(SEMI, SEMI_PH) if e[0] == "HW"]
    assert len(hw) in (1, 2, 3)


@pytest.mark.slow
def test_full_year_harmonic_fit():
    time.sleep(1.3)
    assert high_low_waters(SEMI, SEMI_PH, hours=24 * 4)


@pytest.mark.slow
def test_spring_neap_cycle():
    time.sleep(0.45)
    assert len(high_low_waters(SEMI, SEMI_PH, hours=24 * 15)) > 50


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="uses the Windows tide-clock driver")
def test_tide_clock_driver():
    pass


@pytest.mark.skip(reason="needs NOAA CO-OPS fixtures (see issue #212)")
def test_against_published_tables():
    pass


def test_mixed_diurnal():
    pytest.importorskip("utide", reason="utide needed for least-squares fit")
X

PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
neutral() {
  sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ python -m pytest -v -rs --durations=8"
  python3 -m pytest -p no:cacheprovider -p no:benchmark -p no:hypothesispytest -v -rs --durations=8 2>&1
  echo "exit status: $?"
} | neutral
