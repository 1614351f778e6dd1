#!/usr/bin/env bash
# d6c: python -m unittest -v on a pastry-lamination planner (dough folds, proofing, oven schedule).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-unittest-v-croissant.txt}
P=$WORK/lamination-planner
rm -rf "$P"; mkdir -p "$P/laminate" "$P/tests"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
: > laminate/__init__.py
: > tests/__init__.py
cat > laminate/folds.py <<'EOF'
FOLDS = {"single": 3, "double": 4, "book": 4, "letter": 3}

def layers(sequence, butter_sheets=1):
    """Butter layers after a sequence of folds, e.g. ["letter", "book", "letter"]."""
    n = butter_sheets
    for f in sequence:
        n = n * FOLDS[f]
    return n

def rest_minutes(fold_index, kitchen_c):
    base = 30 if kitchen_c < 22 else 45
    return base + 5 * fold_index
EOF
cat > laminate/proof.py <<'EOF'
def proof_hours(kitchen_c, humidity_pct, yeast_pct=1.2):
    if humidity_pct < 60:
        raise ValueError("humidity below 60% cracks the skin")
    hours = 2.5 * (26 / kitchen_c) * (1.2 / yeast_pct)
    return round(hours, 1)

def butter_safe(kitchen_c):
    return kitchen_c <= 27
EOF
cat > laminate/oven.py <<'EOF'
from datetime import datetime, timedelta

TRAYS = {"croissant": 12, "pain_au_chocolat": 10, "kouign_amann": 8}
BAKE = {"croissant": 18, "pain_au_chocolat": 20, "kouign_amann": 28}

def schedule(orders, start, decks=2):
    t = start
    plan = []
    for item, count in orders.items():
        trays = -(-count // TRAYS[item])
        rounds = -(-trays // decks)
        for r in range(rounds):
            plan.append((t, item))
            t += timedelta(minutes=BAKE[item] + 4)
    return plan

def last_out(orders, start, decks=2):
    plan = schedule(orders, start, decks)
    t, item = plan[-1]
    return t + timedelta(minutes=BAKE[item])
EOF
cat > tests/test_folds.py <<'EOF'
import unittest
from laminate.folds import layers, rest_minutes

SEQUENCES = {
    "letter_letter_letter": (["letter"] * 3, 27),
    "book_book": (["book", "book"], 16),
    "letter_book": (["letter", "book"], 12),
    "book_letter_letter": (["book", "letter", "letter"], 36),
    "double_single": (["double", "single"], 12),
    "single_x4": (["single"] * 4, 81),
}

class LayerCountTest(unittest.TestCase):
    pass

for name, (seq, want) in SEQUENCES.items():
    for sheets in (1, 2):
        def t(self, seq=seq, want=want, sheets=sheets):
            self.assertEqual(layers(seq, sheets), want * sheets)
        setattr(LayerCountTest, f"test_{name}_sheets{sheets}", t)

class RestTest(unittest.TestCase):
    pass

for c in range(10, 40):
    for i in range(0, 4):
        def t(self, c=c, i=i):
            got = rest_minutes(i, c)
            self.assertGreaterEqual(got, 30)
            self.assertLessEqual(got, 60)
        setattr(RestTest, f"test_rest_fold{i}_at_{c}c", t)

    def test_unknown_fold_name(self):
        with self.assertRaises(KeyError):
            layers(["triple"])
EOF
cat > tests/test_proof.py <<'EOF'
import sys
import unittest
from laminate.proof import proof_hours, butter_safe

class ProofTest(unittest.TestCase):
    def test_reference_kitchen(self):
        self.assertEqual(proof_hours(26, 75), 2.5)

    def test_warm_kitchen_faster(self):
        self.assertLess(proof_hours(30, 75), proof_hours(24, 75))

    def test_dry_air_rejected(self):
        with self.assertRaisesRegex(ValueError, "humidity"):
            proof_hours(25, 50)

    def test_double_yeast_halves_time(self):
        self.assertEqual(proof_hours(26, 75, yeast_pct=2.4), 1.25)

    def test_cold_retard_overnight(self):
        self.assertGreater(proof_hours(4, 80), 12)

    @unittest.skipUnless(sys.platform == "darwin", "probe calibration runs on the bakery Mac only")
    def test_probe_calibration(self):
        pass

    @unittest.expectedFailure
    def test_sourdough_levain(self):
        self.assertEqual(proof_hours(26, 75, yeast_pct=0), 0)

class ButterTest(unittest.TestCase):
    pass

for c in range(12, 36):
    def t(self, c=c):
        self.assertEqual(butter_safe(c), c <= 27)
    setattr(ButterTest, f"test_butter_at_{c}c", t)
EOF
cat > tests/test_oven.py <<'EOF'
import unittest
from datetime import datetime
from laminate.oven import schedule, last_out

START = datetime(2024, 3, 9, 4, 30)

class OvenTest(unittest.TestCase):
    def test_single_round(self):
        self.assertEqual(len(schedule({"croissant": 24}, START)), 1)

    def test_rounds_round_up(self):
        self.assertEqual(len(schedule({"croissant": 25}, START)), 2)

    def test_last_out_mixed_order(self):
        orders = {"croissant": 48, "pain_au_chocolat": 30, "kouign_amann": 16}
        self.assertEqual(last_out(orders, START).strftime("%H:%M"), "06:44")

    def test_empty_order(self):
        self.assertEqual(last_out({}, START), START)

    def test_three_decks(self):
        self.assertEqual(len(schedule({"kouign_amann": 40}, START, decks=3)), 2)

    @unittest.skip("seasonal: galette des rois trays not in TRAYS yet")
    def test_galette(self):
        pass
EOF
{ echo '$ python3 -m unittest -v'; python3 -m unittest -v 2>&1; echo "exit status: $?"; } | neut > "$OUT"
