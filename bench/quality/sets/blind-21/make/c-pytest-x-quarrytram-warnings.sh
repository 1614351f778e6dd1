#!/bin/bash
# pytest -x stops at the first failure in a slate-quarry tramway wagon-load planner; deprecation warnings summary.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/quarrytram; rm -rf "$P"; mkdir -p "$P/quarrytram" "$P/tests"; cd "$P"
cat > quarrytram/__init__.py <<'PY'
PY
cat > quarrytram/wagons.py <<'PY'
import datetime, warnings

WAGON_TONNES = {"slate": 2.0, "rubble": 2.5, "dressed": 1.6}
INCLINE_LIMIT_T = 9.0

def train_load(wagons):
    return sum(WAGON_TONNES[w] for w in wagons)

def can_descend(wagons, wet=False):
    limit = INCLINE_LIMIT_T * (0.8 if wet else 1.0)
    return train_load(wagons) < limit

def shift_stamp():
    return datetime.datetime.utcnow().strftime("%Y%m%d-%H")

def legacy_code(kind):
    warnings.warn("legacy_code() is deprecated; use WAGON_TONNES keys", DeprecationWarning, stacklevel=2)
    return kind[:2].upper()
PY
cat > tests/test_wagons.py <<'PY'
from quarrytram.wagons import train_load, can_descend, shift_stamp, legacy_code

def test_load():
    assert train_load(["slate", "slate", "rubble"]) == 6.5

def test_stamp():
    assert len(shift_stamp()) == 11

def test_legacy():
    assert legacy_code("slate") == "SL"

def test_descend_dry_at_limit():
    assert can_descend(["rubble"] * 3 + ["dressed"] * 1 + ["slate"] * 0) is True
    assert can_descend(["slate"] * 4 + ["dressed"] * 0 + ["rubble"] * 0 + ["slate"] * 0 + ["rubble"] * 0 + ["slate"] * 0 + ["rubble"]) is True

def test_descend_wet():
    assert can_descend(["slate"] * 3, wet=True) is True

def test_mixed():
    assert train_load(["dressed"] * 5) == 8.0
PY
run "python -m pytest -x -p no:cacheprovider tests" | neutral > "$OUTDIR/c-pytest-x-quarrytram-warnings.txt"
