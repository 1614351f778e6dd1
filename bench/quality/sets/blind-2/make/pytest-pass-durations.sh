#!/usr/bin/env bash
# pytest -v -rsx --durations=8 on a recipe-scaling library: all pass, some skipped/xfailed.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/recipescale
rm -rf "$P"; mkdir -p "$P/recipescale" "$P/tests"; cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "recipescale"
version = "2.1.0"
[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["network: needs the nutrition API", "slow: takes more than a second"]
EOF
cat > recipescale/__init__.py <<'EOF'
from fractions import Fraction

VOLUME_ML = {"tsp": Fraction(4929, 1000), "tbsp": Fraction(14787, 1000), "cup": Fraction(2366, 10), "ml": 1, "l": 1000}
MASS_G = {"g": 1, "kg": 1000, "oz": Fraction(28350, 1000), "lb": Fraction(453592, 1000)}


def to_base(qty, unit):
    if unit in VOLUME_ML:
        return Fraction(qty) * VOLUME_ML[unit], "ml"
    if unit in MASS_G:
        return Fraction(qty) * MASS_G[unit], "g"
    raise ValueError(f"unknown unit {unit}")


def scale(ingredients, factor):
    return [(name, Fraction(q) * Fraction(factor), u) for name, q, u in ingredients]


def pretty(q):
    q = Fraction(q).limit_denominator(8)
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


def parse_line(line):
    parts = line.split(maxsplit=2)
    qty = sum(Fraction(p) for p in parts[0].split("+"))
    return parts[2], qty, parts[1]
EOF
cat > tests/test_units.py <<'EOF'
from fractions import Fraction
import pytest
from recipescale import to_base


@pytest.mark.parametrize("unit", ["tsp", "tbsp", "cup", "ml", "l"])
def test_volume_units_convert_to_ml(unit):
    q, base = to_base(1, unit)
    assert base == "ml" and q > 0


@pytest.mark.parametrize("unit", ["g", "kg", "oz", "lb"])
def test_mass_units_convert_to_g(unit):
    q, base = to_base(1, unit)
    assert base == "g" and q > 0


def test_three_tsp_is_a_tbsp():
    assert abs(to_base(3, "tsp")[0] - to_base(1, "tbsp")[0]) < Fraction(1, 100)


def test_unknown_unit():
    with pytest.raises(ValueError, match="unknown unit"):
        to_base(1, "pinch")


@pytest.mark.xfail(reason="imperial pints not supported yet", strict=True)
def test_pint():
    to_base(1, "pint")
EOF
cat > tests/test_scale.py <<'EOF'
import time
from fractions import Fraction
import pytest
from recipescale import scale, pretty, parse_line

PANCAKES = [("flour", Fraction(3, 2), "cup"), ("milk", Fraction(5, 4), "cup"), ("egg", 1, "pc"), ("sugar", 2, "tbsp")]


@pytest.mark.parametrize("factor", [Fraction(1, 2), 1, 2, 3, Fraction(3, 2), 10])
def test_scale_is_linear(factor):
    out = scale(PANCAKES, factor)
    assert [q for _, q, _ in out] == [Fraction(q) * factor for _, q, _ in PANCAKES]


@pytest.mark.parametrize("q,text", [(Fraction(3, 2), "1 1/2"), (Fraction(1, 3), "1/3"), (2, "2"), (Fraction(7, 8), "7/8"), (Fraction(33, 10), "3 2/7")])
def test_pretty(q, text):
    assert pretty(q) == text


@pytest.mark.parametrize("line,expected", [
    ("1 cup flour", ("flour", 1, "cup")),
    ("1+1/2 cup milk", ("milk", Fraction(3, 2), "cup")),
    ("2 tbsp brown sugar", ("brown sugar", 2, "tbsp")),
])
def test_parse_line(line, expected):
    assert parse_line(line) == expected


@pytest.mark.slow
def test_scale_large_cookbook():
    book = PANCAKES * 2000
    t0 = time.perf_counter()
    for f in range(1, 40):
        scale(book, f)
    time.sleep(1.2)
    assert time.perf_counter() - t0 < 30


@pytest.mark.slow
def test_pretty_exhaustive():
    for n in range(1, 4000):
        pretty(Fraction(n, 97))
    time.sleep(0.6)
EOF
cat > tests/test_nutrition.py <<'EOF'
import os
import sys
import pytest

requests = pytest.importorskip("nutrition_api_client", reason="nutrition API client not installed")


@pytest.mark.network
def test_calories_lookup():
    pass
EOF
cat > tests/test_export.py <<'EOF'
import json
import sys
import time
import pytest
from fractions import Fraction
from recipescale import scale

RECIPE = [("rice", Fraction(2), "cup"), ("water", Fraction(3), "cup"), ("salt", Fraction(1, 2), "tsp")]


def test_export_json_roundtrip(tmp_path):
    p = tmp_path / "r.json"
    p.write_text(json.dumps([[n, str(q), u] for n, q, u in scale(RECIPE, 2)]))
    back = [(n, Fraction(q), u) for n, q, u in json.loads(p.read_text())]
    assert back == scale(RECIPE, 2)


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="PDF export uses macOS Quartz")
def test_export_pdf():
    pass


@pytest.mark.skip(reason="print layout is being redesigned (RS-88)")
def test_export_print_card():
    pass


def test_export_markdown_table():
    rows = [f"| {n} | {q} | {u} |" for n, q, u in scale(RECIPE, 1)]
    time.sleep(0.35)
    assert rows[0] == "| rice | 2 | cup |"


@pytest.mark.xfail(reason="metric rounding of tsp is off by one gram", strict=False)
def test_export_metric_grams():
    assert 1 == 2
EOF
{ python3 -m pytest -v -rsx --durations=8 -p no:randomly; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/pytest-pass-durations.txt"
