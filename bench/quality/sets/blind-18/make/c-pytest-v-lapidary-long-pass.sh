#!/bin/bash
# Long verbose passing pytest run (gem-cutting calculator) with skips, an xfail, durations and one warning.
. "$(dirname "$0")/c-lib.sh"
setup lapidary
mkdir -p lapidary tests
touch lapidary/__init__.py
cat > lapidary/facets.py <<'PY'
import math, warnings

CUTS = {"round_brilliant": 57, "princess": 58, "emerald": 50, "oval": 69, "cushion": 64, "marquise": 56, "pear": 58, "asscher": 74}
RI = {"quartz": 1.544, "beryl": 1.577, "corundum": 1.762, "spinel": 1.718, "topaz": 1.619, "garnet": 1.79, "peridot": 1.654, "tourmaline": 1.624}

def critical_angle(material):
    return math.degrees(math.asin(1 / RI[material]))

def facet_count(cut):
    return CUTS[cut]

def pavilion_ok(material, angle):
    return angle > critical_angle(material)

def carat(mm_diameter, depth_pct, sg):
    return round((mm_diameter ** 2) * (mm_diameter * depth_pct / 100) * sg * 0.0018, 3)

def polish_grit(stage):
    if stage == "prepolish":
        warnings.warn("stage 'prepolish' is deprecated, use 'pre_polish'", DeprecationWarning, stacklevel=2)
        stage = "pre_polish"
    return {"coarse": 600, "medium": 1200, "fine": 3000, "pre_polish": 8000, "polish": 50000}[stage]
PY
cat > tests/conftest.py <<'PY'
import pytest
PY
cat > tests/test_angles.py <<'PY'
import pytest
from lapidary.facets import RI, critical_angle, pavilion_ok

@pytest.mark.parametrize("material", sorted(RI))
@pytest.mark.parametrize("angle", range(30, 60))
def test_pavilion_decision_consistent(material, angle):
    assert pavilion_ok(material, angle) == (angle > critical_angle(material))

@pytest.mark.parametrize("material", sorted(RI))
def test_critical_angle_range(material):
    assert 30 < critical_angle(material) < 41
PY
cat > tests/test_carat.py <<'PY'
import pytest
from lapidary.facets import carat

@pytest.mark.parametrize("diameter", [d / 2 for d in range(6, 40)])
@pytest.mark.parametrize("depth", list(range(54, 72)))
@pytest.mark.parametrize("sg", [2.65, 3.52, 4.0])
def test_carat_positive(diameter, depth, sg):
    assert carat(diameter, depth, sg) > 0

@pytest.mark.skip(reason="needs calibrated scale fixture (LAB-212)")
def test_carat_against_scale():
    pass

@pytest.mark.xfail(reason="oval girdle correction not implemented", strict=False)
def test_oval_correction():
    assert carat(8.0, 60, 3.52) == 1.02
PY
cat > tests/test_bench_cuts.py <<'PY'
import sys
import pytest
from lapidary.facets import CUTS, facet_count, polish_grit

@pytest.mark.parametrize("cut", sorted(CUTS))
def test_facet_count_positive(cut):
    assert facet_count(cut) >= 50

@pytest.mark.parametrize("stage,grit", [("coarse", 600), ("medium", 1200), ("fine", 3000), ("pre_polish", 8000), ("polish", 50000), ("prepolish", 8000)])
def test_polish_grit(stage, grit):
    assert polish_grit(stage) == grit

@pytest.mark.skipif(sys.platform.startswith("linux"), reason="faceting machine driver only on Windows")
def test_machine_driver():
    pass

def test_slow_full_catalogue():
    import time; time.sleep(0.35)
    assert len(CUTS) == 8
PY
capture pytest-v-lapidary-long-pass <<'CMDS'
python3 -m pytest -v -p no:benchmark -p no:hypothesispytest --durations=5 tests
CMDS
