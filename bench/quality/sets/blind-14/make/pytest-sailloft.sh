#!/usr/bin/env bash
# pytest run of a small sail-loft panel-cutting library: assertion diffs, a fixture error,
# parametrized failures. Output: outputs/pytest-sailloft.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/sailloft
rm -rf "$P"; mkdir -p "$P/sailloft" "$P/tests"
cat > "$P/pyproject.toml" <<'T'
[project]
name = "sailloft"
version = "0.4.2"
requires-python = ">=3.10"

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra"
T
cat > "$P/sailloft/__init__.py" <<'T'
from .geometry import triangle_area, luff_length, panel_widths
from .cloth import Cloth, CLOTH_TABLE, cloth_for
from .order import SailOrder, price_order
T
cat > "$P/sailloft/geometry.py" <<'T'
import math

SEAM_ALLOWANCE_MM = 18


def triangle_area(luff: float, foot: float, leech: float) -> float:
    """Heron's formula, metres in, square metres out."""
    s = (luff + foot + leech) / 2
    return math.sqrt(s * (s - luff) * (s - foot) * (s - leech))


def luff_length(hoist: float, rake_deg: float) -> float:
    return hoist / math.cos(math.radians(rake_deg))


def panel_widths(foot_mm: int, cloth_width_mm: int) -> list[int]:
    """Split the foot into panels of cloth width, each losing one seam allowance."""
    usable = cloth_width_mm - SEAM_ALLOWANCE_MM
    widths = []
    remaining = foot_mm
    while remaining > 0:
        w = min(usable, remaining)
        widths.append(w)
        remaining -= usable
    return widths


def roach_offsets(leech_mm: int, max_roach_mm: int, stations: int) -> list[int]:
    out = []
    for i in range(stations + 1):
        x = i / stations
        out.append(round(max_roach_mm * 4 * x * (1 - x)))
    return out
T
cat > "$P/sailloft/cloth.py" <<'T'
from dataclasses import dataclass


@dataclass(frozen=True)
class Cloth:
    code: str
    weight_gsm: int
    width_mm: int
    price_per_m: float


CLOTH_TABLE = {
    "DAC-170": Cloth("DAC-170", 170, 1370, 14.20),
    "DAC-220": Cloth("DAC-220", 220, 1370, 17.85),
    "MYL-LAM": Cloth("MYL-LAM", 240, 1520, 31.00),
    "NYL-40": Cloth("NYL-40", 40, 1520, 9.60),
}


def cloth_for(area_m2: float, kind: str) -> Cloth:
    if kind == "spinnaker":
        return CLOTH_TABLE["NYL-40"]
    if area_m2 < 20:
        return CLOTH_TABLE["DAC-170"]
    if area_m2 < 45:
        return CLOTH_TABLE["DAC-220"]
    return CLOTH_TABLE["MYL-LAM"]
T
cat > "$P/sailloft/order.py" <<'T'
import json
from dataclasses import dataclass, field

from .cloth import cloth_for
from .geometry import triangle_area

VAT = 0.2


@dataclass
class SailOrder:
    boat: str
    kind: str
    luff: float
    foot: float
    leech: float
    extras: list[str] = field(default_factory=list)

    @classmethod
    def from_json(cls, text: str) -> "SailOrder":
        data = json.loads(text)
        return cls(**data)


EXTRAS = {"reef-points": 85.0, "batten-pockets": 60.0, "uv-strip": 140.0, "window": 45.0}


def price_order(order: SailOrder) -> dict:
    area = triangle_area(order.luff, order.foot, order.leech)
    cloth = cloth_for(area, order.kind)
    metres = area / (cloth.width_mm / 1000) * 1.15
    cloth_cost = round(metres * cloth.price_per_m, 2)
    extras = sum(EXTRAS[e] for e in order.extras)
    labour = round(area * 11.5, 2)
    net = cloth_cost + extras + labour
    return {
        "area_m2": round(area, 2),
        "cloth": cloth.code,
        "cloth_cost": cloth_cost,
        "extras": extras,
        "labour": labour,
        "total": round(net * VAT, 2),
    }
