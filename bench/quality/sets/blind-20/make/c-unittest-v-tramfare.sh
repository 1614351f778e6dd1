#!/bin/bash
# unittest -v run of a toy tram fare calculator with a failure, an error and skips
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tramfare; rm -rf "$P"; mkdir -p "$P/fares" "$P/tests"; cd "$P"
touch fares/__init__.py tests/__init__.py
cat > fares/zones.py <<'PY'
ZONES = {"Quayside": 1, "Market Cross": 1, "Ropery": 2, "Old Mill": 2, "Heathfield": 3, "Airport": 4}
BASE = {1: 1.80, 2: 2.40, 3: 3.10, 4: 4.20}

def zones_crossed(a, b):
    return abs(ZONES[a] - ZONES[b]) + 1

def fare(a, b, concession=None, hour=12):
    n = zones_crossed(a, b)
    price = BASE[min(n, 4)]
    if concession == "child":
        price = price / 2
    elif concession == "senior" and 9 <= hour < 16:
        price = 0.0
    if 7 <= hour < 9 or 16 <= hour < 18:
        price *= 1.25
    return round(price, 2)

def day_cap(trips):
    total = sum(trips)
    return min(total, 7.50)
PY
cat > tests/test_zones.py <<'PY'
import unittest, sys
from fares.zones import fare, zones_crossed, day_cap

class ZoneTests(unittest.TestCase):
    def test_same_zone(self):
        self.assertEqual(zones_crossed("Quayside", "Market Cross"), 1)
    def test_two_zones(self):
        self.assertEqual(zones_crossed("Quayside", "Old Mill"), 2)
    def test_airport(self):
        self.assertEqual(zones_crossed("Airport", "Quayside"), 4)
    def test_unknown_stop(self):
        self.assertEqual(zones_crossed("Harbour Steps", "Quayside"), 1)

class FareTests(unittest.TestCase):
    def test_offpeak_adult(self):
        self.assertEqual(fare("Quayside", "Ropery", hour=11), 2.40)
    def test_peak_adult(self):
        self.assertEqual(fare("Quayside", "Ropery", hour=8), 3.00)
    def test_child_peak(self):
        self.assertEqual(fare("Quayside", "Heathfield", "child", hour=17), 1.94)
    def test_senior_free_midday(self):
        self.assertEqual(fare("Old Mill", "Airport", "senior", hour=10), 0.0)
    def test_senior_peak_pays(self):
        self.assertAlmostEqual(fare("Old Mill", "Airport", "senior", hour=8), 3.88)
    @unittest.skipIf(sys.platform.startswith("linux"), "night bus tariff only on the depot box")
    def test_night_tariff(self):
        pass
    @unittest.skip("contactless cap not implemented")
    def test_contactless_cap(self):
        pass

class CapTests(unittest.TestCase):
    def test_cap_applies(self):
        self.assertEqual(day_cap([2.40, 3.10, 4.20]), 7.50)
    def test_cap_not_reached(self):
        self.assertEqual(day_cap([1.80, 1.80]), 3.60)
    def test_cap_list(self):
        self.assertListEqual([day_cap([x]) for x in (1.8, 9.0, 7.5)], [1.8, 7.5, 7.0])
PY
run c-unittest-v-tramfare python3 -m unittest -v
