#!/usr/bin/env bash
# Long passing pytest -v run (hundreds of tests) of a canal-barge lock scheduling toy project, with skips, an xfail and one warning.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/canalbarge; rm -rf "$P"; mkdir -p "$P/canalbarge" "$P/tests"; cd "$P"
cat > canalbarge/__init__.py <<'X'
X
cat > canalbarge/locks.py <<'X'
import warnings

LOCKS = {f"L{i:03d}": {"rise_m": round(1.2 + (i % 7) * 0.35, 2), "chamber_m": 21 + (i % 3) * 2} for i in range(1, 241)}

def fill_minutes(lock_id, paddles=2):
    rise = LOCKS[lock_id]["rise_m"]
    return round(rise * 6 / paddles, 2)

def fits(lock_id, boat_len_m):
    return boat_len_m <= LOCKS[lock_id]["chamber_m"]

def passage_minutes(route, paddles=2):
    return round(sum(fill_minutes(l, paddles) + 4 for l in route), 2)

def toll_pence(boat_len_m, locks):
    if boat_len_m > 18:
        warnings.warn("toll_pence: long-boat surcharge table is deprecated, use tolls.v2", DeprecationWarning, stacklevel=2)
    return int(locks * (35 + (boat_len_m // 3) * 5))
X
cat > tests/test_locks.py <<'X'
import sys
import pytest
from canalbarge.locks import LOCKS, fill_minutes, fits, passage_minutes, toll_pence

IDS = sorted(LOCKS)

@pytest.mark.parametrize("lock_id", IDS)
@pytest.mark.parametrize("paddles", [1, 2, 4])
def test_fill_minutes_positive(lock_id, paddles):
    assert fill_minutes(lock_id, paddles) > 0

@pytest.mark.parametrize("lock_id", IDS)
@pytest.mark.parametrize("boat", [12, 15, 18, 20])
def test_fits_short_boats(lock_id, boat):
    assert fits(lock_id, boat)

@pytest.mark.parametrize("lock_id", IDS)
def test_wide_beam_rejected(lock_id):
    assert not fits(lock_id, 30)

@pytest.mark.parametrize("n", range(1, 241))
def test_passage_monotonic(n):
    route = IDS[:n]
    assert passage_minutes(route) >= passage_minutes(route[:-1])

@pytest.mark.parametrize("boat_len", [9, 12, 15, 18])
@pytest.mark.parametrize("locks", [1, 5, 10, 20, 40])
def test_toll_scales(boat_len, locks):
    assert toll_pence(boat_len, locks) == locks * toll_pence(boat_len, 1)

def test_toll_long_boat():
    assert toll_pence(21, 3) == 3 * (35 + 7 * 5)

@pytest.mark.skipif(sys.platform.startswith("linux"), reason="tide tables only vendored for the Windows kiosk build")
def test_tidal_lock_window():
    pass

@pytest.mark.skip(reason="L127 chamber under survey until March; dimensions provisional")
def test_l127_chamber_survey():
    pass

@pytest.mark.xfail(reason="issue #212: four-paddle rounding differs from lock keeper charts", strict=False)
def test_four_paddle_chart_L113():
    assert fill_minutes("L113", 4) == 3.5
X
capture c-pytest-v-canalbarge-long-pass 'python3 -m pytest -p no:cacheprovider -v -rsx tests'
