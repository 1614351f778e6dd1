#!/usr/bin/env bash
# Recipe scaling/unit-conversion library; a passing pytest run (-v) with skips, an xpass and --durations.
set -u
NAME=pytest-pass-durations-recipescale; PROJ=recipescale
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p recipescale tests
cat > pyproject.toml <<'EOF'
[project]
name = "recipescale"
version = "1.1.0"

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["network: needs the nutrition API", "slow: exhaustive checks"]
EOF
cat > recipescale/__init__.py <<'EOF'
EOF
cat > recipescale/units.py <<'EOF'
from fractions import Fraction

# everything in millilitres or grams
VOLUME = {"ml": Fraction(1), "l": Fraction(1000), "tsp": Fraction(4929, 1000), "tbsp": Fraction(14787, 1000),
          "cup": Fraction(2366, 10), "floz": Fraction(2957, 100), "pint": Fraction(4732, 10)}
MASS = {"g": Fraction(1), "kg": Fraction(1000), "oz": Fraction(2835, 100), "lb": Fraction(45359, 100)}
DENSITY = {"water": Fraction(1), "flour": Fraction(53, 100), "sugar": Fraction(85, 100), "butter": Fraction(96, 100),
           "honey": Fraction(142, 100), "oil": Fraction(92, 100), "milk": Fraction(103, 100), "rice": Fraction(79, 100)}


def convert(qty, src, dst, ingredient="water"):
    qty = Fraction(qty)
    if src in VOLUME and dst in VOLUME:
        return qty * VOLUME[src] / VOLUME[dst]
    if src in MASS and dst in MASS:
        return qty * MASS[src] / MASS[dst]
    d = DENSITY[ingredient]
    if src in VOLUME:
        return qty * VOLUME[src] * d / MASS[dst]
    return qty * MASS[src] / d / VOLUME[dst]


def pretty(q):
    q = Fraction(q).limit_denominator(8)
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac
EOF
cat > recipescale/scale.py <<'EOF'
from fractions import Fraction
import re

LINE = re.compile(r"^(?P<qty>\d+(?:[ .]\d+)?(?:/\d+)?)\s*(?P<unit>[a-z]+)?\s+(?P<item>.+)$")


def parse_qty(text):
    text = text.strip()
    if " " in text:
        whole, frac = text.split()
        return Fraction(whole) + Fraction(frac)
    return Fraction(text)


def scale_line(line, factor):
    m = LINE.match(line.strip())
    if not m:
        return line
    q = parse_qty(m["qty"]) * Fraction(factor)
    from .units import pretty
    unit = f" {m['unit']}" if m["unit"] else ""
    return f"{pretty(q)}{unit} {m['item']}"


def scale_recipe(text, servings_from, servings_to):
    factor = Fraction(servings_to, servings_from)
    return "\n".join(scale_line(l, factor) for l in text.splitlines())
EOF
cat > tests/test_units.py <<'EOF'
import sys, time
from fractions import Fraction
import pytest
from recipescale.units import convert, pretty, VOLUME, MASS, DENSITY

@pytest.mark.parametrize("src,dst,expected", [
    ("l", "ml", 1000), ("tbsp", "tsp", 3), ("cup", "ml", 236.6), ("pint", "cup", 2), ("floz", "ml", 29.57),
])
def test_volume(src, dst, expected):
    assert float(convert(1, src, dst)) == pytest.approx(expected, rel=2e-3)

@pytest.mark.parametrize("src,dst,expected", [("kg", "g", 1000), ("lb", "oz", 16), ("oz", "g", 28.35)])
def test_mass(src, dst, expected):
    assert float(convert(1, src, dst)) == pytest.approx(expected, rel=2e-3)

@pytest.mark.parametrize("ingredient", sorted(DENSITY))
def test_cup_roundtrip(ingredient):
    grams = convert(1, "cup", "g", ingredient)
    assert convert(grams, "g", "cup", ingredient) == 1

@pytest.mark.parametrize("q,text", [(Fraction(1, 2), "1/2"), (Fraction(5, 4), "1 1/4"), (3, "3"), (Fraction(2, 3), "2/3")])
def test_pretty(q, text):
    assert pretty(q) == text

@pytest.mark.slow
def test_all_pairs_roundtrip():
    for a in VOLUME:
        for b in VOLUME:
            for _ in range(400):
                assert convert(convert(7, a, b), b, a) == 7
    time.sleep(0.3)

@pytest.mark.skipif(sys.version_info < (3, 12), reason="needs fractions.Fraction.is_integer (3.12+)")
def test_is_integer_shortcut():
    assert Fraction(4, 2).is_integer()

@pytest.mark.network
@pytest.mark.skip(reason="nutrition API sandbox is down (ticket OPS-2291)")
def test_calories_lookup():
    pass
EOF
cat > tests/test_scale.py <<'EOF'
import time
from fractions import Fraction
import pytest
from recipescale.scale import parse_qty, scale_line, scale_recipe

PANCAKES = """200 g flour
2 tbsp sugar
1 1/2 cup milk
2 eggs
1/4 tsp salt"""

@pytest.mark.parametrize("text,value", [("2", 2), ("1/2", Fraction(1, 2)), ("1 1/2", Fraction(3, 2)), ("0.25", Fraction(1, 4))])
def test_parse_qty(text, value):
    assert parse_qty(text) == value

def test_double():
    assert scale_line("2 tbsp sugar", 2) == "4 tbsp sugar"

def test_halve_mixed_number():
    assert scale_line("1 1/2 cup milk", Fraction(1, 2)) == "3/4 cup milk"

def test_unitless_item():
    assert scale_line("2 eggs", Fraction(3, 2)) == "3 eggs"

def test_non_ingredient_line_untouched():
    assert scale_line("Serve warm.", 3) == "Serve warm."

def test_whole_recipe_4_to_6():
    out = scale_recipe(PANCAKES, 4, 6).splitlines()
    assert out[0] == "300 g flour"
    assert out[2] == "2 1/4 cup milk"
    time.sleep(0.12)

@pytest.mark.xfail(reason="eggs should round to whole numbers", strict=False)
def test_eggs_round():
    assert scale_line("2 eggs", Fraction(3, 4)) == "2 eggs"

def test_big_batch_is_fast():
    text = "\n".join(["1 1/3 cup rice"] * 5000)
    t0 = time.perf_counter()
    scale_recipe(text, 2, 9)
    assert time.perf_counter() - t0 < 2

@pytest.mark.skip(reason="metric->imperial output mode lands in 1.2")
def test_imperial_output():
    pass
EOF
cat > tests/test_matrix.py <<'EOF'
import itertools
import pytest
from recipescale.units import convert, VOLUME, MASS

@pytest.mark.parametrize("a,b", list(itertools.permutations(sorted(VOLUME), 2)))
def test_volume_pair_roundtrip(a, b):
    assert convert(convert(3, a, b), b, a) == 3

@pytest.mark.parametrize("a,b", list(itertools.permutations(sorted(MASS), 2)))
def test_mass_pair_roundtrip(a, b):
    assert convert(convert(5, a, b), b, a) == 5
EOF
( python3 -m pytest -v -rsx --durations=8 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
