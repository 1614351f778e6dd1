#!/bin/bash
# long verbose passing pytest run of a toy planetarium show scheduler (hundreds of tests, one skip, one xfail, warnings)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/planetarium-shows; rm -rf "$P"; mkdir -p "$P/domeshow" "$P/tests"; cd "$P"
cat > domeshow/__init__.py <<'PY'
PY
cat > domeshow/sky.py <<'PY'
import math, warnings
CONSTELLATIONS = ["Orion", "Lyra", "Cygnus", "Cassiopeia", "Draco", "Perseus", "Leo", "Virgo",
                  "Scorpius", "Sagittarius", "Aquila", "Pegasus", "Andromeda", "Taurus", "Gemini", "Auriga"]
def altitude(dec, lat, hour_angle):
    d, l, h = map(math.radians, (dec, lat, hour_angle))
    return math.degrees(math.asin(math.sin(d)*math.sin(l) + math.cos(d)*math.cos(l)*math.cos(h)))
def visible(dec, lat, hour_angle, horizon=0.0):
    return altitude(dec, lat, hour_angle) > horizon
def magnitude_to_brightness(mag):
    return 10 ** (-0.4 * mag)
def seat_rows(capacity, per_row=18):
    if per_row == 18 and capacity > 400:
        warnings.warn("dome capacity above 400 uses legacy row layout", DeprecationWarning)
    return -(-capacity // per_row)
PY
cat > domeshow/shows.py <<'PY'
SHOW_LENGTHS = {"tonights-sky": 35, "black-holes": 42, "aurora": 28, "moon-landing": 50, "kids-stars": 22}
def slots(opening, closing, show, gap=15):
    length = SHOW_LENGTHS[show]
    t, out = opening, []
    while t + length <= closing:
        out.append(t); t += length + gap
    return out
def price(age, member=False):
    base = 6 if age < 12 else 4 if age >= 65 else 9
    return base - (2 if member else 0)
PY
cat > tests/test_sky.py <<'PY'
import pytest, warnings
from domeshow.sky import altitude, visible, magnitude_to_brightness, seat_rows, CONSTELLATIONS
DECS = list(range(-85, 90, 5))
LATS = [-60, -45, -33, -20, -10, 0, 10, 20, 28, 35, 40, 45, 51, 55, 60, 64, 70, -5, 15, 48]
@pytest.mark.parametrize("dec", DECS)
@pytest.mark.parametrize("lat", LATS)
def test_altitude_meridian(dec, lat):
    assert altitude(dec, lat, 0) == pytest.approx(90 - abs(lat - dec), abs=1e-6)
@pytest.mark.parametrize("hour", range(0, 360, 5))
def test_altitude_bounded(hour):
    assert -90 <= altitude(20, 51, hour) <= 90
@pytest.mark.parametrize("name", CONSTELLATIONS)
def test_constellation_names(name):
    assert name[0].isupper() and name.isalpha()
@pytest.mark.parametrize("mag", [-1.5, 0, 1, 2.5, 4, 6])
def test_brightness_positive(mag):
    assert magnitude_to_brightness(mag) > 0
def test_brightness_ratio():
    assert magnitude_to_brightness(0) / magnitude_to_brightness(5) == pytest.approx(100)
@pytest.mark.parametrize("cap,rows", [(18, 1), (19, 2), (180, 10), (250, 14), (420, 24)])
def test_seat_rows(cap, rows):
    assert seat_rows(cap) == rows
def test_circumpolar_draco():
    assert all(visible(65, 51, h) for h in range(0, 360, 30))
@pytest.mark.skip(reason="needs ephemeris file de440s.bsp (not in CI cache)")
def test_planet_positions():
    pass
@pytest.mark.xfail(reason="refraction near horizon not modelled yet", strict=False)
def test_refraction_horizon():
    assert visible(-0.3, 0, 90, horizon=-0.57)
PY
cat > tests/test_shows.py <<'PY'
import pytest
from domeshow.shows import slots, price, SHOW_LENGTHS
@pytest.mark.parametrize("show", sorted(SHOW_LENGTHS))
@pytest.mark.parametrize("opening", [540, 570, 600, 630, 660, 690, 720, 750])
@pytest.mark.parametrize("closing", [960, 1020, 1050, 1080, 1140, 1200, 1260, 1320])
def test_slots_fit(show, opening, closing):
    for s in slots(opening, closing, show):
        assert s + SHOW_LENGTHS[show] <= closing
@pytest.mark.parametrize("age", range(0, 100))
@pytest.mark.parametrize("member", [False, True])
@pytest.mark.parametrize("season", ["winter", "spring", "summer", "autumn"])
def test_price_range(age, member, season):
    assert 2 <= price(age, member) <= 9
def test_member_discount():
    assert price(30, True) == 7
PY
run c-pytest-v-planetarium-long-pass python3 -m pytest -v -p no:randomly -p no:benchmark -p no:hypothesispytest -rsxX tests
