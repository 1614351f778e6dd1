#!/bin/bash
# git bisect run over a sundae-bar pricing module: finds the commit that broke the topping discount.
. "$(dirname "$0")/c-lib.sh"
setup sundae
ginit
mkdir -p sundae
cat > sundae/__init__.py <<'PY'
PY
cat > check_price.py <<'PY'
import sys
from sundae.pricing import price
got = price(["vanilla", "chocolate"], ["fudge", "nuts", "cherry"])
print(f"2 scoops + 3 toppings = {got}")
sys.exit(0 if got == 5.05 else 1)
PY
cat > sundae/pricing.py <<'PY'
SCOOP = {"vanilla": 1.8, "chocolate": 1.9, "pistachio": 2.3, "mango": 2.1}
TOPPING = {"fudge": 0.8, "nuts": 0.6, "cherry": 0.4, "sprinkles": 0.3}

def price(scoops, toppings):
    total = sum(SCOOP[s] for s in scoops) + sum(TOPPING[t] for t in toppings)
    if len(toppings) >= 3:
        total -= 0.25 * len(toppings) - 0.3
    return round(total, 2)
PY
gcommit "Sundae pricing with topping bundle discount" "2025-06-02T10:00:00" "Ines Moreau"
msgs=("Add mango scoop" "Tidy imports" "Add waffle bowl surcharge constant" "Document pricing rules" "Rename bundle constant"
      "Move discount into helper" "Add sprinkles price note" "Cache scoop lookups" "Round half up for receipts" "Add seasonal flag"
      "Fix typo in docstring" "Add pistachio premium comment" "Split toppings table" "Add summer menu note" "Prepare loyalty hook")
for i in "${!msgs[@]}"; do
  n=$((i+1))
  echo "# change $n: ${msgs[$i]}" >> sundae/pricing.py
  if [ "$n" = 6 ]; then
    python3 - <<'PY'
p = "sundae/pricing.py"; s = open(p).read()
s = s.replace("    if len(toppings) >= 3:\n        total -= 0.25 * len(toppings) - 0.3\n", "    total -= bundle_discount(toppings)\n")
s += "\ndef bundle_discount(toppings):\n    if len(toppings) > 3:\n        return 0.25 * len(toppings) - 0.3\n    return 0.0\n"
open(p, "w").write(s)
PY
  fi
  gcommit "${msgs[$i]}" "2025-06-$(printf %02d $((n+2)))T1${n: -1}:30:00" "$( [ $((n%3)) = 0 ] && echo 'Ines Moreau' || echo 'Ravi Kapoor')"
done
git tag v1.0 HEAD~15
capture git-bisect-sundae <<'CMDS'
git bisect start HEAD v1.0
git bisect run python3 check_price.py
git bisect log
git bisect reset
CMDS
