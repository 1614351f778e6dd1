#!/bin/bash
# long successful pytest -v run (about 2000 tests) of a spice-blend scaling library, with one skip, one xfail, one warning and --durations
. "$(dirname "$0")/c-lib.sh"
P=$WORK/spicemarket
fresh $P
mkdir -p spicemarket tests
touch spicemarket/__init__.py
cat > spicemarket/blend.py <<'PY'
import warnings
from fractions import Fraction

GRAMS_PER_TSP = {"cumin": 2.1, "coriander": 1.8, "turmeric": 3.0, "paprika": 2.3, "cinnamon": 2.6,
                 "cardamom": 2.0, "clove": 2.1, "fenugreek": 3.7, "sumac": 2.9, "nutmeg": 2.2,
                 "allspice": 1.9, "chili": 2.7}

BLENDS = {
    "garam_masala": {"cumin": 4, "coriander": 4, "cardamom": 2, "clove": 1, "cinnamon": 1, "nutmeg": 1},
    "baharat": {"paprika": 3, "cumin": 2, "coriander": 2, "clove": 1, "cinnamon": 1, "allspice": 2, "nutmeg": 1},
    "ras_el_hanout": {"cumin": 2, "coriander": 2, "turmeric": 2, "cinnamon": 2, "paprika": 2, "cardamom": 1, "allspice": 1},
    "berbere": {"chili": 5, "paprika": 3, "fenugreek": 1, "coriander": 1, "cardamom": 1, "clove": 1},
    "zaatar_dry": {"sumac": 3, "coriander": 1, "cumin": 1},
}


def scale(blend, batch_grams):
    parts = BLENDS[blend]
    total = sum(parts.values())
    return {k: round(batch_grams * v / total, 3) for k, v in parts.items()}


def to_tsp(spice, grams):
    if spice == "fenugreek" and grams > 50:
        warnings.warn("fenugreek above 50 g turns a blend bitter", RuntimeWarning)
    return round(grams / GRAMS_PER_TSP[spice], 2)


def ratio(blend, a, b):
    p = BLENDS[blend]
    return Fraction(p[a], p[b])
PY
cat > tests/test_scale.py <<'PY'
import pytest
from spicemarket.blend import BLENDS, scale

SIZES = list(range(10, 2010, 10))


@pytest.mark.parametrize("blend", sorted(BLENDS))
@pytest.mark.parametrize("grams", SIZES)
def test_scale_sums_to_batch(blend, grams):
    assert sum(scale(blend, grams).values()) == pytest.approx(grams, abs=0.01)


@pytest.mark.skip(reason="bulk sacks above 25 kg are weighed on the warehouse scale, not modelled")
def test_scale_bulk_sack():
    assert scale("baharat", 25000)


@pytest.mark.parametrize("blend", sorted(BLENDS))
@pytest.mark.parametrize("grams", SIZES)
def test_scale_keeps_spices(blend, grams):
    assert set(scale(blend, grams)) == set(BLENDS[blend])
PY
cat > tests/test_units.py <<'PY'
import sys
import pytest
from spicemarket.blend import GRAMS_PER_TSP, to_tsp, ratio, BLENDS


@pytest.mark.parametrize("spice", sorted(GRAMS_PER_TSP))
@pytest.mark.parametrize("grams", [1, 5, 10, 20, 40, 45, 80, 120, 250, 500, 750, 1000])
def test_tsp_positive(spice, grams):
    assert to_tsp(spice, grams) > 0


@pytest.mark.parametrize("blend", sorted(BLENDS))
def test_ratio_cumin_coriander(blend):
    p = BLENDS[blend]
    if "cumin" in p and "coriander" in p:
        assert ratio(blend, "cumin", "coriander") > 0


@pytest.mark.xfail(reason="sumac density varies by harvest; awaiting supplier figure", strict=False)
def test_sumac_density_exact():
    assert GRAMS_PER_TSP["sumac"] == 2.8
PY
cd $P
{ run python -m pytest -v -rsx --durations=5 -p no:randomly tests; } | neutral
