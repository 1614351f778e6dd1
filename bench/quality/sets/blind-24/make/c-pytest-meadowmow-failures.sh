#!/bin/bash
# pytest run with assertion diffs and parametrized failures in a lawn-mowing route planner
. "$(dirname "$0")/c-lib.sh"
P=$WORK/meadowmow
fresh $P
mkdir -p meadowmow tests
cat > meadowmow/__init__.py <<'PY'
PY
cat > meadowmow/pricing.py <<'PY'
from dataclasses import dataclass

BASE_RATE_PER_100M2 = 4.50
SLOPE_SURCHARGE = {"flat": 1.0, "gentle": 1.15, "steep": 1.4}
MIN_CHARGE = 25.0


@dataclass
class Lawn:
    area_m2: float
    slope: str = "flat"
    edging_m: float = 0.0
    has_dog: bool = False


def quote(lawn: Lawn, loyalty_years: int = 0) -> float:
    price = lawn.area_m2 / 100 * BASE_RATE_PER_100M2
    price *= SLOPE_SURCHARGE[lawn.slope]
    price += lawn.edging_m * 0.35
    if lawn.has_dog:
        price += 6
    if loyalty_years >= 3:
        price *= 0.9
    # BUG: minimum applied before loyalty discount would be right; here after
    return round(max(price, MIN_CHARGE), 2)


def season_total(quotes, visits_per_month):
    months = {"apr": 2, "may": 4, "jun": 4, "jul": 4, "aug": 4, "sep": 3, "oct": 1}
    total = 0
    for m, n in months.items():
        total += sum(quotes) * min(n, visits_per_month)
    return total
PY
cat > meadowmow/routes.py <<'PY'
import math


def distance(a, b):
    return math.dist(a, b)


def order_stops(depot, stops):
    """nearest-neighbour ordering from the depot"""
    left = dict(stops)
    here = depot
    order = []
    while left:
        name = min(left, key=lambda k: distance(here, left[k]))
        order.append(name)
        here = left.pop(name)
    return order


def route_length(depot, stops, order):
    pts = [depot] + [dict(stops)[n] for n in order]
    return sum(distance(p, q) for p, q in zip(pts, pts[1:]))


def split_days(order, per_day):
    days = []
    for i in range(0, len(order), per_day):
        days.append(order[i:i + per_day - 1])
    return days
PY
cat > meadowmow/weather.py <<'PY'
def can_mow(forecast):
    if forecast["rain_mm"] > 2:
        return False
    if forecast["wind_kmh"] > 45:
        return False
    return forecast["ground"] != "waterlogged"


def reschedule(bookings, forecasts):
    moved = {}
    for day, jobs in bookings.items():
        if not can_mow(forecasts[day]):
            nxt = _next_dry(day, forecasts)
            moved.setdefault(nxt, []).extend(jobs)
        else:
            moved.setdefault(day, []).extend(jobs)
    return moved


def _next_dry(day, forecasts):
    days = sorted(forecasts)
    for d in days[days.index(day) + 1:]:
        if can_mow(forecasts[d]):
            return d
    raise LookupError(f"no dry day after {day}")
PY
cat > tests/test_pricing.py <<'PY'
import pytest
from meadowmow.pricing import Lawn, quote, season_total


@pytest.mark.parametrize("area,slope,expected", [
    (100, "flat", 25.0),
    (800, "flat", 36.0),
    (800, "gentle", 41.4),
    (800, "steep", 50.4),
    (1500, "steep", 94.5),
    (2000, "gentle", 103.5),
])
def test_quote_by_slope(area, slope, expected):
    assert quote(Lawn(area, slope)) == expected


@pytest.mark.parametrize("years,expected", [(0, 45.0), (2, 45.0), (3, 40.5), (10, 40.5)])
def test_loyalty(years, expected):
    assert quote(Lawn(1000), loyalty_years=years) == expected


def test_minimum_with_loyalty():
    # a small lawn of a loyal customer still pays the minimum
    assert quote(Lawn(200, edging_m=10), loyalty_years=5) == 25.0


def test_dog_fee():
    assert quote(Lawn(1000, has_dog=True)) == 51.0


def test_edging():
    assert quote(Lawn(1000, edging_m=40)) == 59.0


def test_unknown_slope():
    with pytest.raises(KeyError):
        quote(Lawn(500, "cliff"))


def test_season_total_weekly():
    assert season_total([40.0, 60.0], 4) == 2200.0


def test_season_total_fortnightly():
    assert season_total([40.0, 60.0], 2) == 1300.0
PY
cat > tests/test_routes.py <<'PY'
import pytest
from meadowmow.routes import order_stops, route_length, split_days

DEPOT = (0, 0)
STOPS = [("ashby", (1, 0)), ("birch", (5, 0)), ("cole", (2, 1)), ("dale", (9, 9)), ("elm", (3, 3))]


def test_order_nearest_first():
    assert order_stops(DEPOT, STOPS) == ["ashby", "cole", "elm", "birch", "dale"]


def test_route_length_positive():
    order = order_stops(DEPOT, STOPS)
    assert route_length(DEPOT, STOPS, order) > 0


def test_route_length_value():
    assert route_length(DEPOT, STOPS, ["ashby", "cole"]) == pytest.approx(2.414, abs=1e-3)


@pytest.mark.parametrize("per_day,expected", [
    (2, [["a", "b"], ["c", "d"], ["e"]]),
    (3, [["a", "b", "c"], ["d", "e"]]),
    (5, [["a", "b", "c", "d", "e"]]),
])
def test_split_days(per_day, expected):
    assert split_days(list("abcde"), per_day) == expected


def test_empty_route():
    assert order_stops(DEPOT, []) == []
PY
cat > tests/test_weather.py <<'PY'
import pytest
from meadowmow.weather import can_mow, reschedule

DRY = {"rain_mm": 0, "wind_kmh": 10, "ground": "firm"}
WET = {"rain_mm": 8, "wind_kmh": 10, "ground": "soft"}
BOG = {"rain_mm": 0, "wind_kmh": 5, "ground": "waterlogged"}


@pytest.mark.parametrize("fc,ok", [(DRY, True), (WET, False), (BOG, False),
                                   ({"rain_mm": 2, "wind_kmh": 45, "ground": "firm"}, True)])
def test_can_mow(fc, ok):
    assert can_mow(fc) is ok


def test_reschedule_moves_wet_day():
    bookings = {"2024-05-06": ["ashby"], "2024-05-07": ["birch"], "2024-05-08": ["cole"]}
    fc = {"2024-05-06": WET, "2024-05-07": DRY, "2024-05-08": DRY}
    assert reschedule(bookings, fc) == {"2024-05-07": ["ashby", "birch"], "2024-05-08": ["cole"]}


def test_reschedule_keeps_order_of_jobs():
    bookings = {"2024-05-06": ["ashby", "dale"], "2024-05-07": ["birch"]}
    fc = {"2024-05-06": BOG, "2024-05-07": DRY}
    assert reschedule(bookings, fc)["2024-05-07"] == ["birch", "ashby", "dale"]


def test_reschedule_no_dry_day():
    bookings = {"2024-05-10": ["elm"]}
    fc = {"2024-05-10": WET, "2024-05-11": WET}
    assert reschedule(bookings, fc) == {}
PY
cd $P
{ run python -m pytest -v tests; } | neutral
