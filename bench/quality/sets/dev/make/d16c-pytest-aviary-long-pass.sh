#!/bin/bash
# Long verbose pytest run of an aviary management package: ~2400 passing tests, a few skips, xfail and one warning.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-pytest-aviary-long-pass.txt
P=$WORK/aviary-keeper
rm -rf "$P"; mkdir -p "$P/aviary" "$P/tests"
touch "$P/aviary/__init__.py"
cat > "$P/aviary/feeding.py" <<'EOF'
import warnings
SPECIES_RATION_G = {"budgerigar": 8, "canary": 6, "cockatiel": 15, "lovebird": 12, "finch": 4,
                    "conure": 25, "lorikeet": 30, "parrotlet": 10, "dove": 18, "quail": 20}

def daily_ration(species, weight_g, moulting=False):
    base = SPECIES_RATION_G[species]
    ration = base * (weight_g / 100) ** 0.75
    if moulting:
        ration *= 1.15
    return round(ration, 2)

def legacy_ration(species, weight_g):
    warnings.warn("legacy_ration() is deprecated; use daily_ration(species, weight_g)", DeprecationWarning, stacklevel=2)
    return daily_ration(species, weight_g)
EOF
cat > "$P/aviary/nestbox.py" <<'EOF'
def clutch_ok(species, eggs):
    limits = {"budgerigar": 8, "canary": 6, "cockatiel": 7, "lovebird": 6, "finch": 7,
              "conure": 6, "lorikeet": 3, "parrotlet": 7, "dove": 2, "quail": 16}
    return 0 < eggs <= limits[species]

def incubation_days(species):
    return {"budgerigar": 18, "canary": 13, "cockatiel": 19, "lovebird": 23, "finch": 14,
            "conure": 24, "lorikeet": 25, "parrotlet": 19, "dove": 14, "quail": 17}[species]
EOF
cat > "$P/aviary/climate.py" <<'EOF'
def heater_on(temp_c, night):
    return temp_c < (16 if night else 18)

def humidity_alarm(rh):
    return rh < 40 or rh > 75
EOF
cat > "$P/tests/test_feeding.py" <<'EOF'
import pytest
from aviary.feeding import daily_ration, legacy_ration, SPECIES_RATION_G

@pytest.mark.parametrize("species", sorted(SPECIES_RATION_G))
@pytest.mark.parametrize("weight", range(20, 720, 10))
@pytest.mark.parametrize("moulting", [False, True])
def test_ration_positive(species, weight, moulting):
    assert daily_ration(species, weight, moulting) > 0

def test_legacy_ration_matches():
    assert legacy_ration("canary", 100) == daily_ration("canary", 100)

@pytest.mark.skip(reason="needs the vet-approved ration table from the 2026 audit")
def test_ration_against_vet_table():
    pass
EOF
cat > "$P/tests/test_nestbox.py" <<'EOF'
import sys
import pytest
from aviary.nestbox import clutch_ok, incubation_days

SPECIES = ["budgerigar", "canary", "cockatiel", "lovebird", "finch", "conure", "lorikeet", "parrotlet", "dove", "quail"]

@pytest.mark.parametrize("species", SPECIES)
@pytest.mark.parametrize("eggs", range(1, 41))
def test_clutch_bounds(species, eggs):
    assert isinstance(clutch_ok(species, eggs), bool)

@pytest.mark.parametrize("species", SPECIES)
def test_incubation_range(species):
    assert 10 <= incubation_days(species) <= 30

@pytest.mark.skipif(sys.platform == "linux", reason="nest camera driver only builds on the Raspberry Pi image")
def test_nest_camera_snapshot():
    pass

@pytest.mark.xfail(reason="lorikeet clutch limit disputed, see ticket AV-212")
def test_lorikeet_clutch_four():
    assert clutch_ok("lorikeet", 4)
EOF
cat > "$P/tests/test_climate.py" <<'EOF'
import pytest
from aviary.climate import heater_on, humidity_alarm

@pytest.mark.parametrize("temp", [t / 2 for t in range(0, 80)])
@pytest.mark.parametrize("night", [False, True])
def test_heater_is_bool(temp, night):
    assert heater_on(temp, night) in (True, False)

@pytest.mark.parametrize("rh", range(0, 101))
def test_humidity_alarm_bool(rh):
    assert humidity_alarm(rh) in (True, False)

def test_slow_sensor_warmup():
    import time
    time.sleep(1.3)
    assert heater_on(10, True)
EOF
PYPREFIX=$(python3 -c 'import sys;print(sys.base_prefix)')
neutral() { sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
cd "$P"
{ echo '$ python -m pytest -v -rs --durations=5'; timeout 120 python3 -m pytest -v -rs --durations=5 -p no:cacheprovider -p no:benchmark 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
