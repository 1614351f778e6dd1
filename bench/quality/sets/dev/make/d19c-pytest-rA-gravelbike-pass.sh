#!/usr/bin/env bash
# pytest -q -rA --durations=5 over a gravel-bike gearing calculator: ~1500 passing tests,
# a few skips, an xfail, and warnings (deprecation, runtime, unknown mark).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/gravelbike
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-pytest-rA-gravelbike-pass.txt}
rm -rf "$P"; mkdir -p "$P/gearing" "$P/tests"
cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "gearing"
version = "3.1.0"
[tool.pytest.ini_options]
testpaths = ["tests"]
EOF
cat > gearing/__init__.py <<'EOF'
EOF
cat > gearing/ratios.py <<'EOF'
import math, warnings

TYRE_CIRCUMFERENCE_MM = {"700x40": 2200, "700x45": 2242, "650bx47": 2090, "700x50": 2280, "700x38": 2180}


def gear_inches(chainring, cog, wheel_in=27.0):
    return round(chainring / cog * wheel_in, 2)


def development_m(chainring, cog, tyre="700x40"):
    return round(chainring / cog * TYRE_CIRCUMFERENCE_MM[tyre] / 1000, 3)


def speed_kmh(chainring, cog, cadence, tyre="700x40"):
    return round(development_m(chainring, cog, tyre) * cadence * 60 / 1000, 2)


def gain_ratio(chainring, cog, crank_mm=172.5, tyre="700x40"):
    radius = TYRE_CIRCUMFERENCE_MM[tyre] / (2 * math.pi)
    return round(chainring / cog * radius / crank_mm, 3)


def old_gear_inches(chainring, cog):
    warnings.warn("old_gear_inches() uses a 26in wheel; call gear_inches(wheel_in=...)", DeprecationWarning, stacklevel=2)
    return gear_inches(chainring, cog, 26.0)
EOF
cat > gearing/chainline.py <<'EOF'
import warnings


def cross_chain_angle(ring_offset_mm, cog_offset_mm, chainstay_mm):
    if chainstay_mm < 400:
        warnings.warn(f"chainstay {chainstay_mm}mm is shorter than any gravel frame; angle may be wrong", RuntimeWarning)
    return round((ring_offset_mm - cog_offset_mm) / chainstay_mm * 57.2958, 2)
EOF
cat > tests/test_ratios.py <<'EOF'
import pytest
from gearing.ratios import gear_inches, development_m, speed_kmh, gain_ratio, old_gear_inches, TYRE_CIRCUMFERENCE_MM

RINGS = [30, 32, 34, 36, 38, 40, 42, 44, 46]
COGS = [10, 11, 13, 15, 17, 19, 21, 24, 28, 32, 36, 40, 44, 50, 52]


@pytest.mark.parametrize("ring", RINGS)
@pytest.mark.parametrize("cog", COGS)
def test_gear_inches_positive(ring, cog):
    assert gear_inches(ring, cog) > 0


@pytest.mark.parametrize("tyre", sorted(TYRE_CIRCUMFERENCE_MM))
@pytest.mark.parametrize("ring", RINGS)
@pytest.mark.parametrize("cog", COGS)
def test_development_ordering(tyre, ring, cog):
    assert development_m(ring, cog, tyre) < development_m(ring + 2, cog, tyre)


@pytest.mark.parametrize("cadence", [60, 75, 90, 105, 120])
@pytest.mark.parametrize("ring", RINGS)
@pytest.mark.parametrize("cog", COGS)
def test_speed_under_80kmh(cadence, ring, cog):
    assert speed_kmh(ring, cog, cadence) < 80


@pytest.mark.parametrize("crank", [165, 170, 172.5, 175])
@pytest.mark.parametrize("ring", RINGS)
def test_gain_ratio_range(crank, ring):
    assert 0.5 < gain_ratio(ring, 40, crank) < 12


def test_old_gear_inches():
    assert old_gear_inches(40, 20) == 52.0


@pytest.mark.skip(reason="Rohloff hub ratios table pending from supplier")
def test_rohloff_ratios():
    pass


@pytest.mark.skipif(True, reason="requires the power-meter fixture (PM_DEVICE unset)")
def test_power_at_cadence():
    pass


@pytest.mark.xfail(reason="oval chainrings give an effective size, not modelled", strict=False)
def test_oval_ring_effective_size():
    assert gear_inches(40.9, 20) == gear_inches(40, 20)
EOF
cat > tests/test_chainline.py <<'EOF'
import time
import pytest
from gearing.chainline import cross_chain_angle


@pytest.mark.parametrize("cog_offset", [x / 2 for x in range(-20, 21)])
@pytest.mark.parametrize("chainstay", [415, 425, 435, 445])
def test_angle_within_3deg(cog_offset, chainstay):
    assert abs(cross_chain_angle(0, cog_offset, chainstay)) < 3


def test_short_chainstay_kids_frame():
    assert cross_chain_angle(2, -8, 360) > 0


@pytest.mark.gravel_only
def test_mullet_setup():
    time.sleep(0.42)
    assert cross_chain_angle(-3, 9, 430) < 0


@pytest.mark.skip(reason="single-speed chainline has no cog offset table yet")
def test_single_speed():
    pass
EOF
{
  echo '$ python -m pytest -q -rA --durations=5'
  timeout 120 python3 -m pytest -q -rA --durations=5 -p no:cacheprovider 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
PYPFX=$(python3 -c 'import sys;print(sys.prefix)')
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' \
    -e "s#$PYPFX/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
    -e "s#$PYPFX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" \
    -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
