#!/bin/bash
# pytest -v on a carpet-fitting quote calculator: a long verbose run with two failures in the middle
. "$(dirname "$0")/c-lib.sh"
P=$WORK/carpetfitter
rm -rf "$P"; mkdir -p "$P/carpet" "$P/tests"
cat > "$P/carpet/__init__.py" <<'PY'
PY
cat > "$P/carpet/quote.py" <<'PY'
import math

ROLL_WIDTHS_M = (4.0, 5.0)
UNDERLAY_PER_M2 = 4.95
GRIPPER_PER_M = 0.85
FITTING_PER_M2 = {"standard": 6.0, "stairs": 12.5, "herringbone": 18.0}


def roll_length(room_w, room_l, roll_w):
    strips = math.ceil(min(room_w, room_l) / roll_w)
    return round(strips * max(room_w, room_l) + 0.1 * strips, 2)


def best_roll(room_w, room_l):
    return min(ROLL_WIDTHS_M, key=lambda w: roll_length(room_w, room_l, w) * w)


def perimeter(room_w, room_l, doors=1, door_w=0.8):
    return round(2 * (room_w + room_l) - doors * door_w, 2)


def quote(room_w, room_l, price_m2, style="standard", doors=1):
    roll = best_roll(room_w, room_l)
    area_bought = roll_length(room_w, room_l, roll) * roll
    floor = room_w * room_l
    total = (area_bought * price_m2 + floor * UNDERLAY_PER_M2
             + perimeter(room_w, room_l, doors) * GRIPPER_PER_M + floor * FITTING_PER_M2[style])
    return round(total, 2)


def waste_pct(room_w, room_l):
    roll = best_roll(room_w, room_l)
    bought = roll_length(room_w, room_l, roll) * roll
    return round(100 * (bought - room_w * room_l) / bought, 1)
PY
cat > "$P/tests/test_quote.py" <<'PY'
import pytest
from carpet.quote import roll_length, best_roll, perimeter, quote, waste_pct

SIZES = [(w / 2, l / 2) for w in range(6, 20) for l in range(6, 22)]


@pytest.mark.parametrize("w,l", SIZES)
@pytest.mark.parametrize("roll", [4.0, 5.0])
def test_roll_covers_room(w, l, roll):
    assert roll_length(w, l, roll) * roll >= w * l


@pytest.mark.parametrize("w,l", SIZES)
def test_best_roll_is_a_stock_width(w, l):
    assert best_roll(w, l) in (4.0, 5.0)


@pytest.mark.parametrize("w,l", SIZES)
@pytest.mark.parametrize("doors", [0, 1, 2])
def test_perimeter_positive(w, l, doors):
    assert perimeter(w, l, doors) > 0


@pytest.mark.parametrize("w,l", SIZES)
@pytest.mark.parametrize("style", ["standard", "stairs", "herringbone"])
def test_quote_positive(w, l, style):
    assert quote(w, l, 22.0, style) > 0


@pytest.mark.parametrize("w,l", SIZES)
def test_waste_under_forty_percent(w, l):
    assert waste_pct(w, l) < 40


def test_known_lounge_quote():
    assert quote(4.2, 5.6, 24.0) == 1015.94


def test_hall_runner_waste():
    assert waste_pct(1.0, 6.0) < 50
PY
cd "$P"
{ run "python -m pytest -v -p no:benchmark -p no:hypothesispytest -p no:cacheprovider tests"; } | neutral
