#!/bin/bash
# pytest -x -W default: stops at the first failure; deprecation warnings summary (canal museum ticketing)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/canalmuseum
rm -rf "$P"; mkdir -p "$P/canalmuseum" "$P/tests"
cat > "$P/canalmuseum/__init__.py" <<'PY'
PY
cat > "$P/canalmuseum/tickets.py" <<'PY'
import datetime
import warnings

PRICES = {"adult": 9.5, "child": 4.0, "concession": 6.75, "boat_trip": 12.0}


def utc_stamp():
    return datetime.datetime.utcnow().isoformat(timespec="seconds")


def price(kind, count=1, member=False):
    if kind == "senior":
        warnings.warn("ticket kind 'senior' is deprecated, use 'concession'", DeprecationWarning, stacklevel=2)
        kind = "concession"
    total = PRICES[kind] * count
    if member:
        total *= 0.8
    return round(total, 2)


def basket(items, member=False):
    return round(sum(price(k, n, member) for k, n in items), 2)


def lock_slots(day, boats=2, per_boat=11):
    slots = []
    hour = 10
    for _ in range(boats * 3):
        slots.append(f"{day} {hour:02d}:00")
        hour += 1 if hour != 12 else 1  # lunch break
    return slots
PY
cat > "$P/tests/test_tickets.py" <<'PY'
import pytest
from canalmuseum import tickets as t


def test_stamp_format():
    assert len(t.utc_stamp()) == 19


@pytest.mark.parametrize("kind,count,expected", [("adult", 2, 19.0), ("child", 3, 12.0), ("senior", 1, 6.75)])
def test_price(kind, count, expected):
    assert t.price(kind, count) == expected


@pytest.mark.slowboat
def test_lock_slots_skip_lunch():
    slots = t.lock_slots("2026-05-02")
    assert "2026-05-02 13:00" not in slots
    assert slots[-1] == "2026-05-02 16:00"


def test_member_discount():
    assert t.price("boat_trip", 2, member=True) == 19.2


def test_basket_mixed():
    assert t.basket([("adult", 2), ("child", 1), ("boat_trip", 3)]) == 59.0


def test_basket_member():
    assert t.basket([("adult", 1), ("concession", 2)], member=True) == 18.4
PY
cd "$P"
{ run "python -m pytest -x -W default tests"; } | neutral
