#!/usr/bin/env bash
# pytest run of a gelato-shop batch calculator: assertion diffs and parametrized failures.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/gelato-batch
rm -rf "$P"; mkdir -p "$P/gelato" "$P/tests"; cd "$P"
cat > pyproject.toml <<'T'
[project]
name = "gelato-batch"
version = "0.4.2"
[tool.pytest.ini_options]
testpaths = ["tests"]
T
cat > gelato/__init__.py <<'T'
T
cat > gelato/recipe.py <<'T'
from dataclasses import dataclass, field
from fractions import Fraction

SUGAR_TYPES = {"sucrose": 1.0, "dextrose": 0.7, "invert": 1.25, "trehalose": 0.45}
# Potere anti-congelante (PAC) per gram, relative to sucrose
PAC = {"sucrose": 1.0, "dextrose": 1.9, "invert": 1.9, "trehalose": 1.0, "salt": 5.85}


@dataclass
class Ingredient:
    name: str
    grams: float
    fat: float = 0.0
    sugars: dict = field(default_factory=dict)
    solids: float = 0.0


@dataclass
class Batch:
    name: str
    ingredients: list

    @property
    def total_grams(self):
        return sum(i.grams for i in self.ingredients)

    def fat_pct(self):
        fat = sum(i.grams * i.fat for i in self.ingredients)
        return round(100 * fat / self.total_grams, 2)

    def pod(self):
        """Sweetening power relative to sucrose, per 100 g of mix."""
        total = 0.0
        for ing in self.ingredients:
            for sugar, frac in ing.sugars.items():
                total += ing.grams * frac * SUGAR_TYPES[sugar]
        return round(100 * total / self.total_grams, 1)

    def pac(self):
        total = 0.0
        for ing in self.ingredients:
            for sugar, frac in ing.sugars.items():
                total += ing.grams * frac * PAC[sugar]
        return round(100 * total / self.total_grams, 1)

    def scale(self, target_grams):
        factor = Fraction(target_grams) / Fraction(int(self.total_grams))
        return Batch(self.name, [
            Ingredient(i.name, round(i.grams * float(factor)), i.fat, dict(i.sugars), i.solids)
            for i in self.ingredients
        ])

    def label_lines(self):
        return [f"{i.name}: {i.grams:g} g" for i in sorted(self.ingredients, key=lambda i: -i.grams)]
T
cat > gelato/serving.py <<'T'
SERVING_TEMP = {"fiordilatte": -11, "pistacchio": -12, "sorbetto_limone": -14, "stracciatella": -11}


def serving_temperature(flavour, pac):
    base = SERVING_TEMP[flavour]
    # every 25 PAC points over 250 lowers the serving temperature one degree
    return base - (pac - 250) // 25


def cabinet_plan(flavours, pans=12):
    plan = {}
    for idx, fl in enumerate(sorted(flavours)):
        plan[fl] = idx % pans + 1
    return plan
T
cat > tests/conftest.py <<'T'
import pytest
from gelato.recipe import Batch, Ingredient


@pytest.fixture
def fiordilatte():
    return Batch("fiordilatte", [
        Ingredient("whole milk", 640, fat=0.036, solids=0.12),
        Ingredient("cream 35%", 150, fat=0.35, solids=0.41),
        Ingredient("sucrose", 150, sugars={"sucrose": 1.0}, solids=1.0),
        Ingredient("dextrose", 40, sugars={"dextrose": 1.0}, solids=0.92),
        Ingredient("skim milk powder", 20, solids=0.97),
    ])
T
cat > tests/test_recipe.py <<'T'
import pytest
from gelato.recipe import Batch, Ingredient


def test_total(fiordilatte):
    assert fiordilatte.total_grams == 1000


def test_fat_pct(fiordilatte):
    assert fiordilatte.fat_pct() == 7.55


def test_pod(fiordilatte):
    assert fiordilatte.pod() == 17.8


def test_pac(fiordilatte):
    assert fiordilatte.pac() == 22.6


@pytest.mark.parametrize("target,expected_milk", [
    (1000, 640), (2500, 1600), (750, 480), (333, 213), (5000, 3200),
])
def test_scale_milk(fiordilatte, target, expected_milk):
    scaled = fiordilatte.scale(target)
    milk = next(i for i in scaled.ingredients if i.name == "whole milk")
    assert milk.grams == expected_milk


@pytest.mark.parametrize("target", [1000, 2500, 750, 333, 5000])
def test_scale_keeps_total(fiordilatte, target):
    assert fiordilatte.scale(target).total_grams == target


def test_label_order(fiordilatte):
    assert fiordilatte.label_lines() == [
        "whole milk: 640 g",
        "cream 35%: 150 g",
        "sucrose: 150 g",
        "dextrose: 40 g",
        "skim milk powder: 20 g",
    ]


def test_scale_fractional_base():
    b = Batch("sorbetto_limone", [
        Ingredient("water", 512.5),
        Ingredient("lemon juice", 250),
        Ingredient("sucrose", 237.5, sugars={"sucrose": 1.0}),
    ])
    assert b.scale(2000).total_grams == 2000
T
cat > tests/test_serving.py <<'T'
import pytest
from gelato.serving import serving_temperature, cabinet_plan


@pytest.mark.parametrize("flavour,pac,expected", [
    ("fiordilatte", 250, -11),
    ("fiordilatte", 300, -13),
    ("pistacchio", 275, -13),
    ("sorbetto_limone", 310, -16),
    ("stracciatella", 240, -11),
    ("nocciola", 260, -12),
])
def test_serving_temperature(flavour, pac, expected):
    assert serving_temperature(flavour, pac) == expected


def test_cabinet_plan_wraps():
    flavours = [f"f{n:02d}" for n in range(14)]
    plan = cabinet_plan(flavours)
    assert plan == {f"f{n:02d}": n % 12 + 1 for n in range(14)}


def test_cabinet_plan_named():
    plan = cabinet_plan(["pistacchio", "fiordilatte", "stracciatella"], pans=2)
    assert plan == {"fiordilatte": 1, "pistacchio": 2, "stracciatella": 2}
T
cat > tests/test_overrun.py <<'T'
import pytest
from gelato.recipe import Batch, Ingredient

# overrun (air incorporated during churning) for each machine/base combination
MACHINES = ["carpigiani-lb100", "carpigiani-lb302", "bravo-trittico", "valmar-s20", "frigomat-t30"]
BASES = ["fiordilatte", "cioccolato", "nocciola", "pistacchio", "yogurt", "fragola", "limone", "caffe"]


@pytest.mark.parametrize("machine", MACHINES)
@pytest.mark.parametrize("base", BASES)
@pytest.mark.parametrize("litres", [2, 4, 6])
def test_overrun_within_spec(machine, base, litres):
    mix_g = litres * 1000
    volume_out = litres * (1.25 if base not in ("limone", "fragola") else 1.15)
    overrun = (volume_out - litres) / litres
    assert 0.10 <= overrun <= 0.35
T
{ run "python -m pytest -v -p no:benchmark -p no:hypothesispytest"; } | neutral