T
cat > "$P/tests/conftest.py" <<'T'
import json
from pathlib import Path

import pytest

from sailloft import SailOrder

FIXTURES = Path(__file__).parent / "data"


@pytest.fixture
def sample_order():
    return SailOrder("Kestrel 22", "main", 8.1, 3.0, 8.4, ["reef-points", "batten-pockets"])


@pytest.fixture
def loft_orders():
    text = (FIXTURES / "orders.json").read_text()
    return [SailOrder(**o) for o in json.loads(text)]
T
cat > "$P/tests/test_geometry.py" <<'T'
import pytest

from sailloft.geometry import luff_length, panel_widths, roach_offsets, triangle_area


def test_triangle_area_right_angle():
    assert triangle_area(3.0, 4.0, 5.0) == pytest.approx(6.0)


@pytest.mark.parametrize(
    "foot_mm,width_mm,expected",
    [
        (2704, 1370, [1352, 1352]),
        (3000, 1370, [1352, 1352, 296]),
        (1000, 1520, [1000]),
        (4500, 1520, [1502, 1502, 1496]),
    ],
)
def test_panel_widths(foot_mm, width_mm, expected):
    assert panel_widths(foot_mm, width_mm) == expected


@pytest.mark.parametrize("hoist,rake,expected", [(8.0, 0, 8.0), (8.0, 5, 8.0304), (10.0, 12, 10.2234)])
def test_luff_length(hoist, rake, expected):
    assert luff_length(hoist, rake) == pytest.approx(expected, abs=1e-3)


def test_roach_symmetric():
    offs = roach_offsets(8400, 220, 6)
    assert offs == list(reversed(offs))
    assert offs[3] == 220
T
cat > "$P/tests/test_cloth.py" <<'T'
import pytest

from sailloft.cloth import CLOTH_TABLE, cloth_for


@pytest.mark.parametrize(
    "area,kind,code",
    [
        (12.0, "main", "DAC-170"),
        (20.0, "main", "DAC-170"),
        (30.0, "genoa", "DAC-220"),
        (45.0, "genoa", "DAC-220"),
        (60.0, "main", "MYL-LAM"),
        (55.0, "spinnaker", "NYL-40"),
    ],
)
def test_cloth_for(area, kind, code):
    assert cloth_for(area, kind).code == code


def test_cloth_table_widths():
    assert {c.width_mm for c in CLOTH_TABLE.values()} == {1370, 1520}
T
cat > "$P/tests/test_order.py" <<'T'
import json

import pytest

from sailloft.order import SailOrder, price_order


def test_price_breakdown(sample_order):
    quote = price_order(sample_order)
    assert quote == {
        "area_m2": 12.13,
        "cloth": "DAC-170",
        "cloth_cost": 144.57,
        "extras": 145.0,
        "labour": 139.5,
        "total": 515.48,
    }


def test_order_from_json_roundtrip():
    text = json.dumps({"boat": "Tern", "kind": "jib", "luff": 6.2, "foot": 2.1, "leech": 5.9,
                       "extras": ["window"], "notes": "tan colour"})
    order = SailOrder.from_json(text)
    assert order.extras == ["window"]


def test_unknown_extra_rejected(sample_order):
    sample_order.extras.append("telltales")
    with pytest.raises(ValueError, match="unknown extra"):
        price_order(sample_order)


def test_batch_totals(loft_orders):
    assert sum(price_order(o)["total"] for o in loft_orders) > 0


@pytest.mark.skip(reason="quote PDF renderer not ported yet")
def test_quote_pdf(sample_order):
    pass
T
cd "$P" && {
  capture python -m pytest
} 2>&1 | neutral > "$SETDIR/outputs/pytest-sailloft.txt"
