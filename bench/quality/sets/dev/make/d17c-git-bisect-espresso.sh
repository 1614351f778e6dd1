#!/usr/bin/env bash
# Espresso grinder calibration tool (Python): git bisect run with a check script that runs the
# dose tests and prints their output at every step; finds the commit that broke the dose maths.
source "$(dirname "$0")/d17c-lib.sh"
RANDOM=42
P=$WORK/grindcal
rm -rf "$P"; git_init "$P"
mkdir -p grindcal tests
cat > grindcal/__init__.py <<'X'
X
cat > grindcal/dose.py <<'X'
"""Dose and ratio helpers for espresso calibration."""
BREW_RATIO = 2.0        # grams out per gram in
BASKET_GRAMS = {"single": 9.0, "double": 18.0, "triple": 21.0}
RETENTION_G = 0.3       # grounds retained in the burr chamber


def dose_for(basket: str) -> float:
    return BASKET_GRAMS[basket] + RETENTION_G


def yield_for(dose: float) -> float:
    return round(dose * BREW_RATIO, 1)
X
cat > grindcal/timing.py <<'X'
def flow_rate(yield_g: float, seconds: float) -> float:
    return round(yield_g / seconds, 2)


def in_window(seconds: float, low: float = 25, high: float = 32) -> bool:
    return low <= seconds <= high
X
cat > tests/test_dose.py <<'X'
import pytest
from grindcal.dose import dose_for, yield_for


def test_double_dose():
    assert dose_for("double") == 18.3


def test_double_yield():
    assert yield_for(18.0) == 36.0


def test_single_yield():
    assert yield_for(9.0) == 18.0


@pytest.mark.parametrize("basket", ["single", "double", "triple"])
def test_dose_above_basket(basket):
    assert dose_for(basket) > 0


@pytest.mark.parametrize("dose", [7.0, 8.5, 14.0, 15.5, 17.0, 19.5, 20.0, 22.0])
def test_ratio_is_two(dose):
    assert yield_for(dose) / dose == pytest.approx(2.0, abs=0.01)
X
cat > bisect-check.sh <<'X'
#!/bin/bash
python -m pytest -v -rf --tb=line tests/test_dose.py -p no:cacheprovider 2>&1 | grep -v '^$' | head -60
exit ${PIPESTATUS[0]}
X
chmod +x bisect-check.sh
gcommit "grindcal: dose and timing helpers"
git tag v1.0.0
msgs=("timing: document the 25-32 s window" "ci: pin pytest" "docs: burr alignment notes" "timing: add flow_rate"
  "dose: add triple basket" "docs: grinder list" "readme: usage" "timing: configurable window" "docs: retention measurements"
  "ci: python 3.11" "docs: tamp pressure" "refactor: module docstrings" "docs: puck prep" "timing: round flow to 2 dp")
i=0
for round in 1 2 3 4; do
  for m in "${msgs[@]}"; do
    i=$((i + 1))
    echo "- $m ($round)" >> NOTES.md
    if [ $i -eq 37 ]; then
      sed -i 's/^BREW_RATIO = 2.0 .*/BREW_RATIO = 2.0        # grams out per gram in\nBREW_RATIO_LUNGO = 3.0/' grindcal/dose.py
      gcommit "dose: add lungo ratio" "Gustav Moreau" "gustav@example.org"
      continue
    fi
    if [ $i -eq 41 ]; then
      sed -i 's/    return round(dose \* BREW_RATIO, 1)/    return round(dose * BREW_RATIO + RETENTION_G, 1)/' grindcal/dose.py
      gcommit "dose: account for retention in the yield target" "Gustav Moreau" "gustav@example.org"
      continue
    fi
    gcommit "$m" "$( [ $((i % 3)) -eq 0 ] && echo 'Hana Tanaka' || echo 'Ines Okafor')"
  done
done
capture d17c-git-bisect-espresso "git bisect start HEAD v1.0.0 && git bisect run ./bisect-check.sh; git bisect log"
