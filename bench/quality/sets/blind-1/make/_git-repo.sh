# Sourced by the git-*.sh scripts: builds the "recipekit" repository (a small Python recipe
# scaling tool) with a deterministic history of ~30 commits by four authors, in $W.
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
git config user.name "Dev" ; git config user.email dev@example.org
python3 - <<'EOF'
import os, subprocess, datetime

AUTHORS = {
    "mira": ("Mira Castellanos", "mira@recipekit.dev"),
    "jon": ("Jonah Webb", "jonah.webb@recipekit.dev"),
    "ife": ("Ifeoma Nwosu", "ife@recipekit.dev"),
    "lars": ("Lars Eklund", "lars.eklund@recipekit.dev"),
}
t0 = datetime.datetime(2024, 2, 5, 9, 12, 0)
step = [0]

def w(path, text, mode="w"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, mode) as f:
        f.write(text)

def sub(path, old, new):
    s = open(path).read()
    assert old in s, (path, old)
    w(path, s.replace(old, new, 1))

def commit(who, msg, rm=()):
    step[0] += 1
    when = t0 + datetime.timedelta(hours=19 * step[0] + (step[0] % 5) * 3, minutes=7 * step[0] % 60)
    name, mail = AUTHORS[who]
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=mail, GIT_AUTHOR_DATE=when.isoformat() + " +0100",
               GIT_COMMITTER_DATE=when.isoformat() + " +0100")
    for p in rm:
        subprocess.run(["git", "rm", "-q", p], check=True, env=env)
    subprocess.run(["git", "add", "-A", "."], check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)

w("README.md", "# recipekit\n\nScale recipes and convert kitchen units.\n")
w("pyproject.toml", '[project]\nname = "recipekit"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n')
w("recipekit/__init__.py", '__version__ = "0.1.0"\n')
w("recipekit/units.py", '''"""Kitchen unit conversion."""

# millilitres per unit
VOLUME = {
    "ml": 1.0,
    "l": 1000.0,
    "tsp": 5.0,
    "tbsp": 15.0,
    "cup": 240.0,
}

# grams per unit
MASS = {
    "g": 1.0,
    "kg": 1000.0,
    "oz": 28.35,
    "lb": 453.6,
}


def convert(qty, src, dst):
    for table in (VOLUME, MASS):
        if src in table and dst in table:
            return qty * table[src] / table[dst]
    raise ValueError(f"cannot convert {src} to {dst}")
''')
w(".gitignore", "__pycache__/\n*.egg-info/\n.venv/\n")
commit("mira", "Initial project skeleton with unit tables")

w("recipekit/parse.py", '''"""Parse ingredient lines like '2 1/2 cups flour'."""
import re
from fractions import Fraction

LINE = re.compile(r"^(?P<qty>[\\d/ .]+)\\s*(?P<unit>[a-z]+)?\\s+(?P<name>.+)$")


def parse_qty(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total


def parse_line(line):
    m = LINE.match(line.strip().lower())
    if not m:
        return None
    return parse_qty(m["qty"]), m["unit"], m["name"]
''')
commit("mira", "Add ingredient line parser")

w("tests/test_units.py", '''from recipekit.units import convert


def test_cup_to_ml():
    assert convert(1, "cup", "ml") == 240


def test_oz_to_g():
    assert round(convert(2, "oz", "g"), 1) == 56.7
''')
commit("jon", "Add unit conversion tests")

w("recipekit/scale.py", '''"""Scale a parsed recipe to a new number of servings."""
from fractions import Fraction


def scale(ingredients, from_servings, to_servings):
    factor = Fraction(to_servings, from_servings)
    return [(qty * factor, unit, name) for qty, unit, name in ingredients]
''')
commit("mira", "Add recipe scaling")

w("tests/test_parse.py", '''from fractions import Fraction
from recipekit.parse import parse_line


def test_mixed_number():
    assert parse_line("2 1/2 cups flour") == (Fraction(5, 2), "cups", "flour")


def test_no_unit():
    assert parse_line("3 eggs") == (3, None, "eggs")
''')
commit("ife", "Test parser on mixed numbers")

sub("recipekit/units.py", '    "cup": 240.0,\n', '    "cup": 240.0,\n    "cups": 240.0,\n    "floz": 29.57,\n')
commit("ife", "Accept plural cups and fluid ounces")

