#!/usr/bin/env bash
# Hot-air balloon launch planner: a passing pytest run with skips, xfail and --durations timing summary.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/pytest-pass-balloon.txt"
P="$BASE/balloon-launch"
rm -rf "$P"; mkdir -p "$P/launch" "$P/tests"; cd "$P"
cat > launch/__init__.py <<'EOF'
EOF
cat > launch/weather.py <<'EOF'
import math
import time

MAX_SURFACE_WIND_KT = 8
MAX_GUST_SPREAD_KT = 5
MIN_CLOUD_BASE_FT = 1500
MIN_VIS_M = 5000


def wind_ok(surface_kt, gust_kt):
    return surface_kt <= MAX_SURFACE_WIND_KT and (gust_kt - surface_kt) <= MAX_GUST_SPREAD_KT


def cloud_ok(base_ft):
    return base_ft >= MIN_CLOUD_BASE_FT


def thermal_index(temp_c, dewpoint_c, hour):
    spread = temp_c - dewpoint_c
    sun = max(0.0, math.sin((hour - 6) / 12 * math.pi))
    return round(spread * sun, 2)


def fetch_metar(station):
    time.sleep(0.05)  # simulated network latency
    return {"station": station, "wind_kt": 5, "gust_kt": 7, "vis_m": 9999, "cloud_ft": 2500}
EOF
cat > launch/envelope.py <<'EOF'
import time

AIR_DENSITY_SEA_LEVEL = 1.225


def lift_kg(envelope_m3, ambient_c, inside_c, altitude_m=0):
    rho = AIR_DENSITY_SEA_LEVEL * (1 - 2.25577e-5 * altitude_m) ** 5.25588
    t_amb = ambient_c + 273.15
    t_in = inside_c + 273.15
    return round(envelope_m3 * rho * (1 - t_amb / t_in), 1)


def max_payload(envelope_m3, ambient_c, max_inside_c=100, empty_kg=360):
    return lift_kg(envelope_m3, ambient_c, max_inside_c) - empty_kg


def burn_schedule(minutes, climb=False):
    time.sleep(0.2)
    return [12 if climb and m < 5 else 6 for m in range(minutes)]
EOF
cat > launch/trajectory.py <<'EOF'
import math
import time


def drift(wind_kt, bearing_deg, minutes):
    dist_km = wind_kt * 1.852 * minutes / 60
    rad = math.radians(bearing_deg)
    return round(dist_km * math.sin(rad), 2), round(dist_km * math.cos(rad), 2)


def landing_fields(start, wind_kt, bearing_deg, minutes, fields):
    dx, dy = drift(wind_kt, bearing_deg, minutes)
    target = (start[0] + dx, start[1] + dy)
    time.sleep(0.35)
    return sorted(fields, key=lambda f: math.dist(target, f[1]))[:3]
EOF
cat > tests/test_weather.py <<'EOF'
import pytest
from launch import weather


@pytest.mark.parametrize("surface,gust,ok", [
    (0, 0, True), (4, 6, True), (8, 8, True), (8, 13, True), (8, 14, False),
    (9, 9, False), (12, 15, False), (3, 9, False), (5, 10, True), (6, 12, False),
])
def test_wind_limits(surface, gust, ok):
    assert weather.wind_ok(surface, gust) is ok


@pytest.mark.parametrize("base,ok", [(800, False), (1499, False), (1500, True), (3000, True)])
def test_cloud_base(base, ok):
    assert weather.cloud_ok(base) is ok


@pytest.mark.parametrize("hour", range(5, 21))
def test_thermal_index_non_negative(hour):
    assert weather.thermal_index(22, 9, hour) >= 0


def test_thermal_peaks_at_noon():
    assert weather.thermal_index(22, 9, 12) == 13.0


def test_fetch_metar_shape():
    m = weather.fetch_metar("EGBP")
    assert set(m) == {"station", "wind_kt", "gust_kt", "vis_m", "cloud_ft"}


