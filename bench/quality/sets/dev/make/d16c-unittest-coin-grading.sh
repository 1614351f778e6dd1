#!/bin/bash
# unittest -v over a coin-grading (numismatics) catalogue tool: a failure, an error and skips.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-unittest-coin-grading.txt
P=$WORK/coin-grader
rm -rf "$P"; mkdir -p "$P/grader" "$P/tests"
touch "$P/grader/__init__.py" "$P/tests/__init__.py"
cat > "$P/grader/sheldon.py" <<'EOF'
# Sheldon scale 1-70 with adjectival grades
BANDS = [(1, "PO"), (2, "FR"), (3, "AG"), (4, "G"), (8, "VG"), (12, "F"), (20, "VF"),
         (40, "XF"), (50, "AU"), (60, "MS")]

def adjectival(grade):
    if not 1 <= grade <= 70:
        raise ValueError(f"Sheldon grade out of range: {grade}")
    label = "PO"
    for lo, name in BANDS:
        if grade > lo:
            label = name
    return f"{label}-{grade}"

def melt_value(weight_g, fineness, spot_per_oz):
    return round(weight_g * fineness / 31.1035 * spot_per_oz, 2)
EOF
cat > "$P/grader/catalogue.py" <<'EOF'
import csv, io
CATALOGUE = """km,country,year,denomination,metal,weight_g,fineness
KM-110,Netherlands,1954,1 gulden,silver,6.5,0.720
KM-27,Ireland,1966,10 shillings,silver,18.14,0.833
KM-8,Iceland,1930,2 kronur,bronze,13.0,
KM-583,USSR,1967,1 ruble,copper-nickel,11.3,
"""
def lookup(km):
    for row in csv.DictReader(io.StringIO(CATALOGUE)):
        if row["km"] == km:
            row["weight_g"] = float(row["weight_g"])
            row["fineness"] = float(row["fineness"])
            return row
    raise KeyError(km)
EOF
cat > "$P/tests/test_sheldon.py" <<'EOF'
import unittest
from grader.sheldon import adjectival, melt_value

class AdjectivalTests(unittest.TestCase):
    def test_mint_state(self):
        self.assertEqual(adjectival(65), "MS-65")
    def test_about_uncirculated(self):
        self.assertEqual(adjectival(55), "AU-55")
    def test_band_edge_very_fine(self):
        self.assertEqual(adjectival(20), "VF-20")
    def test_out_of_range(self):
        with self.assertRaises(ValueError):
            adjectival(71)
    def test_poor(self):
        self.assertEqual(adjectival(1), "PO-1")

class MeltTests(unittest.TestCase):
    def test_gulden_melt(self):
        self.assertAlmostEqual(melt_value(6.5, 0.72, 31.10), 4.68, places=2)
    @unittest.skip("spot price feed mocked out in CI")
    def test_live_spot(self):
        pass
EOF
cat > "$P/tests/test_catalogue.py" <<'EOF'
import unittest
from grader.catalogue import lookup

class CatalogueTests(unittest.TestCase):
    def test_silver_lookup(self):
        self.assertEqual(lookup("KM-27")["country"], "Ireland")
    def test_base_metal_has_no_fineness(self):
        row = lookup("KM-8")
        self.assertIsNone(row["fineness"])
    def test_missing(self):
        with self.assertRaises(KeyError):
            lookup("KM-999")
    @unittest.skipUnless(False, "requires the Krause 2027 CSV export")
    def test_full_catalogue_import(self):
        pass
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m unittest -v'; timeout 120 python3 -m unittest -v 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
