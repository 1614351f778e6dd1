#!/usr/bin/env bash
# Ostrich farm flock records: unittest -v with generated tests, one error, one failure, skips.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ostrichfarm
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/flock" "$P/tests"
: > "$P/flock/__init__.py"
: > "$P/tests/__init__.py"
cat > "$P/flock/birds.py" <<'EOF'
from dataclasses import dataclass, field

PADDOCKS = {"north-veld": 24, "river-camp": 18, "karoo-strip": 30, "chick-run": 60}


@dataclass
class Bird:
    ring: str
    sex: str
    hatched_year: int
    weight_kg: float
    paddock: str
    eggs: list = field(default_factory=list)

    def age(self, year):
        return year - self.hatched_year

    def is_breeder(self, year):
        return self.sex == "F" and 2 <= self.age(year) <= 35 and self.weight_kg >= 90


def stocking_ok(paddock, count):
    return count <= PADDOCKS[paddock]
EOF
cat > "$P/flock/eggs.py" <<'EOF'
INCUBATION_DAYS = 42
GRADE_LIMITS = [(1600, "jumbo"), (1350, "large"), (1100, "standard"), (0, "small")]


def grade(weight_g):
    for limit, name in GRADE_LIMITS:
        if weight_g >= limit:
            return name
    raise ValueError(weight_g)


def hatch_rate(set_count, hatched):
    return round(100.0 * hatched / set_count, 1)


def candling_summary(records):
    by_clutch = {}
    for rec in records:
        by_clutch.setdefault(rec["clutch"], []).append(rec["fertile"])
    return {c: sum(v) / len(v) for c, v in by_clutch.items()}
EOF
cat > "$P/flock/feed.py" <<'EOF'
RATION_KG = {"chick": 0.4, "grower": 1.6, "finisher": 2.4, "breeder": 2.8, "maintenance": 2.0}
LUCERNE_SHARE = {"chick": 0.0, "grower": 0.2, "finisher": 0.3, "breeder": 0.35, "maintenance": 0.45}


def stage_for(age_months, breeding=False):
    if breeding:
        return "breeder"
    if age_months < 3:
        return "chick"
    if age_months < 8:
        return "grower"
    if age_months < 14:
        return "finisher"
    return "maintenance"


def daily_ration(stage, head):
    total = RATION_KG[stage] * head
    lucerne = total * LUCERNE_SHARE[stage]
    return {"pellets": round(total - lucerne, 2), "lucerne": round(lucerne, 2)}
EOF
cat > "$P/tests/test_eggs.py" <<'EOF'
import unittest
from flock.eggs import grade, hatch_rate, candling_summary

CASES = [(1750, "jumbo"), (1600, "jumbo"), (1599, "large"), (1450, "large"), (1350, "large"),
         (1349, "standard"), (1200, "standard"), (1100, "standard"), (1099, "small"), (800, "small")]


class GradeTests(unittest.TestCase):
    pass


for w, g in CASES:
    def _t(self, w=w, g=g):
        self.assertEqual(grade(w), g)
    setattr(GradeTests, f"test_grade_{w}g", _t)


class HatchTests(unittest.TestCase):
    def test_full_hatch(self):
        self.assertEqual(hatch_rate(24, 24), 100.0)

    def test_partial_hatch(self):
        self.assertEqual(hatch_rate(36, 29), 80.6)

    def test_empty_setter(self):
        self.assertEqual(hatch_rate(0, 0), 0.0)

    def test_candling_by_clutch(self):
        recs = [{"clutch": "C7", "fertile": True}, {"clutch": "C7", "fertile": False},
                {"clutch": "C8", "fertile": True}]
        self.assertEqual(candling_summary(recs), {"C7": 0.5, "C8": 1.0})

    @unittest.skip("infrared candler driver not installed on CI")
    def test_candler_device(self):
        pass
EOF
cat > "$P/tests/test_birds.py" <<'EOF'
import unittest
from flock.birds import Bird, PADDOCKS, stocking_ok


class BreederTests(unittest.TestCase):
    pass


for year in range(1982, 2024):
    for sex in ("F", "M"):
        def _t(self, year=year, sex=sex):
            b = Bird(f"ZA-{year}-{sex}", sex, year, 110.0, "north-veld")
            expected = sex == "F" and 2 <= 2024 - year <= 35
            self.assertEqual(b.is_breeder(2024), expected)
        setattr(BreederTests, f"test_breeder_{sex}_{year}", _t)


class StockingTests(unittest.TestCase):
    pass


for paddock, cap in PADDOCKS.items():
    for n in (1, cap // 2, cap, cap + 1):
        def _t(self, paddock=paddock, n=n, cap=cap):
            self.assertEqual(stocking_ok(paddock, n), n <= cap)
        setattr(StockingTests, f"test_{paddock.replace('-', '_')}_{n}_birds", _t)


class TransferTests(unittest.TestCase):
    def test_unknown_paddock(self):
        self.assertTrue(stocking_ok("east-pan", 4))

    @unittest.skipUnless(False, "needs the RFID reader on /dev/ttyUSB0")
    def test_rfid_scan(self):
        pass
EOF
cat > "$P/tests/test_feed.py" <<'EOF'
import unittest
from flock.feed import stage_for, daily_ration, RATION_KG


class StageTests(unittest.TestCase):
    pass


EXPECTED = {0: "chick", 1: "chick", 2: "chick", 3: "grower", 5: "grower", 7: "grower",
            8: "finisher", 11: "finisher", 13: "finisher", 14: "maintenance", 24: "maintenance",
            60: "maintenance"}
for months, stage in EXPECTED.items():
    def _t(self, months=months, stage=stage):
        self.assertEqual(stage_for(months), stage)
    setattr(StageTests, f"test_stage_{months}_months", _t)


class RationTests(unittest.TestCase):
    pass


for stage in RATION_KG:
    for head in (1, 5, 10, 25, 40, 75, 120):
        def _t(self, stage=stage, head=head):
            r = daily_ration(stage, head)
            self.assertAlmostEqual(r["pellets"] + r["lucerne"], RATION_KG[stage] * head, places=1)
        setattr(RationTests, f"test_{stage}_ration_{head}_head", _t)


class BreederRationTests(unittest.TestCase):
    def test_breeder_flock_of_twelve(self):
        self.assertEqual(daily_ration("breeder", 12), {"pellets": 21.84, "lucerne": 11.76})

    def test_grower_pen_split(self):
        self.assertEqual(daily_ration("grower", 20), {"pellets": 24.0, "lucerne": 8.0})

    def test_breeding_overrides_age(self):
        self.assertEqual(stage_for(5, breeding=True), "breeder")

    @unittest.expectedFailure
    def test_winter_supplement(self):
        self.assertEqual(daily_ration("maintenance", 1)["pellets"], 1.5)
EOF
cd "$P"
{
  echo '$ python3 -m unittest -v'
  timeout 120 python3 -m unittest -v 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neut
