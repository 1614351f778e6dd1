#!/usr/bin/env bash
# botanical-garden watering scheduler: a passing pytest run with skips, xfail and a durations report
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/garden-watering"
rm -rf "$P"; mkdir -p "$P/watering" "$P/tests"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > watering/__init__.py <<'EOF'
EOF
cat > watering/plants.py <<'EOF'
NEEDS_MM_PER_WEEK = {
    "cactus": 2, "succulent": 5, "fern": 30, "orchid": 15, "rose": 25, "tomato": 35,
    "bamboo": 40, "lavender": 10, "hosta": 28, "water_lily": 0, "olive": 12, "banana": 50,
}

def weekly_need(plant):
    return NEEDS_MM_PER_WEEK[plant]

def deficit(plant, rain_mm):
    return max(0, weekly_need(plant) - rain_mm)
EOF
cat > watering/zones.py <<'EOF'
import time

ZONES = {
    "desert_house": ["cactus", "succulent"],
    "tropical_house": ["fern", "orchid", "banana", "bamboo"],
    "rose_garden": ["rose", "lavender"],
    "kitchen_garden": ["tomato", "lavender", "olive"],
    "pond": ["water_lily"],
    "shade_walk": ["hosta", "fern"],
}

def plants_in(zone):
    return ZONES[zone]

def slow_sensor_read(zone):
    time.sleep(0.05 * (len(zone) % 4))
    return 0.3
EOF
cat > watering/schedule.py <<'EOF'
from .plants import deficit
from .zones import ZONES

LITRES_PER_MM_PER_M2 = 1.0

def litres_for_zone(zone, area_m2, rain_mm):
    worst = max(deficit(p, rain_mm) for p in ZONES[zone])
    return worst * area_m2 * LITRES_PER_MM_PER_M2

def order(zones):
    return sorted(zones, key=lambda z: (z != "tropical_house", z))
EOF
cat > tests/test_plants.py <<'EOF'
import pytest
from watering.plants import NEEDS_MM_PER_WEEK, weekly_need, deficit

@pytest.mark.parametrize("plant", sorted(NEEDS_MM_PER_WEEK))
def test_need_is_non_negative(plant):
    assert weekly_need(plant) >= 0

@pytest.mark.parametrize("plant,rain,expected", [
    ("cactus", 0, 2), ("cactus", 10, 0), ("fern", 10, 20), ("rose", 25, 0),
    ("tomato", 5, 30), ("banana", 20, 30), ("water_lily", 0, 0), ("olive", 3, 9),
])
def test_deficit(plant, rain, expected):
    assert deficit(plant, rain) == expected

def test_unknown_plant():
    with pytest.raises(KeyError):
        weekly_need("triffid")

@pytest.mark.skip(reason="carnivorous plants use rainwater only; spec pending")
def test_carnivorous_plants():
    pass
EOF
cat > tests/test_zones.py <<'EOF'
import os
import pytest
from watering.zones import ZONES, plants_in, slow_sensor_read

@pytest.mark.parametrize("zone", sorted(ZONES))
def test_zone_has_plants(zone):
    assert plants_in(zone)

@pytest.mark.parametrize("zone", sorted(ZONES))
def test_sensor_reading_in_range(zone):
    assert 0 <= slow_sensor_read(zone) <= 1

@pytest.mark.skipif(not os.environ.get("GARDEN_MQTT_HOST"), reason="needs GARDEN_MQTT_HOST for live sensors")
def test_live_soil_moisture():
    pass

@pytest.mark.skipif(not os.environ.get("GARDEN_MQTT_HOST"), reason="needs GARDEN_MQTT_HOST for live sensors")
def test_live_valve_toggle():
    pass
EOF
cat > tests/test_schedule.py <<'EOF'
import time
import pytest
from watering.schedule import litres_for_zone, order
from watering.zones import ZONES

@pytest.mark.parametrize("zone,area,rain,expected", [
    ("desert_house", 40, 0, 200), ("tropical_house", 120, 10, 4800), ("rose_garden", 300, 5, 6000),
    ("pond", 50, 0, 0), ("shade_walk", 80, 30, 0), ("kitchen_garden", 60, 15, 1200),
])
def test_litres_for_zone(zone, area, rain, expected):
    assert litres_for_zone(zone, area, rain) == expected

def test_tropical_house_first():
    assert order(list(ZONES))[0] == "tropical_house"

def test_full_week_simulation():
    time.sleep(0.42)
    total = sum(litres_for_zone(z, 100, d % 7) for d in range(7) for z in ZONES)
    assert total > 0

@pytest.mark.xfail(reason="frost protection not implemented", strict=False)
def test_no_watering_below_zero():
    assert litres_for_zone("rose_garden", 100, 0) == 0

@pytest.mark.skip(reason="rain forecast API key not configured")
def test_forecast_adjustment():
    pass
EOF
cat > watering/calendar.py <<'EOF'
SEASON_FACTOR = {1: 0.2, 2: 0.3, 3: 0.5, 4: 0.8, 5: 1.0, 6: 1.3, 7: 1.5, 8: 1.4, 9: 1.0, 10: 0.6, 11: 0.3, 12: 0.2}

def factor(month, indoor=False):
    return 1.0 if indoor else SEASON_FACTOR[month]
EOF
cat > tests/test_calendar.py <<'EOF'
import pytest
from watering.calendar import factor, SEASON_FACTOR

@pytest.mark.parametrize("month", range(1, 13))
def test_outdoor_factor_positive(month):
    assert factor(month) > 0

@pytest.mark.parametrize("month", range(1, 13))
def test_indoor_factor_constant(month):
    assert factor(month, indoor=True) == 1.0

@pytest.mark.parametrize("month", range(1, 13))
def test_summer_at_least_winter(month):
    assert SEASON_FACTOR[7] >= factor(month)
EOF
python -m pytest -v -rsx --durations=10 2>&1 | neut
echo "exit status: ${PIPESTATUS[0]}"
