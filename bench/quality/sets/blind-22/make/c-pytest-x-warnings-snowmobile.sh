#!/bin/bash
# pytest -x stopping at the first failure, with a warnings summary (toy snowmobile trail-permit service)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/snowmobile-permits
rm -rf "$P"; mkdir -p "$P/permits" "$P/tests"; cd "$P"
touch permits/__init__.py
cat > permits/trails.py <<'PY'
import warnings
from datetime import datetime

TRAIL_CLASSES = {"green": 30, "blue": 45, "black": 60}

def speed_limit(trail_class: str) -> int:
    return TRAIL_CLASSES[trail_class]

def parse_issued(stamp: str) -> datetime:
    warnings.warn("parse_issued() without tz is deprecated; pass an aware timestamp",
                  DeprecationWarning, stacklevel=2)
    return datetime.strptime(stamp, "%Y-%m-%d %H:%M")

def permit_fee(engine_cc: int, days: int) -> float:
    base = 12.5 if engine_cc <= 600 else 18.0
    if days >= 7:
        return round(base * days * 0.8, 2)
    return base * days

def sled_id(owner: str, plate: str) -> str:
    return f"{owner[:3].upper()}-{plate}"
PY
cat > tests/test_fees.py <<'PY'
import pytest
from permits.trails import permit_fee, speed_limit, parse_issued, sled_id

def test_speed_limits():
    assert speed_limit("blue") == 45

@pytest.mark.parametrize("cc,days,fee", [(500, 1, 12.5), (800, 2, 36.0), (600, 7, 70.0), (900, 10, 144.0)])
def test_fee_table(cc, days, fee):
    assert permit_fee(cc, days) == fee

def test_issued_parse():
    assert parse_issued("2025-01-04 08:30").hour == 8

def test_sled_id():
    assert sled_id("halvorsen", "SN-0042") == "HAL-SN-0042"
PY
cat > tests/test_zones.py <<'PY'
from permits.trails import speed_limit, parse_issued

def test_unknown_trail_class():
    assert speed_limit("double-black") == 60

def test_night_permit():
    assert parse_issued("2025-01-04 22:15").hour == 22
PY
for i in 1 2 3; do cat > tests/test_routes_$i.py <<PY
import pytest
from permits.trails import permit_fee, parse_issued
@pytest.mark.parametrize("d", range(1, 6))
def test_route_$i(d):
    parse_issued("2025-02-0$i 09:00")
    assert permit_fee(400, d) == 12.5 * d
PY
done
capture "python3 -m pytest -x -p no:randomly tests/test_routes_1.py tests/test_routes_2.py tests/test_fees.py tests/test_routes_3.py tests/test_zones.py" | neutral
