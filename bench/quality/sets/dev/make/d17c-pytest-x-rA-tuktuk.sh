#!/usr/bin/env bash
# Tuk-tuk dispatch service: pytest -x -rA stops at a fixture error during setup.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/tuktukdispatch
rm -rf "$P"; mkdir -p "$P/dispatch" "$P/tests" "$P/tests/data"
cd "$P"
cat > setup.cfg <<'X'
[tool:pytest]
testpaths = tests
X
cat > dispatch/__init__.py <<'X'
X
cat > dispatch/fares.py <<'X'
BASE_FARE = 30          # baht
PER_KM = 12
NIGHT_SURCHARGE = 0.25  # 23:00-05:00


def fare(km: float, hour: int, passengers: int = 1) -> int:
    if passengers > 3:
        raise ValueError("a tuk-tuk seats at most 3 passengers")
    price = BASE_FARE + PER_KM * km
    if hour >= 23 or hour < 5:
        price *= 1 + NIGHT_SURCHARGE
    return int(round(price))
X
cat > dispatch/zones.py <<'X'
import json
from pathlib import Path


class ZoneMap:
    def __init__(self, zones):
        self.zones = zones

    @classmethod
    def load(cls, path):
        data = json.loads(Path(path).read_text())
        return cls({z["code"]: z for z in data["zones"]})

    def neighbours(self, code):
        return sorted(self.zones[code]["adjacent"])
X
cat > dispatch/queue.py <<'X'
from collections import deque


class DriverQueue:
    def __init__(self):
        self._q = deque()

    def join(self, driver):
        if driver in self._q:
            return False
        self._q.append(driver)
        return True

    def next(self):
        return self._q.popleft() if self._q else None

    def __len__(self):
        return len(self._q)
X
cat > tests/data/zones.json <<'X'
{"zones": [
  {"code": "SIL", "name": "Silom", "adjacent": ["BRK", "SAT"]},
  {"code": "BRK", "name": "Bang Rak", "adjacent": ["SIL", "YWR"]},
  {"code": "YWR", "name": "Yaowarat", "adjacent": ["BRK"]},
  {"code": "SAT", "name": "Sathorn", "adjacent": ["SIL"]},
]}
X
cat > tests/conftest.py <<'X'
from pathlib import Path
import pytest
from dispatch.zones import ZoneMap

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def zone_map():
    return ZoneMap.load(DATA / "zones.json")
X
cat > tests/test_fares.py <<'X'
import pytest
from dispatch.fares import fare


@pytest.mark.parametrize("km", [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15])
@pytest.mark.parametrize("hour", [6, 9, 12, 15, 18, 21])
def test_day_fare_linear(km, hour):
    assert fare(km, hour) == round(30 + 12 * km)


@pytest.mark.parametrize("hour", [23, 0, 1, 2, 3, 4])
def test_night_surcharge(hour):
    assert fare(5, hour) == 112


def test_too_many_passengers():
    with pytest.raises(ValueError):
        fare(2, 10, passengers=4)
X
cat > tests/test_queue.py <<'X'
import pytest
from dispatch.queue import DriverQueue


@pytest.mark.parametrize("n", range(1, 41))
def test_fifo_order(n):
    q = DriverQueue()
    for i in range(n):
        q.join(f"drv-{i:03d}")
    assert [q.next() for _ in range(n)] == [f"drv-{i:03d}" for i in range(n)]
    assert q.next() is None


def test_no_double_join():
    q = DriverQueue()
    assert q.join("drv-007")
    assert not q.join("drv-007")
    assert len(q) == 1
X
cat > tests/test_zones.py <<'X'
def test_silom_neighbours(zone_map):
    assert zone_map.neighbours("SIL") == ["BRK", "SAT"]


def test_yaowarat_dead_end(zone_map):
    assert zone_map.neighbours("YWR") == ["BRK"]
X
cat > tests/test_zz_reports.py <<'X'
import pytest


@pytest.mark.parametrize("day", range(1, 8))
def test_weekly_report_rows(day):
    assert 1 <= day <= 7
X
capture d17c-pytest-x-rA-tuktuk "python -m pytest -x -rA"
