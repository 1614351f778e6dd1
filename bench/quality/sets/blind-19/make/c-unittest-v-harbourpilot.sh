#!/usr/bin/env bash
# unittest -v run of a harbour-pilot boarding scheduler: hundreds of generated cases, one FAIL with a dict diff, one ERROR, skips.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/harbourpilot; rm -rf "$P"; mkdir -p "$P/pilotage" "$P/tests"; cd "$P"
cat > pilotage/__init__.py <<'X'
X
cat > pilotage/boarding.py <<'X'
from datetime import datetime, timedelta

BERTHS = {f"B{n}": {"depth_m": 9 + n % 6, "tug_required": n % 4 == 0} for n in range(1, 61)}

def draught_ok(berth, draught_m, tide_m):
    return draught_m + 0.8 <= BERTHS[berth]["depth_m"] + tide_m

def boarding_time(eta, distance_nm, pilot_boat_knots=18):
    return eta - timedelta(hours=distance_nm / pilot_boat_knots)

def pilot_fee(gt, night=False):
    fee = 420 + gt * 0.031
    if night:
        fee *= 1.25
    return round(fee, 2)

def allocate(ships, pilots):
    plan = {}
    free = list(pilots)
    for ship in sorted(ships, key=lambda s: s["eta"]):
        plan[ship["name"]] = free.pop(0) if free else None
    return plan

def tug_plan(berth, gt):
    tugs = 1 if BERTHS[berth]["tug_required"] else 0
    if gt > 40000:
        tugs += 1
    return {"berth": berth, "tugs": tugs, "line_boat": gt > 20000}
X
cat > tests/test_boarding.py <<'X'
import unittest
from datetime import datetime, timedelta
from pilotage.boarding import BERTHS, draught_ok, boarding_time, pilot_fee, allocate, tug_plan

class DraughtTests(unittest.TestCase):
    pass

def _make(berth, draught):
    def t(self):
        self.assertTrue(draught_ok(berth, draught, 1.5))
    return t

for b in sorted(BERTHS, key=lambda s: int(s[1:])):
    for d in (6.0, 7.5, 8.5):
        setattr(DraughtTests, f"test_draught_{b}_{str(d).replace('.', '_')}", _make(b, d))

class FeeTests(unittest.TestCase):
    def test_day_fee(self):
        self.assertEqual(pilot_fee(10000), 730.0)

    def test_night_fee(self):
        self.assertEqual(pilot_fee(10000, night=True), 912.5)

    @unittest.skip("tariff 2025 not published yet")
    def test_tariff_2025(self):
        pass

class AllocationTests(unittest.TestCase):
    def test_boarding_time(self):
        eta = datetime(2024, 3, 2, 6, 0)
        self.assertEqual(boarding_time(eta, 9), datetime(2024, 3, 2, 5, 30))

    def test_allocate_more_ships_than_pilots(self):
        ships = [{"name": "Nordkap", "eta": 3}, {"name": "Sea Wren", "eta": 1}, {"name": "Alba", "eta": 2}]
        self.assertEqual(allocate(ships, ["Hale", "Ottesen"]), {"Sea Wren": "Hale", "Alba": "Ottesen", "Nordkap": None})

    def test_tug_plan_big_ship(self):
        self.assertEqual(tug_plan("B8", 52000), {"berth": "B8", "tugs": 2, "line_boat": True, "escort": "Hale"})

    def test_tug_plan_unknown_berth(self):
        self.assertEqual(tug_plan("B61", 12000)["tugs"], 0)

    @unittest.skipUnless(False, "needs AIS feed credentials")
    def test_live_ais(self):
        pass

if __name__ == "__main__":
    unittest.main()
X
capture c-unittest-v-harbourpilot 'python3 -m unittest -v tests.test_boarding'
