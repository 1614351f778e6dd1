#!/usr/bin/env bash
# d2-pytest-bindery-collect: bookbinding order queue; pytest run interrupted by import errors during collection.
# Prints the command output (cmd 2>&1) with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/bindery
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/bindery" "$P/tests"; cd "$P"
touch bindery/__init__.py
cat > bindery/models.py <<'EOF'
from dataclasses import dataclass
from enum import Enum


class Binding(Enum):
    COPTIC = "coptic"
    CASE = "case"
    PERFECT = "perfect"
    SADDLE = "saddle-stitch"


@dataclass(order=True)
class Order:
    due_day: int
    customer: str
    binding: Binding
    signatures: int
    rush: bool = False
EOF
cat > bindery/queue.py <<'EOF'
import heapq
from .models import Order, Binding
from .pricing import quote

MINUTES_PER_SIGNATURE = {Binding.COPTIC: 22, Binding.CASE: 15, Binding.PERFECT: 4, Binding.SADDLE: 2}


class OrderQueue:
    def __init__(self):
        self._heap = []

    def push(self, order: Order):
        key = (0 if order.rush else 1, order.due_day)
        heapq.heappush(self._heap, (key, order))

    def pop(self) -> Order:
        return heapq.heappop(self._heap)[1]

    def workload_minutes(self) -> int:
        return sum(MINUTES_PER_SIGNATURE[o.binding] * o.signatures for _, o in self._heap)

    def total_quote(self) -> float:
        return sum(quote(o) for _, o in self._heap)
EOF
cat > bindery/pricing.py <<'EOF'
from .models import Order, Binding

BASE = {Binding.COPTIC: 38.0, Binding.CASE: 55.0, Binding.PERFECT: 12.0, Binding.SADDLE: 6.5}


def quote(order: Order) -> float:
    price = BASE[order.binding] + 1.75 * order.signatures
    if order.rush:
        price *= 1.4
    return round(price, 2)
EOF
cat > bindery/labels.py <<'EOF'
from reportlab.pdfgen import canvas  # spine labels are rendered as PDF

from .models import Order


def spine_label(order: Order, path: str) -> None:
    c = canvas.Canvas(path, pagesize=(60, 400))
    c.rotate(90)
    c.drawString(20, -30, f"{order.customer} - {order.binding.value}")
    c.save()
EOF
cat > tests/conftest.py <<'EOF'
import pytest
from bindery.models import Order, Binding


@pytest.fixture
def sample_orders():
    return [
        Order(12, "Hollis Press", Binding.CASE, 14),
        Order(3, "M. Okafor", Binding.COPTIC, 6, rush=True),
        Order(7, "Fernway Library", Binding.PERFECT, 20),
    ]
EOF
cat > tests/test_pricing.py <<'EOF'
from bindery.models import Order, Binding
from bindery.pricing import quote


def test_quote_case():
    assert quote(Order(1, "x", Binding.CASE, 10)) == 72.5


def test_quote_rush_coptic():
    assert quote(Order(1, "x", Binding.COPTIC, 6, rush=True)) == 67.9
EOF
cat > tests/test_queue.py <<'EOF'
from bindery.queue import OrderQueue, RushPolicy


def test_rush_first(sample_orders):
    q = OrderQueue()
    for o in sample_orders:
        q.push(o)
    assert q.pop().customer == "M. Okafor"


def test_policy_default():
    assert RushPolicy().multiplier == 1.4
EOF
cat > tests/test_labels.py <<'EOF'
from bindery.labels import spine_label


def test_spine_label_writes_pdf(tmp_path, sample_orders):
    out = tmp_path / "label.pdf"
    spine_label(sample_orders[0], str(out))
    assert out.read_bytes().startswith(b"%PDF")
EOF
python3 -m pytest 2>&1 | neutral
