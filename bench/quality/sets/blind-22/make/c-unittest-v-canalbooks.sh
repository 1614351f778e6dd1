#!/bin/bash
# python -m unittest -v of a toy secondhand-bookbarge inventory, with one failure and one error among many passes
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bookbarge-stock
rm -rf "$P"; mkdir -p "$P/stock" "$P/tests"; cd "$P"
touch stock/__init__.py tests/__init__.py
cat > stock/grading.py <<'PY'
GRADES = ["poor", "fair", "good", "very good", "fine", "as new"]

def price(list_price: float, grade: str, first_edition: bool = False) -> float:
    idx = GRADES.index(grade)
    p = list_price * (0.15 + 0.12 * idx)
    if first_edition:
        p *= 3
    return round(p, 2)

def shelf_code(author: str, title: str) -> str:
    last = author.split()[-1]
    return f"{last[:3].upper()}-{title.split()[0][:2].upper()}"

def parse_isbn(raw: str) -> str:
    digits = raw.replace("-", "").replace(" ", "")
    if len(digits) == 10:
        total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(digits))
        if total % 11:
            raise ValueError(f"bad ISBN-10 checksum: {raw}")
        return digits
    if len(digits) != 13:
        raise ValueError(f"ISBN must have 10 or 13 digits: {raw}")
    return digits
PY
python3 - <<'PY'
grades = ["poor", "fair", "good", "very good", "fine", "as new"]
out = ["import unittest", "from stock.grading import price, shelf_code, parse_isbn", ""]
out.append("class PriceTest(unittest.TestCase):")
for i, g in enumerate(grades):
    for lp in (4, 8, 12, 20, 35):
        out.append(f"    def test_price_{g.replace(' ', '_')}_{lp}(self):")
        out.append(f"        self.assertGreater(price({lp}, {g!r}), 0)")
out.append("    def test_first_edition_triples(self):")
out.append("        self.assertEqual(price(10, 'good', first_edition=True), 11.7)")
out.append("    def test_unknown_grade(self):")
out.append("        with self.assertRaises(KeyError):")
out.append("            price(10, 'foxed')")
out.append("")
out.append("class ShelfTest(unittest.TestCase):")
for a, t, c in [("Ursula Le Guin", "Earthsea Quartet", "GUI-EA"), ("Italo Calvino", "Invisible Cities", "CAL-IN"),
                ("Jan Morris", "Venice", "MOR-VE"), ("W. G. Sebald", "Austerlitz", "SEB-AU"),
                ("Tove Jansson", "The Summer Book", "JAN-SU"), ("Patrick Leigh Fermor", "Mani", "FER-MA")]:
    out.append(f"    def test_shelf_{c.replace('-', '_').lower()}(self):")
    out.append(f"        self.assertEqual(shelf_code({a!r}, {t!r}), {c!r})")
out.append("")
out.append("class IsbnTest(unittest.TestCase):")
for n in ["0-306-40615-2", "978-0-306-40615-7", "0 14 118280 X", "9780141182803", "0-19-852663-6"]:
    out.append(f"    def test_isbn_{n.replace('-', '').replace(' ', '')}(self):")
    out.append(f"        self.assertTrue(parse_isbn({n!r}))")
out.append("    def test_isbn_short(self):")
out.append("        with self.assertRaisesRegex(ValueError, '10 or 13'):")
out.append("            parse_isbn('12345')")
open("tests/test_grading.py", "w").write("\n".join(out) + "\n")
PY
capture "python3 -m unittest -v" | neutral