w("recipekit/cli.py", '''"""Command line entry point."""
import argparse
import sys

from .parse import parse_line
from .scale import scale


def main(argv=None):
    ap = argparse.ArgumentParser(prog="recipekit")
    ap.add_argument("file")
    ap.add_argument("--from", dest="src", type=int, required=True)
    ap.add_argument("--to", dest="dst", type=int, required=True)
    args = ap.parse_args(argv)
    with open(args.file) as f:
        items = [p for p in (parse_line(l) for l in f) if p]
    for qty, unit, name in scale(items, args.src, args.dst):
        print(f"{float(qty):g} {unit or ''} {name}".replace("  ", " "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
''')
sub("pyproject.toml", 'requires-python = ">=3.10"\n', 'requires-python = ">=3.10"\n\n[project.scripts]\nrecipekit = "recipekit.cli:main"\n')
commit("jon", "Add recipekit command line tool")

w("docs/usage.md", "# Usage\n\n    recipekit pancakes.txt --from 4 --to 6\n\nEach line of the file is `QTY [UNIT] NAME`.\n")
sub("README.md", "Scale recipes and convert kitchen units.\n", "Scale recipes and convert kitchen units.\n\nSee docs/usage.md.\n")
commit("lars", "Document CLI usage")

sub("recipekit/parse.py", '    for part in text.split():\n        total += Fraction(part)\n', '    for part in text.split():\n        if "." in part:\n            total += Fraction(part).limit_denominator(100)\n        else:\n            total += Fraction(part)\n')
commit("ife", "Parse decimal quantities")

w("tests/test_scale.py", '''from fractions import Fraction
from recipekit.scale import scale


def test_double():
    assert scale([(Fraction(1, 2), "cup", "milk")], 2, 4) == [(1, "cup", "milk")]
''')
commit("jon", "Scaling test")

w("CHANGELOG.md", "# Changelog\n\n## 0.2.0\n\n- CLI tool\n- decimal quantities\n")
sub("pyproject.toml", 'version = "0.1.0"', 'version = "0.2.0"')
sub("recipekit/__init__.py", '"0.1.0"', '"0.2.0"')
commit("mira", "Release 0.2.0")

sub("recipekit/scale.py", '''    return [(qty * factor, unit, name) for qty, unit, name in ingredients]
''', '''    return [(qty * factor, unit, name) for qty, unit, name in ingredients]


def round_friendly(qty, unit):
    """Round to fractions a cook can measure: quarters for cups, eighths for spoons."""
    denom = 4 if unit in ("cup", "cups") else 8
    return Fraction(round(qty * denom), denom)
''')
commit("lars", "Round scaled quantities to measurable fractions")

sub("recipekit/units.py", '    "lb": 453.6,\n', '    "lb": 453.6,\n    "stick": 113.0,\n')
commit("lars", "Butter sticks as a mass unit")

w("recipekit/aliases.py", '''ALIASES = {
    "teaspoon": "tsp", "teaspoons": "tsp", "t": "tsp",
    "tablespoon": "tbsp", "tablespoons": "tbsp", "T": "tbsp",
    "gram": "g", "grams": "g",
    "ounce": "oz", "ounces": "oz",
    "pound": "lb", "pounds": "lb", "lbs": "lb",
}


def canonical(unit):
    if unit is None:
        return None
    return ALIASES.get(unit, unit)
''')
sub("recipekit/parse.py", 'from fractions import Fraction\n', 'from fractions import Fraction\n\nfrom .aliases import canonical\n')
sub("recipekit/parse.py", '    return parse_qty(m["qty"]), m["unit"], m["name"]\n', '    return parse_qty(m["qty"]), canonical(m["unit"]), m["name"]\n')
commit("ife", "Normalise unit aliases when parsing")

w("tests/test_aliases.py", '''from recipekit.aliases import canonical


def test_plural():
    assert canonical("teaspoons") == "tsp"


def test_unknown_passthrough():
    assert canonical("pinch") == "pinch"
''')
commit("ife", "Tests for unit aliases")

sub("recipekit/cli.py", '    ap.add_argument("--to", dest="dst", type=int, required=True)\n', '    ap.add_argument("--to", dest="dst", type=int, required=True)\n    ap.add_argument("--metric", action="store_true", help="convert to g/ml")\n')
commit("jon", "Add --metric flag (no-op for now)")

w(".github/workflows/ci.yml", '''name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python: ["3.10", "3.11", "3.12"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
      - run: pip install -e . pytest
      - run: pytest -q
''')
commit("lars", "CI on three Python versions")

sub("recipekit/cli.py", '''    for qty, unit, name in scale(items, args.src, args.dst):
        print(f"{float(qty):g} {unit or ''} {name}".replace("  ", " "))
''', '''    for qty, unit, name in scale(items, args.src, args.dst):
        if args.metric and unit:
            qty, unit = to_metric(qty, unit)
        print(f"{float(qty):g} {unit or ''} {name}".replace("  ", " "))
''')
sub("recipekit/cli.py", 'from .scale import scale\n', 'from .scale import scale\nfrom .units import to_metric\n')
sub("recipekit/units.py", '''    raise ValueError(f"cannot convert {src} to {dst}")
''', '''    raise ValueError(f"cannot convert {src} to {dst}")


def to_metric(qty, unit):
    if unit in VOLUME:
        return qty * VOLUME[unit], "ml"
    if unit in MASS:
        return qty * MASS[unit], "g"
    return qty, unit
''')
commit("jon", "Implement --metric output")

