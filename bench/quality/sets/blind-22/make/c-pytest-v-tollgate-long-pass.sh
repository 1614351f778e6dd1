#!/bin/bash
# long verbose pytest run (hundreds of passing parametrized tests, a skip, an xfail, one warning) of a toy toll-gate tariff engine
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tollgate-tariffs
rm -rf "$P"; mkdir -p "$P/tollgate" "$P/tests"; cd "$P"
touch tollgate/__init__.py
cat > tollgate/tariff.py <<'PY'
import warnings
CLASSES = {"moto": 0.5, "car": 1.0, "van": 1.6, "truck2": 2.4, "truck3": 3.1, "coach": 2.8}
PEAK_HOURS = set(range(7, 10)) | set(range(16, 19))

def toll(vehicle: str, km: int, hour: int, tag: bool = False) -> float:
    rate = 0.09 * CLASSES[vehicle] * km
    if hour in PEAK_HOURS:
        rate *= 1.25
    if tag:
        rate *= 0.9
    return round(rate, 2)

def legacy_discount(code: str) -> float:
    warnings.warn("legacy_discount codes are read from the 2019 table; migrate to tollgate.promo", FutureWarning)
    return {"RESIDENT": 0.5}.get(code, 0.0)
PY
for grp in cars:moto,car,van trucks:truck2,truck3,coach; do
name=${grp%%:*}; vs=${grp#*:}
cat > tests/test_tariff_$name.py <<PY
import pytest
from tollgate.tariff import toll

@pytest.mark.parametrize("vehicle", "$vs".split(","))
@pytest.mark.parametrize("km", [5, 9, 12, 18, 27, 33, 40, 51, 63, 75, 88, 101, 120, 140])
@pytest.mark.parametrize("hour", list(range(0, 24)))
def test_toll_positive(vehicle, km, hour):
    assert toll(vehicle, km, hour) > 0
PY
done
cat > tests/test_tariff_tags.py <<'PY'
import pytest, sys
from tollgate.tariff import toll, legacy_discount

@pytest.mark.parametrize("vehicle", ["moto", "car", "van", "truck2", "truck3", "coach"])
@pytest.mark.parametrize("km", range(10, 110, 10))
def test_tag_is_cheaper(vehicle, km):
    assert toll(vehicle, km, 12, tag=True) < toll(vehicle, km, 12)

def test_resident_code():
    assert legacy_discount("RESIDENT") == 0.5

@pytest.mark.skipif(sys.platform.startswith("linux"), reason="ANPR camera SDK only ships for Windows")
def test_plate_reader_roundtrip():
    pass

@pytest.mark.xfail(reason="night rate for coaches not agreed with operator yet", strict=False)
def test_coach_night_rate():
    assert toll("coach", 50, 2) == 10.0
PY
capture "python3 -m pytest -v -p no:randomly tests" | neutral
