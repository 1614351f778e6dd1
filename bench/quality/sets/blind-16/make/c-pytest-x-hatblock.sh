#!/usr/bin/env bash
# pytest -x on a hat-block sizing helper (hat making): stops at the first failure, with a warnings summary.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/hatblock
rm -rf "$P"; mkdir -p "$P/hatblock" "$P/tests"; cd "$P"
cat > pytest.ini <<'T'
[pytest]
addopts = -p no:benchmark -p no:hypothesispytest
filterwarnings =
    default
T
touch hatblock/__init__.py
cat > hatblock/sizing.py <<'T'
import math
import warnings

# head circumference (cm) -> UK / US / French point sizes
TABLE = [
    (53.0, "6 1/2", "6 5/8", 53), (54.0, "6 5/8", "6 3/4", 54), (55.0, "6 3/4", "6 7/8", 55),
    (56.0, "6 7/8", "7", 56), (57.0, "7", "7 1/8", 57), (58.0, "7 1/8", "7 1/4", 58),
    (59.0, "7 1/4", "7 3/8", 59), (60.0, "7 3/8", "7 1/2", 60), (61.0, "7 1/2", "7 5/8", 61),
    (62.0, "7 5/8", "7 3/4", 62),
]


def size_for(circumference_cm, system="uk"):
    if system == "inches":
        warnings.warn("system='inches' is deprecated, pass circumference in cm", FutureWarning)
        circumference_cm = circumference_cm * 2.54
    for cm, uk, us, fr in TABLE:
        if circumference_cm <= cm:
            return {"uk": uk, "us": us, "fr": fr}[system if system != "inches" else "uk"]
    raise ValueError(f"no block for {circumference_cm} cm")


def felt_cone_needed(crown_height_cm, brim_cm, circumference_cm):
    radius = circumference_cm / (2 * math.pi)
    return round(2 * (radius + crown_height_cm + brim_cm) + 6, 1)


def steam_minutes(fibre, thickness_mm):
    base = {"rabbit": 4, "wool": 3, "sisal": 6, "parasisal": 7}[fibre]
    return base + round(thickness_mm * 1.5)
T
cat > tests/test_sizing.py <<'T'
import pytest
from hatblock.sizing import size_for, felt_cone_needed, steam_minutes


def test_uk_size_small():
    assert size_for(53.0) == "6 1/2"


def test_us_size():
    assert size_for(57.4, "us") == "7 1/4"


def test_inches_still_supported():
    assert size_for(22.5, "inches") == "7 1/4"


def test_french_points():
    assert size_for(58.6, "fr") == 59


def test_cone_for_trilby():
    assert felt_cone_needed(11, 5, 57) == 47.1


def test_cone_for_boater():
    assert felt_cone_needed(8, 7, 58) == 48.5


def test_too_large():
    with pytest.raises(ValueError, match="no block"):
        size_for(64)


def test_steam_sisal():
    assert steam_minutes("sisal", 1.2) == 8
T
{ run "python -m pytest -x tests"; } | neutral
