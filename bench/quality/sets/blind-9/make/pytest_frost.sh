#!/bin/bash
# Orchard frost-alarm monitor: pytest -v run with failures, skips, xfail.
# Usage: bash pytest_frost.sh > ../outputs/pytest_frost.txt
P=${WORK:-/home/dev}/frostwatch
rm -rf "$P"; mkdir -p "$P/frostwatch" "$P/tests"; cd "$P"
cat > frostwatch/__init__.py <<'EOF'
__version__ = "0.4.1"
EOF
cat > frostwatch/sensors.py <<'EOF'
from dataclasses import dataclass
from statistics import median


@dataclass
class Reading:
    sensor_id: str
    block: str
    temp_c: float
    humidity: float
    minute: int


def dew_point(temp_c: float, humidity: float) -> float:
    # Magnus approximation
    import math
    a, b = 17.62, 243.12
    gamma = (a * temp_c) / (b + temp_c) + math.log(humidity / 100.0)
    return round((b * gamma) / (a - gamma), 2)


def wet_bulb(temp_c: float, humidity: float) -> float:
    import math
    rh = humidity
    tw = (temp_c * math.atan(0.151977 * (rh + 8.313659) ** 0.5)
          + math.atan(temp_c + rh) - math.atan(rh - 1.676331)
          + 0.00391838 * rh ** 1.5 * math.atan(0.023101 * rh) - 4.686035)
    return round(tw, 1)


def block_median(readings, block):
    temps = [r.temp_c for r in readings if r.block == block]
    if not temps:
        raise KeyError(block)
    return median(temps)


def drop_outliers(readings, max_jump=4.0):
    kept = []
    last = {}
    for r in readings:
        prev = last.get(r.sensor_id)
        if prev is not None and abs(r.temp_c - prev) > max_jump:
            continue
        kept.append(r)
        last[r.sensor_id] = r.temp_c
    return kept
EOF
cat > frostwatch/alarm.py <<'EOF'
from enum import Enum


class Level(Enum):
    CLEAR = 0
    WATCH = 1
    WARNING = 2
    CRITICAL = 3


# critical temperatures by bud stage (10% kill), degrees C
STAGE_LIMITS = {
    "silver_tip": -9.4,
    "green_tip": -7.8,
    "tight_cluster": -5.0,
    "first_pink": -3.9,
    "full_bloom": -2.8,
    "petal_fall": -2.2,
}


def level_for(temp_c, stage, margin=1.5):
    limit = STAGE_LIMITS[stage]
    if temp_c <= limit:
        return Level.CRITICAL
    if temp_c <= limit + margin:
        return Level.WARNING
    if temp_c <= limit + 2 * margin:
        return Level.WATCH
    return Level.CLEAR


def escalate(levels):
    """Return the highest level seen in a run of at least two consecutive readings."""
    best = Level.CLEAR
    run_level, run_len = None, 0
    for lv in levels:
        if lv == run_level:
            run_len += 1
        else:
            run_level, run_len = lv, 1
        if run_len >= 2 and lv.value > best.value:
            best = lv
    return best


def should_start_fans(temp_c, wind_ms, inversion_delta):
    # wind machines only help with a strong inversion and calm air
    return temp_c < 0.5 and wind_ms < 2.5 and inversion_delta > 2


def sms_text(block, level, temp_c):
    return f"[{level.name}] block {block}: {temp_c:.1f}C"
EOF
cat > frostwatch/forecast.py <<'EOF'
def hourly_drop(temps):
    return [round(b - a, 2) for a, b in zip(temps, temps[1:])]


def minutes_to_threshold(current, rate_per_hour, threshold):
    if rate_per_hour >= 0:
        return None
    return int((current - threshold) / -rate_per_hour * 60)


def radiative_minimum(dusk_temp, dew_pt, cloud_okta):
    # Brunt-style rough estimate
    k = 0.6 if cloud_okta <= 2 else 0.3
    return round(dew_pt - k * (dusk_temp - dew_pt) / 4, 1)
EOF
cat > tests/test_sensors.py <<'EOF'
import pytest
from frostwatch.sensors import Reading, dew_point, wet_bulb, block_median, drop_outliers


def R(sid, block, t, m=0):
    return Reading(sid, block, t, 80.0, m)


@pytest.mark.parametrize("t,h,expected", [
    (10.0, 50.0, -0.07),
    (2.0, 90.0, 0.52),
    (-1.0, 95.0, -1.7),
    (5.0, 100.0, 5.0),
])
def test_dew_point(t, h, expected):
    assert dew_point(t, h) == pytest.approx(expected, abs=0.05)


def test_wet_bulb_reference():
    assert wet_bulb(20.0, 50.0) == 13.7


