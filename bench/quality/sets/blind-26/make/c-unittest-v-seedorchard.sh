#!/bin/bash
# python -m unittest -v on a tree-nursery (seed orchard) stock tool: failures, an error, skips, expected failure
. "$(dirname "$0")/c-lib.sh"
P=$WORK/seedorchard
rm -rf "$P"; mkdir -p "$P/nursery" "$P/tests"
touch "$P/nursery/__init__.py" "$P/tests/__init__.py"
cat > "$P/nursery/stock.py" <<'PY'
import datetime as dt

GERMINATION = {"scots_pine": 0.72, "sessile_oak": 0.55, "rowan": 0.61, "alder": 0.48, "hazel": 0.66}
TRAY_CELLS = 104


def seeds_needed(species, seedlings):
    rate = GERMINATION[species]
    return int(seedlings / rate)


def trays(seedlings):
    return -(-seedlings // TRAY_CELLS)


def lift_date(sown, species):
    weeks = {"scots_pine": 52, "sessile_oak": 30, "rowan": 26, "alder": 20, "hazel": 28}[species]
    return sown + dt.timedelta(weeks=weeks)


def batch_code(species, sown, lot):
    prefix = "".join(w[0] for w in species.split("_")).upper()
    return f"{prefix}{sown:%y%j}-{lot:03d}"


def stratify_days(species):
    table = {"rowan": 120, "hazel": 90, "sessile_oak": 0}
    return table[species]
PY
cat > "$P/tests/test_stock.py" <<'PY'
import datetime as dt
import unittest
from nursery import stock


class SeedMaths(unittest.TestCase):
    def test_seeds_needed_pine(self):
        self.assertEqual(stock.seeds_needed("scots_pine", 720), 1000)

    def test_seeds_needed_rounds_up(self):
        self.assertEqual(stock.seeds_needed("alder", 100), 209)

    def test_trays_exact(self):
        self.assertEqual(stock.trays(208), 2)

    def test_trays_partial(self):
        self.assertEqual(stock.trays(209), 3)

    def test_unknown_species(self):
        with self.assertRaises(KeyError):
            stock.seeds_needed("monkey_puzzle", 10)


class Calendar(unittest.TestCase):
    def test_lift_oak(self):
        self.assertEqual(stock.lift_date(dt.date(2026, 10, 1), "sessile_oak"), dt.date(2027, 4, 29))

    def test_batch_code(self):
        self.assertEqual(stock.batch_code("scots_pine", dt.date(2026, 3, 14), 7), "SP26073-007")

    def test_stratify_alder(self):
        self.assertEqual(stock.stratify_days("alder"), 0)

    def test_stratify_rowan(self):
        self.assertGreaterEqual(stock.stratify_days("rowan"), 120)

    @unittest.skip("cold store sensors not wired in CI")
    def test_cold_store_log(self):
        pass

    @unittest.skipUnless(False, "needs the seed bank export (SEEDBANK_URL)")
    def test_seedbank_export(self):
        pass

    @unittest.expectedFailure
    def test_leap_year_lift(self):
        self.assertEqual(stock.lift_date(dt.date(2027, 2, 28), "alder").day, 29)
PY
cd "$P"
{ run "python -m unittest -v"; } | neutral
