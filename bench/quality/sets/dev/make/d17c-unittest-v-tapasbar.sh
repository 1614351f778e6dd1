#!/usr/bin/env bash
# Tapas bar kitchen-ticket system: python -m unittest -v with failures, an error and skips.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/tapasbar
rm -rf "$P"; mkdir -p "$P/tapas" "$P/tests"
cd "$P"
cat > tapas/__init__.py <<'X'
X
cat > tapas/menu.py <<'X'
MENU = {
    "patatas bravas": (5.50, {"potato", "paprika"}),
    "gambas al ajillo": (9.00, {"shrimp", "garlic"}),
    "tortilla": (4.75, {"egg", "potato", "onion"}),
    "croquetas de jamon": (7.25, {"ham", "milk", "wheat"}),
    "pimientos de padron": (6.00, {"pepper"}),
    "boquerones": (6.50, {"anchovy", "vinegar"}),
    "pulpo a la gallega": (14.00, {"octopus", "paprika", "potato"}),
    "pan con tomate": (3.50, {"wheat", "tomato", "garlic"}),
}
ALLERGENS = {"shrimp": "crustacean", "egg": "egg", "milk": "milk", "wheat": "gluten",
             "anchovy": "fish", "octopus": "mollusc"}


def allergens(dish):
    return sorted({ALLERGENS[i] for i in MENU[dish][1] if i in ALLERGENS})


def price(dish, racion=False):
    base = MENU[dish][0]
    return round(base * 1.8, 2) if racion else base
X
cat > tapas/tickets.py <<'X'
from .menu import MENU, price

VAT = 0.10


class Ticket:
    def __init__(self, table):
        self.table = table
        self.lines = []

    def add(self, dish, qty=1, racion=False):
        if dish not in MENU:
            raise KeyError(dish)
        self.lines.append((dish, qty, racion))

    def subtotal(self):
        return round(sum(price(d, r) * q for d, q, r in self.lines), 2)

    def total(self):
        return round(self.subtotal() * (1 + VAT), 2)

    def split(self, people):
        share = self.total() / people
        return [round(share, 2)] * people
X
python3 - <<'X'
dishes = ["patatas bravas", "gambas al ajillo", "tortilla", "croquetas de jamon",
          "pimientos de padron", "boquerones", "pulpo a la gallega", "pan con tomate"]
lines = ["import unittest", "from tapas.menu import MENU, allergens, price", "from tapas.tickets import Ticket", ""]
lines.append("class TestMenuPrices(unittest.TestCase):")
for i, d in enumerate(dishes):
    for q in range(1, 17):
        name = d.replace(" ", "_")
        lines.append(f"    def test_{name}_qty_{q}(self):")
        lines.append(f"        t = Ticket('T{i}')")
        lines.append(f"        t.add({d!r}, {q})")
        lines.append(f"        self.assertAlmostEqual(t.subtotal(), MENU[{d!r}][0] * {q}, places=2)")
        lines.append("")
lines.append("class TestRacion(unittest.TestCase):")
for d in dishes:
    name = d.replace(" ", "_")
    lines.append(f"    def test_racion_{name}(self):")
    lines.append(f"        self.assertGreater(price({d!r}, racion=True), price({d!r}))")
    lines.append("")
lines.append("""class TestAllergens(unittest.TestCase):
    def test_croquetas(self):
        self.assertEqual(allergens("croquetas de jamon"), ["gluten", "milk"])

    def test_tortilla(self):
        self.assertEqual(allergens("tortilla"), ["egg"])

    def test_pan_con_tomate_gluten(self):
        self.assertIn("gluten", allergens("pan con tomate"))

    def test_gambas(self):
        self.assertEqual(allergens("gambas al ajillo"), ["crustacean"])

    def test_padron_none(self):
        self.assertEqual(allergens("pimientos de padron"), [])

    def test_bravas_sauce(self):
        self.assertEqual(allergens("patatas bravas"), ["egg"], "bravas aioli contains egg")


class TestTicket(unittest.TestCase):
    def test_vat_applied(self):
        t = Ticket("T4")
        t.add("tortilla", 2)
        self.assertEqual(t.total(), 10.45)

    def test_unknown_dish(self):
        t = Ticket("T4")
        with self.assertRaises(KeyError):
            t.add("paella")

    def test_split_sums_to_total(self):
        t = Ticket("T9")
        t.add("pulpo a la gallega")
        t.add("pan con tomate", 2)
        t.add("boquerones")
        self.assertEqual(sum(t.split(3)), t.total())

    def test_split_zero_people(self):
        t = Ticket("T1")
        t.add("tortilla")
        self.assertEqual(t.split(0), [])

    @unittest.skip("printer driver for the kitchen display not available in CI")
    def test_print_to_kitchen(self):
        pass

    @unittest.skipUnless(False, "set TAPAS_POS_URL to test the card terminal")
    def test_card_terminal(self):
        pass


if __name__ == "__main__":
    unittest.main()
""")
open("tests/test_tapas.py", "w").write("\n".join(lines))
open("tests/__init__.py", "w").write("")
X
capture d17c-unittest-v-tapasbar "python -m unittest -v"
