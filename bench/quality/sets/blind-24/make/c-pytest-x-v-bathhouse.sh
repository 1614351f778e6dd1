#!/bin/bash
# pytest -x -v on a public bathhouse's water-chemistry and ticketing library: a long verbose run that stops at the first failure
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bathhouse
fresh $P
mkdir -p bathhouse tests
touch bathhouse/__init__.py
cat > bathhouse/chemistry.py <<'PY'
import math

POOLS = {"main": 450_000, "learner": 90_000, "plunge": 6_000, "spa": 4_500}  # litres


def free_chlorine_dose(pool, current_ppm, target_ppm=2.0, strength=0.125):
    """litres of sodium hypochlorite to raise free chlorine to target"""
    if current_ppm >= target_ppm:
        return 0.0
    grams = (target_ppm - current_ppm) * POOLS[pool] / 1000
    return round(grams / (strength * 1000), 3)


def langelier(ph, temp_c, calcium_ppm, alkalinity_ppm, tds=1000):
    a = (math.log10(tds) - 1) / 10
    b = -13.12 * math.log10(temp_c + 273) + 34.55
    c = math.log10(calcium_ppm) - 0.4
    d = math.log10(alkalinity_ppm)
    phs = (9.3 + a + b) - (c + d)
    return round(ph - phs, 2)


def combined_chlorine(total_ppm, free_ppm):
    return round(total_ppm - free_ppm, 2)


def needs_shock(total_ppm, free_ppm):
    return combined_chlorine(total_ppm, free_ppm) > 1.0
PY
cat > bathhouse/tickets.py <<'PY'
PRICES = {"adult": 6.2, "child": 3.4, "concession": 4.1, "family": 17.0, "sauna": 9.5}


def price(kind, hour, weekday):
    p = PRICES[kind]
    if weekday < 6 and hour < 9:
        p *= 0.8  # early bird
    return round(p, 2)


def capacity_left(pool, swimmers):
    limits = {"main": 120, "learner": 30, "plunge": 8, "spa": 6}
    return limits[pool] - swimmers
PY
cat > tests/test_chemistry.py <<'PY'
import pytest
from bathhouse.chemistry import free_chlorine_dose, langelier, combined_chlorine, needs_shock, POOLS

LEVELS = [round(0.05 * i, 2) for i in range(0, 81)]


@pytest.mark.parametrize("pool", sorted(POOLS))
@pytest.mark.parametrize("current", LEVELS)
def test_dose_never_negative(pool, current):
    assert free_chlorine_dose(pool, current) >= 0


@pytest.mark.parametrize("pool", sorted(POOLS))
@pytest.mark.parametrize("current", [x for x in LEVELS if x >= 2.0])
def test_no_dose_at_target(pool, current):
    assert free_chlorine_dose(pool, current) == 0


@pytest.mark.parametrize("ph", [7.0, 7.2, 7.4, 7.6, 7.8])
@pytest.mark.parametrize("temp", [24, 26, 28, 30, 32, 34, 36, 38, 40])
@pytest.mark.parametrize("calcium", [150, 250, 350])
@pytest.mark.parametrize("alk", [80, 100, 120])
def test_langelier_in_band(ph, temp, calcium, alk):
    assert -1.5 < langelier(ph, temp, calcium, alk) < 1.5


@pytest.mark.parametrize("total,free,shock", [(3.0, 2.5, False), (3.0, 1.8, True), (1.2, 1.0, False), (4.0, 2.9, True)])
def test_shock_threshold(total, free, shock):
    assert needs_shock(total, free) is shock


def test_main_pool_dose_value():
    assert free_chlorine_dose("main", 1.2) == 2.88
PY
cat > tests/test_tickets.py <<'PY'
import pytest
from bathhouse.tickets import price, capacity_left, PRICES


@pytest.mark.parametrize("kind", sorted(PRICES))
@pytest.mark.parametrize("hour", range(6, 22))
@pytest.mark.parametrize("weekday", range(7))
def test_price_positive(kind, hour, weekday):
    assert price(kind, hour, weekday) > 0


@pytest.mark.parametrize("weekday", range(7))
def test_early_bird_weekdays_only(weekday):
    expected = 4.96 if weekday < 5 else 6.2
    assert price("adult", 7, weekday) == expected


def test_spa_capacity():
    assert capacity_left("spa", 6) == 0
PY
cat > bathhouse/lockers.py <<'PY'
def locker_code(n):
    zone = "ABCD"[(n - 1) // 75]
    return f"{zone}{(n - 1) % 75 + 1:02d}"
PY
cat > tests/test_lockers.py <<'PY'
import re
import pytest
from bathhouse.lockers import locker_code


@pytest.mark.parametrize("n", range(1, 301))
def test_locker_code_format(n):
    assert re.fullmatch(r"[A-D]\d{2}", locker_code(n))


@pytest.mark.parametrize("n", range(1, 301))
def test_locker_zone_matches_corridor(n):
    assert locker_code(n)[0] == "ABCD"[(n - 1) // 75]
PY
cd $P
{ run python -m pytest -x -v -p no:cacheprovider tests; } | neutral
