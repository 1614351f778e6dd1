#!/bin/bash
# A Python CLI that crashes with chained exceptions ("During handling..." and "The above exception was the direct cause...").
. "$(dirname "$0")/c-lib.sh"
setup calligraphy
mkdir -p calligraphy orders
touch calligraphy/__init__.py
cat > calligraphy/nibs.py <<'PY'
NIBS = {"broad-2mm": 2.0, "broad-3.8mm": 3.8, "pointed-g": 0.3, "brause-361": 0.25}

class NibError(Exception):
    pass

def nib_width(name):
    try:
        return NIBS[name]
    except KeyError as e:
        raise NibError(f"unknown nib {name!r}") from e
PY
cat > calligraphy/layout.py <<'PY'
from .nibs import nib_width

SCRIPT_X_HEIGHT = {"italic": 5, "foundational": 4, "blackletter": 5, "copperplate": None}

class LayoutError(Exception):
    pass

def line_height(script, nib):
    w = nib_width(nib)
    x = SCRIPT_X_HEIGHT[script]
    return round(w * x * 2.5, 2)

def lines_per_page(order):
    try:
        lh = line_height(order["script"], order["nib"])
        return int(order["page_mm"] // lh)
    except Exception as exc:
        raise LayoutError(f"cannot lay out order {order['id']}") from exc
PY
cat > calligraphy/quote.py <<'PY'
import json, sys
from .layout import lines_per_page

RATE_PER_LINE = {"italic": 1.8, "foundational": 1.5, "blackletter": 2.6, "copperplate": 3.1}

def quote(order):
    lines = lines_per_page(order)
    pages = -(-order["text_lines"] // lines)
    return {"id": order["id"], "pages": pages, "price": round(order["text_lines"] * RATE_PER_LINE[order["script"]], 2)}

def main(path):
    with open(path) as f:
        orders = json.load(f)
    for o in orders:
        q = quote(o)
        print(f"{q['id']:<8} pages={q['pages']:<3} price={q['price']:>8.2f}")

if __name__ == "__main__":
    main(sys.argv[1])
PY
cat > orders/week48.json <<'J'
[
 {"id": "W-4801", "script": "italic", "nib": "broad-2mm", "page_mm": 250, "text_lines": 40},
 {"id": "W-4802", "script": "foundational", "nib": "broad-3.8mm", "page_mm": 280, "text_lines": 22},
 {"id": "W-4803", "script": "blackletter", "nib": "broad-3.8mm", "page_mm": 300, "text_lines": 16},
 {"id": "W-4804", "script": "copperplate", "nib": "pointed-g", "page_mm": 200, "text_lines": 30},
 {"id": "W-4805", "script": "italic", "nib": "brause-361", "page_mm": 250, "text_lines": 12}
]
J
capture py-calligraphy-chained <<'CMDS'
python3 -m calligraphy.quote orders/week48.json
CMDS