def test_block_median_odd():
    rs = [R("a", "north", 1.0), R("b", "north", -0.5), R("c", "north", 0.2)]
    assert block_median(rs, "north") == 0.2


def test_block_median_missing_block():
    with pytest.raises(KeyError):
        block_median([R("a", "north", 1.0)], "south")


def test_drop_outliers_keeps_steady():
    rs = [R("a", "n", 1.0, 0), R("a", "n", 0.5, 5), R("a", "n", 0.1, 10)]
    assert drop_outliers(rs) == rs


def test_drop_outliers_removes_spike():
    rs = [R("a", "n", 1.0, 0), R("a", "n", 9.0, 5), R("a", "n", 0.8, 10)]
    assert [r.minute for r in drop_outliers(rs)] == [0, 10]


def test_drop_outliers_per_sensor():
    rs = [R("a", "n", 1.0, 0), R("b", "n", 6.0, 0), R("a", "n", 1.2, 5), R("b", "n", 5.5, 5)]
    kept = drop_outliers(rs)
    assert {r.sensor_id for r in kept} == {"a", "b"}
    assert len(kept) == 4


@pytest.mark.skip(reason="needs LoRa gateway fixture")
def test_live_gateway_poll():
    pass
EOF
cat > tests/test_alarm.py <<'EOF'
import sys
import pytest
from frostwatch.alarm import Level, level_for, escalate, should_start_fans, sms_text, STAGE_LIMITS


@pytest.mark.parametrize("stage", sorted(STAGE_LIMITS))
def test_exact_limit_is_critical(stage):
    assert level_for(STAGE_LIMITS[stage], stage) is Level.CRITICAL


@pytest.mark.parametrize("temp,expected", [
    (-2.9, Level.CRITICAL),
    (-2.0, Level.WARNING),
    (-0.5, Level.WATCH),
    (0.3, Level.CLEAR),
    (4.0, Level.CLEAR),
])
def test_full_bloom_levels(temp, expected):
    assert level_for(temp, "full_bloom") is expected


def test_escalate_needs_two_readings():
    seq = [Level.CLEAR, Level.CRITICAL, Level.WATCH, Level.WATCH]
    assert escalate(seq) is Level.WATCH


def test_escalate_warning_run():
    seq = [Level.WATCH, Level.WARNING, Level.WARNING, Level.CRITICAL]
    assert escalate(seq) is Level.WARNING


def test_escalate_empty():
    assert escalate([]) is Level.CLEAR


@pytest.mark.parametrize("temp,wind,inv,expected", [
    (0.0, 1.0, 3.0, True),
    (0.0, 3.0, 3.0, False),
    (1.0, 1.0, 3.0, False),
    (0.2, 2.0, 2.0, True),
])
def test_should_start_fans(temp, wind, inv, expected):
    assert should_start_fans(temp, wind, inv) == expected


def test_sms_text_format():
    assert sms_text("B7", Level.WARNING, -2.04) == "[WARNING] block B7: -2.0°C"


def test_unknown_stage():
    with pytest.raises(KeyError):
        level_for(0.0, "dormant")


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="Twilio sandbox only on the ops Mac")
def test_send_real_sms():
    pass


@pytest.mark.xfail(reason="stage table for pears not entered yet", strict=False)
def test_pear_stage():
    assert level_for(-3.0, "pear_white_bud") is Level.WARNING
EOF
cat > tests/test_forecast.py <<'EOF'
import pytest
from frostwatch.forecast import hourly_drop, minutes_to_threshold, radiative_minimum


def test_hourly_drop():
    assert hourly_drop([4.0, 3.1, 2.5, 1.0]) == [-0.9, -0.6, -1.5]


def test_minutes_to_threshold_cooling():
    assert minutes_to_threshold(2.0, -1.0, -1.0) == 180


def test_minutes_to_threshold_warming():
    assert minutes_to_threshold(2.0, 0.5, -1.0) is None


def test_minutes_to_threshold_flat():
    assert minutes_to_threshold(2.0, 0.0, -1.0) is None


def test_radiative_minimum_clear_sky():
    assert radiative_minimum(8.0, 0.0, 1) == -1.2


def test_radiative_minimum_cloudy():
    assert radiative_minimum(8.0, 0.0, 6) == -0.5


@pytest.mark.slow
@pytest.mark.skip(reason="downloads GFS grib files")
def test_gfs_ensemble():
    pass
EOF
cat > pytest.ini <<'EOF'
[pytest]
markers =
    slow: long-running
addopts = -ra
EOF
python -m pytest -v tests 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.pyenv/versions/3.11.7/bin/python[0-9.]*#/usr/bin/python3#g" -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g"
