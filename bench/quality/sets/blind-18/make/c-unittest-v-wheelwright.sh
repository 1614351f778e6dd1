#!/bin/bash
# Long verbose unittest run for a cart-wheel design library; generated cases, one failure, one error, skips.
. "$(dirname "$0")/c-lib.sh"
setup wheelwright
mkdir -p wheelwright tests
touch wheelwright/__init__.py tests/__init__.py
cat > wheelwright/geometry.py <<'PY'
import math

WOODS = {"oak": 0.75, "ash": 0.68, "elm": 0.57, "hickory": 0.82, "beech": 0.72}

def spoke_length(rim_diameter_mm, hub_diameter_mm, dish_mm=0):
    radial = (rim_diameter_mm - hub_diameter_mm) / 2
    return round(math.hypot(radial, dish_mm), 1)

def felloe_count(spokes):
    if spokes % 2:
        raise ValueError("spoke count must be even")
    return spokes // 2

def tyre_length(rim_diameter_mm, shrink_mm_per_m=12):
    circ = math.pi * rim_diameter_mm
    return round(circ - circ / 1000 * shrink_mm_per_m, 1)

def wheel_mass_kg(wood, rim_diameter_mm, spokes, felloe_section_mm2=6000):
    rho = WOODS[wood] * 1000
    rim_vol = math.pi * rim_diameter_mm / 1000 * felloe_section_mm2 / 1e6
    spoke_vol = spokes * (rim_diameter_mm / 2000) * 0.0012
    return round(rho * (rim_vol + spoke_vol), 2)

def dish_angle(dish_mm, spoke_mm):
    return round(math.degrees(math.asin(dish_mm / spoke_mm)), 2)
PY
cat > tests/test_geometry.py <<'PY'
import math, unittest
from wheelwright.geometry import WOODS, spoke_length, felloe_count, tyre_length, wheel_mass_kg, dish_angle

RIMS = list(range(900, 1700, 5))
HUBS = [220, 240, 260, 280, 300, 320]
SPOKES = [10, 12, 14, 16]

class SpokeLengthTests(unittest.TestCase):
    pass

for rim in RIMS:
    for hub in HUBS:
        def t(self, rim=rim, hub=hub):
            self.assertAlmostEqual(spoke_length(rim, hub), (rim - hub) / 2, places=1)
        setattr(SpokeLengthTests, f"test_spoke_rim{rim}_hub{hub}", t)

class FelloeTests(unittest.TestCase):
    def test_odd_spokes_rejected(self):
        with self.assertRaises(ValueError):
            felloe_count(13)

for n in SPOKES:
    def t(self, n=n):
        self.assertEqual(felloe_count(n), n // 2)
    setattr(FelloeTests, f"test_felloes_for_{n}_spokes", t)

class TyreTests(unittest.TestCase):
    def test_tyre_shrink_for_1220_rim(self):
        self.assertEqual(tyre_length(1220), 3786.7)

    @unittest.skip("needs the forge temperature table (WW-88)")
    def test_tyre_heat_expansion(self):
        pass

for rim in RIMS:
    def t(self, rim=rim):
        self.assertLess(tyre_length(rim), math.pi * rim)
    setattr(TyreTests, f"test_tyre_shorter_than_rim_{rim}", t)

class MassTests(unittest.TestCase):
    def test_ash_is_lighter_than_oak(self):
        self.assertLess(wheel_mass_kg("ash", 1200, 12), wheel_mass_kg("oak", 1200, 12))

    def test_larch_wheel(self):
        self.assertGreater(wheel_mass_kg("larch", 1200, 12), 0)

for wood in sorted(WOODS):
    for rim in RIMS[::2]:
        for sp in SPOKES:
            def t(self, wood=wood, rim=rim, sp=sp):
                self.assertGreater(wheel_mass_kg(wood, rim, sp), 5)
            setattr(MassTests, f"test_mass_{wood}_{rim}_{sp}", t)

class DishTests(unittest.TestCase):
    @unittest.skipUnless(hasattr(math, "dishgauge"), "dish gauge calibration not available")
    def test_dish_gauge(self):
        pass

for d in range(10, 60, 5):
    for rim in RIMS[::4]:
        def t(self, d=d, rim=rim):
            self.assertLess(dish_angle(d, spoke_length(rim, 260, d)), 9.5)
        setattr(DishTests, f"test_dish_{d}mm_rim{rim}", t)

if __name__ == "__main__":
    unittest.main()
PY
capture unittest-v-wheelwright <<'CMDS'
python3 -m unittest -v tests.test_geometry
CMDS
