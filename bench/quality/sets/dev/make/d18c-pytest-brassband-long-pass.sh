#!/bin/bash
# pytest -v -rsx --durations=5 over a brass-band instrument hire package: a long passing run
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/brassbandhire
rm -rf "$P"; mkdir -p "$P/bandhire" "$P/tests"
touch "$P/bandhire/__init__.py"
cat > "$P/bandhire/pricing.py" <<'PY'
import warnings

WEEKLY = {"cornet": 9.0, "flugelhorn": 11.0, "tenor horn": 12.0, "baritone": 15.0,
          "euphonium": 18.0, "trombone": 10.0, "bass trombone": 14.0, "Eb bass": 26.0, "Bb bass": 28.0}
DEPOSIT_WEEKS = 4


def hire_cost(instrument, weeks, member=False):
    cost = WEEKLY[instrument] * weeks
    if member:
        cost *= 0.8
    if weeks >= 12:
        cost *= 0.9
    return round(cost, 2)


def deposit(instrument):
    return WEEKLY[instrument] * DEPOSIT_WEEKS


def legacy_term_rate(instrument):
    warnings.warn("legacy_term_rate() uses the 2019 term table and will be removed in 3.0",
                  PendingDeprecationWarning, stacklevel=2)
    return WEEKLY[instrument] * 11
PY
cat > "$P/bandhire/inventory.py" <<'PY'
import time


def serial_ok(serial):
    return len(serial) == 8 and serial[:2].isalpha() and serial[2:].isdigit()


def condition_grade(dents, valve_wear):
    score = 10 - dents - 2 * valve_wear
    return "A" if score >= 8 else "B" if score >= 5 else "C"


def full_stocktake(n):
    time.sleep(0.35)
    return n
PY
python3 - "$P/tests" <<'PY'
import sys, os
d = sys.argv[1]
inst = ["cornet", "flugelhorn", "tenor horn", "baritone", "euphonium", "trombone", "bass trombone", "Eb bass", "Bb bass"]
open(os.path.join(d, "test_pricing.py"), "w").write(f'''import sys
import pytest
from bandhire.pricing import hire_cost, deposit, legacy_term_rate, WEEKLY

INSTRUMENTS = {inst!r}


@pytest.mark.parametrize("member", [False, True])
@pytest.mark.parametrize("weeks", [1, 2, 4, 6, 8, 11, 12, 16, 20, 36])
@pytest.mark.parametrize("instrument", INSTRUMENTS)
def test_hire_cost_positive(instrument, weeks, member):
    assert hire_cost(instrument, weeks, member) > 0


@pytest.mark.parametrize("instrument", INSTRUMENTS)
def test_deposit_four_weeks(instrument):
    assert deposit(instrument) == WEEKLY[instrument] * 4


@pytest.mark.parametrize("instrument", INSTRUMENTS)
def test_long_hire_discount(instrument):
    assert hire_cost(instrument, 12) < hire_cost(instrument, 11) * 12 / 11


def test_legacy_term_rate():
    assert legacy_term_rate("cornet") == 99.0


@pytest.mark.skipif(sys.version_info < (3, 13), reason="uses the 3.13 decimal context API")
def test_decimal_rounding_mode():
    pass


@pytest.mark.xfail(reason="VAT on deposits not decided by the committee", strict=False)
def test_deposit_vat():
    assert deposit("Bb bass") == 134.4
''')
serials = [f"BB{n:06d}" for n in range(100, 190)] + ["B1234567", "BBB12345", "bb00012x"]
open(os.path.join(d, "test_inventory.py"), "w").write(f'''import pytest
from bandhire.inventory import serial_ok, condition_grade, full_stocktake


@pytest.mark.parametrize("serial", {serials[:90]!r})
def test_serial_ok(serial):
    assert serial_ok(serial)


@pytest.mark.parametrize("serial", {serials[90:]!r})
def test_serial_bad(serial):
    assert not serial_ok(serial)


@pytest.mark.parametrize("dents,wear,grade", [(0, 0, "A"), (1, 0, "A"), (2, 1, "B"), (3, 1, "B"), (4, 2, "C"), (6, 0, "C")])
def test_condition_grade(dents, wear, grade):
    assert condition_grade(dents, wear) == grade


def test_full_stocktake():
    assert full_stocktake(212) == 212


@pytest.mark.skip(reason="bandroom barcode scanner not attached")
def test_scanner_roundtrip():
    pass
''')
PY
cd "$P"
run "python -m pytest -v -rsx --durations=5" | neutral > "$OUTDIR/d18c-pytest-brassband-long-pass.txt"
