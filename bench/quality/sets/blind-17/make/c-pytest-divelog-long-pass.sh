#!/usr/bin/env bash
# Verbose, passing pytest run of a scuba dive-log planner: ~2400 tests, one skip, one xfail, one warning.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/divelog
fresh "$P"
mkdir -p divelog tests
touch divelog/__init__.py
cat > divelog/gas.py <<'PY'
import warnings


def ata(depth_m: float) -> float:
    return 1.0 + depth_m / 10.0


def ppo2(fo2: float, depth_m: float) -> float:
    return round(fo2 * ata(depth_m), 3)


def mod(fo2: float, max_ppo2: float = 1.4) -> float:
    return round((max_ppo2 / fo2 - 1.0) * 10.0, 1)


def end_depth(fn2: float, depth_m: float) -> float:
    return round((fn2 / 0.79) * (depth_m + 10) - 10, 1)


def sac_rate(litres_used: float, minutes: float, avg_depth_m: float) -> float:
    if minutes <= 0:
        raise ValueError("minutes must be positive")
    return round(litres_used / minutes / ata(avg_depth_m), 2)


def best_mix(depth_m: float, max_ppo2: float = 1.4) -> float:
    if depth_m > 40:
        warnings.warn("best_mix() above 40 m should use trimix tables; "
                      "use divelog.trimix.best_trimix()", DeprecationWarning, stacklevel=2)
    return min(0.40, round(max_ppo2 / ata(depth_m), 2))
PY
cat > divelog/ndl.py <<'PY'
TABLE = {12: 147, 15: 75, 18: 50, 21: 37, 24: 29, 27: 23, 30: 19, 33: 16, 36: 14, 39: 12, 42: 9}


def no_deco_limit(depth_m: int) -> int:
    for d in sorted(TABLE):
        if depth_m <= d:
            return TABLE[d]
    return 0


def surface_interval_group(minutes: int) -> str:
    groups = "ABCDEFGHIJKL"
    return groups[min(len(groups) - 1, minutes // 20)]
PY
cat > tests/test_gas.py <<'PY'
import pytest
from divelog.gas import ata, ppo2, mod, end_depth, sac_rate, best_mix

DEPTHS = list(range(0, 61, 1))
MIXES = [0.21, 0.28, 0.32, 0.36, 0.40]


@pytest.mark.parametrize("depth", DEPTHS)
def test_ata_grows_one_bar_per_ten_metres(depth):
    assert ata(depth) == pytest.approx(1 + depth / 10)


@pytest.mark.parametrize("fo2", MIXES)
@pytest.mark.parametrize("depth", DEPTHS)
def test_ppo2_positive(fo2, depth):
    assert ppo2(fo2, depth) > 0


@pytest.mark.parametrize("fo2", MIXES)
def test_mod_gives_ppo2_limit(fo2):
    assert ppo2(fo2, mod(fo2)) == pytest.approx(1.4, abs=0.01)


@pytest.mark.parametrize("depth", range(0, 41, 2))
@pytest.mark.parametrize("fn2", [0.79, 0.72, 0.68, 0.64, 0.60])
def test_end_not_deeper_than_actual(fn2, depth):
    assert end_depth(fn2, depth) <= depth + 0.05


@pytest.mark.parametrize("litres,minutes,depth", [
    (1200, 45, 18), (900, 38, 12), (1500, 50, 25), (700, 30, 6), (2000, 55, 30),
])
def test_sac_rate_reasonable(litres, minutes, depth):
    assert 5 < sac_rate(litres, minutes, depth) < 25


def test_sac_rate_rejects_zero_minutes():
    with pytest.raises(ValueError):
        sac_rate(100, 0, 10)


@pytest.mark.parametrize("depth", range(10, 41, 3))
def test_best_mix_within_limits(depth):
    assert 0.21 <= best_mix(depth) <= 0.40 or depth > 30


def test_best_mix_deep_dive():
    assert best_mix(45) < 0.30


@pytest.mark.skip(reason="trimix tables not imported yet (DIVE-212)")
def test_best_trimix_helium_fraction():
    pass


@pytest.mark.xfail(reason="rounding of MOD at 1.6 bar differs from PADI table", strict=False)
def test_mod_matches_printed_table_at_1_6():
    assert mod(0.32, 1.6) == 40.0
PY
cat > tests/test_ndl.py <<'PY'
import pytest
from divelog.ndl import no_deco_limit, surface_interval_group


@pytest.mark.parametrize("depth", range(0, 43))
def test_ndl_non_increasing(depth):
    assert no_deco_limit(depth) >= no_deco_limit(depth + 1)


@pytest.mark.parametrize("minutes", range(0, 1441, 1))
def test_surface_interval_group_letter(minutes):
    assert surface_interval_group(minutes) in "ABCDEFGHIJKL"
PY
cat > tests/test_profiles.py <<'PY'
import itertools
import time
import pytest
from divelog.gas import ppo2
from divelog.ndl import no_deco_limit

SITES = ["blue-hole", "wreck-alpha", "kelp-wall", "manta-point", "drift-canyon", "coral-garden"]
LEVELS = [6, 12, 18, 24, 30]


@pytest.mark.parametrize("site,depth", list(itertools.product(SITES, LEVELS)))
def test_profile_ppo2_safe_on_air(site, depth):
    assert ppo2(0.21, depth) < 1.4


@pytest.mark.parametrize("site,depth", list(itertools.product(SITES, LEVELS)))
def test_profile_has_ndl(site, depth):
    assert no_deco_limit(depth) > 0


def test_profile_import_large_logbook():
    time.sleep(1.3)
    assert True
PY
run "python -m pytest -v -rsx --durations=5 tests" | neutralise
