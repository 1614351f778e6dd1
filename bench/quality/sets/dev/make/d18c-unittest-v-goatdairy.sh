#!/bin/bash
# python -m unittest -v over a goat-dairy milk recording package: failures, an error, skips
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/goatdairy
rm -rf "$P"; mkdir -p "$P/dairy" "$P/tests"
touch "$P/tests/__init__.py" "$P/dairy/__init__.py"
cat > "$P/dairy/yields.py" <<'PY'
"""Milk recording: daily yields, butterfat and lactation curves."""

def daily_total(am_kg, pm_kg):
    return round(am_kg + pm_kg, 2)


def butterfat_kg(milk_kg, fat_pct):
    return round(milk_kg * fat_pct / 100, 3)


def lactation_305(records):
    """Sum yields over the first 305 days in milk."""
    return round(sum(kg for day, kg in records if day < 305), 1)


def somatic_band(scc):
    if scc < 500_000:
        return "low"
    if scc < 1_000_000:
        return "medium"
    return "high"
PY
cat > "$P/dairy/herd.py" <<'PY'
"""Herd register."""
BREEDS = {"Saanen", "Toggenburg", "Anglo-Nubian", "Alpine", "Golden Guernsey"}


class Goat:
    def __init__(self, tag, breed, kidded_on=None):
        if breed not in BREEDS:
            raise ValueError(f"unknown breed {breed}")
        self.tag, self.breed, self.kidded_on = tag, breed, kidded_on

    def days_in_milk(self, today):
        return (today - self.kidded_on).days


def average_yield(goats_kg):
    return sum(goats_kg.values()) / len(goats_kg)
PY
python3 - "$P/tests" <<'PY'
import sys, os
d = sys.argv[1]
cases = "\n".join(
    f"    def test_daily_total_{i:02d}(self):\n        self.assertEqual(daily_total({1.2 + i * 0.05:.2f}, {0.9 + i * 0.04:.2f}), {round(1.2 + i*0.05 + 0.9 + i*0.04, 2)})\n"
    for i in range(40))
fat = "\n".join(
    f"    def test_butterfat_{i:02d}(self):\n        self.assertAlmostEqual(butterfat_kg({2.0 + i * 0.1:.1f}, {3.2 + (i % 5) * 0.2:.1f}), {round((2.0 + i*0.1) * (3.2 + (i%5)*0.2) / 100, 3)}, places=3)\n"
    for i in range(40))
open(os.path.join(d, "test_yields.py"), "w").write(f'''import unittest
from dairy.yields import daily_total, butterfat_kg, lactation_305, somatic_band


class DailyTotalTests(unittest.TestCase):
{cases}

class ButterfatTests(unittest.TestCase):
{fat}

class LactationTests(unittest.TestCase):
    def test_excludes_day_305(self):
        recs = [(d, 2.0) for d in range(0, 310)]
        self.assertEqual(lactation_305(recs), 610.0)

    def test_empty(self):
        self.assertEqual(lactation_305([]), 0)

    def test_somatic_bands(self):
        self.assertEqual([somatic_band(s) for s in (120_000, 500_000, 999_999, 1_000_000)],
                         ["low", "low", "medium", "high"])

    @unittest.skip("needs the milk-meter CSV export from the parlour")
    def test_parlour_import(self):
        pass
''')
breeds = ["Saanen", "Toggenburg", "Anglo-Nubian", "Alpine", "Golden Guernsey"]
bt = "\n".join(f"    def test_breed_{b.replace('-', '_').replace(' ', '_').lower()}_{i}(self):\n        self.assertEqual(Goat('UK{i:04d}{j}', {b!r}).breed, {b!r})\n" for j, b in enumerate(breeds) for i in range(8))
open(os.path.join(d, "test_herd.py"), "w").write(f'''import sys
import unittest
from datetime import date
from dairy.herd import Goat, average_yield


class BreedTests(unittest.TestCase):
{bt}
    def test_unknown_breed(self):
        with self.assertRaisesRegex(ValueError, "unknown breed"):
            Goat("UK9999", "Boer")

    def test_lamancha_accepted(self):
        Goat("UK0420", "LaMancha")


class DaysInMilkTests(unittest.TestCase):
    def test_days_in_milk(self):
        g = Goat("UK0100", "Saanen", kidded_on=date(2026, 3, 2))
        self.assertEqual(g.days_in_milk(date(2026, 6, 1)), 91)

    def test_not_kidded(self):
        g = Goat("UK0101", "Alpine")
        self.assertIsNone(g.days_in_milk(date(2026, 6, 1)))

    @unittest.skipIf(sys.platform.startswith("linux"), "herd-book sync only runs on the office Windows PC")
    def test_herdbook_sync(self):
        pass


class AverageTests(unittest.TestCase):
    def test_average(self):
        self.assertEqual(average_yield({{"a": 3.0, "b": 4.0}}), 3.5)

    def test_average_empty_herd(self):
        self.assertEqual(average_yield({{}}), 0.0)
''')
PY
cd "$P"
run "python -m unittest -v" | neutral > "$OUTDIR/d18c-unittest-v-goatdairy.txt"
