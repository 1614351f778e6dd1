#!/usr/bin/env bash
# unittest -v run of a wig-making workshop order calculator: a failure, an error and a skip.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/wigworks
fresh "$P"
mkdir -p wigworks tests
touch wigworks/__init__.py tests/__init__.py
cat > wigworks/orders.py <<'PY'
HAIR_GRAMS = {"bob": 90, "shoulder": 140, "long": 210, "theatre-period": 260}
KNOT_MIN_PER_CM2 = {"hand-tied": 3.2, "machine-weft": 0.4, "mixed": 1.5}


def cap_area_cm2(circ_cm: float, ear_to_ear_cm: float) -> float:
    return round(circ_cm * ear_to_ear_cm * 0.28, 1)


def hours(style: str, base: str, circ_cm: float, ear_to_ear_cm: float) -> float:
    minutes = cap_area_cm2(circ_cm, ear_to_ear_cm) * KNOT_MIN_PER_CM2[base]
    return round(minutes / 60, 1)


def hair_cost(style: str, eur_per_100g: float) -> float:
    return round(HAIR_GRAMS[style] * eur_per_100g / 100, 2)


def quote(style, base, circ, e2e, eur_per_100g, rate=28.0):
    return round(hair_cost(style, eur_per_100g) + hours(style, base, circ, e2e) * rate, 2)
PY
cat > tests/test_orders.py <<'PY'
import unittest
from wigworks import orders


class CapTests(unittest.TestCase):
    def test_cap_area_average_head(self):
        self.assertEqual(orders.cap_area_cm2(56, 31), 486.1)

    def test_cap_area_child(self):
        self.assertAlmostEqual(orders.cap_area_cm2(50, 27), 378.0)


class HoursTests(unittest.TestCase):
    def test_hand_tied_takes_longest(self):
        self.assertGreater(orders.hours("bob", "hand-tied", 56, 31), orders.hours("bob", "mixed", 56, 31))

    def test_machine_weft_hours(self):
        self.assertEqual(orders.hours("long", "machine-weft", 56, 31), 3.2)

    def test_lace_front_base(self):
        self.assertEqual(orders.hours("bob", "lace-front", 56, 31), 30.0)


class QuoteTests(unittest.TestCase):
    def test_quote_theatre_period_wig(self):
        q = orders.quote("theatre-period", "hand-tied", 57, 32, eur_per_100g=95.0)
        self.assertEqual(q, 1006.56)

    def test_hair_cost_bob(self):
        self.assertEqual(orders.hair_cost("bob", 120.0), 108.0)

    @unittest.skip("supplier price list for yak hair not available yet")
    def test_hair_cost_yak(self):
        pass

    def test_quote_dict(self):
        self.assertDictEqual(
            {"style": "shoulder", "total": orders.quote("shoulder", "mixed", 55, 30, 110.0)},
            {"style": "shoulder", "total": 542.9},
        )


if __name__ == "__main__":
    unittest.main()
PY
run "python -m unittest -v tests.test_orders" | neutralise
