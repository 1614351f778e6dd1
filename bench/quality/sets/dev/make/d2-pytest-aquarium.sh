#!/usr/bin/env bash
# d2-pytest-aquarium: aquarium water-chemistry monitor; pytest -v with failures, skips, xfail.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/reefwatch
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/reefwatch" "$P/tests"; cd "$P"
cat > reefwatch/__init__.py <<'EOF'
EOF
cat > reefwatch/chemistry.py <<'EOF'
"""Water chemistry helpers for freshwater and reef tanks."""
import math
from dataclasses import dataclass, field

PKA_BASE = 0.09018
PKA_SLOPE = 2729.92


def free_ammonia_fraction(ph: float, temp_c: float) -> float:
    """Fraction of total ammonia present as toxic NH3 (Emerson et al.)."""
    pka = PKA_BASE + PKA_SLOPE / (temp_c + 273.15)
    return 1.0 / (10 ** (pka - ph) + 1.0)


def free_ammonia_ppm(total_ppm: float, ph: float, temp_c: float) -> float:
    return round(total_ppm * free_ammonia_fraction(ph, temp_c), 3)


def dkh_to_ppm(dkh: float) -> float:
    return dkh * 17.86


def salinity_from_sg(sg: float, temp_c: float = 25.0) -> float:
    # crude linear approximation; good enough for hobby refractometers
    corrected = sg + 0.0002 * (temp_c - 25.0)
    return round((corrected - 1.0) * 1305.0, 1)


@dataclass
class Reading:
    tank: str
    ph: float
    temp_c: float
    ammonia: float = 0.0
    nitrite: float = 0.0
    nitrate: float = 0.0
    tags: list = field(default_factory=list)


def cycle_stage(r: Reading) -> str:
    if r.ammonia > 0.25 and r.nitrite < 0.1:
        return "ammonia-spike"
    if r.nitrite >= 0.1:
        return "nitrite-spike"
    if r.nitrate > 0 and r.ammonia <= 0.25:
        return "cycled"
    return "uncycled"


def water_change_volume(tank_litres: float, nitrate: float, target: float) -> float:
    if nitrate <= target:
        return 0.0
    fraction = 1 - target / nitrate
    return round(tank_litres * fraction, 1)
EOF
cat > reefwatch/alerts.py <<'EOF'
from .chemistry import Reading, free_ammonia_ppm, cycle_stage

LIMITS = {"ph_low": 6.5, "ph_high": 8.6, "nh3": 0.02, "nitrite": 0.5, "nitrate": 40}


def evaluate(r: Reading) -> dict:
    alerts = {}
    if r.ph < LIMITS["ph_low"]:
        alerts["ph"] = "low"
    elif r.ph > LIMITS["ph_high"]:
        alerts["ph"] = "high"
    nh3 = free_ammonia_ppm(r.ammonia, r.ph, r.temp_c)
    if nh3 > LIMITS["nh3"]:
        alerts["nh3"] = nh3
    if r.nitrite > LIMITS["nitrite"]:
        alerts["nitrite"] = r.nitrite
    if r.nitrate >= LIMITS["nitrate"]:
        alerts["nitrate"] = r.nitrate
    alerts["stage"] = cycle_stage(r)
    return alerts


def format_alert(tank: str, alerts: dict) -> str:
    parts = [f"{k}={v}" for k, v in sorted(alerts.items()) if k != "stage"]
    return f"[{tank}] " + (", ".join(parts) if parts else "ok")
EOF
cat > reefwatch/schedule.py <<'EOF'
import datetime as dt


def next_test_day(last: dt.date, stage: str) -> dt.date:
    gap = {"ammonia-spike": 1, "nitrite-spike": 1, "uncycled": 3, "cycled": 7}[stage]
    return last + dt.timedelta(days=gap)


