#!/bin/bash
# unittest -v of a candle-making (beeswax chandler) batch calculator: failures, an error, a skip.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/beeswaxchandler
rm -rf "$P"; mkdir -p "$P/chandler" "$P/tests"
touch "$P/chandler/__init__.py" "$P/tests/__init__.py"
cat > "$P/chandler/batch.py" <<'PY'
import math

WAX_DENSITY = 0.96  # g/ml
WICKS = [(0, 5.0, "CD-4"), (5.0, 6.5, "CD-8"), (6.5, 8.0, "CD-12"), (8.0, 10.0, "CD-16")]


def wax_grams(volume_ml, fragrance_pct=0.0):
    wax = volume_ml * WAX_DENSITY
    return round(wax * (1 - fragrance_pct / 100), 1)


def wick_for(diameter_cm):
    for lo, hi, code in WICKS:
        if lo <= diameter_cm < hi:
            return code
    raise ValueError(f"no wick for diameter {diameter_cm} cm")


def burn_hours(grams):
    return math.floor(grams / 7)


def pour_temperature(wax):
    temps = {"beeswax": 72, "soy": 55, "paraffin": 70}
    return temps[wax.lower()]


def cure_days(wax, fragrance_pct):
    base = {"beeswax": 2, "soy": 10}[wax]
    return base + (3 if fragrance_pct > 8 else 0)
PY
for mod in volume wick burn pour cure; do :; done
cat > "$P/tests/test_batch.py" <<'PY'
import unittest
from chandler import batch


class WaxTests(unittest.TestCase):
    def test_plain_jar(self):
        self.assertEqual(batch.wax_grams(200), 192.0)

    def test_with_fragrance(self):
        self.assertEqual(batch.wax_grams(200, fragrance_pct=6), 180.5)

    def test_tealight(self):
        self.assertAlmostEqual(batch.wax_grams(12), 11.5, places=1)


class WickTests(unittest.TestCase):
    def test_small(self):
        self.assertEqual(batch.wick_for(4.2), "CD-4")

    def test_boundary(self):
        self.assertEqual(batch.wick_for(6.5), "CD-12")

    def test_largest_jar(self):
        self.assertEqual(batch.wick_for(10.0), "CD-16")

    def test_too_wide(self):
        with self.assertRaises(ValueError):
            batch.wick_for(14)


class BurnTests(unittest.TestCase):
    def test_hours(self):
        for grams, hours in [(70, 10), (192, 27), (6, 0)]:
            with self.subTest(grams=grams):
                self.assertEqual(batch.burn_hours(grams), hours)


class PourTests(unittest.TestCase):
    def test_beeswax(self):
        self.assertEqual(batch.pour_temperature("Beeswax"), 72)

    def test_coconut(self):
        self.assertEqual(batch.pour_temperature("coconut"), 52)

    @unittest.skip("rapeseed blend not stocked until spring")
    def test_rapeseed(self):
        self.assertEqual(batch.pour_temperature("rapeseed"), 60)


class CureTests(unittest.TestCase):
    def test_soy_heavy_scent(self):
        self.assertEqual(batch.cure_days("soy", 10), 13)

    def test_beeswax_capitalised(self):
        self.assertEqual(batch.cure_days("Beeswax", 4), 2)


if __name__ == "__main__":
    unittest.main()
PY
cd "$P"
run python3 -m unittest -v | neut
