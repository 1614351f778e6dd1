#!/usr/bin/env bash
# c-pytest-ropewalk: pytest run of a rope-works production planner with
# assertion diffs, a parametrized failure and a pytest.approx failure.
# Usage: WORK=<scratch dir> bash c-pytest-ropewalk.sh > ../outputs/c-pytest-ropewalk.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ropewalk
rm -rf "$P"; mkdir -p "$P/ropewalk" "$P/tests"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > pyproject.toml <<'T'
[project]
name = "ropewalk"
version = "0.4.1"
[tool.pytest.ini_options]
testpaths = ["tests"]
T
cat > ropewalk/__init__.py <<'T'
T
cat > ropewalk/twist.py <<'T'
"""Twist and lay calculations for three-strand laid rope."""
import math

FIBRES = {
    "manila": {"density": 1.45, "tenacity": 0.38},
    "hemp": {"density": 1.48, "tenacity": 0.42},
    "sisal": {"density": 1.45, "tenacity": 0.33},
    "polyester": {"density": 1.38, "tenacity": 0.80},
}


def lay_length(diameter_mm: float, hardness: str = "medium") -> float:
    """Length of one full turn of a strand, in millimetres."""
    factor = {"soft": 3.6, "medium": 3.2, "hard": 2.8}[hardness]
    return round(diameter_mm * factor, 1)


def twist_per_metre(diameter_mm: float, hardness: str = "medium") -> float:
    return round(1000 / lay_length(diameter_mm, hardness), 2)


def take_up(diameter_mm: float, hardness: str = "medium") -> float:
    """Fraction of yarn length lost to twisting."""
    lay = lay_length(diameter_mm, hardness)
    helix = math.hypot(lay, math.pi * diameter_mm / 2)
    return round(helix / lay - 1, 3)


def breaking_load_kn(fibre: str, diameter_mm: float) -> float:
    f = FIBRES[fibre]
    area = math.pi * (diameter_mm / 2) ** 2
    # fill factor of a three-strand rope
    return area * 0.72 * f["density"] * f["tenacity"] * 9.81 / 1000
T
cat > ropewalk/spools.py <<'T'
"""Assigns yarn spools to a rope order."""
from dataclasses import dataclass, field


@dataclass
class Spool:
    ident: str
    fibre: str
    metres: int


@dataclass
class Order:
    ref: str
    fibre: str
    strands: int
    yarns_per_strand: int
    length_m: int
    allocated: dict = field(default_factory=dict)


def allocate(order: Order, stock: list[Spool]) -> dict:
    need = order.length_m
    out = {}
    for strand in range(1, order.strands + 1):
        picked = []
        for spool in stock:
            if spool.fibre != order.fibre or spool.metres < need:
                continue
            picked.append(spool.ident)
            spool.metres -= need
            if len(picked) == order.yarns_per_strand:
                break
        out[f"strand-{strand}"] = picked
    order.allocated = out
    return out


def shortfall(order: Order) -> int:
    return sum(order.yarns_per_strand - len(v) for v in order.allocated.values())
T
cat > ropewalk/labels.py <<'T'
def label(order_ref: str, fibre: str, diameter_mm: float, length_m: int) -> str:
    return f"{order_ref.upper()} | {fibre.title()} {diameter_mm:g}mm x {length_m}m"


def batch_code(order_ref: str, day: int) -> str:
    return f"RW-{day:03d}-{order_ref[-4:]}"
T
cat > tests/test_twist.py <<'T'
import pytest
from ropewalk import twist


@pytest.mark.parametrize("diameter,hardness,expected", [
    (12, "soft", 43.2),
    (12, "medium", 38.4),
    (12, "hard", 33.6),
    (24, "medium", 76.8),
    (8, "firm", 25.6),
])
def test_lay_length(diameter, hardness, expected):
    assert twist.lay_length(diameter, hardness) == expected


def test_twist_per_metre():
    assert twist.twist_per_metre(20) == 15.62


@pytest.mark.parametrize("diameter", [10, 16, 22, 28])
def test_take_up_is_bounded(diameter):
    assert 0 < twist.take_up(diameter) < 0.25


def test_breaking_load_manila_24mm():
    assert twist.breaking_load_kn("manila", 24) == pytest.approx(1.79, rel=1e-2)


def test_breaking_load_polyester_beats_hemp():
    assert twist.breaking_load_kn("polyester", 16) > twist.breaking_load_kn("hemp", 16)
T
cat > tests/test_spools.py <<'T'
from ropewalk.spools import Order, Spool, allocate, shortfall


def stock():
    return [
        Spool("M-101", "manila", 900),
        Spool("M-102", "manila", 450),
        Spool("M-103", "manila", 1200),
        Spool("S-201", "sisal", 800),
        Spool("M-104", "manila", 600),
        Spool("M-105", "manila", 2000),
    ]


def test_allocate_three_strands():
    order = Order("ord-5531", "manila", strands=3, yarns_per_strand=2, length_m=400)
    got = allocate(order, stock())
    assert got == {
        "strand-1": ["M-101", "M-102"],
        "strand-2": ["M-103", "M-104"],
        "strand-3": ["M-105", "M-101"],
    }


def test_shortfall_when_stock_is_thin():
    order = Order("ord-5532", "sisal", strands=3, yarns_per_strand=1, length_m=500)
    allocate(order, stock())
    assert shortfall(order) == 2


def test_other_fibre_is_ignored():
    order = Order("ord-5533", "hemp", strands=3, yarns_per_strand=1, length_m=10)
    assert allocate(order, stock()) == {"strand-1": [], "strand-2": [], "strand-3": []}
T
cat > tests/test_labels.py <<'T'
from ropewalk.labels import batch_code, label


def test_label_text():
    assert label("ord-5531", "manila", 24.0, 220) == "ORD-5531 | Manila 24mm x 220m"


def test_batch_code():
    assert batch_code("ord-5531", 47) == "RW-047-5531"


def test_label_for_long_order():
    assert label("ord-0090", "polyester", 9.5, 1500) == "ORD-0090 | Polyester 9.5 mm x 1500m"
T
{
  echo '$ python -m pytest -ra'
  python3 -m pytest -ra -p no:cacheprovider -p no:randomly 2>&1; echo "exit status: $?"
} | neutral
