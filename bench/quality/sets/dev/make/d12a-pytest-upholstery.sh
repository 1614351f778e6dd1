#!/usr/bin/env bash
# Upholstery quote calculator: ~260 parametrized tests, two failures, skips, warnings.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/upholstery
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/upholstery" "$P/tests"
cat > "$P/upholstery/__init__.py" <<'EOF'
EOF
cat > "$P/upholstery/fabric.py" <<'EOF'
import warnings
from dataclasses import dataclass

BOLT_WIDTH_CM = 140
PATTERN_REPEAT_WASTE = {"plain": 0.0, "stripe": 0.08, "damask": 0.15, "toile": 0.12}


@dataclass
class Fabric:
    name: str
    pattern: str
    price_per_metre: float
    rub_count: int  # Martindale

    def grade(self):
        if self.rub_count >= 40000:
            return "heavy-contract"
        if self.rub_count >= 25000:
            return "general-domestic"
        if self.rub_count >= 15000:
            return "light-domestic"
        return "decorative"


def metres_needed(panels_cm2, pattern):
    waste = PATTERN_REPEAT_WASTE[pattern]
    raw = panels_cm2 / (BOLT_WIDTH_CM * 100)
    return round(raw * (1 + waste), 2)


def legacy_metres(panels_cm2):
    warnings.warn("legacy_metres() ignores pattern repeat; use metres_needed()",
                  DeprecationWarning, stacklevel=2)
    return round(panels_cm2 / (BOLT_WIDTH_CM * 100), 2)
EOF
cat > "$P/upholstery/quote.py" <<'EOF'
from .fabric import metres_needed

LABOUR_RATE = {"dining-chair": 45.0, "armchair": 180.0, "sofa-2": 320.0,
               "sofa-3": 410.0, "footstool": 60.0, "headboard": 95.0}
FOAM_PRICE = {"reflex": 38.0, "memory": 72.0, "feather-wrap": 55.0}
VAT = 0.20


def piece_quote(piece, fabric, panels_cm2, foam=None, cushions=0):
    labour = LABOUR_RATE[piece]
    metres = metres_needed(panels_cm2, fabric.pattern)
    cloth = metres * fabric.price_per_metre
    foam_cost = FOAM_PRICE[foam] * cushions if foam else 0.0
    net = labour + cloth + foam_cost
    return round(net * (1 + VAT), 2)


def bulk_discount(pieces):
    if pieces >= 12:
        return 0.15
    if pieces >= 6:
        return 0.10
    if pieces > 3:
        return 0.05
    return 0.0


def deposit(total, days_to_deadline):
    share = 0.5 if days_to_deadline < 14 else 0.3
    return round(total * share / days_to_deadline * 14, 2) if days_to_deadline < 7 else round(total * share, 2)
EOF
cat > "$P/upholstery/schedule.py" <<'EOF'
import datetime as dt

WORKSHOP_HOURS = {"dining-chair": 3, "armchair": 14, "sofa-2": 22, "sofa-3": 28,
                  "footstool": 4, "headboard": 6}


