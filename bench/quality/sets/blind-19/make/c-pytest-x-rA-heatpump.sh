#!/usr/bin/env bash
# pytest -x -rA on a heat-pump energy meter toy project: stops at the first failure, prints captured log/stdout of tests and the -rA summary.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/heatpump; rm -rf "$P"; mkdir -p "$P/heatpump" "$P/tests"; cd "$P"
cat > heatpump/__init__.py <<'X'
X
cat > heatpump/meter.py <<'X'
import logging
log = logging.getLogger("heatpump.meter")

def cop(heat_kwh, elec_kwh):
    if elec_kwh == 0:
        log.warning("zero electrical input; COP undefined")
        return float("inf")
    return round(heat_kwh / elec_kwh, 2)

def scop(months):
    heat = sum(m["heat"] for m in months)
    elec = sum(m["elec"] for m in months)
    print(f"scop: heat={heat} elec={elec}")
    return cop(heat, elec)

def defrost_cycles(outdoor_temps, threshold=3.0):
    cycles = 0
    frosting = False
    for t in outdoor_temps:
        if t < threshold and not frosting:
            frosting = True
        elif t >= threshold + 2 and frosting:
            cycles += 1
            frosting = False
    return cycles

def flow_temp(outdoor, curve=0.6, base=35):
    return round(base + max(0, 15 - outdoor) * curve, 1)
X
cat > tests/test_meter.py <<'X'
import pytest
from heatpump.meter import cop, scop, defrost_cycles, flow_temp

@pytest.mark.parametrize("heat,elec,expected", [(30, 10, 3.0), (35, 10, 3.5), (41, 12, 3.42), (9, 3, 3.0)])
def test_cop(heat, elec, expected):
    assert cop(heat, elec) == expected

def test_cop_zero_input(caplog):
    assert cop(5, 0) == float("inf")

def test_scop_winter():
    months = [{"heat": 820, "elec": 290}, {"heat": 910, "elec": 340}, {"heat": 640, "elec": 205}]
    assert scop(months) == pytest.approx(2.84, abs=0.01)

@pytest.mark.parametrize("outdoor,expected", [(15, 35.0), (10, 38.0), (0, 44.0), (-5, 47.0), (-10, 50.0)])
def test_flow_temp(outdoor, expected):
    assert flow_temp(outdoor) == expected

def test_defrost_counts_recovery():
    temps = [5, 2, 1, 4, 6, 2, 0, -1, 5.5, 7]
    print("temps:", temps)
    assert defrost_cycles(temps) == 2

def test_defrost_never_recovers():
    print("holding below threshold all night")
    assert defrost_cycles([2, 1, 0, -2, 1]) == 1

def test_defrost_threshold_custom():
    assert defrost_cycles([1, 6, 1, 6], threshold=2) == 2
X
capture c-pytest-x-rA-heatpump 'python3 -m pytest -p no:cacheprovider -x -rA tests'
