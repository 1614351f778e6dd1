#!/bin/bash
# Long verbose passing pytest run (quilt-pattern calculator) with one skip, one xfail and a warning.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/quiltcalc; fresh "$P"; cd "$P"
mkdir -p quiltcalc tests
cat > quiltcalc/__init__.py <<'PY'
PY
cat > quiltcalc/fabric.py <<'PY'
import math, warnings

FAT_QUARTER_IN2 = 18 * 22
BOLT_WIDTH_IN = 42

def seam_allowance(finished_in, seam_in=0.25):
    return finished_in + 2 * seam_in

def hst_cut_size(finished_in):
    """Half-square triangles, two-at-a-time method."""
    return finished_in + 0.875

def qst_cut_size(finished_in):
    return finished_in + 1.25

def yardage(pieces, cut_w, cut_h, width=BOLT_WIDTH_IN):
    per_row = int(width // cut_w)
    rows = math.ceil(pieces / per_row)
    inches = rows * cut_h
    return math.ceil(inches / 9) / 4   # rounded up to quarter yards

def binding_strips(quilt_w, quilt_h, strip_w=2.5):
    perimeter = 2 * (quilt_w + quilt_h) + 12
    return math.ceil(perimeter / (BOLT_WIDTH_IN - 2))

def fat_quarters(area_in2):
    return math.ceil(area_in2 / FAT_QUARTER_IN2)

def backing_panels(quilt_w, quilt_h, overhang=4):
    w = quilt_w + 2 * overhang
    return math.ceil(w / (BOLT_WIDTH_IN - 2))

def metric_cut(finished_cm):
    warnings.warn("metric_cut() uses a 0.75 cm seam; pass seam_cm explicitly from 2.0 on",
                  DeprecationWarning, stacklevel=2)
    return finished_cm + 1.5
PY
cat > tests/gen.py <<'PY'
import random
random.seed(23)
lines = ["import pytest, math", "from quiltcalc import fabric", ""]
sizes = [round(x * 0.5, 1) for x in range(2, 40)]
lines.append("@pytest.mark.parametrize('finished', %r)" % sizes)
lines.append("def test_seam_allowance(finished):\n    assert fabric.seam_allowance(finished) == pytest.approx(finished + 0.5)\n")
lines.append("@pytest.mark.parametrize('finished', %r)" % sizes)
lines.append("def test_hst_cut_size(finished):\n    assert fabric.hst_cut_size(finished) - finished == pytest.approx(0.875)\n")
lines.append("@pytest.mark.parametrize('finished', %r)" % sizes)
lines.append("def test_qst_cut_size(finished):\n    assert fabric.qst_cut_size(finished) > fabric.hst_cut_size(finished)\n")
cases = []
for _ in range(160):
    n = random.randint(4, 400); w = random.choice([2.5, 3.5, 4.5, 5, 6.5, 8.5, 10.5]); h = random.choice([2.5, 3.5, 4.5, 6.5])
    cases.append((n, w, h))
lines.append("@pytest.mark.parametrize('pieces,w,h', %r)" % cases)
lines.append("def test_yardage_is_quarter_yards(pieces, w, h):\n    y = fabric.yardage(pieces, w, h)\n    assert (y * 4) == int(y * 4) and y > 0\n")
dims = [(random.choice([36, 40, 50, 60, 72, 80, 90, 102]), random.choice([36, 45, 60, 72, 90, 108])) for _ in range(120)]
lines.append("@pytest.mark.parametrize('qw,qh', %r)" % dims)
lines.append("def test_binding_strips(qw, qh):\n    assert fabric.binding_strips(qw, qh) * 40 >= 2 * (qw + qh)\n")
lines.append("@pytest.mark.parametrize('qw,qh', %r)" % dims[:90])
lines.append("def test_backing_panels(qw, qh):\n    assert 1 <= fabric.backing_panels(qw, qh) <= 3\n")
lines.append("@pytest.mark.parametrize('area', %r)" % [random.randint(50, 4000) for _ in range(70)])
lines.append("def test_fat_quarters(area):\n    assert fabric.fat_quarters(area) * 396 >= area\n")
lines.append("def test_metric_cut_adds_seam():\n    assert fabric.metric_cut(10) == 11.5\n")
lines.append("@pytest.mark.skipif(not hasattr(fabric, 'bias_binding'), reason='bias binding calculator lands with the curved-edge patterns (QC-212)')")
lines.append("def test_bias_binding_for_scalloped_edge():\n    assert fabric.bias_binding(60, 72, scallop=4) == 9\n")
lines.append("@pytest.mark.xfail(reason='yardage ignores directional prints (QC-198)', strict=False)")
lines.append("def test_yardage_directional_print():\n    assert fabric.yardage(40, 6.5, 6.5, width=40) == 1.0\n")
open('tests/test_fabric.py', 'w').write("\n".join(lines) + "\n")
PY
python3 tests/gen.py && rm tests/gen.py
capture pytest-quilting-long-pass "$P" 'python -m pytest -v -rsx tests'
