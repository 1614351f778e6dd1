#!/usr/bin/env bash
# python -m unittest -v on a wine-cellar (sommelier) pairing and stock module: failures, an error,
# an expected failure and skips among passing tests.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/cellarbook
rm -rf "$P"; mkdir -p "$P/cellarbook" "$P/tests"; cd "$P"
touch cellarbook/__init__.py tests/__init__.py
cat > cellarbook/stock.py <<'T'
from decimal import Decimal, ROUND_HALF_UP
import datetime as dt


class Bin:
    def __init__(self, code, wine, vintage, bottles, cost):
        self.code, self.wine, self.vintage = code, wine, vintage
        self.bottles, self.cost = bottles, Decimal(cost)

    def draw(self, n):
        if n > self.bottles:
            raise ValueError(f"bin {self.code} holds {self.bottles}, asked {n}")
        self.bottles -= n
        return n


def list_price(cost, markup=Decimal("2.8"), by_glass=False):
    price = cost * markup
    if by_glass:
        price = price / 5 * Decimal("1.15")
    return price.quantize(Decimal("0.5"), rounding=ROUND_HALF_UP)


def drinking_window(vintage, style):
    spans = {"red-structured": (6, 25), "red-light": (1, 6), "white-aromatic": (1, 5),
             "white-oaked": (3, 12), "sweet": (8, 40), "sparkling-nv": (0, 3)}
    lo, hi = spans[style]
    return vintage + lo, vintage + hi


def ready(vintage, style, year=None):
    year = year or dt.date.today().year
    lo, hi = drinking_window(vintage, style)
    return lo <= year < hi
T
cat > cellarbook/pairing.py <<'T'
RULES = [
    ("oyster", "white-aromatic"), ("lamb", "red-structured"), ("duck", "red-light"),
    ("blue cheese", "sweet"), ("roast chicken", "white-oaked"), ("tempura", "sparkling-nv"),
]


def pair(dish):
    dish = dish.lower()
    for key, style in RULES:
        if key in dish:
            return style
    return None


def flight(dishes):
    return [pair(d) for d in dishes]
T
cat > tests/test_stock.py <<'T'
import unittest
from decimal import Decimal
from cellarbook.stock import Bin, list_price, drinking_window, ready


class BinTests(unittest.TestCase):
    def setUp(self):
        self.bin = Bin("C-14", "Barolo Cannubi", 2016, 11, "38.50")

    def test_draw_reduces(self):
        self.bin.draw(3)
        self.assertEqual(self.bin.bottles, 8)

    def test_overdraw_message(self):
        with self.assertRaisesRegex(ValueError, "holds 11, asked 12"):
            self.bin.draw(12)

    def test_draw_returns_count(self):
        self.assertEqual(self.bin.draw(2), 2)


class PriceTests(unittest.TestCase):
    def test_bottle_price(self):
        self.assertEqual(list_price(Decimal("38.50")), Decimal("108.0"))

    def test_glass_price(self):
        self.assertEqual(list_price(Decimal("12.00"), by_glass=True), Decimal("8.0"))

    def test_custom_markup(self):
        self.assertEqual(list_price(Decimal("20"), markup=Decimal("3")), Decimal("60.0"))


class WindowTests(unittest.TestCase):
    def test_structured_red(self):
        self.assertEqual(drinking_window(2016, "red-structured"), (2022, 2041))

    def test_sweet(self):
        self.assertEqual(drinking_window(2001, "sweet"), (2009, 2041))

    def test_orange_wine(self):
        self.assertEqual(drinking_window(2021, "orange"), (2022, 2027))

    def test_ready_edge_year(self):
        self.assertTrue(ready(2018, "white-oaked", year=2030))

    @unittest.skip("vintage chart for fortified wines not imported yet")
    def test_port_window(self):
        pass

    @unittest.expectedFailure
    def test_nv_has_no_vintage(self):
        self.assertEqual(drinking_window(None, "sparkling-nv"), (0, 3))
T
cat > tests/test_pairing.py <<'T'
import unittest
from cellarbook.pairing import pair, flight


class PairingTests(unittest.TestCase):
    def test_oysters(self):
        self.assertEqual(pair("Native oysters, shallot vinegar"), "white-aromatic")

    def test_duck_before_lamb(self):
        self.assertEqual(pair("Duck and lamb terrine"), "red-light")

    def test_tasting_flight(self):
        self.assertListEqual(
            flight(["Tempura prawns", "Roast chicken, morels", "Lamb rump", "Stilton"]),
            ["sparkling-nv", "white-oaked", "red-structured", "sweet"],
        )

    @unittest.skipUnless(False, "requires the sommelier notes database")
    def test_notes_lookup(self):
        pass
T
{ run "python -m unittest -v"; } | neutral