@pytest.mark.skip(reason="needs live METAR feed credentials")
def test_fetch_metar_live():
    pass


@pytest.mark.skip(reason="TAF parser not written yet")
def test_taf_trend():
    pass
EOF
cat > tests/test_envelope.py <<'EOF'
import pytest
from launch import envelope


@pytest.mark.parametrize("size_m3,ambient,expected", [
    (2200, 15, 613.9), (3000, 15, 837.1), (4250, 15, 1185.9),
    (2200, 25, 541.7), (3000, 25, 738.6), (4250, 25, 1046.4),
])
def test_lift(size_m3, ambient, expected):
    assert envelope.lift_kg(size_m3, ambient, 100) == pytest.approx(expected, abs=0.5)


def test_payload_positive_for_medium_envelope():
    assert envelope.max_payload(3000, 10) > 400


def test_lift_drops_with_altitude():
    assert envelope.lift_kg(3000, 15, 100, 1500) < envelope.lift_kg(3000, 15, 100, 0)


@pytest.mark.parametrize("minutes", [10, 30, 60])
def test_burn_schedule_length(minutes):
    assert len(envelope.burn_schedule(minutes)) == minutes


def test_climb_burns_harder_first():
    s = envelope.burn_schedule(10, climb=True)
    assert s[0] > s[-1]


@pytest.mark.xfail(reason="altitude correction uses ISA temperature, not measured", strict=False)
def test_lift_hot_day_at_altitude():
    assert envelope.lift_kg(3000, 32, 100, 1200) == 560.0
EOF
cat > tests/test_trajectory.py <<'EOF'
import sys
import pytest
from launch import trajectory

FIELDS = [("Hollins Farm", (3.1, 4.2)), ("Ridge Pasture", (8.0, 1.0)), ("Mill Lane", (5.5, 5.0)),
          ("Church Meadow", (2.0, 9.0)), ("Old Airfield", (6.0, 6.5))]


@pytest.mark.parametrize("bearing", [0, 45, 90, 135, 180, 225, 270, 315])
def test_drift_distance(bearing):
    dx, dy = trajectory.drift(10, bearing, 60)
    assert (dx ** 2 + dy ** 2) ** 0.5 == pytest.approx(18.52, abs=0.02)


def test_landing_fields_nearest_first():
    got = trajectory.landing_fields((0, 0), 6, 45, 45, FIELDS)
    assert got[0][0] == "Old Airfield"


def test_landing_fields_returns_three():
    assert len(trajectory.landing_fields((0, 0), 6, 45, 45, FIELDS)) == 3


@pytest.mark.skipif(sys.version_info < (3, 12), reason="uses itertools.batched (3.12+)")
def test_batched_waypoints():
    pass
EOF
cat > tests/test_zones.py <<'EOF'
import pytest
from launch import weather

# Restricted zones near the launch site: (name, ceiling_ft, active_hours)
ZONES = [
    ("EGR101 Danger Area", 2000, range(8, 18)),
    ("Farnborough ATZ", 2500, range(0, 24)),
    ("Nature reserve (no low flying)", 1000, range(6, 20)),
    ("Microlight site", 1500, range(9, 19)),
]


@pytest.mark.parametrize("name,ceiling,hours", ZONES)
@pytest.mark.parametrize("hour", [6, 9, 13, 17, 20])
def test_zone_hours_are_daytime(name, ceiling, hours, hour):
    assert ceiling >= 1000
    assert (hour in hours) in (True, False)


@pytest.mark.parametrize("temp,dew", [(10, 2), (15, 5), (20, 8), (25, 10)])
def test_morning_thermals_are_weak(temp, dew):
    assert weather.thermal_index(temp, dew, 7) < weather.thermal_index(temp, dew, 12)
EOF
python3 -m pytest -v -rsx --durations=8 -p no:cacheprovider tests 2>&1 | neut > "$OUT"
