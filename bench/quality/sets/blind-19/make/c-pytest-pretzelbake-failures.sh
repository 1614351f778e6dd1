#!/usr/bin/env bash
# pytest run with assertion diffs and parametrized failures in a bakery proofing/scheduling toy project.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/pretzelbake; rm -rf "$P"; mkdir -p "$P/pretzelbake" "$P/tests"; cd "$P"
cat > pyproject.toml <<'X'
[project]
name = "pretzelbake"
version = "0.4.2"
[tool.pytest.ini_options]
testpaths = ["tests"]
X
cat > pretzelbake/__init__.py <<'X'
X
cat > pretzelbake/proofing.py <<'X'
from dataclasses import dataclass

LYE_BATH_SECONDS = {"classic": 25, "mini": 15, "stick": 18}

@dataclass
class Batch:
    shape: str
    count: int
    dough_kg: float
    hydration: float = 0.58

def proof_minutes(temp_c: float, hydration: float) -> int:
    base = 45
    if temp_c >= 28:
        base -= 15
    elif temp_c >= 24:
        base -= 8
    if hydration > 0.60:
        base -= 5
    return base

def lye_seconds(shape: str) -> int:
    return LYE_BATH_SECONDS[shape]

def salt_grams(batch: Batch) -> float:
    # 1.8% of flour weight; flour = dough / (1 + hydration)
    flour = batch.dough_kg / (1 + batch.hydration)
    return round(flour * 18, 1)

def oven_plan(batches):
    plan = []
    for b in sorted(batches, key=lambda b: b.count):
        trays = -(-b.count // 12)
        plan.append({"shape": b.shape, "trays": trays})
    return plan
X
cat > pretzelbake/pricing.py <<'X'
PRICES = {"classic": 2.40, "mini": 0.90, "stick": 1.30}

def order_total(items, loyalty=False):
    total = sum(PRICES[k] * n for k, n in items.items())
    if loyalty:
        total *= 0.9
    return round(total, 2)

def dozen_discount(count):
    dozens = count // 12
    return dozens * 1.0

def receipt_lines(items):
    return [f"{k:<8}{n:>3} x {PRICES[k]:.2f}" for k, n in sorted(items.items())]
X
cat > tests/test_proofing.py <<'X'
import pytest
from pretzelbake.proofing import Batch, proof_minutes, lye_seconds, salt_grams, oven_plan

@pytest.mark.parametrize("temp,hyd,expected", [
    (20, 0.58, 45), (24, 0.58, 37), (26, 0.62, 32), (28, 0.58, 30), (30, 0.65, 25), (22, 0.61, 40),
])
def test_proof_minutes(temp, hyd, expected):
    assert proof_minutes(temp, hyd) == expected

@pytest.mark.parametrize("shape", ["classic", "mini", "stick", "knot"])
def test_lye_seconds_known(shape):
    assert lye_seconds(shape) > 0

def test_salt_grams_classic():
    b = Batch("classic", 48, 6.32, 0.58)
    assert salt_grams(b) == pytest.approx(72.0, abs=0.1)

def test_oven_plan_order():
    plan = oven_plan([Batch("classic", 30, 4.0), Batch("mini", 100, 3.0), Batch("stick", 12, 1.0)])
    assert plan == [
        {"shape": "mini", "trays": 9},
        {"shape": "classic", "trays": 3},
        {"shape": "stick", "trays": 1},
    ]
X
cat > tests/test_pricing.py <<'X'
import pytest
from pretzelbake.pricing import order_total, dozen_discount, receipt_lines

def test_order_total_plain():
    assert order_total({"classic": 3, "mini": 10}) == 16.2

def test_order_total_loyalty():
    assert order_total({"classic": 10}, loyalty=True) == 21.6

@pytest.mark.parametrize("count,discount", [(11, 0.0), (12, 1.0), (25, 2.0), (36, 3.0)])
def test_dozen_discount(count, discount):
    assert dozen_discount(count) == discount

def test_receipt_lines():
    lines = receipt_lines({"stick": 4, "classic": 2})
    assert lines == ["classic   2 x 2.40", "stick     4 x 1.30"]

def test_receipt_line_width():
    for line in receipt_lines({"mini": 120, "classic": 1}):
        assert len(line) == 18, line
X
capture c-pytest-pretzelbake-failures 'python3 -m pytest -p no:cacheprovider'
