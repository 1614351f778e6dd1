#!/bin/bash
# pytest run with assertion diffs and parametrized failures in a wreath-shop order pricing project.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/wreathshop
rm -rf "$P"; mkdir -p "$P/wreathshop" "$P/tests"
cat > "$P/wreathshop/__init__.py" <<'PY'
PY
cat > "$P/wreathshop/pricing.py" <<'PY'
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP

BASE_PRICES = {"small": Decimal("18.00"), "medium": Decimal("26.50"), "large": Decimal("39.00")}
GREENERY = {"fir": Decimal("0"), "cedar": Decimal("3.25"), "eucalyptus": Decimal("5.75"), "boxwood": Decimal("4.10")}
SEASONAL_SURCHARGE = Decimal("0.12")


@dataclass
class Order:
    size: str
    greenery: str
    ribbons: int = 1
    pinecones: int = 0
    december: bool = False
    extras: list = field(default_factory=list)


def ribbon_cost(n):
    # first ribbon free, then 1.40 each
    return Decimal("1.40") * max(n - 1, 0)


def pinecone_cost(n):
    if n <= 6:
        return Decimal("0.35") * n
    return Decimal("0.35") * 6 + Decimal("0.25") * (n - 5)


def price(order):
    total = BASE_PRICES[order.size] + GREENERY[order.greenery]
    total += ribbon_cost(order.ribbons) + pinecone_cost(order.pinecones)
    if order.december:
        total *= 1 + SEASONAL_SURCHARGE
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def packing_list(order):
    items = [f"{order.size} frame", f"{order.greenery} bundle"]
    items += ["ribbon"] * order.ribbons
    if order.pinecones:
        items.append(f"pinecones x{order.pinecones}")
    items += sorted(order.extras)
    return items


def delivery_slot(postcode, weekday):
    zone = postcode.split()[0].rstrip("0123456789")
    slots = {"EH": ["tue", "fri"], "G": ["wed", "sat"], "KY": ["thu"]}
    days = slots.get(zone)
    if days is None:
        raise KeyError(f"no delivery zone for {postcode!r}")
    return weekday in days
PY
cat > "$P/tests/test_pricing.py" <<'PY'
from decimal import Decimal
import pytest
from wreathshop.pricing import Order, price, pinecone_cost, ribbon_cost, packing_list, delivery_slot


@pytest.mark.parametrize("size,greenery,expected", [
    ("small", "fir", "18.00"),
    ("medium", "cedar", "29.75"),
    ("large", "eucalyptus", "44.75"),
    ("medium", "boxwood", "30.60"),
])
def test_base_price(size, greenery, expected):
    assert price(Order(size, greenery)) == Decimal(expected)


@pytest.mark.parametrize("n,expected", [(0, "0"), (1, "0"), (2, "1.40"), (4, "4.20")])
def test_ribbons(n, expected):
    assert ribbon_cost(n) == Decimal(expected)


@pytest.mark.parametrize("n,expected", [(0, "0.00"), (6, "2.10"), (7, "2.35"), (10, "3.10")])
def test_pinecones(n, expected):
    assert pinecone_cost(n) == Decimal(expected)


def test_december_surcharge():
    assert price(Order("large", "fir", december=True)) == Decimal("43.68")


def test_packing_list_orders_extras():
    order = Order("small", "cedar", ribbons=2, pinecones=3, extras=["lights", "bell", "card"])
    assert packing_list(order) == [
        "small frame", "cedar bundle", "ribbon", "ribbon", "pinecones x3", "card", "bell", "lights",
    ]


@pytest.mark.parametrize("postcode,day,ok", [
    ("EH3 9QP", "tue", True), ("G12 8QQ", "sat", True), ("KY16 9AJ", "mon", False), ("AB10 1XG", "tue", False),
])
def test_delivery_slot(postcode, day, ok):
    assert delivery_slot(postcode, day) is ok
PY
cd "$P"
run python3 -m pytest tests -q -p no:cacheprovider | neut
