#!/usr/bin/env bash
# tea-blend recipe calculator: git status in a messy working tree mid-refactor
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/tea-blends"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_AUTHOR_NAME="Wen Li" GIT_AUTHOR_EMAIL="wen@teablend.example" GIT_COMMITTER_NAME="Wen Li" GIT_COMMITTER_EMAIL="wen@teablend.example"
git init -q -b main .
git config commit.gpgsign false
mkdir -p blends/black blends/green blends/herbal calc tests docs scripts
for b in assam-breakfast earl-grey lapsang-smoky ceylon-orange darjeeling-muscat; do
cat > blends/black/$b.yaml <<EOF
name: $b
base: black
grams_per_cup: 2.5
steep_minutes: 4
water_c: 95
components:
  - {leaf: $b, ratio: 0.8}
  - {leaf: filler, ratio: 0.2}
EOF
done
for b in sencha-mint genmaicha jasmine-pearl gunpowder-lemon; do
cat > blends/green/$b.yaml <<EOF
name: $b
base: green
grams_per_cup: 2.0
steep_minutes: 2
water_c: 80
components:
  - {leaf: $b, ratio: 1.0}
EOF
done
for b in rooibos-vanilla chamomile-honey hibiscus-berry peppermint; do
cat > blends/herbal/$b.yaml <<EOF
name: $b
base: herbal
grams_per_cup: 3.0
steep_minutes: 6
water_c: 100
components:
  - {leaf: $b, ratio: 1.0}
EOF
done
cat > calc/__init__.py <<'EOF'
EOF
cat > calc/scale.py <<'EOF'
def scale(blend, cups):
    grams = blend["grams_per_cup"] * cups
    return {c["leaf"]: round(grams * c["ratio"], 1) for c in blend["components"]}
EOF
cat > calc/caffeine.py <<'EOF'
MG_PER_GRAM = {"black": 22, "green": 15, "herbal": 0}

def caffeine_mg(blend, cups=1):
    return MG_PER_GRAM[blend["base"]] * blend["grams_per_cup"] * cups
EOF
cat > calc/cost.py <<'EOF'
def cost(blend, cups, price_per_kg):
    return blend["grams_per_cup"] * cups * price_per_kg / 1000
EOF
cat > calc/labels.py <<'EOF'
def label(blend):
    return f"{blend['name']} - steep {blend['steep_minutes']} min at {blend['water_c']} C"
EOF
cat > tests/test_scale.py <<'EOF'
from calc.scale import scale
def test_scale():
    assert scale({"grams_per_cup": 2, "components": [{"leaf": "a", "ratio": 1}]}, 3) == {"a": 6}
EOF
cat > tests/test_caffeine.py <<'EOF'
from calc.caffeine import caffeine_mg
def test_herbal_is_caffeine_free():
    assert caffeine_mg({"base": "herbal", "grams_per_cup": 3}) == 0
EOF
cat > docs/README.md <<'EOF'
# Tea blends
Recipes live in blends/<base>/<name>.yaml.
EOF
cat > scripts/export_csv.py <<'EOF'
import csv, sys, yaml, glob
w = csv.writer(sys.stdout)
for f in glob.glob("blends/*/*.yaml"):
    b = yaml.safe_load(open(f)); w.writerow([b["name"], b["base"], b["grams_per_cup"]])
EOF
cat > .gitignore <<'EOF'
__pycache__/
*.pyc
.venv/
EOF
cat > setup.cfg <<'EOF'
[metadata]
name = tea-blends
version = 0.5.0
EOF
git add -A && git commit -q -m "Tea blend recipes and calculator"
# --- the messy state ---
git checkout -q -b units-refactor
sed -i 's/grams_per_cup: 2.5/grams_per_cup: 2.8/' blends/black/earl-grey.yaml blends/black/assam-breakfast.yaml
git mv calc/cost.py calc/pricing.py
git mv blends/herbal/peppermint.yaml blends/herbal/peppermint-licorice.yaml
cat >> calc/pricing.py <<'EOF'

def cost_per_cup(blend, price_per_kg):
    return cost(blend, 1, price_per_kg)
EOF
git add calc/pricing.py
cat > calc/units.py <<'EOF'
TSP_GRAMS = {"black": 2.2, "green": 1.8, "herbal": 1.2}

def grams_to_tsp(grams, base):
    return grams / TSP_GRAMS[base]
EOF
git add calc/units.py
sed -i 's/round(grams \* c\["ratio"\], 1)/round(grams * c["ratio"], 2)/' calc/scale.py
git add calc/scale.py
sed -i 's/"green": 15/"green": 18/' calc/caffeine.py
echo '# TODO: oolong' >> calc/scale.py
git rm -q tests/test_caffeine.py
rm blends/green/gunpowder-lemon.yaml
rm docs/README.md
mkdir -p blends/oolong notes .venv/lib __pycache__
for b in tieguanyin milk-oolong da-hong-pao; do
cat > blends/oolong/$b.yaml <<EOF
name: $b
base: oolong
grams_per_cup: 3.5
steep_minutes: 3
water_c: 90
EOF
done
echo "x" > .venv/lib/site.py
echo "x" > __pycache__/scale.cpython-311.pyc
cat > tests/test_units.py <<'EOF'
from calc.units import grams_to_tsp
def test_black():
    assert round(grams_to_tsp(4.4, "black")) == 2
EOF
echo "blend costs from supplier price list march" > notes/prices-2024-03.txt
echo "customer asked for decaf earl grey" > notes/requests.txt
echo "draft" > calc/scale.py.orig
echo "tmp" > blends/black/earl-grey.yaml.bak
chmod +x scripts/export_csv.py
git status -uall 2>&1 | neut
