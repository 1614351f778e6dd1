#!/bin/bash
# pytest -x stops at the first failure; warnings summary from project code and a third-party-style module.
. "$(dirname "$0")/c-lib.sh"
setup pigmentlab
mkdir -p pigmentlab tests
touch pigmentlab/__init__.py
cat > pigmentlab/mixing.py <<'PY'
import warnings

PIGMENTS = {
    "ultramarine": (18, 10, 143), "cadmium_yellow": (255, 246, 0), "alizarin": (227, 38, 54),
    "titanium_white": (243, 244, 247), "burnt_umber": (138, 51, 36), "viridian": (64, 130, 109),
}

def mix(parts):
    total = sum(parts.values())
    if total == 0:
        raise ValueError("empty mix")
    rgb = [0, 0, 0]
    for name, amount in parts.items():
        if name not in PIGMENTS:
            warnings.warn(f"unknown pigment {name!r} ignored", UserWarning)
            continue
        for i in range(3):
            rgb[i] += PIGMENTS[name][i] * amount / total
    return tuple(int(c) for c in rgb)

def lightness(rgb):
    return round((max(rgb) + min(rgb)) / 510, 3)

def to_hex(rgb):
    return "#" + "".join(f"{c:02x}" for c in rgb)

def opacity_grade(name, binder="linseed"):
    if binder == "poppy":
        warnings.warn("poppy binder support will be removed in 2.0", DeprecationWarning)
    return {"titanium_white": "O", "burnt_umber": "O", "cadmium_yellow": "O", "ultramarine": "ST", "alizarin": "T", "viridian": "T"}[name]
PY
cat > tests/test_mixing.py <<'PY'
import pytest
from pigmentlab.mixing import mix, lightness, to_hex, opacity_grade

def test_single_pigment():
    assert mix({"viridian": 3}) == (64, 130, 109)

def test_two_pigments_equal():
    assert mix({"ultramarine": 1, "cadmium_yellow": 1}) == (136, 128, 71)

def test_unknown_pigment_ignored():
    assert mix({"viridian": 1, "mauve": 1}) == (32, 65, 54)

def test_poppy_binder():
    assert opacity_grade("alizarin", binder="poppy") == "T"

def test_hex():
    assert to_hex((64, 130, 109)) == "#40826d"

def test_tint_with_white():
    tint = mix({"alizarin": 1, "titanium_white": 3})
    assert lightness(tint) == pytest.approx(0.77, abs=0.005)
    assert to_hex(tint) == "#e8aaae"

def test_empty_mix():
    with pytest.raises(ValueError):
        mix({})

def test_umber_glaze():
    assert mix({"burnt_umber": 1, "alizarin": 1}) == (182, 44, 45)
PY
capture pytest-x-pigmentlab <<'CMDS'
python3 -m pytest -x -p no:benchmark tests
CMDS