def bench_days(pieces, benches=2, hours_per_day=7.5):
    hours = sum(WORKSHOP_HOURS[p] for p in pieces)
    return -(-hours // (benches * hours_per_day))


def ready_date(start, pieces, benches=2):
    days = int(bench_days(pieces, benches))
    d = start
    while days:
        d += dt.timedelta(days=1)
        if d.weekday() < 5:
            days -= 1
    return d
EOF
cat > "$P/tests/test_fabric.py" <<'EOF'
import sys
import pytest
from upholstery.fabric import Fabric, metres_needed, legacy_metres

GRADES = [(r, g) for r, g in
          [(5000, "decorative"), (9000, "decorative"), (14999, "decorative"),
           (15000, "light-domestic"), (20000, "light-domestic"), (24999, "light-domestic"),
           (25000, "general-domestic"), (30000, "general-domestic"), (39999, "general-domestic"),
           (40000, "heavy-contract"), (60000, "heavy-contract"), (100000, "heavy-contract")]]


@pytest.mark.parametrize("rubs,grade", GRADES)
def test_grade(rubs, grade):
    assert Fabric("x", "plain", 20.0, rubs).grade() == grade


AREAS = [7000, 14000, 21000, 28000, 35000, 42000, 56000, 70000, 98000, 140000]


@pytest.mark.parametrize("pattern", ["plain", "stripe", "damask", "toile"])
@pytest.mark.parametrize("area", AREAS)
def test_metres_not_below_raw(area, pattern):
    assert metres_needed(area, pattern) >= round(area / 14000, 2)


@pytest.mark.parametrize("area", AREAS)
def test_legacy_metres_matches_plain(area):
    assert legacy_metres(area) == metres_needed(area, "plain")


def test_unknown_pattern_rejected():
    with pytest.raises(KeyError):
        metres_needed(14000, "ikat")


@pytest.mark.skipif(sys.platform != "win32", reason="bolt-width import uses the Windows CAD exporter")
def test_cad_bolt_import():
    pass


@pytest.mark.skip(reason="velvet nap direction not modelled yet (ticket UPH-212)")
def test_velvet_nap_waste():
    pass
EOF
cat > "$P/tests/test_quote.py" <<'EOF'
import pytest
from upholstery.fabric import Fabric
from upholstery.quote import piece_quote, bulk_discount, deposit, LABOUR_RATE, FOAM_PRICE

LINEN = Fabric("Ashby linen", "plain", 32.0, 28000)
DAMASK = Fabric("Hartwell damask", "damask", 58.0, 35000)
STRIPE = Fabric("Regatta stripe", "stripe", 41.0, 22000)


@pytest.mark.parametrize("piece", sorted(LABOUR_RATE))
@pytest.mark.parametrize("fabric", [LINEN, DAMASK, STRIPE], ids=["linen", "damask", "stripe"])
@pytest.mark.parametrize("foam", [None, "reflex", "memory", "feather-wrap"])
def test_quote_positive(piece, fabric, foam):
    assert piece_quote(piece, fabric, 28000, foam, 2) > 0


@pytest.mark.parametrize("n,expected", [(1, 0.0), (2, 0.0), (3, 0.0), (4, 0.05), (5, 0.05),
                                        (6, 0.10), (8, 0.10), (11, 0.10), (12, 0.15), (20, 0.15)])
def test_bulk_discount(n, expected):
    assert bulk_discount(n) == expected


@pytest.mark.parametrize("total,days,expected", [
    (1000.0, 30, 300.0),
    (1000.0, 14, 300.0),
    (1000.0, 10, 500.0),
    (1000.0, 7, 500.0),
    (1000.0, 5, 500.0),
    (2400.0, 21, 720.0),
])
def test_deposit(total, days, expected):
    assert deposit(total, days) == expected


def test_sofa_in_damask_with_memory_foam():
    assert piece_quote("sofa-3", DAMASK, 98000, "memory", 3) == 1232.04
EOF
cat > "$P/tests/test_schedule.py" <<'EOF'
import datetime as dt
import pytest
from upholstery.schedule import bench_days, ready_date

MONDAY = dt.date(2024, 3, 4)


@pytest.mark.parametrize("pieces,benches,days", [
    (["dining-chair"] * 6, 2, 2), (["dining-chair"] * 6, 1, 3), (["armchair"], 2, 1),
    (["armchair"] * 2, 2, 2), (["sofa-3"], 2, 2), (["sofa-3", "sofa-2"], 2, 4),
    (["footstool"] * 3, 1, 2), (["headboard"] * 5, 2, 2), (["sofa-2"] * 3, 3, 3),
])
def test_bench_days(pieces, benches, days):
    assert bench_days(pieces, benches) == days


@pytest.mark.parametrize("offset", range(0, 15))
def test_ready_date_is_weekday(offset):
    start = MONDAY + dt.timedelta(days=offset)
    assert ready_date(start, ["armchair", "sofa-2"]).weekday() < 5


@pytest.mark.parametrize("offset", range(0, 8))
def test_ready_after_start(offset):
    start = MONDAY + dt.timedelta(days=offset)
    assert ready_date(start, ["footstool"]) > start
EOF
cat > "$P/pytest.ini" <<'EOF'
[pytest]
testpaths = tests
EOF
cd "$P"
{
  echo '$ python3 -m pytest -v -rs -p no:cacheprovider'
  timeout 120 python3 -m pytest -v -rs -p no:cacheprovider 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neut
