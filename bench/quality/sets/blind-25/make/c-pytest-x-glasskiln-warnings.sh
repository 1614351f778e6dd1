#!/bin/bash
# pytest -x (stop at first failure) with a warnings summary, on a glass-fusing kiln schedule planner.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/glasskiln
rm -rf "$P"; mkdir -p "$P/fusing" "$P/tests"
touch "$P/fusing/__init__.py"
cat > "$P/fusing/schedule.py" <<'PY'
import datetime as dt
import warnings

COE = {"bullseye": 90, "spectrum": 96, "float": 83}


def check_compat(glasses):
    coes = {COE[g] for g in glasses}
    if len(coes) > 1:
        warnings.warn(f"mixing COE values {sorted(coes)} will likely crack", UserWarning)
        return False
    return True


def segments(profile, thickness_mm):
    rate = 150 if thickness_mm <= 6 else 85
    top = {"tack": 680, "contour": 740, "full": 800}[profile]
    return [(rate, 540, 30), (330, top, 10), (9999, 482, 60 * thickness_mm // 3), (55, 371, 0)]


def finish_time(start, segs, kiln_temp=20):
    t, temp = start, kiln_temp
    for rate, target, hold in segs:
        t += dt.timedelta(hours=abs(target - temp) / rate, minutes=hold)
        temp = target
    return t


def log_stamp():
    return dt.datetime.utcnow().strftime("%Y%m%dT%H%M")
PY
cat > "$P/tests/test_schedule.py" <<'PY'
import datetime as dt
import pytest
from fusing.schedule import check_compat, segments, finish_time, log_stamp


def test_compatible_single():
    assert check_compat(["bullseye", "bullseye"])


def test_mixed_coe_warns():
    assert not check_compat(["bullseye", "spectrum"])


def test_stamp_format():
    assert len(log_stamp()) == 13


def test_full_fuse_segments():
    assert segments("full", 6)[1] == (330, 800, 10)


def test_thick_anneal_hold():
    assert segments("tack", 12)[2] == (9999, 482, 180)


def test_finish_time_tack():
    start = dt.datetime(2026, 3, 2, 8, 0)
    assert finish_time(start, segments("tack", 6)) == dt.datetime(2026, 3, 2, 15, 50)


def test_slump_profile():
    assert segments("slump", 6)[1][1] == 677


def test_contour_rate():
    assert segments("contour", 3)[0][0] == 150
PY
cd "$P"
run python3 -m pytest tests -x -p no:cacheprovider | neut
