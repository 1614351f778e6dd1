#!/bin/bash
# pytest -v --durations=8 over a big suite (zoo feeding rota calculator): all green but one skip, one xfail, one warning
. "$(dirname "$0")/c-lib.sh"
P=$WORK/zoofeed
rm -rf "$P"; mkdir -p "$P/zoofeed" "$P/tests"
cat > "$P/zoofeed/__init__.py" <<'PY'
__version__ = "2.3.0"
PY
cat > "$P/zoofeed/rations.py" <<'PY'
import time
import warnings

SPECIES = {
    "okapi": (0.021, "browse"), "red_panda": (0.045, "bamboo"), "tapir": (0.030, "browse"),
    "meerkat": (0.060, "insects"), "gibbon": (0.038, "fruit"), "capybara": (0.025, "grass"),
    "binturong": (0.040, "fruit"), "fennec": (0.055, "insects"), "anteater": (0.018, "insects"),
    "pelican": (0.070, "fish"), "otter": (0.120, "fish"), "flamingo": (0.050, "shrimp"),
}
SEASON_FACTOR = {"winter": 1.15, "spring": 1.0, "summer": 0.92, "autumn": 1.05}


def daily_ration(species, weight_kg, season="spring"):
    frac, _ = SPECIES[species]
    return round(weight_kg * frac * SEASON_FACTOR[season], 3)


def feed_kind(species):
    return SPECIES[species][1]


def split_feeds(total, feeds):
    if feeds <= 0:
        raise ValueError("feeds must be positive")
    base = round(total / feeds, 3)
    parts = [base] * feeds
    parts[-1] = round(total - base * (feeds - 1), 3)
    return parts


def cold_store_check(temp_c):
    if temp_c > 4.0:
        warnings.warn(f"cold store at {temp_c}C above 4C limit", RuntimeWarning)
        return False
    return True


def slow_inventory(n):
    time.sleep(n)
    return n
PY
cat > "$P/tests/test_rations.py" <<'PY'
import pytest
from zoofeed.rations import SPECIES, SEASON_FACTOR, daily_ration, feed_kind, split_feeds

WEIGHTS = [0.8, 1.1, 1.5, 2.2, 3.2, 4.5, 6.0, 8.4, 12.5, 18.0, 25.0, 33.0, 48.0, 65.0, 90.0, 120.0, 150.0, 190.0, 230.0, 280.0]


@pytest.mark.parametrize("species", sorted(SPECIES))
@pytest.mark.parametrize("season", sorted(SEASON_FACTOR))
@pytest.mark.parametrize("weight", WEIGHTS)
def test_ration_positive(species, season, weight):
    assert daily_ration(species, weight, season) > 0


@pytest.mark.parametrize("species", sorted(SPECIES))
@pytest.mark.parametrize("weight", WEIGHTS)
def test_winter_needs_more(species, weight):
    assert daily_ration(species, weight, "winter") >= daily_ration(species, weight, "summer")


@pytest.mark.parametrize("species", sorted(SPECIES))
def test_feed_kind_known(species):
    assert feed_kind(species) in {"browse", "bamboo", "insects", "fruit", "grass", "fish", "shrimp"}
PY
cat > "$P/tests/test_split.py" <<'PY'
import pytest
from zoofeed.rations import split_feeds


@pytest.mark.parametrize("total", [x / 4 for x in range(1, 141)])
@pytest.mark.parametrize("feeds", [1, 2, 3, 4, 5, 6])
def test_split_sums(total, feeds):
    assert sum(split_feeds(total, feeds)) == pytest.approx(total, abs=1e-3)


def test_split_zero_feeds():
    with pytest.raises(ValueError):
        split_feeds(2.0, 0)


@pytest.mark.xfail(reason="rounding drift on 7 feeds, see ticket ZF-212", strict=False)
def test_split_seven_even():
    assert len(set(split_feeds(1.0, 7))) == 1
PY
cat > "$P/tests/test_store.py" <<'PY'
import pytest
from zoofeed.rations import cold_store_check, slow_inventory


@pytest.mark.parametrize("temp", [x / 2 for x in range(-10, 9)])
def test_cold_store_ok(temp):
    assert cold_store_check(temp)


def test_cold_store_warns_but_returns():
    assert cold_store_check(4.5) is False


@pytest.mark.skip(reason="needs the walk-in freezer probe on the keeper VLAN")
def test_probe_live():
    pass


@pytest.mark.parametrize("n", [0.31, 0.12, 0.05])
def test_inventory_slow(n):
    assert slow_inventory(n) == n
PY
cd "$P"
{ run "python -m pytest -v --durations=8 -p no:benchmark -p no:hypothesispytest tests"; } | neutral
