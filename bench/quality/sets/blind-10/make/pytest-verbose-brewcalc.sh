#!/usr/bin/env bash
# pytest -v -rsx --durations=5 of a home-brewing calculator: a long passing run with skips,
# xfails and a deprecation warning.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/brewcalc
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/brewcalc" "$P/tests"; cd "$P"
cat > pyproject.toml <<'EOF'
[project]
name = "brewcalc"
version = "1.8.0"

[tool.pytest.ini_options]
testpaths = ["tests"]
EOF
cat > brewcalc/__init__.py <<'EOF'
EOF
cat > brewcalc/gravity.py <<'EOF'
import math
import warnings


def plato_to_sg(plato):
    return 1 + plato / (258.6 - (plato / 258.2) * 227.1)


def sg_to_plato(sg):
    return -616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3


def abv(og, fg):
    return (76.08 * (og - fg) / (1.775 - og)) * (fg / 0.794)


def abv_simple(og, fg):
    warnings.warn("abv_simple() is deprecated; use abv() which corrects for alcohol density",
                  DeprecationWarning, stacklevel=2)
    return (og - fg) * 131.25


def refractometer_fg(brix_og, brix_fg, wcf=1.04):
    ri = brix_og / wcf
    rf = brix_fg / wcf
    return 1.0 - 0.0044993 * ri + 0.011774 * rf + 0.00027581 * ri ** 2 - 0.0012717 * rf ** 2 \
        - 0.0000072800 * ri ** 3 + 0.000063293 * rf ** 3
EOF
cat > brewcalc/bitterness.py <<'EOF'
import math


def tinseth(alpha, grams, litres, og, minutes):
    bigness = 1.65 * 0.000125 ** (og - 1)
    boil = (1 - math.exp(-0.04 * minutes)) / 4.15
    mg_per_l = alpha / 100 * grams * 1000 / litres
    return bigness * boil * mg_per_l
EOF
cat > brewcalc/water.py <<'EOF'
def strike_temp(grain_kg, water_l, grain_c, target_c):
    ratio = water_l / grain_kg
    return (0.41 / ratio) * (target_c - grain_c) + target_c


def dilute(volume_l, og, target):
    return volume_l * (og - 1) / (target - 1) - volume_l
EOF
cat > tests/test_gravity.py <<'EOF'
import sys
import time
import pytest
from brewcalc.gravity import plato_to_sg, sg_to_plato, abv, abv_simple, refractometer_fg


@pytest.mark.parametrize("plato", [p / 10 for p in range(0, 301)])
def test_plato_roundtrip(plato):
    assert sg_to_plato(plato_to_sg(plato)) == pytest.approx(plato, abs=0.05)


@pytest.mark.parametrize("og", [round(1.030 + i * 0.001, 3) for i in range(60)])
@pytest.mark.parametrize("attenuation", [0.62, 0.65, 0.68, 0.70, 0.72, 0.75, 0.80, 0.85])
def test_abv_monotonic(og, attenuation):
    fg = 1 + (og - 1) * (1 - attenuation)
    assert 0 < abv(og, fg) < 15


def test_abv_simple_close_to_abv():
    assert abv_simple(1.050, 1.010) == pytest.approx(abv(1.050, 1.010), rel=0.05)


@pytest.mark.parametrize("brix_og,brix_fg,expected", [
    (12.0, 6.2, 1.0096),
    (15.0, 7.4, 1.0108),
    (20.0, 9.8, 1.0159),
])
def test_refractometer(brix_og, brix_fg, expected):
    assert refractometer_fg(brix_og, brix_fg) == pytest.approx(expected, abs=0.003)


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="hydrometer temperature tables only ship with the Windows installer")
def test_hydrometer_temperature_correction():
    pass


def test_long_fermentation_simulation():
    time.sleep(0.35)
    assert abv(1.080, 1.012) > 8
EOF
cat > tests/test_bitterness.py <<'EOF'
import pytest
from brewcalc.bitterness import tinseth


@pytest.mark.parametrize("minutes", [0, 5, 10, 15, 20, 30, 45, 60, 75, 90])
@pytest.mark.parametrize("alpha", [3.5, 4.5, 5.0, 6.5, 7.5, 9.0, 11.0, 14.5])
@pytest.mark.parametrize("og", [1.035, 1.040, 1.048, 1.055, 1.062, 1.070, 1.080, 1.090])
def test_ibu_nonnegative(minutes, alpha, og):
    assert tinseth(alpha, 28, 20, og, minutes) >= 0


@pytest.mark.xfail(reason="Tinseth underestimates whirlpool additions; model pending", strict=False)
def test_whirlpool_contribution():
    assert tinseth(12.0, 50, 20, 1.060, 0) > 5


def test_sixty_minute_pale_ale():
    assert tinseth(5.5, 40, 23, 1.052, 60) == pytest.approx(23.4, abs=1.0)
EOF
cat > tests/test_water.py <<'EOF'
import pytest
from brewcalc.water import strike_temp, dilute


@pytest.mark.parametrize("grain_kg", [2.5, 4.0, 5.5, 7.0, 9.0, 12.0])
@pytest.mark.parametrize("ratio", [2.0, 2.5, 3.0, 3.5, 4.0])
@pytest.mark.parametrize("target", [62, 63, 64, 65, 66, 67, 68, 69])
def test_strike_above_target(grain_kg, ratio, target):
    assert strike_temp(grain_kg, grain_kg * ratio, 18, target) > target


def test_dilute_to_lower_gravity():
    assert dilute(20, 1.060, 1.050) == pytest.approx(4.0)


@pytest.mark.skip(reason="needs a pH meter attached over serial")
def test_mash_ph_probe():
    pass
EOF
{
  echo '$ python -m pytest -v -rsx --durations=5'
  python -m pytest -p no:cacheprovider -v -rsx --durations=5 2>&1
  echo "exit status: $?"
} | neutral