def dosing_plan(dkh_now: float, dkh_target: float, litres: float, per_dose_dkh_per_100l: float):
    if dkh_now >= dkh_target:
        return []
    needed = dkh_target - dkh_now
    per_dose = per_dose_dkh_per_100l * 100 / litres
    doses = int(needed // per_dose) + (1 if needed % per_dose else 0)
    return [round(per_dose, 2)] * doses
EOF
cat > tests/test_chemistry.py <<'EOF'
import pytest
from reefwatch.chemistry import (Reading, free_ammonia_fraction, free_ammonia_ppm,
                                 dkh_to_ppm, salinity_from_sg, cycle_stage, water_change_volume)


@pytest.mark.parametrize("ph,temp,expected", [
    (7.0, 25.0, 0.0056),
    (8.0, 25.0, 0.0537),
    (8.2, 26.0, 0.0868),
    (6.5, 22.0, 0.0014),
])
def test_free_ammonia_fraction(ph, temp, expected):
    assert free_ammonia_fraction(ph, temp) == pytest.approx(expected, abs=5e-4)


def test_free_ammonia_ppm_reef():
    assert free_ammonia_ppm(0.5, 8.2, 26.0) == 0.043


def test_dkh_to_ppm():
    assert dkh_to_ppm(8) == pytest.approx(142.88)


@pytest.mark.parametrize("sg,expected", [(1.025, 32.6), (1.026, 33.9), (1.020, 26.1)])
def test_salinity_from_sg(sg, expected):
    assert salinity_from_sg(sg) == expected


def test_salinity_temperature_correction():
    assert salinity_from_sg(1.025, temp_c=20.0) == 31.3


@pytest.mark.parametrize("reading,stage", [
    (Reading("nano", 7.8, 25, ammonia=1.0), "ammonia-spike"),
    (Reading("nano", 7.8, 25, ammonia=0.5, nitrite=0.8), "nitrite-spike"),
    (Reading("nano", 7.8, 25, nitrate=10), "cycled"),
    (Reading("nano", 7.8, 25), "uncycled"),
])
def test_cycle_stage(reading, stage):
    assert cycle_stage(reading) == stage


def test_water_change_volume():
    assert water_change_volume(200, 60, 20) == 133.3
    assert water_change_volume(200, 10, 20) == 0.0


@pytest.mark.skip(reason="needs calibrated probe fixture from hardware rig")
def test_probe_drift_compensation():
    pass


@pytest.mark.xfail(reason="phosphate model not implemented yet", strict=False)
def test_phosphate_uptake():
    from reefwatch.chemistry import phosphate_uptake  # noqa
EOF
cat > tests/test_alerts.py <<'EOF'
import sys
import pytest
from reefwatch.chemistry import Reading
from reefwatch.alerts import evaluate, format_alert


def test_evaluate_healthy_tank():
    r = Reading("display", 8.1, 25.5, ammonia=0.0, nitrite=0.0, nitrate=5)
    assert evaluate(r) == {"stage": "cycled"}


def test_evaluate_low_ph_and_nitrate():
    r = Reading("quarantine", 6.2, 24.0, ammonia=0.1, nitrite=0.0, nitrate=45)
    assert evaluate(r) == {"ph": "low", "nitrate": 45, "stage": "cycled"}


def test_evaluate_ammonia_spike_reef():
    r = Reading("reef", 8.3, 26.5, ammonia=0.5, nitrite=0.05, nitrate=0)
    assert evaluate(r) == {"nh3": 0.05, "stage": "ammonia-spike"}


def test_evaluate_nitrite_boundary():
    r = Reading("shrimp", 7.2, 23.0, ammonia=0.0, nitrite=0.5, nitrate=12)
    assert "nitrite" in evaluate(r)


def test_format_alert_ok():
    assert format_alert("display", {"stage": "cycled"}) == "[display] ok"


def test_format_alert_multiple():
    msg = format_alert("quarantine", {"ph": "low", "nitrate": 45, "stage": "cycled"})
    assert msg == "[quarantine] ph=low, nitrate=45"


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="uses Windows serial driver")
def test_serial_probe_alerts():
    pass
EOF
cat > tests/test_schedule.py <<'EOF'
import datetime as dt
import pytest
from reefwatch.schedule import next_test_day, dosing_plan


@pytest.mark.parametrize("stage,days", [("ammonia-spike", 1), ("nitrite-spike", 1), ("uncycled", 3), ("cycled", 7)])
def test_next_test_day(stage, days):
    assert next_test_day(dt.date(2024, 3, 1), stage) == dt.date(2024, 3, 1) + dt.timedelta(days=days)


def test_next_test_day_unknown_stage():
    with pytest.raises(ValueError):
        next_test_day(dt.date(2024, 3, 1), "crashed")


def test_dosing_plan_splits_doses():
    assert dosing_plan(7.0, 8.5, 300, 1.4) == [0.47, 0.47, 0.47, 0.47]


def test_dosing_plan_already_at_target():
    assert dosing_plan(9.0, 8.5, 300, 1.4) == []
EOF
cat > pytest.ini <<'EOF'
[pytest]
testpaths = tests
EOF
python3 -m pytest -v 2>&1 | neutral