sub("tests/test_units.py", '''def test_oz_to_g():''', '''def test_to_metric_tbsp():
    from recipekit.units import to_metric
    assert to_metric(2, "tbsp") == (30.0, "ml")


def test_oz_to_g():''')
commit("jon", "Test to_metric")

sub("docs/usage.md", "Each line of the file is `QTY [UNIT] NAME`.\n", "Each line of the file is `QTY [UNIT] NAME`.\n\nPass `--metric` to print grams and millilitres.\n")
commit("lars", "Document --metric")

sub("recipekit/parse.py", 'LINE = re.compile(r"^(?P<qty>[\\d/ .]+)', 'LINE = re.compile(r"^(?P<qty>[\\d/ .\\u00bc-\\u00be]+)')
sub("recipekit/parse.py", '''def parse_qty(text):
    total = Fraction(0)
''', '''VULGAR = {"\\u00bc": Fraction(1, 4), "\\u00bd": Fraction(1, 2), "\\u00be": Fraction(3, 4)}


def parse_qty(text):
    total = Fraction(0)
    for ch, val in VULGAR.items():
        if ch in text:
            total += val
            text = text.replace(ch, " ")
''')
commit("ife", "Understand unicode vulgar fractions")

w("examples/pancakes.txt", "1 1/2 cups flour\n3 1/2 tsp baking powder\n1 tbsp sugar\n1 1/4 cups milk\n1 egg\n3 tbsp butter\n")
w("examples/shortbread.txt", "2 sticks butter\n1/2 cup sugar\n2 cups flour\n1/4 tsp salt\n")
commit("mira", "Add example recipes")

sub("recipekit/units.py", '    "tbsp": 15.0,\n', '    "tbsp": 15.0,\n    "dl": 100.0,\n')
commit("lars", "Decilitres")

sub("README.md", "See docs/usage.md.\n", "See docs/usage.md.\n\n## Install\n\n    pip install recipekit\n")
commit("mira", "Install instructions")

sub("recipekit/scale.py", 'def scale(ingredients, from_servings, to_servings):\n', 'def scale(ingredients, from_servings, to_servings):\n    if from_servings <= 0 or to_servings <= 0:\n        raise ValueError("servings must be positive")\n')
w("tests/test_scale.py", '''

def test_zero_servings_rejected():
    import pytest
    with pytest.raises(ValueError):
        scale([], 0, 4)
''', "a")
commit("jon", "Reject non-positive servings")

sub("CHANGELOG.md", "# Changelog\n\n", "# Changelog\n\n## 0.3.0\n\n- --metric output\n- unit aliases and unicode fractions\n- decilitres, butter sticks\n\n")
sub("pyproject.toml", 'version = "0.2.0"', 'version = "0.3.0"')
sub("recipekit/__init__.py", '"0.2.0"', '"0.3.0"')
commit("mira", "Release 0.3.0")

git_rm = []
w("recipekit/pantry.py", '''"""Track what is already in the pantry and print a shopping list."""
from .units import convert


def shopping_list(needed, pantry):
    out = []
    for (unit, name), qty in needed.items():
        have = pantry.get(name)
        if have is None:
            out.append((qty, unit, name))
            continue
        have_qty, have_unit = have
        try:
            have_in_unit = convert(have_qty, have_unit, unit)
        except ValueError:
            out.append((qty, unit, name))
            continue
        if have_in_unit < qty:
            out.append((qty - have_in_unit, unit, name))
    return out
''')
commit("ife", "Pantry-aware shopping list")

sub("recipekit/units.py", '    "cup": 240.0,\n', '    "cup": 236.6,\n')
sub("recipekit/units.py", '    "cups": 240.0,\n', '    "cups": 236.6,\n')
sub("tests/test_units.py", 'assert convert(1, "cup", "ml") == 240', 'assert convert(1, "cup", "ml") == 236.6')
commit("lars", "Use the US customary cup (236.6 ml)")

w("tests/test_pantry.py", '''from recipekit.pantry import shopping_list


def test_buys_difference():
    need = {("g", "flour"): 500}
    assert shopping_list(need, {"flour": (200, "g")}) == [(300, "g", "flour")]
''')
commit("ife", "Pantry test")
EOF
